// The whole app in Stripe mode, driving the real `stripe` SDK against a local HTTP server:
// the app's gateway is the real SDK pointed at a stand-in for api.stripe.com on 127.0.0.1,
// which records what it was sent. Checkout, refunds and subscriptions are checked by the
// requests' bodies and headers (amount, currency, application fee, destination, idempotency
// key); settlement by webhook deliveries signed with the app's webhook secret, as Stripe
// would send them.
import { createServer } from "node:net";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import type { PaymentGatewayFactory } from "../../src/gateways/payments/configure.ts";
import { PAYMENT_SERVICE_UNAVAILABLE } from "../../src/gateways/payments/gateway-error.ts";
import { createStripeGateway, type StripeConnection } from "../../src/gateways/payments/stripe-gateway.ts";
import { cookieFrom, fixedClock, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
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
import { insertCustomerBooking } from "../support/customer-booking.ts";

const SECRET_KEY = "sk_test_x";
const PUBLISHABLE_KEY = "pk_test_x";
const WEBHOOK_SECRET = "whsec_x";
const PRICE = 12_345;
// 10% of 123.45 is 12.345: half up, 12.35.
const FEE = 1_235;
// The seeded providers are small suppliers: no tax on the service, so the customer pays PRICE.
// The platform's fee carries the GST/HST of the provider's province, charged to the provider.
const HELD_PROVIDER = 1; // Toronto; no payout account: the share is held on the platform
const PAYOUTS_PROVIDER = 2; // Calgary; payouts set up: destination charges
// HST 13% on the $12.35 fee (Ontario, providers 1 and 3): 160.55 → 161.
const FEE_HST_ON = 161;
// GST 5% on the $12.35 fee (Alberta, provider 2): 61.75 → 62.
const FEE_GST_AB = 62;
const PAYOUTS_ACCOUNT = "acct_1StandInProvider2";

let stripeApi: StripeApiStandIn;
let api: TestApp;
let customerId: number;
let customerCookie: string;
let staffCookie: string;
let keyPrefix: string;

/** An idempotency key as the gateway is sent it: this installation's prefix, then the key. */
const keyed = (key: string) => `${keyPrefix}:${key}`;

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
    { input: { email, password, code: TEST_STAFF_CODE } },
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

function insertBooking(providerId = HELD_PROVIDER) {
  return insertCustomerBooking(api.db.prisma, { customerId, price: PRICE, providerId });
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
  keyPrefix = (await prisma.installation.findUniqueOrThrow({ where: { id: 1 } })).key;
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
    expect(request.idempotencyKey).toBe(keyed(`booking-${bookingId}-payment`));
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

  it("sends the provider's share to their connected account with an application fee of the 10% fee, half up, and its GST", async () => {
    const bookingId = await insertBooking(PAYOUTS_PROVIDER);
    const started = await createPaymentIntent(bookingId);
    expect(started.__typename).toBe("StartCheckoutPayload");
    const request = onlyRequest("POST", "/v1/payment_intents");
    expect(request.form).toMatchObject({
      amount: String(PRICE),
      currency: "cad",
      // The platform keeps its fee and the fee's GST (1,235 + 62).
      application_fee_amount: String(FEE + FEE_GST_AB),
      "transfer_data[destination]": PAYOUTS_ACCOUNT,
      "metadata[bookingId]": String(bookingId),
    });
    expect(request.idempotencyKey).toBe(keyed(`booking-${bookingId}-payment`));
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
    // 10% of 130.01 is 13.001 → 13.00; GST 5% on it, 0.65: the platform keeps 13.65.
    expect(onlyRequest("POST", `/v1/payment_intents/${intentId}`).form).toEqual({
      amount: "13001",
      application_fee_amount: "1365",
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
    expect({ fee: books.fee, feeTax: books.feeTax, share: books.share, rows: books.rows.length }).toEqual({
      fee: FEE,
      feeTax: FEE_HST_ON,
      share: PRICE - FEE - FEE_HST_ON,
      rows: 3,
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
    expect(await rest.json()).toEqual({
      message: PAYMENT_SERVICE_UNAVAILABLE,
      requestId: rest.headers.get("x-request-id"),
    });
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
    expect(request.idempotencyKey).toBe(keyed(`payment-${paymentId}-refund-0-5000`));

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
    // 5,000 of 12,345 refunded: 5000 × 1235 / 12345 = 500.2 → 500 of the fee, 5000 × 161 / 12345
    // = 65.2 → 65 of its HST, the provider the rest of the 5,000 (4,435).
    const books = await booksOf(api.db.prisma, paymentId);
    expect({ fee: books.fee, feeTax: books.feeTax, share: books.share }).toEqual({
      fee: FEE - 500,
      feeTax: FEE_HST_ON - 65,
      share: PRICE - FEE - FEE_HST_ON - 4_435,
    });
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
    const a = keyed(`payment-${paymentId}-refund-refund-a`);
    const b = keyed(`payment-${paymentId}-refund-refund-b`);
    expect(keys).toEqual([a, b, a]);
  });
});

describe("subscriptions through the Stripe SDK", () => {
  it("makes a customer, a recurring price and an incomplete subscription with the fee and its tax as a percent, to the provider's account", async () => {
    const scheduleId = await insertSchedule(PAYOUTS_PROVIDER, "BIWEEKLY");
    const started = await createSubscription(scheduleId);
    expect(started).toMatchObject({
      __typename: "StartCheckoutPayload",
      summary: { amount: 9_999, frequency: "BIWEEKLY" },
    });
    const key = keyed(`schedule-${scheduleId}-subscription`);

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
      // The platform keeps its fee, 10% of 99.99 (9.999 → 10.00), and the fee's GST 5% (0.50):
      // 10.50 of each 99.99 invoice is 10.501…%, to the gateway's two decimals 10.5.
      application_fee_percent: "10.5",
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

describe("a schedule's subscription through the Stripe SDK", () => {
  async function change(field: string, input: Record<string, unknown>) {
    const type = field === "pauseRecurringSchedule" ? "PauseRecurringScheduleInput" : "RecurringScheduleChangeInput";
    const { data, errors } = await api.graphql(
      `mutation($input: ${type}!) { ${field}(input: $input) { __typename ... on Error { message } } }`,
      { input },
      { cookie: customerCookie },
    );
    expect(errors).toBeUndefined();
    return data![field].__typename as string;
  }

  it("pauses its collection while the schedule is paused, resumes it, and cancels it with the schedule", async () => {
    const scheduleId = await insertSchedule(HELD_PROVIDER, "WEEKLY");
    expect((await createSubscription(scheduleId)).__typename).toBe("StartCheckoutPayload");
    const subscriptionId = (await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } }))
      .stripeSubscriptionId!;
    const path = `/v1/subscriptions/${subscriptionId}`;

    expect(await change("pauseRecurringSchedule", { scheduleId: String(scheduleId), pausedUntil: "" })).toBe(
      "RecurringSchedulePayload",
    );
    expect(stripeApi.requestsTo("POST", path).at(-1)!.form).toEqual({ "pause_collection[behavior]": "void" });

    expect(await change("resumeRecurringSchedule", { scheduleId: String(scheduleId) })).toBe(
      "RecurringSchedulePayload",
    );
    expect(stripeApi.requestsTo("POST", path).at(-1)!.form).toEqual({ pause_collection: "" });

    expect(await change("cancelRecurringSchedule", { scheduleId: String(scheduleId) })).toBe(
      "CancelRecurringSchedulePayload",
    );
    // Asked first (Stripe refuses to cancel an ended subscription), then cancelled.
    expect(stripeApi.requestsTo("GET", path)).toHaveLength(1);
    expect(stripeApi.requestsTo("DELETE", path)).toHaveLength(1);
    expect(await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).toMatchObject({
      status: "CANCELLED",
    });
  });
});

describe("held shares paid out of their charge", () => {
  // Set up for payouts during these tests only: its held shares are released here.
  const SOURCE_PROVIDER = 3;
  const SOURCE_ACCOUNT = "acct_1StandInProvider3";
  // Provider 3 is in Ottawa: its fee's HST comes out of its share.
  const SHARE = PRICE - FEE - FEE_HST_ON;

  /** A booking of the provider's paid at Stripe and settled by its webhook: the payment's id. */
  async function settledPayment(providerId: number, latestCharge: unknown) {
    const bookingId = await insertBooking(providerId);
    const started = await createPaymentIntent(bookingId);
    const intentId = started.clientSecret.split("_secret_")[0];
    stripeApi.updateObject(intentId, { status: "succeeded", amount_received: PRICE, latest_charge: latestCharge });
    expect(await deliver("payment_intent.succeeded", stripeApi.object(intentId)!)).toMatchObject({ status: 200 });
    return { intentId, payment: await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } }) };
  }

  /** Stripe says the provider's account can receive transfers: held shares are transferred. */
  async function payoutsEnabled() {
    const account = {
      id: SOURCE_ACCOUNT,
      object: "account",
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      type: "express",
      metadata: {},
    };
    expect(await deliver("account.updated", account)).toMatchObject({ status: 200, body: { outcome: "applied" } });
  }

  async function refund(paymentId: number, amount: number, idempotencyKey?: string) {
    const { data, errors } = await api.graphql(
      REFUND_PAYMENT,
      { input: { paymentId: String(paymentId), amount, ...(idempotencyKey ? { idempotencyKey } : {}) } },
      { cookie: staffCookie },
    );
    expect(errors).toBeUndefined();
    return data!.refundPayment;
  }

  // Each test pays while the account cannot receive transfers yet, so the share is held.
  beforeEach(async () => {
    await api.db.prisma.provider.update({
      where: { id: SOURCE_PROVIDER },
      data: { stripeAccountId: SOURCE_ACCOUNT, payoutsEnabled: false, payoutsStatusAt: null },
    });
  });

  it("records the charge at settlement: the intent's latest_charge as an id or an object, or the refunded charge", async () => {
    const byId = await settledPayment(HELD_PROVIDER, "ch_standinById");
    expect(byId.payment).toMatchObject({ paymentStatus: "COMPLETED", stripeChargeId: "ch_standinById" });
    const byObject = await settledPayment(HELD_PROVIDER, { id: "ch_standinByObject", object: "charge" });
    expect(byObject.payment.stripeChargeId).toBe("ch_standinByObject");

    // charge.refunded before payment_intent.succeeded settles the payment, with that charge.
    const bookingId = await insertBooking(HELD_PROVIDER);
    const intentId = (await createPaymentIntent(bookingId)).clientSecret.split("_secret_")[0];
    const charge = {
      id: "ch_standinRefundedFirst",
      object: "charge",
      amount: PRICE,
      amount_captured: PRICE,
      amount_refunded: 1_000,
      created: unixSeconds(TEST_NOW),
      currency: "cad",
      payment_intent: intentId,
      refunded: false,
      transfer_data: null,
    };
    expect(await deliver("charge.refunded", charge)).toMatchObject({ status: 200, body: { outcome: "applied" } });
    expect(await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } })).toMatchObject({
      paymentStatus: "COMPLETED",
      refundedAmount: 1_000,
      stripeChargeId: "ch_standinRefundedFirst",
    });
  });

  it("transfers a held share with source_transaction = its charge once the provider's account can receive it", async () => {
    const { payment } = await settledPayment(SOURCE_PROVIDER, "ch_standinSource1");
    expect(payment).toMatchObject({ transferStatus: "PENDING", stripeChargeId: "ch_standinSource1" });

    await payoutsEnabled();
    const request = onlyRequest("POST", "/v1/transfers");
    expect(request.form).toMatchObject({
      amount: String(SHARE),
      currency: "cad",
      destination: SOURCE_ACCOUNT,
      transfer_group: `payment-${payment.id}`,
      source_transaction: "ch_standinSource1",
      "metadata[paymentId]": String(payment.id),
    });
    expect(request.idempotencyKey).toBe(keyed(`payment-${payment.id}-transfer`));
    const transferred = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(transferred).toMatchObject({ transferStatus: "TRANSFERRED" });
    expect(stripeApi.object(transferred.stripeTransferId!)).toMatchObject({
      object: "transfer",
      source_transaction: "ch_standinSource1",
    });
  });

  it("a refund of a share paid by separate transfer reverses the provider's part of that transfer, under the refund's key", async () => {
    const { intentId, payment } = await settledPayment(SOURCE_PROVIDER, "ch_standinSource2");
    await payoutsEnabled();
    const { stripeTransferId: transferId } = await api.db.prisma.payment.findUniqueOrThrow({
      where: { id: payment.id },
    });
    expect(transferId).toMatch(/^tr_/);
    stripeApi.forgetRequests();

    // 5,000 of 12,345: 5.00 of it was the platform's fee, 0.65 the fee's HST, 44.35 the provider's share.
    expect(await refund(payment.id, 5_000, "refund-separate-a")).toMatchObject({
      payment: { databaseId: payment.id },
    });
    const refundRequest = onlyRequest("POST", "/v1/refunds");
    expect(refundRequest.form).toMatchObject({ payment_intent: intentId, amount: "5000" });
    // The platform holds the charge, so it refunds it all; the transfer gives the share's part back.
    expect(refundRequest.form).not.toHaveProperty("reverse_transfer");
    const reversal = onlyRequest("POST", `/v1/transfers/${transferId}/reversals`);
    const key = keyed(`payment-${payment.id}-refund-refund-separate-a:reversal`);
    expect(reversal.idempotencyKey).toBe(key);
    expect(reversal.form).toMatchObject({
      amount: "4435",
      "metadata[paymentId]": String(payment.id),
      "metadata[refundId]": expect.stringMatching(/^re_/),
    });
    expect(stripeApi.object(transferId!)).toMatchObject({ amount_reversed: 4_435 });

    // The same refund again (a retry): the same keys, so Stripe answers with what it made.
    await refund(payment.id, 5_000, "refund-separate-a");
    const reversals = stripeApi.requestsTo("POST", `/v1/transfers/${transferId}/reversals`);
    expect(reversals.map((request) => request.idempotencyKey)).toEqual([key, key]);
    expect(stripeApi.object(transferId!)).toMatchObject({ amount_reversed: 4_435 });

    // Stripe reports the refund; the rest, refunded later, takes the rest of the share back.
    const charge = {
      id: "ch_standinSource2",
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
    expect(await deliver("charge.refunded", charge)).toMatchObject({ body: { outcome: "applied" } });
    await refund(payment.id, PRICE - 5_000);
    const last = stripeApi.requestsTo("POST", `/v1/transfers/${transferId}/reversals`).at(-1)!;
    expect(last.idempotencyKey).toBe(keyed(`payment-${payment.id}-refund-5000-${PRICE - 5_000}:reversal`));
    // The share's rest: 10,949 − 4,435.
    expect(last.form.amount).toBe("6514");
    // Refunded in full: the whole transfer is back, to the cent.
    expect(stripeApi.object(transferId!)).toMatchObject({ amount_reversed: SHARE, reversed: true });
  });

  it("a refund of a share paid at charge time reverses no separate transfer", async () => {
    const bookingId = await insertBooking(PAYOUTS_PROVIDER);
    const intentId = (await createPaymentIntent(bookingId)).clientSecret.split("_secret_")[0];
    stripeApi.updateObject(intentId, {
      status: "succeeded",
      amount_received: PRICE,
      latest_charge: "ch_standinDirect",
      transfer_data: { destination: PAYOUTS_ACCOUNT },
    });
    await deliver("payment_intent.succeeded", stripeApi.object(intentId)!);
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment).toMatchObject({ transferStatus: "TRANSFERRED", stripeTransferId: null });
    await refund(payment.id, 1_000);
    expect(onlyRequest("POST", "/v1/refunds").form).toMatchObject({
      reverse_transfer: "true",
      refund_application_fee: "true",
    });
    expect(stripeApi.requestsTo("POST", /\/reversals$/)).toHaveLength(0);
  });
});

describe("a subscription payment whose invoice.paid does not list its payments", () => {
  /** Starts a subscription; Stripe's side records `intentId` as what paid its first invoice. */
  async function subscribedInvoice(intentId: string) {
    const scheduleId = await insertSchedule(HELD_PROVIDER, "WEEKLY");
    expect((await createSubscription(scheduleId)).__typename).toBe("StartCheckoutPayload");
    const schedule = await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduleId } });
    const invoiceId = stripeApi.object(schedule.stripeSubscriptionId!)!.latest_invoice as string;
    const payments = {
      object: "list",
      data: [
        { object: "invoice_payment", status: "paid", payment: { type: "payment_intent", payment_intent: intentId } },
      ],
      has_more: false,
      url: "/v1/invoice_payments",
    };
    stripeApi.updateObject(invoiceId, { status: "paid", amount_paid: 9_999, payments });
    // As Stripe sends it: no `payments` in the event's invoice.
    const { payments: _left, confirmation_secret: _secret, ...paidInvoice } = stripeApi.object(invoiceId)!;
    return { scheduleId, invoiceId, paidInvoice };
  }

  async function refund(paymentId: number, amount: number) {
    const { data, errors } = await api.graphql(
      REFUND_PAYMENT,
      { input: { paymentId: String(paymentId), amount } },
      { cookie: staffCookie },
    );
    expect(errors).toBeUndefined();
    return data!.refundPayment;
  }

  it("asks Stripe for the invoice with its payments after settling, stores the intent, and refunds it", async () => {
    const { scheduleId, invoiceId, paidInvoice } = await subscribedInvoice("pi_standinInvoiceLookup");
    stripeApi.forgetRequests();
    expect(await deliver("invoice.paid", paidInvoice)).toMatchObject({ status: 200, body: { outcome: "applied" } });

    const lookup = onlyRequest("GET", `/v1/invoices/${invoiceId}`);
    expect(lookup.query).toMatchObject({ "expand[0]": "payments" });
    const payment = await api.db.prisma.payment.findFirstOrThrow({ where: { recurringScheduleId: scheduleId } });
    expect(payment).toMatchObject({
      stripeInvoiceId: invoiceId,
      stripePaymentIntentId: "pi_standinInvoiceLookup",
      paymentStatus: "COMPLETED",
      totalAmount: 9_999,
    });

    expect(await refund(payment.id, 1_000)).toMatchObject({ __typename: "RefundPaymentPayload" });
    expect(onlyRequest("POST", "/v1/refunds").form).toMatchObject({
      payment_intent: "pi_standinInvoiceLookup",
      amount: "1000",
    });
    // Known now: the refund asked nothing more about the invoice.
    expect(stripeApi.requestsTo("GET", `/v1/invoices/${invoiceId}`)).toHaveLength(1);
  });

  it("when the look-up after settling finds nothing, still settles; the refund looks it up again first", async () => {
    const { scheduleId, invoiceId, paidInvoice } = await subscribedInvoice("pi_standinInvoiceLater");
    // Stripe's first answer lists no payment yet.
    stripeApi.answer(
      "GET",
      `/v1/invoices/${invoiceId}`,
      { body: { ...paidInvoice, payments: undefined } },
      { times: 1 },
    );
    expect(await deliver("invoice.paid", paidInvoice)).toMatchObject({ status: 200, body: { outcome: "applied" } });
    const payment = await api.db.prisma.payment.findFirstOrThrow({ where: { recurringScheduleId: scheduleId } });
    expect(payment).toMatchObject({ paymentStatus: "COMPLETED", stripePaymentIntentId: null });

    // Refundable all the same: the intent is looked up when it is refunded.
    const { data } = await api.graphql(
      `query($id: ID!) { node(id: $id) { ... on Payment { refundableAmount } } }`,
      { id: encodeGlobalID("Payment", payment.id) },
      { cookie: staffCookie },
    );
    expect(data!.node).toEqual({ refundableAmount: 9_999 });

    stripeApi.forgetRequests();
    expect(await refund(payment.id, 2_000)).toMatchObject({ __typename: "RefundPaymentPayload" });
    expect(onlyRequest("GET", `/v1/invoices/${invoiceId}`).query).toMatchObject({ "expand[0]": "payments" });
    expect(onlyRequest("POST", "/v1/refunds").form).toMatchObject({
      payment_intent: "pi_standinInvoiceLater",
      amount: "2000",
    });
    expect((await api.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).stripePaymentIntentId).toBe(
      "pi_standinInvoiceLater",
    );
  });

  it("refuses the refund, asking nothing more, while Stripe names no intent for the invoice", async () => {
    const { scheduleId, invoiceId, paidInvoice } = await subscribedInvoice("pi_standinNever");
    stripeApi.answer("GET", `/v1/invoices/${invoiceId}`, { body: { ...paidInvoice, payments: undefined } });
    await deliver("invoice.paid", paidInvoice);
    const payment = await api.db.prisma.payment.findFirstOrThrow({ where: { recurringScheduleId: scheduleId } });
    expect(await refund(payment.id, 1_000)).toEqual({
      __typename: "ValidationError",
      errorMessage:
        "The payment gateway has not yet said which card payment paid this invoice, so it cannot be refunded yet. " +
        "Please try again in a few minutes.",
    });
    expect(stripeApi.requestsTo("POST", "/v1/refunds")).toHaveLength(0);
  });
});
