// The first view downloads only its own words. The message catalog comes
// in two parts (scripts/vite/messageCatalogParts.ts): what the home, a city page and the
// cities directory show is in the first download; the rest comes with the first code that
// needs it. Nothing may render before its words: react-intl's "Missing message" error is
// reported to the console in every build, and no screen here may log one.
import type { ConsoleMessage, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { waitUntilSettled } from "./support/layout-shift.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/** The later part's chunk is named after the catalog it is cut from. */
const LATER_WORDS = /\/assets\/en-CA-[\w-]{8}\.js$/;

function watch(page: Page) {
  const missing: string[] = [];
  const laterWords: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" && message.text().includes("Missing message")) missing.push(message.text());
  });
  page.on("request", (request: Request) => {
    if (LATER_WORDS.test(new URL(request.url()).pathname)) laterWords.push(request.url());
  });
  return { missing, laterWords };
}

const providerCards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");

describe("the message catalog's parts", () => {
  it("the first-view screens render all their words without the later part", async () => {
    const page = await browser.newPage();
    const { missing, laterWords } = watch(page);

    await page.goto("/");
    await providerCards(page).first().waitFor();
    await page.getByRole("heading", { name: "Major cities" }).waitFor();
    await waitUntilSettled(page);

    await page.goto("/cities-directory");
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await waitUntilSettled(page);

    await page.goto("/city/toronto");
    await page
      .getByRole("main")
      .getByRole("heading", { level: 1, name: /Toronto/ })
      .waitFor();
    await waitUntilSettled(page);

    expect(missing).toEqual([]);
    expect(laterWords).toEqual([]);
  });

  it("a dialog that needs the later words waits for them, then shows them", async () => {
    const page = await browser.newPage();
    const { missing, laterWords } = watch(page);
    await page.goto("/");
    await providerCards(page).first().waitFor();

    await providerCards(page).first().getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("dialog", { name: "Book Service" }).waitFor();
    expect(laterWords).toHaveLength(1);
    expect(missing).toEqual([]);
  });

  it("another screen reached from the first view has its words, fetched once", async () => {
    const page = await browser.newPage();
    const { missing, laterWords } = watch(page);
    await page.goto("/");
    await providerCards(page).first().waitFor();

    await page.getByRole("banner").getByRole("link", { name: "Join as Provider" }).first().click();
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/sign-in");
    await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(missing).toEqual([]);
    // The first press of the pointer already started it; the page then waited for it.
    expect(laterWords.length).toBeGreaterThanOrEqual(1);
  });
});
