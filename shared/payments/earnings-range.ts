// The platform earnings screen's date range, as the page offers it and the server checks
// it. Dates are calendar dates on the platform's clock (America/Toronto), both ends
// included. Shared by both: pure, no server or browser code.
// No date library: the earnings route's loader reads it before any page code has arrived.
import { addDaysIso, isIsoDate, zonedIsoDate } from "../calendar/iso-dates.ts";

/** The platform's books are kept on Toronto's calendar, whoever reads them and wherever. */
export const PLATFORM_TIME_ZONE = "America/Toronto";

/** A year and a day: a leap year's whole calendar fits, and the daily series stays a chart. */
export const MAX_EARNINGS_RANGE_DAYS = 366;

/** Longer than any ISO 8601 date-time ("2026-11-20T15:00:00.123456789+05:30" is 35). */
export const MAX_EARNINGS_DATE_LENGTH = 40;

/** Spec section 2's presets, in the order the page shows them. */
export const EARNINGS_PRESETS = ["today", "last-7-days", "last-30-days", "this-month"] as const;
export type EarningsPreset = (typeof EARNINGS_PRESETS)[number];
/** Spec section 2: "This month (default current month)". */
export const DEFAULT_EARNINGS_PRESET: EarningsPreset = "this-month";

/** Both ends are YYYY-MM-DD on the platform's calendar, inclusive. */
export interface EarningsDateRange {
  startDate: string;
  endDate: string;
}

// Far enough either way for any real book; it keeps the day after the end a real date too.
const EARLIEST_DATE = "2000-01-01";
const LATEST_DATE = "2999-12-31";

export const RANGE_ORDER_MESSAGE = "The end date must be on or after the start date.";
export const RANGE_LENGTH_MESSAGE = `Choose a range of at most ${MAX_EARNINGS_RANGE_DAYS} days.`;
export const RANGE_BOUNDS_MESSAGE = `Choose dates between ${EARLIEST_DATE} and ${LATEST_DATE}.`;

/** The calendar date it is at `now` on the platform's clock. */
export function platformToday(now: Date): string {
  return zonedIsoDate(now, PLATFORM_TIME_ZONE);
}

/** The calendar month holding `today`, first day to last. */
export function monthOf(today: string): EarningsDateRange {
  const first = `${today.slice(0, 7)}-01`;
  const nextMonthFirst = addDaysIso(first, 32).slice(0, 7) + "-01";
  return { startDate: first, endDate: addDaysIso(nextMonthFirst, -1) };
}

/** A preset's dates on `today`; every preset ends today except This month, which is the whole month. */
export function presetRange(preset: EarningsPreset, today: string): EarningsDateRange {
  switch (preset) {
    case "today":
      return { startDate: today, endDate: today };
    case "last-7-days":
      return { startDate: addDaysIso(today, -6), endDate: today };
    case "last-30-days":
      return { startDate: addDaysIso(today, -29), endDate: today };
    case "this-month":
      return monthOf(today);
  }
}

/** The preset whose dates on `today` are exactly `range`, or null for a custom range. */
export function presetOf(range: EarningsDateRange, today: string): EarningsPreset | null {
  return (
    EARNINGS_PRESETS.find((preset) => {
      const dates = presetRange(preset, today);
      return dates.startDate === range.startDate && dates.endDate === range.endDate;
    }) ?? null
  );
}

/** How many calendar days the range holds, both ends counted (1 for a single day). */
export function rangeDays({ startDate, endDate }: EarningsDateRange): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

export type RangeProblem = "bounds" | "order" | "length";

/** What is wrong with a range of two real dates, or null when nothing is. */
export function rangeProblemOf({ startDate, endDate }: EarningsDateRange): RangeProblem | null {
  if (startDate < EARLIEST_DATE || endDate > LATEST_DATE || endDate < EARLIEST_DATE || startDate > LATEST_DATE) {
    return "bounds";
  }
  if (endDate < startDate) return "order";
  if (rangeDays({ startDate, endDate }) > MAX_EARNINGS_RANGE_DAYS) return "length";
  return null;
}

const RANGE_PROBLEM_MESSAGES: Record<RangeProblem, string> = {
  bounds: RANGE_BOUNDS_MESSAGE,
  order: RANGE_ORDER_MESSAGE,
  length: RANGE_LENGTH_MESSAGE,
};

/** The same, in the API's words. */
export function rangeProblem(range: EarningsDateRange): string | null {
  const problem = rangeProblemOf(range);
  return problem && RANGE_PROBLEM_MESSAGES[problem];
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * The platform calendar date a date parameter means: "2026-11-20" as it is; a full ISO
 * 8601 instant ("2026-11-21T03:30:00Z") as the date it is then in Toronto (the 20th); a
 * date-time without an offset as Toronto's own wall clock, so its date as written. Null
 * for anything else, including impossible dates and times (2026-02-30, 24:00).
 */
export function earningsDateOf(text: string): string | null {
  if (text.length > MAX_EARNINGS_DATE_LENGTH) return null;
  if (isIsoDate(text)) return text;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, date, hours, minutes, seconds = "00", fraction = "", offset] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
  ];
  if (!isIsoDate(date) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (offset === undefined) return date;
  let zone = "Z";
  if (offset.toUpperCase() !== "Z") {
    const sign = offset[0];
    const digits = offset.slice(1).replace(":", "");
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMinutes = Number(digits.slice(2) || "0");
    if (offsetHours > 23 || offsetMinutes > 59) return null;
    zone = `${sign}${digits.slice(0, 2)}:${String(offsetMinutes).padStart(2, "0")}`;
  }
  const millis = fraction.padEnd(3, "0").slice(0, 3);
  const instant = Date.parse(`${date}T${hours}:${minutes}:${seconds}.${millis}${zone}`);
  if (Number.isNaN(instant)) return null;
  return platformToday(new Date(instant));
}
