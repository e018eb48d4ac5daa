// Payments that always settle: a card paid at the gateway whose webhook never arrived is
// settled by the reconciliation job (services/payments/reconcile.ts) from the gateway's own
// state, through the webhook's settlement code. In test mode the lost webhook is a delivery
// that never reaches the app; in Stripe mode the real SDK reads the intent from the local
// stand-in for Stripe's API. Running the job twice (even at once), or the webhook arriving
// after it, settles once: one set of ledger rows (the fee, the fee's tax and the share), one
// set of notices.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../src/context.ts";
import { systemContext } from "../../src/context.ts";
import type { PaymentGateway } from "../../src/gateways/payments/gateway.ts";
import { createStripeGateway } from "../../src/gateways/payments/stripe-gateway.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { stripeEvent } from "../../src/gateways/payments/test-mode/stripe-format.ts";
import { reconcilePendingPayments, RECONCILE_AFTER_MS } from "../../src/services/payments/reconcile.ts";
import { cookieFrom, startTestApp, TEST_NOW, TEST_WEBHOOK_SECRET, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { startStripeApiStandIn, type StripeApiStandIn } from "../support/stripe-api-stand-in.ts";
import {
  booksOf,
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
} from "../support/stripe-events.ts";

const PRICE = 12_345;
const FEE = 1_235;
// Provider 1 (Toronto) is a small supplier: no tax on the service; its fee's HST 13%, charged
// to it: 160.55 → 161.
const FEE_TAX = 161;
const MINUTE = 60_000;

/** Payments are stamped by the database's clock: the job runs `minutes` after the real now. */
const minutesFromNow = (minutes: number): Clock => {
  const at = new Date(Date.now() + minutes * MINUTE);
  return { now: () => at };
};

async function signIn(api: TestApp, email: string) {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password: "demo-password" } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

async function startCheckout(api: TestApp, cookie: string, customerId: number) {
  const bookingId = await insertCustomerBooking(api.db.prisma, { customerId, price: PRICE });
  const { data, errors } = await api.graphql(
    `mutation($input: CreatePaymentIntentInput!) {
      createPaymentIntent(input: $input) { __typename ... on StartCheckoutPayload { clientSecret } }
    }`,
    { input: { bookingId: String(bookingId) } },
    { cookie },
  );
  expect(errors).toBeUndefined();
  expect(data!.createPaymentIntent.__typename).toBe("StartCheckoutPayload");
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
  return {
    bookingId,
    paymentId: payment.id,
    intentId: payment.stripePaymentIntentId!,
    clientSecret: data!.createPaymentIntent.clientSecret as string,
  };
}

/** What settling wrote for a payment: its row, its ledger, its events and its notices. */
async function settlementOf(api: TestApp, paymentId: number) {
  const prisma = api.db.prisma;
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  return {
    paymentStatus: payment.paymentStatus,
    books: await booksOf(prisma, paymentId),
    settledNotices: await prisma.notification.count({ where: { paymentId, kind: "PAYMENT_SETTLED" } }),
    reconciledAt: payment.reconciledAt,
  };
}

describe("in test mode", () => {
  let api: TestApp;
  let customerId: number;
  let cookie: string;
  /** While true, the gateway's webhook deliveries are lost on the way (the server died). */
  let losingWebhooks = false;
  const asked: string[] = [];

  beforeAll(async () => {
    api = await startTestApp({
      providers: 3,
      payments: (options) =>
        createTestModeGateway({
          ...options,
          webhookSecret: TEST_WEBHOOK_SECRET,
          deliverWebhook: (delivery) =>
            losingWebhooks ? Promise.resolve({ status: 200 }) : options.deliverWebhook(delivery),
        }),
    });
    customerId = (await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
    cookie = await signIn(api, "customer@demo.test");
  });
  afterAll(() => api?.close());

  /** The job's context: the app's gateway, its reads counted. */
  function jobContext(clock: Clock) {
    const gateway: PaymentGateway = {
      ...api.app.payments,
      retrievePaymentIntentObject: (id) => {
        asked.push(id);
        return api.app.payments.retrievePaymentIntentObject(id);
      },
    };
    return systemContext({ db: api.db.prisma, clock, payments: gateway });
  }

  async function paidWithoutWebhook(cardNumber = "4242424242424242") {
    const checkout = await startCheckout(api, cookie, customerId);
    losingWebhooks = true;
    try {
      const { data, errors } = await api.graphql(
        `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) { __typename } }`,
        { input: { clientSecret: checkout.clientSecret, cardNumber } },
        { cookie },
      );
      expect(errors).toBeUndefined();
      expect(data!.payWithTestCard.__typename).toBe("PayWithTestCardPayload");
    } finally {
      losingWebhooks = false;
    }
    expect(await settlementOf(api, checkout.paymentId)).toMatchObject({ paymentStatus: "PENDING", settledNotices: 0 });
    return checkout;
  }

  it("settles a payment whose webhook was lost, from the gateway's state, once it is a few minutes old", async () => {
    const { paymentId, intentId } = await paidWithoutWebhook();

    // Too young: its webhook may still be on its way, so nobody asks.
    asked.length = 0;
    await reconcilePendingPayments(jobContext(minutesFromNow(RECONCILE_AFTER_MS / MINUTE - 1)));
    expect(asked).not.toContain(intentId);
    expect((await settlementOf(api, paymentId)).paymentStatus).toBe("PENDING");

    const run = await reconcilePendingPayments(jobContext(minutesFromNow(10)));
    expect(asked).toContain(intentId);
    expect(run.applied).toBeGreaterThanOrEqual(1);
    const settled = await settlementOf(api, paymentId);
    expect(settled).toMatchObject({ paymentStatus: "COMPLETED", settledNotices: 2 });
    expect(settled.books).toMatchObject({ fee: FEE, feeTax: FEE_TAX, serviceTax: 0, share: PRICE - FEE - FEE_TAX });
    expect(settled.books.rows).toHaveLength(3);
    expect(settled.reconciledAt).not.toBeNull();
    expect(
      await api.db.prisma.stripeEvent.findUnique({ where: { id: `reconcile_${intentId}_succeeded` } }),
    ).toMatchObject({ type: "payment_intent.succeeded" });
  });

  it("settles once when two runs go at once, when it runs again, and when the webhook lands after it", async () => {
    const { paymentId, intentId } = await paidWithoutWebhook();
    const clock = minutesFromNow(10);
    await Promise.all([reconcilePendingPayments(jobContext(clock)), reconcilePendingPayments(jobContext(clock))]);
    const once = await settlementOf(api, paymentId);
    expect(once).toMatchObject({ paymentStatus: "COMPLETED", settledNotices: 2 });
    expect(once.books.rows).toHaveLength(3);

    // A later run: the payment is settled, so it is not asked about again.
    asked.length = 0;
    await reconcilePendingPayments(jobContext(minutesFromNow(60)));
    expect(asked).not.toContain(intentId);

    // The lost webhook arrives after all: a new event id, and nothing to change.
    const intent = await api.app.payments.retrievePaymentIntentObject(intentId);
    const late = stripeEvent("payment_intent.succeeded", intent, {
      created: TEST_NOW,
      eventId: `evt_late_${intentId}`,
    });
    const { payload, signature } = signDelivery({
      secret: TEST_WEBHOOK_SECRET,
      timestamp: unixSeconds(TEST_NOW),
      event: late,
    });
    const answer = await readWebhookAnswer(
      await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(payload, signature)),
    );
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    const after = await settlementOf(api, paymentId);
    expect(after).toEqual(once);
  });

  it("waits longer each time before asking again about a payment still unpaid", async () => {
    const { intentId, paymentId } = await startCheckout(api, cookie, customerId);
    asked.length = 0;
    await reconcilePendingPayments(jobContext(minutesFromNow(10)));
    expect(asked.filter((id) => id === intentId)).toHaveLength(1);
    const first = await settlementOf(api, paymentId);
    expect(first).toMatchObject({ paymentStatus: "PENDING" });
    expect(first.reconciledAt).not.toBeNull();

    // Asked 10 minutes in: the next question waits 10 more minutes.
    await reconcilePendingPayments(jobContext(minutesFromNow(15)));
    expect(asked.filter((id) => id === intentId)).toHaveLength(1);
    await reconcilePendingPayments(jobContext(minutesFromNow(21)));
    expect(asked.filter((id) => id === intentId)).toHaveLength(2);
  });

  it("marks failed a payment whose card was declined while its webhook was lost", async () => {
    const { paymentId, intentId } = await paidWithoutWebhook("4000000000000002");
    await reconcilePendingPayments(jobContext(minutesFromNow(10)));
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment).toMatchObject({ paymentStatus: "FAILED", failureMessage: "Your card was declined." });
    expect(await booksOf(api.db.prisma, paymentId)).toEqual({ rows: [], fee: 0, share: 0, serviceTax: 0, feeTax: 0 });
    expect(asked).toContain(intentId);
  });
});

describe("with the real Stripe SDK against a local stand-in", () => {
  const WEBHOOK_SECRET = "whsec_reconcile";
  let stripeApi: StripeApiStandIn;
  let api: TestApp;
  let customerId: number;
  let cookie: string;

  beforeAll(async () => {
    stripeApi = await startStripeApiStandIn({ secretKey: "sk_test_reconcile" });
    api = await startTestApp({
      providers: 3,
      payments: ({ clock }) =>
        createStripeGateway({
          secretKey: "sk_test_reconcile",
          publishableKey: "pk_test_reconcile",
          webhookSecret: WEBHOOK_SECRET,
          connection: stripeApi.connection,
          clock,
          maxNetworkRetries: 0,
        }),
    });
    customerId = (await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
    cookie = await signIn(api, "customer@demo.test");
  });
  afterAll(async () => {
    await api?.close();
    await stripeApi?.close();
  });

  it("reads the intent from Stripe and settles it once; the webhook landing later changes nothing", async () => {
    const { paymentId, intentId, bookingId } = await startCheckout(api, cookie, customerId);
    // The intent's key carries this installation's prefix.
    const installation = await api.db.prisma.installation.findUniqueOrThrow({ where: { id: 1 } });
    expect(stripeApi.requestsTo("POST", "/v1/payment_intents").at(-1)!.idempotencyKey).toBe(
      `${installation.key}:booking-${bookingId}-payment`,
    );
    // The card went through at Stripe; its webhook never reached us.
    stripeApi.payPaymentIntent(intentId);

    const ctx = systemContext({ db: api.db.prisma, clock: minutesFromNow(10), payments: api.app.payments });
    await reconcilePendingPayments(ctx);
    expect(stripeApi.requestsTo("GET", `/v1/payment_intents/${intentId}`)).toHaveLength(1);
    const settled = await settlementOf(api, paymentId);
    expect(settled).toMatchObject({ paymentStatus: "COMPLETED", settledNotices: 2 });
    expect(settled.books).toMatchObject({ fee: FEE, feeTax: FEE_TAX, serviceTax: 0, share: PRICE - FEE - FEE_TAX });
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.stripeChargeId).toBe(stripeApi.object(intentId)!.latest_charge);

    await reconcilePendingPayments(
      systemContext({ db: api.db.prisma, clock: minutesFromNow(90), payments: api.app.payments }),
    );
    expect(stripeApi.requestsTo("GET", `/v1/payment_intents/${intentId}`)).toHaveLength(1);

    const event = {
      id: `evt_stripe_late_${intentId}`,
      object: "event",
      api_version: "2025-10-29.clover",
      created: unixSeconds(TEST_NOW),
      data: { object: stripeApi.object(intentId) as unknown as Stripe.PaymentIntent },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "payment_intent.succeeded",
    };
    const { payload, signature } = signDelivery({ secret: WEBHOOK_SECRET, timestamp: unixSeconds(TEST_NOW), event });
    const answer = await readWebhookAnswer(
      await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(payload, signature)),
    );
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    expect(await settlementOf(api, paymentId)).toEqual(settled);
  });

  it("leaves an intent Stripe has not been paid for, and asks again later", async () => {
    const { paymentId, intentId } = await startCheckout(api, cookie, customerId);
    const ctx = systemContext({ db: api.db.prisma, clock: minutesFromNow(10), payments: api.app.payments });
    const run = await reconcilePendingPayments(ctx);
    expect(run.errors).toBe(0);
    expect(stripeApi.requestsTo("GET", `/v1/payment_intents/${intentId}`)).toHaveLength(1);
    expect(await settlementOf(api, paymentId)).toMatchObject({ paymentStatus: "PENDING", settledNotices: 0 });
  });
});
