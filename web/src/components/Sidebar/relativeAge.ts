import type { DeferredMessage } from "../../i18n/messages";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec section 2 "Recent Reviews": Today, 1 day ago, N days ago, 1 week ago, N weeks ago.
 * Counted in whole 24-hour days since `createdAt`; from 7 days on, in whole weeks, with no
 * upper unit (a review from last year is "52 weeks ago"). A date in the future (a clock
 * a little ahead) is "Today". Intl.RelativeTimeFormat would say "today" and "last week",
 * not the spec's words, so the catalog holds them.
 */
export function relativeAge(createdAt: Date | string, now: Date | number): DeferredMessage {
  const then = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const days = Math.floor((Number(now) - then.getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return { id: "sidebar.reviews.age.today" };
  if (days < 7) return { id: "sidebar.reviews.age.days", values: { days } };
  return { id: "sidebar.reviews.age.weeks", values: { weeks: Math.floor(days / 7) } };
}
