// A provider runs its own listing: a new price shows on its card in search at once; a new
// name waits for staff, who approve it in their queue, and then the profile carries it.
// The server is the real `npm start` with its demo data (provider@demo.test runs provider 1).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const NAME = "Maple Leaf Cleaning Co.";
const NEW_NAME = "Maple Leaf Home Services";

/** The "Starting from" of the provider's card in the home's search for its name. */
async function startingPriceInSearch(page: Page, name: string): Promise<string> {
  await page.goto(`/?${new URLSearchParams({ q: name })}`);
  const card = page
    .getByRole("list", { name: "Service providers" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
  const price = card.getByText("Starting from").locator("xpath=..");
  return (await price.textContent())!.replace("Starting from", "").trim();
}

async function saveListing(provider: Page) {
  await provider.getByRole("button", { name: "Save listing" }).click();
  await provider.getByText("Listing saved", { exact: true }).first().waitFor();
}

describe("a provider's listing", () => {
  it("prices its services itself: the card's Starting from follows at once", async () => {
    const visitor = await browser.newPage();
    expect(await startingPriceInSearch(visitor, NAME)).toBe("$120");

    const provider = await signedInPage(browser, "provider@demo.test", { path: "/provider/listing" });
    await provider.getByRole("heading", { level: 1, name: "My Listing" }).waitFor();
    const price = provider.getByLabel("Price per visit for House Cleaning, in dollars");
    await price.fill("abc");
    await provider.getByRole("button", { name: "Save listing" }).click();
    await expect.poll(() => price.getAttribute("aria-invalid")).toBe("true");
    expect(await price.evaluate((input) => input === document.activeElement)).toBe(true);

    await price.fill("95");
    await provider.getByLabel("How soon you reply to customers").selectOption({ label: "Within a few hours" });
    await saveListing(provider);
    // Kept in the listing's history, newest first.
    const history = provider.getByRole("region", { name: "Listing history" });
    await history
      .getByRole("listitem")
      .first()
      .getByText(/Services and prices: .*House Cleaning \$95/)
      .waitFor();
    expect(await startingPriceInSearch(visitor, NAME)).toBe("$95");

    // The profile lists each service at its price, and the provider's reply promise.
    await visitor.goto("/providers/1");
    await visitor.getByText("House Cleaning: $95", { exact: true }).waitFor();
    await visitor.getByText("Usually within a few hours", { exact: true }).waitFor();
  });

  it("sends a new name to staff; approved, the profile carries it", async () => {
    const provider = await signedInPage(browser, "provider@demo.test", { path: "/provider/listing" });
    await provider.getByLabel(/^Business name/).fill(NEW_NAME);
    await saveListing(provider);
    await provider.getByRole("status").getByText(`Business name: ${NEW_NAME}`).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto("/providers/1");
    await visitor.getByRole("heading", { level: 1, name: NAME }).waitFor();

    const staff = await signedInPage(browser, "admin@demo.test", { path: "/admin/listing-changes" });
    const card = staff.getByRole("article", { name: NAME });
    await card.getByText(`${NAME} → ${NEW_NAME}`).waitFor();
    await card.getByRole("button", { name: "Approve" }).click();
    const dialog = staff.getByRole("dialog", { name: `Approve the change for ${NAME}?` });
    await dialog.getByRole("button", { name: "Approve" }).click();
    await dialog.waitFor({ state: "detached" });
    // The answer carries the provider's new name: the card's heading follows.
    await staff.getByRole("article", { name: NEW_NAME }).getByText("Approved", { exact: true }).waitFor();

    await visitor.goto("/providers/1");
    await visitor.getByRole("heading", { level: 1, name: NEW_NAME }).waitFor();

    // Staff read the whole history on the profile, the decision among it.
    await staff.goto("/providers/1");
    const history = staff.getByRole("region", { name: "Listing history" });
    await history.getByText(`Business name: ${NAME} → ${NEW_NAME}`).waitFor();
    await history.getByText("Approved", { exact: true }).waitFor();
  });
});
