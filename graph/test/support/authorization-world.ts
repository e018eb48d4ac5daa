// The people and records the authorization matrix calls with and aims at: seven callers
// (from a visitor to staff, and a partner's API token), records owned by "customer" and
// "provider A", makers of fresh records for calls that use one up, and a snapshot of the
// rows a denied call must leave alone.
import { addDaysIso } from "../../../shared/availability/slots.ts";
import { systemContext } from "../../src/context.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { issuePartnerToken } from "../../src/services/partners/partner-tokens.ts";
import { cookieFrom, fixedClock, type TestApp, TEST_NOW } from "./app.ts";
import { enrolTestStaff } from "./second-factor.ts";
import { createAccount } from "./sign-in.ts";

export const CALLERS = [
  "anonymous",
  "customer",
  "otherCustomer",
  "provider",
  "otherProvider",
  "partner",
  "admin",
] as const;

export type CallerName = (typeof CALLERS)[number];

export interface Caller {
  name: CallerName;
  /** What the caller sends: a session cookie, a bearer token, or nothing. */
  headers: Record<string, string>;
}

const PASSWORD = "matrix passphrase 1";

/** Accounts and the callers' emails; the provider accounts act for seeded providers 1 (A) and 2 (B). */
const ACCOUNTS = {
  customer: { email: "customer@matrix.test", role: "CUSTOMER", providerId: null },
  otherCustomer: { email: "other-customer@matrix.test", role: "CUSTOMER", providerId: null },
  provider: { email: "provider-a@matrix.test", role: "PROVIDER", providerId: 1 },
  otherProvider: { email: "provider-b@matrix.test", role: "PROVIDER", providerId: 2 },
  admin: { email: "staff@matrix.test", role: "ADMIN", providerId: null },
} as const;

type AccountCaller = keyof typeof ACCOUNTS;

/**
 * The first of the days handed out for availability and time slots, one day to each call, so
 * that no call's slots overlap another's (provider A's slots may not overlap). Well after
 * TEST_NOW (2026-11-20) and within the year ahead that bookings and availability may reach.
 */
const FIRST_FREE_DAY = "2026-12-01";

/** The date of a day from World.freshDay. */
export function freeDate(day: number): string {
  return addDaysIso(FIRST_FREE_DAY, day);
}

/** Someone else's account, which signIn calls sign in to. */
export const DOOR_ACCOUNT = { email: "door@matrix.test", password: PASSWORD };

export interface World {
  api: TestApp;
  prisma: PrismaClient;
  callers: Record<CallerName, Caller>;
  /** The records the calls aim at: each is customer's or provider A's. */
  ids: {
    customer: number;
    providerA: number;
    providerB: number;
    /** Made by customer, with provider A. */
    booking: number;
    /** Submitted by customer, pending. */
    registration: number;
    /** Awaiting approval. */
    pendingProvider: number;
    /** The partner caller's own token. */
    partnerToken: number;
    /** The audit entry of that token's issue (staff's to read). */
    auditEntry: number;
    toronto: number;
    /** Customer's completed payment for a booking with provider A. */
    payment: number;
    /** Customer's active weekly schedule with provider A. */
    schedule: number;
    /** A notification to customer (its email delivery given up on: see freshFailedDelivery). */
    notification: number;
    /** An available slot of provider A's. */
    timeSlot: number;
    /** A slot of the provider awaiting approval (pendingProvider). */
    pendingTimeSlot: number;
  };
  /** A new session for a signed-in caller (signOut ends the one it is sent with). */
  freshHeaders(caller: Caller): Promise<Record<string, string>>;
  /** A number no other call has used: for emails, names and idempotency keys. */
  next(): number;
  /** A pending registration submitted by customer. */
  freshRegistration(): Promise<number>;
  /** A provider awaiting approval. */
  freshPendingProvider(): Promise<number>;
  /** A live partner token (not the partner caller's). */
  freshPartnerToken(): Promise<number>;
  /** A confirmed booking made by customer with provider A, for a call that moves its status. */
  freshBooking(): Promise<number>;
  /** A day no other call has used, on which provider A has no slots: its date is freeDate(day). */
  freshDay(): number;
  /** An available future slot of provider A's, on a fresh day, for a call that books it. */
  freshTimeSlot(): Promise<number>;
  /** An active weekly schedule of customer's with provider A, not yet paid. */
  freshSchedule(): Promise<number>;
  /** A fresh booking of customer's whose checkout began: its payment's id and client secret. */
  freshCheckout(): Promise<{ bookingId: number; paymentId: number; clientSecret: string }>;
  /** A fresh booking of customer's paid with the 4242 test card: its payment's id. */
  freshPaidPayment(): Promise<number>;
  /** A notification to customer whose email delivery was given up on (DEAD): the delivery's id. */
  freshFailedDelivery(): Promise<number>;
  /** A device token registered by customer, for calls that remove one: the token. */
  freshPushToken(): Promise<string>;
}

export async function signIn(api: TestApp, email: string, password = PASSWORD): Promise<string> {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }`,
    { input: { email, password, code: api.staffCode() } },
  );
  if (data?.signIn?.__typename !== "SignInPayload") throw new Error(`signIn ${email}: ${JSON.stringify(data)}`);
  return cookieFrom(response);
}

export async function buildWorld(api: TestApp): Promise<World> {
  const prisma = api.db.prisma;
  const userIds = {} as Record<AccountCaller, number>;
  for (const [name, account] of Object.entries(ACCOUNTS) as [AccountCaller, (typeof ACCOUNTS)[AccountCaller]][]) {
    userIds[name] = await createAccount(prisma, account.email, PASSWORD);
    await prisma.user.update({
      where: { id: userIds[name] },
      data: { role: account.role, providerId: account.providerId },
    });
    if (account.role === "ADMIN") await enrolTestStaff(prisma, userIds[name], TEST_NOW);
  }
  await createAccount(prisma, DOOR_ACCOUNT.email, DOOR_ACCOUNT.password);

  const callers = { anonymous: { name: "anonymous", headers: {} } } as Record<CallerName, Caller>;
  for (const name of Object.keys(ACCOUNTS) as AccountCaller[]) {
    callers[name] = { name, headers: { cookie: await signIn(api, ACCOUNTS[name].email) } };
  }
  // Issued the way staff issue one: the mutation, with a staff session.
  const issued = await api.graphql(
    `mutation { issuePartnerToken(input: { name: "Matrix Partner" }) {
      ... on IssuePartnerTokenPayload { token partnerToken { databaseId } } } }`,
    {},
    callers.admin.headers,
  );
  const { token, partnerToken } = issued.data!.issuePartnerToken;
  callers.partner = { name: "partner", headers: { authorization: `Bearer ${token}` } };

  const toronto = await prisma.city.findUniqueOrThrow({ where: { slug: "toronto-ontario" } });
  let counter = 0;
  const next = () => ++counter;

  // Customer's confirmed booking with provider A.
  const freshBooking = async () => {
    const booking = await prisma.booking.create({
      data: {
        providerId: 1,
        customerId: userIds.customer,
        customerName: "Casey Matrix",
        customerPhone: "416-555-0100",
        customerEmail: ACCOUNTS.customer.email,
        serviceType: "house-cleaning",
        serviceDetails: "Two-bedroom condo",
        preferredDate: new Date("2026-11-25T00:00:00Z"),
        preferredTime: "13:00",
        estimatedPrice: 12_000,
      },
    });
    return booking.id;
  };

  let days = 0;
  const freshDay = () => days++;

  const freshTimeSlot = async (providerId = 1) => {
    // 15:00Z is 10:00 in Toronto (provider A's city) on a winter day: two hours, alone on its day.
    const startsAt = new Date(`${freeDate(freshDay())}T15:00:00Z`);
    const durationMinutes = 120;
    const slot = await prisma.timeSlot.create({
      data: {
        providerId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
        durationMinutes,
        price: 15_000,
      },
    });
    return slot.id;
  };

  const freshRegistration = async () => {
    const n = next();
    const registration = await prisma.businessRegistration.create({
      data: {
        businessName: `Matrix Detailing ${n}`,
        ownerName: "Casey Matrix",
        email: `registration-${n}@matrix.test`,
        phone: "+14165550142",
        address: "120 King St W",
        city: toronto.name,
        province: toronto.province,
        postalCode: "M5H 1J9",
        cityId: toronto.id,
        businessType: "car-detailing",
        description: "Hand wash and full interior detailing at your door.",
        services: ["Interior Detail", "Mobile Wash"],
        userId: userIds.customer,
      },
    });
    return registration.id;
  };

  const freshPendingProvider = async () => {
    const n = next();
    const provider = await prisma.provider.create({
      data: {
        name: `Pending Matrix Cleaning ${n}`,
        description: "Waiting for staff to approve it.",
        address: "1 Front St W, Toronto, ON M5J 1E6",
        serviceArea: "Toronto, Ontario",
        phone: "(416) 555-0150",
        email: `pending-${n}@matrix.test`,
        startingPrice: 8_000,
        specialties: [],
        availability: [],
        latitude: toronto.latitude,
        longitude: toronto.longitude,
        status: "PENDING",
        cityId: toronto.id,
      },
    });
    return provider.id;
  };

  const freshPartnerToken = async () => {
    const { record } = await issuePartnerToken(systemContext({ db: prisma, clock: fixedClock }), {
      name: `Matrix partner ${next()}`,
    });
    return record.id;
  };

  const freshSchedule = async () => {
    const schedule = await prisma.recurringSchedule.create({
      data: {
        providerId: 1,
        customerId: userIds.customer,
        customerName: "Casey Matrix",
        customerPhone: "416-555-0100",
        customerEmail: ACCOUNTS.customer.email,
        serviceType: "house-cleaning",
        frequency: "WEEKLY",
        dayOfWeek: 3,
        startDate: new Date("2026-11-25T00:00:00Z"),
        nextBookingDate: new Date("2026-11-25T00:00:00Z"),
      },
    });
    return schedule.id;
  };

  // Checkout and payment the customer's way: through the API, as the customer.
  const customerGraphql = async (document: string, input: Record<string, unknown>, field: string) => {
    const { data, errors } = await api.graphql(document, { input }, callers.customer.headers);
    const value = data?.[field];
    if (errors?.length || !value || "message" in value)
      throw new Error(`${field}: ${JSON.stringify({ errors, value })}`);
    return value;
  };
  const freshCheckout = async () => {
    const bookingId = await freshBooking();
    const started = await customerGraphql(
      `mutation($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) {
        ... on StartCheckoutPayload { clientSecret payment { databaseId } } ... on Error { message } } }`,
      { bookingId: String(bookingId) },
      "createPaymentIntent",
    );
    return { bookingId, paymentId: started.payment.databaseId as number, clientSecret: started.clientSecret as string };
  };
  const freshPaidPayment = async () => {
    const { paymentId, clientSecret } = await freshCheckout();
    const paid = await customerGraphql(
      `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
        ... on PayWithTestCardPayload { succeeded } ... on Error { message } } }`,
      { clientSecret, cardNumber: "4242 4242 4242 4242" },
      "payWithTestCard",
    );
    if (!paid.succeeded) throw new Error("the 4242 test card did not pay");
    return paymentId;
  };

  const freshFailedDelivery = async () => {
    const notification = await prisma.notification.create({
      data: {
        kind: "BOOKING_STATUS_CHANGED",
        recipientId: userIds.customer,
        email: ACCOUNTS.customer.email,
        title: "Booking cancelled",
        body: "Your House Cleaning booking is now cancelled.",
        link: "/bookings",
        createdAt: fixedClock.now(),
        deliveries: {
          create: {
            channel: "EMAIL",
            status: "DEAD",
            attempts: 8,
            nextAttemptAt: fixedClock.now(),
            finishedAt: fixedClock.now(),
            lastError: "Gave up after 8 attempts: connection refused",
          },
        },
      },
      select: { deliveries: { select: { id: true } } },
    });
    return notification.deliveries[0]!.id;
  };
  const freshPushToken = async () => {
    const token = `matrix-device-${next()}`;
    await prisma.pushToken.create({ data: { token, userId: userIds.customer } });
    return token;
  };

  const freshHeaders = async (caller: Caller) => {
    if (!(caller.name in ACCOUNTS)) return caller.headers;
    return { cookie: await signIn(api, ACCOUNTS[caller.name as AccountCaller].email) };
  };

  const pendingProvider = await freshPendingProvider();
  return {
    api,
    prisma,
    callers,
    ids: {
      customer: userIds.customer,
      providerA: 1,
      providerB: 2,
      booking: await freshBooking(),
      registration: await freshRegistration(),
      pendingProvider,
      partnerToken: partnerToken.databaseId,
      auditEntry: await prisma.auditEntry
        .findFirstOrThrow({ where: { action: "partnerToken.issue", targetId: String(partnerToken.databaseId) } })
        .then((entry) => entry.id),
      toronto: toronto.id,
      payment: await freshPaidPayment(),
      schedule: await freshSchedule(),
      notification: await prisma.notificationDelivery
        .findUniqueOrThrow({ where: { id: await freshFailedDelivery() } })
        .then((delivery) => delivery.notificationId),
      timeSlot: await freshTimeSlot(),
      pendingTimeSlot: await freshTimeSlot(pendingProvider),
    },
    freshHeaders,
    next,
    freshRegistration,
    freshPendingProvider,
    freshPartnerToken,
    freshBooking,
    freshDay,
    freshTimeSlot,
    freshSchedule,
    freshCheckout,
    freshPaidPayment,
    freshFailedDelivery,
    freshPushToken,
  };
}

/**
 * The rows a call could write, and in them the columns it could change: every user's role and
 * provider, every registration's, provider's and booking's status and updatedAt, the slot each
 * booking holds, every time slot's status and times, every token's revocation, every
 * idempotency key, every notification's read state and delivery, every device token and
 * rate-limit window and saved provider, every contact message's handling. Sessions are left
 * out (signing in makes them), and so are a token's lastUsedAt and rate window, which each
 * request with it moves by design. Audit entries are never changed: a refused call must add none.
 */
const WATCHED_COLUMNS: Record<string, { columns: string[]; orderBy?: string[] }> = {
  User: { columns: ["id", "role", "providerId", "updatedAt"] },
  BusinessRegistration: { columns: ["id", "status", "providerId", "reviewedAt", "updatedAt"] },
  Provider: { columns: ["id", "status", "decidedById", "updatedAt", "stripeAccountId", "payoutsEnabled"] },
  Booking: { columns: ["id", "status", "customerId", "timeSlotId", "completedAt", "updatedAt"] },
  TimeSlot: { columns: ["id", "providerId", "status", "startsAt", "endsAt", "price"] },
  PartnerToken: { columns: ["id", "revokedAt"] },
  IdempotencyKey: { columns: ["scope", "owner", "key", "resultId"], orderBy: ["scope", "owner", "key"] },
  Payment: { columns: ["id", "paymentStatus", "transferStatus", "refundedAmount", "updatedAt"] },
  LedgerEntry: { columns: ["id", "amount"] },
  RecurringSchedule: { columns: ["id", "status", "stripeSubscriptionId", "updatedAt"] },
  SchedulePriceProposal: { columns: ["id", "scheduleId", "status", "proposedPrice", "answeredAt"] },
  QuizSession: { columns: ["id", "userId", "budget", "updatedAt"] },
  TestModeObject: { columns: ["id", "updatedAt"] },
  Notification: { columns: ["id", "recipientId", "readAt"] },
  NotificationDelivery: { columns: ["id", "status", "attempts", "nextAttemptAt"] },
  NotificationOptOut: { columns: ["userId", "kind", "channel"], orderBy: ["userId", "kind", "channel"] },
  PushToken: { columns: ["id", "token", "userId", "lastUsedAt"] },
  RateLimitWindow: { columns: ["key", "requests"], orderBy: ["key"] },
  SavedProvider: { columns: ["userId", "providerId", "createdAt"], orderBy: ["userId", "providerId"] },
  ContactMessage: { columns: ["id", "handledAt"] },
  RefundRequest: { columns: ["id", "key", "status", "attempts", "amount"] },
  BookingReschedule: { columns: ["id", "status", "answeredBy", "answeredAt", "refundedAmount"] },
  BookingAbsence: { columns: ["id", "status", "disputedAt", "decidedAt", "decisionNote"] },
  AuditEntry: { columns: ["id", "action"] },
};

const quoted = (name: string) => `"${name}"`;

/**
 * One statement for the whole snapshot: each table's row count and a digest of its watched
 * columns in a fixed order. The matrix takes two snapshots around each of its ~1,300 refused
 * calls; read row by row through the client, they were two thirds of its time.
 */
const SNAPSHOT_SQL = Object.entries(WATCHED_COLUMNS)
  .map(([table, { columns, orderBy = ["id"] }]) => {
    const row = `row(${columns.map(quoted).join(", ")})::text`;
    return (
      `SELECT '${table}' AS "table", count(*)::int AS "rows", ` +
      `coalesce(md5(string_agg(${row}, E'\\n' ORDER BY ${orderBy.map(quoted).join(", ")})), '') AS "digest" ` +
      `FROM ${quoted(table)}`
    );
  })
  .join(" UNION ALL ");

/** Per table, its row count and the digest of its watched columns: equal snapshots, nothing written. */
export async function snapshotRows(prisma: PrismaClient): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await prisma.$queryRawUnsafe<{ table: string; rows: number; digest: string }[]>(SNAPSHOT_SQL);
  return Object.fromEntries(tables.map(({ table, rows, digest }) => [table, { rows, digest }]));
}
