import { builder } from "../../builder.ts";
import type { Notification, NotificationDelivery } from "../../generated/prisma/client.ts";
import { DeliveryChannel, DeliveryStatus, NotificationKind } from "../../generated/prisma/enums.ts";
import { NotFoundError, RateLimitedError, SecondFactorRequiredError, ValidationError } from "../../services/errors.ts";
import { canReadNotification } from "../../services/notifications/access.ts";
import { failedDeliveriesQuery, retryFailedDelivery } from "../../services/notifications/dead-letters.ts";
import { inboxQuery, markNotificationsRead, unreadNotificationCount } from "../../services/notifications/inbox.ts";
import { registerPushToken, removePushToken } from "../../services/notifications/push-tokens.ts";
import { sendTestNotification } from "../../services/notifications/push-test.ts";
import { isStaff } from "../../services/accounts/access.ts";
import { UserNode } from "../accounts/user.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";
import { readableBy } from "../node.ts";

export const NotificationKindEnum = builder.enumType(NotificationKind, { name: "NotificationKind" });
export const DeliveryChannelEnum = builder.enumType(DeliveryChannel, { name: "DeliveryChannel" });
const DeliveryStatusEnum = builder.enumType(DeliveryStatus, {
  name: "DeliveryStatus",
  description: "PENDING: queued or being sent; SKIPPED: nothing to send to; DEAD: given up on (staff can retry).",
});

export const NotificationNode = builder.prismaNode("Notification", {
  id: { field: "id" },
  nullable: true,
  // The recipient's alone: it names their bookings and payments.
  ...readableBy<Notification>((notification, ctx) => canReadNotification(ctx, notification)),
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: (notification) => notification.kind }),
    title: t.exposeString("title"),
    body: t.exposeString("body"),
    link: t.exposeString("link", { nullable: true, description: "A path in the web app it opens." }),
    read: t.boolean({ resolve: (notification) => notification.readAt !== null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  notifications: t.prismaConnection(
    {
      type: "Notification",
      cursor: "id",
      description: "The account's notifications, newest first (the bell). Only the account itself reads them.",
      resolve: (query, user, { after, before }, ctx) => {
        assertIdCursors(after, before);
        if (ctx.viewer?.userId !== user.id) return [];
        return ctx.db.notification.findMany({ ...inboxQuery(ctx, user.id), ...query });
      },
    },
    { name: "NotificationConnection" },
    { name: "NotificationEdge" },
  ),
  unreadNotificationCount: t.int({
    description: "Unread notifications, counted up to 100 (the bell shows 99+ beyond). 0 for anyone else's account.",
    resolve: (user, _args, ctx) => (ctx.viewer?.userId === user.id ? unreadNotificationCount(ctx, user.id) : 0),
  }),
}));

const MarkNotificationsReadPayload = builder
  .objectRef<{ userId: number; count: number }>("MarkNotificationsReadPayload")
  .implement({
    fields: (t) => ({
      markedCount: t.exposeInt("count", { description: "How many were unread and are now read." }),
      viewer: t.prismaField({
        type: "User",
        resolve: (query, payload, _args, ctx) =>
          ctx.db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });

const PushTokenInput = builder.inputType("PushTokenInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The FCM registration token the mobile app got." }),
  }),
});

const RegisterPushTokenPayload = builder.objectRef<{ registeredAt: Date }>("RegisterPushTokenPayload").implement({
  fields: (t) => ({
    registeredAt: t.expose("registeredAt", {
      type: "DateTime",
      description: "Unused for 270 days from here (no registration, no delivery), it is pruned.",
    }),
  }),
});

const RemovePushTokenPayload = builder.objectRef<{ removed: boolean }>("RemovePushTokenPayload").implement({
  fields: (t) => ({
    removed: t.exposeBoolean("removed", { description: "False when it was not this account's, or already gone." }),
  }),
});

const PushTestResult = builder.objectRef<{ success: boolean; message: string }>("PushTestResult").implement({
  description: "What FCM said (spec section 7: reads success and message).",
  fields: (t) => ({
    success: t.exposeBoolean("success"),
    message: t.exposeString("message"),
  }),
});

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: MarkNotificationsReadPayload,
    description: "Mark the signed-in account's notifications read: the given ones, or all of them.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("MarkNotificationsReadInput", {
          fields: (f) => ({ notificationIds: f.idList({ description: "At most 100; omit for all." }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: "MarkNotificationsReadResult" } },
    resolve: async (_root, { input }, ctx) => {
      const ids = input.notificationIds?.map((id) => databaseIdOf("Notification", id));
      const count = await markNotificationsRead(ctx, { notificationIds: ids });
      return { userId: ctx.viewer!.userId, count };
    },
  }),
  registerPushToken: t.field({
    type: RegisterPushTokenPayload,
    description: "Register this device's FCM token for the signed-in account (moving it from any other account).",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PushTokenInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "RegisterPushTokenResult" } },
    resolve: async (_root, { input }, ctx) => ({ registeredAt: (await registerPushToken(ctx, input)).lastUsedAt }),
  }),
  removePushToken: t.field({
    type: RemovePushTokenPayload,
    description: "Remove one of the signed-in account's device tokens (at sign-out on the device).",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PushTokenInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "RemovePushTokenResult" } },
    resolve: async (_root, { input }, ctx) => ({ removed: await removePushToken(ctx, input) }),
  }),
  sendTestNotification: t.field({
    type: PushTestResult,
    description: "Send a test push to a device token (POST /api/notifications/test); staff only, 10 per hour.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: PushTokenInput, required: true }) },
    errors: {
      types: [ValidationError, RateLimitedError, SecondFactorRequiredError],
      union: { name: "SendTestNotificationResult" },
    },
    resolve: (_root, { input }, ctx) => sendTestNotification(ctx, input),
  }),
}));

const FailedDeliveryNode = builder.prismaNode("NotificationDelivery", {
  id: { field: "id" },
  name: "NotificationDelivery",
  nullable: true,
  ...readableBy<NotificationDelivery>((_delivery, ctx) => isStaff(ctx)),
  description: "One channel of a notification, as the outbox worker left it (staff only).",
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    channel: t.field({ type: DeliveryChannelEnum, resolve: (delivery) => delivery.channel }),
    status: t.field({ type: DeliveryStatusEnum, resolve: (delivery) => delivery.status }),
    attempts: t.exposeInt("attempts"),
    lastError: t.exposeString("lastError", { nullable: true }),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    kind: t.field({
      type: NotificationKindEnum,
      select: { notification: { select: { kind: true } } },
      resolve: (delivery) => delivery.notification.kind,
    }),
    title: t.string({
      select: { notification: { select: { title: true } } },
      resolve: (delivery) => delivery.notification.title,
    }),
    createdAt: t.field({
      type: "DateTime",
      select: { notification: { select: { createdAt: true } } },
      resolve: (delivery) => delivery.notification.createdAt,
    }),
  }),
});

builder.queryField("failedNotificationDeliveries", (t) =>
  t.prismaConnection({
    type: "NotificationDelivery",
    cursor: "id",
    description: "Deliveries the outbox gave up on, newest first, kept for staff (staff only).",
    authScopes: { admin: true },
    resolve: (query, _root, { after, before }, ctx) => {
      assertIdCursors(after, before);
      return ctx.db.notificationDelivery.findMany({ ...failedDeliveriesQuery(ctx), ...query });
    },
  }),
);

builder.mutationField("retryNotificationDelivery", (t) =>
  t.field({
    type: FailedDeliveryNode,
    description: "Queue a given-up delivery again with fresh attempts (staff only).",
    authScopes: { admin: true },
    args: {
      input: t.arg({
        type: builder.inputType("RetryNotificationDeliveryInput", {
          fields: (f) => ({ deliveryId: f.id({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, NotFoundError, SecondFactorRequiredError],
      union: { name: "RetryNotificationDeliveryResult" },
    },
    resolve: (_root, { input }, ctx) =>
      retryFailedDelivery(ctx, { deliveryId: databaseIdOf("NotificationDelivery", input.deliveryId) }),
  }),
);
