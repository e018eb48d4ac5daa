import type { DeferredMessage } from "../../i18n/messages";

/**
 * The badge stops at this: beyond it shows "99+". The server counts unread only up to 100,
 * so 100 already means "100 or more".
 */
export const BADGE_MAX = 99;

function unreadShown(unread: number): number {
  return Number.isFinite(unread) && unread > 0 ? Math.floor(unread) : 0;
}

/** What the badge shows: nothing at 0, the count up to 99, then "99+". */
export function badgeText(unread: number): DeferredMessage | null {
  const count = unreadShown(unread);
  if (count === 0) return null;
  if (count > BADGE_MAX) return { id: "notifications.bell.badgeOverflow", values: { max: BADGE_MAX } };
  return { id: "notifications.bell.badge", values: { count } };
}

/** The bell button's accessible name, which carries the count the badge shows to the eye. */
export function bellLabel(unread: number): DeferredMessage {
  const count = unreadShown(unread);
  if (count === 0) return { id: "notifications.bell.label" };
  if (count > BADGE_MAX) return { id: "notifications.bell.labelOverflow", values: { max: BADGE_MAX } };
  return { id: "notifications.bell.labelUnread", values: { count } };
}
