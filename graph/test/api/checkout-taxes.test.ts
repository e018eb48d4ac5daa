// Checkout with Canadian sales tax, in the offline test mode, through GraphQL: the customer
// pays the price and the service's taxes (none from a small supplier, one with no GST/HST
// number), where the service is performed; the platform's 10% fee is on the price before tax
// and always carries its own GST/HST (and QST) of the provider's province, charged to the
// provider; the gateway's application fee is the fee and its taxes. Settlement writes
// PLATFORM_FEE, FEE_TAX, SERVICE_TAX and PROVIDER_SHARE summing to the total and numbers the
// receipt; a refund reverses each part in proportion and numbers a credit note.
//
// Every figure is worked by hand (shared/tax/sales-tax.ts rounds each line half up to the
// cent). This file's database is fresh: its first receipt and its first credit note are
// number 1.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { booksOf } from "../support/stripe-events.ts";

/** $100.00 before tax. */
const PRICE = 10_000;
/** The platform's commission: 10% of the price before tax. */
const FEE = 1_000;

// The seeded providers (seed 7, five of them) and what each stands for here.
/** Ottawa, Ontario: registered for the GST/HST and the QST; payouts set up (destination charges). */
const REGISTRANT = 3;
/** Toronto, Ontario: no GST/HST number (a small supplier); payouts set up. */
const SMALL_SUPPLIER = 1;
/** Montréal, Québec: no GST/HST or QST number; no payout account (its share is held). */
const QUEBEC_SMALL_SUPPLIER = 4;

const GST_HST_NUMBER = "123456782RT0001";
const QST_NUMBER = "1234567890TQ0001";

let api: TestApp;
let customerId: number;
let customerCookie: string;
let staffCookie: string;
let gatineauCityId: number;
const payoutAccounts = new Map<number, string>();

async function signIn(email: string) {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password: "demo-password", code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

/** A connected account at the test-mode gateway, onboarded, and the provider paid out through it. */
async function setUpPayouts(providerId: number) {
  const account = await api.app.payments.createConnectedAccount({
    email: `payouts${providerId}@taxes.test`,
    businessName: `Provider ${providerId}`,
    idempotencyKey: `checkout-taxes-provider-${providerId}-account`,
    metadata: { providerId: String(providerId) },
  });
  await api.app.payments.testMode!.completeOnboarding(account.id);
  await api.db.prisma.provider.update({
    where: { id: providerId },
    data: { stripeAccountId: account.id, payoutsEnabled: true },
  });
  payoutAccounts.set(providerId, account.id);
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  customerCookie = await signIn("customer@demo.test");
  staffCookie = await signIn("admin@demo.test");
  // The provider's tax profile, as its columns keep it.
  await prisma.provider.update({
    where: { id: REGISTRANT },
    data: { gstHstNumber: GST_HST_NUMBER, qstNumber: QST_NUMBER },
  });
  gatineauCityId = (await prisma.city.findUniqueOrThrow({ where: { slug: "gatineau-quebec" } })).id;
  await setUpPayouts(REGISTRANT);
  await setUpPayouts(SMALL_SUPPLIER);
  // What the rest of the file takes for granted.
  const providers = await prisma.provider.findMany({
    where: { id: { in: [REGISTRANT, SMALL_SUPPLIER, QUEBEC_SMALL_SUPPLIER] } },
    select: {
      id: true,
      gstHstNumber: true,
      qstNumber: true,
      pstNumber: true,
      city: { select: { provinceCode: true } },
    },
    orderBy: { id: "asc" },
  });
  expect(providers).toEqual([
    { id: SMALL_SUPPLIER, gstHstNumber: null, qstNumber: null, pstNumber: null, city: { provinceCode: "ON" } },
    {
      id: REGISTRANT,
      gstHstNumber: GST_HST_NUMBER,
      qstNumber: QST_NUMBER,
      pstNumber: null,
      city: { provinceCode: "ON" },
    },
    { id: QUEBEC_SMALL_SUPPLIER, gstHstNumber: null, qstNumber: null, pstNumber: null, city: { provinceCode: "QC" } },
  ]);
});
afterAll(() => api?.close());

const RESULT_FIELDS = /* GraphQL */ `
  __typename
  ... on Error { errorMessage: message }
`;

const CREATE_PAYMENT_INTENT = /* GraphQL */ `
  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      ${RESULT_FIELDS}
      ... on StartCheckoutPayload {
        clientSecret
        summary { price smallSupplier taxLines { tax province ratePpm base amount } amount }
        payment { databaseId totalAmount platformFee paymentStatus }
      }
    }
  }
`;

const PAY_WITH_TEST_CARD = /* GraphQL */ `
  mutation PayWithTestCard($input: PayWithTestCardInput!) {
    payWithTestCard(input: $input) { ${RESULT_FIELDS} ... on PayWithTestCardPayload { succeeded } }
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

/** A booking of the demo customer's with `providerId`, performed at a Gatineau address when asked. */
async function insertBooking(providerId: number, options: { inGatineau?: boolean } = {}) {
  const bookingId = await insertCustomerBooking(api.db.prisma, { customerId, price: PRICE, providerId });
  if (options.inGatineau) {
    await api.db.prisma.booking.update({
      where: { id: bookingId },
      data: { address: "25 Rue Laurier", addressCityId: gatineauCityId, postalCode: "J8X 3Y3" },
    });
  }
  return bookingId;
}

/** Checkout begun by the customer: what it answered. */
async function checkout(bookingId: number) {
  const { data, errors } = await api.graphql(
    CREATE_PAYMENT_INTENT,
    { input: { bookingId: encodeGlobalID("Booking", bookingId) } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  const started = data!.createPaymentIntent;
  expect(started.__typename).toBe("StartCheckoutPayload");
  return started as {
    clientSecret: string;
    summary: Record<string, unknown>;
    payment: { databaseId: number; totalAmount: number; platformFee: number; paymentStatus: string };
  };
}

async function pay(clientSecret: string, cardNumber = "4242 4242 4242 4242") {
  const { data, errors } = await api.graphql(
    PAY_WITH_TEST_CARD,
    { input: { clientSecret, cardNumber } },
    {
      cookie: customerCookie,
    },
  );
  expect(errors).toBeUndefined();
  return data!.payWithTestCard as { __typename: string; succeeded: boolean };
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

/** The intent the gateway was asked for. */
async function intentOf(paymentId: number) {
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const row = await api.db.prisma.testModeObject.findUniqueOrThrow({ where: { id: payment.stripePaymentIntentId! } });
  return row.data as Record<string, any>;
}

/** The payment's stored tax lines, in receipt order, without ids and sources. */
async function taxLinesOf(paymentId: number) {
  const lines = await api.db.prisma.paymentTaxLine.findMany({
    where: { paymentId },
    orderBy: [{ kind: "asc" }, { position: "asc" }],
  });
  for (const line of lines) expect(line.source).toMatch(/\S/);
  return lines.map(({ kind, position, tax, province, ratePpm, base, amount }) => ({
    kind,
    position,
    tax,
    province,
    ratePpm,
    base,
    amount,
  }));
}

/** The payment's money columns. */
async function amountsOf(paymentId: number) {
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const { totalAmount, platformFee, serviceTax, feeTax, receiptNumber, paymentStatus, transferStatus } = payment;
  return { totalAmount, platformFee, serviceTax, feeTax, receiptNumber, paymentStatus, transferStatus };
}

/** Each ledger row as [kind, amount, reference], in the order booksOf reads them (kind, then reference). */
async function ledgerOf(paymentId: number) {
  const books = await booksOf(api.db.prisma, paymentId);
  return { books, rows: books.rows.map((row) => [row.kind, row.amount, row.reference]) };
}

const total = (books: { fee: number; feeTax: number; serviceTax: number; share: number }) =>
  books.fee + books.feeTax + books.serviceTax + books.share;

describe("receipts", () => {
  it("are numbered 1, 2, 3 as payments settle: not when checkout begins, and not for a declined card", async () => {
    expect(await api.db.prisma.payment.count({ where: { receiptNumber: { not: null } } })).toBe(0);
    const first = await checkout(await insertBooking(SMALL_SUPPLIER));
    const second = await checkout(await insertBooking(SMALL_SUPPLIER));
    const third = await checkout(await insertBooking(SMALL_SUPPLIER));
    const numberOf = async (started: { payment: { databaseId: number } }) =>
      (await amountsOf(started.payment.databaseId)).receiptNumber;
    expect([await numberOf(first), await numberOf(second), await numberOf(third)]).toEqual([null, null, null]);

    // Paid out of order: the numbers follow the settlements.
    expect(await pay(second.clientSecret)).toMatchObject({ succeeded: true });
    expect(await pay(first.clientSecret, "4000 0000 0000 0002")).toMatchObject({ succeeded: false });
    expect(await amountsOf(first.payment.databaseId)).toMatchObject({ paymentStatus: "FAILED", receiptNumber: null });
    expect(await pay(third.clientSecret)).toMatchObject({ succeeded: true });
    expect(await pay(first.clientSecret)).toMatchObject({ succeeded: true });
    expect([await numberOf(second), await numberOf(third), await numberOf(first)]).toEqual([1, 2, 3]);
  });
});

describe("checkout charges the service's taxes where it is performed", () => {
  it("adds Ontario's HST of 13% to an Ontario registrant's $100 booking; the platform keeps its fee and the fee's HST", async () => {
    const bookingId = await insertBooking(REGISTRANT);
    const started = await checkout(bookingId);
    // HST 13% on $100.00: $13.00. The customer pays $113.00.
    expect(started.summary).toEqual({
      price: PRICE,
      smallSupplier: false,
      taxLines: [{ tax: "HST", province: "ON", ratePpm: 130_000, base: PRICE, amount: 1_300 }],
      amount: 11_300,
    });
    const paymentId = started.payment.databaseId;
    expect(started.payment).toMatchObject({ totalAmount: 11_300, platformFee: FEE, paymentStatus: "PENDING" });
    // The fee, $10.00, carries the HST of the provider's province (Ontario): 13%, $1.30.
    expect(await amountsOf(paymentId)).toEqual({
      totalAmount: 11_300,
      platformFee: FEE,
      serviceTax: 1_300,
      feeTax: 130,
      receiptNumber: null,
      paymentStatus: "PENDING",
      transferStatus: "PENDING",
    });
    expect(await taxLinesOf(paymentId)).toEqual([
      { kind: "SERVICE", position: 0, tax: "HST", province: "ON", ratePpm: 130_000, base: PRICE, amount: 1_300 },
      { kind: "FEE", position: 0, tax: "HST", province: "ON", ratePpm: 130_000, base: FEE, amount: 130 },
    ]);
    // The gateway charges the taxed total; the platform's application fee is its fee and the fee's HST.
    expect(await intentOf(paymentId)).toMatchObject({
      amount: 11_300,
      currency: "cad",
      application_fee_amount: 1_000 + 130,
      transfer_data: { destination: payoutAccounts.get(REGISTRANT) },
    });

    expect(await pay(started.clientSecret)).toMatchObject({ succeeded: true });
    expect(await amountsOf(paymentId)).toMatchObject({
      paymentStatus: "COMPLETED",
      transferStatus: "TRANSFERRED",
      receiptNumber: expect.any(Number),
    });
    // Settled: the four kinds, summing to what the customer paid. The provider receives the
    // price less the fee and its HST (8,870) with the service's HST (1,300), which it remits.
    const { books, rows } = await ledgerOf(paymentId);
    expect(rows).toEqual([
      ["PLATFORM_FEE", 1_000, "settlement"],
      ["PROVIDER_SHARE", 8_870, "settlement"],
      ["SERVICE_TAX", 1_300, "settlement"],
      ["FEE_TAX", 130, "settlement"],
    ]);
    expect(books.rows.every((row) => row.occurredAt === TEST_NOW.toISOString())).toBe(true);
    expect(total(books)).toBe(11_300);
  });

  it("charges a booking at a Québec address the GST and the QST, each on the price and rounded half up", async () => {
    // The same Ontario provider, working in Gatineau: the service is supplied in Québec.
    const bookingId = await insertBooking(REGISTRANT, { inGatineau: true });
    const started = await checkout(bookingId);
    // GST 5% on $100.00: $5.00. QST 9.975% on $100.00 (not on the GST): 997.5 cents → 998.
    expect(started.summary).toEqual({
      price: PRICE,
      smallSupplier: false,
      taxLines: [
        { tax: "GST", province: "QC", ratePpm: 50_000, base: PRICE, amount: 500 },
        { tax: "QST", province: "QC", ratePpm: 99_750, base: PRICE, amount: 998 },
      ],
      amount: 11_498,
    });
    const paymentId = started.payment.databaseId;
    // The fee is supplied to the provider's business, in Ontario: HST 13% on $10.00.
    expect(await taxLinesOf(paymentId)).toEqual([
      { kind: "SERVICE", position: 0, tax: "GST", province: "QC", ratePpm: 50_000, base: PRICE, amount: 500 },
      { kind: "SERVICE", position: 1, tax: "QST", province: "QC", ratePpm: 99_750, base: PRICE, amount: 998 },
      { kind: "FEE", position: 0, tax: "HST", province: "ON", ratePpm: 130_000, base: FEE, amount: 130 },
    ]);
    expect(await amountsOf(paymentId)).toMatchObject({
      totalAmount: 11_498,
      platformFee: FEE,
      serviceTax: 500 + 998,
      feeTax: 130,
    });
    expect(await intentOf(paymentId)).toMatchObject({ amount: 11_498, application_fee_amount: 1_130 });

    expect(await pay(started.clientSecret)).toMatchObject({ succeeded: true });
    const { books, rows } = await ledgerOf(paymentId);
    expect(rows).toEqual([
      ["PLATFORM_FEE", 1_000, "settlement"],
      ["PROVIDER_SHARE", 8_870, "settlement"], // 11,498 − 1,000 − 130 − 1,498
      ["SERVICE_TAX", 1_498, "settlement"],
      ["FEE_TAX", 130, "settlement"],
    ]);
    expect(total(books)).toBe(11_498);
  });

  it("charges a small supplier's customer no tax, but the fee still carries its HST, charged to the provider", async () => {
    const bookingId = await insertBooking(SMALL_SUPPLIER);
    const started = await checkout(bookingId);
    expect(started.summary).toEqual({ price: PRICE, smallSupplier: true, taxLines: [], amount: PRICE });
    const paymentId = started.payment.databaseId;
    expect(await amountsOf(paymentId)).toMatchObject({
      totalAmount: PRICE,
      platformFee: FEE,
      serviceTax: 0,
      feeTax: 130,
    });
    expect(await taxLinesOf(paymentId)).toEqual([
      { kind: "FEE", position: 0, tax: "HST", province: "ON", ratePpm: 130_000, base: FEE, amount: 130 },
    ]);
    // HST 13% on the $10.00 fee: the platform keeps $11.30 of the $100.00.
    expect(await intentOf(paymentId)).toMatchObject({ amount: PRICE, application_fee_amount: 1_130 });

    expect(await pay(started.clientSecret)).toMatchObject({ succeeded: true });
    // No SERVICE_TAX row: the payment has no service tax line.
    const { books, rows } = await ledgerOf(paymentId);
    expect(rows).toEqual([
      ["PLATFORM_FEE", 1_000, "settlement"],
      ["PROVIDER_SHARE", 8_870, "settlement"],
      ["FEE_TAX", 130, "settlement"],
    ]);
    expect(total(books)).toBe(PRICE);
  });

  it("taxes a Québec provider's fee with the GST and the QST, even as a small supplier", async () => {
    const bookingId = await insertBooking(QUEBEC_SMALL_SUPPLIER);
    const started = await checkout(bookingId);
    expect(started.summary).toEqual({ price: PRICE, smallSupplier: true, taxLines: [], amount: PRICE });
    const paymentId = started.payment.databaseId;
    // GST 5% on the $10.00 fee: $0.50; QST 9.975% on it: 99.75 cents → 100.
    expect(await taxLinesOf(paymentId)).toEqual([
      { kind: "FEE", position: 0, tax: "GST", province: "QC", ratePpm: 50_000, base: FEE, amount: 50 },
      { kind: "FEE", position: 1, tax: "QST", province: "QC", ratePpm: 99_750, base: FEE, amount: 100 },
    ]);
    expect(await amountsOf(paymentId)).toMatchObject({ totalAmount: PRICE, serviceTax: 0, feeTax: 150 });
    // No payout account: Stripe takes an application fee only beside a destination.
    const intent = await intentOf(paymentId);
    expect(intent.amount).toBe(PRICE);
    expect(intent.application_fee_amount ?? null).toBeNull();

    expect(await pay(started.clientSecret)).toMatchObject({ succeeded: true });
    expect(await amountsOf(paymentId)).toMatchObject({ paymentStatus: "COMPLETED", transferStatus: "PENDING" });
    const { rows } = await ledgerOf(paymentId);
    expect(rows).toEqual([
      ["PLATFORM_FEE", 1_000, "settlement"],
      ["PROVIDER_SHARE", 8_850, "settlement"], // 10,000 − 1,000 − 150
      ["FEE_TAX", 150, "settlement"],
    ]);
  });
});

describe("refunds of a taxed payment", () => {
  it("reverse each part in proportion, and each refund gets the next credit note: 1, then 2", async () => {
    expect(await api.db.prisma.creditNote.count()).toBe(0);
    const started = await checkout(await insertBooking(REGISTRANT));
    expect(await pay(started.clientSecret)).toMatchObject({ succeeded: true });
    const paymentId = started.payment.databaseId;
    // Paid 11,300: the fee 1,000, its HST 130, the service's HST 1,300, the provider 8,870.

    // 5,000 of 11,300 refunded: each part's share of it, half up; the provider's share the rest.
    //   fee       5,000 × 1,000 / 11,300 = 442.48 → 442
    //   fee HST   5,000 ×   130 / 11,300 =  57.52 →  58
    //   HST       5,000 × 1,300 / 11,300 = 575.22 → 575
    //   share     5,000 − 442 − 58 − 575 = 3,925
    expect(await refund(paymentId, 5_000)).toMatchObject({ payment: { refundedAmount: 5_000 } });
    const afterFirst = await api.db.prisma.creditNote.findMany({ where: { paymentId }, orderBy: { number: "asc" } });
    expect(afterFirst).toMatchObject([{ number: 1, refundedBefore: 0, refundedAfter: 5_000 }]);
    const firstEvent = afterFirst[0]!.reference;
    expect(firstEvent).toMatch(/^evt_test_/);
    expect((await ledgerOf(paymentId)).rows.filter((row) => row[2] === firstEvent)).toEqual([
      ["PLATFORM_FEE", -442, firstEvent],
      ["PROVIDER_SHARE", -3_925, firstEvent],
      ["SERVICE_TAX", -575, firstEvent],
      ["FEE_TAX", -58, firstEvent],
    ]);

    // 2,000 more, 7,000 in all: each part's share of 7,000 less what 5,000 returned.
    //   fee       7,000 × 1,000 / 11,300 = 619.47 → 619, less 442: 177
    //   fee HST   7,000 ×   130 / 11,300 =  80.53 →  81, less  58:  23
    //   HST       7,000 × 1,300 / 11,300 = 805.31 → 805, less 575: 230
    //   share     2,000 − 177 − 23 − 230 = 1,570
    expect(await refund(paymentId, 2_000)).toMatchObject({ payment: { refundedAmount: 7_000 } });
    const notes = await api.db.prisma.creditNote.findMany({ where: { paymentId }, orderBy: { number: "asc" } });
    expect(notes).toMatchObject([
      { number: 1, refundedBefore: 0, refundedAfter: 5_000, reference: firstEvent },
      { number: 2, refundedBefore: 5_000, refundedAfter: 7_000 },
    ]);
    expect(notes.every((note) => note.issuedAt.getTime() === TEST_NOW.getTime())).toBe(true);
    const secondEvent = notes[1]!.reference;
    const { books, rows } = await ledgerOf(paymentId);
    expect(rows.filter((row) => row[2] === secondEvent)).toEqual([
      ["PLATFORM_FEE", -177, secondEvent],
      ["PROVIDER_SHARE", -1_570, secondEvent],
      ["SERVICE_TAX", -230, secondEvent],
      ["FEE_TAX", -23, secondEvent],
    ]);
    // What is left of each part, summing to the 4,300 not refunded.
    expect(books).toMatchObject({ fee: 381, feeTax: 49, serviceTax: 495, share: 3_375 });
    expect(total(books)).toBe(11_300 - 7_000);
    // The receipt keeps its number; refunds take none.
    expect((await amountsOf(paymentId)).receiptNumber).toEqual(expect.any(Number));
  });
});
