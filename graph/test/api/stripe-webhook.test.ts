// POST /api/stripe/webhook through the whole app on a real database: deliveries signed with
// the real SDK's test-header helper and the app's webhook secret, about payments made by the
// real createPaymentIntent mutation. A replayed or simultaneous event moves the ledger once;
// a delivery whose signature is bad, stale or missing is 400 and changes nothing; events in
// any order end in the same books; refunds follow Stripe's running total; subscriptions'
// invoices, cancellations and payout accounts move what they should, through the test-mode
// gateway where money leaves.
//
// The app's clock is pinned at TEST_NOW and the gateway measures a signature's age on it,
// so deliveries are signed at TEST_NOW (and 300 or 301 seconds before it).
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountUpdatedEvent } from "../../src/gateways/payments/test-mode/account-objects.ts";
import { invoicePaidEvent, invoicePaymentFailedEvent } from "../../src/gateways/payments/test-mode/invoice-objects.ts";
import {
  chargeRefundedEvent,
  paymentFailedEvent,
  paymentIntentSucceededEvent,
} from "../../src/gateways/payments/test-mode/payment-intent-objects.ts";
import { stripeEvent } from "../../src/gateways/payments/test-mode/stripe-format.ts";
import {
  customerObject,
  subscriptionDeletedEvent,
} from "../../src/gateways/payments/test-mode/subscription-objects.ts";
import { cookieFrom, startTestApp, TEST_NOW, TEST_WEBHOOK_SECRET, type TestApp } from "../support/app.ts";
import {
  booksOf,
  countBooks,
  paymentStateOf,
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
  type Books,
} from "../support/stripe-events.ts";

const NOW = unixSeconds(TEST_NOW);
const HOUR = 3600;

/** A payment's books before anything settles: no rows, every side at zero. */
const NO_BOOKS: Books = { rows: [], fee: 0, share: 0, serviceTax: 0, feeTax: 0 };

let api: TestApp;
let customerId: number;
let customerCookie: string;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  customerId = (await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  customerCookie = await signIn("customer@demo.test");
});
afterAll(() => api?.close());

// --- Deliveries ---

async function post(payload: string, signature: string | null) {
  return readWebhookAnswer(await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(payload, signature)));
}

/** One delivery of `event`, signed with the app's secret at `timestamp` (default: the app's now). */
async function send(event: Stripe.Event, timestamp = NOW) {
  const { payload, signature } = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp, event });
  return post(payload, signature);
}

/** Sends events one after another; every one must be accepted. */
async function sendAll(events: Stripe.Event[]) {
  const outcomes: string[] = [];
  for (const event of events) {
    const answer = await send(event);
    expect(answer, `${event.type} ${event.id}`).toMatchObject({ status: 200, body: { received: true } });
    outcomes.push(answer.body!.outcome!);
  }
  return outcomes;
}

// --- Payments to settle ---

interface PendingPayment {
  paymentId: number;
  bookingId: number;
  intentId: string;
  amount: number;
  providerId: number;
  metadata: Record<string, string>;
}

let bookingDay = 0;

/**
 * A booking of the signed-in customer and its payment, as checkout leaves it: PENDING, no ledger.
 * The seeded providers are small suppliers (no GST/HST number), so the customer pays the price
 * and no service tax; the platform's fee still carries the GST/HST of the provider's province
 * (providers 1 and 3: Ontario, HST 13%), which settlement writes as a FEE_TAX row.
 */
async function pendingPayment(amount: number, providerId = 1): Promise<PendingPayment> {
  bookingDay += 1;
  const booking = await api.db.prisma.booking.create({
    data: {
      providerId,
      customerId,
      customerName: "Casey Customer",
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      serviceType: "house-cleaning",
      preferredDate: new Date(Date.UTC(2026, 11, 1) + bookingDay * 86_400_000),
      preferredTime: "09:00",
      estimatedPrice: amount,
    },
  });
  const { data, errors } = await api.graphql(
    `mutation($input: CreatePaymentIntentInput!) {
      createPaymentIntent(input: $input) {
        __typename
        ... on StartCheckoutPayload { clientSecret payment { databaseId totalAmount platformFee paymentStatus } }
        ... on Error { message }
      }
    }`,
    { input: { bookingId: String(booking.id) } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  expect(data?.createPaymentIntent).toMatchObject({
    __typename: "StartCheckoutPayload",
    payment: { totalAmount: amount, paymentStatus: "PENDING" },
  });
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId: booking.id } });
  expect(payment.stripePaymentIntentId).toMatch(/^pi_/);
  expect(await booksOf(api.db.prisma, payment.id)).toEqual(NO_BOOKS);
  return {
    paymentId: payment.id,
    bookingId: booking.id,
    intentId: payment.stripePaymentIntentId!,
    amount,
    providerId,
    metadata: { bookingId: String(booking.id), providerId: String(providerId), customerId: String(customerId) },
  };
}

let eventCounter = 0;
const eventId = (label: string) => `evt_test_webhooks_${label}_${++eventCounter}`;

function succeeded(payment: PendingPayment, options: { created: number; id?: string }) {
  return paymentIntentSucceededEvent({
    eventId: options.id ?? eventId("succeeded"),
    created: options.created,
    paymentIntentId: payment.intentId,
    chargeId: `ch_for_${payment.intentId}`,
    amount: payment.amount,
    metadata: payment.metadata,
    applicationFeeAmount: Math.floor(payment.amount / 10),
  });
}

function failed(payment: PendingPayment, options: { created: number; id?: string }) {
  return paymentFailedEvent({
    eventId: options.id ?? eventId("failed"),
    created: options.created,
    paymentIntentId: payment.intentId,
    amount: payment.amount,
    metadata: payment.metadata,
    message: "Your card was declined.",
  });
}

/**
 * The charge after refunds of these amounts (oldest first): Stripe reports every refund so
 * far, and their sum as amount_refunded. The charge was made at `chargedAt`.
 */
function refunded(
  payment: PendingPayment,
  options: { refunds: number[]; created: number; chargedAt: number; id?: string },
) {
  return chargeRefundedEvent({
    eventId: options.id ?? eventId("refunded"),
    created: options.created,
    chargedAt: options.chargedAt,
    chargeId: `ch_for_${payment.intentId}`,
    paymentIntentId: payment.intentId,
    amount: payment.amount,
    metadata: payment.metadata,
    refunds: options.refunds.map((amount, index) => ({ id: `re_${payment.intentId}_${index}`, amount })).reverse(),
  });
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The books with each reference named by its role, so two payments' books compare. */
function booksByRole(books: Books, roles: Record<string, string>) {
  return {
    fee: books.fee,
    feeTax: books.feeTax,
    serviceTax: books.serviceTax,
    share: books.share,
    rows: books.rows
      .map((row) => ({ ...row, reference: roles[row.reference] ?? row.reference }))
      .sort((a, b) => `${a.kind} ${a.reference}`.localeCompare(`${b.kind} ${b.reference}`)),
  };
}

async function eventRecorded(id: string) {
  return api.db.prisma.stripeEvent.count({ where: { id } });
}

// --- The tests ---

describe("one event, delivered many times", () => {
  // 12,345 cents: the fee is 1,234.5 cents rounded half up; the HST of 13% on the 1,235 fee
  // is 160.55 → 161 (provider 1 is in Ontario); the provider keeps the rest.
  const TOTAL = 12_345;
  const FEE = 1_235;
  const FEE_TAX = 161;
  const SHARE = 10_949; // 12,345 − 1,235 − 161

  // booksOf lists rows by kind in the enum's order: PLATFORM_FEE, PROVIDER_SHARE, SERVICE_TAX, FEE_TAX.
  const settledBooks = (at: number): Books => ({
    rows: [
      { kind: "PLATFORM_FEE", amount: FEE, reference: "settlement", occurredAt: iso(at) },
      { kind: "PROVIDER_SHARE", amount: SHARE, reference: "settlement", occurredAt: iso(at) },
      { kind: "FEE_TAX", amount: FEE_TAX, reference: "settlement", occurredAt: iso(at) },
    ],
    fee: FEE,
    share: SHARE,
    serviceTax: 0,
    feeTax: FEE_TAX,
  });

  it("moves the ledger once when replayed 10 times in a row", async () => {
    const payment = await pendingPayment(TOTAL);
    const created = NOW - HOUR;
    const event = succeeded(payment, { created });
    const delivery = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: NOW, event });

    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) answers.push(await post(delivery.payload, delivery.signature));

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.map((answer) => answer.body?.outcome)).toEqual(["applied", ...Array(9).fill("duplicate")]);
    expect(await booksOf(api.db.prisma, payment.paymentId)).toEqual(settledBooks(created));
    expect(await paymentStateOf(api.db.prisma, payment.paymentId)).toEqual({
      paymentStatus: "COMPLETED",
      transferStatus: "PENDING",
      totalAmount: TOTAL,
      platformFee: FEE,
      platformCommissionBps: 1000,
      refundedAmount: 0,
      failureMessage: null,
      settledAt: iso(created),
      stripeTransferId: null,
    });
    expect(await eventRecorded(event.id)).toBe(1);

    // Stripe signs each retry afresh: a new timestamp over the same event is still the same event.
    const retried = await Promise.all([NOW - 1, NOW - 60, NOW].map((timestamp) => send(event, timestamp)));
    expect(retried.map((answer) => answer.body?.outcome)).toEqual(["duplicate", "duplicate", "duplicate"]);
    expect(await booksOf(api.db.prisma, payment.paymentId)).toEqual(settledBooks(created));
  });

  it("moves the ledger once when delivered 10 times at once", async () => {
    const payment = await pendingPayment(TOTAL);
    const created = NOW - 2 * HOUR;
    const event = succeeded(payment, { created });

    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => send(event, NOW - index)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.map((answer) => answer.body?.outcome).sort()).toEqual(["applied", ...Array(9).fill("duplicate")]);
    expect(await booksOf(api.db.prisma, payment.paymentId)).toEqual(settledBooks(created));
    expect(await paymentStateOf(api.db.prisma, payment.paymentId)).toMatchObject({
      paymentStatus: "COMPLETED",
      settledAt: iso(created),
    });
    expect(await eventRecorded(event.id)).toBe(1);
  });

  it("settles once when 10 different events about one payment arrive at once", async () => {
    const payment = await pendingPayment(TOTAL);
    const created = NOW - 3 * HOUR;
    const events = Array.from({ length: 10 }, () => succeeded(payment, { created }));

    const answers = await Promise.all(events.map((event) => send(event)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await booksOf(api.db.prisma, payment.paymentId)).toEqual(settledBooks(created));
    expect(await api.db.prisma.stripeEvent.count({ where: { id: { in: events.map((event) => event.id) } } })).toBe(10);
  });
});

describe("a delivery whose signature does not hold", () => {
  let payment: PendingPayment;
  let event: Stripe.PaymentIntentSucceededEvent;
  let good: { payload: string; signature: string };

  beforeAll(async () => {
    payment = await pendingPayment(15_000);
    event = succeeded(payment, { created: NOW - 600 });
    good = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: NOW, event });
  });

  const refusals: [name: string, make: () => { payload: string; signature: string | null }][] = [
    [
      "a tampered body (the amount changed after signing)",
      () => {
        const payload = good.payload.replace('"amount": 15000', '"amount": 1500000');
        expect(payload).not.toBe(good.payload);
        return { payload, signature: good.signature };
      },
    ],
    ["a body with one byte added after signing", () => ({ payload: `${good.payload} `, signature: good.signature })],
    [
      "a signature made with another secret",
      () => signDelivery({ secret: "whsec_not_this_apps_secret", timestamp: NOW, event }),
    ],
    ["a timestamp 301 seconds old", () => signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: NOW - 301, event })],
    [
      "a signature of another event",
      () => {
        const other = signDelivery({
          secret: TEST_WEBHOOK_SECRET,
          timestamp: NOW,
          event: { ...event, id: "evt_other" },
        });
        return { payload: good.payload, signature: other.signature };
      },
    ],
    [
      "a signature whose timestamp was changed",
      () => ({ payload: good.payload, signature: good.signature.replace(`t=${NOW}`, `t=${NOW + 1}`) }),
    ],
    ["no Stripe-Signature header", () => ({ payload: good.payload, signature: null })],
    ["an empty Stripe-Signature header", () => ({ payload: good.payload, signature: "" })],
    ["a header with no v1 signature", () => ({ payload: good.payload, signature: `t=${NOW}` })],
  ];

  for (const [name, make] of refusals) {
    it(`refuses ${name} with 400 and changes nothing`, async () => {
      const before = {
        counts: await countBooks(api.db.prisma),
        payment: await paymentStateOf(api.db.prisma, payment.paymentId),
      };
      const { payload, signature } = make();

      const answer = await post(payload, signature);

      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(Object.keys(answer.body ?? {})).toEqual(["message"]);
      expect(answer.body?.message).toEqual(expect.stringMatching(/\S/));
      expect(await eventRecorded(event.id)).toBe(0);
      expect(await countBooks(api.db.prisma)).toEqual(before.counts);
      expect(await paymentStateOf(api.db.prisma, payment.paymentId)).toEqual(before.payment);
      expect(await booksOf(api.db.prisma, payment.paymentId)).toEqual(NO_BOOKS);
    });
  }

  it("takes the same event signed exactly 300 seconds ago (the tolerance is 300 s)", async () => {
    const answer = await send(event, NOW - 300);
    expect(answer).toMatchObject({ status: 200, body: { received: true, outcome: "applied" } });
    // 15,000: the fee 1,500, its HST 13% 195, the provider 13,305.
    expect(await booksOf(api.db.prisma, payment.paymentId)).toMatchObject({ fee: 1_500, feeTax: 195, share: 13_305 });
  });

  it("refuses a body that is not JSON even with a good signature, and records nothing", async () => {
    const before = await countBooks(api.db.prisma);
    for (const payload of ['{"id": "evt_broken", "type": "payment_intent.succeeded"', "not json at all", ""]) {
      const { signature } = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: NOW, payload });
      const answer = await post(payload, signature);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.body ?? {})).toEqual(["message"]);
    }
    expect(await countBooks(api.db.prisma)).toEqual(before);
  });

  it("refuses signed JSON that is not an event (400, so the sender does not retry it), recording nothing", async () => {
    const before = await countBooks(api.db.prisma);
    for (const payload of ["{}", "[]", "null", "42", '{"id":"evt_x","type":"charge.refunded","created":1}']) {
      const { signature } = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: NOW, payload });
      const answer = await post(payload, signature);
      expect(answer.status, payload).toBe(400);
      expect(Object.keys(answer.body ?? {})).toEqual(["message"]);
    }
    expect(await countBooks(api.db.prisma)).toEqual(before);
  });
});

describe("events in any order", () => {
  const TOTAL = 20_000;

  /** Two payments: the events in order for one, reversed for the other; both must end alike. */
  async function inBothOrders(events: (payment: PendingPayment) => { role: string; event: Stripe.Event }[]) {
    const forward = await pendingPayment(TOTAL);
    const backward = await pendingPayment(TOTAL);
    const forwardEvents = events(forward);
    const backwardEvents = events(backward).reverse();
    await sendAll(forwardEvents.map(({ event }) => event));
    await sendAll(backwardEvents.map(({ event }) => event));
    const roles = (named: { role: string; event: Stripe.Event }[]) =>
      Object.fromEntries(named.map(({ role, event }) => [event.id, role]));
    return {
      forward: {
        payment: await paymentStateOf(api.db.prisma, forward.paymentId),
        books: booksByRole(await booksOf(api.db.prisma, forward.paymentId), roles(forwardEvents)),
      },
      backward: {
        payment: await paymentStateOf(api.db.prisma, backward.paymentId),
        books: booksByRole(await booksOf(api.db.prisma, backward.paymentId), roles(backwardEvents)),
      },
    };
  }

  it("ends the same when a partial refund arrives before its payment_intent.succeeded", async () => {
    const paidAt = NOW - 5 * HOUR;
    const { forward, backward } = await inBothOrders((payment) => [
      { role: "succeeded", event: succeeded(payment, { created: paidAt }) },
      { role: "refund", event: refunded(payment, { refunds: [5_000], created: paidAt + HOUR, chargedAt: paidAt }) },
    ]);
    expect(backward).toEqual(forward);
    expect(forward.payment).toMatchObject({
      paymentStatus: "COMPLETED",
      totalAmount: TOTAL,
      platformFee: 2_000,
      refundedAmount: 5_000,
      settledAt: iso(paidAt),
    });
    // 20,000: the fee 2,000, its HST 13% 260, the provider 17,740. A quarter refunded returns
    // a quarter of each: 500, 65 and 4,435.
    expect(forward.books).toEqual({
      fee: 1_500,
      feeTax: 195,
      serviceTax: 0,
      share: 13_305,
      rows: [
        { kind: "FEE_TAX", amount: -65, reference: "refund", occurredAt: iso(paidAt + HOUR) },
        { kind: "FEE_TAX", amount: 260, reference: "settlement", occurredAt: iso(paidAt) },
        { kind: "PLATFORM_FEE", amount: -500, reference: "refund", occurredAt: iso(paidAt + HOUR) },
        { kind: "PLATFORM_FEE", amount: 2_000, reference: "settlement", occurredAt: iso(paidAt) },
        { kind: "PROVIDER_SHARE", amount: -4_435, reference: "refund", occurredAt: iso(paidAt + HOUR) },
        { kind: "PROVIDER_SHARE", amount: 17_740, reference: "settlement", occurredAt: iso(paidAt) },
      ],
    });
  });

  it("ends the same when a declined attempt's payment_failed arrives after the success", async () => {
    const paidAt = NOW - 4 * HOUR;
    const { forward, backward } = await inBothOrders((payment) => [
      { role: "failed", event: failed(payment, { created: paidAt - 120 }) },
      { role: "succeeded", event: succeeded(payment, { created: paidAt }) },
    ]);
    expect(backward).toEqual(forward);
    expect(forward.payment).toMatchObject({
      paymentStatus: "COMPLETED",
      transferStatus: "PENDING",
      failureMessage: null,
      settledAt: iso(paidAt),
    });
    expect(forward.books).toMatchObject({ fee: 2_000, feeTax: 260, share: 17_740 });
  });

  it("ends the same in all 24 orders of a decline, the success and two partial refunds", async () => {
    const paidAt = NOW - 6 * HOUR;
    const script = (payment: PendingPayment) => [
      failed(payment, { created: paidAt - 300 }),
      succeeded(payment, { created: paidAt }),
      refunded(payment, { refunds: [1_001], created: paidAt + HOUR, chargedAt: paidAt }),
      refunded(payment, { refunds: [1_001, 3_999], created: paidAt + 2 * HOUR, chargedAt: paidAt }),
    ];
    const orders = permutations([0, 1, 2, 3]);
    expect(orders).toHaveLength(24);

    const ends = [];
    for (const order of orders) {
      const payment = await pendingPayment(TOTAL);
      const events = script(payment);
      await sendAll(order.map((index) => events[index]!));
      const books = await booksOf(api.db.prisma, payment.paymentId);
      ends.push({
        order: order.join(""),
        payment: await paymentStateOf(api.db.prisma, payment.paymentId),
        fee: books.fee,
        feeTax: books.feeTax,
        share: books.share,
        settlement: books.rows.filter((row) => row.reference === "settlement"),
      });
    }
    const [first] = ends;
    // 5,000 of 20,000 refunded: a quarter of the 2,000 fee, of its 260 HST and of the 17,740 share.
    expect(first).toMatchObject({
      payment: { paymentStatus: "COMPLETED", refundedAmount: 5_000, failureMessage: null, settledAt: iso(paidAt) },
      fee: 1_500,
      feeTax: 195,
      share: 13_305,
    });
    for (const end of ends) expect({ ...end, order: first!.order }, end.order).toEqual(first);
  });
});

describe("refunds", () => {
  it("follow Stripe's running total: two partial refunds, a stale report, then the rest", async () => {
    const payment = await pendingPayment(12_345);
    const paidAt = NOW - 10 * HOUR;
    await sendAll([succeeded(payment, { created: paidAt })]);
    const books = () => booksOf(api.db.prisma, payment.paymentId);
    const refundedAmount = async () => (await paymentStateOf(api.db.prisma, payment.paymentId)).refundedAmount;

    // Settled: the fee 1,235, its HST 161 (13% of 1,235 = 160.55 → 161), the provider 10,949.
    // 1,001 refunded: the fee returns 1,001 × 1,235 / 12,345 = 100.1 → 100 cents, its HST
    // 1,001 × 161 / 12,345 = 13.05 → 13, the provider the rest, 888.
    const first = refunded(payment, { refunds: [1_001], created: paidAt + HOUR, chargedAt: paidAt });
    expect(await sendAll([first])).toEqual(["applied"]);
    expect(await books()).toMatchObject({ fee: 1_135, feeTax: 148, share: 10_061 });
    expect(await refundedAmount()).toBe(1_001);

    // 5,000 in all: 500.2 → 500 of the fee and 65.2 → 65 of its HST returned so far.
    const second = refunded(payment, { refunds: [1_001, 3_999], created: paidAt + 2 * HOUR, chargedAt: paidAt });
    await sendAll([second]);
    expect(await books()).toMatchObject({ fee: 735, feeTax: 96, share: 6_514 });
    expect(await refundedAmount()).toBe(5_000);

    // A report of the charge as it was after the first refund, delivered late under a new id.
    const rowsBefore = (await books()).rows;
    const stale = refunded(payment, { refunds: [1_001], created: paidAt + 3 * HOUR, chargedAt: paidAt });
    await sendAll([stale]);
    expect((await books()).rows).toEqual(rowsBefore);
    expect(await refundedAmount()).toBe(5_000);
    expect(await eventRecorded(stale.id)).toBe(1);

    // The rest: each side is back to exactly zero.
    const full = refunded(payment, {
      refunds: [1_001, 3_999, 7_345],
      created: paidAt + 4 * HOUR,
      chargedAt: paidAt,
    });
    await sendAll([full]);
    const end = await books();
    expect(end).toMatchObject({ fee: 0, feeTax: 0, serviceTax: 0, share: 0 });
    expect(await refundedAmount()).toBe(12_345);
    const byKindAndReference = (a: (string | number)[], b: (string | number)[]) =>
      `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`);
    expect(end.rows.map((row) => [row.kind, row.reference, row.amount]).sort(byKindAndReference)).toEqual(
      [
        ["FEE_TAX", "settlement", 161],
        ["FEE_TAX", first.id, -13],
        ["FEE_TAX", second.id, -52],
        ["FEE_TAX", full.id, -96],
        ["PLATFORM_FEE", "settlement", 1_235],
        ["PLATFORM_FEE", first.id, -100],
        ["PLATFORM_FEE", second.id, -400],
        ["PLATFORM_FEE", full.id, -735],
        ["PROVIDER_SHARE", "settlement", 10_949],
        ["PROVIDER_SHARE", first.id, -888],
        ["PROVIDER_SHARE", second.id, -3_547],
        ["PROVIDER_SHARE", full.id, -6_514],
      ].sort(byKindAndReference),
    );

    // Replays and late partials after the full refund add nothing.
    expect(await sendAll([second, full, stale])).toEqual(["duplicate", "duplicate", "duplicate"]);
    await sendAll([refunded(payment, { refunds: [1_001, 3_999], created: paidAt + 5 * HOUR, chargedAt: paidAt })]);
    expect(await books()).toEqual(end);
    expect(await paymentStateOf(api.db.prisma, payment.paymentId)).toMatchObject({
      paymentStatus: "COMPLETED",
      refundedAmount: 12_345,
    });
  });
});

describe("subscriptions", () => {
  let scheduleSeq = 0;

  async function schedule(subscriptionId: string | null, price = 15_000) {
    scheduleSeq += 1;
    const made = await api.db.prisma.recurringSchedule.create({
      data: {
        providerId: 1,
        customerId,
        customerName: "Casey Customer",
        customerPhone: "416-555-0166",
        customerEmail: "customer@demo.test",
        serviceType: "house-cleaning",
        frequency: "WEEKLY",
        dayOfWeek: 2,
        estimatedPrice: price,
        startDate: new Date("2026-12-01T00:00:00Z"),
        nextBookingDate: new Date("2026-12-01T00:00:00Z"),
        stripeSubscriptionId: subscriptionId,
      },
    });
    return {
      id: made.id,
      subscriptionId: subscriptionId ?? `sub_test_webhooks_unlinked_${scheduleSeq}`,
      metadata: { recurringScheduleId: String(made.id), providerId: "1", customerId: String(customerId) },
    };
  }

  type Schedule = Awaited<ReturnType<typeof schedule>>;

  const paid = (s: Schedule, invoiceId: string, intentId: string, created: number) =>
    invoicePaidEvent({
      eventId: eventId("invoice_paid"),
      created,
      invoiceId,
      subscriptionId: s.subscriptionId,
      metadata: s.metadata,
      paymentIntentId: intentId,
      amountPaid: 15_000,
    });
  const unpaid = (s: Schedule, invoiceId: string, intentId: string, created: number) =>
    invoicePaymentFailedEvent({
      eventId: eventId("invoice_failed"),
      created,
      invoiceId,
      subscriptionId: s.subscriptionId,
      metadata: s.metadata,
      paymentIntentId: intentId,
      amountDue: 15_000,
    });

  const paymentsOf = (scheduleId: number) =>
    api.db.prisma.payment.findMany({ where: { recurringScheduleId: scheduleId }, orderBy: { id: "asc" } });

  it("make one settled payment per paid invoice, whatever failed before or after", async () => {
    const s = await schedule("sub_test_webhooks_1");
    const paidAt = NOW - 20 * HOUR;

    // The first attempt fails: a payment that says so, nothing in the ledger.
    await sendAll([unpaid(s, "in_test_webhooks_1", "pi_test_webhooks_in_1", paidAt - HOUR)]);
    const [afterFailure] = await paymentsOf(s.id);
    expect(afterFailure).toMatchObject({
      paymentStatus: "FAILED",
      stripeInvoiceId: "in_test_webhooks_1",
      stripeSubscriptionId: s.subscriptionId,
      totalAmount: 15_000,
      providerId: 1,
      customerId,
    });
    expect(afterFailure!.failureMessage).toEqual(expect.stringMatching(/\S/));
    expect(await booksOf(api.db.prisma, afterFailure!.id)).toEqual(NO_BOOKS);

    // Paid on retry, then (late) the failure again, then the paid event replayed: one payment, settled once.
    const paidEvent = paid(s, "in_test_webhooks_1", "pi_test_webhooks_in_1", paidAt);
    await sendAll([paidEvent, unpaid(s, "in_test_webhooks_1", "pi_test_webhooks_in_1", paidAt - 30), paidEvent]);
    const [settled, ...others] = await paymentsOf(s.id);
    expect(others).toEqual([]);
    expect(settled).toMatchObject({
      id: afterFailure!.id,
      paymentStatus: "COMPLETED",
      transferStatus: "PENDING",
      failureMessage: null,
      totalAmount: 15_000,
      platformFee: 1_500,
      stripePaymentIntentId: "pi_test_webhooks_in_1",
      settledAt: new Date(paidAt * 1000),
    });
    // The invoice charged the schedule's estimate and its taxes as checkout priced them (a small
    // supplier: none), so it splits taxed: the fee 1,500, its HST 13% 195, the provider 13,305.
    expect(await booksOf(api.db.prisma, settled!.id)).toMatchObject({ fee: 1_500, feeTax: 195, share: 13_305 });
    expect((await booksOf(api.db.prisma, settled!.id)).rows.map((row) => [row.kind, row.amount])).toEqual([
      ["PLATFORM_FEE", 1_500],
      ["PROVIDER_SHARE", 13_305],
      ["FEE_TAX", 195],
    ]);

    // The next period's invoice is a payment of its own. Stripe's payment_intent.succeeded
    // for the invoice's intent (no metadata of ours) may come first: it settles nothing alone.
    const nextPeriod = NOW - 2 * HOUR;
    const invoiceIntent = paymentIntentSucceededEvent({
      eventId: eventId("invoice_intent"),
      created: nextPeriod,
      paymentIntentId: "pi_test_webhooks_in_2",
      amount: 15_000,
    });
    expect(await sendAll([invoiceIntent])).toEqual(["ignored"]);
    await sendAll([paid(s, "in_test_webhooks_2", "pi_test_webhooks_in_2", nextPeriod)]);
    expect(await sendAll([invoiceIntent])).toEqual(["duplicate"]);
    const payments = await paymentsOf(s.id);
    expect(payments.map((payment) => [payment.stripeInvoiceId, payment.paymentStatus, payment.totalAmount])).toEqual([
      ["in_test_webhooks_1", "COMPLETED", 15_000],
      ["in_test_webhooks_2", "COMPLETED", 15_000],
    ]);

    // Refunds name the intent: they land on the invoice's payment.
    await sendAll([
      chargeRefundedEvent({
        eventId: eventId("invoice_refund"),
        created: nextPeriod + HOUR,
        chargedAt: nextPeriod,
        paymentIntentId: "pi_test_webhooks_in_2",
        amount: 15_000,
        refunds: [{ amount: 15_000 }],
      }),
    ]);
    expect(await booksOf(api.db.prisma, payments[1]!.id)).toMatchObject({ fee: 0, feeTax: 0, share: 0 });
    expect(await booksOf(api.db.prisma, payments[0]!.id)).toMatchObject({ fee: 1_500, feeTax: 195, share: 13_305 });
  });

  it("ends the same when invoice.paid comes before the failure it followed, and finds the schedule by metadata", async () => {
    // Checkout had not saved the subscription's id yet: the invoice's metadata names the schedule.
    const s = await schedule(null);
    const paidAt = NOW - 19 * HOUR;
    await sendAll([
      paid(s, "in_test_webhooks_reversed", "pi_test_webhooks_reversed", paidAt),
      unpaid(s, "in_test_webhooks_reversed", "pi_test_webhooks_reversed", paidAt - HOUR),
    ]);
    const payments = await paymentsOf(s.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      paymentStatus: "COMPLETED",
      failureMessage: null,
      platformFee: 1_500,
      settledAt: new Date(paidAt * 1000),
    });
    expect(await booksOf(api.db.prisma, payments[0]!.id)).toMatchObject({ fee: 1_500, feeTax: 195, share: 13_305 });
    const linked = await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: s.id } });
    expect(linked.stripeSubscriptionId).toBe(s.subscriptionId);
  });

  it("count an invoice paid out at charge time only when its subscription named the payout account", async () => {
    const held = await schedule("sub_test_webhooks_held");
    const paidOut = await schedule("sub_test_webhooks_paid_out");
    paidOut.metadata = { ...paidOut.metadata, payoutAccount: "acct_test_webhooks" } as typeof paidOut.metadata;
    await sendAll([
      paid(held, "in_test_webhooks_held", "pi_test_webhooks_held", NOW - HOUR),
      paid(paidOut, "in_test_webhooks_paid_out", "pi_test_webhooks_paid_out", NOW - HOUR),
    ]);
    // Payouts being on now says nothing about a subscription made before they were.
    expect((await paymentsOf(held.id))[0]).toMatchObject({ paymentStatus: "COMPLETED", transferStatus: "PENDING" });
    expect((await paymentsOf(paidOut.id))[0]).toMatchObject({
      paymentStatus: "COMPLETED",
      transferStatus: "TRANSFERRED",
    });
  });

  it("cancels the schedule and its cleanings after today when its subscription is deleted, once", async () => {
    const s = await schedule("sub_test_webhooks_deleted");
    // Cleanings the scheduler booked: today's goes ahead, the next one is called off.
    const cleaning = (date: string) =>
      api.db.prisma.booking.create({
        data: {
          providerId: 1,
          customerId,
          customerName: "Casey Customer",
          customerPhone: "416-555-0166",
          customerEmail: "customer@demo.test",
          serviceType: "house-cleaning",
          preferredDate: new Date(`${date}T00:00:00Z`),
          preferredTime: "09:00",
          recurringScheduleId: s.id,
        },
      });
    const today = await cleaning("2026-11-20");
    const next = await cleaning("2026-11-27");
    const deleted = subscriptionDeletedEvent({
      eventId: eventId("subscription_deleted"),
      created: NOW - HOUR,
      subscriptionId: s.subscriptionId,
      metadata: s.metadata,
      amount: 15_000,
    });
    expect(await sendAll([deleted, deleted])).toEqual(["applied", "duplicate"]);
    expect(await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({
      status: "CANCELLED",
    });
    const statuses = await api.db.prisma.booking.findMany({
      where: { id: { in: [today.id, next.id] } },
      orderBy: { id: "asc" },
      select: { status: true },
    });
    expect(statuses).toEqual([{ status: "CONFIRMED" }, { status: "CANCELLED" }]);
    // Another schedule's subscription is untouched; an unknown subscription changes nothing.
    const other = await schedule("sub_test_webhooks_kept");
    const unknown = subscriptionDeletedEvent({
      eventId: eventId("subscription_deleted"),
      created: NOW - HOUR,
      subscriptionId: "sub_test_webhooks_nobody",
    });
    expect(await sendAll([unknown])).toEqual(["ignored"]);
    expect(await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      status: "ACTIVE",
    });
  });
});

describe("payout accounts", () => {
  const PROVIDER_ID = 3;

  const accountEvent = (accountId: string, enabled: boolean, created: number) =>
    accountUpdatedEvent({
      eventId: eventId("account_updated"),
      created,
      accountId,
      chargesEnabled: enabled,
      payoutsEnabled: enabled,
      detailsSubmitted: enabled,
    });

  const transfersMade = () =>
    api.db.prisma.testModeObject.findMany({ where: { object: "transfer" }, orderBy: { createdAt: "asc" } });

  it("hold the provider's shares until account.updated says payouts work, then transfer each once", async () => {
    const prisma = api.db.prisma;
    await prisma.provider.update({ where: { id: PROVIDER_ID }, data: { status: "ACTIVE" } });
    const paidAt = NOW - 8 * HOUR;
    const kept = await pendingPayment(10_000, PROVIDER_ID);
    const partlyRefunded = await pendingPayment(12_345, PROVIDER_ID);
    const whollyRefunded = await pendingPayment(5_000, PROVIDER_ID);
    await sendAll([
      succeeded(kept, { created: paidAt }),
      succeeded(partlyRefunded, { created: paidAt }),
      refunded(partlyRefunded, { refunds: [1_001], created: paidAt + HOUR, chargedAt: paidAt }),
      succeeded(whollyRefunded, { created: paidAt }),
      refunded(whollyRefunded, { refunds: [5_000], created: paidAt + HOUR, chargedAt: paidAt }),
    ]);
    for (const payment of [kept, partlyRefunded, whollyRefunded]) {
      expect(await paymentStateOf(prisma, payment.paymentId)).toMatchObject({ transferStatus: "PENDING" });
    }

    // The provider's connected account, made at the gateway and finished there before it is
    // linked to the provider: the gateway's own account.updated finds nobody to enable.
    const account = await api.app.payments.createConnectedAccount({
      email: "payouts@webhooks.test",
      businessName: "Webhook Test Services",
      idempotencyKey: "webhook-test-provider-account",
      metadata: { providerId: String(PROVIDER_ID) },
    });
    await api.app.payments.testMode!.completeOnboarding(account.id);
    expect(await prisma.provider.findUniqueOrThrow({ where: { id: PROVIDER_ID } })).toMatchObject({
      payoutsEnabled: false,
    });
    await prisma.provider.update({ where: { id: PROVIDER_ID }, data: { stripeAccountId: account.id } });
    const transfersBefore = (await transfersMade()).length;

    // Not ready yet: nothing moves.
    await sendAll([accountEvent(account.id, false, NOW - 2 * HOUR)]);
    expect(await prisma.provider.findUniqueOrThrow({ where: { id: PROVIDER_ID } })).toMatchObject({
      payoutsEnabled: false,
    });
    expect(await transfersMade()).toHaveLength(transfersBefore);

    // Ready: both held shares go out through the gateway, net of refunds; the wholly
    // refunded payment owes nothing and is closed without a transfer.
    const ready = accountEvent(account.id, true, NOW - HOUR);
    expect(await sendAll([ready])).toEqual(["applied"]);
    expect(await prisma.provider.findUniqueOrThrow({ where: { id: PROVIDER_ID } })).toMatchObject({
      payoutsEnabled: true,
    });
    const transfers = (await transfersMade()).slice(transfersBefore);
    const keptState = await paymentStateOf(prisma, kept.paymentId);
    const partState = await paymentStateOf(prisma, partlyRefunded.paymentId);
    expect(keptState).toMatchObject({ transferStatus: "TRANSFERRED", stripeTransferId: expect.stringMatching(/^tr_/) });
    expect(partState).toMatchObject({ transferStatus: "TRANSFERRED", stripeTransferId: expect.stringMatching(/^tr_/) });
    expect(await paymentStateOf(prisma, whollyRefunded.paymentId)).toMatchObject({
      transferStatus: "COMPLETED",
      stripeTransferId: null,
    });
    // Provider 3 is in Ottawa: HST 13% on the fee. 10,000 less the 1,000 fee and its 130 HST;
    // 12,345's 10,949 (less 1,235 and 161) less the 888 of the 1,001 refunded.
    expect(
      transfers.map((row) => {
        const data = row.data as { id: string; amount: number; destination: string };
        return [data.id, data.amount, data.destination];
      }),
    ).toEqual([
      [keptState.stripeTransferId, 8_870, account.id],
      [partState.stripeTransferId, 10_061, account.id],
    ]);

    // The same event again, or a new one saying the same: no second transfer.
    expect(await sendAll([ready, accountEvent(account.id, true, NOW)])).toEqual(["duplicate", "applied"]);
    expect(await transfersMade()).toHaveLength(transfersBefore + 2);

    // An older "not ready" event delivered late does not undo the newer state.
    await sendAll([accountEvent(account.id, false, NOW - 3 * HOUR)]);
    expect(await prisma.provider.findUniqueOrThrow({ where: { id: PROVIDER_ID } })).toMatchObject({
      payoutsEnabled: true,
    });
  });

  it("enable payouts but keep the shares held when the gateway refuses the transfer", async () => {
    const prisma = api.db.prisma;
    const providerId = 4;
    await prisma.provider.update({ where: { id: providerId }, data: { status: "ACTIVE" } });
    const payment = await pendingPayment(10_000, providerId);
    await sendAll([succeeded(payment, { created: NOW - HOUR })]);
    // An account the gateway has not finished onboarding: it refuses transfers to it.
    const account = await api.app.payments.createConnectedAccount({
      email: "not-ready@webhooks.test",
      businessName: "Not Ready Yet",
      idempotencyKey: "webhook-test-not-ready-account",
      metadata: { providerId: String(providerId) },
    });
    await prisma.provider.update({ where: { id: providerId }, data: { stripeAccountId: account.id } });

    const answer = await send(accountEvent(account.id, true, NOW - 60));

    // The event is applied (the payouts job retries the transfer later).
    expect(answer).toMatchObject({ status: 200, body: { outcome: "applied" } });
    expect(await prisma.provider.findUniqueOrThrow({ where: { id: providerId } })).toMatchObject({
      payoutsEnabled: true,
    });
    expect(await paymentStateOf(prisma, payment.paymentId)).toMatchObject({
      transferStatus: "PENDING",
      stripeTransferId: null,
    });
  });
});

describe("events about nothing the app handles", () => {
  it("answers 200 to an unknown type, records it once and changes nothing else", async () => {
    const before = await countBooks(api.db.prisma);
    const event = stripeEvent(
      "customer.created",
      customerObject({ id: "cus_test_webhooks", email: "someone@example.test", name: "Someone", created: NOW }),
      { created: NOW, eventId: eventId("customer_created") },
    );
    expect(await sendAll([event, event])).toEqual(["ignored", "duplicate"]);
    expect(await api.db.prisma.stripeEvent.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      type: "customer.created",
    });
    expect(await countBooks(api.db.prisma)).toEqual({ ...before, stripeEvents: before.stripeEvents + 1 });
  });

  it("answers 200 to a payment_intent.succeeded for an intent it never made", async () => {
    const before = await countBooks(api.db.prisma);
    const event = paymentIntentSucceededEvent({
      eventId: eventId("stranger"),
      created: NOW,
      paymentIntentId: "pi_test_webhooks_not_ours",
      amount: 9_999,
    });
    expect(await sendAll([event])).toEqual(["ignored"]);
    expect(await countBooks(api.db.prisma)).toEqual({ ...before, stripeEvents: before.stripeEvents + 1 });
  });

  it("settles a payment begun elsewhere from the intent's metadata, once", async () => {
    // A booking with no payment row: the intent was made outside checkout (Stripe's dashboard).
    const booking = await api.db.prisma.booking.create({
      data: {
        providerId: 2,
        customerId,
        customerName: "Casey Customer",
        customerPhone: "416-555-0166",
        customerEmail: "customer@demo.test",
        serviceType: "house-cleaning",
        preferredDate: new Date("2026-12-24T00:00:00Z"),
        preferredTime: "10:00",
        estimatedPrice: 8_000,
      },
    });
    const event = paymentIntentSucceededEvent({
      eventId: eventId("dashboard"),
      created: NOW - HOUR,
      paymentIntentId: "pi_test_webhooks_dashboard",
      amount: 8_000,
      metadata: { bookingId: String(booking.id), providerId: "2", customerId: String(customerId) },
    });
    const answers = await Promise.all([send(event), send(event), send(event)]);
    expect(answers.map((answer) => answer.body?.outcome).sort()).toEqual(["applied", "duplicate", "duplicate"]);
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(payment).toMatchObject({
      stripePaymentIntentId: "pi_test_webhooks_dashboard",
      paymentStatus: "COMPLETED",
      providerId: 2,
      customerId,
      totalAmount: 8_000,
      platformFee: 800,
    });
    expect(await booksOf(api.db.prisma, payment.id)).toMatchObject({ fee: 800, share: 7_200 });
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
