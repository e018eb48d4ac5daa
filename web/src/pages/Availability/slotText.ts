// How the screen writes the provider's dates and times, through Intl in the reader's
// locale. They are the provider's wall clock (see wallClock): formatted at UTC so the
// reader's own time zone never moves them.
import type { IntlShape } from "react-intl";
import { wallClock } from "./availabilityWeek";

type DateFormatter = Pick<IntlShape, "formatDate" | "formatDateTimeRange">;

const AS_WRITTEN = { timeZone: "UTC" } as const;

/** A column's heading: "Fri, Nov 20". */
export function formatDayShort(intl: DateFormatter, date: string): string {
  return intl.formatDate(wallClock(date), { ...AS_WRITTEN, weekday: "short", month: "short", day: "numeric" });
}

/** A day in full: "Friday, November 20, 2026". */
export function formatDayLong(intl: DateFormatter, date: string): string {
  return intl.formatDate(wallClock(date), {
    ...AS_WRITTEN,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** The week's heading: "November 15 – 21, 2026". */
export function formatWeekRange(intl: DateFormatter, start: string, end: string): string {
  return intl.formatDateTimeRange(wallClock(start), wallClock(end), {
    ...AS_WRITTEN,
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** One time of day: "9:00 a.m.". */
export function formatTimeOfDay(intl: DateFormatter, time: string): string {
  return intl.formatDate(wallClock("2000-01-01", time), { ...AS_WRITTEN, hour: "numeric", minute: "2-digit" });
}

/** A slot's times: "9:00 – 11:00 a.m.". */
export function formatSlotTimes(intl: DateFormatter, startTime: string, endTime: string): string {
  return intl.formatDateTimeRange(wallClock("2000-01-01", startTime), wallClock("2000-01-01", endTime), {
    ...AS_WRITTEN,
    hour: "numeric",
    minute: "2-digit",
  });
}

/** The provider's zone as people say it ("Eastern Time"); its IANA name if Intl has none. */
export function formatTimeZone(locale: string, timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" }).formatToParts(now);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
