// The cleaning finder (/cleaning-finder, the header's 'Get Instant Quote'): the criteria form
// and its submit, the results with each special requirement, 'Modify Search', a shared or
// reloaded results URL, booking and comparing from a card, and the empty state. On the
// default seed of 2,000 providers, the one `npm start` makes.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer({ seedProviders: 2000 });
const browser = useBrowser(() => app.url);

const TORONTO = "Toronto, Ontario";
const base = { location: TORONTO, propertyType: "house", cleaningType: "regular", budget: "standard" };

/** What the server says matches: the list the page must show. */
async function matches(criteria: Record<string, unknown>): Promise<{ total: number; names: string[] }> {
  const { data, errors } = await graphql(
    app.url,
    `
      query ($criteria: CleaningFinderInput!) {
        cleaningFinder(criteria: $criteria, first: 12) {
          totalCount
          edges {
            node {
              name
            }
          }
        }
      }
    `,
    { criteria },
  );
  expect(errors).toBeUndefined();
  return {
    total: data.cleaningFinder.totalCount,
    names: data.cleaningFinder.edges.map((edge: { node: { name: string } }) => edge.node.name),
  };
}

const form = (page: Page) => page.getByRole("form", { name: "Cleaning criteria" });
const submit = (page: Page) => form(page).getByRole("button", { name: "Find Cleaners" });
const select = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`));
const requirement = (page: Page, label: string) => form(page).getByRole("checkbox", { name: label });
const cards = (page: Page) => page.getByRole("list", { name: "Cleaners" }).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();

/** The count the results say, once they have loaded. */
async function shownCount(page: Page): Promise<number> {
  const status = page.getByRole("status").filter({ hasText: /cleaners? match/ });
  await status.waitFor();
  return Number(/([\d,]+) cleaners? match/.exec((await status.textContent()) ?? "")![1]!.replace(/,/g, ""));
}

async function expectResults(page: Page, criteria: Record<string, unknown>) {
  const want = await matches(criteria);
  expect(want.total).toBeGreaterThan(0);
  expect(await shownCount(page)).toBe(want.total);
  expect(await cardNames(page)).toEqual(want.names);
  return want.total;
}

async function pickCity(page: Page, search: string, option: RegExp) {
  await form(page)
    .getByRole("button", { name: /^City\b/ })
    .click();
  await page.getByRole("combobox", { name: "Search cities" }).fill(search);
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
  await page.getByRole("option", { name: option }).first().click();
}

const isVerified = async (card: Locator) => (await card.getByText("Verified", { exact: true }).count()) > 0;

describe("cleaning finder", () => {
  it("opens from the header, enables search once the three required choices are made, and shows the matches", async () => {
    const page = await browser.newPage();
    await page.goto(`/?${new URLSearchParams({ location: TORONTO })}`);
    await page.getByRole("link", { name: "Get Instant Quote" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Cleaning Finder" }).waitFor();

    // The home's city comes along when the link carries it; the finder takes ?location= too.
    await page.goto(`/cleaning-finder?${new URLSearchParams({ location: TORONTO })}`);
    await form(page)
      .getByRole("button", { name: new RegExp(`^City ${TORONTO}`) })
      .waitFor();
    expect(await submit(page).isDisabled()).toBe(true);
    await page.getByText("Choose a property type, a cleaning type and a budget to find cleaners.").waitFor();

    await select(page, "Property type").selectOption("house");
    await select(page, "Property size").selectOption("medium");
    expect(await submit(page).isDisabled()).toBe(true);
    await select(page, "Cleaning type").selectOption("regular");
    await select(page, "How often").selectOption("weekly");
    expect(await submit(page).isDisabled()).toBe(true);
    await select(page, "Budget").selectOption({ label: "Standard ($100–$200)" });
    expect(await submit(page).isEnabled()).toBe(true);
    await submit(page).click();

    await page.waitForURL(/budget=standard/);
    const total = await expectResults(page, base);
    expect(await cards(page).count()).toBe(Math.min(total, 12));
    const summary = page.getByRole("region", { name: "Your cleaning" });
    for (const text of [`Within 50 km of ${TORONTO}`, "House", "Medium (3 bedrooms)", "Regular cleaning", "Weekly"]) {
      await summary.getByText(text, { exact: true }).waitFor();
    }

    // Verified providers come first.
    const verified = await Promise.all((await cards(page).all()).map(isVerified));
    expect(verified).toEqual([...verified].sort((a, b) => Number(b) - Number(a)));

    // The results' URL is the search: reloading it (or sharing it) shows the same list.
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expectResults(page, base);
    expect(await form(page).count()).toBe(0);
  });

  it("narrows the list with each special requirement; 'Modify Search' keeps the criteria", async () => {
    const page = await browser.newPage();
    await page.goto(`/cleaning-finder?${new URLSearchParams(base)}`);
    const all = await expectResults(page, base);

    for (const [value, label] of [
      ["eco-friendly", "Eco-friendly"],
      ["pet-safe", "Pet-safe"],
      ["insurance", "Insured (verified providers)"],
    ] as const) {
      await page.getByRole("button", { name: "Modify Search" }).click();
      // The form again, as it was submitted.
      expect(await select(page, "Property type").inputValue()).toBe("house");
      expect(await select(page, "Cleaning type").inputValue()).toBe("regular");
      expect(await select(page, "Budget").inputValue()).toBe("standard");
      await form(page)
        .getByRole("button", { name: new RegExp(`^City ${TORONTO}`) })
        .waitFor();
      // Only this requirement: untick the one before.
      for (const box of await form(page).getByRole("checkbox", { checked: true }).all()) await box.uncheck();
      await requirement(page, label).check();
      await submit(page).click();

      const narrowed = await expectResults(page, { ...base, specialRequirements: [value] });
      expect(narrowed, value).toBeLessThan(all);
      await page.getByRole("region", { name: "Your cleaning" }).getByText(label, { exact: true }).waitFor();
      if (value === "insurance") {
        for (const card of await cards(page).all()) expect(await isVerified(card)).toBe(true);
      }
    }

    // A wish the records cannot show is listed apart and narrows nothing.
    await page.goto(`/cleaning-finder?${new URLSearchParams({ ...base, requirement: "weekend" })}`);
    expect(await shownCount(page)).toBe(all);
    const summary = page.getByRole("region", { name: "Your cleaning" });
    await summary.getByText("Weekend availability", { exact: true }).waitFor();
    await summary.getByText("These don't narrow the list: mention them when you book.").waitFor();

    // Back goes to the form with the criteria kept; the home button keeps the city.
    await page.goBack();
    await page.getByRole("button", { name: "Modify Search" }).waitFor();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("location") === TORONTO);
  });

  it("books and compares from the cards", async () => {
    const page = await browser.newPage();
    await page.goto(`/cleaning-finder?${new URLSearchParams(base)}`);
    await cards(page).first().waitFor();
    const names = await cardNames(page);
    for (const index of [0, 1]) {
      await cards(page)
        .nth(index)
        .getByRole("button", { name: /^(Compare|Added)$/ })
        .click();
    }
    const tray = page.getByRole("region", { name: /^Compare \(2\)/ });
    await tray.getByRole("button", { name: "Compare", exact: true }).click();
    const comparison = page.getByRole("dialog", { name: "Compare Service Providers" });
    for (const name of names.slice(0, 2)) await comparison.getByRole("heading", { name }).waitFor();
    await page.keyboard.press("Escape");
    await comparison.waitFor({ state: "detached" });

    await cards(page).nth(2).getByRole("button", { name: "Book Now" }).click();
    const booking = page.getByRole("dialog", { name: "Book Service" });
    await booking.getByText(names[2]!).first().waitFor();
  });

  it("says when no cleaner matches, with 'Modify Search' back to the form", async () => {
    const page = await browser.newPage();
    await page.goto("/cleaning-finder");
    await pickCity(page, "yellowknife", /^Yellowknife/);
    await select(page, "Property type").selectOption("apartment");
    await select(page, "Cleaning type").selectOption("carpet");
    await select(page, "Budget").selectOption("budget");
    await requirement(page, "Pet-safe").check();
    await submit(page).click();

    const empty = page.getByRole("heading", { name: "No cleaners match your search" });
    await empty.waitFor();
    const criteria = {
      location: "Yellowknife, Northwest Territories",
      propertyType: "apartment",
      cleaningType: "carpet",
    };
    expect((await matches({ ...criteria, budget: "budget", specialRequirements: ["pet-safe"] })).total).toBe(0);
    await page.getByText(/No cleaning providers within 50 km of Yellowknife/).waitFor();
    await page.getByRole("button", { name: "Modify Search" }).last().click();
    expect(await select(page, "Cleaning type").inputValue()).toBe("carpet");
    expect(await requirement(page, "Pet-safe").isChecked()).toBe(true);
  });

  it("shows the connection card when the search fails, and 'Try Again' finds the cleaners", async () => {
    const page = await browser.newPage();
    const finderQuery = (body: string | null) => (body ?? "").includes("CleaningFinderPageQuery");
    await page.route("**/graphql", (route) =>
      finderQuery(route.request().postData()) ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.goto(`/cleaning-finder?${new URLSearchParams(base)}`);
    await page.getByRole("heading", { name: "Connection Lost" }).waitFor();
    // The criteria stay on screen, and so does the way back to the form.
    await page.getByRole("region", { name: "Your cleaning" }).waitFor();

    await page.unroute("**/graphql");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expectResults(page, base);
  });
});
