// The authorization matrix's rows for notifications: a notification is its recipient's
// alone (staff included: they see failed deliveries, not people's inboxes), device tokens
// are their owner's, and the push test and failed deliveries are staff's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { PUSH_NOT_CONFIGURED_MESSAGE } from "../../src/gateways/push/push-gateway.ts";
import { SIGN_IN_FOR_NOTIFICATIONS } from "../../src/services/notifications/access.ts";
import {
  type Denial,
  graphql,
  type MatrixCase,
  type Outcome,
  PAYLOAD,
  rest,
  SIGNED_IN,
  STAFF,
} from "./authorization-calls.ts";
import type { CallerName, World } from "./authorization-world.ts";

/** REST's visitors (and a partner's reads) hear the notifications service's own words. */
const SIGN_IN_REST: Denial = { status: 401, message: SIGN_IN_FOR_NOTIFICATIONS };

/** Node reads: customer's notification is customer's only; a delivery record is staff's. */
export const NOTIFICATION_NODE_READS: [string, readonly CallerName[], (world: World) => string][] = [
  ["a notification to customer", ["customer"], (world) => encodeGlobalID("Notification", world.ids.notification)],
];

const deliveryIs = (status: "PENDING" | "DEAD") => async (world: World, id: number | undefined) => {
  const delivery = await world.prisma.notificationDelivery.findUniqueOrThrow({ where: { id } });
  if (delivery.status !== status) throw new Error(`delivery ${id} is ${delivery.status}, not ${status}`);
};

const tokenOf = (n: number | undefined) => `matrix-registered-${n}`;

const tokenRegistered = async (world: World, n: number | undefined) => {
  await world.prisma.pushToken.findUniqueOrThrow({ where: { token: tokenOf(n) } });
};

/**
 * Without FIREBASE_SERVICE_ACCOUNT the test answers 503 in its own words: the caller got
 * through every check, so for the matrix that is an allowed call.
 */
async function pushTest(world: World, headers: Record<string, string>): Promise<Outcome> {
  const outcome = await rest(world, headers, "POST", "/api/notifications/test", { token: "matrix-device-test" });
  if (!outcome.allowed && outcome.status === 503 && outcome.message === PUSH_NOT_CONFIGURED_MESSAGE) {
    return { allowed: true, status: 503 };
  }
  return outcome;
}

export const NOTIFICATION_CASES: MatrixCase[] = [
  {
    operation: "Mutation.markNotificationsRead",
    audited: false,
    access: "restricted",
    note: "any signed-in account marks its own notifications read",
    allow: SIGNED_IN,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "markNotificationsRead",
        `mutation { markNotificationsRead(input: {}) { ${PAYLOAD("MarkNotificationsReadPayload", "markedCount")} } }`,
      ),
    // customer's own notification is left unread for the node reads: only customer may mark it.
    afterAllowed: async (world) => {
      await world.prisma.notification.update({ where: { id: world.ids.notification }, data: { readAt: null } });
    },
  },
  {
    operation: "Mutation.registerPushToken",
    audited: false,
    access: "restricted",
    note: "any signed-in account registers a device for itself",
    allow: SIGNED_IN,
    prepare: async (world) => world.next(),
    call: (world, caller, n) =>
      graphql(
        world,
        caller.headers,
        "registerPushToken",
        `mutation($input: PushTokenInput!) { registerPushToken(input: $input) {
          ${PAYLOAD("RegisterPushTokenPayload", "registeredAt")} } }`,
        { input: { token: tokenOf(n) } },
      ),
    afterAllowed: tokenRegistered,
  },
  {
    operation: "Mutation.removePushToken",
    audited: false,
    access: "restricted",
    note: "any signed-in account; it removes only its own tokens (others' answer removed: false)",
    allow: SIGNED_IN,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "removePushToken",
        `mutation($input: PushTokenInput!) { removePushToken(input: $input) {
          ${PAYLOAD("RemovePushTokenPayload", "removed")} } }`,
        { input: { token: "matrix-no-such-device" } },
      ),
  },
  {
    operation: "Mutation.sendTestNotification",
    audited: false,
    access: "restricted",
    note: "staff only (the push test page); it sends a test message and changes no record, so no audit entry",
    allow: STAFF,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "sendTestNotification",
        `mutation($input: PushTokenInput!) { sendTestNotification(input: $input) {
          ${PAYLOAD("PushTestResult", "success")} } }`,
        { input: { token: "matrix-device-test" } },
      ),
  },
  {
    operation: "Query.failedNotificationDeliveries",
    access: "restricted",
    note: "staff only",
    allow: STAFF,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "failedNotificationDeliveries",
        `
          {
            failedNotificationDeliveries(first: 5) {
              edges {
                node {
                  databaseId
                  status
                }
              }
            }
          }
        `,
      ),
  },
  {
    operation: "Mutation.retryNotificationDelivery",
    access: "restricted",
    note: "staff only; a fresh given-up delivery each call",
    allow: STAFF,
    prepare: (world) => world.freshFailedDelivery(),
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "retryNotificationDelivery",
        `mutation($input: RetryNotificationDeliveryInput!) { retryNotificationDelivery(input: $input) {
          ${PAYLOAD("NotificationDelivery", "status")} } }`,
        { input: { deliveryId: encodeGlobalID("NotificationDelivery", id!) } },
      ),
    afterAllowed: deliveryIs("PENDING"),
  },
  {
    operation: "POST /api/notifications/test",
    audited: false,
    access: "restricted",
    note: "staff only; 503 in its own words without FIREBASE_SERVICE_ACCOUNT, which is past every check; a test message changes no record, so no audit entry",
    allow: STAFF,
    call: (world, caller) => pushTest(world, caller.headers),
  },
  {
    operation: "POST /api/notifications/tokens",
    audited: false,
    access: "restricted",
    note: "any signed-in account registers a device for itself; a partner token may not",
    allow: SIGNED_IN,
    deniedWith: { anonymous: SIGN_IN_REST },
    prepare: async (world) => world.next(),
    call: (world, caller, n) => rest(world, caller.headers, "POST", "/api/notifications/tokens", { token: tokenOf(n) }),
    afterAllowed: tokenRegistered,
  },
  {
    operation: "DELETE /api/notifications/tokens/:token",
    access: "restricted",
    note: "a fresh device token of customer's each call: only customer removes it (to others it does not exist)",
    allow: ["customer"],
    deniedWith: {
      anonymous: SIGN_IN_REST,
      ...Object.fromEntries(
        (["otherCustomer", "provider", "otherProvider", "admin"] as const).map((name) => [
          name,
          { status: 404, message: "No such device token on this account." },
        ]),
      ),
    },
    prepare: async (world) => {
      const token = await world.freshPushToken();
      return (await world.prisma.pushToken.findUniqueOrThrow({ where: { token } })).id;
    },
    call: async (world, caller, id) => {
      const { token } = await world.prisma.pushToken.findUniqueOrThrow({ where: { id } });
      return rest(world, caller.headers, "DELETE", `/api/notifications/tokens/${token}`);
    },
    afterAllowed: async (world, id) => {
      if (await world.prisma.pushToken.findUnique({ where: { id } })) throw new Error(`token ${id} is still there`);
    },
  },
  {
    operation: "GET /api/notifications",
    access: "restricted",
    note: "the signed-in account's own notifications",
    allow: SIGNED_IN,
    deniedWith: { anonymous: SIGN_IN_REST, partner: SIGN_IN_REST },
    call: (world, caller) => rest(world, caller.headers, "GET", "/api/notifications?limit=5"),
  },
  {
    operation: "POST /api/notifications/read",
    audited: false,
    access: "restricted",
    note: "any signed-in account marks its own notifications read",
    allow: SIGNED_IN,
    deniedWith: { anonymous: SIGN_IN_REST },
    call: (world, caller) => rest(world, caller.headers, "POST", "/api/notifications/read", {}),
    afterAllowed: async (world) => {
      await world.prisma.notification.update({ where: { id: world.ids.notification }, data: { readAt: null } });
    },
  },
];
