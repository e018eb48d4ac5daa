import { describe, expect, it } from "vitest";
import {
  addDaysIso,
  availabilityWindowFields,
  DATE_MESSAGE,
  DEFAULT_AVAILABILITY_WINDOW,
  DEMO_SLOT_PRICE_CENTS,
  DURATION_MESSAGE,
  minutesOfDay,
  NO_SLOT_FITS_MESSAGE,
  SLOT_DURATIONS,
  slotTimesInWindow,
  timeOfDay,
  weekDates,
  weekStartOf,
  WHOLE_HOUR_MESSAGE,
  WINDOW_HOURS,
  WINDOW_ORDER_MESSAGE,
} from "./slots.ts";

const starts = (window: Parameters<typeof slotTimesInWindow>[0]) =>
  slotTimesInWindow(window).map((slot) => slot.startTime);

describe("the constants", () => {
  it("are the spec's", () => {
    expect(SLOT_DURATIONS).toEqual([60, 90, 120, 180, 240]);
    expect(WINDOW_HOURS).toHaveLength(24);
    expect(WINDOW_HOURS[0]).toBe("00:00");
    expect(WINDOW_HOURS[9]).toBe("09:00");
    expect(WINDOW_HOURS[23]).toBe("23:00");
    expect(DEFAULT_AVAILABILITY_WINDOW).toEqual({ startTime: "09:00", endTime: "17:00", durationMinutes: 120 });
    expect(DEMO_SLOT_PRICE_CENTS).toBe(15_000);
    expect(DURATION_MESSAGE).toBe("Choose a duration of 60, 90, 120, 180 or 240 minutes.");
  });
});

describe("minutesOfDay and timeOfDay", () => {
  it("convert both ways", () => {
    expect(minutesOfDay("13:30")).toBe(810);
    expect(minutesOfDay("00:00")).toBe(0);
    expect(minutesOfDay("9:00")).toBe(540);
    expect(timeOfDay(810)).toBe("13:30");
    expect(timeOfDay(0)).toBe("00:00");
    expect(timeOfDay(23 * 60 + 59)).toBe("23:59");
  });

  it("refuse what is not a time of day", () => {
    for (const text of ["24:00", "13:60", "1330", "", "13:30:00"]) expect(() => minutesOfDay(text)).toThrow(RangeError);
    for (const minutes of [-1, 1440, 1.5, Number.NaN]) expect(() => timeOfDay(minutes)).toThrow(RangeError);
  });
});

describe("slotTimesInWindow", () => {
  it("fills the default window with four two-hour slots", () => {
    expect(slotTimesInWindow(DEFAULT_AVAILABILITY_WINDOW)).toEqual([
      { startTime: "09:00", endTime: "11:00" },
      { startTime: "11:00", endTime: "13:00" },
      { startTime: "13:00", endTime: "15:00" },
      { startTime: "15:00", endTime: "17:00" },
    ]);
  });

  it("makes only the slots that end by the window's end", () => {
    // 16:30 would end at 18:00.
    expect(starts({ startTime: "09:00", endTime: "17:00", durationMinutes: 90 })).toEqual([
      "09:00",
      "10:30",
      "12:00",
      "13:30",
      "15:00",
    ]);
    // 15:00 would end at 18:00.
    expect(slotTimesInWindow({ startTime: "09:00", endTime: "17:00", durationMinutes: 180 })).toEqual([
      { startTime: "09:00", endTime: "12:00" },
      { startTime: "12:00", endTime: "15:00" },
    ]);
  });

  it("fits four-hour slots only where there is room", () => {
    expect(starts({ startTime: "09:00", endTime: "17:00", durationMinutes: 240 })).toEqual(["09:00", "13:00"]);
    expect(starts({ startTime: "09:00", endTime: "16:00", durationMinutes: 240 })).toEqual(["09:00"]);
    expect(starts({ startTime: "09:00", endTime: "12:00", durationMinutes: 240 })).toEqual([]);
  });

  it("covers the whole listed day", () => {
    const slots = slotTimesInWindow({ startTime: "00:00", endTime: "23:00", durationMinutes: 60 });
    expect(slots).toHaveLength(23);
    expect(slots[0]).toEqual({ startTime: "00:00", endTime: "01:00" });
    expect(slots.at(-1)).toEqual({ startTime: "22:00", endTime: "23:00" });
    expect(starts({ startTime: "00:00", endTime: "23:00", durationMinutes: 240 })).toEqual([
      "00:00",
      "04:00",
      "08:00",
      "12:00",
      "16:00",
    ]);
  });

  it("is empty for a backwards window and refuses a length that would never end", () => {
    expect(slotTimesInWindow({ startTime: "17:00", endTime: "09:00", durationMinutes: 60 })).toEqual([]);
    expect(() => slotTimesInWindow({ startTime: "09:00", endTime: "17:00", durationMinutes: 0 })).toThrow(RangeError);
  });
});

describe("availabilityWindowFields", () => {
  const valid = { date: "2026-03-09", ...DEFAULT_AVAILABILITY_WINDOW };
  const issuesOf = (input: Record<string, unknown>) => {
    const result = availabilityWindowFields.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  };

  it("accepts the default window", () => {
    expect(availabilityWindowFields.parse(valid)).toEqual(valid);
  });

  it("reads a form's text: hours without their leading zero, durations as digits", () => {
    expect(
      availabilityWindowFields.parse({
        date: " 2026-03-09 ",
        startTime: "9:00",
        endTime: "17:00",
        durationMinutes: "90",
      }),
    ).toEqual({ date: "2026-03-09", startTime: "09:00", endTime: "17:00", durationMinutes: 90 });
  });

  it.each([
    ["ends when it starts", { endTime: "09:00" }],
    ["ends before it starts", { startTime: "17:00", endTime: "09:00" }],
  ])("refuses a window that %s", (_, input) => {
    expect(issuesOf(input)).toEqual([{ path: ["endTime"], message: WINDOW_ORDER_MESSAGE }]);
  });

  it.each(["09:30", "24:00", "9", "9 am", "", "x".repeat(1_000_000)])("refuses %j as a window hour", (time) => {
    expect(issuesOf({ startTime: time })).toEqual([{ path: ["startTime"], message: WHOLE_HOUR_MESSAGE }]);
    expect(issuesOf({ endTime: time })).toEqual([{ path: ["endTime"], message: WHOLE_HOUR_MESSAGE }]);
  });

  it.each([45, 0, 120.5, "45", "1e2", "", null, undefined, "9".repeat(1_000_000)])(
    "refuses %j minutes",
    (durationMinutes) => {
      expect(issuesOf({ durationMinutes })).toEqual([{ path: ["durationMinutes"], message: DURATION_MESSAGE }]);
    },
  );

  it.each(["2026-02-30", "2026-3-09", "09/03/2026", "", "2".repeat(1_000_000)])("refuses %j as a date", (date) => {
    expect(issuesOf({ date })).toEqual([{ path: ["date"], message: DATE_MESSAGE }]);
  });

  it("refuses a window too short for one appointment", () => {
    expect(issuesOf({ endTime: "12:00", durationMinutes: 240 })).toEqual([
      { path: ["durationMinutes"], message: NO_SLOT_FITS_MESSAGE },
    ]);
    expect(issuesOf({ endTime: "10:00", durationMinutes: 90 })).toEqual([
      { path: ["durationMinutes"], message: NO_SLOT_FITS_MESSAGE },
    ]);
    expect(issuesOf({ endTime: "13:00", durationMinutes: 240 })).toEqual([]);
  });

  it("says each thing wrong once", () => {
    expect(issuesOf({ date: "2026-02-30", startTime: "12:00", endTime: "09:00", durationMinutes: 240 })).toEqual([
      { path: ["date"], message: DATE_MESSAGE },
      { path: ["endTime"], message: WINDOW_ORDER_MESSAGE },
    ]);
  });
});

describe("calendar weeks", () => {
  it("start on the Sunday on or before the date", () => {
    expect(weekStartOf("2026-03-08")).toBe("2026-03-08"); // a Sunday
    expect(weekStartOf("2026-03-14")).toBe("2026-03-08"); // its Saturday
    expect(weekStartOf("2026-03-03")).toBe("2026-03-01");
  });

  it("cross month and year boundaries", () => {
    // 2026-01-01 is a Thursday.
    expect(weekStartOf("2026-01-01")).toBe("2025-12-28");
    expect(weekDates("2025-12-28")).toEqual([
      "2025-12-28",
      "2025-12-29",
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
    ]);
    expect(weekDates("2028-03-01")).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
      "2028-03-02",
      "2028-03-03",
      "2028-03-04",
    ]);
  });

  it("span a DST change in seven days", () => {
    expect(weekDates("2026-11-01")).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
  });

  it("count days forward and back", () => {
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysIso("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysIso("2026-03-07", 7)).toBe("2026-03-14");
    expect(addDaysIso("2026-03-07", 0)).toBe("2026-03-07");
  });

  it("refuse what is not a date", () => {
    expect(() => weekStartOf("2026-02-30")).toThrow(RangeError);
    expect(() => addDaysIso("tomorrow", 1)).toThrow(RangeError);
  });
});
