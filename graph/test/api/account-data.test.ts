// "My data": a signed-in account downloads its own data as a JSON file, and a
// customer deletes their account with their password. The export holds exactly the account's
// own rows; deletion refuses (changing nothing) a wrong password, provider and staff accounts
// and customers with upcoming work, and otherwise signs the customer out for good, blanks
// their bookings' and schedules' personal fields, and leaves payments and the ledger as they
// were. An erased booking is never written to at its blank address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { SIGN_IN_FOR_EXPORT } from "../../src/services/accounts/data-export.ts";
import {
  ERASED_REVIEWER_NAME,
  STAFF_ACCOUNT_MESSAGE,
  UPCOMING_WORK_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from "../../src/services/accounts/delete-account.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { restCall, signedInAccount, signInCookie } from "../support/notifications.ts";

const PASSWORD = "notification tests pass 1";

let api: TestApp;
let prisma: PrismaClient;

beforeAll(async () => {
  api = await startTestApp({ providers: 4 });
  prisma = api.db.prisma;
});
afterAll(() => api?.close());

/** The review each customer wrote of their completed booking. */
const reviewOf = (label: string) => `${label} says: spotless, and on time.`;
const ERIN_REVIEW = reviewOf("erin");

/** A customer with one of everything the export lists, each row named after them. */
async function customerWithData(label: string) {
  const account = await signedInAccount(api, `${label}@my-data.test`);
  const customerId = account.userId;
  const completed = await insertCustomerBooking(prisma, { customerId, price: 12_000, status: "COMPLETED" });
  const cancelled = await insertCustomerBooking(prisma, { customerId, price: 9_000, status: "CANCELLED" });
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${label[0]!.toUpperCase()}.`;
  await prisma.review.create({
    data: {
      providerId: 1,
      bookingId: completed,
      authorId: customerId,
      customerName: name,
      rating: 5,
      comment: reviewOf(label),
    },
  });
  await prisma.booking.updateMany({
    where: { id: { in: [completed, cancelled] } },
    data: {
      customerName: `${label} Person`,
      customerEmail: account.email,
      customerPhone: "416-555-0123",
      address: `1 ${label} St`,
      specialInstructions: `${label}'s buzzer`,
    },
  });
  const schedule = await prisma.recurringSchedule.create({
    data: {
      providerId: 1,
      customerId,
      customerName: `${label} Person`,
      customerPhone: "416-555-0123",
      customerEmail: account.email,
      serviceType: "house-cleaning",
      frequency: "WEEKLY",
      dayOfWeek: 3,
      startDate: new Date("2026-10-07T00:00:00Z"),
      nextBookingDate: new Date("2026-11-25T00:00:00Z"),
      status: "CANCELLED",
    },
  });
  const payment = await prisma.payment.create({
    data: {
      bookingId: completed,
      providerId: 1,
      customerId,
      stripePaymentIntentId: `pi_secret_${label}`,
      totalAmount: 12_000,
      platformFee: 1_200,
      paymentStatus: "COMPLETED",
      settledAt: TEST_NOW,
      ledgerEntries: {
        create: [
          { kind: "PLATFORM_FEE", amount: 1_200, reference: "settlement", occurredAt: TEST_NOW },
          { kind: "PROVIDER_SHARE", amount: 10_800, reference: "settlement", occurredAt: TEST_NOW },
        ],
      },
    },
  });
  await prisma.quizSession.create({
    data: {
      id: `quiz-${label}`,
      userId: customerId,
      serviceType: "house-cleaning",
      budget: "medium",
      urgency: "this-week",
      location: "Toronto",
      mobilePreference: "either",
      certificationImportance: "nice",
      specialRequirements: [],
    },
  });
  await prisma.savedProvider.create({ data: { userId: customerId, providerId: 2 } });
  await prisma.pushToken.create({ data: { userId: customerId, token: `device-token-${label}` } });
  await prisma.notification.create({
    data: {
      kind: "BOOKING_STATUS_CHANGED",
      recipientId: customerId,
      email: account.email,
      title: "Booking completed",
      body: `${label}'s booking is completed.`,
      bookingId: completed,
      createdAt: TEST_NOW,
    },
  });
  await prisma.idempotencyKey.create({
    data: {
      scope: "createBooking",
      owner: `user:${customerId}`,
      key: `key-${label}`,
      fingerprint: "f",
      resultId: completed,
      createdAt: TEST_NOW,
      expiresAt: new Date(TEST_NOW.getTime() + 86_400_000),
    },
  });
  return { ...account, bookings: [completed, cancelled], scheduleId: schedule.id, paymentId: payment.id };
}

type Customer = Awaited<ReturnType<typeof customerWithData>>;

const DELETE = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) {
  __typename ... on DeleteAccountPayload { success } ... on Error { message }
  ... on ValidationError { fieldErrors { path message } } } }`;

function deleteAccount(account: { cookie: string } | null, password: string) {
  return api.graphql(DELETE, { input: { password } }, account ? { cookie: account.cookie } : {});
}

async function viewerEmail(cookie: string): Promise<string | null> {
  const { data } = await api.graphql(`{ viewer { email } }`, {}, { cookie });
  return data?.viewer?.email ?? null;
}

/** Everything deletion must not move: payments as stored, and the ledger's totals by kind. */
async function books() {
  const payments = await prisma.payment.findMany({
    orderBy: { id: "asc" },
    select: {
      id: true,
      totalAmount: true,
      platformFee: true,
      paymentStatus: true,
      refundedAmount: true,
      bookingId: true,
    },
  });
  const ledger = await prisma.ledgerEntry.groupBy({ by: ["kind"], _sum: { amount: true }, orderBy: { kind: "asc" } });
  return { payments, ledger: ledger.map((row) => [row.kind, row._sum.amount]) };
}

describe("GET /api/account/export", () => {
  let alex: Customer;
  let blake: Customer;

  beforeAll(async () => {
    alex = await customerWithData("alex");
    blake = await customerWithData("blake");
  });

  it("answers the signed-in customer's own rows, and none of another customer's, as a file not to cache", async () => {
    const response = await api.request("/api/account/export", { headers: { cookie: alex.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="my-data-2026-11-20.json"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = await response.json();

    expect(data.account).toMatchObject({ id: alex.userId, email: alex.email, role: "CUSTOMER" });
    expect(data.complete).toBe(true);
    expect(data.bookings.map((booking: { id: number }) => booking.id).sort()).toEqual([...alex.bookings].sort());
    expect(data.recurringSchedules.map((schedule: { id: number }) => schedule.id)).toEqual([alex.scheduleId]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        id: alex.paymentId,
        totalAmount: 12_000,
        platformFee: 1_200,
        paymentStatus: "COMPLETED",
      }),
    ]);
    expect(data.quizAnswers.map((quiz: { id: string }) => quiz.id)).toEqual(["quiz-alex"]);
    expect(data.savedProviders).toEqual([expect.objectContaining({ provider: expect.objectContaining({ id: 2 }) })]);
    expect(data.pushDevices).toHaveLength(1);
    expect(data.notifications.map((notification: { body: string }) => notification.body)).toEqual([
      "alex's booking is completed.",
    ]);
    expect(data.contactMessages).toEqual([]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ bookingId: alex.bookings[0], rating: 5, comment: reviewOf("alex"), hiddenAt: null }),
    ]);
    expect(data.reviewReports).toEqual([]);

    // Nothing of Blake's, and no gateway ids, device tokens or password hash: the whole file is searched.
    const text = JSON.stringify(data);
    for (const absent of ["blake", "pi_secret_alex", "device-token-alex", "passwordHash"]) {
      expect(text).not.toContain(absent);
    }
    expect(data.payments.map((payment: { id: number }) => payment.id)).not.toContain(blake.paymentId);
  });

  it("answers a provider's or staff account's own data too", async () => {
    const admin = await signInCookie(api, "admin@demo.test");
    const { status, body } = await restCall(api, "GET", "/api/account/export", { cookie: admin });
    expect(status).toBe(200);
    expect(body.account).toMatchObject({ email: "admin@demo.test", role: "ADMIN" });
    expect(body.bookings).toEqual([]);
  });

  it("asks a visitor to sign in", async () => {
    expect(await restCall(api, "GET", "/api/account/export")).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FOR_EXPORT },
    });
  });
});

describe("deleteAccount", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const casey = await customerWithData("casey");
    const before = await prisma.booking.findMany({ where: { customerId: casey.userId }, orderBy: { id: "asc" } });

    const { data } = await deleteAccount(casey, "not my password");
    expect(data?.deleteAccount).toMatchObject({
      __typename: "ValidationError",
      message: WRONG_PASSWORD_MESSAGE,
      fieldErrors: [{ path: ["password"], message: WRONG_PASSWORD_MESSAGE }],
    });
    expect(await viewerEmail(casey.cookie)).toBe(casey.email);
    expect(await prisma.booking.findMany({ where: { customerId: casey.userId }, orderBy: { id: "asc" } })).toEqual(
      before,
    );
    expect(await prisma.quizSession.count({ where: { userId: casey.userId } })).toBe(1);
  });

  it("refuses provider and staff accounts, whatever the password, pointing them to the Contact page", async () => {
    const provider = await signedInAccount(api, "provider@my-data.test", "PROVIDER", 1);
    const admin = await signedInAccount(api, "admin@my-data.test", "ADMIN");
    for (const account of [provider, admin]) {
      const { data } = await deleteAccount(account, PASSWORD);
      expect(data?.deleteAccount).toEqual({ __typename: "ForbiddenError", message: STAFF_ACCOUNT_MESSAGE });
      expect(await viewerEmail(account.cookie)).toBe(account.email);
    }
    expect(STAFF_ACCOUNT_MESSAGE).toContain("Contact page");
  });

  it("asks a visitor to sign in", async () => {
    const { data, errors } = await deleteAccount(null, PASSWORD);
    expect(data?.deleteAccount ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe("Please sign in to continue.");
  });

  it("refuses while a booking is upcoming or a schedule runs, until they are cancelled", async () => {
    const dana = await customerWithData("dana");
    const upcoming = await insertCustomerBooking(prisma, { customerId: dana.userId, price: 5_000 });
    expect((await deleteAccount(dana, PASSWORD)).data?.deleteAccount).toEqual({
      __typename: "ConflictError",
      message: UPCOMING_WORK_MESSAGE,
    });

    await prisma.booking.update({ where: { id: upcoming }, data: { status: "CANCELLED" } });
    await prisma.recurringSchedule.update({ where: { id: dana.scheduleId }, data: { status: "PAUSED" } });
    expect((await deleteAccount(dana, PASSWORD)).data?.deleteAccount).toMatchObject({ __typename: "ConflictError" });
    expect(await viewerEmail(dana.cookie)).toBe(dana.email);
    expect(await prisma.booking.count({ where: { customerId: dana.userId, customerErasedAt: { not: null } } })).toBe(0);

    await prisma.recurringSchedule.update({ where: { id: dana.scheduleId }, data: { status: "CANCELLED" } });
    expect((await deleteAccount(dana, PASSWORD)).data?.deleteAccount).toEqual({
      __typename: "DeleteAccountPayload",
      success: true,
    });
  });

  describe("with the right password", () => {
    let erin: Customer;
    let frank: Customer;
    let booksBefore: Awaited<ReturnType<typeof books>>;
    let frankBefore: unknown[];
    let response: Response;

    beforeAll(async () => {
      erin = await customerWithData("erin");
      frank = await customerWithData("frank");
      await prisma.trustedDevice.create({
        data: { id: "erin-device", userId: erin.userId, expiresAt: new Date(TEST_NOW.getTime() + 86_400_000) },
      });
      booksBefore = await books();
      frankBefore = await prisma.booking.findMany({ where: { customerId: frank.userId }, orderBy: { id: "asc" } });
      const answer = await deleteAccount(erin, PASSWORD);
      expect(answer.data?.deleteAccount).toEqual({ __typename: "DeleteAccountPayload", success: true });
      response = answer.response;
    });

    it("signs the customer out: the cookie is cleared, the old one is a visitor's, and signing in fails", async () => {
      expect(response.headers.getSetCookie().some((cookie) => /^sid=;.*Max-Age=0/i.test(cookie))).toBe(true);
      expect(await viewerEmail(erin.cookie)).toBeNull();
      expect(await prisma.session.count({ where: { userId: erin.userId } })).toBe(0);
      const { data } = await api.graphql(
        `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }`,
        { input: { email: erin.email, password: PASSWORD } },
      );
      expect(data?.signIn).toEqual({ __typename: "InvalidCredentialsError", message: "Incorrect email or password." });
    });

    it("keeps the bookings and schedules, erased: no name, phone, email, address or notes", async () => {
      const bookings = await prisma.booking.findMany({ where: { id: { in: erin.bookings } } });
      expect(bookings).toHaveLength(2);
      for (const booking of bookings) {
        expect(booking).toMatchObject({
          customerId: null,
          customerErasedAt: TEST_NOW,
          customerName: "",
          customerPhone: "",
          customerEmail: "",
          address: null,
          specialInstructions: "",
          serviceDetails: "",
        });
      }
      expect(await prisma.recurringSchedule.findUniqueOrThrow({ where: { id: erin.scheduleId } })).toMatchObject({
        customerId: null,
        customerErasedAt: TEST_NOW,
        customerName: "",
        customerPhone: "",
        customerEmail: "",
      });
    });

    it("keeps their reviews, under no name, still counted in the rating", async () => {
      const [review] = await prisma.review.findMany({ where: { bookingId: erin.bookings[0] } });
      expect(review).toMatchObject({ customerName: ERASED_REVIEWER_NAME, authorId: null, hiddenAt: null });
      expect(review!.comment).toBe(ERIN_REVIEW);
      // Frank's is his still.
      const [franks] = await prisma.review.findMany({ where: { bookingId: frank.bookings[0] } });
      expect(franks).toMatchObject({ customerName: "Frank F.", authorId: frank.userId });
    });

    it("reads as erased through GraphQL and REST for the provider", async () => {
      const provider = await signedInAccount(api, "provider-one@my-data.test", "PROVIDER", 1);
      const { data } = await api.graphql(
        `query($id: ID!) { node(id: $id) { ... on Booking { customerErased customerName customerEmail customerPhone } } }`,
        { id: Buffer.from(`Booking:${erin.bookings[0]}`).toString("base64") },
        { cookie: provider.cookie },
      );
      expect(data?.node).toEqual({ customerErased: true, customerName: "", customerEmail: "", customerPhone: "" });
      const { body } = await restCall(api, "GET", `/api/bookings/${erin.bookings[0]}`, { cookie: provider.cookie });
      expect(body).toMatchObject({ customerErased: true, customerName: "" });
    });

    it("deletes what was only the customer's: quiz answers, devices, saved providers, notifications, keys", async () => {
      const where = { userId: erin.userId };
      expect(await prisma.user.count({ where: { id: erin.userId } })).toBe(0);
      expect(await prisma.quizSession.count({ where })).toBe(0);
      expect(await prisma.quizSession.count({ where: { id: "quiz-erin" } })).toBe(0);
      expect(await prisma.trustedDevice.count({ where })).toBe(0);
      expect(await prisma.pushToken.count({ where })).toBe(0);
      expect(await prisma.savedProvider.count({ where })).toBe(0);
      expect(await prisma.notification.count({ where: { recipientId: erin.userId } })).toBe(0);
      expect(await prisma.idempotencyKey.count({ where: { owner: `user:${erin.userId}` } })).toBe(0);
    });

    it("leaves payments and the ledger's totals as they were; the payment only loses its link to the account", async () => {
      expect(await books()).toEqual(booksBefore);
      expect(await prisma.payment.findUniqueOrThrow({ where: { id: erin.paymentId } })).toMatchObject({
        customerId: null,
        bookingId: erin.bookings[0],
      });
    });

    it("leaves another customer untouched", async () => {
      expect(await viewerEmail(frank.cookie)).toBe(frank.email);
      expect(await prisma.booking.findMany({ where: { customerId: frank.userId }, orderBy: { id: "asc" } })).toEqual(
        frankBefore,
      );
      expect(await prisma.quizSession.count({ where: { userId: frank.userId } })).toBe(1);
      expect(await prisma.recurringSchedule.count({ where: { id: frank.scheduleId, customerErasedAt: null } })).toBe(1);
    });

    it("never writes to an erased booking's blank address when its status changes later", async () => {
      // Deletion refuses live bookings, so this one is put back in play by hand (staff correcting a record).
      const bookingId = erin.bookings[1]!;
      await prisma.booking.update({ where: { id: bookingId }, data: { status: "CONFIRMED" } });
      const admin = await signInCookie(api, "admin@demo.test");
      const { data } = await api.graphql(
        `mutation($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) {
          __typename ... on Error { message } } }`,
        { input: { bookingId: String(bookingId), status: "CANCELLED" } },
        { cookie: admin },
      );
      expect(data?.updateBookingStatus.__typename).not.toMatch(/Error$/);
      const notices = await prisma.notification.findMany({ where: { bookingId, createdAt: { gte: TEST_NOW } } });
      expect(
        notices.filter((notice) => notice.kind === "BOOKING_STATUS_CHANGED" && notice.recipientId === null),
      ).toEqual([]);
      expect(notices.some((notice) => notice.email === "")).toBe(false);
    });
  });
});
