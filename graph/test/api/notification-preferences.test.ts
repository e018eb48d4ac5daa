// Notification preferences through GraphQL (viewer.notificationPreferences,
// setNotificationPreferences) and REST (GET and PUT /api/account/notification-preferences),
// and the outbox honouring them: a channel an account turned off for a kind gets no delivery
// row (so the worker never sends it), the bell keeps the notice, other accounts and guests are
// untouched, and account security notices cannot be turned off.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifyPasswordChanged } from "../../src/services/notifications/account-security-notices.ts";
import {
  CHANNEL_MESSAGE,
  DUPLICATE_CHANGE_MESSAGE,
  KIND_MESSAGE,
  MAX_CHANGES,
  NOT_YOUR_KIND_MESSAGE,
  SECURITY_NOTICES_LOCKED_MESSAGE,
} from "../../src/services/notifications/preferences.ts";
import {
  MyNotificationPreferencesDocument as MY_PREFERENCES,
  SetNotificationPreferencesDocument as SET_PREFERENCES,
  UserNotificationPreferencesDocument as USER_PREFERENCES,
} from "../__generated__/graphql.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  outboxSummary,
  recordingMailGateway,
  restCall,
  runWorker,
  signedInAccount,
  type SignedInAccount,
  signInCookie,
} from "../support/notifications.ts";
import { placeProviders } from "../support/schedules.ts";
import { fixedClock } from "../support/app.ts";

const DEMO_PROVIDER = 1;
const SIGN_IN_FOR_NOTIFICATIONS = "Please sign in to manage your notifications.";
const PREFERENCES_PATH = "/api/account/notification-preferences";

const CUSTOMER_KINDS = [
  "BOOKING_CREATED",
  "BOOKING_CONFIRMED",
  "BOOKING_STATUS_CHANGED",
  "BOOKING_REMINDER",
  "BOOKING_MESSAGE",
  "BOOKING_MOVE_PROPOSED",
  "BOOKING_MOVED",
  "BOOKING_MOVE_DECLINED",
  "BOOKING_ABSENCE_REPORTED",
  "BOOKING_ABSENCE_DISPUTED",
  "BOOKING_ABSENCE_DECIDED",
  "PROVIDER_SUSPENDED",
  "PROVIDER_REINSTATED",
  "RECURRING_BOOKING_CREATED",
  "SCHEDULE_PRICE_PROPOSED",
  "SCHEDULE_PRICE_ANSWERED",
  "PAYMENT_SETTLED",
  "PAYMENT_FAILED",
  "REFUND_ISSUED",
  "REGISTRATION_RECEIVED",
  "REGISTRATION_APPROVED",
  "REGISTRATION_REJECTED",
  "LISTING_CHANGE_DECIDED",
  "PASSWORD_CHANGED",
  "EMAIL_CHANGED",
  "TWO_FACTOR_CHANGED",
];
const STAFF_ONLY_KINDS = ["PAYMENT_UNDERPAID", "REFUND_FAILED", "CONTACT_MESSAGE_RECEIVED"];

let api: TestApp;
/** Provider 1's demo account and a second account of the same provider. */
let provider: SignedInAccount;
let secondProvider: SignedInAccount;
let customer: SignedInAccount;
let staffCookie: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  await placeProviders(api.db.prisma, { [DEMO_PROVIDER]: "toronto-ontario" });
  const demo = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "provider@demo.test" } });
  provider = { userId: demo.id, email: demo.email, cookie: await signInCookie(api, demo.email) };
  secondProvider = await signedInAccount(api, "second-provider@preferences.test", "PROVIDER", DEMO_PROVIDER);
  customer = await signedInAccount(api, "customer@preferences.test");
  staffCookie = await signInCookie(api, "admin@demo.test");
  // Staff read other accounts only in a session that proved a second factor.
  const admin = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "admin@demo.test" } });
  await api.db.prisma.session.updateMany({ where: { userId: admin.id }, data: { secondFactorAt: TEST_NOW } });
});
afterAll(() => api?.close());

beforeEach(async () => {
  await api.db.prisma.notificationOptOut.deleteMany({});
});

type Change = { kind: string; channel: string; enabled: boolean };

async function setThroughGraphQL(changes: Change[], cookie: string) {
  const { data, errors } = await api.graphql(SET_PREFERENCES, { input: { changes } } as never, { cookie });
  expect(errors).toBeUndefined();
  return data!.setNotificationPreferences;
}

async function turnedOff(cookie: string, kind: string, channel: "EMAIL" | "PUSH") {
  const answer = await setThroughGraphQL([{ kind, channel, enabled: false }], cookie);
  expect(answer.__typename).toBe("SetNotificationPreferencesPayload");
}

const optOutRows = () =>
  api.db.prisma.notificationOptOut.findMany({
    select: { userId: true, kind: true, channel: true },
    orderBy: [{ userId: "asc" }, { kind: "asc" }, { channel: "asc" }],
  });

// TEST_NOW is 10 am on Friday 2026-11-20 in Toronto.
async function guestBooksDemoProvider(): Promise<number> {
  const { status, body } = await restCall(api, "POST", "/api/bookings", {
    body: {
      providerId: DEMO_PROVIDER,
      serviceType: "house-cleaning",
      preferredDate: "2026-11-21",
      preferredTime: "1:00 PM",
      serviceDetails: "Two-bedroom condo",
      customerName: "Jordan Lee",
      customerPhone: "416-555-0199",
      customerEmail: "jordan@preferences.test",
    },
  });
  expect(status).toBe(201);
  return body.id as number;
}

/** Who was told about it, each row's deliveries in one order. */
async function told(where: Parameters<typeof outboxSummary>[1]) {
  const rows = await outboxSummary(api.db.prisma, where);
  return rows.map((row) => ({ ...row, deliveries: [...row.deliveries].sort() }));
}

describe("reading preferences", () => {
  it("lists every kind an account may get, all on, the security notices locked on", async () => {
    const { data, errors } = await api.graphql(MY_PREFERENCES, {}, { cookie: customer.cookie });

    expect(errors).toBeUndefined();
    const preferences = data!.viewer!.notificationPreferences;
    expect(preferences.map((preference) => preference.kind)).toEqual(CUSTOMER_KINDS);
    expect(preferences.find((preference) => preference.kind === "BOOKING_CREATED")).toEqual({
      kind: "BOOKING_CREATED",
      group: "BOOKINGS",
      email: true,
      push: true,
      locked: false,
    });
    expect(preferences.filter((preference) => preference.locked)).toEqual(
      ["PASSWORD_CHANGED", "EMAIL_CHANGED", "TWO_FACTOR_CHANGED"].map((kind) => ({
        kind,
        group: "SECURITY",
        email: true,
        push: true,
        locked: true,
      })),
    );
    expect(new Set(preferences.map((preference) => preference.group))).toEqual(
      new Set(["BOOKINGS", "SCHEDULES", "PAYMENTS", "REGISTRATIONS", "SECURITY"]),
    );
  });

  it("gives staff the staff-only kinds too", async () => {
    const { data } = await api.graphql(MY_PREFERENCES, {}, { cookie: staffCookie });

    const kinds = data!.viewer!.notificationPreferences.map((preference) => preference.kind);
    expect(kinds).toEqual(expect.arrayContaining([...CUSTOMER_KINDS, ...STAFF_ONLY_KINDS]));
    expect(kinds).toHaveLength(CUSTOMER_KINDS.length + STAFF_ONLY_KINDS.length);
    const messages = data!.viewer!.notificationPreferences.find(
      (preference) => preference.kind === "CONTACT_MESSAGE_RECEIVED",
    );
    expect(messages?.group).toBe("MESSAGES");
  });

  it("answers REST in its own spelling, and only the account itself reads them", async () => {
    await turnedOff(customer.cookie, "PAYMENT_SETTLED", "PUSH");

    const { status, body } = await restCall(api, "GET", PREFERENCES_PATH, { cookie: customer.cookie });
    expect(status).toBe(200);
    expect(body.preferences).toHaveLength(CUSTOMER_KINDS.length);
    expect(body.preferences).toContainEqual({
      kind: "payment-settled",
      group: "payments",
      email: true,
      push: false,
      locked: false,
    });

    expect(await restCall(api, "GET", PREFERENCES_PATH)).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FOR_NOTIFICATIONS },
    });
    // Staff reading the customer's account see no preferences of theirs.
    const { data } = await api.graphql(
      USER_PREFERENCES,
      { id: encodeGlobalID("User", customer.userId) },
      { cookie: staffCookie },
    );
    expect(data!.node).toEqual({ __typename: "User", notificationPreferences: [] });
  });
});

describe("the outbox honours them", () => {
  it("an account that turned off booking emails gets no email delivery; the bell and push keep it", async () => {
    await turnedOff(provider.cookie, "BOOKING_CREATED", "EMAIL");

    const bookingId = await guestBooksDemoProvider();

    expect(await told({ bookingId })).toEqual([
      // The guest (no account, no preferences) is told by email as ever.
      { kind: "BOOKING_CONFIRMED", recipientId: null, email: "jordan@preferences.test", deliveries: ["EMAIL:PENDING"] },
      // The notice is written (the bell reads it) with push only.
      { kind: "BOOKING_CREATED", recipientId: provider.userId, email: provider.email, deliveries: ["PUSH:PENDING"] },
      // The provider's other account keeps both.
      {
        kind: "BOOKING_CREATED",
        recipientId: secondProvider.userId,
        email: secondProvider.email,
        deliveries: ["EMAIL:PENDING", "PUSH:PENDING"],
      },
    ]);
    const mail = recordingMailGateway();
    await runWorker(api.db.prisma, { clock: fixedClock, mail });
    expect(mail.sent.map((message) => message.to).sort()).toEqual(
      ["jordan@preferences.test", secondProvider.email].sort(),
    );
  });

  it("an account that turned off booking pushes gets no push delivery, email still goes", async () => {
    await turnedOff(provider.cookie, "BOOKING_CREATED", "PUSH");

    const bookingId = await guestBooksDemoProvider();

    const providerRows = (await told({ bookingId })).filter((row) => row.recipientId === provider.userId);
    expect(providerRows).toEqual([
      { kind: "BOOKING_CREATED", recipientId: provider.userId, email: provider.email, deliveries: ["EMAIL:PENDING"] },
    ]);
  });

  it("turning off one kind leaves the others alone", async () => {
    await turnedOff(provider.cookie, "BOOKING_STATUS_CHANGED", "EMAIL");
    await turnedOff(provider.cookie, "BOOKING_STATUS_CHANGED", "PUSH");

    const bookingId = await guestBooksDemoProvider();

    const providerRows = (await told({ bookingId })).filter((row) => row.recipientId === provider.userId);
    expect(providerRows[0]?.deliveries).toEqual(["EMAIL:PENDING", "PUSH:PENDING"]);
  });

  it("a security notice is delivered on every channel after an attempt to turn it off", async () => {
    await setThroughGraphQL([{ kind: "PASSWORD_CHANGED", channel: "EMAIL", enabled: false }], customer.cookie);
    await api.db.prisma.$transaction((tx) =>
      notifyPasswordChanged(tx, TEST_NOW, { userId: customer.userId, email: customer.email }, "changed"),
    );
    const rows = await told({ recipientId: customer.userId, kind: "PASSWORD_CHANGED" });
    expect(rows.at(-1)?.deliveries).toEqual(["EMAIL:PENDING", "PUSH:PENDING"]);
  });
});

describe("changing preferences", () => {
  it("turns channels off and on again, and answers the whole list", async () => {
    const off = await setThroughGraphQL(
      [
        { kind: "PAYMENT_FAILED", channel: "EMAIL", enabled: false },
        { kind: "SCHEDULE_PRICE_PROPOSED", channel: "PUSH", enabled: false },
      ],
      customer.cookie,
    );
    if (off.__typename !== "SetNotificationPreferencesPayload") throw new Error(JSON.stringify(off));
    expect(off.viewer.id).toBe(encodeGlobalID("User", customer.userId));
    expect(off.notificationPreferences).toHaveLength(CUSTOMER_KINDS.length);
    expect(off.notificationPreferences).toContainEqual(
      expect.objectContaining({ kind: "PAYMENT_FAILED", email: false, push: true }),
    );
    expect(off.notificationPreferences).toContainEqual(
      expect.objectContaining({ kind: "SCHEDULE_PRICE_PROPOSED", email: true, push: false }),
    );
    expect(await optOutRows()).toEqual([
      { userId: customer.userId, kind: "PAYMENT_FAILED", channel: "EMAIL" },
      { userId: customer.userId, kind: "SCHEDULE_PRICE_PROPOSED", channel: "PUSH" },
    ]);

    const on = await restCall(api, "PUT", PREFERENCES_PATH, {
      cookie: customer.cookie,
      body: { changes: [{ kind: "payment-failed", channel: "email", enabled: true }] },
    });
    expect(on.status).toBe(200);
    expect(on.body.preferences).toContainEqual(expect.objectContaining({ kind: "payment-failed", email: true }));
    expect(await optOutRows()).toEqual([{ userId: customer.userId, kind: "SCHEDULE_PRICE_PROPOSED", channel: "PUSH" }]);
  });

  it("is idempotent: the same request twice leaves what once did", async () => {
    const changes = [
      { kind: "REFUND_ISSUED", channel: "EMAIL", enabled: false },
      { kind: "BOOKING_CONFIRMED", channel: "PUSH", enabled: true },
    ];
    const first = await restCall(api, "PUT", PREFERENCES_PATH, { cookie: customer.cookie, body: { changes } });
    const rowsAfterFirst = await optOutRows();
    const second = await restCall(api, "PUT", PREFERENCES_PATH, { cookie: customer.cookie, body: { changes } });

    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(await optOutRows()).toEqual(rowsAfterFirst);
    expect(rowsAfterFirst).toEqual([{ userId: customer.userId, kind: "REFUND_ISSUED", channel: "EMAIL" }]);
  });

  it("changes only the caller's own account", async () => {
    await turnedOff(provider.cookie, "BOOKING_CREATED", "EMAIL");

    expect(await optOutRows()).toEqual([{ userId: provider.userId, kind: "BOOKING_CREATED", channel: "EMAIL" }]);
    const { data } = await api.graphql(MY_PREFERENCES, {}, { cookie: secondProvider.cookie });
    expect(data!.viewer!.notificationPreferences.every((preference) => preference.email && preference.push)).toBe(true);
  });

  it("refuses to turn off a security notice, in words that say why, and changes nothing", async () => {
    const answer = await setThroughGraphQL(
      [
        { kind: "BOOKING_CREATED", channel: "EMAIL", enabled: false },
        { kind: "PASSWORD_CHANGED", channel: "EMAIL", enabled: false },
      ],
      customer.cookie,
    );
    expect(answer).toEqual({
      __typename: "ValidationError",
      message: SECURITY_NOTICES_LOCKED_MESSAGE,
      fieldErrors: [{ path: ["changes", "1", "kind"], message: SECURITY_NOTICES_LOCKED_MESSAGE }],
    });

    const rest = await restCall(api, "PUT", PREFERENCES_PATH, {
      cookie: customer.cookie,
      body: { changes: [{ kind: "two-factor-changed", channel: "push", enabled: false }] },
    });
    expect(rest).toMatchObject({ status: 400, body: { message: SECURITY_NOTICES_LOCKED_MESSAGE } });
    expect(await optOutRows()).toEqual([]);

    // Saying it is on is true, and accepted.
    const on = await setThroughGraphQL([{ kind: "EMAIL_CHANGED", channel: "EMAIL", enabled: true }], customer.cookie);
    expect(on.__typename).toBe("SetNotificationPreferencesPayload");
    expect(await optOutRows()).toEqual([]);
  });

  it("refuses a staff-only kind from an account that never gets it; staff may tune it", async () => {
    const refused = await restCall(api, "PUT", PREFERENCES_PATH, {
      cookie: customer.cookie,
      body: { changes: [{ kind: "REFUND_FAILED", channel: "EMAIL", enabled: false }] },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: NOT_YOUR_KIND_MESSAGE } });

    const staff = await restCall(api, "PUT", PREFERENCES_PATH, {
      cookie: staffCookie,
      body: { changes: [{ kind: "REFUND_FAILED", channel: "EMAIL", enabled: false }] },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.preferences).toContainEqual(expect.objectContaining({ kind: "refund-failed", email: false }));
  });

  it("refuses bad requests with a 400 and its reason, and changes nothing", async () => {
    const put = (body: unknown, cookie = customer.cookie) => restCall(api, "PUT", PREFERENCES_PATH, { cookie, body });
    const change = { kind: "booking-created", channel: "email", enabled: false };

    expect(await put({ changes: [{ ...change, kind: "BOOKING_EXPLODED" }] })).toMatchObject({
      status: 400,
      body: { message: KIND_MESSAGE },
    });
    expect(await put({ changes: [{ ...change, kind: "x".repeat(10_000) }] })).toMatchObject({
      status: 400,
      body: { message: KIND_MESSAGE },
    });
    expect(await put({ changes: [{ ...change, channel: "bell" }] })).toMatchObject({
      status: 400,
      body: { message: CHANNEL_MESSAGE },
    });
    expect(await put({ changes: [{ ...change, enabled: "no" }] })).toMatchObject({ status: 400 });
    expect(await put({ changes: [change, { ...change, enabled: true }] })).toMatchObject({
      status: 400,
      body: { message: DUPLICATE_CHANGE_MESSAGE },
    });
    expect(await put({ changes: Array.from({ length: MAX_CHANGES + 1 }, () => change) })).toMatchObject({
      status: 400,
      body: { message: `At most ${MAX_CHANGES} changes at once.` },
    });
    expect(await put({ changes: "all" })).toMatchObject({ status: 400 });
    expect(await put([change])).toMatchObject({
      status: 400,
      body: { message: "The request body must be a JSON object." },
    });
    expect(await put({ changes: [change] }, "")).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FOR_NOTIFICATIONS },
    });

    // GraphQL's enums refuse an unknown kind before any resolver runs.
    const { errors } = await api.graphql(
      SET_PREFERENCES,
      { input: { changes: [{ kind: "BOOKING_EXPLODED", channel: "EMAIL", enabled: false }] } } as never,
      { cookie: customer.cookie },
    );
    expect(errors?.[0]?.message).toMatch(/\$kind" got an invalid value/);
    expect(await optOutRows()).toEqual([]);
  });
});
