// The sticky header on desktop and in the mobile menu, the footer, and the 404 page.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/** The four links both menus share, by accessible name and target. */
const MENU_LINKS = [
  ["Browse Services", "/"],
  ["Cities", "/cities-directory"],
  ["Join as Provider", "/register-business"],
  ["Get Instant Quote", "/cleaning-finder"],
] as const;

const header = (page: Page) => page.getByRole("banner");
const menuButton = (page: Page) => header(page).getByRole("button", { name: /^(Open|Close) menu$/ });

/**
 * Opens home and waits until its cities have loaded, so nothing moves under a click
 * (the footer sits right below the content until then).
 */
async function openHome(page: Page) {
  await page.goto("/");
  await header(page).getByRole("link").first().waitFor();
  await page
    .getByRole("main")
    .getByRole("link", { name: /Toronto/ })
    .first()
    .waitFor();
}

describe("header on desktop", () => {
  it("keeps its links in place while it learns who the visitor is", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    // Every query answers late, as on a slow link: the header's own, and the page's, which
    // also says who the visitor is (and, from the server's cache of public answers, may
    // otherwise arrive first).
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto("/");
    const browse = header(page).getByRole("link", { name: "Browse Services", exact: true }).filter({ visible: true });
    await browse.waitFor();
    const before = await browse.boundingBox();
    // Nothing to see or reach yet: the visitor's links only hold their place.
    expect(await header(page).getByRole("link", { name: "Sign in" }).count()).toBe(0);

    release();
    await header(page).getByRole("link", { name: "Sign in" }).waitFor();
    await header(page).getByRole("link", { name: "Admin" }).waitFor();
    expect(await browse.boundingBox()).toEqual(before);
  });

  it("shows the logo, the four links and the Admin link, each pointing to its page", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await openHome(page);

    // The logo is the header's first link and leads home.
    expect(await header(page).getByRole("link").first().getAttribute("href")).toBe("/");
    for (const [name, href] of MENU_LINKS) {
      const link = header(page).getByRole("link", { name, exact: true });
      expect(await link.count(), name).toBe(1);
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute("href"), name).toBe(href);
    }
    const admin = header(page).getByRole("link", { name: "Admin", exact: true });
    expect(await admin.isVisible()).toBe(true);
    expect(await admin.getAttribute("href")).toBe("/admin");
    expect(await menuButton(page).isVisible()).toBe(false);
  });

  it("navigates to the cities directory in the page, without reloading", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await openHome(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));

    await header(page).getByRole("link", { name: "Cities", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/cities-directory");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
  });
});

describe("header on a phone", () => {
  it("hides the desktop links and the Admin link behind the menu button", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await openHome(page);
    await menuButton(page).waitFor();

    expect(await header(page).getByRole("link", { name: "Admin", exact: true }).isVisible()).toBe(false);
    expect(await header(page).getByRole("link", { name: "Join as Provider", exact: true }).isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false");
    expect(await header(page).getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
  });

  it("opens a menu with the four links and no Admin link, and closes it again", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await openHome(page);

    await header(page).getByRole("button", { name: "Open menu" }).click();
    const button = header(page).getByRole("button", { name: "Close menu" });
    await button.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");

    const menu = mobileMenu(page, await button.getAttribute("aria-controls"));
    await menu.waitFor();
    for (const [name, href] of MENU_LINKS) {
      const link = menu.getByRole("link", { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute("href"), name).toBe(href);
    }
    // Absent, not merely hidden.
    expect(await menu.locator('a[href="/admin"]').count()).toBe(0);
    expect(await page.getByRole("link", { name: "Admin", exact: true }).isVisible()).toBe(false);

    await button.click();
    await header(page).getByRole("button", { name: "Open menu" }).waitFor();
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false");
    await menu.waitFor({ state: "hidden" });
  });

  it("closes the menu when one of its links is followed", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await openHome(page);
    await header(page).getByRole("button", { name: "Open menu" }).click();
    const button = header(page).getByRole("button", { name: "Close menu" });
    const menu = mobileMenu(page, await button.getAttribute("aria-controls"));

    await menu.getByRole("link", { name: "Cities", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/cities-directory");
    await header(page).getByRole("button", { name: "Open menu" }).waitFor();
    await menu.waitFor({ state: "hidden" });
  });
});

/** The element the menu button controls, or failing an aria-controls, the visible navigation. */
function mobileMenu(page: Page, controls: string | null) {
  if (controls) return page.locator(`[id="${controls}"]`);
  return header(page).getByRole("navigation").filter({ visible: true }).last();
}

describe("footer", () => {
  it("links to five major cities and to the whole directory", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await openHome(page);
    const footer = page.getByRole("contentinfo");

    const cities = [
      [/^Toronto/, "toronto"],
      [/^Vancouver/, "vancouver"],
      [/^Montr[eé]al/, "montreal"],
      [/^Calgary/, "calgary"],
      [/^Ottawa/, "ottawa"],
    ] as const;
    for (const [name, slug] of cities) {
      const link = footer.getByRole("link", { name });
      expect(await link.count(), slug).toBe(1);
      expect(await link.getAttribute("href"), slug).toBe(`/city/${slug}`);
    }
    const all = footer.getByRole("link", { name: "View All 400+ Cities" });
    expect(await all.getAttribute("href")).toBe("/cities-directory");
  });

  it("takes a visitor from a footer city link to that city's page", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await openHome(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Vancouver/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith("/city/vancouver"));
    const heading = page.getByRole("heading", { level: 1 });
    await heading.filter({ hasText: "Vancouver" }).waitFor();
  });
});

describe("unknown pages", () => {
  it("shows Page Not Found with a way back to the marketplace", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto("/no-such-page");
    const heading = page.getByRole("heading", { level: 1, name: "Page Not Found" });
    await heading.waitFor();
    // The header is still there around the 404 page.
    await header(page).waitFor();

    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Browse Services" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await heading.waitFor({ state: "detached" });
  });
});
