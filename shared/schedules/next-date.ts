// When a recurring schedule's cleanings fall (spec section 5, "nextBookingDate"). Pure
// functions over calendar dates ("YYYY-MM-DD") in the provider's city: a date is a day on
// that city's calendar, never an instant, so daylight-saving changes cannot move a cleaning
// to another day. Shared by the server (which stores and advances the dates) and the dialog
// (which shows the first one before saving).
import { addDaysIso } from "../availability/slots.ts";

export const SCHEDULE_FREQUENCIES = ["WEEKLY", "BIWEEKLY", "MONTHLY"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** Days between two cleanings of a schedule that repeats by the week. */
const DAYS_APART = { WEEKLY: 7, BIWEEKLY: 14 } as const;

/** What fixes a schedule's dates: its frequency and its day, from its first possible date. */
export type ScheduleRule =
  | { frequency: "WEEKLY" | "BIWEEKLY"; /** 0 = Sunday ... 6 = Saturday. */ dayOfWeek: number; startDate: string }
  | { frequency: "MONTHLY"; /** 1-31; a month without it uses its last day. */ dayOfMonth: number; startDate: string };

/**
 * The schedule's first cleaning. Weekly and every 2 weeks: the first date on or after the
 * start date that is the chosen weekday. Monthly: the chosen day of the start date's month
 * if that is not before the start date, else of the month after (a month without the day,
 * such as the 31st of a 30-day month, uses its last day).
 */
export function firstOccurrence(rule: ScheduleRule): string {
  if (rule.frequency === "MONTHLY") {
    const { year, month } = yearMonthOf(rule.startDate);
    const thisMonth = dayInMonth(year, month, rule.dayOfMonth);
    return thisMonth >= rule.startDate ? thisMonth : dayInMonth(year, month + 1, rule.dayOfMonth);
  }
  const daysToWeekday = (rule.dayOfWeek - weekdayOf(rule.startDate) + 7) % 7;
  return addDaysIso(rule.startDate, daysToWeekday);
}

/**
 * The cleaning after `occurrence` (one of the schedule's dates): 7 or 14 days on, or the
 * chosen day of the next month. Monthly dates always come from the chosen day, never from
 * the previous date, so the 31st is Feb 28 and then Mar 31 again, not Mar 28.
 */
export function occurrenceAfter(rule: ScheduleRule, occurrence: string): string {
  if (rule.frequency === "MONTHLY") {
    const { year, month } = yearMonthOf(occurrence);
    return dayInMonth(year, month + 1, rule.dayOfMonth);
  }
  return addDaysIso(occurrence, DAYS_APART[rule.frequency]);
}

/**
 * The first of the schedule's dates that comes after `day` (a date that has passed, or
 * today): where a resumed schedule picks up. Every 2 weeks keeps its fortnight: the dates
 * stay 14-day steps from the first cleaning.
 */
export function firstOccurrenceAfter(rule: ScheduleRule, day: string): string {
  const first = firstOccurrence(rule);
  if (first > day) return first;
  if (rule.frequency === "MONTHLY") {
    const { year, month } = yearMonthOf(day);
    const thisMonth = dayInMonth(year, month, rule.dayOfMonth);
    return thisMonth > day ? thisMonth : dayInMonth(year, month + 1, rule.dayOfMonth);
  }
  const step = DAYS_APART[rule.frequency];
  const stepsPassed = Math.floor(daysBetween(first, day) / step) + 1;
  return addDaysIso(first, stepsPassed * step);
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** Whole days from `from` to `to` (negative if `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function yearMonthOf(isoDate: string): { year: number; month: number } {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  return { year, month };
}

/** `day` of the month `month` (1-12, or 13 for the next year's January), or its last day. */
function dayInMonth(year: number, month: number, day: number): string {
  const firstOfMonth = new Date(Date.UTC(year, month - 1, 1));
  const lastDay = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfMonth.setUTCDate(Math.min(day, lastDay));
  return firstOfMonth.toISOString().slice(0, 10);
}
