// How a recurring schedule's fields read on any screen (the Recurring Bookings cards, the
// 'Schedule Regular Cleaning' dialog): its frequency, its day, and the dates it works in.
// Words come from the catalog; weekday names and ordinals from Intl, in the reader's locale.
import type { IntlShape } from "react-intl";
import type { MessageId } from "../i18n/messages";

type Formatter = Pick<IntlShape, "formatMessage" | "formatDate" | "locale">;

/** Spec section 9: "Weekly", "Every 2 weeks", "Monthly"; any other value as it is. */
export function frequencyLabel(frequency: string, intl: Pick<IntlShape, "formatMessage">): string {
  return intl.formatMessage({ id: "recurringBookings.frequency" }, { frequency });
}

/** The checkout link's `frequency` (spec section 2): "weekly", "biweekly" or "monthly". */
export function checkoutFrequency(frequency: string): string {
  return frequency.toLowerCase();
}

// The catalog's suffix for each ordinal category Intl.PluralRules names. English uses one
// ("1st", "21st"), two ("2nd"), few ("3rd") and other ("4th", "11th"...); a category the
// catalog has no words for (zero, many) reads like "other".
const ORDINAL_IDS: Partial<Record<Intl.LDMLPluralRule, MessageId>> = {
  one: "recurringBookings.ordinal.one",
  two: "recurringBookings.ordinal.two",
  few: "recurringBookings.ordinal.few",
  other: "recurringBookings.ordinal.other",
};

/** A day of the month with its ordinal suffix: 1 → "1st", 12 → "12th", 23 → "23rd". */
export function formatDayOfMonth(day: number, intl: Pick<IntlShape, "formatMessage" | "locale">): string {
  const category = new Intl.PluralRules(intl.locale, { type: "ordinal" }).select(day);
  return intl.formatMessage({ id: ORDINAL_IDS[category] ?? "recurringBookings.ordinal.other" }, { day });
}

// 1970-01-04 was a Sunday: the week from it names the days 0 (Sunday) to 6 (Saturday).
const FIRST_SUNDAY = Date.UTC(1970, 0, 4);
const DAY_MS = 86_400_000;

/** 0 → "Sunday" ... 6 → "Saturday" ("short": "Sun"). */
export function formatWeekday(
  dayOfWeek: number,
  intl: Pick<IntlShape, "formatDate">,
  width: "long" | "short" = "long",
): string {
  return intl.formatDate(FIRST_SUNDAY + dayOfWeek * DAY_MS, { weekday: width, timeZone: "UTC" });
}

/** The days of the week in the order the weekday selector lists them, Sunday first (0 to 6). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The day a schedule falls on, as its card says it: "Wednesday", or "31st" for a monthly one. */
export function scheduleDay(
  schedule: { frequency: string; dayOfWeek: number | null | undefined; dayOfMonth: number | null | undefined },
  intl: Formatter,
): string | null {
  if (schedule.frequency === "MONTHLY") {
    return schedule.dayOfMonth == null ? null : formatDayOfMonth(schedule.dayOfMonth, intl);
  }
  return schedule.dayOfWeek == null ? null : formatWeekday(schedule.dayOfWeek, intl);
}

/**
 * Today ("YYYY-MM-DD") on the calendar of an IANA time zone: a schedule's dates are the
 * provider's city's days. An unknown zone falls back to the reader's own calendar.
 */
export function todayInZone(timeZone: string | null | undefined, now: Date = new Date()): string {
  try {
    if (timeZone) return calendarDate(now, timeZone);
  } catch {
    // A zone this browser does not know: its own calendar is the best guess left.
  }
  return calendarDate(now, undefined);
}

function calendarDate(now: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
