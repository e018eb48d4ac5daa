// The offline test-mode gateway on a real database, with a webhook that checks every
// delivery with the gateway's own verifyWebhook (as POST /api/stripe/webhook does) and
// records the events: what test mode stores, answers and sends is what Stripe would.
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../src/context.ts";
import type { Database } from "../../src/db/client.ts";
import {
  type PaymentGateway,
  type PaymentIntentRequest,
  WebhookSignatureError,
} from "../../src/gateways/payments/gateway.ts";
import { PAYMENT_ALREADY_STARTED, PaymentGatewayError } from "../../src/gateways/payments/gateway-error.ts";
import { NOT_A_TEST_CARD } from "../../src/gateways/payments/test-cards.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { PAYMENT_ALREADY_MADE, PAYMENT_NOT_FOUND } from "../../src/gateways/payments/test-mode/request-checks.ts";
import { signTestEvent, stripeSeconds } from "../../src/gateways/payments/test-mode/stripe-format.ts";
import { createTestDatabase } from "../support/database.ts";

const NOW = new Date("2026-11-20T15:00:00Z");
const fixedClock: Clock = { now: () => NOW };
const SECRET = "whsec_test_mode_gateway_test";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** A gateway whose webhook verifies each delivery and answers `status` (200 unless changed). */
function harness(options: { clock?: Clock; webhookSecret?: string } = {}) {
  const events: Stripe.Event[] = [];
  const deliveries: { payload: string; signature: string }[] = [];
  const state = { status: 200 };
  const gateway: PaymentGateway = createTestModeGateway({
    db: database.prisma,
    clock: options.clock ?? fixedClock,
    webhookSecret: options.webhookSecret ?? SECRET,
    deliverWebhook: async (delivery) => {
      deliveries.push(delivery);
      const event = gateway.verifyWebhook(delivery.payload, delivery.signature);
      if (state.status >= 200 && state.status < 300) events.push(event);
      return { status: state.status };
    },
  });
  const testMode = gateway.testMode!;
  return { gateway, testMode, events, deliveries, state, types: () => events.map((event) => event.type) };
}

function intentRequest(overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest {
  return {
    amount: 15_000,
    currency: "cad",
    applicationFeeAmount: 1_500,
    destination: null,
    idempotencyKey: `booking-${randomUUID()}`,
    metadata: { bookingId: "41", providerId: "7", customerId: "12" },
    description: "House Cleaning with Sparkle Co.",
    receiptEmail: "customer@example.com",
    ...overrides,
  };
}

function subscriptionRequest(overrides: Partial<Parameters<PaymentGateway["createSubscription"]>[0]> = {}) {
  return {
    customerEmail: "customer@example.com",
    customerName: "Casey Customer",
    amount: 12_000,
    currency: "cad" as const,
    recurring: { interval: "week", intervalCount: 2 } as const,
    productName: "House Cleaning, every 2 weeks",
    applicationFeePercent: 10,
    destination: null,
    idempotencyKey: `schedule-${randomUUID()}`,
    metadata: { recurringScheduleId: "3", providerId: "7", customerId: "12" },
    ...overrides,
  };
}

async function stored<T>(id: string): Promise<T> {
  const row = await database.prisma.testModeObject.findUniqueOrThrow({ where: { id } });
  return row.data as unknown as T;
}

async function rejection(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe("payment intents", () => {
  it("makes an intent like Stripe's, waiting for a card", async () => {
    const { gateway } = harness();
    expect(gateway.mode).toBe("test");
    expect(gateway.publishableKey).toBeNull();

    const intent = await gateway.createPaymentIntent(intentRequest({ destination: "acct_test_provider7" }));
    expect(intent.id).toMatch(/^pi_test_[A-Za-z0-9]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{24}$`));
    expect(intent).toMatchObject({ status: "requires_payment_method", amount: 15_000 });

    const data = await stored<Stripe.PaymentIntent>(intent.id);
    expect(data).toMatchObject({
      id: intent.id,
      object: "payment_intent",
      amount: 15_000,
      amount_received: 0,
      currency: "cad",
      application_fee_amount: 1_500,
      transfer_data: { destination: "acct_test_provider7" },
      metadata: { bookingId: "41", providerId: "7", customerId: "12" },
      client_secret: intent.clientSecret,
      status: "requires_payment_method",
      livemode: false,
      created: stripeSeconds(NOW),
    });
    expect(await gateway.retrievePaymentIntent(intent.id)).toEqual(intent);
  });

  it("answers the same key with the same intent, asked twice or ten times at once", async () => {
    const { gateway } = harness();
    const request = intentRequest();
    const first = await gateway.createPaymentIntent(request);
    expect(await gateway.createPaymentIntent(request)).toEqual(first);

    const concurrent = intentRequest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.createPaymentIntent(concurrent)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(await database.prisma.testModeObject.count({ where: { idempotencyKey: concurrent.idempotencyKey } })).toBe(
      1,
    );
    expect(
      await database.prisma.testModeObject.count({
        where: {
          object: "payment_intent",
          data: { path: ["metadata", "bookingId"], equals: "41" },
          id: answers[0]!.id,
        },
      }),
    ).toBe(1);
  });

  it("refuses the same key for a different amount, as Stripe refuses a reused key", async () => {
    const { gateway } = harness();
    const request = intentRequest();
    const first = await gateway.createPaymentIntent(request);
    const error = await rejection(gateway.createPaymentIntent({ ...request, amount: 15_001 }));
    expect(error.failure).toBe("idempotency_conflict");
    expect(error.message).toBe(PAYMENT_ALREADY_STARTED);
    expect(String((error.cause as Error).message)).toContain("can only be used with the same parameters");
    expect((await stored<Stripe.PaymentIntent>(first.id)).amount).toBe(15_000);
  });

  it("refuses what Stripe refuses: under 50 cents, over $999,999.99", async () => {
    const { gateway } = harness();
    expect((await rejection(gateway.createPaymentIntent(intentRequest({ amount: 49 })))).code).toBe("amount_too_small");
    const tooLarge = await rejection(gateway.createPaymentIntent(intentRequest({ amount: 100_000_000 })));
    expect(tooLarge.code).toBe("amount_too_large");
    await expect(gateway.createPaymentIntent(intentRequest({ amount: 10.5 }))).rejects.toThrow(RangeError);
    await expect(gateway.createPaymentIntent(intentRequest({ idempotencyKey: "" }))).rejects.toThrow(RangeError);
  });
});

describe("paying with test cards", () => {
  it("4242 4242 4242 4242 pays: the intent succeeds and payment_intent.succeeded is delivered, signed", async () => {
    const { gateway, testMode, events, deliveries } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest({ destination: "acct_test_provider7" }));

    const outcome = await testMode.confirmCard({
      clientSecret: intent.clientSecret,
      cardNumber: "4242 4242 4242 4242",
    });
    expect(outcome).toEqual({ status: "succeeded", paymentIntentId: intent.id });

    expect(events.map((event) => event.type)).toEqual(["payment_intent.succeeded"]);
    const event = events[0] as Stripe.PaymentIntentSucceededEvent;
    expect(event).toMatchObject({
      object: "event",
      api_version: Stripe.API_VERSION,
      created: stripeSeconds(NOW),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    expect(event.id).toMatch(/^evt_test_[A-Za-z0-9]{24}$/);
    const paid = event.data.object;
    expect(paid).toMatchObject({
      id: intent.id,
      status: "succeeded",
      amount: 15_000,
      amount_received: 15_000,
      application_fee_amount: 1_500,
      transfer_data: { destination: "acct_test_provider7" },
      metadata: { bookingId: "41", providerId: "7", customerId: "12" },
      last_payment_error: null,
    });
    expect(paid.latest_charge).toMatch(/^ch_test_/);
    expect(deliveries[0]!.signature).toMatch(new RegExp(`^t=${stripeSeconds(NOW)},v1=[0-9a-f]{64}$`));

    const charge = await stored<Stripe.Charge>(String(paid.latest_charge));
    expect(charge).toMatchObject({ object: "charge", amount: 15_000, amount_refunded: 0, payment_intent: intent.id });
    expect(await stored<Stripe.PaymentIntent>(intent.id)).toMatchObject({ status: "succeeded" });
    // Delivered: nothing about it is pending any more.
    expect(await stored<Stripe.Event>(event.id)).toMatchObject({ pending_webhooks: 0 });
  });

  it("refuses to pay an intent twice", async () => {
    const { gateway, testMode, events } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest());
    await testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" });
    const error = await rejection(
      testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" }),
    );
    expect(error.message).toBe(PAYMENT_ALREADY_MADE);
    expect(events).toHaveLength(1);
  });

  it("4000 0000 0000 0002 is declined: payment_intent.payment_failed, and another card can still pay", async () => {
    const { gateway, testMode, events, types } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest());

    const declined = await testMode.confirmCard({
      clientSecret: intent.clientSecret,
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined).toEqual({ status: "failed", paymentIntentId: intent.id, message: "Your card was declined." });
    expect(types()).toEqual(["payment_intent.payment_failed"]);
    const failed = (events[0] as Stripe.PaymentIntentPaymentFailedEvent).data.object;
    expect(failed).toMatchObject({
      id: intent.id,
      status: "requires_payment_method",
      amount_received: 0,
      metadata: { bookingId: "41" },
      last_payment_error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    });

    const paid = await testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" });
    expect(paid.status).toBe("succeeded");
    expect(types()).toEqual(["payment_intent.payment_failed", "payment_intent.succeeded"]);
    expect((events[1] as Stripe.PaymentIntentSucceededEvent).data.object.last_payment_error).toBeNull();
  });

  it("4000 0000 0000 9995 has insufficient funds", async () => {
    const { gateway, testMode, events } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest());
    const outcome = await testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4000000000009995" });
    expect(outcome).toEqual({
      status: "failed",
      paymentIntentId: intent.id,
      message: "Your card has insufficient funds.",
    });
    expect((events[0] as Stripe.PaymentIntentPaymentFailedEvent).data.object.last_payment_error).toMatchObject({
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it("a mistyped number is incorrect; a real card number is declined in test mode", async () => {
    const { gateway, testMode, events } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest());
    const mistyped = await testMode.confirmCard({
      clientSecret: intent.clientSecret,
      cardNumber: "4242 4242 4242 4241",
    });
    expect(mistyped).toMatchObject({ status: "failed", message: "Your card number is incorrect." });
    expect((events[0] as Stripe.PaymentIntentPaymentFailedEvent).data.object.last_payment_error).toMatchObject({
      code: "incorrect_number",
      message: "Your card number is incorrect.",
    });
    const real = await testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4111 1111 1111 1111" });
    expect(real).toMatchObject({ status: "failed", message: NOT_A_TEST_CARD });
  });

  it("answers an unknown or altered client secret with 'This payment could not be found.'", async () => {
    const { gateway, testMode, events } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest());
    const altered = intent.clientSecret.slice(0, -1) + (intent.clientSecret.endsWith("A") ? "B" : "A");
    for (const clientSecret of [altered, `pi_test_${"x".repeat(24)}_secret_abc`, "nonsense", "x".repeat(10_000)]) {
      const error = await rejection(testMode.confirmCard({ clientSecret, cardNumber: "4242424242424242" }));
      expect(error.message).toBe(PAYMENT_NOT_FOUND);
    }
    expect(events).toHaveLength(0);
    expect(await stored<Stripe.PaymentIntent>(intent.id)).toMatchObject({ status: "requires_payment_method" });
  });

  it("when the webhook refuses, says so; paying again delivers the same event instead of charging twice", async () => {
    const { gateway, testMode, events, deliveries, state } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest());
    state.status = 500;
    await expect(
      testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" }),
    ).rejects.toThrow(/webhook refused the payment_intent\.succeeded event evt_test_\w+ with status 500/);
    const refusedEvent = JSON.parse(deliveries[0]!.payload) as Stripe.Event;

    state.status = 200;
    const again = await testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" });
    expect(again).toEqual({ status: "succeeded", paymentIntentId: intent.id });
    expect(events.map((event) => event.id)).toEqual([refusedEvent.id]);
    expect(
      await database.prisma.testModeObject.count({
        where: { object: "charge", data: { path: ["payment_intent"], equals: intent.id } },
      }),
    ).toBe(1);

    await expect(
      testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" }),
    ).rejects.toThrow(PAYMENT_ALREADY_MADE);
  });

  it("two payments of one intent at once charge it once", async () => {
    const { gateway, testMode, events } = harness();
    const intent = await gateway.createPaymentIntent(intentRequest());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(String(outcome.reason)).toContain(PAYMENT_ALREADY_MADE);
    }
    expect(
      await database.prisma.testModeObject.count({
        where: { object: "charge", data: { path: ["payment_intent"], equals: intent.id } },
      }),
    ).toBe(1);
    // A double click may see the first payment's event still on its way and send it again:
    // the same event, which the webhook applies once.
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
  });
});

describe("subscriptions", () => {
  it("makes an incomplete subscription whose first invoice is paid like an intent", async () => {
    const { gateway } = harness();
    const request = subscriptionRequest({ destination: "acct_test_provider7" });
    const subscription = await gateway.createSubscription(request);
    expect(subscription.id).toMatch(/^sub_test_[A-Za-z0-9]{24}$/);
    expect(subscription.clientSecret).toMatch(/^pi_test_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/);
    expect(await gateway.createSubscription(request)).toEqual(subscription);

    const data = await stored<Stripe.Subscription>(subscription.id);
    expect(data).toMatchObject({
      status: "incomplete",
      application_fee_percent: 10,
      transfer_data: { destination: "acct_test_provider7" },
      metadata: { recurringScheduleId: "3", providerId: "7", customerId: "12" },
    });
    expect(data.items.data[0]!.price).toMatchObject({
      unit_amount: 12_000,
      currency: "cad",
      recurring: { interval: "week", interval_count: 2 },
    });
    const invoice = await stored<Stripe.Invoice>(String(data.latest_invoice));
    expect(invoice).toMatchObject({ status: "open", amount_due: 12_000, amount_paid: 0 });
    expect(invoice.confirmation_secret?.client_secret).toBe(subscription.clientSecret);
    const intentId = subscription.clientSecret.split("_secret_")[0]!;
    expect(await stored<Stripe.PaymentIntent>(intentId)).toMatchObject({
      amount: 12_000,
      application_fee_amount: 1_200,
      metadata: {},
    });

    const changed = await rejection(gateway.createSubscription({ ...request, amount: 13_000 }));
    expect(changed.failure).toBe("idempotency_conflict");
  });

  it("ten identical subscriptions at once make one", async () => {
    const { gateway } = harness();
    const request = subscriptionRequest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.createSubscription(request)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(
      await database.prisma.testModeObject.count({
        where: {
          object: "invoice",
          data: { path: ["parent", "subscription_details", "subscription"], equals: answers[0]!.id },
        },
      }),
    ).toBe(1);
  });

  it("paying the first invoice sends payment_intent.succeeded (no booking) and invoice.paid, and activates it", async () => {
    const { gateway, testMode, events, types } = harness();
    const subscription = await gateway.createSubscription(subscriptionRequest());
    const outcome = await testMode.confirmCard({
      clientSecret: subscription.clientSecret,
      cardNumber: "4242424242424242",
    });
    const intentId = subscription.clientSecret.split("_secret_")[0]!;
    expect(outcome).toEqual({ status: "succeeded", paymentIntentId: intentId });
    expect(types()).toEqual(["payment_intent.succeeded", "invoice.paid"]);

    const paidIntent = (events[0] as Stripe.PaymentIntentSucceededEvent).data.object;
    expect(paidIntent).toMatchObject({ id: intentId, status: "succeeded", amount_received: 12_000 });
    expect(paidIntent.metadata.bookingId).toBeUndefined();

    const invoice = (events[1] as Stripe.InvoicePaidEvent).data.object;
    expect(invoice).toMatchObject({
      object: "invoice",
      status: "paid",
      amount_paid: 12_000,
      amount_remaining: 0,
      currency: "cad",
      parent: {
        type: "subscription_details",
        subscription_details: {
          subscription: subscription.id,
          metadata: { recurringScheduleId: "3", providerId: "7", customerId: "12" },
        },
      },
    });
    expect(invoice.id).toMatch(/^in_test_/);
    expect(invoice.payments?.data[0]).toMatchObject({
      status: "paid",
      amount_paid: 12_000,
      payment: { type: "payment_intent", payment_intent: intentId },
    });
    expect(await stored<Stripe.Subscription>(subscription.id)).toMatchObject({ status: "active" });
  });

  it("a declined first invoice sends payment_intent.payment_failed and invoice.payment_failed", async () => {
    const { gateway, testMode, events, types } = harness();
    const subscription = await gateway.createSubscription(subscriptionRequest());
    const outcome = await testMode.confirmCard({
      clientSecret: subscription.clientSecret,
      cardNumber: "4000000000000002",
    });
    expect(outcome).toMatchObject({ status: "failed", message: "Your card was declined." });
    expect(types()).toEqual(["payment_intent.payment_failed", "invoice.payment_failed"]);
    expect((events[1] as Stripe.InvoicePaymentFailedEvent).data.object).toMatchObject({
      status: "open",
      amount_due: 12_000,
      amount_paid: 0,
      attempt_count: 1,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(await stored<Stripe.Subscription>(subscription.id)).toMatchObject({ status: "incomplete" });
  });
});

describe("refunds", () => {
  async function paidIntent(harnessed: ReturnType<typeof harness>, amount = 10_000) {
    const intent = await harnessed.gateway.createPaymentIntent(
      intentRequest({ amount, applicationFeeAmount: amount / 10 }),
    );
    await harnessed.testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" });
    return intent;
  }

  it("refunds in parts; charge.refunded carries the running total and each refund", async () => {
    const harnessed = harness();
    const { gateway, events } = harnessed;
    const intent = await paidIntent(harnessed);

    const keyA = `refund-${randomUUID()}`;
    const first = await gateway.refund({
      paymentIntentId: intent.id,
      amount: 2_500,
      idempotencyKey: keyA,
      metadata: { paymentId: "9", requestedBy: "staff:1" },
    });
    expect(first.id).toMatch(/^re_test_[A-Za-z0-9]{24}$/);
    const afterFirst = (events.at(-1) as Stripe.ChargeRefundedEvent).data.object;
    expect(events.at(-1)!.type).toBe("charge.refunded");
    expect(afterFirst).toMatchObject({
      object: "charge",
      payment_intent: intent.id,
      amount: 10_000,
      amount_refunded: 2_500,
      refunded: false,
    });
    expect(afterFirst.refunds?.data).toEqual([
      expect.objectContaining({ id: first.id, amount: 2_500, metadata: { paymentId: "9", requestedBy: "staff:1" } }),
    ]);

    // The same key again: the same refund, nothing sent, nothing refunded twice.
    const sent = events.length;
    expect(
      await gateway.refund({ paymentIntentId: intent.id, amount: 2_500, idempotencyKey: keyA, metadata: {} }),
    ).toEqual(first);
    expect(events).toHaveLength(sent);

    const second = await gateway.refund({
      paymentIntentId: intent.id,
      amount: 7_500,
      idempotencyKey: `refund-${randomUUID()}`,
      metadata: {},
    });
    const afterSecond = (events.at(-1) as Stripe.ChargeRefundedEvent).data.object;
    expect(afterSecond).toMatchObject({ amount_refunded: 10_000, refunded: true });
    expect(afterSecond.refunds?.data.map((refund) => refund.id)).toEqual([second.id, first.id]);

    const nothingLeft = await rejection(
      gateway.refund({ paymentIntentId: intent.id, amount: 1, idempotencyKey: `refund-${randomUUID()}`, metadata: {} }),
    );
    expect(nothingLeft.code).toBe("charge_already_refunded");
  });

  it("refuses to refund more than is left, or a payment never made, and changes nothing", async () => {
    const harnessed = harness();
    const { gateway, events } = harnessed;
    const intent = await paidIntent(harnessed, 5_000);
    await gateway.refund({
      paymentIntentId: intent.id,
      amount: 1_000,
      idempotencyKey: `refund-${randomUUID()}`,
      metadata: {},
    });
    const sent = events.length;

    const tooMuch = await rejection(
      gateway.refund({
        paymentIntentId: intent.id,
        amount: 4_001,
        idempotencyKey: `refund-${randomUUID()}`,
        metadata: {},
      }),
    );
    expect(tooMuch.code).toBe("amount_too_large");
    expect(tooMuch.message).toBe("The refund of $40.01 is more than the $40.00 left to refund on this payment.");
    expect(events).toHaveLength(sent);
    const paid = await stored<Stripe.PaymentIntent>(intent.id);
    expect(await stored<Stripe.Charge>(String(paid.latest_charge))).toMatchObject({ amount_refunded: 1_000 });

    const unpaid = await gateway.createPaymentIntent(intentRequest());
    const notPaid = await rejection(
      gateway.refund({
        paymentIntentId: unpaid.id,
        amount: 100,
        idempotencyKey: `refund-${randomUUID()}`,
        metadata: {},
      }),
    );
    expect(notPaid.code).toBe("charge_not_refundable");
    const missing = await rejection(
      gateway.refund({
        paymentIntentId: "pi_test_missing",
        amount: 100,
        idempotencyKey: `refund-${randomUUID()}`,
        metadata: {},
      }),
    );
    expect(missing.code).toBe("resource_missing");
  });

  it("a refund the webhook refused is sent again when the refund is asked for again, not made twice", async () => {
    const harnessed = harness();
    const { gateway, events, deliveries, state } = harnessed;
    const intent = await paidIntent(harnessed);
    const request = {
      paymentIntentId: intent.id,
      amount: 4_000,
      idempotencyKey: `refund-${randomUUID()}`,
      metadata: {},
    };
    state.status = 503;
    await expect(gateway.refund(request)).rejects.toThrow(/refused the charge\.refunded event .* with status 503/);
    const refused = JSON.parse(deliveries.at(-1)!.payload) as Stripe.ChargeRefundedEvent;

    state.status = 200;
    const retried = await gateway.refund(request);
    expect(retried.id).toBe(refused.data.object.refunds!.data[0]!.id);
    expect(events.at(-1)).toMatchObject({ id: refused.id, type: "charge.refunded" });
    const paid = await stored<Stripe.PaymentIntent>(intent.id);
    expect(await stored<Stripe.Charge>(String(paid.latest_charge))).toMatchObject({ amount_refunded: 4_000 });
  });

  it("ten identical refunds at once refund once", async () => {
    const harnessed = harness();
    const { gateway, events } = harnessed;
    const intent = await paidIntent(harnessed);
    const sent = events.length;
    const request = {
      paymentIntentId: intent.id,
      amount: 3_000,
      idempotencyKey: `refund-${randomUUID()}`,
      metadata: {},
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.refund(request)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const paid = await stored<Stripe.PaymentIntent>(intent.id);
    expect(await stored<Stripe.Charge>(String(paid.latest_charge))).toMatchObject({ amount_refunded: 3_000 });
    expect(new Set(events.slice(sent).map((event) => event.id)).size).toBe(1);
  });
});

describe("payouts", () => {
  it("an account set up through the simulated onboarding can receive transfers", async () => {
    const { gateway, testMode, events } = harness();
    const request = {
      email: "owner@sparkle.example",
      businessName: "Sparkle Co.",
      idempotencyKey: `provider-${randomUUID()}-connected-account`,
      metadata: { providerId: "7" },
    };
    const account = await gateway.createConnectedAccount(request);
    expect(account.id).toMatch(/^acct_test_[A-Za-z0-9]{24}$/);
    expect(await gateway.createConnectedAccount(request)).toEqual(account);
    expect(await stored<Stripe.Account>(account.id)).toMatchObject({
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: { providerId: "7" },
    });

    const link = await gateway.onboardingLink({
      accountId: account.id,
      refreshUrl: "http://localhost:3000/provider-dashboard?payouts=refresh",
      returnUrl: "http://localhost:3000/provider-dashboard?payouts=done",
    });
    expect(link.url).toBe(
      `/payouts/test-onboarding?account=${account.id}&return=%2Fprovider-dashboard%3Fpayouts%3Ddone`,
    );
    for (const returnUrl of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example"]) {
      const { url } = await gateway.onboardingLink({ accountId: account.id, refreshUrl: returnUrl, returnUrl });
      const back = new URL(url, "http://localhost").searchParams.get("return")!;
      expect(back).toMatch(/^\/(?!\/)/);
    }

    const transfer = {
      amount: 9_000,
      currency: "cad" as const,
      destination: account.id,
      transferGroup: "payment-9",
      idempotencyKey: `transfer-${randomUUID()}`,
      metadata: { paymentId: "9" },
    };
    const notYet = await rejection(gateway.transfer(transfer));
    expect(notYet.failure).toBe("invalid_request");

    await testMode.completeOnboarding(account.id);
    expect(events.map((event) => event.type)).toEqual(["account.updated"]);
    const updated = events[0] as Stripe.AccountUpdatedEvent;
    expect(updated.data.object).toMatchObject({
      id: account.id,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      metadata: { providerId: "7" },
    });
    expect(updated.data.previous_attributes).toEqual({
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
    });

    const made = await gateway.transfer(transfer);
    expect(made.id).toMatch(/^tr_test_/);
    expect(await gateway.transfer(transfer)).toEqual(made);
    expect(await stored<Stripe.Transfer>(made.id)).toMatchObject({
      amount: 9_000,
      destination: account.id,
      transfer_group: "payment-9",
    });
    expect((await rejection(gateway.transfer({ ...transfer, amount: 9_001 }))).failure).toBe("idempotency_conflict");
  });

  it("knows no account it did not make", async () => {
    const { gateway, testMode } = harness();
    for (const accountId of ["acct_test_nobody", "not an id", "x".repeat(5_000)]) {
      expect((await rejection(testMode.completeOnboarding(accountId))).code).toBe("resource_missing");
      const error = await rejection(gateway.onboardingLink({ accountId, refreshUrl: "/", returnUrl: "/" }));
      expect(error.code).toBe("resource_missing");
    }
  });
});

describe("verifyWebhook", () => {
  const event = { id: "evt_test_verify", object: "event", type: "payment_intent.succeeded", data: { object: {} } };

  it("accepts what is signed with its secret within 300 seconds of its clock", async () => {
    const { gateway } = harness();
    const now = stripeSeconds(NOW);
    for (const timestamp of [now, now - 300, now + 60]) {
      const { payload, signature } = signTestEvent({ secret: SECRET, event, timestamp });
      expect(gateway.verifyWebhook(payload, signature)).toMatchObject({ id: "evt_test_verify" });
    }
  });

  it("refuses a tampered body, another secret, a stale or missing signature", async () => {
    const { gateway } = harness();
    const now = stripeSeconds(NOW);
    const { payload, signature } = signTestEvent({ secret: SECRET, event, timestamp: now });
    const tampered = payload.replace("evt_test_verify", "evt_test_forged");
    const otherSecret = signTestEvent({ secret: "whsec_someone_else", event, timestamp: now });
    const stale = signTestEvent({ secret: SECRET, event, timestamp: now - 301 });
    const cases: [string, string | undefined][] = [
      [tampered, signature],
      [otherSecret.payload, otherSecret.signature],
      [stale.payload, stale.signature],
      [payload, undefined],
      [payload, ""],
      [payload, "t=abc,v1=def"],
    ];
    for (const [body, header] of cases) {
      expect(() => gateway.verifyWebhook(body, header)).toThrow(WebhookSignatureError);
    }
    expect(() => gateway.verifyWebhook(stale.payload, stale.signature)).toThrow(/older than 300 seconds/);
    expect(() => gateway.verifyWebhook(tampered, signature)).toThrow(/does not match its body/);
  });

  it("signs and verifies its own events whatever its clock says, far from the real time", async () => {
    for (const at of ["2001-02-03T04:05:06Z", "2091-01-01T00:00:00Z"]) {
      const { gateway, testMode, events } = harness({ clock: { now: () => new Date(at) } });
      const intent = await gateway.createPaymentIntent(intentRequest());
      await testMode.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" });
      expect(events[0]).toMatchObject({ type: "payment_intent.succeeded", created: stripeSeconds(new Date(at)) });
    }
  });

  it("makes a secret of its own when given none, so nobody else can sign its events", async () => {
    const events: Stripe.Event[] = [];
    const gateway: PaymentGateway = createTestModeGateway({
      db: database.prisma,
      clock: fixedClock,
      deliverWebhook: async ({ payload, signature }) => {
        events.push(gateway.verifyWebhook(payload, signature));
        return { status: 200 };
      },
    });
    const intent = await gateway.createPaymentIntent(intentRequest());
    await gateway.testMode!.confirmCard({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242" });
    expect(events).toHaveLength(1);
    const forged = signTestEvent({ secret: SECRET, event, timestamp: stripeSeconds(NOW) });
    expect(() => gateway.verifyWebhook(forged.payload, forged.signature)).toThrow(WebhookSignatureError);
  });
});
