// The authorization matrix's rows for notification preferences: each signed-in account reads
// and changes its own (a partner token is nobody's account). A change is the account's own
// business, staff's included, so it leaves no audit entry. An allowed change turns one channel
// off and the row's afterAllowed turns it on again, so no later call finds a notice missing.
import { SIGN_IN_FOR_NOTIFICATIONS } from "../../src/services/notifications/access.ts";
import { type Denial, graphql, type MatrixCase, PAYLOAD, rest, SIGNED_IN } from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

const SIGN_IN_REST: Denial = { status: 401, message: SIGN_IN_FOR_NOTIFICATIONS };
const PATH = "/api/account/notification-preferences";

/** The change made: a notice every kind of account may get. */
const TURN_OFF = { kind: "BOOKING_STATUS_CHANGED", channel: "PUSH", enabled: false } as const;

async function turnedOffThenRestored(world: World) {
  const { count } = await world.prisma.notificationOptOut.deleteMany({
    where: { kind: TURN_OFF.kind, channel: TURN_OFF.channel },
  });
  if (count !== 1) throw new Error(`expected one opt-out to undo, found ${count}`);
}

export const PREFERENCE_CASES: MatrixCase[] = [
  {
    operation: "Mutation.setNotificationPreferences",
    audited: false,
    access: "restricted",
    note: "any signed-in account changes its own preferences",
    allow: SIGNED_IN,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "setNotificationPreferences",
        `mutation($input: SetNotificationPreferencesInput!) { setNotificationPreferences(input: $input) {
          ${PAYLOAD("SetNotificationPreferencesPayload", "notificationPreferences { kind }")} } }`,
        { input: { changes: [TURN_OFF] } },
      ),
    afterAllowed: turnedOffThenRestored,
  },
  {
    operation: "GET /api/account/notification-preferences",
    access: "restricted",
    note: "the signed-in account's own preferences",
    allow: SIGNED_IN,
    deniedWith: { anonymous: SIGN_IN_REST, partner: SIGN_IN_REST },
    call: (world, caller) => rest(world, caller.headers, "GET", PATH),
  },
  {
    operation: "PUT /api/account/notification-preferences",
    audited: false,
    access: "restricted",
    note: "any signed-in account changes its own preferences; a partner token may not",
    allow: SIGNED_IN,
    deniedWith: { anonymous: SIGN_IN_REST },
    call: (world, caller) => rest(world, caller.headers, "PUT", PATH, { changes: [TURN_OFF] }),
    afterAllowed: turnedOffThenRestored,
  },
];
