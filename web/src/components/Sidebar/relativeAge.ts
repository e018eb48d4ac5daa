const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec section 2 "Recent Reviews": Today, 1 day ago, N days ago, 1 week ago, N weeks ago.
 * Counted in whole 24-hour days since `createdAt`; from 7 days on, in whole weeks, with no
 * upper unit (a review from last year is "52 weeks ago"). A date in the future (a clock
 * a little ahead) is "Today".
 */
export function relativeAge(createdAt: Date | string, now: Date | number): string {
  const then = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const days = Math.floor((Number(now) - then.getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return "Today";
  if (days === 1) return "1 day ago";
  if (days < 7) return `${days} days ago`;
  const weeks = Math.floor(days / 7);
  return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
}
