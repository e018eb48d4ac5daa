import { Hono } from "hono";
import type { Notification } from "../generated/prisma/client.ts";
import { signedInForNotifications } from "../services/notifications/access.ts";
import { inboxQuery, markNotificationsRead } from "../services/notifications/inbox.ts";
import {
  notificationPreferences,
  type NotificationPreference,
  setNotificationPreferences,
} from "../services/notifications/preferences.ts";
import { registerPushToken, removePushToken } from "../services/notifications/push-tokens.ts";
import { sendTestNotification } from "../services/notifications/push-test.ts";
import type { RestEnv } from "./env.ts";
import { errorBody } from "../http/refusal.ts";
import { objectBody, optionalObjectBody, pageOf, pageOfRows, pageQuery } from "./paging.ts";

/**
 * Notifications over the same services as GraphQL (401 signed out, 403 not staff):
 *
 * POST /api/notifications/test `{ token }` (spec section 7): staff send a test push; answers
 * `{ success, message }`: 200 when FCM took it, 503 when push is not configured, 502 when
 * FCM refused. 10 per hour per account (429).
 *
 * POST /api/notifications/tokens `{ token }`: register the signed-in account's device (201).
 * DELETE /api/notifications/tokens/{token}: remove it (204; 404 when it is not this account's).
 *
 * GET /api/notifications: the signed-in account's notifications, newest first, paged (`limit`,
 * `after`). POST /api/notifications/read `{ notificationIds? }`: mark those (or all) read.
 *
 * GET /api/account/notification-preferences: `{ preferences: [{ kind, group, email, push,
 * locked }] }`, kinds spelled as above ("booking-created"). PUT it `{ changes: [{ kind,
 * channel: "email" | "push", enabled }] }` to change some (the answer is the GET's); turning
 * off an account security notice, or a kind the account never gets, is a 400.
 */
export const notificationRoutes = new Hono<RestEnv>()
  .post("/notifications/test", async (c) => {
    const result = await sendTestNotification(c.var.ctx, await objectBody(c));
    const status = result.success ? 200 : c.var.ctx.push.configured ? 502 : 503;
    return c.json(result.success ? result : { success: false, ...errorBody(result.message) }, status);
  })
  .post("/notifications/tokens", async (c) => {
    const token = await registerPushToken(c.var.ctx, await objectBody(c));
    return c.json({ registeredAt: token.lastUsedAt.toISOString() }, 201);
  })
  .delete("/notifications/tokens/:token", async (c) => {
    const removed = await removePushToken(c.var.ctx, { token: c.req.param("token") });
    return removed ? c.body(null, 204) : c.json(errorBody("No such device token on this account."), 404);
  })
  .get("/notifications", async (c) => {
    const ctx = c.var.ctx;
    const viewer = signedInForNotifications(ctx);
    const page = pageOf(c);
    const rows = await ctx.db.notification.findMany({ ...inboxQuery(ctx, viewer.userId), ...pageQuery(page) });
    return c.json(pageOfRows(c, page, rows).map(notificationJson));
  })
  .post("/notifications/read", async (c) => {
    const body = await optionalObjectBody(c);
    const markedCount = await markNotificationsRead(c.var.ctx, {
      notificationIds: body.notificationIds as number[] | null | undefined,
    });
    return c.json({ markedCount });
  })
  .get("/account/notification-preferences", async (c) => {
    return c.json({ preferences: (await notificationPreferences(c.var.ctx)).map(preferenceJson) });
  })
  .put("/account/notification-preferences", async (c) => {
    const body = await objectBody(c);
    const preferences = await setNotificationPreferences(c.var.ctx, { changes: body.changes as never });
    return c.json({ preferences: preferences.map(preferenceJson) });
  });

const restSpelling = (value: string) => value.toLowerCase().replace(/_/g, "-");

function preferenceJson(preference: NotificationPreference) {
  return { ...preference, kind: restSpelling(preference.kind), group: restSpelling(preference.group) };
}

function notificationJson(notification: Notification) {
  return {
    id: notification.id,
    kind: restSpelling(notification.kind),
    title: notification.title,
    body: notification.body,
    link: notification.link,
    read: notification.readAt !== null,
    createdAt: notification.createdAt.toISOString(),
  };
}
