// The whole app in Stripe mode (issue 10, acceptance: "tests of the Stripe implementation
// drive the real `stripe` SDK against a local HTTP server"): the app's gateway is the real
// SDK pointed at a stand-in for api.stripe.com on 127.0.0.1, which records what it was sent.
// Checkout, refunds and subscriptions are checked by the requests' bodies and headers
// (amount, currency, application fee, destination, idempotency key); settlement by webhook
// deliveries signed with the app's webhook secret, as Stripe would send them.
import { createServer } from "node:net";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import type { PaymentGatewayFactory } from "../../src/gateways/payments/configure.ts";
import { PAYMENT_SERVICE_UNAVAILABLE } from "../../src/gateways/payments/gateway-error.ts";
import { createStripeGateway, type StripeConnection } from "../../src/gateways/payments/stripe-gateway.ts";
import { cookieFrom, fixedClock, startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  cardError,
  type RecordedStripeRequest,
  startStripeApiStandIn,
  type StripeApiStandIn,
} from "../support/stripe-api-stand-in.ts";
import {
  booksOf,
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
} from "../support/stripe-events.ts";

const SECRET_KEY = "sk_test_x";
const PUBLISHABLE_KEY = "pk_test_x";
const WEBHOOK_SECRET = "whsec_x";
const PRICE = 12_345;
// 10% of 123.45 is 12.345: half up, 12.35.
const FEE = 1_235;
const HELD_PROVIDER = 1; // no payout account: the share is held on the platform
const PAYOUTS_PROVIDER = 2; // payouts set up: destination charges
const PAYOUTS_ACCOUNT = "acct_1StandInProvider2";

let stripeApi: StripeApiStandIn;
let api: TestApp;
let customerId: number;
let customerCookie: string;
let staffCookie: string;

function stripeGateway(connection: StripeConnection, maxNetworkRetries?: number): PaymentGatewayFactory {
  return ({ clock }) =>
    createStripeGateway({
      secretKey: SECRET_KEY,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      connection,
      // The webhook's signatures are dated by the app's pinned clock.
      clock,
      maxNetworkRetries,
    });
}

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

const RESULT_FIELDS = /* GraphQL */ `
  __typename
  ... on Error { errorMessage: message }
  ... on PaymentGatewayError { code declineCode }
`;

const CREATE_PAYMENT_INTENT = /* GraphQL */ `
  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      ${RESULT_FIELDS}
      ... on StartCheckoutPayload {
        clientSecret
        summary { amount }
        payment { databaseId totalAmount platformFee paymentStatus }
      }
    }
  }
`;

const CREATE_SUBSCRIPTION = /* GraphQL */ `
  mutation CreateSubscription($input: CreateSubscriptionInput!) {
    createSubscription(input: $input) {
      ${RESULT_FIELDS}
      ... on StartCheckoutPayload { clientSecret summary { amount frequency } }
    }
  }
`;

const REFUND_PAYMENT = /* GraphQL */ `
  mutation RefundPayment($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      ${RESULT_FIELDS}
      ... on RefundPaymentPayload { payment { databaseId refundedAmount } }
    }
  }
`;

async function insertBooking(providerId = HELD_PROVIDER) {
  const booking = await api.db.prisma.booking.create({
    data: {
      providerId,
      customerId,
      customerName: "Casey Customer",
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      preferredDate: new Date("2026-11-25T00:00:00Z"),
      preferredTime: "13:00",
      estimatedPrice: PRICE,
    },
  });
  return booking.id;
}

async function insertSchedule(providerId: number, frequency: "WEEKLY" | "BIWEEKLY" | "MONTHLY") {
  const schedule = await api.db.prisma.recurringSchedule.create({
    data: {
      providerId,
      customerId,
      customerName: "Casey Customer",
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      frequency,
      ...(frequency === "MONTHLY" ? { dayOfMonth: 25 } : { dayOfWeek: 3 }),
      estimatedPrice: 9_999,
      startDate: new Date("2026-11-25T00:00:00Z"),
      nextBookingDate: new Date("2026-11-25T00:00:00Z"),
    },
  });
  return schedule.id;
}

async function createPaymentIntent(bookingId: number, app: { graphql: TestApp["graphql"] } = api) {
  const { data, errors } = await app.graphql(
    CREATE_PAYMENT_INTENT,
    { input: { bookingId: encodeGlobalID("Booking", bookingId) } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  return data!.createPaymentIntent;
}

async function createSubscription(recurringScheduleId: number) {
  const { data, errors } = await api.graphql(
    CREATE_SUBSCRIPTION,
    { input: { recurringScheduleId: String(recurringScheduleId) } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  return data!.createSubscription;
}

/** Delivers an event as Stripe would: pretty-printed JSON signed with `secret` at the app's "now". */
async function deliver(type: string, object: object, secret = WEBHOOK_SECRET) {
  const event = {
    id: `evt_${Math.random().toString(36).slice(2)}${Date.now()}`,
    object: "event",
    api_version: "2025-10-29.clover",
    created: unixSeconds(TEST_NOW),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  const { payload, signature } = signDelivery({ secret, timestamp: unixSeconds(TEST_NOW), event });
  return readWebhookAnswer(await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(payload, signature)));
}

/** The one request of this kind the stand-in received since the test began. */
function onlyRequest(method: string, path: string | RegExp): RecordedStripeRequest {
  const requests = stripeApi.requestsTo(method, path);
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

beforeAll(async () => {
  stripeApi = await startStripeApiStandIn({ secretKey: SECRET_KEY });
  api = await startTestApp({ providers: 5, payments: stripeGateway(stripeApi.connection) });
  const prisma = api.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  await prisma.provider.update({
    where: { id: PAYOUTS_PROVIDER },
    data: { stripeAccountId: PAYOUTS_ACCOUNT, payoutsEnabled: true },
  });
  customerCookie = await signIn("customer@demo.test");
  staffCookie = await signIn("admin@demo.test");
});
afterAll(async () => {
  await api?.close();
  await stripeApi?.close();
});
beforeEach(() => stripeApi.reset());

describe("Stripe mode", () => {
  it("tells the checkout page to load Stripe.js with the publishable key", async () => {
    const { data, errors } = await api.graphql(`{ paymentsSetup { mode publishableKey } }`);
    expect(errors).toBeUndefined();
    expect(data!.paymentsSetup).toEqual({ mode: "STRIPE", publishableKey: PUBLISHABLE_KEY });
  });

  it("lets Stripe.js's script, card frames and API through the page's content security policy", async () => {
    const policy = (await api.request("/healthz")).headers.get("content-security-policy")!;
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });

  it("takes no card numbers: payWithTestCard is refused", async () => {
    const bookingId = await insertBooking();
    const started = await createPaymentIntent(bookingId);
    const { data, errors } = await api.graphql(
      `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) { ${RESULT_FIELDS} } }`,
      { input: { clientSecret: started.clientSecret, cardNumber: "4242 4242 4242 4242" } },
      { cookie: customerCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.payWithTestCard).toEqual({
      __typename: "ValidationError",
      errorMessage: "Card numbers are taken by the secure card form, not here.",
    });
    expect(stripeApi.requestsTo("POST", /\/confirm$/)).toHaveLength(0);
  });
});

describe("checkout through the Stripe SDK", () => {
  it("creates a CAD intent for the booking's price, keyed by the booking, with the platform keeping it all when the provider has no payout account", async () => {
    const bookingId = await insertBooking(HELD_PROVIDER);
    const started = await createPaymentIntent(bookingId);
    expect(started.__typename).toBe("StartCheckoutPayload");

    const request = onlyRequest("POST", "/v1/payment_intents");
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.idempotencyKey).toBe(`booking-${bookingId}-payment`);
    expect(request.form).toMatchObject({
      amount: String(PRICE),
      currency: "cad",
      "metadata[bookingId]": String(bookingId),
      "metadata[providerId]": String(HELD_PROVIDER),
      "metadata[customerId]": String(customerId),
      "automatic_payment_methods[enabled]": "true",
      receipt_email: "customer@demo.test",
    });
    // Stripe takes an application fee only beside a destination; the split lives in the ledger.
    expect(request.form).not.toHaveProperty("transfer_data[destination]");
    expect(request.form).not.toHaveProperty("application_fee_amount");

    const intent = stripeApi.object(started.clientSecret.split("_secret_")[0])!;
    expect(started.clientSecret).toBe(intent.client_secret);
    expect(started.payment).toMatchObject({ totalAmount: PRICE, platformFee: FEE, paymentStatus: "PENDING" });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment.stripePaymentIntentId).toBe(intent.id);
  });

  it("sends the provider's share to their connected account with a 10% application fee, half up", async () => {
    const bookingId = await insertBooking(PAYOUTS_PROVIDER);
    const started = await createPaymentIntent(bookingId);
    expect(started.__typename).toBe("StartCheckoutPayload");
    const request = onlyRequest("POST", "/v1/payment_intents");
    expect(request.form).toMatchObject({
      amount: String(PRICE),
      currency: "cad",
      application_fee_amount: String(FEE),
      "transfer_data[destination]": PAYOUTS_ACCOUNT,
      "metadata[bookingId]": String(bookingId),
    });
    expect(request.idempotencyKey).toBe(`booking-${bookingId}-payment`);
  });

  it("asked again, retrieves the stored intent instead of creating another", async () => {
    const bookingId = await insertBooking();
    const first = await createPaymentIntent(bookingId);
    const second = await createPaymentIntent(bookingId);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(stripeApi.requestsTo("POST", "/v1/payment_intents")).toHaveLength(1);
    const intentId = first.clientSecret.split("_secret_")[0];
    onlyRequest("GET", `/v1/payment_intents/${intentId}`);
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(1);

    // Paid at Stripe, its webhook not here yet: already paid, and no second intent.
    stripeApi.updateObject(intentId!, { status: "succeeded" });
    expect(await createPaymentIntent(bookingId)).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "This booking is already paid.",
    });
    expect(stripeApi.requestsTo("POST", "/v1/payment_intents")).toHaveLength(1);
  });

  it("updates the intent's amount and fee when the booking's price changed since checkout began", async () => {
    const bookingId = await insertBooking(PAYOUTS_PROVIDER);
    const first = await createPaymentIntent(bookingId);
    await api.db.prisma.booking.update({
      where: { id: bookingId },
      data: { status: "COMPLETED", actualPrice: 13_001, completedAt: new Date("2026-11-20T14:00:00Z") },
    });
    const again = await createPaymentIntent(bookingId);
    expect(again.clientSecret).toBe(first.clientSecret);
    const intentId = first.clientSecret.split("_secret_")[0]!;
    expect(onlyRequest("POST", `/v1/payment_intents/${intentId}`).form).toEqual({
      amount: "13001",
      application_fee_amount: "1300",
    });
    expect(again.payment).toMatchObject({ totalAmount: 13_001, platformFee: 1_300 });
  });

  it("POST /api/create-payment-intent sends Stripe the booking's amount, not the page's", async () => {
    const bookingId = await insertBooking();
    const response = await api.request("/api/create-payment-intent", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customerCookie },
      body: JSON.stringify({ amount: 1, bookingId }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { clientSecret: string; amount: number };
    expect(body.amount).toBe(PRICE);
    expect(onlyRequest("POST", "/v1/payment_intents").form.amount).toBe(String(PRICE));
    expect(body.clientSecret).toBe(stripeApi.object(body.clientSecret.split("_secret_")[0]!)!.client_secret);
  });

  it("settles on payment_intent.succeeded signed with the webhook secret; another secret changes nothing", async () => {
    const bookingId = await insertBooking();
    const started = await createPaymentIntent(bookingId);
    const intentId = started.clientSecret.split("_secret_")[0];
    stripeApi.updateObject(intentId, { status: "succeeded", amount_received: PRICE, latest_charge: "ch_standin1" });
    const paid = stripeApi.object(intentId)!;

    const forged = await deliver("payment_intent.succeeded", paid, "whsec_not_ours");
    expect(forged.status).toBe(400);
    const pending = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(pending.paymentStatus).toBe("PENDING");
    expect(await api.db.prisma.ledgerEntry.count({ where: { paymentId: pending.id } })).toBe(0);

    expect(await deliver("payment_intent.succeeded", paid)).toMatchObject({
      status: 200,
      body: { received: true, outcome: "applied" },
    });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment).toMatchObject({
      paymentStatus: "COMPLETED",
      transferStatus: "PENDING",
      totalAmount: PRICE,
      platformFee: FEE,
      settledAt: TEST_NOW,
    });
    const books = await booksOf(api.db.prisma, payment.id);
    expect({ fee: books.fee, share: books.share, rows: books.rows.length }).toEqual({
      fee: FEE,
      share: PRICE - FEE,
      rows: 2,
    });

    // Checkout again: paid, so nothing more is asked of Stripe.
    stripeApi.reset();
    expect(await createPaymentIntent(bookingId)).toMatchObject({
      __typename: "ValidationError",
      errorMessage: "This booking is already paid.",
    });
    expect(stripeApi.requests).toHaveLength(0);
  });

  it("reports a card refused by Stripe (402) in Stripe's words, and stores no payment", async () => {
    const bookingId = await insertBooking();
    stripeApi.answer(
      "POST",
      "/v1/payment_intents",
      cardError("Your card has insufficient funds.", "insufficient_funds"),
      {
        times: 1,
      },
    );
    expect(await createPaymentIntent(bookingId)).toEqual({
      __typename: "PaymentGatewayError",
      errorMessage: "Your card has insufficient funds.",
      code: "card_declined",
      declineCode: "insufficient_funds",
    });
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(0);

    const rest = await api.request("/api/create-payment-intent", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customerCookie },
      body: JSON.stringify({ bookingId: await insertBooking() }),
    });
    expect(rest.status).toBe(200);
  });

  it("with Stripe down, says the payment service is not responding and stores no payment", async () => {
    const down = createApp({
      db: api.db.prisma,
      clock: fixedClock,
      payments: stripeGateway({ host: "127.0.0.1", port: await closedPort(), protocol: "http" }, 0),
      logError: () => {},
    });
    const graphql: TestApp["graphql"] = async (document, variables, headers = {}) => {
      const response = await down.fetch(
        new Request("http://marketplace.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", ...headers },
          body: JSON.stringify({ query: document, variables }),
        }),
      );
      return { ...((await response.json()) as object), response };
    };
    const bookingId = await insertBooking();
    expect(await createPaymentIntent(bookingId, { graphql })).toEqual({
      __typename: "PaymentGatewayError",
      errorMessage: PAYMENT_SERVICE_UNAVAILABLE,
      code: null,
      declineCode: null,
    });
    expect(PAYMENT_SERVICE_UNAVAILABLE).toBe("The payment service is not responding. Please try again in a moment.");
    expect(await api.db.prisma.payment.count({ where: { bookingId } })).toBe(0);

    const rest = await down.fetch(
      new Request("http://marketplace.test/api/create-payment-intent", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: customerCookie },
        body: JSON.stringify({ bookingId }),
      }),
    );
    expect(rest.status).toBe(502);
    expect(await rest.json()).toEqual({ message: PAYMENT_SERVICE_UNAVAILABLE });
  });
});

describe("refunds through the Stripe SDK", () => {
  it("asks Stripe to refund the intent with the amount and a key; the ledger moves on charge.refunded", async () => {
    const bookingId = await insertBooking();
    const started = await createPaymentIntent(bookingId);
    const intentId = started.clientSecret.split("_secret_")[0];
    stripeApi.updateObject(intentId, { status: "succeeded", amount_received: PRICE });
    await deliver("payment_intent.succeeded", stripeApi.object(intentId)!);
    const paymentId = (await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } })).id;

    const { data, errors } = await api.graphql(
      REFUND_PAYMENT,
      { input: { paymentId: String(paymentId), amount: 5_000 } },
      { cookie: staffCookie },
    );
    expect(errors).toBeUndefined();
    // Stripe has not reported the refund yet: nothing is booked until it does.
    expect(data!.refundPayment).toMatchObject({ payment: { databaseId: paymentId, refundedAmount: 0 } });
    const request = onlyRequest("POST", "/v1/refunds");
    expect(request.form).toMatchObject({
      payment_intent: intentId,
      amount: "5000",
      "metadata[paymentId]": String(paymentId),
    });
    expect(request.idempotencyKey).toBe(`payment-${paymentId}-refund-0-5000`);

    const charge = {
      id: "ch_standin_refunded",
      object: "charge",
      amount: PRICE,
      amount_captured: PRICE,
      amount_refunded: 5_000,
      created: unixSeconds(TEST_NOW),
      currency: "cad",
      payment_intent: intentId,
      refunded: false,
      transfer_data: null,
    };
    expect(await deliver("charge.refunded", charge)).toMatchObject({ status: 200, body: { outcome: "applied" } });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.refundedAmount).toBe(5_000);
    const books = await booksOf(api.db.prisma, paymentId);
    expect({ fee: books.fee, share: books.share }).toEqual({ fee: FEE - 500, share: PRICE - FEE - 4_500 });
  });
});

describe("refunds with the caller's key", () => {
  it("two deliberate refunds of one amount before Stripe reports either are two; a retry of one is not a third", async () => {
    const bookingId = await insertBooking();
    const started = await createPaymentIntent(bookingId);
    const intentId = started.clientSecret.split("_secret_")[0];
    stripeApi.updateObject(intentId, { status: "succeeded", amount_received: PRICE });
    await deliver("payment_intent.succeeded", stripeApi.object(intentId)!);
    const paymentId = (await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } })).id;
    const refund = (idempotencyKey: string) =>
      api.graphql(
        REFUND_PAYMENT,
        { input: { paymentId: String(paymentId), amount: 1_000, idempotencyKey } },
        { cookie: staffCookie },
      );
    for (const key of ["refund-a", "refund-b", "refund-a"]) expect((await refund(key)).errors).toBeUndefined();
    const keys = stripeApi.requestsTo("POST", "/v1/refunds").map((request) => request.idempotencyKey);
    // Two keys for the two refunds meant; the retry carries its refund's key again, so
    // Stripe answers it with that refund rather than making a third.
    const a = `payment-${paymentId}-refund-refund-a`;
    const b = `payment-${paymentId}-refund-refund-b`;
    expect(keys).toEqual([a, b, a]);
  });
});

describe("subscriptions through the Stripe SDK", () => {
  it("makes a customer, a recurring price and an incomplete subscription with the 10% fee to the provider's account", async () => {
    const scheduleId = await insertSchedule(PAYOUTS_PROVIDER, "BIWEEKLY");
    const started = await createSubscription(scheduleId);
    expect(started).toMatchObject({
      __typename: "StartCheckoutPayload",
      summary: { amount: 9_999, frequency: "BIWEEKLY" },
    });
    const key = `schedule-${scheduleId}-subscription`;

    const customer = onlyRequest("POST", "/v1/customers");
    expect(customer.idempotencyKey).toBe(`${key}:customer`);
    expect(customer.form).toMatchObject({
      email: "customer@demo.test",
      name: "Casey Customer",
      "metadata[recurringScheduleId]": String(scheduleId),
    });

    const price = onlyRequest("POST", "/v1/prices");
    expect(price.idempotencyKey).toBe(`${key}:price`);
    expect(price.form).toMatchObject({
      currency: "cad",
      unit_amount: "9999",
      "recurring[interval]": "week",
      "recurring[interval_count]": "2",
      "product_data[name]": "House Cleaning, every 2 weeks",
    });

    const subscription = onlyRequest("POST", "/v1/subscriptions");
    expect(subscription.idempotencyKey).toBe(`${key}:subscription`);
    expect(subscription.form).toMatchObject({
      "items[0][price]": expect.stringMatching(/^price_/),
      payment_behavior: "default_incomplete",
      application_fee_percent: "10",
      "transfer_data[destination]": PAYOUTS_ACCOUNT,
      "metadata[recurringScheduleId]": String(scheduleId),
      "expand[0]": "latest_invoice.confirmation_secret",
    });
    expect(subscription.form.customer).toBe(stripeApi.object(subscription.form.customer!)?.id);
    expect(subscription.form.customer).toMatch(/^cus_/);

    const schedule = await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } });
    const stored = stripeApi.object(schedule.stripeSubscriptionId!)!;
    expect(stored).toMatchObject({ object: "subscription", status: "incomplete" });
    const invoice = stripeApi.object(stored.latest_invoice as string)!;
    expect(started.clientSecret).toBe((invoice.confirmation_secret as { client_secret: string }).client_secret);

    // Stripe reports the first invoice paid: a payment of the schedule, paid out with the charge.
    const paidInvoice = {
      ...invoice,
      status: "paid",
      amount_paid: 9_999,
      payments: {
        object: "list",
        data: [{ payment: { type: "payment_intent", payment_intent: "pi_standin_invoice" } }],
      },
    };
    expect(await deliver("invoice.paid", paidInvoice)).toMatchObject({ status: 200, body: { outcome: "applied" } });
    const payment = await api.db.prisma.payment.findFirstOrThrow({ where: { recurringScheduleId: scheduleId } });
    expect(payment).toMatchObject({
      stripeInvoiceId: invoice.id,
      stripeSubscriptionId: schedule.stripeSubscriptionId,
      stripePaymentIntentId: "pi_standin_invoice",
      totalAmount: 9_999,
      platformFee: 1_000,
      paymentStatus: "COMPLETED",
      transferStatus: "TRANSFERRED",
    });
  });

  it("prices a monthly schedule by the month; without a payout account, no destination and no fee percent", async () => {
    const scheduleId = await insertSchedule(HELD_PROVIDER, "MONTHLY");
    expect((await createSubscription(scheduleId)).__typename).toBe("StartCheckoutPayload");
    expect(onlyRequest("POST", "/v1/prices").form).toMatchObject({
      "recurring[interval]": "month",
      "recurring[interval_count]": "1",
    });
    const subscription = onlyRequest("POST", "/v1/subscriptions");
    expect(subscription.form).toMatchObject({ payment_behavior: "default_incomplete" });
    expect(subscription.form).not.toHaveProperty("application_fee_percent");
    expect(subscription.form).not.toHaveProperty("transfer_data[destination]");
  });
});
