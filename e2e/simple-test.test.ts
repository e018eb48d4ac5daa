// The overview page, /simple-test: a card per demo screen with its one-line
// description; a card the viewer's role cannot open says what it needs. A visitor's locked
// card leads to sign in and back; a signed-in account's locked card leads nowhere.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { enterSecondFactor } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const catalog = JSON.parse(readFileSync(new URL("../web/src/i18n/en-CA.json", import.meta.url), "utf8")) as Record<
  string,
  string
>;

/** A message of the source catalog, as the page shows it. */
function words(id: string): string {
  const text = catalog[id];
  if (text === undefined) throw new Error(`No message ${id} in the catalog`);
  return text;
}

/** The cards in order: title, path, and the catalog id of the description. */
const CARDS = [
  ["Availability", "/availability-test", "availability"],
  ["Cleaning Finder", "/cleaning-finder", "cleaningFinder"],
  ["Provider Dashboard", "/provider-dashboard", "providerDashboard"],
  ["Recurring Bookings", "/recurring-bookings", "recurringBookings"],
  ["Checkout", "/checkout", "checkout"],
  ["Platform Earnings", "/platform-earnings", "platformEarnings"],
  ["Business Registrations", "/admin", "registrations"],
  ["Provider Approvals", "/admin/approvals", "approvals"],
  ["Partner API Tokens", "/admin/partners", "partners"],
  ["Push Notification Test", "/firebase-test", "pushTest"],
] as const;
type Title = (typeof CARDS)[number][0];

const main = (page: Page) => page.getByRole("main");
const cardList = (page: Page) => main(page).getByRole("list", { name: "Screens" });
const card = (page: Page, title: Title) =>
  cardList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const cardLink = (page: Page, title: Title) => card(page, title).getByRole("link", { name: title, exact: true });

async function openOverview(page: Page, path = "/simple-test") {
  await page.goto(path);
  await cardList(page).waitFor();
}

async function signIn(page: Page, email: string) {
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill("demo-password");
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await enterSecondFactor(page, email);
}

/** The words of a card's access note, or null when it has none. */
async function note(page: Page, title: Title): Promise<string | null> {
  const notes = card(page, title).locator("p", { hasText: /open this|account/ });
  return (await notes.count()) === 0 ? null : (await notes.innerText()).trim();
}

/** What a link's aria-describedby points at, read as one string. */
async function description(page: Page, title: Title): Promise<string> {
  return cardLink(page, title).evaluate((link) =>
    (link.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" "),
  );
}

describe("the overview page", () => {
  it("shows a visitor every card with its description, and what to sign in as for the locked ones", async () => {
    const page = await browser.newPage();
    await openOverview(page);

    expect(await main(page).getByRole("heading", { level: 1 }).innerText()).toBe("Overview");
    expect(await cardList(page).getByRole("listitem").count()).toBe(CARDS.length);
    const headings = await cardList(page).getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings.map((text) => text.trim())).toEqual(CARDS.map(([title]) => title));
    for (const [title, , key] of CARDS) {
      const text = words(`simpleTest.card.${key}.description`);
      expect(await card(page, title).getByText(text, { exact: true }).isVisible(), title).toBe(true);
    }

    // Open to anyone: straight to the screen, no note.
    for (const title of ["Availability", "Cleaning Finder"] as const) {
      expect(await note(page, title), title).toBeNull();
      expect(await cardLink(page, title).getAttribute("href")).toBe(CARDS.find(([t]) => t === title)![1]);
    }
    expect(await note(page, "Provider Dashboard")).toBe("Sign in as a provider or admin to open this");
    expect(await note(page, "Recurring Bookings")).toBe("Sign in as a customer or admin to open this");
    expect(await note(page, "Checkout")).toBe("Sign in to open this");
    for (const title of [
      "Platform Earnings",
      "Business Registrations",
      "Provider Approvals",
      "Partner API Tokens",
      "Push Notification Test",
    ] as const) {
      expect(await note(page, title), title).toBe("Sign in as an admin to open this");
    }
    // A locked card is still a link, to sign in and come back; its note is part of its description.
    expect(await cardLink(page, "Provider Approvals").getAttribute("href")).toBe("/sign-in?next=%2Fadmin%2Fapprovals");
    expect(await description(page, "Provider Approvals")).toBe(
      `${words("simpleTest.card.approvals.description")} Sign in as an admin to open this`,
    );
  });

  it("opens a provider's screens to a provider and says the staff screens need an admin account", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-in?next=%2Fsimple-test");
    await signIn(page, "provider@demo.test");
    await page.waitForURL((url) => url.pathname === "/simple-test");
    await cardList(page).waitFor();
    // Signed in: the header's viewer has changed the cards (no visitor's sign-in notes remain).
    await card(page, "Provider Dashboard").getByRole("link").waitFor();
    await main(page).getByText("Needs an admin account").first().waitFor();

    for (const [title, path] of [
      ["Provider Dashboard", "/provider-dashboard"],
      ["Availability", "/availability-test"],
      ["Cleaning Finder", "/cleaning-finder"],
      ["Checkout", "/checkout"],
    ] as const) {
      expect(await note(page, title), title).toBeNull();
      expect(await cardLink(page, title).getAttribute("href"), title).toBe(path);
    }
    expect(await note(page, "Recurring Bookings")).toBe("Needs a customer or admin account");
    for (const title of [
      "Platform Earnings",
      "Business Registrations",
      "Provider Approvals",
      "Partner API Tokens",
      "Push Notification Test",
    ] as const) {
      expect(await note(page, title), title).toBe("Needs an admin account");
      // Following it would only be turned away: the card stays readable but is no link.
      expect(await card(page, title).getByRole("link").count(), title).toBe(0);
      expect(await card(page, title).getByRole("heading", { name: title }).isVisible(), title).toBe(true);
    }
    expect(await main(page).getByText("Sign in", { exact: false }).count()).toBe(0);

    // The whole card is its link: a click on the description, away from the title, follows it.
    const box = await card(page, "Provider Dashboard")
      .getByText(words("simpleTest.card.providerDashboard.description"))
      .boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.waitForURL((url) => url.pathname === "/provider-dashboard");
    await main(page).getByRole("heading", { level: 1, name: "Provider Dashboard" }).waitFor();
  });

  it("takes a visitor through sign-in to a locked screen, and straight to an open one", async () => {
    const page = await browser.newPage();
    await openOverview(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));

    await cardLink(page, "Cleaning Finder").click();
    await page.waitForURL((url) => url.pathname === "/cleaning-finder");
    await main(page).getByRole("heading", { level: 1, name: "Cleaning Finder" }).waitFor();
    // Followed in the page, without reloading it.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");

    await page.goBack();
    await cardList(page).waitFor();
    await cardLink(page, "Platform Earnings").click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/platform-earnings");
    await signIn(page, "admin@demo.test");
    await page.waitForURL((url) => url.pathname === "/platform-earnings");
    await main(page).getByRole("heading", { level: 1, name: "Platform Earnings" }).waitFor();
  });

  it("rings the whole card when its link has keyboard focus", async () => {
    const page = await browser.newPage();
    await openOverview(page);
    const link = cardLink(page, "Availability");
    // Tab from the card before it in the page's order: a keyboard focus.
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const ring = await link.evaluate((element) => {
      const after = getComputedStyle(element, "::after");
      return {
        focused: element.matches(":focus-visible"),
        outline: after.outlineStyle,
        width: after.outlineWidth,
        cardWidth: element.closest("li")!.getBoundingClientRect().width,
        ringWidth: after.width,
      };
    });
    expect(ring.focused).toBe(true);
    expect(ring.outline).toBe("solid");
    expect(ring.width).toBe("3px");
    // The ring is the card's size, not the title's.
    expect(Math.abs(parseFloat(ring.ringWidth) - ring.cardWidth)).toBeLessThanOrEqual(2);
  });
});
