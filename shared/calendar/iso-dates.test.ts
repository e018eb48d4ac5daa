import { describe, expect, it } from "vitest";
import { addDaysIso, isIsoDate, localIsoDate, weekDates, weekStartOf, zonedIsoDate } from "./iso-dates.ts";

describe("plain calendar dates", () => {
  it("knows a real date from a look-alike", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-01")).toBe(false);
    expect(isIsoDate("2026-11-31")).toBe(false);
  });

  it("counts days across months, years and leap days", () => {
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDaysIso("2026-11-29", -29)).toBe("2026-10-31");
    expect(() => addDaysIso("2026-02-30", 1)).toThrow(RangeError);
  });

  it("starts weeks on Sunday", () => {
    expect(weekStartOf("2026-11-29")).toBe("2026-11-29");
    expect(weekStartOf("2026-12-05")).toBe("2026-11-29");
    expect(weekDates("2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
  });

  it("reads the date in a zone, not the process's", () => {
    // 03:30 UTC on 21 November: the 20th in Toronto and Vancouver, already the 21st in St. John's (UTC-3:30).
    const instant = new Date("2026-11-21T03:30:00Z");
    expect(zonedIsoDate(instant, "America/Toronto")).toBe("2026-11-20");
    expect(zonedIsoDate(instant, "America/Vancouver")).toBe("2026-11-20");
    expect(zonedIsoDate(instant, "America/St_Johns")).toBe("2026-11-21");
    expect(zonedIsoDate(new Date("2026-07-01T04:30:00Z"), "America/Toronto")).toBe("2026-07-01");
  });

  it("reads this device's date from its own calendar", () => {
    const now = new Date(2026, 0, 5, 23, 59);
    expect(localIsoDate(now)).toBe("2026-01-05");
  });
});
