import { describe, expect, it } from "vitest";
import { formatTime12h, isIsoDate, latestBookingDate, normalizeTime, PREFERRED_TIMES } from "./booking-time.ts";

describe("normalizeTime", () => {
  it.each([
    ["9:00 AM", "09:00"],
    ["11:00 AM", "11:00"],
    ["1:00 PM", "13:00"],
    ["3:00 PM", "15:00"],
    ["5:00 PM", "17:00"],
    ["5:00 pm", "17:00"],
    ["5 p.m.", "17:00"],
    ["12:00 AM", "00:00"],
    ["12:30 PM", "12:30"],
    ["09:00", "09:00"],
    ["9:00", "09:00"],
    ["13:00", "13:00"],
    ["13:00:00", "13:00"],
  ])("reads %s as %s", (text, time) => {
    expect(normalizeTime(text)).toBe(time);
  });

  it.each(["", "noon", "13", "25:00", "13:00 PM", "0:00 AM", "9:60", "9:00 XM"])("refuses %j", (text) => {
    expect(normalizeTime(text)).toBeNull();
  });

  it("round-trips the dialog's five times", () => {
    expect(PREFERRED_TIMES.map(formatTime12h)).toEqual(["9:00 AM", "11:00 AM", "1:00 PM", "3:00 PM", "5:00 PM"]);
    for (const time of PREFERRED_TIMES) expect(normalizeTime(formatTime12h(time))).toBe(time);
  });
});

describe("isIsoDate", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2026-11-20")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-1-05")).toBe(false);
    expect(isIsoDate("20/11/2026")).toBe(false);
  });
});

describe("latestBookingDate", () => {
  it("is twelve months after today, clamped to the month's end", () => {
    expect(latestBookingDate("2026-11-23")).toBe("2027-11-23");
    expect(latestBookingDate("2028-02-29")).toBe("2029-02-28");
  });
});
