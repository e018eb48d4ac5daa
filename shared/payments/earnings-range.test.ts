import { describe, expect, it } from "vitest";
import {
  earningsDateOf,
  MAX_EARNINGS_RANGE_DAYS,
  monthOf,
  platformToday,
  presetOf,
  presetRange,
  RANGE_BOUNDS_MESSAGE,
  RANGE_LENGTH_MESSAGE,
  RANGE_ORDER_MESSAGE,
  rangeDays,
  rangeProblem,
} from "./earnings-range.ts";

describe("platformToday", () => {
  it("is Toronto's date, not UTC's", () => {
    expect(platformToday(new Date("2026-11-20T15:00:00Z"))).toBe("2026-11-20");
    // 23:30 on the 20th in Toronto (EST, UTC-5) is already the 21st in UTC.
    expect(platformToday(new Date("2026-11-21T04:30:00Z"))).toBe("2026-11-20");
    expect(platformToday(new Date("2026-11-21T05:00:00Z"))).toBe("2026-11-21");
    // Daylight time (UTC-4) the night before the clocks go back.
    expect(platformToday(new Date("2026-11-01T03:59:59.999Z"))).toBe("2026-10-31");
    expect(platformToday(new Date("2026-11-01T04:00:00Z"))).toBe("2026-11-01");
  });
});

describe("presets", () => {
  const today = "2026-11-20";
  it("count back from today, both ends included", () => {
    expect(presetRange("today", today)).toEqual({ startDate: today, endDate: today });
    expect(presetRange("last-7-days", today)).toEqual({ startDate: "2026-11-14", endDate: today });
    expect(presetRange("last-30-days", today)).toEqual({ startDate: "2026-10-22", endDate: today });
    expect(rangeDays(presetRange("last-7-days", today))).toBe(7);
    expect(rangeDays(presetRange("last-30-days", today))).toBe(30);
  });

  it("This month is the whole calendar month", () => {
    expect(presetRange("this-month", today)).toEqual({ startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(monthOf("2028-02-10")).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(monthOf("2026-12-31")).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
    expect(monthOf("2026-01-01")).toEqual({ startDate: "2026-01-01", endDate: "2026-01-31" });
  });

  it("a range is named by the preset that makes it, else custom", () => {
    expect(presetOf({ startDate: "2026-11-14", endDate: today }, today)).toBe("last-7-days");
    expect(presetOf({ startDate: "2026-11-01", endDate: "2026-11-30" }, today)).toBe("this-month");
    expect(presetOf({ startDate: "2026-11-02", endDate: "2026-11-30" }, today)).toBeNull();
  });
});

describe("rangeProblem", () => {
  it("accepts a day, and up to 366 days", () => {
    expect(rangeProblem({ startDate: "2026-11-20", endDate: "2026-11-20" })).toBeNull();
    expect(rangeProblem({ startDate: "2028-01-01", endDate: "2028-12-31" })).toBeNull();
    expect(rangeDays({ startDate: "2028-01-01", endDate: "2028-12-31" })).toBe(MAX_EARNINGS_RANGE_DAYS);
  });

  it("refuses an end before the start, a longer range and far-off dates", () => {
    expect(rangeProblem({ startDate: "2026-11-20", endDate: "2026-11-19" })).toBe(RANGE_ORDER_MESSAGE);
    expect(rangeProblem({ startDate: "2026-01-01", endDate: "2027-01-02" })).toBe(RANGE_LENGTH_MESSAGE);
    expect(rangeProblem({ startDate: "1999-12-31", endDate: "2000-01-01" })).toBe(RANGE_BOUNDS_MESSAGE);
    expect(rangeProblem({ startDate: "2999-12-31", endDate: "3000-01-01" })).toBe(RANGE_BOUNDS_MESSAGE);
  });
});

describe("earningsDateOf", () => {
  it("takes a calendar date as it is", () => {
    expect(earningsDateOf("2026-11-20")).toBe("2026-11-20");
    expect(earningsDateOf("2028-02-29")).toBe("2028-02-29");
  });

  it("reads an instant as its date in Toronto", () => {
    expect(earningsDateOf("2026-11-21T03:30:00Z")).toBe("2026-11-20");
    expect(earningsDateOf("2026-11-21T03:30:00.123456Z")).toBe("2026-11-20");
    expect(earningsDateOf("2026-11-21T05:00:00.000Z")).toBe("2026-11-21");
    expect(earningsDateOf("2026-11-21T01:00:00+02:00")).toBe("2026-11-20");
    expect(earningsDateOf("2026-11-20T22:00:00-0800")).toBe("2026-11-21");
    expect(earningsDateOf("2026-11-20T22:00-08")).toBe("2026-11-21");
    // With no offset it is Toronto's own wall clock.
    expect(earningsDateOf("2026-11-20T23:59:59")).toBe("2026-11-20");
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "today",
      "2026-02-30",
      "2026-11-20T24:00:00Z",
      "2026-11-20T12:60:00Z",
      "2026-11-20T12:00:00+25:00",
      "20261120",
      "2026-11-20 12:00",
      "2026-11-20T12:00:00Z".padEnd(50, "0"),
    ]) {
      expect(earningsDateOf(text), text).toBeNull();
    }
  });
});
