// Receipts and credit notes through the real server (graph/src/rest/receipts.ts,
// services/receipts/receipts.ts): a booking paid in the offline test mode gets a numbered
// receipt, as a PDF or (?format=html) a page, naming the provider with its GST/HST and QST
// numbers, the customer and each tax of the province the service is performed in; a partial
// refund gets a numbered credit note returning each tax in proportion. Who may read them: the
// customer who paid, the provider paid and staff; a visitor is asked to sign in; anyone else,
// an unpaid payment and a missing one get the same 404 in the same words. A guest's documents
// are read through the booking's signed link, and a wrong link is the usual guest 404,
// counted by the wrong-link throttle. GraphQL lists where each document is
// (Payment.documents, GuestBooking.documents).
//
// Every figure is worked by hand. This file's database is fresh: its first receipt and its
// first credit note are number 1.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GUEST_LINK_REFUSAL } from "../../src/services/bookings/guest-booking.ts";
import { guestManagePathFor, guestManageToken } from "../../src/services/bookings/guest-link.ts";
import { escapeHtml } from "../../src/services/receipts/receipt-html.ts";
import { cookieFrom, startTestApp, type TestApp, TEST_NOW, TEST_STAFF_CODE } from "../support/app.ts";
import { insertCustomerBooking, insertSettledPayment } from "../support/customer-booking.ts";
import { createAccount } from "../support/sign-in.ts";
import { pinnedClock, recordingMailGateway, runWorker } from "../support/notifications.ts";

/** $100.00 before tax. */
const PRICE = 10_000;
// GST 5% on $100.00: $5.00. QST 9.975% on $100.00: 997.5 cents, half up: $9.98.
const GST = 500;
const QST = 998;
const TOTAL = PRICE + GST + QST; // 11,498

/** Ottawa, Ontario (seed 7): registered here for the GST/HST and the QST; works in Gatineau. */
const REGISTRANT = 3;
/** Toronto, Ontario: no GST/HST number, a small supplier. */
const SMALL_SUPPLIER = 1;
const GST_HST_NUMBER = "123456782RT0001";
const QST_NUMBER = "1234567890TQ0001";

const SIGN_IN_TO_SEE = "Please sign in to see this receipt.";
const NO_RECEIPT = "There is no receipt for that payment.";
const NO_CREDIT_NOTE = "There is no credit note with that number for this payment.";
const FORMAT_WORDS = 'The format must be "pdf" or "html".';
const SMALL_SUPPLIER_NOTE = "No GST/HST was charged: the provider is a small supplier, not registered for the GST/HST.";

let api: TestApp;
let customerId: number;
let customerCookie: string;
let otherCustomerCookie: string;
/** An account acting for REGISTRANT: the provider paid. */
let registrantCookie: string;
/** provider@demo.test, acting for provider 1: another provider. */
let otherProviderCookie: string;
let staffCookie: string;
let gatineauCityId: number;
let registrantName: string;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  await createAccount(prisma, "other@receipts.test", "other customer pass 1");
  const registrantAccount = await createAccount(prisma, "registrant@receipts.test", "registrant pass 1");
  await prisma.user.update({ where: { id: registrantAccount }, data: { role: "PROVIDER", providerId: REGISTRANT } });
  const registrant = await prisma.provider.update({
    where: { id: REGISTRANT },
    data: { gstHstNumber: GST_HST_NUMBER, qstNumber: QST_NUMBER },
    select: { name: true, gstHstNumber: true, qstNumber: true, city: { select: { provinceCode: true } } },
  });
  registrantName = registrant.name;
  expect(registrant).toMatchObject({ city: { provinceCode: "ON" } });
  const small = await prisma.provider.findUniqueOrThrow({ where: { id: SMALL_SUPPLIER } });
  expect(small.gstHstNumber).toBeNull();
  gatineauCityId = (await prisma.city.findUniqueOrThrow({ where: { slug: "gatineau-quebec" } })).id;

  customerCookie = await signIn("customer@demo.test");
  otherCustomerCookie = await signIn("other@receipts.test", "other customer pass 1");
  registrantCookie = await signIn("registrant@receipts.test", "registrant pass 1");
  otherProviderCookie = await signIn("provider@demo.test");
  staffCookie = await signIn("admin@demo.test");
});
afterAll(() => api?.close());

// In-process calls share one address's wrong-link window: each test starts with none counted.
beforeEach(async () => {
  await api.db.prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "guest-link:" } } });
});

// ---------------------------------------------------------------------------------------
// Bookings, checkout and payment

/** A booking of the demo customer's (or a guest's) with `providerId`, performed in Gatineau, Québec. */
async function insertBooking(providerId: number, options: { guest?: boolean; inGatineau?: boolean } = {}) {
  const bookingId = await insertCustomerBooking(api.db.prisma, {
    customerId: options.guest ? null : customerId,
    price: PRICE,
    providerId,
  });
  if (options.inGatineau ?? true) {
    await api.db.prisma.booking.update({
      where: { id: bookingId },
      data: { address: "25 Rue Laurier", addressUnit: "4", addressCityId: gatineauCityId, postalCode: "J8X 3Y3" },
    });
  }
  return bookingId;
}

const RESULT = /* GraphQL */ `__typename ... on Error { message }`;

async function checkout(bookingId: number) {
  const { data, errors } = await api.graphql(
    `mutation($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) {
      ${RESULT} ... on StartCheckoutPayload { clientSecret payment { databaseId } } } }`,
    { input: { bookingId: encodeGlobalID("Booking", bookingId) } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  expect(data!.createPaymentIntent.__typename).toBe("StartCheckoutPayload");
  return {
    clientSecret: data!.createPaymentIntent.clientSecret as string,
    paymentId: data!.createPaymentIntent.payment.databaseId as number,
  };
}

async function pay(clientSecret: string) {
  const { data, errors } = await api.graphql(
    `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
      ${RESULT} ... on PayWithTestCardPayload { succeeded } } }`,
    { input: { clientSecret, cardNumber: "4242 4242 4242 4242" } },
    { cookie: customerCookie },
  );
  expect(errors).toBeUndefined();
  expect(data!.payWithTestCard).toMatchObject({ succeeded: true });
}

/** A booking of the customer's with `providerId`, checked out and paid: its payment's id. */
async function paidBooking(providerId: number, options: { inGatineau?: boolean } = {}) {
  const bookingId = await insertBooking(providerId, options);
  const { clientSecret, paymentId } = await checkout(bookingId);
  await pay(clientSecret);
  return { bookingId, paymentId };
}

/** A guest's booking with REGISTRANT in Gatineau, paid through its link: the link's token. */
async function paidGuestBooking() {
  const bookingId = await insertBooking(REGISTRANT, { guest: true });
  const token = await tokenFor(bookingId);
  const { data: started } = await api.graphql(
    `mutation($input: GuestBookingTokenInput!) { startGuestBookingCheckout(input: $input) {
      ${RESULT} ... on StartCheckoutPayload { clientSecret } } }`,
    { input: { token } },
  );
  const clientSecret = started!.startGuestBookingCheckout.clientSecret as string;
  expect(clientSecret).toEqual(expect.any(String));
  const { data: paid } = await api.graphql(
    `mutation($input: PayGuestBookingWithTestCardInput!) { payGuestBookingWithTestCard(input: $input) {
      ${RESULT} ... on PayWithTestCardPayload { succeeded } } }`,
    { input: { token, clientSecret, cardNumber: "4242 4242 4242 4242" } },
  );
  expect(paid!.payGuestBookingWithTestCard).toMatchObject({ succeeded: true });
  const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
  return { bookingId, token, paymentId: payment.id };
}

async function tokenFor(bookingId: number): Promise<string> {
  const path = await guestManagePathFor(api.db.prisma, bookingId);
  return path!.slice("/bookings/manage/".length);
}

async function refund(paymentId: number, amount: number) {
  const { data, errors } = await api.graphql(
    `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) {
      ${RESULT} ... on RefundPaymentPayload { payment { refundedAmount } } } }`,
    { input: { paymentId: String(paymentId), amount } },
    { cookie: staffCookie },
  );
  expect(errors).toBeUndefined();
  expect(data!.refundPayment.__typename).toBe("RefundPaymentPayload");
}

// ---------------------------------------------------------------------------------------
// Reading documents

/** GET `path` as `cookie` (or a visitor). */
function get(path: string, cookie?: string) {
  return api.request(path, { headers: cookie ? { cookie } : {} });
}

/** How the receipt route answers a PDF: an attachment's bytes are read through the same check. */
const PDF_HEADERS = { "content-type": "application/pdf", "cache-control": "private, no-store" };

/** The PDF's text as a reader extracts it, runs of white space as one space. */
async function pdfText(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

async function htmlOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return response.text();
}

/** A refusal: its status and its JSON body. */
async function refusalOf(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/json/);
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

/** The PDF text's part from `from` up to `to` (or its end): a party's block, the amounts. */
function between(text: string, from: string, to?: string) {
  const start = text.indexOf(from);
  expect(start, from).toBeGreaterThanOrEqual(0);
  const end = to === undefined ? text.length : text.indexOf(to, start);
  expect(end, to).toBeGreaterThan(start);
  return text.slice(start, end);
}

/** The page's block of one party. */
function htmlParty(html: string, key: "supplier" | "customer" | "marketplace") {
  const match = new RegExp(`<section aria-labelledby="party-${key}">(.*?)</section>`, "s").exec(html);
  expect(match, key).not.toBeNull();
  return match![1]!;
}

const receiptPath = (paymentId: number | string) => `/api/payments/${paymentId}/receipt`;
const creditNotePath = (paymentId: number, number: number | string) =>
  `/api/payments/${paymentId}/credit-notes/${number}`;
const receiptNumber = async (paymentId: number) =>
  (await api.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).receiptNumber;

const PAYMENT_DOCUMENTS = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on Payment {
        totalAmount
        serviceTax
        feeTax
        taxLines {
          tax
          province
          ratePpm
          base
          amount
        }
        documents {
          kind
          number
          path
          issuedAt
        }
      }
    }
  }
`;

async function paymentDocuments(paymentId: number, cookie: string) {
  const id = encodeGlobalID("Payment", paymentId);
  const { data, errors } = await api.graphql(PAYMENT_DOCUMENTS, { id }, { cookie });
  expect(errors).toBeUndefined();
  return data!.node;
}

// ---------------------------------------------------------------------------------------

describe("a Québec booking's receipt, from a GST/HST and QST registrant", () => {
  let paymentId: number;
  let bookingId: number;

  beforeAll(async () => {
    ({ paymentId, bookingId } = await paidBooking(REGISTRANT));
  });

  it("is numbered R-000001 when the payment settles, and answers a PDF with every figure", async () => {
    // The file's first settled payment takes the series' first number.
    expect(await receiptNumber(paymentId)).toBe(1);
    const response = await get(receiptPath(paymentId), customerCookie);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="R-000001.pdf"');
    const text = await pdfText(response);
    expect(text).toContain("Receipt R-000001");
    expect(text).toContain("Issue date November 20, 2026");
    expect(text).toContain("Date of supply November 25, 2026");
    expect(text).toContain(`Reference Booking ${bookingId}`);
    // The supplier, with its own registrations (not the marketplace's example numbers, which
    // happen to be the same digits); the customer where the service is performed.
    const supplier = between(text, "SUPPLIER", "CUSTOMER");
    expect(supplier).toContain(registrantName);
    expect(supplier).toContain("Ottawa, ON");
    expect(supplier).toContain("GST/HST 123456782 RT 0001 QST 1234567890 TQ 0001");
    expect(supplier).not.toContain("example");
    const customer = between(text, "CUSTOMER", "PAYMENT TAKEN BY");
    expect(customer).toBe("CUSTOMER Casey Customer 4 - 25 Rue Laurier Gatineau, QC J8X 3Y3 ");
    // The price, each tax on it, and what was paid.
    expect(text).toContain("House Cleaning $100.00");
    expect(text).toContain("Subtotal $100.00");
    expect(text).toContain("GST 5% on $100.00 $5.00");
    expect(text).toContain("QST 9.975% on $100.00 $9.98");
    expect(text).toContain("Total paid $114.98");
    expect(text).not.toContain("HST 13%");
    expect(text).not.toContain("small supplier");
    expect(text).not.toContain("Corrects receipt");
  });

  it("answers the same figures as a page with ?format=html", async () => {
    const html = await htmlOf(await get(`${receiptPath(paymentId)}?format=html`, customerCookie));
    expect(html).toContain("<title>Receipt R-000001</title>");
    const supplier = htmlParty(html, "supplier");
    expect(supplier).toContain(`<p class="party-name">${escapeHtml(registrantName)}</p>`);
    expect(supplier).toContain("<ul><li>GST/HST 123456782 RT 0001</li><li>QST 1234567890 TQ 0001</li></ul>");
    expect(htmlParty(html, "customer")).toContain('<p class="party-name">Casey Customer</p>');
    expect(html).toContain('>GST 5% on $100.00</th><td class="amount">$5.00</td>');
    expect(html).toContain('>QST 9.975% on $100.00</th><td class="amount">$9.98</td>');
    expect(html).toContain('>Total paid</th><td class="amount">$114.98</td>');
    // ?format=pdf is the default, said out loud.
    expect(await pdfText(await get(`${receiptPath(paymentId)}?format=pdf`, customerCookie))).toContain(
      "Total paid $114.98",
    );
  });

  it("refuses any other format with a 400 that says which there are", async () => {
    for (const format of ["xml", "PDF", "", "html%00"]) {
      const response = await get(`${receiptPath(paymentId)}?format=${format}`, customerCookie);
      expect(await refusalOf(response), format).toEqual({ status: 400, message: FORMAT_WORDS });
    }
  });

  it("is the paying customer's, the provider paid's and staff's: a visitor is asked to sign in, anyone else finds none", async () => {
    for (const cookie of [customerCookie, registrantCookie, staffCookie]) {
      expect(await pdfText(await get(receiptPath(paymentId), cookie))).toContain("Receipt R-000001");
      expect(await htmlOf(await get(`${receiptPath(paymentId)}?format=html`, cookie))).toContain("R-000001");
    }
    expect(await refusalOf(await get(receiptPath(paymentId)))).toEqual({ status: 401, message: SIGN_IN_TO_SEE });
    // Another customer and another provider: the same words as a payment that does not exist.
    for (const cookie of [otherCustomerCookie, otherProviderCookie]) {
      expect(await refusalOf(await get(receiptPath(paymentId), cookie))).toEqual({ status: 404, message: NO_RECEIPT });
      expect(await refusalOf(await get(`${receiptPath(paymentId)}?format=html`, cookie))).toEqual({
        status: 404,
        message: NO_RECEIPT,
      });
    }
    expect(await refusalOf(await get(receiptPath(2_000_000_000), customerCookie))).toEqual({
      status: 404,
      message: NO_RECEIPT,
    });
    // A visitor is asked to sign in whether or not the payment exists.
    expect(await refusalOf(await get(receiptPath(2_000_000_000)))).toEqual({ status: 401, message: SIGN_IN_TO_SEE });
  });

  it("lists the receipt, the taxes and their totals on Payment for its readers, and nothing to others", async () => {
    const expected = {
      totalAmount: TOTAL,
      serviceTax: GST + QST,
      // The fee, $10.00, carries Ontario's HST (the provider's province): $1.30.
      feeTax: 130,
      taxLines: [
        { tax: "GST", province: "QC", ratePpm: 50_000, base: PRICE, amount: GST },
        { tax: "QST", province: "QC", ratePpm: 99_750, base: PRICE, amount: QST },
      ],
      documents: [
        { kind: "RECEIPT", number: "R-000001", path: receiptPath(paymentId), issuedAt: "2026-11-20T15:00:00.000Z" },
      ],
    };
    for (const cookie of [customerCookie, registrantCookie, staffCookie]) {
      expect(await paymentDocuments(paymentId, cookie)).toEqual(expected);
    }
    for (const cookie of [otherCustomerCookie, otherProviderCookie]) {
      expect(await paymentDocuments(paymentId, cookie)).toBeNull();
    }
  });
});

describe("what has no receipt", () => {
  it("an unpaid payment and a declined one: the same 404 as a payment that does not exist, even to staff", async () => {
    const unpaid = await checkout(await insertBooking(REGISTRANT));
    const declined = await checkout(await insertBooking(REGISTRANT));
    const { data } = await api.graphql(
      `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) {
        ${RESULT} ... on PayWithTestCardPayload { succeeded } } }`,
      { input: { clientSecret: declined.clientSecret, cardNumber: "4000 0000 0000 0002" } },
      { cookie: customerCookie },
    );
    expect(data!.payWithTestCard).toMatchObject({ succeeded: false });
    for (const { paymentId } of [unpaid, declined]) {
      for (const cookie of [customerCookie, registrantCookie, staffCookie]) {
        expect(await refusalOf(await get(receiptPath(paymentId), cookie))).toEqual({
          status: 404,
          message: NO_RECEIPT,
        });
        expect(await refusalOf(await get(creditNotePath(paymentId, 1), cookie))).toEqual({
          status: 404,
          message: NO_RECEIPT,
        });
      }
      expect(await receiptNumber(paymentId)).toBeNull();
      expect(await paymentDocuments(paymentId, customerCookie)).toMatchObject({ documents: [] });
    }
  });

  it("a payment id that is no id: a 400 in the same words, before anything is looked up", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999", "2147483648", "1e3"]) {
      expect(await refusalOf(await get(receiptPath(id), customerCookie)), id).toEqual({
        status: 400,
        message: NO_RECEIPT,
      });
    }
  });
});

describe("a partial refund's credit note", () => {
  let paymentId: number;
  let receipt: string;

  beforeAll(async () => {
    ({ paymentId } = await paidBooking(REGISTRANT));
    receipt = `R-${String(await receiptNumber(paymentId)).padStart(6, "0")}`;
    expect(await api.db.prisma.creditNote.count()).toBe(0);
    // $50.00 of $114.98 back. Each part's share of it, half up (the ledger's split):
    //   GST  5,000 × 500 / 11,498 = 217.43 → 217
    //   QST  5,000 × 998 / 11,498 = 433.99 → 434
    // so the price returned is 5,000 − 217 − 434 = 4,349.
    await refund(paymentId, 5_000);
    expect(await api.db.prisma.creditNote.findMany({ where: { paymentId } })).toMatchObject([
      { number: 1, refundedBefore: 0, refundedAfter: 5_000 },
    ]);
  });

  it("is CN-000001: the price returned, each tax returned in proportion, and the receipt it corrects", async () => {
    const response = await get(creditNotePath(paymentId, 1), customerCookie);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="CN-000001.pdf"');
    const text = await pdfText(response);
    expect(text).toContain("Credit note CN-000001");
    expect(text).toContain(`Corrects receipt ${receipt}`);
    const supplier = between(text, "SUPPLIER", "CUSTOMER");
    expect(supplier).toContain(registrantName);
    expect(supplier).toContain("GST/HST 123456782 RT 0001 QST 1234567890 TQ 0001");
    expect(between(text, "CUSTOMER", "PAYMENT TAKEN BY")).toContain("Casey Customer");
    expect(text).toContain("Refund: House Cleaning $43.49");
    expect(text).toContain("Subtotal $43.49");
    expect(text).toContain("GST 5% on $43.49 $2.17");
    expect(text).toContain("QST 9.975% on $43.49 $4.34");
    expect(text).toContain("Total refunded $50.00");
    expect(text).not.toContain("Total paid");

    const html = await htmlOf(await get(`${creditNotePath(paymentId, 1)}?format=html`, customerCookie));
    expect(html).toContain("<title>Credit note CN-000001</title>");
    expect(html).toContain(`Corrects receipt</dt><dd>${receipt}</dd>`);
    expect(html).toContain('>GST 5% on $43.49</th><td class="amount">$2.17</td>');
    expect(html).toContain('>QST 9.975% on $43.49</th><td class="amount">$4.34</td>');
    expect(html).toContain('>Total refunded</th><td class="amount">$50.00</td>');
    expect(await refusalOf(await get(`${creditNotePath(paymentId, 1)}?format=xml`, customerCookie))).toEqual({
      status: 400,
      message: FORMAT_WORDS,
    });
  });

  it("leaves the receipt as it was: the whole payment, under its own number", async () => {
    const text = await pdfText(await get(receiptPath(paymentId), customerCookie));
    expect(text).toContain(`Receipt ${receipt}`);
    expect(text).toContain("Total paid $114.98");
  });

  it("is read by those who read the payment, and refused to the others as the receipt is", async () => {
    for (const cookie of [registrantCookie, staffCookie]) {
      expect(await pdfText(await get(creditNotePath(paymentId, 1), cookie))).toContain("Total refunded $50.00");
    }
    expect(await refusalOf(await get(creditNotePath(paymentId, 1)))).toEqual({ status: 401, message: SIGN_IN_TO_SEE });
    for (const cookie of [otherCustomerCookie, otherProviderCookie]) {
      expect(await refusalOf(await get(creditNotePath(paymentId, 1), cookie))).toEqual({
        status: 404,
        message: NO_RECEIPT,
      });
    }
  });

  it("is found under its own payment only, and a number that is none is a 404 or a 400", async () => {
    // Another of the customer's paid payments has no credit note 1.
    const other = await paidBooking(REGISTRANT);
    expect(await refusalOf(await get(creditNotePath(other.paymentId, 1), customerCookie))).toEqual({
      status: 404,
      message: NO_CREDIT_NOTE,
    });
    expect(await refusalOf(await get(creditNotePath(paymentId, 2), customerCookie))).toEqual({
      status: 404,
      message: NO_CREDIT_NOTE,
    });
    for (const number of ["abc", "0", "-1", "1.5", "2147483648", "99999999999999999999", "999999999999999999999"]) {
      expect(await refusalOf(await get(creditNotePath(paymentId, number), customerCookie)), number).toEqual({
        status: 400,
        message: NO_CREDIT_NOTE,
      });
    }
  });

  it("is listed after the receipt on Payment.documents, and its path answers it", async () => {
    const { documents } = await paymentDocuments(paymentId, customerCookie);
    expect(documents).toEqual([
      { kind: "RECEIPT", number: receipt, path: receiptPath(paymentId), issuedAt: "2026-11-20T15:00:00.000Z" },
      {
        kind: "CREDIT_NOTE",
        number: "CN-000001",
        path: creditNotePath(paymentId, 1),
        issuedAt: "2026-11-20T15:00:00.000Z",
      },
    ]);
    for (const document of documents as { path: string; number: string }[]) {
      expect(await pdfText(await get(document.path, customerCookie))).toContain(document.number);
    }
  });
});

describe("a guest's receipt, through the booking's link", () => {
  it("answers the receipt and its credit note through the link, and GuestBooking.documents lists them", async () => {
    const { token, paymentId } = await paidGuestBooking();
    const number = `R-${String(await receiptNumber(paymentId)).padStart(6, "0")}`;
    const base = `/api/guest-bookings/${token}`;

    const text = await pdfText(await get(`${base}/receipt`));
    expect(text).toContain(`Receipt ${number}`);
    expect(between(text, "SUPPLIER", "CUSTOMER")).toContain(registrantName);
    expect(between(text, "CUSTOMER", "PAYMENT TAKEN BY")).toContain("Casey Customer");
    expect(text).toContain("GST 5% on $100.00 $5.00");
    expect(text).toContain("QST 9.975% on $100.00 $9.98");
    expect(text).toContain("Total paid $114.98");
    expect(await htmlOf(await get(`${base}/receipt?format=html`))).toContain(`<title>Receipt ${number}</title>`);
    expect(await refusalOf(await get(`${base}/receipt?format=xml`))).toEqual({ status: 400, message: FORMAT_WORDS });
    // Whoever holds the link: a signed-in account too, which is not asked who it is.
    expect(await pdfText(await get(`${base}/receipt`, otherCustomerCookie))).toContain(`Receipt ${number}`);

    await refund(paymentId, 5_000);
    const note = await api.db.prisma.creditNote.findFirstOrThrow({ where: { paymentId } });
    const noteText = await pdfText(await get(`${base}/credit-notes/${note.number}`));
    expect(noteText).toContain(`Credit note CN-${String(note.number).padStart(6, "0")}`);
    expect(noteText).toContain(`Corrects receipt ${number}`);
    expect(noteText).toContain("Total refunded $50.00");
    expect(await refusalOf(await get(`${base}/credit-notes/${note.number + 1}`))).toEqual({
      status: 404,
      message: NO_CREDIT_NOTE,
    });
    expect(await refusalOf(await get(`${base}/credit-notes/abc`))).toEqual({ status: 400, message: NO_CREDIT_NOTE });

    const { data, errors } = await api.graphql(
      `query($token: String!) { guestBooking(token: $token) {
        ${RESULT} ... on GuestBooking { documents { kind number path } } } }`,
      { token },
    );
    expect(errors).toBeUndefined();
    expect(data!.guestBooking.documents).toEqual([
      { kind: "RECEIPT", number, path: `${base}/receipt` },
      {
        kind: "CREDIT_NOTE",
        number: `CN-${String(note.number).padStart(6, "0")}`,
        path: `${base}/credit-notes/${note.number}`,
      },
    ]);
    // REST's view of the booking lists them too.
    const view = await api.getJson(base);
    expect(view.body.documents.map((document: { path: string }) => document.path)).toEqual([
      `${base}/receipt`,
      `${base}/credit-notes/${note.number}`,
    ]);
    // A guest's payment has no account to read it by: the /api/payments door finds it for staff only.
    expect(await refusalOf(await get(receiptPath(paymentId), customerCookie))).toEqual({
      status: 404,
      message: NO_RECEIPT,
    });
    expect(await pdfText(await get(receiptPath(paymentId), staffCookie))).toContain(`Receipt ${number}`);
  });

  it("refuses a changed link with the usual guest 404, counted against the address", async () => {
    const { token } = await paidGuestBooking();
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const counted = async () =>
      (await api.db.prisma.rateLimitWindow.findMany({ where: { key: { startsWith: "guest-link:" } } })).reduce(
        (sum, window) => sum + window.requests,
        0,
      );
    expect(await counted()).toBe(0);
    for (const path of [`/api/guest-bookings/${tampered}/receipt`, `/api/guest-bookings/${tampered}/credit-notes/1`]) {
      expect(await refusalOf(await get(path))).toEqual({ status: 404, message: GUEST_LINK_REFUSAL });
      expect(await refusalOf(await get(path, staffCookie))).toEqual({ status: 404, message: GUEST_LINK_REFUSAL });
    }
    expect(await counted()).toBe(4);
    // Not a link at all: the same words.
    expect(await refusalOf(await get("/api/guest-bookings/not-a-token/receipt"))).toEqual({
      status: 404,
      message: GUEST_LINK_REFUSAL,
    });
  });

  it("opens no account booking's receipt, and an unpaid guest booking has none", async () => {
    // An account's booking is managed by signing in: its link opens nothing, paid or not.
    const { bookingId } = await paidBooking(REGISTRANT);
    const accountLink = guestManageToken(bookingId, new Date("2027-01-01T00:00:00Z"));
    expect(await refusalOf(await get(`/api/guest-bookings/${accountLink}/receipt`))).toEqual({
      status: 404,
      message: GUEST_LINK_REFUSAL,
    });
    const unpaid = await insertBooking(REGISTRANT, { guest: true });
    const token = await tokenFor(unpaid);
    expect(await refusalOf(await get(`/api/guest-bookings/${token}/receipt`))).toEqual({
      status: 404,
      message: NO_RECEIPT,
    });
    // The account booking's link was a wrong link; the unpaid booking's was a right one.
    const windows = await api.db.prisma.rateLimitWindow.findMany({ where: { key: { startsWith: "guest-link:" } } });
    expect(windows.reduce((sum, window) => sum + window.requests, 0)).toBe(1);
    const { data } = await api.graphql(
      `query($token: String!) { guestBooking(token: $token) { ... on GuestBooking { documents { path } } } }`,
      { token },
    );
    expect(data!.guestBooking.documents).toEqual([]);
  });
});

describe("a small supplier's receipt", () => {
  it("charges no tax and says why, in the PDF and the page", async () => {
    const { paymentId } = await paidBooking(SMALL_SUPPLIER, { inGatineau: false });
    const text = await pdfText(await get(receiptPath(paymentId), customerCookie));
    expect(text).toContain("Subtotal $100.00");
    expect(text).toContain("Total paid $100.00");
    expect(text).toContain(SMALL_SUPPLIER_NOTE);
    // No tax among the amounts, and no registration under the supplier.
    expect(between(text, "Description Amount", "Total paid")).not.toMatch(/\b(GST|HST|QST|PST|RST)\b/);
    expect(between(text, "SUPPLIER", "CUSTOMER")).not.toMatch(/GST|HST|QST|PST/);
    const html = await htmlOf(await get(`${receiptPath(paymentId)}?format=html`, customerCookie));
    expect(html).toContain(`<p class="note">${escapeHtml(SMALL_SUPPLIER_NOTE)}</p>`);
    expect(/<table>.*<\/table>/s.exec(html)![0]).not.toMatch(/\b(GST|HST|QST|PST|RST)\b/);
    expect(htmlParty(html, "supplier")).not.toContain("<ul>");
    expect(await paymentDocuments(paymentId, customerCookie)).toMatchObject({ serviceTax: 0, taxLines: [] });
  });
});

describe("what people typed", () => {
  it("is printed as typed in the PDF and escaped in the page", async () => {
    const name = `<script>alert("x")</script> O'Neil & Co`;
    const bookingId = await insertBooking(REGISTRANT);
    await api.db.prisma.booking.update({ where: { id: bookingId }, data: { customerName: name } });
    const { clientSecret, paymentId } = await checkout(bookingId);
    await pay(clientSecret);
    expect(between(await pdfText(await get(receiptPath(paymentId), customerCookie)), "CUSTOMER")).toContain(name);
    const html = await htmlOf(await get(`${receiptPath(paymentId)}?format=html`, customerCookie));
    expect(html).not.toContain("<script>");
    expect(htmlParty(html, "customer")).toContain(
      '<p class="party-name">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil &amp; Co</p>',
    );
  });
});

describe("a payment settled before receipts were numbered", () => {
  it("takes the next number the first time its receipt is opened, and keeps it", async () => {
    const bookingId = await insertCustomerBooking(api.db.prisma, {
      customerId,
      price: PRICE,
      providerId: SMALL_SUPPLIER,
      status: "COMPLETED",
    });
    await insertSettledPayment(
      api.db.prisma,
      { id: bookingId, providerId: SMALL_SUPPLIER, customerId },
      PRICE,
      new Date(),
    );
    const payment = await api.db.prisma.payment.findUniqueOrThrow({ where: { bookingId } });
    expect(payment.receiptNumber).toBeNull();
    const { documents } = await paymentDocuments(payment.id, customerCookie);
    expect(documents).toEqual([
      expect.objectContaining({ kind: "RECEIPT", number: null, path: receiptPath(payment.id) }),
    ]);

    const { lastNumber } = await api.db.prisma.documentCounter.findUniqueOrThrow({ where: { series: "receipt" } });
    // Asked twice at once: one number.
    const [first, second] = await Promise.all([
      get(receiptPath(payment.id), customerCookie).then(pdfText),
      get(`${receiptPath(payment.id)}?format=html`, staffCookie).then(htmlOf),
    ]);
    const number = await receiptNumber(payment.id);
    expect(number).toBe(lastNumber + 1);
    const printed = `R-${String(number).padStart(6, "0")}`;
    expect(first).toContain(`Receipt ${printed}`);
    expect(second).toContain(`Receipt ${printed}`);
    expect(await pdfText(await get(receiptPath(payment.id), customerCookie))).toContain(`Receipt ${printed}`);
    expect(await receiptNumber(payment.id)).toBe(number);
  });
});

describe("the email that says a payment was received", () => {
  it("carries the payment's numbered receipt as a PDF, to the customer and to the provider paid", async () => {
    const { paymentId } = await paidBooking(REGISTRANT);
    const printed = `R-${String(await receiptNumber(paymentId)).padStart(6, "0")}`;
    const mail = recordingMailGateway();
    await runWorker(api.db.prisma, { clock: pinnedClock(TEST_NOW), mail });

    const received = mail.sent.filter((message) => message.attachments?.[0]?.filename === `${printed}.pdf`);
    expect(received.map((message) => [message.to, message.subject])).toEqual(
      expect.arrayContaining([
        ["customer@demo.test", "Payment received"],
        ["registrant@receipts.test", "Payment received"],
      ]),
    );
    for (const message of received) {
      expect(message.text).toContain(`The receipt, ${printed}.pdf, is attached.`);
      const [attachment] = message.attachments!;
      expect(attachment!.contentType).toBe("application/pdf");
      const text = await pdfText(new Response(new Uint8Array(attachment!.content), { headers: PDF_HEADERS }));
      expect(text).toContain(`Receipt ${printed}`);
      expect(text).toContain("Total paid $114.98");
    }
    // A failed payment's email has nothing attached.
    expect(mail.sent.filter((message) => message.subject !== "Payment received" && message.attachments)).toEqual([]);
  });
});
