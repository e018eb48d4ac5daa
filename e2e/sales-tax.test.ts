// Sales tax from checkout to receipt. A customer books the demo provider, registered for the
// GST/HST and the QST on its dashboard's tax card, at a service address in Montréal: checkout
// shows the price, the GST and the QST on it and the total, as the tax engine computes them;
// after paying with the test card 4242…, My Bookings links the numbered receipt, whose page
// shows the same lines, the provider's registration numbers and the total (and whose PDF is a
// PDF). A Calgary provider with no tax numbers is a small supplier: checkout adds no tax and
// says why, the total is the price, and the receipt says no GST/HST was charged. The Montréal
// booking's fee then shows on the provider's fee statement for the month (with Ontario's HST on
// it), and its three tax lines in the CSV staff download from the earnings page. The server is
// the real `npm start` with its demo data (no Stripe keys: the offline gateway).
import { parse } from "csv-parse/sync";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { platformToday } from "../shared/payments/earnings-range.ts";
import { NOT_REGISTERED, serviceTaxLines, taxTotalOf, type TaxRegistrations } from "../shared/tax/sales-tax.ts";
import type { ProvinceCode } from "../shared/tax/tax-rates.ts";
import type { ServiceTypeSlug } from "../shared/service-types.ts";
import { axeViolations, describeViolations } from "./support/axe.ts";
import { dateIn, dollars, graphqlAs, main, providerRunBy, signedIn, toast } from "./support/booking-journeys.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const CUSTOMER = "customer@demo.test";
const GST_HST_NUMBER = "123456782 RT 0001";
const QST_NUMBER = "1234567890 TQ 0001";

interface ServiceAddress {
  street: string;
  /** The city picker's option, by its accessible name. */
  cityOption: RegExp;
  /** What to type in the city picker's search. */
  citySearch: string;
  postalCode: string;
}

// Streets no demo booking uses, so each booking's card on My Bookings is found by its own.
const MONTREAL: ServiceAddress = {
  street: "1000 Sherbrooke St W",
  citySearch: "Montréal",
  // Not Montréal-Ouest or Montréal-Est: the city itself.
  cityOption: /^Montréal(?![-‐])/,
  postalCode: "H3A 3G4",
};
const CALGARY: ServiceAddress = {
  street: "500 Centre St S",
  citySearch: "Calgary",
  cityOption: /^Calgary/,
  postalCode: "T2G 2C4",
};

interface BookingFacts {
  databaseId: number;
  serviceType: string;
  estimatedPrice: number | null;
  actualPrice: number | null;
  payment: { paymentStatus: string } | null;
}

/** One of the signed-in customer's bookings, as the server has it. */
async function bookingOf(page: Page, bookingId: number): Promise<BookingFacts> {
  const data = await graphqlAs<{ viewer: { bookings: { edges: { node: BookingFacts }[] } } }>(
    page,
    `{
      viewer {
        bookings(first: 100) {
          edges { node { databaseId serviceType estimatedPrice actualPrice payment { paymentStatus } } }
        }
      }
    }`,
  );
  const booking = data.viewer.bookings.edges.map((edge) => edge.node).find((node) => node.databaseId === bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} is not among the customer's bookings`);
  return booking;
}

/** The provider's card on a city's page ("Load More" until it shows); the first one when no name is given. */
async function providerCard(page: Page, cityPath: string, name?: string): Promise<Locator> {
  await page.goto(cityPath);
  const list = page.getByRole("list", { name: "Service providers" });
  await list.getByRole("article").first().waitFor();
  if (name === undefined) return list.getByRole("article").first();
  const card = list.getByRole("article", { name, exact: true });
  const more = main(page).getByRole("button", { name: "Load More Providers" });
  for (let pages = 0; (await card.count()) === 0; pages++) {
    if (pages > 20 || (await more.count()) === 0) throw new Error(`${name} is not on ${cityPath}`);
    await more.click();
    await main(page).getByRole("button", { name: "Load More Providers", disabled: false }).or(card).first().waitFor();
  }
  return card;
}

/** Books from the card's 'Book Now' at `address`, three days on; the new booking's databaseId. */
async function bookAt(page: Page, card: Locator, timeZone: string, address: ServiceAddress): Promise<number> {
  await card.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Service" });
  await dialog.waitFor();
  await dialog.getByLabel("Service Type").selectOption({ index: 1 });
  await dialog.getByLabel("Preferred Date").fill(dateIn(timeZone, 3));
  await dialog.getByLabel("Preferred Time").selectOption({ label: "1:00 PM" });
  await dialog.getByLabel("Street Address").fill(address.street);
  await dialog.getByLabel("Apartment, suite or unit").fill("");
  await dialog.getByRole("button", { name: /^City\b/ }).click();
  await page.getByRole("combobox", { name: "Search cities" }).fill(address.citySearch);
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
  await page.getByRole("option", { name: address.cityOption }).first().click();
  await dialog.getByLabel("Postal Code").fill(address.postalCode);
  await dialog.getByLabel("Phone Number").fill("514-555-0142");
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes("BookingDialogMutation"),
  );
  await dialog.getByRole("button", { name: "Request Booking" }).click();
  const body = (await (await answer).json()) as {
    data?: { createBooking: { __typename: string; databaseId?: number; message?: string } };
  };
  expect(body.data?.createBooking, body.data?.createBooking.message).toMatchObject({
    __typename: "CreateBookingPayload",
  });
  await dialog.waitFor({ state: "detached" });
  return body.data!.createBooking.databaseId!;
}

/** The booking's card on My Bookings, known by its street. */
async function myBookingCard(page: Page, street: string): Promise<Locator> {
  await page.goto("/bookings");
  const card = main(page).getByRole("article").filter({ hasText: street });
  await card.waitFor();
  return card;
}

/** A summary figure: the description beside its term. */
async function summaryFigure(summary: Locator, label: string): Promise<string> {
  const term = summary.locator("dt", { hasText: new RegExp(`^${label.replace(/[().]/g, "\\$&")}$`) });
  return (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

interface ExpectedCheckout {
  price: number;
  lines: ReturnType<typeof serviceTaxLines>;
  total: number;
}

/** What the tax engine says the booking's checkout charges. */
function expectedCheckout(
  booking: BookingFacts,
  province: ProvinceCode,
  registrations: TaxRegistrations,
): ExpectedCheckout {
  const price = booking.actualPrice ?? booking.estimatedPrice!;
  const lines = serviceTaxLines({
    category: booking.serviceType as ServiceTypeSlug,
    province,
    payableOn: platformToday(new Date()),
    registrations,
    price,
  });
  return { price, lines, total: price + taxTotalOf(lines) };
}

/**
 * From the booking's 'Pay now' on My Bookings to its checkout: the order summary once its
 * figures show, after an axe pass over the whole page.
 */
async function openCheckout(page: Page, street: string): Promise<Locator> {
  const card = await myBookingCard(page, street);
  await card.getByRole("link", { name: /^Pay now for your booking with / }).click();
  await page.waitForURL((u) => u.pathname === "/checkout");
  const summary = main(page).getByRole("region", { name: "Order Summary" });
  await summary.getByTestId("checkout-total").waitFor();
  await main(page).getByRole("region", { name: "Payment Details" }).getByLabel("Card number").waitFor();
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  return summary;
}

/** Pays the open checkout with the test card 4242… and waits for the server's outcome. */
async function payWithTestCard(page: Page, bookingId: number): Promise<void> {
  const form = main(page).getByRole("region", { name: "Payment Details" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Pay Now" }).click();
  await page.waitForURL(
    (u) => u.pathname === "/payment-success" && u.searchParams.get("bookingId") === String(bookingId),
  );
  await main(page).getByRole("heading", { name: "Payment Successful" }).waitFor({ timeout: 30_000 });
  await expect.poll(async () => (await bookingOf(page, bookingId)).payment?.paymentStatus).toBe("COMPLETED");
}

/** The receipt link on the booking's card: its words ("Receipt R-000001 (PDF)") and its path. */
async function receiptLink(page: Page, street: string): Promise<{ number: string; path: string }> {
  const card = await myBookingCard(page, street);
  const link = card.getByTestId("payment-document").filter({ hasText: /^Receipt / });
  await link.waitFor();
  const words = (await link.innerText()).trim();
  expect(words).toMatch(/^Receipt R-\d{6} \(PDF\)$/);
  const path = (await link.getAttribute("href"))!;
  expect(path).toMatch(/^\/api\/payments\/\d+\/receipt$/);
  return { number: /R-\d{6}/.exec(words)![0], path };
}

/** The receipt's amount row whose label is `label`: its amount as printed. */
async function receiptRow(receipt: Page, label: string): Promise<string> {
  const row = receipt.getByRole("row").filter({ has: receipt.getByRole("rowheader", { name: label, exact: true }) });
  await row.waitFor();
  return (await row.getByRole("cell").innerText()).trim();
}

/** The PDF of the same receipt, with the page's session. */
async function expectPdf(page: Page, path: string, number: string): Promise<void> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toContain(`${number}.pdf`);
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

/** The Montréal booking the first journey pays: the later journeys find it in the reports. */
let montreal: { bookingId: number; price: number; receipt: string; providerName: string } | null = null;

describe("sales tax at checkout and on the receipt", () => {
  it("charges GST and QST for a registrant's service in Montréal, and the receipt shows them with its numbers", async () => {
    // The demo provider registers for the GST/HST and the QST on its dashboard.
    const provider = await signedIn(browser, "/provider-dashboard", "provider@demo.test");
    const taxCard = main(provider).getByRole("region", { name: "Sales tax registrations" });
    await taxCard.getByRole("textbox", { name: "GST/HST number" }).fill(GST_HST_NUMBER);
    await taxCard.getByRole("textbox", { name: "QST number (Québec)" }).fill(QST_NUMBER);
    await taxCard.getByRole("button", { name: "Save tax registrations" }).click();
    await toast(provider, "Tax registrations saved.");
    const runs = await providerRunBy(provider);
    await provider.close();

    // A customer books it for a job in Montréal (the provider is in Toronto: the tax is Québec's).
    const page = await signedIn(browser, undefined, CUSTOMER);
    const bookingId = await bookAt(page, await providerCard(page, runs.cityPath, runs.name), runs.timeZone, MONTREAL);
    const expected = expectedCheckout(await bookingOf(page, bookingId), "QC", { gstHst: true, qst: true, pst: false });
    expect(expected.lines.map((line) => line.tax)).toEqual(["GST", "QST"]);
    const [gst, qst] = expected.lines;

    const summary = await openCheckout(page, MONTREAL.street);
    expect(await summary.getByTestId("checkout-price").innerText()).toBe(dollars(expected.price));
    expect(await summaryFigure(summary, "Price")).toBe(dollars(expected.price));
    expect(await summaryFigure(summary, "GST (5%)")).toBe(dollars(gst!.amount));
    expect(await summaryFigure(summary, "QST (9.975%)")).toBe(dollars(qst!.amount));
    expect(await summary.getByTestId("checkout-tax-GST").innerText()).toBe(dollars(gst!.amount));
    expect(await summary.getByTestId("checkout-tax-QST").innerText()).toBe(dollars(qst!.amount));
    expect(await summaryFigure(summary, "Processing fee")).toBe("$0.00");
    expect(await summary.getByTestId("checkout-total").innerText()).toBe(dollars(expected.total));
    expect(await summaryFigure(summary, "Total")).toBe(dollars(expected.total));
    expect(await summary.getByTestId("checkout-small-supplier").count()).toBe(0);

    await payWithTestCard(page, bookingId);
    const { number, path } = await receiptLink(page, MONTREAL.street);

    // The receipt's page, with the customer's session.
    await page.goto(`${path}?format=html`);
    await page.getByRole("heading", { level: 1, name: `Receipt ${number}` }).waitFor();
    expect(await page.title()).toBe(`Receipt ${number}`);
    expect(await receiptRow(page, "Subtotal")).toBe(dollars(expected.price));
    expect(await receiptRow(page, `GST 5% on ${dollars(expected.price)}`)).toBe(dollars(gst!.amount));
    expect(await receiptRow(page, `QST 9.975% on ${dollars(expected.price)}`)).toBe(dollars(qst!.amount));
    expect(await receiptRow(page, "Total paid")).toBe(dollars(expected.total));
    const supplier = page.getByRole("region", { name: "Supplier" });
    await supplier.getByText(runs.name, { exact: true }).waitFor();
    await supplier.getByText(`GST/HST ${GST_HST_NUMBER}`, { exact: true }).waitFor();
    await supplier.getByText(`QST ${QST_NUMBER}`, { exact: true }).waitFor();
    expect(await page.getByText("No GST/HST was charged", { exact: false }).count()).toBe(0);

    await expectPdf(page, path, number);
    montreal = { bookingId, price: expected.price, receipt: number, providerName: runs.name };
  });

  it("adds no tax for a small supplier in Calgary, says why, and the receipt says none was charged", async () => {
    const page = await signedIn(browser, undefined, CUSTOMER);
    const card = await providerCard(page, "/city/calgary-alberta");
    const name = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
    // The first card on Calgary's page is a provider based in Calgary, with no tax numbers (seeded so).
    const { node } = await graphqlAs<{ node: { city: { name: string; provinceCode: string } } }>(
      page,
      `query ($id: ID!) { node(id: $id) { ... on Provider { city { name provinceCode } } } }`,
      { id: await card.getAttribute("data-provider-id") },
    );
    expect(node.city).toEqual({ name: "Calgary", provinceCode: "AB" });
    const bookingId = await bookAt(page, card, "America/Edmonton", CALGARY);
    const expected = expectedCheckout(await bookingOf(page, bookingId), "AB", NOT_REGISTERED);
    expect(expected.lines).toEqual([]);

    const summary = await openCheckout(page, CALGARY.street);
    expect(await summaryFigure(summary, "Provider")).toBe(name);
    expect(await summary.getByTestId("checkout-price").innerText()).toBe(dollars(expected.price));
    expect(await summary.locator('[data-testid^="checkout-tax-"]').count()).toBe(0);
    expect(await summary.locator("dt", { hasText: /^(GST|HST|QST|PST)\b/ }).count()).toBe(0);
    expect(await summary.getByTestId("checkout-small-supplier").innerText()).toBe(
      `No GST/HST is added: ${name} is a small supplier, not registered to collect it.`,
    );
    expect(await summary.getByTestId("checkout-total").innerText()).toBe(dollars(expected.price));
    expect(await summaryFigure(summary, "Total")).toBe(dollars(expected.price));

    await payWithTestCard(page, bookingId);
    const { number, path } = await receiptLink(page, CALGARY.street);

    await page.goto(`${path}?format=html`);
    await page.getByRole("heading", { level: 1, name: `Receipt ${number}` }).waitFor();
    await page.getByText("No GST/HST was charged: the provider is a small supplier", { exact: false }).waitFor();
    expect(await receiptRow(page, "Subtotal")).toBe(dollars(expected.price));
    expect(await receiptRow(page, "Total paid")).toBe(dollars(expected.price));
    expect(await page.getByRole("rowheader", { name: /^(GST|HST|QST|PST)\b/ }).count()).toBe(0);
    const supplier = page.getByRole("region", { name: "Supplier" });
    await supplier.getByText(name, { exact: true }).waitFor();
    expect(await supplier.getByText(/^(GST\/HST|QST|PST) /).count()).toBe(0);

    await expectPdf(page, path, number);
  });

  it("puts the Montréal booking's fee on the provider's statement, and its taxes in staff's CSV", async () => {
    if (!montreal) throw new Error("The Montréal journey did not pay its booking");
    const { bookingId, price, receipt } = montreal;
    const fee = Math.round(price / 10);
    // The fee's HST is Ontario's, where the provider is: 13%, half up.
    const feeHst = Math.round((fee * 13) / 100);

    const provider = await signedIn(browser, "/provider-dashboard", "provider@demo.test");
    const statements = main(provider).getByRole("region", { name: "Fee statements" });
    const thisMonth = statements.getByTestId("fee-statement").first();
    const month = new Date(`${platformToday(new Date()).slice(0, 7)}-01T12:00:00Z`);
    const monthName = month.toLocaleString("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });
    expect(await thisMonth.innerText()).toBe(`${monthName} (PDF)`);
    const statementPath = await thisMonth.getAttribute("href");
    expect(await statements.getByTestId("fee-statement").count()).toBe(12);
    await provider.goto(`${statementPath}?format=html`);
    await provider.getByRole("heading", { level: 1, name: /^Fee statement FS-/ }).waitFor();
    const feeRow = provider.getByRole("row").filter({
      has: provider.getByRole("rowheader", { name: new RegExp(`^Fee on Booking ${bookingId}, .*\\(${receipt}\\)$`) }),
    });
    expect((await feeRow.getByRole("cell").innerText()).trim()).toBe(dollars(fee));
    expect(await provider.getByRole("rowheader", { name: /^HST 13% on / }).count()).toBe(1);
    const pdf = await provider.request.get(statementPath!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await provider.close();

    const staff = await signedIn(browser, "/platform-earnings", "admin@demo.test");
    const link = main(staff).getByTestId("tax-lines-export");
    expect(await link.innerText()).toBe("Download this period's tax lines (CSV)");
    const csv = await staff.request.get((await link.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = (parse(await csv.text(), { columns: true }) as Record<string, string>[]).filter(
      (row) => row.reference === `Booking ${bookingId}`,
    );
    expect(rows.map((row) => [row.supply, row.remitted_by, row.tax, row.province])).toEqual([
      ["service", "provider", "GST", "QC"],
      ["service", "provider", "QST", "QC"],
      ["platform fee", "platform", "HST", "ON"],
    ]);
    for (const row of rows) expect([row.date, row.document]).toEqual([platformToday(new Date()), receipt]);
    expect([rows[2]!.base, rows[2]!.amount]).toEqual([(fee / 100).toFixed(2), (feeHst / 100).toFixed(2)]);
  });
});
