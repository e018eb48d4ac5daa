// Payments in test mode: a customer opens checkout for one of their bookings
// from My Bookings, with an amount in the URL that is not the booking's, and pays with
// Stripe's test card 4242…; /payment-success shows the server's outcome, and staff see the
// payment with its 10% fee on the earnings screen. A declined card shows 'Payment Failed',
// stays on checkout, and settles nothing. The server is the real `npm start` with its demo
// data (no Stripe keys: the offline gateway, whose events reach the app's own webhook).
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { fillServiceAddress } from "./support/service-address.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const CUSTOMER = "customer@demo.test";
// The demo customer's bookings carry the name they booked under (prisma/seed/demo-activity.ts).
const CUSTOMER_NAME = "Casey Customer";

const main = (page: Page) => page.getByRole("main");
const dollars = (cents: number) =>
  new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
/** The platform's 10%, rounded half up (shared/payments/commission.ts). */
const tenPercent = (cents: number) => Math.floor((cents + 5) / 10);

/** A page signed in by a stored session, at `path` (none: the steps after it load their own). */
const signedIn = (path: string | undefined, email: string) => signedInPage(browser, email, { path });

interface MyBooking {
  databaseId: number;
  status: string;
  estimatedPrice: number | null;
  actualPrice: number | null;
  payment: { paymentStatus: string } | null;
}

/** The signed-in customer's bookings, as the server has them, with the page's session. */
async function myBookings(page: Page): Promise<MyBooking[]> {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json", accept: "application/json" },
    data: {
      query: `{
        viewer {
          bookings(first: 50) {
            edges { node { databaseId status estimatedPrice actualPrice payment { paymentStatus } } }
          }
        }
      }`,
    },
  });
  const body = (await response.json()) as {
    data?: { viewer: { bookings: { edges: { node: MyBooking }[] } } };
    errors?: { message: string }[];
  };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("\n"));
  return body.data!.viewer.bookings.edges.map((edge) => edge.node);
}

/** The first "Pay now" link on My Bookings: the booking it pays, and the link itself. */
async function firstPayNowLink(page: Page): Promise<{ bookingId: string; url: URL }> {
  await page.goto("/bookings");
  const link = main(page)
    .getByRole("link", { name: /^Pay now for your booking with / })
    .first();
  await link.waitFor();
  const url = new URL((await link.getAttribute("href"))!, app.url);
  expect(url.pathname).toBe("/checkout");
  const bookingId = url.searchParams.get("bookingId");
  expect(bookingId).toMatch(/^\d+$/);
  return { bookingId: bookingId!, url };
}

/** Books the first Toronto provider through the 'Book Service' dialog; the new booking's id. */
async function bookThroughDialog(page: Page): Promise<string> {
  await page.goto("/city/toronto-ontario");
  const card = page.getByRole("list", { name: "Service providers" }).getByRole("article").first();
  await card.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Service" });
  await dialog.waitFor();
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Service Type").selectOption({ index: 1 });
  await dialog.getByLabel("Preferred Date").fill(inThreeDays);
  await dialog.getByLabel("Preferred Time").selectOption({ label: "1:00 PM" });
  await fillServiceAddress(page, dialog);
  await dialog.getByLabel("Phone Number").fill("416-555-0199");
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes("BookingDialogMutation"),
  );
  await dialog.getByRole("button", { name: "Request Booking" }).click();
  const { data } = (await (await answer).json()) as { data: { createBooking: { databaseId: number } } };
  await dialog.waitFor({ state: "detached" });
  return String(data.createBooking.databaseId);
}

/** The "Pay now" link My Bookings shows for one booking. */
async function payNowLinkFor(page: Page, bookingId: string): Promise<URL> {
  await page.goto("/bookings");
  const links = main(page).getByRole("link", { name: /^Pay now for your booking with / });
  await links.first().waitFor();
  for (const link of await links.all()) {
    const url = new URL((await link.getAttribute("href"))!, app.url);
    if (url.searchParams.get("bookingId") === bookingId) return url;
  }
  throw new Error(`My Bookings offers no "Pay now" for booking ${bookingId}`);
}

/** A summary figure: the description beside its term. */
async function summaryFigure(summary: Locator, label: string): Promise<string> {
  const term = summary.locator("dt", { hasText: new RegExp(`^${label}$`) });
  return (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

/** Earnings rows of the demo customer's payments that completed, with the given fee. */
async function completedRows(admin: Page, fee: number): Promise<Locator> {
  await admin.goto("/platform-earnings");
  await main(admin).getByRole("heading", { level: 1 }).waitFor();
  // The payments of the default range (this month) or the words for none, however the
  // screen is laid out around them.
  await main(admin).getByRole("table").or(main(admin).getByText("No payments in this period.")).first().waitFor();
  return main(admin)
    .getByRole("row")
    .filter({ hasText: CUSTOMER_NAME })
    .filter({ hasText: dollars(fee) })
    .filter({ hasText: /Completed/ });
}

describe("checkout and payment outcome (test mode)", () => {
  it("books, then charges the booking's price, not the URL's, and the payment shows with its 10% fee", async () => {
    const page = await signedIn(undefined, CUSTOMER);
    const bookingId = await bookThroughDialog(page);
    const url = await payNowLinkFor(page, bookingId);
    const booking = (await myBookings(page)).find((b) => String(b.databaseId) === bookingId)!;
    const price = booking.actualPrice ?? booking.estimatedPrice!;
    expect(price).toBeGreaterThan(100);
    // The link offers the booking's own price; someone edits it down to one dollar.
    expect(url.searchParams.get("amount")).not.toBeNull();
    url.searchParams.set("amount", "1");
    await page.goto(`${url.pathname}${url.search}`);

    const summary = main(page).getByRole("region", { name: "Order Summary" });
    await summary.waitFor();
    expect(await summaryFigure(summary, "Total")).toBe(dollars(price));
    expect(await summaryFigure(summary, "Processing fee")).toBe("$0.00");
    expect(await summaryFigure(summary, "Customer")).toContain(CUSTOMER_NAME);
    await summary.getByText("The amount was updated to the booking's price.").waitFor();
    expect(await main(page).getByText(dollars(100), { exact: true }).count()).toBe(0);

    const form = main(page).getByRole("region", { name: "Payment Details" });
    await form.getByText("Test mode — no real charge", { exact: false }).first().waitFor();
    const card = form.getByLabel("Card number");
    expect(await card.getAttribute("inputmode")).toBe("numeric");
    expect(await card.getAttribute("autocomplete")).toBe("cc-number");
    await card.fill("4242 4242 4242 4242");
    await form.getByRole("button", { name: "Pay Now" }).click();

    await page.waitForURL((u) => u.pathname === "/payment-success" && u.searchParams.get("bookingId") === bookingId);
    await main(page).getByRole("heading", { name: "Payment Successful" }).waitFor({ timeout: 30_000 });
    await main(page).getByText("Thank you for your booking!").waitFor();
    await main(page).getByText("Test mode — no real charge", { exact: false }).first().waitFor();
    // What was charged is the booking's price, settled by the webhook.
    const paid = (await myBookings(page)).find((b) => String(b.databaseId) === bookingId)!;
    expect(paid.payment?.paymentStatus).toBe("COMPLETED");
    // Test mode loads nothing from Stripe (or anywhere else).
    expect(browser.foreignRequests()).toEqual([]);

    // Paid: My Bookings no longer offers to pay it, and checkout says there is nothing to pay.
    await page.goto(`/checkout?bookingId=${bookingId}`);
    await main(page).getByText("This booking is already paid.").waitFor();
    expect(await main(page).getByRole("button", { name: "Pay Now" }).count()).toBe(0);

    await main(page).getByRole("link", { name: "Back", exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === "/");

    const admin = await signedIn(undefined, "admin@demo.test");
    const rows = await completedRows(admin, tenPercent(price));
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(1);
    // Its fee is the platform's 10%, in the same row as the booking's price and its provider.
    const row = rows.first();
    await row
      .getByRole("cell")
      .filter({ hasText: dollars(price) })
      .first()
      .waitFor();
    await row
      .getByRole("cell")
      .filter({ hasText: dollars(tenPercent(price)) })
      .filter({ hasText: "10%" })
      .first()
      .waitFor();
  });

  it("a declined card shows 'Payment Failed', stays on checkout and settles nothing", async () => {
    const page = await signedIn(undefined, CUSTOMER);
    const { bookingId, url } = await firstPayNowLink(page);
    await page.goto(`${url.pathname}${url.search}`);
    const form = main(page).getByRole("region", { name: "Payment Details" });
    await form.waitFor();

    await form.getByLabel("Card number").fill("4000 0000 0000 0002");
    await form.getByRole("button", { name: "Pay Now" }).click();
    // The toast and the form both say so, in the gateway's words.
    await page.getByText("Payment Failed", { exact: true }).first().waitFor();
    await form.getByRole("alert").getByText("Your card was declined.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/checkout");
    await form.getByRole("button", { name: "Pay Now" }).waitFor();

    // Another refusal gives its own words; the form stays usable.
    await form.getByLabel("Card number").fill("4000 0000 0000 9995");
    await form.getByRole("button", { name: "Pay Now" }).click();
    await form.getByRole("alert").getByText("Your card has insufficient funds.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/checkout");

    // The server recorded the failure and nothing was paid.
    await expect
      .poll(
        async () => (await myBookings(page)).find((b) => String(b.databaseId) === bookingId)?.payment?.paymentStatus,
      )
      .toBe("FAILED");
    const paidBookings = (await myBookings(page)).filter((b) => b.payment?.paymentStatus === "COMPLETED");

    // /payment-success for it reads the server's outcome, whatever the URL claims.
    await page.goto(`/payment-success?bookingId=${bookingId}&redirect_status=succeeded`);
    await main(page).getByRole("heading", { name: "Payment Failed" }).waitFor();
    await main(page).getByText("Your card has insufficient funds.").waitFor();
    expect(await main(page).getByText("Payment Successful").count()).toBe(0);
    const retry = main(page).getByRole("link", { name: "Try Another Card" });
    expect(new URL((await retry.getAttribute("href"))!, app.url).searchParams.get("bookingId")).toBe(bookingId);
    await main(page).getByRole("link", { name: "Back to Home" }).waitFor();

    // Staff see no completed payment beyond those the customer really paid.
    const admin = await signedIn(undefined, "admin@demo.test");
    const anyPrice = paidBookings[0] ?? (await myBookings(page)).find((b) => String(b.databaseId) === bookingId)!;
    const fee = tenPercent(anyPrice.actualPrice ?? anyPrice.estimatedPrice!);
    const rows = await completedRows(admin, fee);
    expect(await rows.count()).toBe(paidBookings.length);
  });

  it("a signed-out visitor is asked to sign in and brought back to the checkout", async () => {
    const page = await browser.newPage();
    await page.goto("/checkout?bookingId=1&amount=150");
    await main(page).getByRole("heading", { name: "Sign in to pay" }).waitFor();
    await main(page).getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL((u) => u.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/checkout?bookingId=1&amount=150");
  });

  it("a checkout link that names nothing to pay says so instead of charging the default", async () => {
    const page = await signedIn("/checkout?serviceType=house-cleaning&amount=150", CUSTOMER);
    await main(page).getByRole("heading", { name: "Nothing to Pay" }).waitFor();
    expect(await main(page).getByRole("button", { name: "Pay Now" }).count()).toBe(0);
    expect(await main(page).getByText("$150.00").count()).toBe(0);
  });
});
