// Which notices an account wants by email and by push. Each is an opt-out row
// (NotificationOptOut): absent means wanted, so a new kind reaches everyone until they turn it
// off, and the outbox reads the rows in its one statement (outbox.ts). The in-app bell always
// keeps the notice; only the channels that reach a person elsewhere can be turned off.
// Account security notices are never turned off: someone who did not change the password
// must hear that it changed.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { DeliveryChannel, NotificationKind } from "../../generated/prisma/client.ts";
import type { Viewer } from "../accounts/viewer.ts";
import { parseInput, ValidationError } from "../errors.ts";
import { signedInForNotifications } from "./access.ts";
import { ACCOUNT_SECURITY_KINDS } from "./account-security-notices.ts";

export const NOTIFICATION_GROUPS = [
  "BOOKINGS",
  "SCHEDULES",
  "PAYMENTS",
  "REGISTRATIONS",
  "MESSAGES",
  "SECURITY",
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** The channels a preference tunes; the bell is not one of them. */
export const TUNABLE_CHANNELS = ["EMAIL", "PUSH"] as const satisfies readonly DeliveryChannel[];

interface KindRule {
  group: NotificationGroup;
  /** Sent only to staff accounts (failed refunds, short payments, contact messages). */
  staffOnly?: true;
}

// A Record over the enum, so a kind added to the schema fails the type-check until it is
// given a group here.
const KIND_RULES: Record<NotificationKind, KindRule> = {
  BOOKING_CREATED: { group: "BOOKINGS" },
  BOOKING_CONFIRMED: { group: "BOOKINGS" },
  BOOKING_STATUS_CHANGED: { group: "BOOKINGS" },
  BOOKING_REMINDER: { group: "BOOKINGS" },
  BOOKING_MESSAGE: { group: "BOOKINGS" },
  BOOKING_MOVE_PROPOSED: { group: "BOOKINGS" },
  BOOKING_MOVED: { group: "BOOKINGS" },
  BOOKING_MOVE_DECLINED: { group: "BOOKINGS" },
  BOOKING_ABSENCE_REPORTED: { group: "BOOKINGS" },
  BOOKING_ABSENCE_DISPUTED: { group: "BOOKINGS" },
  BOOKING_ABSENCE_DECIDED: { group: "BOOKINGS" },
  // About bookings on both sides: the provider's taken, the customers' with it.
  PROVIDER_SUSPENDED: { group: "BOOKINGS" },
  PROVIDER_REINSTATED: { group: "BOOKINGS" },
  RECURRING_BOOKING_CREATED: { group: "SCHEDULES" },
  SCHEDULE_PRICE_PROPOSED: { group: "SCHEDULES" },
  SCHEDULE_PRICE_ANSWERED: { group: "SCHEDULES" },
  PAYMENT_SETTLED: { group: "PAYMENTS" },
  PAYMENT_FAILED: { group: "PAYMENTS" },
  REFUND_ISSUED: { group: "PAYMENTS" },
  PAYMENT_UNDERPAID: { group: "PAYMENTS", staffOnly: true },
  REFUND_FAILED: { group: "PAYMENTS", staffOnly: true },
  REGISTRATION_RECEIVED: { group: "REGISTRATIONS" },
  REGISTRATION_APPROVED: { group: "REGISTRATIONS" },
  REGISTRATION_REJECTED: { group: "REGISTRATIONS" },
  // Staff's word on a business's listing, like their word on its registration.
  LISTING_CHANGE_DECIDED: { group: "REGISTRATIONS" },
  CONTACT_MESSAGE_RECEIVED: { group: "MESSAGES", staffOnly: true },
  PASSWORD_CHANGED: { group: "SECURITY" },
  EMAIL_CHANGED: { group: "SECURITY" },
  TWO_FACTOR_CHANGED: { group: "SECURITY" },
};

const ALL_KINDS = Object.keys(KIND_RULES) as NotificationKind[];
const LOCKED = new Set<NotificationKind>(ACCOUNT_SECURITY_KINDS);

export const SECURITY_NOTICES_LOCKED_MESSAGE =
  "Account security notices (password, email address and two-factor changes) are always sent and cannot be turned off.";
export const KIND_MESSAGE = `kind must be one of: ${ALL_KINDS.join(", ")}`;
export const CHANNEL_MESSAGE = "channel must be EMAIL or PUSH";
export const NOT_YOUR_KIND_MESSAGE = "Your account does not receive that kind of notice.";
export const DUPLICATE_CHANGE_MESSAGE = "Each kind and channel may be changed once per request.";
/** Every kind on both channels: no valid request needs more. */
export const MAX_CHANGES = ALL_KINDS.length * TUNABLE_CHANNELS.length;

export interface NotificationPreference {
  kind: NotificationKind;
  group: NotificationGroup;
  email: boolean;
  push: boolean;
  /** Always sent: shown, never changed. */
  locked: boolean;
}

/** The kinds this caller hears about, in the order the groups and rules list them. */
function kindsFor(staff: boolean): NotificationKind[] {
  const order = new Map(NOTIFICATION_GROUPS.map((group, index) => [group, index]));
  return ALL_KINDS.filter((kind) => staff || !KIND_RULES[kind].staffOnly).sort(
    (a, b) => order.get(KIND_RULES[a].group)! - order.get(KIND_RULES[b].group)!,
  );
}

/** "booking-created" (REST's spelling) or "BOOKING_CREATED" (GraphQL's), as the enum spells it. */
const enumSpelling = (value: unknown) =>
  typeof value === "string" && value.length <= 64 ? value.trim().toUpperCase().replace(/-/g, "_") : value;

const changeInput = z.object({
  kind: z.preprocess(enumSpelling, z.enum(ALL_KINDS as [NotificationKind, ...NotificationKind[]], KIND_MESSAGE)),
  channel: z.preprocess(enumSpelling, z.enum(TUNABLE_CHANNELS, CHANNEL_MESSAGE)),
  enabled: z.boolean({ error: "enabled must be true or false" }),
});

export const preferencesInput = z.object({
  changes: z
    .array(changeInput, { error: "changes must be a list of { kind, channel, enabled }" })
    .max(MAX_CHANGES, `At most ${MAX_CHANGES} changes at once.`)
    .refine(
      (changes) => new Set(changes.map(({ kind, channel }) => `${kind}:${channel}`)).size === changes.length,
      DUPLICATE_CHANGE_MESSAGE,
    ),
});

/**
 * The staff-only kinds go to every ADMIN account (notifyRefundFailed and its siblings read the
 * role), whether or not this session may act as staff: what an account receives is its role's.
 */
const receivesStaffKinds = (viewer: Viewer) => viewer.role === "ADMIN";

/** The viewer's preferences: one entry per kind they may receive. */
export async function notificationPreferences(ctx: Context): Promise<NotificationPreference[]> {
  return preferencesOf(ctx, signedInForNotifications(ctx));
}

/** The account's own preferences; the caller has checked that `viewer` is the one asking. */
export async function preferencesOf(ctx: Context, viewer: Viewer): Promise<NotificationPreference[]> {
  const optOuts = await ctx.db.notificationOptOut.findMany({
    where: { userId: viewer.userId },
    select: { kind: true, channel: true },
  });
  const off = new Set(optOuts.map(({ kind, channel }) => `${kind}:${channel}`));
  return kindsFor(receivesStaffKinds(viewer)).map((kind) => {
    const locked = LOCKED.has(kind);
    return {
      kind,
      group: KIND_RULES[kind].group,
      email: locked || !off.has(`${kind}:EMAIL`),
      push: locked || !off.has(`${kind}:PUSH`),
      locked,
    };
  });
}

/**
 * Applies the changes to the viewer's preferences and answers them all. Setting what is
 * already set changes nothing, so a request sent twice does what it did once. Turning a
 * security notice on is allowed (it is on); turning it off is refused, as is a kind the
 * account never receives, and then nothing changes.
 */
export async function setNotificationPreferences(
  ctx: Context,
  input: z.input<typeof preferencesInput>,
): Promise<NotificationPreference[]> {
  const viewer = signedInForNotifications(ctx);
  const { changes } = parseInput(preferencesInput, input);
  const allowed = new Set(kindsFor(receivesStaffKinds(viewer)));
  changes.forEach((change, index) => {
    const path = ["changes", String(index), "kind"];
    if (!allowed.has(change.kind))
      throw new ValidationError(NOT_YOUR_KIND_MESSAGE, [{ path, message: NOT_YOUR_KIND_MESSAGE }]);
    if (LOCKED.has(change.kind) && !change.enabled) {
      throw new ValidationError(SECURITY_NOTICES_LOCKED_MESSAGE, [{ path, message: SECURITY_NOTICES_LOCKED_MESSAGE }]);
    }
  });
  const turnedOff = changes.filter((change) => !change.enabled);
  const turnedOn = changes.filter((change) => change.enabled && !LOCKED.has(change.kind));
  const now = ctx.clock.now();
  const writes = [
    ...(turnedOn.length > 0
      ? [
          ctx.db.notificationOptOut.deleteMany({
            where: { userId: viewer.userId, OR: turnedOn.map(({ kind, channel }) => ({ kind, channel })) },
          }),
        ]
      : []),
    ...(turnedOff.length > 0
      ? [
          ctx.db.notificationOptOut.createMany({
            data: turnedOff.map(({ kind, channel }) => ({ userId: viewer.userId, kind, channel, createdAt: now })),
            skipDuplicates: true,
          }),
        ]
      : []),
  ];
  if (writes.length > 0) await ctx.db.$transaction(writes);
  return preferencesOf(ctx, viewer);
}
