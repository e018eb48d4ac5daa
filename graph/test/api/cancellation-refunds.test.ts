// Cancelling a paid booking refunds it by the cancellation policy
// (shared/bookings/cancellation-policy.ts): in full in the free window, less a 25% fee for a
// customer's late cancellation, in full whenever the provider or staff cancel. Checked in the
// offline test mode (the ledger after the refund lands, twenty racing cancels, a refused
// refund retried by the job and given up on) and through the real Stripe SDK against the
// local stand-in for api.stripe.com.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/context.ts";
import type { PaymentGatewayFactory } from "../../src/gateways/payments/configure.ts";
import { PAYMENT_SERVICE_UNAVAILABLE, PaymentGatewayError } from "../../src/gateways/payments/gateway-error.ts";
import { createStripeGateway } from "../../src/gateways/payments/stripe-gateway.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { REFUND_MAX_ATTEMPTS, retryDueRefunds } from "../../src/services/payments/refund-requests.ts";
import { isoDateOf } from "../../src/services/bookings/calendar-date.ts";
import {
  FREE_CANCELLATION_HOURS,
  keptSplit,
  lateCancellationFeeOf,
  visitStartsAt,
} from "../../../shared/bookings/cancellation-policy.ts";
import { platformFeeOf } from "../../../shared/payments/commission.ts";
import { signedInAccount } from "../support/notifications.ts";
import {
  cookieFrom,
  startTestApp,
  TEST_NOW,
  TEST_WEBHOOK_SECRET,
  type TestApp,
  TEST_STAFF_CODE,
} from "../support/app.ts";
import { apiError, startStripeApiStandIn, type StripeApiStandIn } from "../support/stripe-api-stand-in.ts";
import {
  booksOf,
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
} from "../support/stripe-events.ts";

const PRICE = 12_345;
const LATE_FEE = 3_086; // 25% of 123.45 is 30.8625: 30.86
const PROVIDER = 1; // provider@demo.test: Toronto, a small supplier (no tax on the service)
/**
 * What a late cancellation's payment keeps in the ledger once its refund of 9,259 lands. Paid:
 * 12,345, the fee 1,235 and its HST 13% 161 (160.55 → 161), the provider 10,949. Refunded in
 * proportion: 9,259 × 1,235 / 12,345 = 926.27 → 926 of the fee, 9,259 × 161 / 12,345 = 120.75 →
 * 121 of its HST, the provider the rest (8,212). Kept: 309, 40 and 2,737, the late fee to the cent.
 */
const LATE_KEPT = { fee: 309, feeTax: 40, serviceTax: 0, share: 2_737 };
const HOUR = 60 * 60 * 1000;

/** A day after TEST_NOW (2026-11-20 15:00 UTC) is well outside 24 hours wherever the provider is. */
const FREE_DATE = "2026-11-25";
/** 17:00 on TEST_NOW's own date is later that day, and within 24 hours, in every Canadian zone. */
const LATE_DATE = "2026-11-20";
/** Yesterday: the visit's start has passed. */
const PAST_DATE = "2026-11-19";

const RESULT_FIELDS = /* GraphQL */ `
  __typename
  ... on Error { errorMessage: message }
`;

const PREVIEW = /* GraphQL */ `
  query Preview($bookingId: ID!) {
    bookingCancellation(bookingId: $bookingId) {
      ${RESULT_FIELDS}
      ... on CancellationPreview {
        window party paid refund fee feeToProvider feeToPlatform startsAt freeUntil
        booking { databaseId status }
      }
    }
  }
`;

const UPDATE_STATUS = /* GraphQL */ `
  mutation Cancel($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) {
      ${RESULT_FIELDS}
      ... on UpdateBookingStatusPayload {
        booking { databaseId status cancelledBy cancellationFee cancelledAt }
        refund { amount fee window status }
      }
    }
  }
`;

interface Parties {
  customerId: number;
  customerCookie: string;
  providerCookie: string;
  staffCookie: string;
  otherCookie: string;
}

async function signIn(app: TestApp, email: string, password = "demo-password") {
  const { response, data } = await app.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

async function partiesOf(app: TestApp): Promise<Parties> {
  const customerId = (await app.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  return {
    customerId,
    customerCookie: await signIn(app, "customer@demo.test"),
    providerCookie: await signIn(app, "provider@demo.test"),
    staffCookie: await signIn(app, "admin@demo.test"),
    otherCookie: (await signedInAccount(app, "olive@cancel.test")).cookie,
  };
}

async function insertBooking(app: TestApp, customerId: number, date: string, time = "17:00") {
  const booking = await app.db.prisma.booking.create({
    data: {
      providerId: PROVIDER,
      customerId,
      customerName: "Casey Customer",
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      preferredDate: new Date(`${date}T00:00:00Z`),
      preferredTime: time,
      estimatedPrice: PRICE,
    },
  });
  return booking.id;
}

async function startCheckout(app: TestApp, cookie: string, bookingId: number) {
  const { data, errors } = await app.graphql(
    `mutation($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) {
      ${RESULT_FIELDS} ... on StartCheckoutPayload { clientSecret payment { databaseId } } } }`,
    { input: { bookingId: encodeGlobalID("Booking", bookingId) } },
    { cookie },
  );
  expect(errors).toBeUndefined();
  expect(data!.createPaymentIntent.__typename).toBe("StartCheckoutPayload");
  return data!.createPaymentIntent as { clientSecret: string; payment: { databaseId: number } };
}

async function preview(app: TestApp, cookie: string, bookingId: number) {
  const { data, errors } = await app.graphql(PREVIEW, { bookingId: String(bookingId) }, { cookie });
  expect(errors).toBeUndefined();
  return data!.bookingCancellation;
}

async function cancelByGraphql(app: TestApp, cookie: string, bookingId: number) {
  const { data, errors } = await app.graphql(
    UPDATE_STATUS,
    { input: { bookingId: String(bookingId), status: "CANCELLED" } },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.updateBookingStatus;
}

function cancelByRest(app: TestApp, cookie: string, bookingId: number) {
  return app.request(`/api/bookings/${bookingId}/status`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ status: "cancelled" }),
  });
}

/** The payment's ledger adds up to what it kept: the total less what was refunded. */
async function expectLedgerMatches(app: TestApp, paymentId: number) {
  const payment = await app.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const books = await booksOf(app.db.prisma, paymentId);
  expect(books.fee + books.feeTax + books.serviceTax + books.share).toBe(payment.totalAmount - payment.refundedAmount);
  return { payment, books };
}

describe("in the offline test mode", () => {
  let api: TestApp;
  let parties: Parties;
  let timeZone: string;
  /** While set, the gateway refuses every refund as unreachable. */
  let refundsRefused = false;

  const refusingGateway: PaymentGatewayFactory = (options) => {
    const gateway = createTestModeGateway({ ...options, webhookSecret: TEST_WEBHOOK_SECRET });
    return new Proxy(gateway, {
      get(target, property, receiver) {
        if (property === "refund") {
          return (request: Parameters<typeof gateway.refund>[0]) =>
            refundsRefused
              ? Promise.reject(new PaymentGatewayError("unavailable", PAYMENT_SERVICE_UNAVAILABLE))
              : target.refund(request);
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  };

  /** A booking of provider 1's on `date`, paid with the 4242 card: its ids. */
  async function paidBooking(date: string, time = "17:00") {
    const bookingId = await insertBooking(api, parties.customerId, date, time);
    const { clientSecret, payment } = await startCheckout(api, parties.customerCookie, bookingId);
    const { data, errors } = await api.graphql(
      `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
        ${RESULT_FIELDS} ... on PayWithTestCardPayload { succeeded } } }`,
      { input: { clientSecret, cardNumber: "4242 4242 4242 4242" } },
      { cookie: parties.customerCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.payWithTestCard).toMatchObject({ succeeded: true });
    return { bookingId, paymentId: payment.databaseId };
  }

  /** The retry job as the server runs it, at `at`. */
  const runRetryJob = (at: Date) =>
    retryDueRefunds(systemContext({ db: api.db.prisma, clock: { now: () => at }, payments: api.app.payments }));

  beforeAll(async () => {
    api = await startTestApp({ providers: 3, payments: refusingGateway });
    parties = await partiesOf(api);
    const provider = await api.db.prisma.provider.findUniqueOrThrow({
      where: { id: PROVIDER },
      select: { city: { select: { timeZone: true } } },
    });
    timeZone = provider.city.timeZone;
  });
  afterAll(() => api?.close());

  it("previews a free cancellation as a full refund, by GraphQL and REST, then refunds it all", async () => {
    const { bookingId, paymentId } = await paidBooking(FREE_DATE);
    const startsAt = visitStartsAt(FREE_DATE, "17:00", timeZone);
    expect(await preview(api, parties.customerCookie, bookingId)).toEqual({
      __typename: "CancellationPreview",
      window: "FREE",
      party: "CUSTOMER",
      paid: PRICE,
      refund: PRICE,
      fee: 0,
      feeToProvider: 0,
      feeToPlatform: 0,
      startsAt: startsAt.toISOString(),
      freeUntil: new Date(startsAt.getTime() - FREE_CANCELLATION_HOURS * HOUR).toISOString(),
      booking: { databaseId: bookingId, status: "CONFIRMED" },
    });
    const rest = await api.getJson(`/api/bookings/${bookingId}/cancellation`, { cookie: parties.customerCookie });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      bookingId,
      window: "free",
      party: "customer",
      paid: PRICE,
      refund: PRICE,
      fee: 0,
    });

    const response = await cancelByRest(api, parties.customerCookie, bookingId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    // Everything it answered before, and the refund beside it.
    expect(body).toMatchObject({ id: bookingId, status: "cancelled", estimatedPrice: PRICE });
    expect(body.refund).toEqual({ amount: PRICE, fee: 0, paid: PRICE, window: "free", status: "done" });

    const booking = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(booking).toMatchObject({ status: "CANCELLED", cancelledBy: "CUSTOMER", cancellationFee: 0 });
    expect(booking.cancelledAt?.toISOString()).toBe(TEST_NOW.toISOString());
    const { payment, books } = await expectLedgerMatches(api, paymentId);
    expect(payment.refundedAmount).toBe(PRICE);
    expect(books).toMatchObject({ fee: 0, feeTax: 0, serviceTax: 0, share: 0 });
    const request = await api.db.prisma.refundRequest.findUniqueOrThrow({
      where: { key: `booking-${bookingId}-cancellation` },
    });
    expect(request).toMatchObject({ paymentId, amount: PRICE, status: "DONE", attempts: 1 });
    expect(request.gatewayRefundId).toMatch(/^re_test_/);
    const issued = await api.db.prisma.notification.findMany({ where: { kind: "REFUND_ISSUED", paymentId } });
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ recipientId: parties.customerId });
    expect(issued[0]!.body).toContain("$123.45");

    // Cancelled: nothing more to preview.
    expect(await preview(api, parties.customerCookie, bookingId)).toMatchObject({ __typename: "ValidationError" });
  });

  it("keeps 25% from a customer's late cancellation, for the provider less the commission", async () => {
    const { bookingId, paymentId } = await paidBooking(LATE_DATE);
    // The payment as checkout stored it: the fee and its HST line (the provider is a small supplier).
    const split = keptSplit({
      totalAmount: PRICE,
      platformFee: platformFeeOf(PRICE),
      feeTaxLines: [161],
      serviceTaxLines: [],
      refundedBefore: 0,
      refund: PRICE - LATE_FEE,
    });
    expect(split).toEqual({ platformFee: LATE_KEPT.fee + LATE_KEPT.feeTax, providerShare: LATE_KEPT.share });
    expect(lateCancellationFeeOf(PRICE)).toBe(LATE_FEE);
    const previewed = await preview(api, parties.customerCookie, bookingId);
    expect(previewed).toMatchObject({
      window: "LATE",
      party: "CUSTOMER",
      paid: PRICE,
      refund: PRICE - LATE_FEE,
      fee: LATE_FEE,
      feeToProvider: split.providerShare,
      feeToPlatform: split.platformFee,
    });
    expect(split.platformFee + split.providerShare).toBe(LATE_FEE);

    expect(await cancelByGraphql(api, parties.customerCookie, bookingId)).toMatchObject({
      __typename: "UpdateBookingStatusPayload",
      booking: { databaseId: bookingId, status: "CANCELLED", cancelledBy: "CUSTOMER", cancellationFee: LATE_FEE },
      refund: { amount: PRICE - LATE_FEE, fee: LATE_FEE, window: "LATE", status: "DONE" },
    });
    const { payment, books } = await expectLedgerMatches(api, paymentId);
    expect(payment.refundedAmount).toBe(PRICE - LATE_FEE);
    // What the ledger keeps is the late fee: the commission on it, the commission's HST, the rest.
    expect(books).toMatchObject(LATE_KEPT);
    // Split as the preview said: the platform keeps its fee and the fee's tax (FEE_TAX), the
    // provider its share and the service's taxes (PROVIDER_LEDGER_KINDS, what payouts pay).
    expect({ toPlatform: books.fee + books.feeTax, toProvider: books.share + books.serviceTax }).toEqual({
      toPlatform: previewed.feeToPlatform,
      toProvider: previewed.feeToProvider,
    });
  });

  it("counts a late fee kept in the provider's month, and a refunded cancellation not at all", async () => {
    const earnings = async () => {
      const { status, body } = await api.getJson(`/api/provider/${PROVIDER}/stats`, { cookie: parties.providerCookie });
      expect(status).toBe(200);
      return (body as { thisMonthEarnings: number; completedBookings: number }).thisMonthEarnings;
    };
    const before = await earnings();
    const late = await paidBooking(LATE_DATE);
    await cancelByGraphql(api, parties.customerCookie, late.bookingId);
    expect(await earnings()).toBe(before + LATE_FEE);
    const free = await paidBooking(FREE_DATE);
    await cancelByGraphql(api, parties.customerCookie, free.bookingId);
    expect(await earnings()).toBe(before + LATE_FEE);
  });

  it("keeps the fee from a customer who cancels after the start too", async () => {
    const { bookingId, paymentId } = await paidBooking(PAST_DATE);
    expect(await cancelByGraphql(api, parties.customerCookie, bookingId)).toMatchObject({
      refund: { amount: PRICE - LATE_FEE, fee: LATE_FEE, window: "LATE" },
    });
    expect((await expectLedgerMatches(api, paymentId)).payment.refundedAmount).toBe(PRICE - LATE_FEE);
  });

  it("refunds in full when the provider cancels late, and when staff do", async () => {
    const byProvider = await paidBooking(LATE_DATE);
    expect(await preview(api, parties.providerCookie, byProvider.bookingId)).toMatchObject({
      window: "LATE",
      party: "PROVIDER",
      refund: PRICE,
      fee: 0,
    });
    expect(await cancelByGraphql(api, parties.providerCookie, byProvider.bookingId)).toMatchObject({
      booking: { cancelledBy: "PROVIDER", cancellationFee: 0 },
      refund: { amount: PRICE, fee: 0, window: "LATE", status: "DONE" },
    });
    expect((await expectLedgerMatches(api, byProvider.paymentId)).payment.refundedAmount).toBe(PRICE);

    const byStaff = await paidBooking(PAST_DATE);
    const response = await cancelByRest(api, parties.staffCookie, byStaff.bookingId);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { refund: unknown }).refund).toMatchObject({ amount: PRICE, fee: 0 });
    expect(await api.db.prisma.booking.findUniqueOrThrow({ where: { id: byStaff.bookingId } })).toMatchObject({
      cancelledBy: "STAFF",
      cancellationFee: 0,
    });
  });

  it("refunds nothing for an unpaid booking, and asks nobody", async () => {
    const bookingId = await insertBooking(api, parties.customerId, LATE_DATE);
    expect(await preview(api, parties.customerCookie, bookingId)).toMatchObject({ paid: 0, refund: 0, fee: 0 });
    const response = await cancelByRest(api, parties.customerCookie, bookingId);
    expect(((await response.json()) as { refund: unknown }).refund).toEqual({
      amount: 0,
      fee: 0,
      paid: 0,
      window: "late",
      status: "none",
    });
    expect(await api.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
      cancelledBy: "CUSTOMER",
      cancellationFee: 0,
    });
    expect(await api.db.prisma.refundRequest.count({ where: { key: `booking-${bookingId}-cancellation` } })).toBe(0);
  });

  it("shows the preview only to those who may cancel", async () => {
    const bookingId = await insertBooking(api, parties.customerId, FREE_DATE);
    // Another account hears what a missing booking would give: nothing confirms the id.
    expect(await preview(api, parties.otherCookie, bookingId)).toMatchObject({ __typename: "NotFoundError" });
    const visitor = await api.getJson(`/api/bookings/${bookingId}/cancellation`);
    expect(visitor.status).toBe(401);
    const other = await api.getJson(`/api/bookings/${bookingId}/cancellation`, { cookie: parties.otherCookie });
    expect(other.status).toBe(404);
    const missing = await api.getJson(`/api/bookings/99999999/cancellation`, { cookie: parties.staffCookie });
    expect(missing.status).toBe(404);
    // Garbage is answered as the booking's own path answers it.
    const garbage = await api.getJson(`/api/bookings/nope/cancellation`, { cookie: parties.staffCookie });
    const read = await api.getJson(`/api/bookings/nope`, { cookie: parties.staffCookie });
    expect(garbage).toMatchObject({ status: read.status, body: read.body });
    expect(garbage.status).toBeLessThan(500);
  });

  it("refunds once when twenty cancels of one paid booking race", async () => {
    const { bookingId, paymentId } = await paidBooking(FREE_DATE);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => cancelByRest(api, parties.customerCookie, bookingId).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others lost the race: someone changed it first, or it was already cancelled.
    expect(statuses.filter((status) => status !== 200 && status !== 409 && status !== 400)).toEqual([]);
    expect(await api.db.prisma.refundRequest.count({ where: { paymentId } })).toBe(1);
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    const refunds = await api.db.prisma.testModeObject.findMany({ where: { object: "refund" } });
    expect(
      refunds.filter(
        (row) => (row.data as { payment_intent?: string }).payment_intent === payment.stripePaymentIntentId,
      ),
    ).toHaveLength(1);
    expect(payment.refundedAmount).toBe(PRICE);
    await expectLedgerMatches(api, paymentId);
    expect(await api.db.prisma.notification.count({ where: { kind: "REFUND_ISSUED", paymentId } })).toBe(1);
  });

  it("keeps a refused refund pending, and the job makes it when the gateway answers again", async () => {
    const { bookingId, paymentId } = await paidBooking(FREE_DATE);
    refundsRefused = true;
    try {
      expect(await cancelByGraphql(api, parties.customerCookie, bookingId)).toMatchObject({
        booking: { status: "CANCELLED" },
        refund: { amount: PRICE, status: "PENDING" },
      });
      const pending = await api.db.prisma.refundRequest.findUniqueOrThrow({
        where: { key: `booking-${bookingId}-cancellation` },
      });
      expect(pending).toMatchObject({ status: "PENDING", attempts: 1, lastError: PAYMENT_SERVICE_UNAVAILABLE });
      expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(TEST_NOW.getTime());
      // Not due yet: the job leaves it.
      await runRetryJob(TEST_NOW);
      expect(await api.db.prisma.refundRequest.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
        attempts: 1,
      });
    } finally {
      refundsRefused = false;
    }
    await runRetryJob(new Date(TEST_NOW.getTime() + HOUR));
    expect(await api.db.prisma.refundRequest.findFirstOrThrow({ where: { paymentId } })).toMatchObject({
      status: "DONE",
      attempts: 2,
    });
    expect((await expectLedgerMatches(api, paymentId)).payment.refundedAmount).toBe(PRICE);
    expect(await api.db.prisma.notification.count({ where: { kind: "REFUND_ISSUED", paymentId } })).toBe(1);
  });

  it("gives a refund up after the attempt limit, with backoff between attempts, and tells staff", async () => {
    const { bookingId, paymentId } = await paidBooking(FREE_DATE);
    refundsRefused = true;
    try {
      await cancelByGraphql(api, parties.customerCookie, bookingId);
      const request = () => api.db.prisma.refundRequest.findFirstOrThrow({ where: { paymentId } });
      const waits: number[] = [];
      let at = TEST_NOW;
      for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt += 1) {
        const before = await request();
        expect(before.status).toBe("PENDING");
        waits.push(before.nextAttemptAt.getTime() - at.getTime());
        at = before.nextAttemptAt;
        await runRetryJob(at);
        expect((await request()).attempts).toBe(attempt);
      }
      // Each wait is twice the one before.
      for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBe(2 * waits[i - 1]!);
      const failed = await request();
      expect(failed).toMatchObject({ status: "FAILED", attempts: REFUND_MAX_ATTEMPTS });
      expect(failed.finishedAt).not.toBeNull();
      const staff = await api.db.prisma.user.findMany({ where: { role: "ADMIN" }, select: { id: true } });
      const told = await api.db.prisma.notification.findMany({ where: { kind: "REFUND_FAILED", paymentId } });
      expect(told.map((notification) => notification.recipientId).sort()).toEqual(staff.map((user) => user.id).sort());
      expect(told[0]!.body).toContain("$123.45");
      // Given up: a later run leaves it, and nothing was refunded.
      await runRetryJob(new Date(at.getTime() + 30 * 24 * HOUR));
      expect((await request()).attempts).toBe(REFUND_MAX_ATTEMPTS);
      expect((await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedAmount).toBe(0);
      expect(await api.db.prisma.notification.count({ where: { kind: "REFUND_ISSUED", paymentId } })).toBe(0);
    } finally {
      refundsRefused = false;
    }
  });
});

describe("through the Stripe SDK", () => {
  const SECRET_KEY = "sk_test_x";
  const WEBHOOK_SECRET = "whsec_x";
  let stripeApi: StripeApiStandIn;
  let api: TestApp;
  let parties: Parties;

  async function deliver(type: string, object: object) {
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
    const { payload, signature } = signDelivery({ secret: WEBHOOK_SECRET, timestamp: unixSeconds(TEST_NOW), event });
    return readWebhookAnswer(await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(payload, signature)));
  }

  /** A booking paid at Stripe, its success event delivered: its ids and the charge. */
  async function paidBooking(date: string) {
    const bookingId = await insertBooking(api, parties.customerId, date);
    const { clientSecret, payment } = await startCheckout(api, parties.customerCookie, bookingId);
    const intentId = clientSecret.split("_secret_")[0]!;
    const charge = stripeApi.payPaymentIntent(intentId);
    expect(await deliver("payment_intent.succeeded", stripeApi.object(intentId)!)).toMatchObject({ status: 200 });
    return { bookingId, paymentId: payment.databaseId, intentId, charge };
  }

  beforeAll(async () => {
    stripeApi = await startStripeApiStandIn({ secretKey: SECRET_KEY });
    api = await startTestApp({
      providers: 3,
      payments: ({ clock }) =>
        createStripeGateway({
          secretKey: SECRET_KEY,
          publishableKey: "pk_test_x",
          webhookSecret: WEBHOOK_SECRET,
          connection: stripeApi.connection,
          clock,
          maxNetworkRetries: 0,
        }),
    });
    parties = await partiesOf(api);
  });
  afterAll(async () => {
    await api?.close();
    await stripeApi?.close();
  });

  it("asks Stripe for the late-cancellation refund to the cent; the ledger moves on charge.refunded", async () => {
    const { bookingId, paymentId, intentId, charge } = await paidBooking(LATE_DATE);
    stripeApi.forgetRequests();
    expect(await cancelByGraphql(api, parties.customerCookie, bookingId)).toMatchObject({
      refund: { amount: PRICE - LATE_FEE, fee: LATE_FEE, status: "DONE" },
    });
    const requests = stripeApi.requestsTo("POST", "/v1/refunds");
    expect(requests).toHaveLength(1);
    const request = await api.db.prisma.refundRequest.findFirstOrThrow({ where: { paymentId } });
    expect(requests[0]!.form).toMatchObject({
      payment_intent: intentId,
      amount: String(PRICE - LATE_FEE),
      "metadata[paymentId]": String(paymentId),
      "metadata[refundRequestId]": String(request.id),
    });
    expect(requests[0]!.idempotencyKey).toMatch(new RegExp(`refund-request-${request.id}$`));
    expect(request.gatewayRefundId).toMatch(/^re_/);

    // Nothing is booked until Stripe reports the refund.
    expect((await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedAmount).toBe(0);
    const refunded = stripeApi.object(charge.id as string)!;
    expect(refunded.amount_refunded).toBe(PRICE - LATE_FEE);
    expect(await deliver("charge.refunded", { ...refunded, payment_intent: intentId })).toMatchObject({ status: 200 });
    const { payment, books } = await expectLedgerMatches(api, paymentId);
    expect(payment.refundedAmount).toBe(PRICE - LATE_FEE);
    expect(books).toMatchObject(LATE_KEPT);
  });

  it("retries a refund Stripe failed, with the same key", async () => {
    const { bookingId, paymentId } = await paidBooking(FREE_DATE);
    stripeApi.forgetRequests();
    stripeApi.answer("POST", "/v1/refunds", apiError(500, false), { times: 1 });
    expect(await cancelByGraphql(api, parties.customerCookie, bookingId)).toMatchObject({
      refund: { amount: PRICE, status: "PENDING" },
    });
    const pending = await api.db.prisma.refundRequest.findFirstOrThrow({ where: { paymentId } });
    await retryDueRefunds(
      systemContext({ db: api.db.prisma, clock: { now: () => pending.nextAttemptAt }, payments: api.app.payments }),
    );
    expect(await api.db.prisma.refundRequest.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: "DONE",
      attempts: 2,
    });
    const keys = stripeApi.requestsTo("POST", "/v1/refunds").map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(new RegExp(`refund-request-${pending.id}$`));
  });
});

it("reads the booking's date as the provider's wall clock", () => {
  // The test's dates: FREE_DATE is days ahead, LATE_DATE's 17:00 is later today and inside 24 hours.
  for (const zone of ["America/St_Johns", "America/Halifax", "America/Toronto", "America/Vancouver"]) {
    const late = visitStartsAt(LATE_DATE, "17:00", zone).getTime() - TEST_NOW.getTime();
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(FREE_CANCELLATION_HOURS * HOUR);
    expect(visitStartsAt(FREE_DATE, "17:00", zone).getTime() - TEST_NOW.getTime()).toBeGreaterThan(
      FREE_CANCELLATION_HOURS * HOUR,
    );
  }
  expect(isoDateOf(new Date(`${LATE_DATE}T00:00:00Z`))).toBe(LATE_DATE);
});
