// The reports of a period's sales tax, through the real server, over one Gatineau booking of an
// Ontario registrant paid in the offline test mode and then refunded in part:
// - staff's CSV of tax lines (GET /api/platform-earnings/tax-lines,
//   services/payments/tax-lines-export.ts): a row per tax line as charged and one per line a
//   refund returned (negative, under its credit note), summing to the ledger's tax, the same the
//   earnings screen shows; staff only, each export audited, a range refused in the earnings
//   screen's words before any row is written;
// - the provider's monthly fee statement (GET /api/providers/{id}/fee-statements/{month},
//   services/receipts/fee-statements.ts): each fee and each fee returned, the HST on them under
//   the marketplace's numbers, for the provider's own accounts and staff.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { parse } from "csv-parse/sync";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { insertCustomerBooking } from "../support/customer-booking.ts";
import { signInCookie } from "../support/notifications.ts";
import { createAccount } from "../support/sign-in.ts";

/** Ottawa, Ontario: registered for the GST/HST and the QST in this file. */
const REGISTRANT = 3;
const PRICE = 10_000;
const RANGE = "startDate=2026-11-01&endDate=2026-11-30";
const PATH = `/api/platform-earnings/tax-lines?${RANGE}`;

let api: TestApp;
let customerCookie: string;
let staffCookie: string;
let providerCookie: string;
/** An account acting for REGISTRANT. */
let registrantCookie: string;
let paymentId: number;
let bookingId: number;

async function graphql(query: string, input: Record<string, unknown>, cookie: string) {
  const { data, errors } = await api.graphql(query, { input }, { cookie });
  expect(errors).toBeUndefined();
  return data!;
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  await prisma.provider.update({
    where: { id: REGISTRANT },
    // A name a spreadsheet would run as a formula, were it not escaped.
    data: { gstHstNumber: "123456782RT0001", qstNumber: "1234567890TQ0001", name: "=SUM(A1:A9) Cleaning" },
  });
  customerCookie = await signInCookie(api, "customer@demo.test");
  staffCookie = await signInCookie(api, "admin@demo.test");
  providerCookie = await signInCookie(api, "provider@demo.test");
  const registrant = await createAccount(prisma, "registrant@tax-reports.test", "registrant pass 1");
  await prisma.user.update({ where: { id: registrant }, data: { role: "PROVIDER", providerId: REGISTRANT } });
  registrantCookie = await signInCookie(api, "registrant@tax-reports.test", "registrant pass 1");
  const customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  bookingId = await insertCustomerBooking(prisma, { customerId, price: PRICE, providerId: REGISTRANT });
  const gatineau = await prisma.city.findUniqueOrThrow({ where: { slug: "gatineau-quebec" } });
  await prisma.booking.update({
    where: { id: bookingId },
    data: { address: "25 Rue Laurier", addressCityId: gatineau.id },
  });

  const started = await graphql(
    `
      mutation ($input: CreatePaymentIntentInput!) {
        createPaymentIntent(input: $input) {
          ... on StartCheckoutPayload {
            clientSecret
            payment {
              databaseId
            }
          }
        }
      }
    `,
    { bookingId: encodeGlobalID("Booking", bookingId) },
    customerCookie,
  );
  paymentId = started.createPaymentIntent.payment.databaseId;
  const paid = await graphql(
    `
      mutation ($input: PayWithTestCardInput!) {
        payWithTestCard(input: $input) {
          ... on PayWithTestCardPayload {
            succeeded
          }
        }
      }
    `,
    { clientSecret: started.createPaymentIntent.clientSecret, cardNumber: "4242 4242 4242 4242" },
    customerCookie,
  );
  expect(paid.payWithTestCard).toEqual({ succeeded: true });
  const refunded = await graphql(
    `
      mutation ($input: RefundPaymentInput!) {
        refundPayment(input: $input) {
          __typename
        }
      }
    `,
    { paymentId: String(paymentId), amount: 5_000 },
    staffCookie,
  );
  expect(refunded.refundPayment.__typename).toBe("RefundPaymentPayload");
});
afterAll(() => api?.close());

type Row = Record<string, string>;

async function exportAs(cookie: string, path = PATH) {
  const response = await api.request(path, { headers: { cookie } });
  return { response, text: await response.text() };
}

const rowsOf = (text: string): Row[] => parse(text, { columns: true });
const cents = (rows: Row[]) => rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);

describe("the CSV of a month's tax lines", () => {
  it("has a row per line charged and per line a refund returned, under their documents", async () => {
    const { response, text } = await exportAs(staffCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="tax-lines-2026-11-01-to-2026-11-30.csv"',
    );
    expect(text.split("\n")[0]).toBe(
      "date,document,payment_id,reference,provider_id,provider,provider_gst_hst_number,supply,remitted_by,tax,province,rate_percent,base,amount",
    );
    const rows = rowsOf(text).filter((row) => row.payment_id === String(paymentId));
    const common = {
      date: "2026-11-20",
      reference: `Booking ${bookingId}`,
      provider_id: String(REGISTRANT),
      // Escaped: read as text, never run.
      provider: "'=SUM(A1:A9) Cleaning",
      provider_gst_hst_number: "123456782RT0001",
    };
    const charged = rows.filter((row) => row.document?.startsWith("R-"));
    // The service's GST and QST where it was performed (Québec); the fee's HST where the
    // provider is (Ontario): 13% of the $10.00 fee.
    expect(charged).toEqual([
      expect.objectContaining({
        ...common,
        supply: "service",
        remitted_by: "provider",
        tax: "GST",
        province: "QC",
        rate_percent: "5",
        base: "100.00",
        amount: "5.00",
      }),
      expect.objectContaining({
        ...common,
        supply: "service",
        remitted_by: "provider",
        tax: "QST",
        province: "QC",
        rate_percent: "9.975",
        base: "100.00",
        amount: "9.98",
      }),
      expect.objectContaining({
        ...common,
        supply: "platform fee",
        remitted_by: "platform",
        tax: "HST",
        province: "ON",
        rate_percent: "13",
        base: "10.00",
        amount: "1.30",
      }),
    ]);
    // $50.00 of $114.98 back: each tax in proportion, half up, on the price (or fee) returned.
    const returned = rows.filter((row) => row.document?.startsWith("CN-"));
    expect(returned.map((row) => [row.tax, row.base, row.amount])).toEqual([
      ["GST", "-43.49", "-2.17"],
      ["QST", "-43.49", "-4.34"],
      ["HST", "-4.35", "-0.57"],
    ]);
  });

  it("sums to the ledger's tax, as the earnings screen shows it, whatever else the month holds", async () => {
    const rows = rowsOf((await exportAs(staffCookie)).text);
    const earnings = await api.request(`/api/platform-earnings?${RANGE}`, { headers: { cookie: staffCookie } });
    const { totalServiceTax, totalFeeTax } = (await earnings.json()) as Record<string, number>;
    expect(cents(rows.filter((row) => row.supply === "service"))).toBe(totalServiceTax);
    expect(cents(rows.filter((row) => row.supply === "platform fee"))).toBe(totalFeeTax);
    const ledger = await api.db.prisma.ledgerEntry.groupBy({
      by: ["kind"],
      where: { paymentId, kind: { in: ["SERVICE_TAX", "FEE_TAX"] } },
      _sum: { amount: true },
    });
    const own = rows.filter((row) => row.payment_id === String(paymentId));
    expect(Object.fromEntries(ledger.map((entry) => [entry.kind, entry._sum.amount]))).toEqual({
      SERVICE_TAX: cents(own.filter((row) => row.supply === "service")),
      FEE_TAX: cents(own.filter((row) => row.supply === "platform fee")),
    });
  });

  it("is empty but for its header in a month with nothing", async () => {
    const { text } = await exportAs(
      staffCookie,
      "/api/platform-earnings/tax-lines?startDate=2026-01-01&endDate=2026-01-31",
    );
    expect(rowsOf(text)).toEqual([]);
    expect(text.trim().split("\n")).toHaveLength(1);
  });

  it("is audited for each export", async () => {
    const before = await api.db.prisma.auditEntry.count({ where: { action: "taxLines.export" } });
    await exportAs(staffCookie);
    const entries = await api.db.prisma.auditEntry.findMany({
      where: { action: "taxLines.export" },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(await api.db.prisma.auditEntry.count({ where: { action: "taxLines.export" } })).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      actorRole: "ADMIN",
      targetType: "TaxLines",
      targetId: "2026-11-01..2026-11-30",
    });
  });
});

describe("who may export, and what range", () => {
  it("is staff's: a visitor is asked to sign in, a customer or provider is refused, and nothing is audited", async () => {
    const before = await api.db.prisma.auditEntry.count({ where: { action: "taxLines.export" } });
    expect((await api.request(PATH)).status).toBe(401);
    expect((await exportAs(customerCookie)).response.status).toBe(403);
    expect((await exportAs(providerCookie)).response.status).toBe(403);
    expect(await api.db.prisma.auditEntry.count({ where: { action: "taxLines.export" } })).toBe(before);
  });

  it("refuses the ranges the earnings screen refuses, in its words, before anything is written", async () => {
    const before = await api.db.prisma.auditEntry.count({ where: { action: "taxLines.export" } });
    const refusals = [
      ["startDate=2026-11-30&endDate=2026-11-01", "The end date must be on or after the start date."],
      ["startDate=2024-01-01&endDate=2026-11-30", "Choose a range of at most 366 days."],
      [
        "startDate=yesterday",
        "startDate must be a date such as 2026-11-20, or an ISO 8601 date-time such as 2026-11-20T15:00:00Z.",
      ],
    ];
    for (const [query, message] of refusals) {
      const { response, text } = await exportAs(staffCookie, `/api/platform-earnings/tax-lines?${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ message });
    }
    expect(await api.db.prisma.auditEntry.count({ where: { action: "taxLines.export" } })).toBe(before);
  });
});

const statementPath = (month: string, providerId = REGISTRANT) =>
  `/api/providers/${providerId}/fee-statements/${month}`;

async function statementText(cookie: string, month = "2026-11") {
  const response = await api.request(statementPath(month), { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

describe("a provider's monthly fee statement", () => {
  it("lists each fee and each fee returned, and the HST on them under the marketplace's numbers", async () => {
    const text = await statementText(registrantCookie);
    expect(text).toContain(`Fee statement FS-2026-11-00000${REGISTRANT}`);
    expect(text).toContain("Period November 1, 2026 to November 30, 2026");
    // Issued today: the month is not over.
    expect(text).toContain("Issue date November 20, 2026");
    expect(text).toContain("SUPPLIER Canada Local Services");
    expect(text).toContain("CUSTOMER =SUM(A1:A9) Cleaning");
    expect(text).toContain("GST/HST 123456782 RT 0001 QST 1234567890 TQ 0001");
    expect(text).not.toContain("PAYMENT TAKEN BY");
    // The $10.00 fee (10% of $100.00) and $4.35 of it returned with the $50.00 refund.
    expect(text).toContain(`Fee on Booking ${bookingId}, paid 2026-11-20 (R-000001) $10.00`);
    expect(text).toContain(`Fee returned on Booking ${bookingId}, refunded 2026-11-20 (CN-000001) -$4.35`);
    expect(text).toContain("Subtotal $5.65");
    // $1.30 of HST charged, $0.57 of it returned.
    expect(text).toContain("HST 13% on $5.65 $0.73");
    expect(text).toContain("Total charged $6.38");
    expect(text).toContain("nothing is owed");

    const page = await api.request(`${statementPath("2026-11")}?format=html`, { headers: { cookie: staffCookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Total charged</th><td class="amount">$6.38</td>');
  });

  it("says so in a month with no fees", async () => {
    const text = await statementText(registrantCookie, "2026-10");
    expect(text).toContain("Period October 1, 2026 to October 31, 2026");
    expect(text).toContain("Issue date October 31, 2026");
    expect(text).toContain("Total charged $0.00");
    expect(text).toContain("No fees were charged this month.");
  });

  it("is the provider's own accounts' and staff's", async () => {
    expect((await api.request(statementPath("2026-11"))).status).toBe(401);
    for (const cookie of [customerCookie, providerCookie]) {
      const response = await api.request(statementPath("2026-11"), { headers: { cookie } });
      expect(response.status).toBe(403);
    }
    expect((await api.request(statementPath("2026-11"), { headers: { cookie: staffCookie } })).status).toBe(200);
  });

  it("refuses a month it cannot read, one not begun, and a provider that does not exist", async () => {
    const refusals: [string, number, string][] = [
      [statementPath("2026-13"), 400, "The month must be written as 2026-11."],
      [statementPath("november"), 400, "The month must be written as 2026-11."],
      [statementPath("2026-12"), 400, "That month has not begun: choose this month or an earlier one."],
      [`${statementPath("2026-11")}?format=xml`, 400, 'The format must be "pdf" or "html".'],
      [statementPath("2026-11", 99_999), 404, "There is no provider with that id."],
    ];
    for (const [path, status, message] of refusals) {
      const response = await api.request(path, { headers: { cookie: staffCookie } });
      expect(response.status, path).toBe(status);
      expect(await response.json()).toMatchObject({ message });
    }
  });
});
