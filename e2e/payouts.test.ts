// Payouts in test mode: a provider's share is held until they set up payouts, they
// set them up through the simulated onboarding, and the held share is transferred. The
// server is the real `npm start` (no Stripe keys: the offline gateway, whose events reach
// the app's own signed webhook).
import { platformFeeOf } from "../shared/payments/commission.ts";
import { feeTaxLines, taxTotalOf } from "../shared/tax/sales-tax.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import {
  dollars,
  graphqlAs,
  main,
  paidDemoBooking,
  signedIn as signedInAs,
  toast,
} from "./support/booking-journeys.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/**
 * What the demo provider (provider 1, in Ontario, a small supplier) is paid of a payment: the
 * price less the 10% commission and the commission's HST, which the platform keeps.
 */
function providerShareOf(amount: number): number {
  const fee = platformFeeOf(amount);
  return amount - fee - taxTotalOf(feeTaxLines({ province: "ON", payableOn: "2026-12-01", fee }));
}

/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

const signedIn = (path: string | undefined, email: string) => signedInAs(browser, path, email);

/** A figure of the payouts card: the description after its term. */
async function figure(card: ReturnType<Page["getByRole"]>, label: string): Promise<string> {
  const term = card.locator("dt", { hasText: new RegExp(`^${label}$`) });
  return (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

describe("staff refunds", () => {
  it("staff refund part of a payment from the earnings screen, and the table shows it", async () => {
    const customer = await signedIn(undefined, "customer@demo.test");
    const { paymentId, amount } = await paidDemoBooking(customer, 16);
    expect(amount).toBeGreaterThan(2500);

    const page = await signedIn("/platform-earnings", "admin@demo.test");
    const row = main(page)
      .getByRole("row")
      .filter({ hasText: `#${paymentId} ` });
    await row.waitFor();
    await row.getByRole("button", { name: `Refund payment ${paymentId}` }).click();

    const dialog = page.getByRole("dialog", { name: `Refund payment ${paymentId}` });
    await dialog.waitFor();
    // Full is the default, for what is left: the whole payment.
    expect(await dialog.getByLabel("Amount to refund").inputValue()).toBe((amount / 100).toFixed(2));
    await dialog.getByRole("button", { name: `Refund ${dollars(amount)}` }).waitFor();

    await dialog.getByRole("radio", { name: "Partial refund" }).check();
    const field = dialog.getByLabel("Amount to refund");
    // More than is left is refused before anything is sent.
    await field.fill(((amount + 1) / 100).toFixed(2));
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await dialog.getByText("That is more than is left to refund.", { exact: true }).waitFor();

    await field.fill("25.00");
    await dialog.getByRole("button", { name: "Refund $25.00" }).click();
    await toast(page, "Payment refunded");
    await dialog.waitFor({ state: "detached" });
    await row.getByText(`Refunded ${dollars(2500)}`, { exact: true }).waitFor();

    // What is left is the next refund's default.
    await row.getByRole("button", { name: `Refund payment ${paymentId}` }).click();
    expect(await page.getByRole("dialog").getByLabel("Amount to refund").inputValue()).toBe(
      ((amount - 2500) / 100).toFixed(2),
    );
  });
});

describe("payouts to providers", () => {
  it("holds a provider's share until they set up payouts, then transfers it", async () => {
    const page = await signedIn("/provider-dashboard", "provider@demo.test");
    const card = main(page).getByRole("region", { name: "Payouts" });
    await card.waitFor();
    await card.getByText("Not set up", { exact: true }).waitFor();
    await card
      .getByRole("note")
      .getByText(/Test mode — no real charge/)
      .waitFor();
    await card.getByText("Until you set up payouts", { exact: true }).waitFor();
    expect(await figure(card, "Transferred")).toBe(dollars(0));
    // The demo week's paid bookings are held already.
    const heldBefore = cents(await figure(card, "Held"));

    // A customer pays for a booking: the provider's share joins what is held.
    const customer = await signedIn(undefined, "customer@demo.test");
    const { amount } = await paidDemoBooking(customer, 14);
    const share = providerShareOf(amount);
    expect(share).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => figure(card, "Held")).toBe(dollars(heldBefore + share));

    await card.getByRole("button", { name: "Set up payouts" }).click();
    await page.waitForURL((url) => url.pathname === "/payouts/test-onboarding");
    const account = new URL(page.url()).searchParams.get("account") ?? "";
    expect(account).toMatch(/^acct_test_/);
    await main(page).getByRole("heading", { level: 1, name: "Set Up Payouts (Test Mode)" }).waitFor();
    await main(page)
      .getByRole("note")
      .getByText(/Test mode — no real charge/)
      .waitFor();
    await main(page).getByText(account, { exact: true }).waitFor();

    await main(page).getByRole("button", { name: "Complete set-up" }).click();
    await page.waitForURL((url) => url.pathname === "/provider-dashboard");
    expect(new URL(page.url()).searchParams.get("payouts")).toBe("return");
    await toast(page, "Payouts are set up");
    await card.getByText("Set up", { exact: true }).waitFor();
    await card
      .getByRole("status")
      .getByText(/^Set-up complete\./)
      .waitFor();
    // Set-up released everything held to the provider's account at once.
    await expect.poll(() => figure(card, "Transferred")).toBe(dollars(heldBefore + share));
    expect(await figure(card, "Held")).toBe(dollars(0));
    expect(await card.getByRole("button", { name: "Set up payouts" }).count()).toBe(0);

    // A later payment goes straight to the provider: nothing is held any more.
    const second = await paidDemoBooking(customer, 15);
    await page.reload();
    await expect
      .poll(() => figure(card, "Transferred"))
      .toBe(dollars(heldBefore + share + providerShareOf(second.amount)));
    expect(await figure(card, "Held")).toBe(dollars(0));
  });

  it("the simulated onboarding never sends anyone off the site, and says who it is for", async () => {
    const provider = await signedIn(undefined, "provider@demo.test");
    const { startPayoutSetup } = await graphqlAs<{ startPayoutSetup: { url: string } }>(
      provider,
      `
        mutation {
          startPayoutSetup {
            ... on StartPayoutSetupPayload {
              url
            }
          }
        }
      `,
      {},
    );
    const link = new URL(startPayoutSetup.url, app.url);
    const account = link.searchParams.get("account")!;

    // A crafted return address is not followed: the dashboard is.
    const crafted = `/payouts/test-onboarding?${new URLSearchParams({ account, return: "https://evil.example/x" })}`;
    await provider.goto(crafted);
    await main(provider).getByRole("button", { name: "Complete set-up" }).click();
    await provider.waitForURL((url) => url.pathname === "/provider-dashboard");
    expect(new URL(provider.url()).origin).toBe(new URL(app.url).origin);

    // Another provider's account is refused in the server's words.
    await provider.goto(`/payouts/test-onboarding?account=acct_test_someoneelse`);
    await main(provider).getByRole("button", { name: "Complete set-up" }).click();
    await main(provider).getByRole("alert").getByText("This payout account is not yours.").waitFor();
    expect(new URL(provider.url()).pathname).toBe("/payouts/test-onboarding");

    const visitor = await browser.newPage();
    await visitor.goto(crafted);
    await main(visitor).getByRole("heading", { name: "Sign in to set up payouts" }).waitFor();

    const customer = await signedIn(crafted, "customer@demo.test");
    await main(customer).getByRole("heading", { name: "Only for provider accounts" }).waitFor();
    expect(await main(customer).getByRole("button", { name: "Complete set-up" }).count()).toBe(0);
  });
});
