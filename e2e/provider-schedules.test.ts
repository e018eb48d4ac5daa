// The provider's side of recurring schedules: the demo provider finds the demo customer's
// weekly cleaning under 'Recurring Schedules' on its dashboard (where it is and what it costs),
// proposes a new price per visit, and sees it waiting for the customer; the demo customer
// sees the proposal on /recurring-bookings, accepts it, and the card shows the new price,
// after a reload too. Then the provider cancels a booking the customer paid for: the dialog
// says, before anything is confirmed, that the whole payment comes back, to the cent, and it
// does. The server is the real `npm start` with its demo data.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const main = (page: Page) => page.getByRole("main");
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The demo schedules' service address (prisma/seed/demo-activity.ts), as its card's line holds it. */
const DEMO_STREET = "107 Queen St W";
const DEMO_POSTAL_CODE = "M5H 2N2";
/** The demo customer's weekly cleaning with the demo provider costs $140.00 a visit. */
const WEEKLY_PRICE = "$140.00";
const NEW_PRICE = "$175.00";

/** A page signed in by a stored session (these journeys are not about the form), at `path`. */
const signedIn = (path: string, email: string) => signedInPage(browser, email, { path });

/** A definition list's value, beside its term, in a card. */
async function detail(card: Locator, term: string): Promise<string> {
  const dt = card.locator("dt", { hasText: new RegExp(`^${term}$`) });
  return (await dt.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

interface DemoBooking {
  databaseId: number;
  status: string;
  preferredTime: string;
  cancelledBy: string | null;
  payment: { paymentStatus: string; totalAmount: number; refundedAmount: number } | null;
}

/** The signed-in customer's bookings, as the server has them, with the page's session. */
async function myBookings(page: Page): Promise<DemoBooking[]> {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json", accept: "application/json" },
    data: {
      query: `{ viewer { bookings(first: 50) { edges { node {
        databaseId status preferredTime cancelledBy payment { paymentStatus totalAmount refundedAmount }
      } } } } }`,
    },
  });
  const body = (await response.json()) as any;
  expect(body.errors).toBeUndefined();
  return body.data.viewer.bookings.edges.map((edge: { node: DemoBooking }) => edge.node);
}

/** Cents as the pages show them: 12000 is "$120.00". */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe("a provider's recurring schedules", () => {
  it("the provider proposes a new price; the customer accepts it and sees the new price", async () => {
    const provider = await signedIn("/provider-dashboard", "provider@demo.test");
    await main(provider).getByRole("heading", { level: 1, name: "Provider Dashboard" }).waitFor();
    await main(provider).getByRole("tab", { name: "Recurring Schedules" }).click();
    const panel = main(provider).getByRole("tabpanel", { name: "Recurring Schedules" });
    // The demo customer's two: the weekly one at $140.00 and the monthly one, paused.
    const weekly = panel.getByRole("article", { name: "Casey Customer" }).filter({ hasText: "Weekly" });
    await weekly.waitFor();
    expect(await panel.getByRole("article").count()).toBe(2);
    expect(await detail(weekly, "Price per visit")).toBe(WEEKLY_PRICE);
    expect(await detail(weekly, "Service")).toBe("House Cleaning");
    const address = await detail(weekly, "Address");
    expect(address).toContain(DEMO_STREET);
    expect(address).toContain(DEMO_POSTAL_CODE);
    await weekly.getByText("Active", { exact: true }).waitFor();
    const paused = panel.getByRole("article", { name: "Casey Customer" }).filter({ hasText: "Monthly" });
    await paused.getByText("Paused", { exact: true }).waitFor();

    // The form opens in place, its field focused; a price out of range is refused in place.
    await weekly
      .getByRole("button", { name: "Propose a new price for Casey Customer's House Cleaning schedule" })
      .click();
    const price = weekly.getByLabel("New price per visit ($)");
    await expect.poll(() => price.evaluate((input) => input === document.activeElement)).toBe(true);
    await price.fill("5");
    await weekly.getByRole("button", { name: "Send Proposal" }).click();
    await weekly.getByText("Please enter a price per visit from $10.00 to $10,000.00.").waitFor();
    expect(await price.getAttribute("aria-invalid")).toBe("true");

    const sent = provider.waitForResponse(
      (response) =>
        response.url().endsWith("/graphql") &&
        (response.request().postData() ?? "").includes("ProposePriceFormMutation"),
    );
    await price.fill("175");
    await weekly.getByRole("button", { name: "Send Proposal" }).click();
    const { data } = (await (await sent).json()) as any;
    expect(data.proposeSchedulePrice.__typename).toBe("SchedulePriceProposalPayload");
    await toast(provider, "Price proposal sent");
    // The card says the proposal waits for the customer; the price is still the old one.
    await weekly
      .getByText(`You proposed ${NEW_PRICE} per visit instead of ${WEEKLY_PRICE}. Waiting for the customer's answer.`)
      .waitFor();
    expect(await detail(weekly, "Price per visit")).toBe(WEEKLY_PRICE);
    expect(await weekly.getByLabel("New price per visit ($)").count()).toBe(0);

    // The customer sees it on their recurring page, with where the cleanings are, and accepts.
    const customer = await signedIn("/recurring-bookings", "customer@demo.test");
    await main(customer).getByRole("heading", { level: 1, name: "Recurring Bookings" }).waitFor();
    const card = main(customer).getByRole("article").filter({ hasText: "Weekly" });
    await card.getByRole("region", { name: "New price proposed" }).waitFor();
    expect(await main(customer).getByRole("region", { name: "New price proposed" }).count()).toBe(1);
    const customerAddress = await detail(card, "Address");
    expect(customerAddress).toContain(DEMO_STREET);
    expect(customerAddress).toContain(DEMO_POSTAL_CODE);
    expect(await detail(card, "Estimated price")).toBe(WEEKLY_PRICE);
    await card.getByText(new RegExp(`proposes \\${NEW_PRICE} per cleaning instead of \\${WEEKLY_PRICE}`)).waitFor();
    await card.getByRole("button", { name: "Accept", exact: true }).click();
    const confirm = customer.getByRole("alertdialog", { name: "Accept the new price?" });
    await confirm.getByRole("button", { name: "Accept", exact: true }).click();
    await toast(customer, "New price accepted");
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => detail(card, "Estimated price")).toBe(NEW_PRICE);

    await customer.reload();
    await card.waitFor();
    expect(await detail(card, "Estimated price")).toBe(NEW_PRICE);
    expect(await main(customer).getByRole("region", { name: "New price proposed" }).count()).toBe(0);

    // Back on the dashboard, the provider sees the new price and no open proposal.
    await provider.reload();
    await main(provider).getByRole("tab", { name: "Recurring Schedules" }).click();
    const after = main(provider)
      .getByRole("tabpanel", { name: "Recurring Schedules" })
      .getByRole("article", { name: "Casey Customer" })
      .filter({ hasText: "Weekly" });
    await after.waitFor();
    expect(await detail(after, "Price per visit")).toBe(NEW_PRICE);
    expect(await after.getByText("Waiting for the customer's answer", { exact: false }).count()).toBe(0);
  });

  it("a provider's cancel dialog says a paid booking is refunded in full, to the cent, before it cancels", async () => {
    // The demo customer pays their booking with the demo provider three days from now, at 3 pm.
    const customer = await signedIn("/bookings", "customer@demo.test");
    const booking = (await myBookings(customer)).find(
      (b) => b.status === "CONFIRMED" && b.preferredTime === "15:00" && b.payment === null,
    );
    expect(booking).toBeDefined();
    const bookingId = String(booking!.databaseId);
    const links = main(customer).getByRole("link", { name: /^Pay now for your booking with / });
    await links.first().waitFor();
    let checkout: string | null = null;
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      if (new URL(href, app.url).searchParams.get("bookingId") === bookingId) checkout = href;
    }
    expect(checkout).not.toBeNull();
    await customer.goto(checkout!);
    const form = main(customer).getByRole("region", { name: "Payment Details" });
    await form.getByLabel("Card number").fill("4242 4242 4242 4242");
    await form.getByRole("button", { name: "Pay Now" }).click();
    await main(customer).getByRole("heading", { name: "Payment Successful" }).waitFor({ timeout: 30_000 });
    const paid = (await myBookings(customer)).find((b) => String(b.databaseId) === bookingId)!;
    expect(paid.payment).toMatchObject({ paymentStatus: "COMPLETED", refundedAmount: 0 });
    const total = paid.payment!.totalAmount;
    expect(total).toBeGreaterThan(0);

    // The provider's Upcoming tab: Cancel asks first, and says what the customer gets back.
    const provider = await signedIn("/provider-dashboard", "provider@demo.test");
    await main(provider).getByRole("tab", { name: "Upcoming" }).click();
    const card = main(provider)
      .getByRole("tabpanel", { name: "Upcoming" })
      .getByRole("article", { name: "Casey Customer" })
      .filter({ hasText: "3:00 p.m." });
    await card.waitFor();
    await card.getByRole("button", { name: /^Cancel: Casey Customer, / }).click();
    const dialog = provider.getByRole("alertdialog", { name: "Cancel this booking?" });
    const terms = dialog.getByTestId("cancellation-terms");
    await terms.getByText("refunds the customer's", { exact: false }).waitFor();
    expect((await terms.innerText()).trim()).toBe(
      `A cancellation by the provider or by staff refunds the customer's ${dollars(total)} payment in full.`,
    );
    await dialog.getByRole("button", { name: "Cancel Booking", exact: true }).click();
    await toast(provider, "Booking Updated");
    await dialog.waitFor({ state: "detached" });

    // As the dialog said: cancelled by the provider, the whole payment refunded, nothing kept.
    await expect
      .poll(async () => (await myBookings(customer)).find((b) => String(b.databaseId) === bookingId)!.payment)
      .toMatchObject({ paymentStatus: "COMPLETED", totalAmount: total, refundedAmount: total });
    expect((await myBookings(customer)).find((b) => String(b.databaseId) === bookingId)).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "PROVIDER",
    });
  });
});
