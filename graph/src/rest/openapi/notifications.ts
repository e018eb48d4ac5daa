// Notifications, push devices and preferences (rest/notifications.ts).
import { z } from "zod";
import { NotificationKind } from "../../generated/prisma/enums.ts";
import { markReadInput } from "../../services/notifications/inbox.ts";
import { NOTIFICATION_GROUPS, preferencesInput } from "../../services/notifications/preferences.ts";
import { pushTokenInput, tokenInput } from "../../services/notifications/push-tokens.ts";
import { restPageInput } from "../../services/pagination.ts";
import { apiError, type ApiOperation } from "./operation.ts";
import { id, instant } from "./values.ts";

/** REST spells the kinds in lower case with dashes: "booking-created". */
const restSpelling = (values: readonly string[]) =>
  z.enum(values.map((value) => value.toLowerCase().replace(/_/g, "-")) as [string, ...string[]]);
const kind = restSpelling(Object.values(NotificationKind));

const notification = z
  .object({
    id,
    kind,
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: "Notification" });

const preferences = z
  .object({
    preferences: z.array(
      z.object({
        kind,
        group: restSpelling(NOTIFICATION_GROUPS),
        email: z.boolean(),
        push: z.boolean(),
        locked: z.boolean().meta({ description: "Always sent: shown, never changed." }),
      }),
    ),
  })
  .meta({ id: "NotificationPreferences" });

const testPushFailed = apiError.extend({ success: z.literal(false) });

export const NOTIFICATION_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/notifications/test",
    operationId: "sendTestNotification",
    tag: "Notifications",
    summary: "Send a test push to a device",
    description: "10 per hour per account.",
    callers: "staff",
    body: tokenInput,
    responses: {
      200: {
        description: "FCM took it.",
        json: z.object({ success: z.literal(true), message: z.string() }),
      },
      502: { description: "FCM refused it: its words.", json: testPushFailed },
      503: { description: "Push is not configured on this server.", json: testPushFailed },
    },
    errors: [400, 401, 403, 429],
  },
  {
    method: "post",
    path: "/api/notifications/tokens",
    operationId: "registerPushToken",
    tag: "Notifications",
    summary: "Register the account's device for push",
    callers: "signedIn",
    body: tokenInput,
    responses: { 201: { description: "Registered.", json: z.object({ registeredAt: instant }) } },
    errors: [400, 401],
  },
  {
    method: "delete",
    path: "/api/notifications/tokens/{token}",
    operationId: "removePushToken",
    tag: "Notifications",
    summary: "Stop pushing to a device",
    callers: "signedIn",
    params: z.object({ token: pushTokenInput }),
    responses: { 204: { description: "Removed." } },
    errors: [400, 401, 404],
  },
  {
    method: "get",
    path: "/api/notifications",
    operationId: "listNotifications",
    tag: "Notifications",
    summary: "The account's notifications, newest first",
    callers: "signedIn",
    query: restPageInput(20),
    responses: { 200: { description: "A page of notifications.", json: z.array(notification), paged: true } },
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/api/notifications/read",
    operationId: "markNotificationsRead",
    tag: "Notifications",
    summary: "Mark some (or all) notifications read",
    callers: "signedIn",
    body: markReadInput,
    bodyOptional: true,
    responses: { 200: { description: "How many changed.", json: z.object({ markedCount: z.number().int() }) } },
    errors: [400, 401],
  },
  {
    method: "get",
    path: "/api/account/notification-preferences",
    operationId: "readNotificationPreferences",
    tag: "Notifications",
    summary: "What the account is told of, by email and by push",
    callers: "signedIn",
    responses: { 200: { description: "Each kind the account gets.", json: preferences } },
    errors: [401],
  },
  {
    method: "put",
    path: "/api/account/notification-preferences",
    operationId: "setNotificationPreferences",
    tag: "Notifications",
    summary: "Turn some kinds on or off, by channel",
    description: "Turning off a security notice, or a kind the account never gets, is a 400.",
    callers: "signedIn",
    body: preferencesInput,
    responses: { 200: { description: "The preferences as GET answers them.", json: preferences } },
    errors: [400, 401],
  },
];
