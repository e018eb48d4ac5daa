import { describe, expect, it } from "vitest";
import { sourceIntl as intl } from "../i18n/sourceIntl";
import {
  checkoutFrequency,
  formatDayOfMonth,
  formatWeekday,
  frequencyLabel,
  scheduleDay,
  todayInZone,
} from "./scheduleFormat";

describe("formatDayOfMonth", () => {
  it("gives each day of the month its English ordinal suffix", () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31];
    expect(days.map((day) => formatDayOfMonth(day, intl))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "24th",
      "30th",
      "31st",
    ]);
  });

  it("says every day from 1 to 31 with a suffix the catalog holds", () => {
    for (let day = 1; day <= 31; day++)
      expect(formatDayOfMonth(day, intl)).toMatch(new RegExp(`^${day}(st|nd|rd|th)$`));
  });
});

describe("formatWeekday", () => {
  it("names 0 to 6 Sunday to Saturday, whatever the reader's zone", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => formatWeekday(day, intl))).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(formatWeekday(3, intl, "short")).toBe("Wed");
  });
});

describe("frequencyLabel", () => {
  it("reads the spec's words for each frequency", () => {
    expect(frequencyLabel("WEEKLY", intl)).toBe("Weekly");
    expect(frequencyLabel("BIWEEKLY", intl)).toBe("Every 2 weeks");
    expect(frequencyLabel("MONTHLY", intl)).toBe("Monthly");
    expect(frequencyLabel("YEARLY", intl)).toBe("YEARLY");
  });

  it("writes the checkout link's frequency in lower case", () => {
    expect(checkoutFrequency("BIWEEKLY")).toBe("biweekly");
  });
});

describe("scheduleDay", () => {
  it("is the weekday of a weekly or every-2-weeks schedule and the ordinal day of a monthly one", () => {
    expect(scheduleDay({ frequency: "WEEKLY", dayOfWeek: 5, dayOfMonth: null }, intl)).toBe("Friday");
    expect(scheduleDay({ frequency: "BIWEEKLY", dayOfWeek: 0, dayOfMonth: null }, intl)).toBe("Sunday");
    expect(scheduleDay({ frequency: "MONTHLY", dayOfWeek: null, dayOfMonth: 22 }, intl)).toBe("22nd");
    expect(scheduleDay({ frequency: "MONTHLY", dayOfWeek: 3, dayOfMonth: null }, intl)).toBeNull();
  });
});

describe("todayInZone", () => {
  // 2026-11-21 03:30 UTC: still Friday the 20th in Toronto and Vancouver; midnight, Saturday, in St. John's.
  const now = new Date("2026-11-21T03:30:00Z");

  it("is the calendar date in the provider's city", () => {
    expect(todayInZone("America/Toronto", now)).toBe("2026-11-20");
    expect(todayInZone("America/Vancouver", now)).toBe("2026-11-20");
    expect(todayInZone("America/St_Johns", now)).toBe("2026-11-21");
    expect(todayInZone("UTC", now)).toBe("2026-11-21");
  });

  it("falls back to the reader's calendar for a zone it does not know", () => {
    expect(todayInZone("Mars/Olympus_Mons", now)).toMatch(/^2026-11-2[01]$/);
    expect(todayInZone(null, now)).toMatch(/^2026-11-2[01]$/);
  });
});
