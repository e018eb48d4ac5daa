// Navigation by role: a provider and a customer reach each of their tools from the header,
// on a laptop (the tools' own row under the bar) and on a phone (the menu), and the account
// page lists the same tools; the phone's bottom navigation opens it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

type Viewport = { width: number; height: number };

interface Tool {
  /** The link's words. */
  name: string;
  path: string;
  hash?: string;
  /** Resolves once the tool's page shows. */
  shown: (page: Page) => Promise<unknown>;
}

const header = (page: Page) => page.getByRole("banner");
const main = (page: Page) => page.getByRole("main");
const tools = (page: Page) => header(page).getByRole("navigation", { name: "Your tools" });
const heading = (name: string) => (page: Page) => main(page).getByRole("heading", { level: 1, name }).waitFor();

const PROVIDER_TOOLS: Tool[] = [
  { name: "Dashboard", path: "/provider-dashboard", shown: heading("Provider Dashboard") },
  { name: "Availability", path: "/availability-test", shown: heading("Availability") },
  {
    name: "Payouts",
    path: "/provider-dashboard",
    hash: "#payouts",
    shown: async (page) => {
      const card = main(page).getByRole("region", { name: "Payouts" });
      await card.waitFor();
      // Brought into view, and focused as a skip link's target is.
      await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = await card.boundingBox();
      const height = page.viewportSize()!.height;
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(height);
    },
  },
  { name: "My Listing", path: "/provider/listing", shown: heading("My Listing") },
];

const CUSTOMER_TOOLS: Tool[] = [
  { name: "My Bookings", path: "/bookings", shown: heading("My Bookings") },
  { name: "Recurring", path: "/recurring-bookings", shown: heading("Recurring Bookings") },
  { name: "Saved", path: "/saved", shown: heading("Saved Providers") },
];

/**
 * A page signed in by a stored session, at `path` (the home unless given), once the header
 * shows the account (its bell), as it does the moment the form signs in. The form's own
 * journey here is 'sends a visitor to sign in, and back to it'.
 */
async function signedIn(email: string, viewport: Viewport, path = "/"): Promise<Page> {
  const page = await signedInPage(browser, email, { viewport, path });
  await header(page)
    .getByRole("button", { name: /^Notifications/ })
    .waitFor();
  return page;
}

async function expectAt(page: Page, tool: Tool) {
  await page.waitForURL((url) => url.pathname === tool.path && url.hash === (tool.hash ?? ""));
  await tool.shown(page);
}

/** The phone's menu, opened: the element its button controls. */
async function openMenu(page: Page) {
  await header(page).getByRole("button", { name: "Open menu" }).click();
  const button = header(page).getByRole("button", { name: "Close menu" });
  expect(await button.getAttribute("aria-expanded")).toBe("true");
  const controls = await button.getAttribute("aria-controls");
  expect(controls).toBeTruthy();
  const menu = page.locator(`[id="${controls}"]`);
  await menu.waitFor();
  return menu;
}

describe.each([
  ["a provider", "provider@demo.test", PROVIDER_TOOLS],
  ["a customer", "customer@demo.test", CUSTOMER_TOOLS],
] as const)("%s", (_who, email, expected) => {
  it("reaches each tool from the header's row on a laptop, the current one marked", async () => {
    const page = await signedIn(email, DESKTOP);
    const row = tools(page);
    await row.waitFor();
    // Exactly the role's tools, in order, and no menu button on a laptop.
    expect(await row.getByRole("link").allTextContents()).toEqual(expected.map((tool) => tool.name));
    expect(await header(page).getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);

    for (const tool of expected) {
      await row.getByRole("link", { name: tool.name, exact: true }).click();
      await expectAt(page, tool);
      const current = row.locator('[aria-current="page"]');
      expect(await current.count(), tool.name).toBe(1);
      expect(await current.textContent(), tool.name).toBe(tool.name);
    }
  });

  it("reaches each tool from the menu on a phone, which closes behind it", async () => {
    const page = await signedIn(email, MOBILE);
    // On a phone the tools are not in the bar: only in the menu.
    expect(await tools(page).count()).toBe(0);

    for (const tool of expected) {
      const menu = await openMenu(page);
      const list = menu.getByRole("navigation", { name: "Your tools" });
      expect(await list.getByRole("link").allTextContents()).toEqual(expected.map((each) => each.name));
      await list.getByRole("link", { name: tool.name, exact: true }).click();
      await expectAt(page, tool);
      await header(page).getByRole("button", { name: "Open menu" }).waitFor();
      await menu.waitFor({ state: "hidden" });
    }
  });

  it("lists the same tools on the account page, under who is signed in", async () => {
    const page = await signedIn(email, DESKTOP, "/account");
    await heading("Your Account")(page);
    const profile = main(page).getByRole("region", { name: "Profile" });
    // Waits for it: the account's sections render as their data arrives.
    await profile.getByText(email, { exact: true }).waitFor();
    const list = main(page).getByRole("region", { name: "Your tools" });
    expect(await list.getByRole("link").allTextContents()).toEqual(expected.map((tool) => tool.name));
    expect(await main(page).getByRole("link", { name: "My Data" }).getAttribute("href")).toBe("/account/data");
  });
});

describe("the menu button on a phone", () => {
  it("controls the menu, closes it on Escape and gives the focus back", async () => {
    const page = await signedIn("provider@demo.test", MOBILE);
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "Dashboard", exact: true }).focus();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    const reopen = header(page).getByRole("button", { name: "Open menu" });
    expect(await reopen.getAttribute("aria-expanded")).toBe("false");
    expect(await reopen.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe("the account page", () => {
  it("opens from the bottom navigation's Profile on a phone", async () => {
    const page = await signedIn("customer@demo.test", MOBILE);
    const bottomNav = page.getByRole("navigation", { name: "Mobile" });
    await bottomNav.getByRole("link", { name: /your account/ }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await heading("Your Account")(page);
    // The title comes with the page; the account's name with its query, a moment later.
    await main(page).getByText("Casey Customer", { exact: true }).waitFor();
  });

  it("sends a visitor to sign in, and back to it", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto("/account");
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await main(page).getByLabel("Email").fill("provider@demo.test");
    await main(page).getByLabel("Password").fill("demo-password");
    await main(page).getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await heading("Your Account")(page);
    // The title comes with the page; the account's name with its query, a moment later.
    await main(page).getByText("Priya Provider", { exact: true }).waitFor();
  });

  it("signs out, and goes home", async () => {
    const page = await signedIn("customer@demo.test", DESKTOP, "/account");
    await heading("Your Account")(page);
    await main(page).getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await header(page).getByRole("link", { name: "Sign in" }).filter({ visible: true }).waitFor();
  });
});
