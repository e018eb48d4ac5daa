// A success that brought in less than the payment's amount: signed payment_intent.succeeded
// with amount_received below the amount, or invoice.paid with amount_paid below amount_due,
// through the real webhook door. The payment stays PENDING with what arrived noted, nothing
// reaches the ledger, staff are told once however often the event comes, and staff see it as
// Underpaid on the Payment type.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePaidEvent } from "../../src/gateways/payments/test-mode/invoice-objects.ts";
import { paymentIntentSucceededEvent } from "../../src/gateways/payments/test-mode/payment-intent-objects.ts";
import {
  cookieFrom,
  startTestApp,
  TEST_NOW,
  TEST_WEBHOOK_SECRET,
  type TestApp,
  TEST_STAFF_CODE,
} from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import {
  booksOf,
  readWebhookAnswer,
  signDelivery,
  STRIPE_WEBHOOK_PATH,
  unixSeconds,
  webhookRequestInit,
} from "../support/stripe-events.ts";

const NOW = unixSeconds(TEST_NOW);
const PRICE = 12_345;
const SHORT = 10_000;
/** A payment's books before anything settles: no rows, every side at zero. */
const NO_BOOKS = { rows: [], fee: 0, share: 0, serviceTax: 0, feeTax: 0 };

let api: TestApp;
let customerId: number;
let customerCookie: string;
let staffCookie: string;
let staffIds: number[];

async function signIn(email: string) {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password: "demo-password", code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  customerId = (await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  staffIds = (await api.db.prisma.user.findMany({ where: { role: "ADMIN" }, select: { id: true } })).map((u) => u.id);
  expect(staffIds.length).toBeGreaterThan(0);
  customerCookie = await signIn("customer@demo.test");
  staffCookie = await signIn("admin@demo.test");
});
afterAll(() => api?.close());

async function send(event: Stripe.Event) {
  const { payload, signature } = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: NOW, event });
  const answer = await readWebhookAnswer(
    await api.request(STRIPE_WEBHOOK_PATH, webhookRequestInit(payload, signature)),
  );
  expect(answer.status).toBe(200);
  return answer.body!.outcome;
}

/** A booking's payment as checkout leaves it: PENDING, with its intent at the gateway. */
async function pendingPayment() {
  const bookingId = await insertCustomerBooking(api.db.prisma, { customerId, price: PRICE });
  const { errors } = await api.graphql(
    `mutation($input: CreatePaymentIntentInput!) {
      createPaymentIntent(input: $input) { __typename ... on StartCheckoutPayload { payment { databaseId } } }
    }`,
    { input: { bookingId: String(bookingId) } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
  return {
    id: payment.id,
    bookingId,
    intentId: payment.stripePaymentIntentId!,
    metadata: { bookingId: String(bookingId), providerId: "1", customerId: String(customerId) },
  };
}

type Pending = Awaited<ReturnType<typeof pendingPayment>>;

let events = 0;
function succeeded(payment: Pending, received: number, amount = PRICE): Stripe.Event {
  const event = paymentIntentSucceededEvent({
    eventId: `evt_test_underpaid_${++events}`,
    created: NOW,
    paymentIntentId: payment.intentId,
    chargeId: `ch_underpaid_${payment.intentId}`,
    amount,
    metadata: payment.metadata,
  });
  event.data.object.amount_received = received;
  return event;
}

const underpaidNotices = (paymentId: number) =>
  api.db.prisma.notification.findMany({
    where: { paymentId, kind: "PAYMENT_UNDERPAID" },
    select: { recipientId: true, title: true, body: true, link: true },
    orderBy: { recipientId: "asc" },
  });

const PAYMENT_FIELDS = `paymentStatus totalAmount amountReceived underpaid`;

describe("a payment intent that succeeded for less than the payment", () => {
  it("does not pay: PENDING, what arrived noted, no ledger, staff told once", async () => {
    const payment = await pendingPayment();
    const first = succeeded(payment, SHORT);
    expect(await send(first)).toBe("applied");

    const row = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row).toMatchObject({
      paymentStatus: "PENDING",
      amountReceived: SHORT,
      totalAmount: PRICE,
      settledAt: null,
      stripeChargeId: `ch_underpaid_${payment.intentId}`,
    });
    expect(await booksOf(api.db.prisma, payment.id)).toEqual(NO_BOOKS);
    expect(await api.db.prisma.notification.count({ where: { paymentId: payment.id, kind: "PAYMENT_SETTLED" } })).toBe(
      0,
    );
    const notices = await underpaidNotices(payment.id);
    expect(notices.map((notice) => notice.recipientId)).toEqual(staffIds.toSorted((a, b) => a - b));
    expect(notices[0]).toMatchObject({
      title: `Payment #${payment.id} came in short`,
      link: "/platform-earnings",
    });
    expect(notices[0]!.body).toContain("$100.00 received of $123.45");

    // The same event again, and another event saying the same: nobody is told twice.
    expect(await send(first)).toBe("duplicate");
    expect(await send(succeeded(payment, SHORT))).toBe("applied");
    expect(await underpaidNotices(payment.id)).toHaveLength(staffIds.length);
    expect(await booksOf(api.db.prisma, payment.id)).toEqual(NO_BOOKS);
  });

  it("shows staff the payment as underpaid, with what was received", async () => {
    const payment = await pendingPayment();
    await send(succeeded(payment, SHORT));
    const { data, errors } = await api.graphql(
      `query($id: ID!) { node(id: $id) { ... on Payment { ${PAYMENT_FIELDS} } } }`,
      { id: globalPaymentId(payment.id) },
      { cookie: staffCookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.node).toEqual({
      paymentStatus: "PENDING",
      totalAmount: PRICE,
      amountReceived: SHORT,
      underpaid: true,
    });
  });

  it("settles in full when the whole amount arrives after all, and is then not underpaid", async () => {
    const payment = await pendingPayment();
    await send(succeeded(payment, SHORT));
    expect(await send(succeeded(payment, PRICE))).toBe("applied");
    const row = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row).toMatchObject({ paymentStatus: "COMPLETED", amountReceived: null, totalAmount: PRICE });
    // Provider 1 (Toronto), a small supplier: the fee 1,235, its HST 13% 161 (160.55 → 161), the rest the share's.
    const books = await booksOf(api.db.prisma, payment.id);
    expect(books).toMatchObject({ fee: 1_235, feeTax: 161, serviceTax: 0, share: 10_949 });
    expect(books.fee + books.feeTax + books.serviceTax + books.share).toBe(PRICE);
    expect(books.rows).toHaveLength(3);
    const { data } = await api.graphql(
      `query($id: ID!) { node(id: $id) { ... on Payment { ${PAYMENT_FIELDS} } } }`,
      { id: globalPaymentId(payment.id) },
      { cookie: staffCookie },
    );
    expect(data!.node).toMatchObject({ paymentStatus: "COMPLETED", underpaid: false, amountReceived: null });
  });

  it("pays as before when the whole amount was received", async () => {
    const payment = await pendingPayment();
    expect(await send(succeeded(payment, PRICE))).toBe("applied");
    const row = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row).toMatchObject({ paymentStatus: "COMPLETED", amountReceived: null });
    expect(await underpaidNotices(payment.id)).toEqual([]);
  });
});

describe("a subscription invoice paid for less than it asked", () => {
  it("does not pay: the invoice's payment is PENDING for amount_due, no ledger, staff told once", async () => {
    const schedule = await api.db.prisma.recurringSchedule.create({
      data: {
        providerId: 1,
        customerId,
        customerName: "Casey Customer",
        customerPhone: "416-555-0166",
        customerEmail: "customer@demo.test",
        serviceType: "house-cleaning",
        frequency: "WEEKLY",
        dayOfWeek: 2,
        estimatedPrice: 15_000,
        startDate: new Date("2026-12-01T00:00:00Z"),
        nextBookingDate: new Date("2026-12-01T00:00:00Z"),
        stripeSubscriptionId: "sub_test_underpaid_invoice",
      },
    });
    const paidShort = (id: string) => {
      const event = invoicePaidEvent({
        eventId: id,
        created: NOW,
        invoiceId: "in_test_underpaid_invoice",
        subscriptionId: "sub_test_underpaid_invoice",
        metadata: { recurringScheduleId: String(schedule.id), providerId: "1", customerId: String(customerId) },
        paymentIntentId: "pi_test_underpaid_invoice",
        amountPaid: 12_000,
      });
      event.data.object.amount_due = 15_000;
      return event;
    };
    expect(await send(paidShort("evt_test_underpaid_invoice_1"))).toBe("applied");
    const payment = await api.db.prisma.payment.findUniqueOrThrow({
      where: { stripeInvoiceId: "in_test_underpaid_invoice" },
    });
    expect(payment).toMatchObject({
      paymentStatus: "PENDING",
      totalAmount: 15_000,
      amountReceived: 12_000,
      recurringScheduleId: schedule.id,
    });
    expect(await booksOf(api.db.prisma, payment.id)).toEqual(NO_BOOKS);
    expect(await underpaidNotices(payment.id)).toHaveLength(staffIds.length);

    expect(await send(paidShort("evt_test_underpaid_invoice_2"))).toBe("applied");
    expect(await underpaidNotices(payment.id)).toHaveLength(staffIds.length);
    expect(await booksOf(api.db.prisma, payment.id)).toEqual(NO_BOOKS);
  });
});

function globalPaymentId(id: number) {
  return Buffer.from(`Payment:${id}`).toString("base64");
}
