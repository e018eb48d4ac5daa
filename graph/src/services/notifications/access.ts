// Who may do what with notifications. A notification is its recipient's alone (it names
// their bookings and payments); device tokens are their owner's; the push test and the
// deliveries that were given up on are staff's (accounts/access.ts says who staff are).
// Every door asks here.
import type { Context } from "../../context.ts";
import type { Notification } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../errors.ts";
import type { Viewer } from "../accounts/viewer.ts";

export const SIGN_IN_FOR_NOTIFICATIONS = "Please sign in to manage your notifications.";

export function canReadNotification(ctx: Context, notification: Pick<Notification, "recipientId">): boolean {
  if (ctx.actor === "system") return true;
  return ctx.viewer !== null && notification.recipientId === ctx.viewer.userId;
}

/** The signed-in account whose notifications and devices these are. */
export function signedInForNotifications(ctx: Context): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError(SIGN_IN_FOR_NOTIFICATIONS);
  return ctx.viewer;
}
