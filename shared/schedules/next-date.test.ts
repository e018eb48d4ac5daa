// The next-date rules of recurring schedules: worked
// examples across month ends, year ends, leap days and daylight-saving weeks, then properties
// over ten years of start dates. Expected dates come from a printed calendar, and the
// properties check against an oracle that counts days in months by the Gregorian rule, not
// through next-date.ts's own helpers.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  daysBetween,
  firstOccurrence,
  firstOccurrenceAfter,
  occurrenceAfter,
  type ScheduleRule,
  weekdayOf,
} from "./next-date.ts";

const [SUN, MON, TUE, WED, FRI] = [0, 1, 2, 3, 5];

/** The first `count` dates of a schedule. */
function occurrences(rule: ScheduleRule, count: number): string[] {
  const dates = [firstOccurrence(rule)];
  while (dates.length < count) dates.push(occurrenceAfter(rule, dates.at(-1)!));
  return dates;
}

const weekly = (dayOfWeek: number, startDate: string): ScheduleRule => ({ frequency: "WEEKLY", dayOfWeek, startDate });
const biweekly = (dayOfWeek: number, startDate: string): ScheduleRule => ({
  frequency: "BIWEEKLY",
  dayOfWeek,
  startDate,
});
const monthly = (dayOfMonth: number, startDate: string): ScheduleRule => ({
  frequency: "MONTHLY",
  dayOfMonth,
  startDate,
});

describe("weekly", () => {
  it("starts on the start date when it is the chosen weekday", () => {
    // 2026-11-20 is a Friday.
    expect(occurrences(weekly(FRI, "2026-11-20"), 3)).toEqual(["2026-11-20", "2026-11-27", "2026-12-04"]);
  });

  it("starts on the first chosen weekday after the start date, up to six days on", () => {
    expect(firstOccurrence(weekly(FRI, "2026-11-21"))).toBe("2026-11-27");
    expect(firstOccurrence(weekly(SUN, "2026-11-20"))).toBe("2026-11-22");
    expect(firstOccurrence(weekly(WED, "2026-11-26"))).toBe("2026-12-02");
  });

  it("crosses month ends and the year end seven days at a time", () => {
    expect(occurrences(weekly(MON, "2026-11-27"), 3)).toEqual(["2026-11-30", "2026-12-07", "2026-12-14"]);
    expect(occurrences(weekly(FRI, "2026-12-26"), 3)).toEqual(["2027-01-01", "2027-01-08", "2027-01-15"]);
  });

  it("lands on the leap day 2028-02-29 and goes on into March", () => {
    // 2028-02-22 is a Tuesday.
    expect(occurrences(weekly(TUE, "2028-02-22"), 3)).toEqual(["2028-02-22", "2028-02-29", "2028-03-07"]);
  });

  it("keeps its weekday through the daylight-saving weeks (Toronto: 2026-03-08 and 2026-11-01)", () => {
    expect(occurrences(weekly(SUN, "2026-03-01"), 3)).toEqual(["2026-03-01", "2026-03-08", "2026-03-15"]);
    expect(occurrences(weekly(MON, "2026-03-02"), 3)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(occurrences(weekly(SUN, "2026-10-25"), 3)).toEqual(["2026-10-25", "2026-11-01", "2026-11-08"]);
    expect(occurrences(weekly(MON, "2026-10-26"), 3)).toEqual(["2026-10-26", "2026-11-02", "2026-11-09"]);
  });
});

describe("every 2 weeks", () => {
  it("starts on the same date as weekly, then goes 14 days at a time where weekly goes 7", () => {
    // Start Friday 2026-11-20, Wednesdays.
    expect(occurrences(weekly(WED, "2026-11-20"), 4)).toEqual(["2026-11-25", "2026-12-02", "2026-12-09", "2026-12-16"]);
    expect(occurrences(biweekly(WED, "2026-11-20"), 4)).toEqual([
      "2026-11-25",
      "2026-12-09",
      "2026-12-23",
      "2027-01-06",
    ]);
  });

  it("starts on the start date when it is the chosen weekday", () => {
    expect(occurrences(biweekly(FRI, "2026-11-20"), 2)).toEqual(["2026-11-20", "2026-12-04"]);
  });

  it("steps over the leap day", () => {
    expect(occurrences(biweekly(TUE, "2028-02-15"), 3)).toEqual(["2028-02-15", "2028-02-29", "2028-03-14"]);
  });

  it("keeps its weekday across the daylight-saving changes", () => {
    expect(occurrences(biweekly(SUN, "2026-02-22"), 3)).toEqual(["2026-02-22", "2026-03-08", "2026-03-22"]);
    expect(occurrences(biweekly(SUN, "2026-10-18"), 3)).toEqual(["2026-10-18", "2026-11-01", "2026-11-15"]);
  });
});

describe("monthly", () => {
  it("is the chosen day of the start month when that is not before the start date", () => {
    expect(firstOccurrence(monthly(15, "2026-11-15"))).toBe("2026-11-15");
    expect(firstOccurrence(monthly(25, "2026-11-20"))).toBe("2026-11-25");
  });

  it("is the chosen day of the next month when the start date is past it, across the year end too", () => {
    expect(firstOccurrence(monthly(15, "2026-11-20"))).toBe("2026-12-15");
    expect(firstOccurrence(monthly(15, "2026-12-20"))).toBe("2027-01-15");
    expect(firstOccurrence(monthly(1, "2026-12-02"))).toBe("2027-01-01");
  });

  it("puts the 31st of a 30-day month on its 30th, and the 31st again in the next month", () => {
    expect(occurrences(monthly(31, "2026-11-20"), 3)).toEqual(["2026-11-30", "2026-12-31", "2027-01-31"]);
    expect(firstOccurrence(monthly(31, "2026-11-30"))).toBe("2026-11-30");
  });

  it("does not drift after a short month: the 31st through February 2028 (a leap year)", () => {
    expect(occurrences(monthly(31, "2028-01-01"), 5)).toEqual([
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
      "2028-04-30",
      "2028-05-31",
    ]);
  });

  it("does not drift after February 2027 (28 days)", () => {
    expect(occurrences(monthly(31, "2027-01-01"), 5)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
  });

  it("puts the 29th and the 30th on February's last day, then back on the chosen day", () => {
    expect(occurrences(monthly(29, "2028-01-15"), 3)).toEqual(["2028-01-29", "2028-02-29", "2028-03-29"]);
    expect(occurrences(monthly(30, "2028-01-15"), 3)).toEqual(["2028-01-30", "2028-02-29", "2028-03-30"]);
    expect(occurrences(monthly(29, "2027-01-15"), 3)).toEqual(["2027-01-29", "2027-02-28", "2027-03-29"]);
    expect(occurrences(monthly(30, "2027-01-15"), 3)).toEqual(["2027-01-30", "2027-02-28", "2027-03-30"]);
  });

  it("takes February's last day as the first date when the start date is that day", () => {
    expect(firstOccurrence(monthly(31, "2027-02-28"))).toBe("2027-02-28");
    expect(firstOccurrence(monthly(30, "2028-02-29"))).toBe("2028-02-29");
  });

  it("crosses the year end", () => {
    expect(occurrences(monthly(31, "2026-12-31"), 3)).toEqual(["2026-12-31", "2027-01-31", "2027-02-28"]);
  });
});

describe("firstOccurrenceAfter (where a resumed schedule picks up)", () => {
  it("weekly: the first date strictly after the day", () => {
    const rule = weekly(FRI, "2026-11-20");
    expect(firstOccurrenceAfter(rule, "2026-11-19")).toBe("2026-11-20");
    expect(firstOccurrenceAfter(rule, "2026-11-20")).toBe("2026-11-27");
    expect(firstOccurrenceAfter(rule, "2026-11-26")).toBe("2026-11-27");
    expect(firstOccurrenceAfter(rule, "2026-11-27")).toBe("2026-12-04");
    expect(firstOccurrenceAfter(rule, "2026-12-30")).toBe("2027-01-01");
  });

  it("every 2 weeks: keeps the fortnight of the first date, skipping the off-week's weekday", () => {
    // Dates: 2026-11-20, 12-04, 12-18, 2027-01-01.
    const rule = biweekly(FRI, "2026-11-20");
    expect(firstOccurrenceAfter(rule, "2026-11-20")).toBe("2026-12-04");
    expect(firstOccurrenceAfter(rule, "2026-11-27")).toBe("2026-12-04");
    expect(firstOccurrenceAfter(rule, "2026-12-04")).toBe("2026-12-18");
    expect(firstOccurrenceAfter(rule, "2026-12-11")).toBe("2026-12-18");
    expect(firstOccurrenceAfter(rule, "2026-12-25")).toBe("2027-01-01");
  });

  it("monthly: the chosen day (or the month's last) after the day", () => {
    const rule = monthly(31, "2026-11-20");
    expect(firstOccurrenceAfter(rule, "2026-11-19")).toBe("2026-11-30");
    expect(firstOccurrenceAfter(rule, "2026-11-30")).toBe("2026-12-31");
    expect(firstOccurrenceAfter(rule, "2027-02-10")).toBe("2027-02-28");
    expect(firstOccurrenceAfter(rule, "2027-02-28")).toBe("2027-03-31");
    expect(firstOccurrenceAfter(rule, "2028-02-28")).toBe("2028-02-29");
    expect(firstOccurrenceAfter(rule, "2028-02-29")).toBe("2028-03-31");
  });

  it("monthly: never before the first date, even when the day is in the start month", () => {
    // The first date is 2026-12-15 (the start date is past the 15th of November).
    const rule = monthly(15, "2026-11-20");
    expect(firstOccurrenceAfter(rule, "2026-11-10")).toBe("2026-12-15");
    expect(firstOccurrenceAfter(rule, "2026-12-15")).toBe("2027-01-15");
    expect(firstOccurrenceAfter(rule, "2026-12-31")).toBe("2027-01-15");
  });
});

describe("calendar helpers", () => {
  it("weekdayOf and daysBetween count calendar days, whatever the daylight-saving change", () => {
    expect(weekdayOf("2026-11-20")).toBe(FRI);
    expect(weekdayOf("2028-02-29")).toBe(TUE);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-11-02", "2026-10-31")).toBe(-2);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
  });
});

describe("in a process whose local zone is Toronto", () => {
  const processZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = processZone;
  });

  // The rules must read dates as calendar dates: local-time arithmetic would see UTC
  // midnight of 2026-03-08 as the evening of the 7th here.
  it("gives the same dates as in UTC across the daylight-saving weeks", () => {
    const rules = [weekly(SUN, "2026-03-01"), biweekly(SUN, "2026-10-18"), monthly(31, "2026-10-01")];
    const inUtc = rules.map((rule) => occurrences(rule, 6));
    process.env.TZ = "America/Toronto";
    expect(new Date(Date.UTC(2026, 2, 8)).getDate()).toBe(7); // the zone really applies
    expect(rules.map((rule) => occurrences(rule, 6))).toEqual(inUtc);
    expect(weekdayOf("2026-03-08")).toBe(SUN);
  });
});

// ---- Properties, against an oracle of their own ----

const SEED = 20261125;
const property = { seed: SEED, numRuns: 1_000 };

/** Days since 1970-01-01 of a date, and back, by the Gregorian rule (no Date). */
function dayNumberOf(isoDate: string): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  let days = 0;
  for (let y = 1970; y < year; y += 1) days += isLeap(y) ? 366 : 365;
  for (let m = 1; m < month; m += 1) days += daysInMonth(year, m);
  return days + day - 1;
}
function isoOfDayNumber(dayNumber: number): string {
  let year = 1970;
  let rest = dayNumber;
  while (rest >= (isLeap(year) ? 366 : 365)) rest -= isLeap(year++) ? 366 : 365;
  let month = 1;
  while (rest >= daysInMonth(year, month)) rest -= daysInMonth(year, month++);
  return `${year}-${String(month).padStart(2, "0")}-${String(rest + 1).padStart(2, "0")}`;
}
function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}
/** 1970-01-01 was a Thursday. */
const oracleWeekday = (isoDate: string) => (dayNumberOf(isoDate) + 4) % 7;

/** Start dates from 2026 to the end of 2035. */
const startDates = fc.integer({ min: dayNumberOf("2026-01-01"), max: dayNumberOf("2035-12-31") }).map(isoOfDayNumber);
const weekRules = fc.record({
  frequency: fc.constantFrom("WEEKLY" as const, "BIWEEKLY" as const),
  dayOfWeek: fc.integer({ min: 0, max: 6 }),
  startDate: startDates,
});
const monthRules = fc.record({
  frequency: fc.constant("MONTHLY" as const),
  dayOfMonth: fc.integer({ min: 1, max: 31 }),
  startDate: startDates,
});
const anyRule: fc.Arbitrary<ScheduleRule> = fc.oneof(weekRules, monthRules);

describe("properties", () => {
  it("the oracle agrees with the printed calendar", () => {
    expect(isoOfDayNumber(dayNumberOf("2028-02-29"))).toBe("2028-02-29");
    expect(oracleWeekday("2026-11-20")).toBe(FRI);
  });

  it("dates never come before the start date and strictly increase", () => {
    fc.assert(
      fc.property(anyRule, (rule) => {
        const dates = occurrences(rule, 14);
        expect(dates[0]! >= rule.startDate).toBe(true);
        for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!).toBe(true);
      }),
      property,
    );
  });

  it("weekly and every 2 weeks: first date within six days of the start, on the weekday, 7 or 14 days apart", () => {
    fc.assert(
      fc.property(weekRules, (rule) => {
        const dates = occurrences(rule, 14);
        expect(dayNumberOf(dates[0]!) - dayNumberOf(rule.startDate)).toBeLessThanOrEqual(6);
        const gap = rule.frequency === "WEEKLY" ? 7 : 14;
        dates.forEach((date, i) => {
          expect(oracleWeekday(date)).toBe(rule.dayOfWeek);
          if (i > 0) expect(dayNumberOf(date) - dayNumberOf(dates[i - 1]!)).toBe(gap);
        });
      }),
      property,
    );
  });

  it("monthly: one date in each month in turn, on min(chosen day, days in that month)", () => {
    fc.assert(
      fc.property(monthRules, (rule) => {
        const dates = occurrences(rule, 26);
        const [startYear, startMonth] = rule.startDate.split("-").map(Number) as [number, number];
        const firstMonthIndex = startYear * 12 + startMonth - 1;
        dates.forEach((date, i) => {
          const [year, month, day] = date.split("-").map(Number) as [number, number, number];
          expect(day).toBe(Math.min(rule.dayOfMonth, daysInMonth(year, month)));
          const monthIndex = year * 12 + month - 1;
          // The start month or the next, then one month at a time.
          if (i === 0) expect([firstMonthIndex, firstMonthIndex + 1]).toContain(monthIndex);
          else
            expect(monthIndex - (Number(dates[i - 1]!.slice(0, 4)) * 12 + Number(dates[i - 1]!.slice(5, 7)) - 1)).toBe(
              1,
            );
        });
      }),
      property,
    );
  });

  it("firstOccurrenceAfter is the first of the schedule's dates strictly after the day", () => {
    const dayOffsets = fc.integer({ min: -10, max: 400 });
    fc.assert(
      fc.property(anyRule, dayOffsets, (rule, offset) => {
        const day = isoOfDayNumber(dayNumberOf(rule.startDate) + offset);
        const dates = occurrences(rule, 60);
        const expected = dates.find((date) => date > day)!;
        expect(firstOccurrenceAfter(rule, day)).toBe(expected);
      }),
      property,
    );
  });
});
