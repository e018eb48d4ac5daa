// A notification's age for the bell's list ("5 minutes ago", "yesterday"), worded by
// Intl.RelativeTimeFormat (intl.formatRelativeTime) in the reader's locale; this picks
// the value and the unit.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

export interface RelativeTime {
  /** Zero or negative: the past. */
  value: number;
  unit: RelativeUnit;
}

/**
 * Whole units elapsed since `createdAt`, in the largest unit that fits: under a minute is
 * "now" (0 seconds), then minutes, hours, days up to a week, weeks up to 30 days, months
 * (of 30 days) up to a year, then years. A time a little in the future (a clock ahead of
 * the server's) is "now" too.
 */
export function relativeTime(createdAt: Date | string, now: Date | number): RelativeTime {
  const then = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const elapsed = Number(now) - then.getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { value: 0, unit: "second" };
  if (elapsed < HOUR) return ago(elapsed / MINUTE, "minute");
  if (elapsed < DAY) return ago(elapsed / HOUR, "hour");
  const days = elapsed / DAY;
  if (days < 7) return ago(days, "day");
  if (days < 30) return ago(days / 7, "week");
  if (days < 365) return ago(days / 30, "month");
  return ago(days / 365, "year");
}

function ago(amount: number, unit: RelativeUnit): RelativeTime {
  return { value: -Math.floor(amount), unit };
}
