// Comparing providers: the tray, the dialog and its tabs, the limit of 3, and a choice that
// survives moving between screens and a reload.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const cards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const tray = (page: Page) => page.getByRole("region", { name: /^Compare \(/ });
const nameOf = async (page: Page, index: number) =>
  (await cards(page).nth(index).getByRole("heading", { level: 3 }).textContent())!;

async function addToComparison(page: Page, index: number) {
  const button = cards(page)
    .nth(index)
    .getByRole("button", { name: /^(Compare|Added)$/ });
  await button.click();
}

describe("comparison", () => {
  it("compares 2 in the dialog, refuses a 4th, and removes and clears from the tray", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await cards(page).first().waitFor();
    expect(await tray(page).count()).toBe(0);

    const names = [await nameOf(page, 0), await nameOf(page, 1), await nameOf(page, 2), await nameOf(page, 3)];
    await addToComparison(page, 0);
    await tray(page)
      .getByRole("heading", { name: /^Compare \(1\)/ })
      .waitFor();
    expect(await cards(page).nth(0).getByRole("button", { name: "Added" }).getAttribute("aria-pressed")).toBe("true");
    const compare = tray(page).getByRole("button", { name: "Compare", exact: true });
    expect(await compare.isDisabled()).toBe(true);

    await addToComparison(page, 1);
    await tray(page)
      .getByRole("heading", { name: /^Compare \(2\)/ })
      .waitFor();
    expect(await compare.isEnabled()).toBe(true);
    await compare.click();

    const dialog = page.getByRole("dialog", { name: "Compare Service Providers" });
    await dialog.waitFor();
    for (const name of names.slice(0, 2)) await dialog.getByRole("heading", { name }).waitFor();
    const panel = dialog.getByRole("tabpanel");
    expect(await dialog.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    expect(await panel.locator("dl").count()).toBe(2);
    await panel.getByText("Service area").first().waitFor();

    await dialog.getByRole("tab", { name: "Services" }).click();
    await panel.getByText("Specialties").first().waitFor();
    expect(await panel.getByText("Service area").count()).toBe(0);
    await dialog.getByRole("tab", { name: "Pricing" }).click();
    await panel.getByText("Starting from").first().waitFor();
    expect(await panel.getByText(/^\$[\d,]+$/).count()).toBe(2);
    await dialog.getByRole("tab", { name: "Contact" }).click();
    expect(await panel.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await panel.locator('a[href^="mailto:"]').count()).toBe(2);
    // One 'Book Now' per column; e2e/booking.test.ts follows one into the booking dialog.
    expect(await dialog.getByRole("button", { name: "Book Now" }).count()).toBe(2);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await addToComparison(page, 2);
    await tray(page)
      .getByRole("heading", { name: /^Compare \(3\)/ })
      .waitFor();
    await addToComparison(page, 3);
    await page.getByText("You can compare up to 3 providers").first().waitFor();
    expect(await tray(page).getByRole("listitem").count()).toBe(3);
    expect(await tray(page).getByText(names[3]!).count()).toBe(0);
    expect(await cards(page).nth(3).getByRole("button", { name: "Compare" }).getAttribute("aria-pressed")).toBe(
      "false",
    );

    await tray(page)
      .getByRole("button", { name: `Remove ${names[1]} from comparison` })
      .click();
    await tray(page)
      .getByRole("heading", { name: /^Compare \(2\)/ })
      .waitFor();
    expect(await cards(page).nth(1).getByRole("button", { name: "Compare" }).count()).toBe(1);

    await tray(page).getByRole("button", { name: "Clear All" }).click();
    await tray(page).waitFor({ state: "detached" });
    expect(await cards(page).getByRole("button", { name: "Added" }).count()).toBe(0);
  });

  it("removes a provider from inside the dialog, and closes it when none is left", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await cards(page).first().waitFor();
    const [first, second] = [await nameOf(page, 0), await nameOf(page, 1)];
    await addToComparison(page, 0);
    await addToComparison(page, 1);
    await tray(page).getByRole("button", { name: "Compare", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Compare Service Providers" });
    await dialog.getByRole("button", { name: `Remove ${first} from comparison` }).click();
    await expect.poll(() => dialog.getByRole("tabpanel").locator("dl").count()).toBe(1);
    await dialog.getByRole("button", { name: `Remove ${second} from comparison` }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await tray(page).count()).toBe(0);
  });

  it("keeps the choice when moving to the cities directory and back, and after a reload", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await cards(page).first().waitFor();
    const [first, second] = [await nameOf(page, 0), await nameOf(page, 1)];
    await addToComparison(page, 0);
    await addToComparison(page, 1);
    await tray(page)
      .getByRole("heading", { name: /^Compare \(2\)/ })
      .waitFor();

    await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Cities" }).click();
    await page.waitForURL((url) => url.pathname === "/cities-directory");
    await page.getByRole("heading", { level: 1, name: "Cities" }).waitFor();

    await page.goBack();
    await tray(page)
      .getByRole("heading", { name: /^Compare \(2\)/ })
      .waitFor();
    for (const name of [first, second]) await tray(page).getByText(name).waitFor();

    // The city page offers the same tray.
    await page.goto("/city/toronto-ontario");
    await tray(page)
      .getByRole("heading", { name: /^Compare \(2\)/ })
      .waitFor();

    await page.reload();
    await tray(page)
      .getByRole("heading", { name: /^Compare \(2\)/ })
      .waitFor();
  });
});
