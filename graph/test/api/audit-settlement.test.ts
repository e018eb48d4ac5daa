// Money the gateway moved is in the audit log: a payment settled (by its webhook or by the
// reconciliation job), a payment held because less arrived than it owed, and a refund the
// ledger took back. Each is written by the system, in the transaction that moves the
// ledger, so an event applied once writes one entry and a replayed or late event none.
// A refused card moves no money and writes nothing.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../src/context.ts";
import { systemContext } from "../../src/context.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import {
  chargeRefundedEvent,
  paymentFailedEvent,
  paymentIntentSucceededEvent,
} from "../../src/gateways/payments/test-mode/payment-intent-objects.ts";
import { stripeEvent } from "../../src/gateways/payments/test-mode/stripe-format.ts";
import { reconcilePendingPayments } from "../../src/services/payments/reconcile.ts";
import { cookieFrom, startTestApp, TEST_NOW, TEST_WEBHOOK_SECRET, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import {
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
const NOW = unixSeconds(TEST_NOW);
const MINUTE = 60_000;

let api: TestApp;
let customerId: number;
let cookie: string;
/** While true, the test-mode gateway's own deliveries are lost on the way. */
let losingWebhooks = false;

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
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email: "customer@demo.test", password: "demo-password" } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  cookie = cookieFrom(response);
});
afterAll(() => api?.close());

interface Checkout {
  paymentId: number;
  intentId: string;
  clientSecret: string;
  metadata: Record<string, string>;
}

async function startCheckout(): Promise<Checkout> {
  const bookingId = await insertCustomerBooking(api.db.prisma, { customerId, price: PRICE });
  const { data, errors } = await api.graphql(
    `mutation($input: CreatePaymentIntentInput!) {
      createPaymentIntent(input: $input) { __typename ... on StartCheckoutPayload { clientSecret } }
    }`,
    { input: { bookingId: String(bookingId) } },
    { cookie },
  );
  expect(errors).toBeUndefined();
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
  return {
    paymentId: payment.id,
    intentId: payment.stripePaymentIntentId!,
    clientSecret: data!.createPaymentIntent.clientSecret as string,
    metadata: { bookingId: String(bookingId), providerId: "1", customerId: String(customerId) },
  };
}

async function deliver(event: Stripe.Event) {
  const { payload, signature } = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: NOW, event });
  const answer = await readWebhookAnswer(
    await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(payload, signature)),
  );
  expect(answer, event.id).toMatchObject({ status: 200, body: { received: true } });
  return answer.body!.outcome;
}

let counter = 0;
const eventId = (label: string) => `evt_audit_settlement_${label}_${++counter}`;

function succeeded(checkout: Checkout, amount = PRICE, id = eventId("succeeded")) {
  return paymentIntentSucceededEvent({
    eventId: id,
    created: NOW,
    paymentIntentId: checkout.intentId,
    chargeId: `ch_for_${checkout.intentId}`,
    amount,
    metadata: checkout.metadata,
  });
}

function refunded(checkout: Checkout, refunds: number[], id = eventId("refunded")) {
  return chargeRefundedEvent({
    eventId: id,
    created: NOW,
    chargedAt: NOW,
    chargeId: `ch_for_${checkout.intentId}`,
    paymentIntentId: checkout.intentId,
    amount: PRICE,
    metadata: checkout.metadata,
    refunds: refunds.map((amount, index) => ({ id: `re_${checkout.intentId}_${index}`, amount })).reverse(),
  });
}

/** The payment's audit entries, oldest first, as staff's screen reads them. */
async function entriesOf(paymentId: number) {
  const entries = await api.db.prisma.auditEntry.findMany({
    where: { targetType: "Payment", targetId: String(paymentId) },
    orderBy: { id: "asc" },
  });
  return entries.map((entry) => ({
    action: entry.action,
    actorKind: entry.actorKind,
    actorUserId: entry.actorUserId,
    summary: entry.summary,
  }));
}

describe("a settled payment", () => {
  it("is one entry by the system when its webhook lands, and none when it is replayed or arrives again", async () => {
    const checkout = await startCheckout();
    expect(await entriesOf(checkout.paymentId)).toEqual([]);
    const event = succeeded(checkout);
    expect(await deliver(event)).toBe("applied");
    const once = await entriesOf(checkout.paymentId);
    expect(once).toEqual([
      {
        action: "payment.settle",
        actorKind: "SYSTEM",
        actorUserId: null,
        summary: {
          before: { paymentStatus: "PENDING", totalAmount: PRICE },
          after: {
            paymentStatus: "COMPLETED",
            totalAmount: PRICE,
            platformFee: FEE,
            feeTax: FEE_TAX,
            serviceTax: 0,
            providerShare: PRICE - FEE - FEE_TAX,
            transferStatus: "PENDING",
            gatewayEvent: event.id,
          },
        },
      },
    ]);

    expect(await deliver(event)).toBe("duplicate");
    // The same news under another event id (Stripe retried, or sent it twice): nothing moves.
    expect(await deliver(succeeded(checkout))).toBe("applied");
    expect(await entriesOf(checkout.paymentId)).toEqual(once);
  });

  it("is one entry when the reconciliation job settles it, and none when the webhook lands after it", async () => {
    const checkout = await startCheckout();
    losingWebhooks = true;
    try {
      const { data, errors } = await api.graphql(
        `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) { __typename } }`,
        { input: { clientSecret: checkout.clientSecret, cardNumber: "4242424242424242" } },
        { cookie },
      );
      expect(errors).toBeUndefined();
      expect(data!.payWithTestCard.__typename).toBe("PayWithTestCardPayload");
    } finally {
      losingWebhooks = false;
    }
    expect(await entriesOf(checkout.paymentId)).toEqual([]);

    // Payments are stamped by the database's clock: the job runs ten minutes after the real now.
    const later: Clock = { now: () => new Date(Date.now() + 10 * MINUTE) };
    const run = await reconcilePendingPayments(
      systemContext({ db: api.db.prisma, clock: later, payments: api.app.payments }),
    );
    expect(run.applied).toBeGreaterThanOrEqual(1);
    const once = await entriesOf(checkout.paymentId);
    expect(once).toMatchObject([
      {
        action: "payment.settle",
        actorKind: "SYSTEM",
        summary: {
          after: {
            paymentStatus: "COMPLETED",
            totalAmount: PRICE,
            gatewayEvent: `reconcile_${checkout.intentId}_succeeded`,
          },
        },
      },
    ]);

    const intent = await api.app.payments.retrievePaymentIntentObject(checkout.intentId);
    await deliver(stripeEvent("payment_intent.succeeded", intent, { created: TEST_NOW, eventId: eventId("late") }));
    expect(await entriesOf(checkout.paymentId)).toEqual(once);
  });

  it("writes nothing for a refused card: no money moved", async () => {
    const checkout = await startCheckout();
    const failed = paymentFailedEvent({
      eventId: eventId("failed"),
      created: NOW,
      paymentIntentId: checkout.intentId,
      amount: PRICE,
      metadata: checkout.metadata,
      message: "Your card was declined.",
    });
    expect(await deliver(failed)).toBe("applied");
    expect(await entriesOf(checkout.paymentId)).toEqual([]);
  });
});

describe("a payment paid short", () => {
  it("is one hold entry with what arrived, and none when the same shortfall is reported again", async () => {
    const checkout = await startCheckout();
    const short = succeeded(checkout, 10_000);
    await deliver(short);
    const once = await entriesOf(checkout.paymentId);
    expect(once).toEqual([
      {
        action: "payment.hold",
        actorKind: "SYSTEM",
        actorUserId: null,
        summary: {
          before: { paymentStatus: "PENDING", amountReceived: null },
          after: { paymentStatus: "PENDING", amountReceived: 10_000, totalAmount: PRICE, gatewayEvent: short.id },
        },
      },
    ]);
    await deliver(short);
    await deliver(succeeded(checkout, 10_000));
    expect(await entriesOf(checkout.paymentId)).toEqual(once);
  });
});

describe("a refund", () => {
  it("is one entry per refund the ledger takes back, none for a replay or a stale total", async () => {
    const checkout = await startCheckout();
    await deliver(succeeded(checkout));
    const first = refunded(checkout, [2_000]);
    await deliver(first);
    await deliver(first);
    const second = refunded(checkout, [2_000, 10_345]);
    await deliver(second);
    // An older total arriving late takes nothing back.
    await deliver(refunded(checkout, [2_000]));

    const refunds = (await entriesOf(checkout.paymentId)).filter((entry) => entry.action === "refund.settle");
    expect(refunds).toEqual([
      {
        action: "refund.settle",
        actorKind: "SYSTEM",
        actorUserId: null,
        summary: {
          before: { refundedAmount: 0 },
          // 2,000 of 12,345: 200.08 → 200 of the fee, 26.08 → 26 of its HST, the rest (1,774) of the share.
          after: {
            refundedAmount: 2_000,
            platformFee: -200,
            feeTax: -26,
            serviceTax: 0,
            providerShare: -1_774,
            gatewayEvent: first.id,
          },
        },
      },
      {
        action: "refund.settle",
        actorKind: "SYSTEM",
        actorUserId: null,
        summary: {
          before: { refundedAmount: 2_000 },
          after: {
            refundedAmount: PRICE,
            platformFee: -(FEE - 200),
            feeTax: -(FEE_TAX - 26),
            serviceTax: 0,
            providerShare: -(PRICE - FEE - FEE_TAX - 1_774),
            gatewayEvent: second.id,
          },
        },
      },
    ]);
  });
});
