// A payment that settles after its booking was cancelled: the customer paid, the card
// payment was still pending (its webhook had not landed), and they cancelled. The
// cancellation then owed nothing (nothing was paid), so when the success lands, by the
// webhook or by the reconciliation job, settlement owes the refund the policy gives: the fee
// the cancellation recorded is kept, the rest goes back, once, under the cancellation's key.
// Checked in the offline test mode, whose held webhook deliveries stand in for late ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../src/context.ts";
import { systemContext } from "../../src/context.ts";
import type { WebhookDelivery } from "../../src/gateways/payments/gateway.ts";
import { PAYMENT_SERVICE_UNAVAILABLE, PaymentGatewayError } from "../../src/gateways/payments/gateway-error.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { reconcilePendingPayments } from "../../src/services/payments/reconcile.ts";
import { retryDueRefunds } from "../../src/services/payments/refund-requests.ts";
import { cookieFrom, startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { booksOf } from "../support/stripe-events.ts";

// Provider 1 (Toronto) is a small supplier: the customer pays the price, no tax on the service;
// settlement writes the fee, the fee's HST (13%, charged to the provider) and the share.
const PRICE = 12_345;
const MINUTE = 60_000;

/** Payments are stamped by the database's clock: the job runs `minutes` after the real now. */
const minutesFromNow = (minutes: number): Clock => {
  const at = new Date(Date.now() + minutes * MINUTE);
  return { now: () => at };
};

type Delivery = Parameters<WebhookDelivery>[0];

let api: TestApp;
let customerId: number;
let cookie: string;
/** While true, the gateway's webhook deliveries are held back (kept here) instead of sent. */
let holdingWebhooks = false;
const held: Delivery[] = [];
/** The app's own delivery to its webhook door, to send a held delivery late. */
let sendToWebhook: WebhookDelivery;
/** While true, the gateway refuses every refund as unreachable. */
let refundsRefused = false;

beforeAll(async () => {
  api = await startTestApp({
    providers: 3,
    payments: (options) => {
      sendToWebhook = options.deliverWebhook;
      const gateway = createTestModeGateway({
        ...options,
        webhookSecret: TEST_WEBHOOK_SECRET,
        deliverWebhook: (delivery) => {
          if (!holdingWebhooks) return options.deliverWebhook(delivery);
          held.push(delivery);
          return Promise.resolve({ status: 200 });
        },
      });
      return {
        ...gateway,
        refund: (request) =>
          refundsRefused
            ? Promise.reject(new PaymentGatewayError("unavailable", PAYMENT_SERVICE_UNAVAILABLE))
            : gateway.refund(request),
      };
    },
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

/**
 * A booking paid with the 4242 card whose success has not reached us: the gateway took the
 * money, the payment is still PENDING. Returns its ids and the held success delivery.
 */
async function paidButPending() {
  const bookingId = await insertCustomerBooking(api.db.prisma, { customerId, price: PRICE });
  const started = await api.graphql(
    `mutation($input: CreatePaymentIntentInput!) {
      createPaymentIntent(input: $input) { __typename ... on StartCheckoutPayload { clientSecret } }
    }`,
    { input: { bookingId: String(bookingId) } },
    { cookie },
  );
  expect(started.errors).toBeUndefined();
  expect(started.data!.createPaymentIntent.__typename).toBe("StartCheckoutPayload");
  holdingWebhooks = true;
  held.length = 0;
  try {
    const paid = await api.graphql(
      `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
        __typename ... on PayWithTestCardPayload { succeeded } } }`,
      { input: { clientSecret: started.data!.createPaymentIntent.clientSecret, cardNumber: "4242 4242 4242 4242" } },
      { cookie },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payWithTestCard).toMatchObject({ succeeded: true });
  } finally {
    holdingWebhooks = false;
  }
  expect(held).toHaveLength(1);
  expect(JSON.parse(held[0]!.payload)).toMatchObject({ type: "payment_intent.succeeded" });
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
  expect(payment.paymentStatus).toBe("PENDING");
  return { bookingId, paymentId: payment.id, intentId: payment.stripePaymentIntentId!, success: held[0]! };
}

/** The customer cancels through the app's REST door; nothing was paid yet, so nothing comes back. */
async function cancel(bookingId: number) {
  const response = await api.request(`/api/bookings/${bookingId}/status`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ status: "cancelled" }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { status: string; refund: unknown };
  expect(body).toMatchObject({ status: "cancelled", refund: { amount: 0, paid: 0, fee: 0, status: "none" } });
  expect(await api.db.prisma.refundRequest.count({ where: { key: `booking-${bookingId}-cancellation` } })).toBe(0);
}

async function deliverLate(delivery: Delivery) {
  const { status } = await sendToWebhook(delivery);
  expect(status).toBe(200);
}

/** Every refund the gateway made of this intent, by amount. */
async function gatewayRefundsOf(intentId: string): Promise<number[]> {
  const rows = await api.db.prisma.testModeObject.findMany({ where: { object: "refund" } });
  return rows
    .map((row) => row.data as { payment_intent?: string; amount: number })
    .filter((refund) => refund.payment_intent === intentId)
    .map((refund) => refund.amount);
}

/** The payment, its ledger, its cancellation's refund request and the customer's refund notices. */
async function moneyOf(bookingId: number, paymentId: number) {
  const prisma = api.db.prisma;
  return {
    payment: await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } }),
    books: await booksOf(prisma, paymentId),
    requests: await prisma.refundRequest.findMany({ where: { paymentId } }),
    request: await prisma.refundRequest.findUnique({ where: { key: `booking-${bookingId}-cancellation` } }),
    issued: await prisma.notification.count({ where: { paymentId, kind: "REFUND_ISSUED" } }),
  };
}

const jobContext = (clock: Clock) => systemContext({ db: api.db.prisma, clock, payments: api.app.payments });

describe("a payment that settles after its booking was cancelled", () => {
  it("is refunded once when its success webhook lands late, and not again when it lands twice", async () => {
    const { bookingId, paymentId, intentId, success } = await paidButPending();
    await cancel(bookingId);
    expect(await gatewayRefundsOf(intentId)).toEqual([]);

    await deliverLate(success);
    const after = await moneyOf(bookingId, paymentId);
    expect(after.payment).toMatchObject({ paymentStatus: "COMPLETED", refundedAmount: PRICE });
    // Settled, then reversed in full: the platform and the provider keep nothing.
    expect(after.books).toMatchObject({ fee: 0, feeTax: 0, serviceTax: 0, share: 0 });
    // PLATFORM_FEE, PROVIDER_SHARE and FEE_TAX, each settled and reversed.
    expect(after.books.rows).toHaveLength(6);
    expect(after.requests).toHaveLength(1);
    expect(after.request).toMatchObject({ paymentId, amount: PRICE, status: "DONE", attempts: 1 });
    expect(after.request!.reason).toContain("before its payment settled");
    expect(await gatewayRefundsOf(intentId)).toEqual([PRICE]);
    expect(after.issued).toBe(1);

    // The same delivery again, and the retry job: nothing more is owed or sent.
    await deliverLate(success);
    await retryDueRefunds(jobContext(minutesFromNow(24 * 60)));
    expect(await gatewayRefundsOf(intentId)).toEqual([PRICE]);
    expect(await moneyOf(bookingId, paymentId)).toEqual(after);
  });

  it("is refunded once when the reconciliation job settles it, and not again when the webhook lands after", async () => {
    const { bookingId, paymentId, intentId, success } = await paidButPending();
    await cancel(bookingId);

    const run = await reconcilePendingPayments(jobContext(minutesFromNow(10)));
    expect(run.applied).toBeGreaterThanOrEqual(1);
    const after = await moneyOf(bookingId, paymentId);
    expect(after.payment).toMatchObject({ paymentStatus: "COMPLETED", refundedAmount: PRICE });
    expect(after.books).toMatchObject({ fee: 0, feeTax: 0, serviceTax: 0, share: 0 });
    expect(after.requests).toHaveLength(1);
    expect(after.request).toMatchObject({ amount: PRICE, status: "DONE" });
    expect(await gatewayRefundsOf(intentId)).toEqual([PRICE]);

    // Its own webhook lands after all, and the job runs again: one refund still.
    await deliverLate(success);
    await reconcilePendingPayments(jobContext(minutesFromNow(90)));
    await retryDueRefunds(jobContext(minutesFromNow(24 * 60)));
    expect(await gatewayRefundsOf(intentId)).toEqual([PRICE]);
    expect(await moneyOf(bookingId, paymentId)).toEqual(after);
  });

  it("keeps the fee the cancellation recorded and refunds the rest", async () => {
    const { bookingId, paymentId, intentId, success } = await paidButPending();
    await cancel(bookingId);
    // Whatever fee the cancellation recorded is the booking's to keep; settlement does not judge it again.
    const fee = 3_086;
    await api.db.prisma.booking.update({ where: { id: bookingId }, data: { cancellationFee: fee } });

    await deliverLate(success);
    const after = await moneyOf(bookingId, paymentId);
    expect(after.request).toMatchObject({ amount: PRICE - fee, status: "DONE" });
    expect(after.payment).toMatchObject({ paymentStatus: "COMPLETED", refundedAmount: PRICE - fee });
    // Kept: the fee's part (1,235 less 926.27 → 926 returned), the fee HST's (161 less 120.75 → 121)
    // and the provider's, the rest of the 3,086.
    expect(after.books).toMatchObject({ fee: 309, feeTax: 40, serviceTax: 0, share: 2_737 });
    expect(after.books.fee + after.books.feeTax + after.books.serviceTax + after.books.share).toBe(fee);
    expect(await gatewayRefundsOf(intentId)).toEqual([PRICE - fee]);
  });

  it("leaves a refused refund to the retry job, which makes it once", async () => {
    const { bookingId, paymentId, intentId, success } = await paidButPending();
    await cancel(bookingId);

    refundsRefused = true;
    try {
      await deliverLate(success);
    } finally {
      refundsRefused = false;
    }
    const pending = await moneyOf(bookingId, paymentId);
    // The payment settled whatever the gateway said; the refund it owes waits.
    expect(pending.payment).toMatchObject({ paymentStatus: "COMPLETED", refundedAmount: 0 });
    expect(pending.request).toMatchObject({
      amount: PRICE,
      status: "PENDING",
      attempts: 1,
      lastError: PAYMENT_SERVICE_UNAVAILABLE,
    });
    expect(await gatewayRefundsOf(intentId)).toEqual([]);

    // Due again once its backoff has passed.
    const due = new Date(pending.request!.nextAttemptAt.getTime() + MINUTE);
    const job = jobContext({ now: () => due });
    await retryDueRefunds(job);
    const after = await moneyOf(bookingId, paymentId);
    expect(after.request).toMatchObject({ status: "DONE", attempts: 2 });
    expect(after.payment.refundedAmount).toBe(PRICE);
    expect(after.books).toMatchObject({ fee: 0, feeTax: 0, serviceTax: 0, share: 0 });
    expect(await gatewayRefundsOf(intentId)).toEqual([PRICE]);
    await retryDueRefunds(job);
    expect(await gatewayRefundsOf(intentId)).toEqual([PRICE]);
  });
});
