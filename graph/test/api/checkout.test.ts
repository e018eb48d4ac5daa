// Checkout in the offline test mode, through GraphQL and REST:
// the client secret of a booking's one payment, for the booking's own price whatever the
// page asks; who may pay; paying with Stripe's test cards (succeeded, declined, insufficient
// funds, then paid with another card), settled by the app's own signed webhook; what
// /payment-success reads; and a subscription for a recurring schedule.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatusName } from "../../../shared/bookings/status.ts";
import { CARD_DECLINED, INSUFFICIENT_FUNDS } from "../../src/gateways/payments/test-cards.ts";
import { cookieFrom, startTestApp, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";
import { booksOf } from "../support/stripe-events.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";

const PAY_BOOKING = "Only the customer who made this booking can pay for it.";
const PAY_SCHEDULE = "Only the customer who set up this schedule can pay for it.";
const SIGN_IN_TO_PAY = "Please sign in to pay.";
// GraphQL refuses a visitor before the service is asked (authScopes signedIn).
const SIGN_IN = "Please sign in to continue.";
const CARD_MESSAGE = "Enter the card number: 12 to 19 digits.";
// Half a cent of fee, so "half up" shows: 10% of 123.45 is 12.345, charged as 12.35.
const PRICE = 12_345;
const FEE = 1_235;
// Provider 1 (Toronto) is a small supplier: no tax on the service, so the customer pays PRICE;
// the platform's fee carries Ontario's HST, charged to the provider: 13% of 12.35 is 1.6055 → 1.61.
const FEE_TAX = 161;

let api: TestApp;
let customerId: number;
let otherCustomerId: number;
let customerCookie: string;
let otherCustomerCookie: string;
let providerCookie: string;
let staffCookie: string;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

function insertBooking(
  options: { customer?: number | null; status?: BookingStatusName; price?: number; providerId?: number } = {},
) {
  return insertCustomerBooking(api.db.prisma, {
    customerId: options.customer === undefined ? customerId : options.customer,
    price: options.price ?? PRICE,
    providerId: options.providerId,
    status: options.status,
  });
}

async function insertSchedule(customer = customerId, estimatedPrice = 9_999) {
  const schedule = await api.db.prisma.recurringSchedule.create({
    data: {
      providerId: 1,
      customerId: customer,
      customerName: "Casey Customer",
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      serviceDetails: "Weekly tidy",
      frequency: "BIWEEKLY",
      dayOfWeek: 3,
      estimatedPrice,
      startDate: new Date("2026-11-25T00:00:00Z"),
      nextBookingDate: new Date("2026-11-25T00:00:00Z"),
    },
  });
  return schedule.id;
}

const RESULT_FIELDS = /* GraphQL */ `
  __typename
  ... on Error { errorMessage: message }
  ... on ValidationError { fieldErrors { path message } }
`;

const CREATE_PAYMENT_INTENT = /* GraphQL */ `
  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      ${RESULT_FIELDS}
      ... on StartCheckoutPayload {
        clientSecret
        summary { isRecurring serviceType providerName customerName customerEmail serviceDetails frequency amount }
        payment { databaseId totalAmount platformFee platformCommissionRate paymentStatus transferStatus }
      }
    }
  }
`;

const CREATE_SUBSCRIPTION = /* GraphQL */ `
  mutation CreateSubscription($input: CreateSubscriptionInput!) {
    createSubscription(input: $input) {
      ${RESULT_FIELDS}
      ... on StartCheckoutPayload {
        clientSecret
        summary { isRecurring serviceType frequency amount }
        payment { databaseId }
      }
    }
  }
`;

const PAY_WITH_TEST_CARD = /* GraphQL */ `
  mutation PayWithTestCard($input: PayWithTestCardInput!) {
    payWithTestCard(input: $input) {
      ${RESULT_FIELDS}
      ... on PayWithTestCardPayload { succeeded message: declineMessage }
    }
  }
`;

const PAYMENT_OUTCOME = /* GraphQL */ `
  query PaymentOutcome($bookingId: ID, $recurringScheduleId: ID) {
    paymentOutcome(bookingId: $bookingId, recurringScheduleId: $recurringScheduleId) {
      ${RESULT_FIELDS}
      ... on PaymentOutcome {
        isRecurring
        status
        message: failureMessage
        payment { databaseId totalAmount platformFee paymentStatus transferStatus failureMessage subscriptionId }
      }
    }
  }
`;

async function createPaymentIntent(bookingId: number | string, cookie: string | null = customerCookie) {
  const { data, errors } = await api.graphql(
    CREATE_PAYMENT_INTENT,
    { input: { bookingId: typeof bookingId === "number" ? encodeGlobalID("Booking", bookingId) : bookingId } },
    cookie ? { cookie } : {},
  );
  return { result: data?.createPaymentIntent, errors };
}

async function payWithCard(clientSecret: string, cardNumber: string, cookie = customerCookie) {
  const { data, errors } = await api.graphql(PAY_WITH_TEST_CARD, { input: { clientSecret, cardNumber } }, { cookie });
  expect(errors).toBeUndefined();
  return data!.payWithTestCard;
}

async function outcomeOf(variables: { bookingId?: string; recurringScheduleId?: string }, cookie = customerCookie) {
  const { data, errors } = await api.graphql(PAYMENT_OUTCOME, variables, { cookie });
  expect(errors).toBeUndefined();
  return data!.paymentOutcome;
}

/** A checkout begun by the customer: its client secret. */
async function startCheckout(bookingId: number): Promise<string> {
  const { result, errors } = await createPaymentIntent(bookingId);
  expect(errors).toBeUndefined();
  expect(result.__typename).toBe("StartCheckoutPayload");
  return result.clientSecret;
}

async function restCheckout(body: unknown, cookie: string | null = customerCookie) {
  const response = await api.request("/api/create-payment-intent", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  otherCustomerId = await createAccount(prisma, "other@checkout.test", "other customer pass 1");
  customerCookie = await signIn("customer@demo.test");
  otherCustomerCookie = await signIn("other@checkout.test", "other customer pass 1");
  providerCookie = await signIn("provider@demo.test");
  staffCookie = await signIn("admin@demo.test");
});
afterAll(() => api?.close());

describe("test mode", () => {
  it("says so to the checkout page, and lets no outside script into any page", async () => {
    const { data } = await api.graphql(`{ paymentsSetup { mode publishableKey } }`);
    expect(data!.paymentsSetup).toEqual({ mode: "TEST", publishableKey: null });
    const policy = (await api.request("/healthz")).headers.get("content-security-policy")!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("stripe.com");
  });
});

describe("createPaymentIntent: the booking's one payment, at the booking's price", () => {
  it("answers a client secret and the order summary from the booking, and stores a pending payment with a 10% fee", async () => {
    const bookingId = await insertBooking();
    const { result, errors } = await createPaymentIntent(bookingId);
    expect(errors).toBeUndefined();
    expect(result.__typename).toBe("StartCheckoutPayload");
    expect(result.clientSecret).toMatch(/^pi_test_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const provider = await api.db.prisma.provider.findUniqueOrThrow({ where: { id: 1 } });
    expect(result.summary).toEqual({
      isRecurring: false,
      serviceType: "house-cleaning",
      providerName: provider.name,
      customerName: "Casey Customer",
      customerEmail: "customer@demo.test",
      serviceDetails: "Two-bedroom condo",
      frequency: null,
      amount: PRICE,
    });
    expect(result.payment).toMatchObject({
      totalAmount: PRICE,
      platformFee: FEE,
      platformCommissionRate: 10,
      paymentStatus: "PENDING",
    });

    const payments = await api.db.prisma.payment.findMany({ where: { bookingId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      providerId: 1,
      customerId,
      currency: "cad",
      totalAmount: PRICE,
      platformFee: FEE,
      platformCommissionBps: 1000,
      serviceTax: 0,
      feeTax: FEE_TAX,
      // Numbered when it settles, not before.
      receiptNumber: null,
      paymentStatus: "PENDING",
      refundedAmount: 0,
      settledAt: null,
      stripePaymentIntentId: result.clientSecret.split("_secret_")[0],
    });
    // Nothing moves in the books before the gateway says the money did.
    expect(await api.db.prisma.ledgerEntry.count({ where: { paymentId: payments[0]!.id } })).toBe(0);
  });

  it("charges a completed booking's actual price rather than its estimate", async () => {
    const bookingId = await api.db.prisma.booking
      .create({
        data: {
          providerId: 1,
          customerId,
          customerName: "Casey Customer",
          customerPhone: "416-555-0166",
          customerEmail: "customer@demo.test",
          serviceType: "house-cleaning",
          preferredDate: new Date("2026-11-18T00:00:00Z"),
          preferredTime: "09:00",
          status: "COMPLETED",
          estimatedPrice: 10_000,
          actualPrice: 13_001,
          completedAt: new Date("2026-11-18T18:00:00Z"),
        },
      })
      .then((booking) => booking.id);
    const { result } = await createPaymentIntent(bookingId);
    expect(result.summary.amount).toBe(13_001);
    expect(result.payment).toMatchObject({ totalAmount: 13_001, platformFee: 1_300 });
  });

  it("charges the new price when the booking is completed at another price after checkout began", async () => {
    const bookingId = await insertBooking();
    const first = await createPaymentIntent(bookingId);
    expect(first.result.summary.amount).toBe(PRICE);
    await api.db.prisma.booking.update({
      where: { id: bookingId },
      data: { status: "COMPLETED", actualPrice: 13_001, completedAt: new Date("2026-11-20T14:00:00Z") },
    });
    const again = await createPaymentIntent(bookingId);
    expect(again.result.clientSecret).toBe(first.result.clientSecret);
    expect(again.result.summary.amount).toBe(13_001);
    expect(again.result.payment).toMatchObject({ totalAmount: 13_001, platformFee: 1_300 });
    expect(await payWithCard(again.result.clientSecret, "4242 4242 4242 4242")).toMatchObject({ succeeded: true });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment).toMatchObject({ paymentStatus: "COMPLETED", totalAmount: 13_001, platformFee: 1_300 });
  });

  it("asked again, or ten times at once, answers the same client secret and keeps one payment", async () => {
    const bookingId = await insertBooking();
    const first = await startCheckout(bookingId);
    expect(await startCheckout(bookingId)).toBe(first);

    const concurrentBooking = await insertBooking();
    const answers = await Promise.all(Array.from({ length: 10 }, () => createPaymentIntent(concurrentBooking)));
    for (const { errors, result } of answers) {
      expect(errors).toBeUndefined();
      expect(result.__typename).toBe("StartCheckoutPayload");
    }
    expect(new Set(answers.map(({ result }) => result.clientSecret)).size).toBe(1);
    expect(await api.db.prisma.payment.count({ where: { bookingId: concurrentBooking } })).toBe(1);
    // The gateway is sent the key with this installation's prefix.
    const { key: prefix } = await api.db.prisma.installation.findUniqueOrThrow({ where: { id: 1 } });
    const intents = await api.db.prisma.testModeObject.count({
      where: { object: "payment_intent", idempotencyKey: `${prefix}:booking-${concurrentBooking}-payment` },
    });
    expect(intents).toBe(1);
  });

  it("takes the booking's databaseId as well as its global id", async () => {
    const bookingId = await insertBooking();
    const { result } = await createPaymentIntent(String(bookingId));
    expect(result.__typename).toBe("StartCheckoutPayload");
    expect(result.summary.amount).toBe(PRICE);
  });
});

describe("POST /api/create-payment-intent", () => {
  it("charges the booking's amount, not the amount the page sends", async () => {
    const bookingId = await insertBooking();
    const { status, body } = await restCheckout({ amount: 1, bookingId });
    expect(status).toBe(200);
    expect(body).toMatchObject({ amount: PRICE, isRecurring: false, serviceType: "house-cleaning", frequency: null });
    expect(body.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(body.paymentId).toBe(payment.id);
    expect(payment.totalAmount).toBe(PRICE);
    const intent = await api.db.prisma.testModeObject.findUniqueOrThrow({
      where: { id: payment.stripePaymentIntentId! },
    });
    expect(intent.data).toMatchObject({ amount: PRICE, currency: "cad" });

    // The same booking through GraphQL: the same payment, the same secret.
    expect(await startCheckout(bookingId)).toBe(body.clientSecret);
    // And a string id, as a form posts it.
    expect((await restCheckout({ amount: "999999", bookingId: String(bookingId) })).body.amount).toBe(PRICE);
  });

  it("asks a visitor to sign in, and says what is missing without a bookingId", async () => {
    const bookingId = await insertBooking();
    expect(await restCheckout({ amount: 1, bookingId }, null)).toEqual({
      status: 401,
      body: { message: SIGN_IN_TO_PAY },
    });
    expect(await restCheckout({ amount: 15_000 })).toMatchObject({
      status: 400,
      body: { message: "Say which booking to pay for: bookingId is missing." },
    });
    expect(await restCheckout({ amount: 15_000, bookingId: "twelve" })).toMatchObject({
      status: 400,
      body: { message: "There is no booking with that id." },
    });
    const notAnObject = await restCheckout([bookingId]);
    expect(notAnObject).toMatchObject({ status: 400, body: { message: "The request body must be a JSON object." } });
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(0);
  });

  it("refuses another customer (403) and an unknown booking (404)", async () => {
    const bookingId = await insertBooking();
    expect(await restCheckout({ bookingId }, otherCustomerCookie)).toEqual({
      status: 403,
      body: { message: PAY_BOOKING },
    });
    expect(await restCheckout({ bookingId: 999_999 })).toEqual({
      status: 404,
      body: { message: "There is no booking with that id." },
    });
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(0);
  });
});

describe("who may pay, and for what", () => {
  it("asks a visitor to sign in", async () => {
    const bookingId = await insertBooking();
    const { result, errors } = await createPaymentIntent(bookingId, null);
    expect(result ?? null).toBeNull();
    expect(errors).toMatchObject([{ message: SIGN_IN, extensions: { status: 401 } }]);
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(0);
  });

  it("refuses another customer, the provider and staff: paying is the booking's customer's alone", async () => {
    const bookingId = await insertBooking();
    for (const cookie of [otherCustomerCookie, providerCookie, staffCookie]) {
      const { result, errors } = await createPaymentIntent(bookingId, cookie);
      expect(errors).toBeUndefined();
      expect(result).toMatchObject({ __typename: "ForbiddenError", errorMessage: PAY_BOOKING });
    }
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(0);
  });

  it("refuses a guest booking made without an account, even to the customer with its email", async () => {
    const bookingId = await insertBooking({ customer: null });
    const { result } = await createPaymentIntent(bookingId);
    expect(result).toMatchObject({ __typename: "ForbiddenError", errorMessage: PAY_BOOKING });
  });

  it("answers an unknown booking with NotFoundError", async () => {
    const { result } = await createPaymentIntent(999_999);
    expect(result).toMatchObject({ __typename: "NotFoundError", errorMessage: "There is no booking with that id." });
  });

  it("explains that a cancelled booking has nothing to pay", async () => {
    const bookingId = await insertBooking({ status: "CANCELLED" });
    const { result } = await createPaymentIntent(bookingId);
    expect(result).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "This booking was cancelled, so there is nothing to pay.",
    });
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(0);
  });

  it("explains that a paid booking is already paid", async () => {
    const bookingId = await insertBooking();
    const secret = await startCheckout(bookingId);
    expect((await payWithCard(secret, "4242 4242 4242 4242")).succeeded).toBe(true);
    const { result } = await createPaymentIntent(bookingId);
    expect(result).toMatchObject({ __typename: "ValidationError", errorMessage: "This booking is already paid." });
    const rest = await restCheckout({ bookingId });
    expect(rest).toMatchObject({ status: 400, body: { message: "This booking is already paid." } });
  });
});

describe("paying with Stripe's test cards", () => {
  it("4242 4242 4242 4242 pays: SUCCEEDED, settled by the webhook with a fee, its tax and a share that sum to the total", async () => {
    const bookingId = await insertBooking();
    const secret = await startCheckout(bookingId);
    expect(await outcomeOf({ bookingId: String(bookingId) })).toMatchObject({ status: "PENDING", message: null });

    expect(await payWithCard(secret, "4242 4242 4242 4242")).toEqual({
      __typename: "PayWithTestCardPayload",
      succeeded: true,
      message: null,
    });
    const outcome = await outcomeOf({ bookingId: encodeGlobalID("Booking", bookingId) });
    expect(outcome).toMatchObject({
      __typename: "PaymentOutcome",
      isRecurring: false,
      status: "SUCCEEDED",
      message: null,
      payment: { totalAmount: PRICE, platformFee: FEE, paymentStatus: "COMPLETED", transferStatus: "PENDING" },
    });

    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment.settledAt?.toISOString()).toBe("2026-11-20T15:00:00.000Z");
    const books = await booksOf(api.db.prisma, payment.id);
    const at = "2026-11-20T15:00:00.000Z";
    // No SERVICE_TAX row: the payment has no service tax lines (a small supplier).
    expect(books.rows).toEqual([
      { kind: "PLATFORM_FEE", amount: FEE, reference: "settlement", occurredAt: at },
      { kind: "PROVIDER_SHARE", amount: PRICE - FEE - FEE_TAX, reference: "settlement", occurredAt: at },
      { kind: "FEE_TAX", amount: FEE_TAX, reference: "settlement", occurredAt: at },
    ]);
    expect(books.fee + books.feeTax + books.serviceTax + books.share).toBe(PRICE);
  });

  it("4000 0000 0000 0002 is declined: FAILED with the gateway's words, nothing settled; then 4242 pays the same booking", async () => {
    const bookingId = await insertBooking();
    const secret = await startCheckout(bookingId);
    expect(await payWithCard(secret, "4000 0000 0000 0002")).toEqual({
      __typename: "PayWithTestCardPayload",
      succeeded: false,
      message: CARD_DECLINED,
    });
    expect(await outcomeOf({ bookingId: String(bookingId) })).toMatchObject({
      status: "FAILED",
      message: CARD_DECLINED,
      payment: { paymentStatus: "FAILED", failureMessage: CARD_DECLINED },
    });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment.settledAt).toBeNull();
    expect(await api.db.prisma.ledgerEntry.count({ where: { paymentId: payment.id } })).toBe(0);

    // Back at checkout: the same intent, which another card can pay.
    expect(await startCheckout(bookingId)).toBe(secret);
    expect((await payWithCard(secret, "4242424242424242")).succeeded).toBe(true);
    expect(await outcomeOf({ bookingId: String(bookingId) })).toMatchObject({
      status: "SUCCEEDED",
      message: null,
      payment: { databaseId: payment.id, paymentStatus: "COMPLETED", failureMessage: null },
    });
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(1);
    // Settled once: the fee, the fee's HST and the share.
    expect((await booksOf(api.db.prisma, payment.id)).rows).toHaveLength(3);
  });

  it("4000 0000 0000 9995 has insufficient funds", async () => {
    const bookingId = await insertBooking();
    const secret = await startCheckout(bookingId);
    expect(await payWithCard(secret, "4000-0000-0000-9995")).toMatchObject({
      succeeded: false,
      message: INSUFFICIENT_FUNDS,
    });
    expect(await outcomeOf({ bookingId: String(bookingId) })).toMatchObject({
      status: "FAILED",
      message: INSUFFICIENT_FUNDS,
    });
  });

  it("refuses letters and short numbers as a ValidationError before anything is charged", async () => {
    const bookingId = await insertBooking();
    const secret = await startCheckout(bookingId);
    for (const cardNumber of ["4242 4242 abcd 4242", "4242", "", "4".repeat(41)]) {
      expect(await payWithCard(secret, cardNumber)).toMatchObject({
        __typename: "ValidationError",
        errorMessage: CARD_MESSAGE,
      });
    }
    expect(await payWithCard("not a secret!", "4242 4242 4242 4242")).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "This payment could not be found.",
    });
    expect(await outcomeOf({ bookingId: String(bookingId) })).toMatchObject({ status: "PENDING" });
  });

  it("refuses another customer paying with someone else's client secret (403), and a visitor", async () => {
    const bookingId = await insertBooking();
    const secret = await startCheckout(bookingId);
    expect(await payWithCard(secret, "4242 4242 4242 4242", otherCustomerCookie)).toMatchObject({
      __typename: "ForbiddenError",
      errorMessage: PAY_BOOKING,
    });
    const visitor = await api.graphql(PAY_WITH_TEST_CARD, {
      input: { clientSecret: secret, cardNumber: "4242 4242 4242 4242" },
    });
    expect(visitor.errors).toMatchObject([{ message: SIGN_IN, extensions: { status: 401 } }]);
    expect(await outcomeOf({ bookingId: String(bookingId) })).toMatchObject({ status: "PENDING" });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment.paymentStatus).toBe("PENDING");
  });

  it("shows the outcome to the booking's customer only", async () => {
    const bookingId = await insertBooking();
    await startCheckout(bookingId);
    expect(await outcomeOf({ bookingId: String(bookingId) }, otherCustomerCookie)).toMatchObject({
      __typename: "ForbiddenError",
      errorMessage: PAY_BOOKING,
    });
    expect(await outcomeOf({ bookingId: "999999" })).toMatchObject({ __typename: "NotFoundError" });
    expect(await outcomeOf({})).toMatchObject({ __typename: "ValidationError" });
    expect(await outcomeOf({ bookingId: String(bookingId), recurringScheduleId: "1" })).toMatchObject({
      __typename: "ValidationError",
    });
  });
});

describe("createSubscription: a recurring schedule paid by subscription", () => {
  it("answers the first invoice's client secret; paying it settles a payment of the schedule", async () => {
    const scheduleId = await insertSchedule();
    const { data, errors } = await api.graphql(
      CREATE_SUBSCRIPTION,
      { input: { recurringScheduleId: String(scheduleId) } },
      { cookie: customerCookie },
    );
    expect(errors).toBeUndefined();
    const started = data!.createSubscription;
    expect(started).toMatchObject({
      __typename: "StartCheckoutPayload",
      summary: { isRecurring: true, serviceType: "house-cleaning", frequency: "BIWEEKLY", amount: 9_999 },
      payment: null,
    });
    expect(started.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const schedule = await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } });
    expect(schedule.stripeSubscriptionId).toMatch(/^sub_test_/);
    expect(await outcomeOf({ recurringScheduleId: String(scheduleId) })).toMatchObject({
      isRecurring: true,
      status: "PENDING",
      payment: null,
    });

    expect((await payWithCard(started.clientSecret, "4242 4242 4242 4242")).succeeded).toBe(true);
    const outcome = await outcomeOf({ recurringScheduleId: String(scheduleId) });
    expect(outcome).toMatchObject({
      isRecurring: true,
      status: "SUCCEEDED",
      payment: {
        totalAmount: 9_999,
        platformFee: 1_000,
        paymentStatus: "COMPLETED",
        subscriptionId: schedule.stripeSubscriptionId,
      },
    });
    const payments = await api.db.prisma.payment.findMany({ where: { recurringScheduleId: scheduleId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      bookingId: null,
      providerId: 1,
      customerId,
      stripeSubscriptionId: schedule.stripeSubscriptionId,
      stripeInvoiceId: expect.stringMatching(/^in_test_/),
      totalAmount: 9_999,
      platformFee: 1_000,
      paymentStatus: "COMPLETED",
    });
    // 10% of 99.99 is 9.999 → 10.00; its HST 13%, 1.30; the provider keeps 99.99 − 11.30.
    const books = await booksOf(api.db.prisma, payments[0]!.id);
    expect({ fee: books.fee, feeTax: books.feeTax, share: books.share, rows: books.rows.length }).toEqual({
      fee: 1_000,
      feeTax: 130,
      share: 8_869,
      rows: 3,
    });

    // Paid and active: a second subscription is refused.
    const again = await api.graphql(
      CREATE_SUBSCRIPTION,
      { input: { recurringScheduleId: String(scheduleId) } },
      { cookie: customerCookie },
    );
    expect(again.data!.createSubscription).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "This schedule's subscription is already paid and active.",
    });
  });

  it("asked twice before paying, answers the same subscription", async () => {
    const scheduleId = await insertSchedule();
    const ask = () =>
      api.graphql(
        CREATE_SUBSCRIPTION,
        { input: { recurringScheduleId: String(scheduleId) } },
        { cookie: customerCookie },
      );
    const first = (await ask()).data!.createSubscription;
    const second = (await ask()).data!.createSubscription;
    expect(second.clientSecret).toBe(first.clientSecret);
    const { key: prefix } = await api.db.prisma.installation.findUniqueOrThrow({ where: { id: 1 } });
    expect(
      await api.db.prisma.testModeObject.count({
        where: { object: "subscription", idempotencyKey: `${prefix}:schedule-${scheduleId}-subscription` },
      }),
    ).toBe(1);
  });

  it("is the schedule's customer's alone", async () => {
    const scheduleId = await insertSchedule();
    for (const cookie of [otherCustomerCookie, providerCookie, staffCookie]) {
      const { data } = await api.graphql(
        CREATE_SUBSCRIPTION,
        { input: { recurringScheduleId: String(scheduleId) } },
        { cookie },
      );
      expect(data!.createSubscription).toMatchObject({ __typename: "ForbiddenError", errorMessage: PAY_SCHEDULE });
    }
    const unknown = await api.graphql(
      CREATE_SUBSCRIPTION,
      { input: { recurringScheduleId: "999999" } },
      { cookie: customerCookie },
    );
    expect(unknown.data!.createSubscription).toMatchObject({
      __typename: "NotFoundError",
      errorMessage: "There is no recurring schedule with that id.",
    });
    const othersSchedule = await insertSchedule(otherCustomerId);
    const response = await api.request("/api/create-subscription", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customerCookie },
      body: JSON.stringify({ recurringScheduleId: othersSchedule, priceAmount: 1 }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: PAY_SCHEDULE });
    const own = await api.request("/api/create-subscription", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: otherCustomerCookie },
      body: JSON.stringify({ recurringScheduleId: othersSchedule, priceAmount: 1, customerEmail: "x@y.z" }),
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      amount: 9_999,
      isRecurring: true,
      frequency: "biweekly",
      paymentId: null,
    });
    const missing = await api.request("/api/create-subscription", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customerCookie },
      body: JSON.stringify({ priceAmount: 15_000, customerEmail: "customer@demo.test", customerName: "Casey" }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: "Say which recurring schedule to pay for: recurringScheduleId is missing.",
    });
  });
});
