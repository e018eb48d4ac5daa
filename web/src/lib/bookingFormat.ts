// How a booking's fields read on any screen (the provider dashboard, My Bookings, a profile's
// openings), through Intl in the reader's locale, never by hand. Nothing here imports a
// schema: a first-view page may use it without loading zod. Service types' names are
// serviceTypeLabel.ts's.
import type { IntlShape } from "react-intl";
import type { NumberFormatter } from "./format";

// Spec section 9: cents shown as dollars, with two decimals; always Canadian dollars.
const DOLLARS_AND_CENTS = {
  style: "currency",
  currency: "CAD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const;

/** 123450 cents → "$1,234.50". */
export function formatCents(cents: number, intl: NumberFormatter): string {
  return intl.formatNumber(cents / 100, DOLLARS_AND_CENTS);
}

// A booking's date and time are the provider's wall clock (YYYY-MM-DD, HH:MM), not an
// instant: they are formatted as they are, in UTC, so no reader's zone moves them.
const BOOKING_DATE = { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" } as const;
const BOOKING_TIME = { hour: "numeric", minute: "2-digit", timeZone: "UTC" } as const;

/** "2026-11-20" → "Fri, Nov 20, 2026"; text that is not such a date is shown as it is. */
export function formatBookingDate(date: string, intl: Pick<IntlShape, "formatDate">): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const instant = Date.UTC(year, month - 1, day);
  if (new Date(instant).toISOString().slice(0, 10) !== date) return date;
  return intl.formatDate(instant, BOOKING_DATE);
}

/** "13:00" → "1:00 p.m." (en-CA); text that is not such a time is shown as it is. */
export function formatBookingTime(time: string, intl: Pick<IntlShape, "formatTime">): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  return intl.formatTime(Date.UTC(1970, 0, 1, hours, minutes), BOOKING_TIME);
}
