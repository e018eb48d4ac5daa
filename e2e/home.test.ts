// The home search (hero, filter chips, results, Load More) and the city page, against the
// real server and its seeded providers.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claimOf, ratingClaimOf } from "../shared/marketing/claims.ts";
import { FIGURE_THRESHOLDS, figuresWorthShowing } from "../web/src/pages/Home/homeFigures.ts";
import { MOBILE, useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

async function totalCount(search: Record<string, unknown> | null): Promise<number> {
  const { data, errors } = await graphql(
    app.url,
    `
      query ($search: ProviderSearchInput) {
        providers(search: $search, first: 1) {
          totalCount
        }
      }
    `,
    { search },
  );
  expect(errors).toBeUndefined();
  return data.providers.totalCount;
}

const cards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();

/** The live count, once it says how many were found. */
async function shownCount(page: Page): Promise<number> {
  const status = page.getByRole("status").filter({ hasText: /providers? found/ });
  await status.waitFor();
  const text = (await status.textContent()) ?? "";
  return Number(/([\d,]+) providers? found/.exec(text)![1]!.replace(/,/g, ""));
}

async function waitForCount(page: Page, expected: number) {
  await expect.poll(() => shownCount(page), { timeout: 15_000 }).toBe(expected);
}

async function pickCity(page: Page, search: string, option: RegExp) {
  await page.getByRole("button", { name: /^City\b/ }).click();
  await page.getByRole("combobox", { name: "Search cities" }).fill(search);
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
  await page.getByRole("option", { name: option }).first().click();
}

const priceOf = async (card: Locator) =>
  Number(((await card.getByText(/^\$[\d,]+$/).textContent()) ?? "").replace(/[$,]/g, ""));
const ratingOf = async (card: Locator) =>
  Number(
    /Rated ([\d.]+) out of 5/.exec(
      (await card.getByRole("img", { name: /^Rated/ }).getAttribute("aria-label")) ?? "",
    )![1],
  );

describe("home search", () => {
  it("says Location Not Found inline for an unknown location, on first load and after a change", async () => {
    const page = await browser.newPage();
    const notFound = page.getByRole("heading", { name: "Location Not Found" });
    await page.goto(`/?${new URLSearchParams({ location: "Atlantis, Ontario" })}`);
    await notFound.waitFor();
    // In place of the list: the hero is still there to search again.
    await page.getByRole("button", { name: "Find Services" }).waitFor();

    await pickCity(page, "toronto", /^Toronto/);
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await notFound.count()).toBe(0);

    // The URL moves to a location nobody knows, as back/forward or an edited link would.
    await page.evaluate(() => {
      history.pushState(null, "", `/?${new URLSearchParams({ location: "Atlantis, Ontario" })}`);
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await notFound.waitFor();
    expect(await cards(page).count()).toBe(0);
  });

  it("searches by city and service from the hero, and a reload restores the search", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await waitForCount(page, await totalCount(null));
    expect(await cards(page).count()).toBe(12);

    await pickCity(page, "toronto", /^Toronto/);
    await page.waitForURL((url) => url.searchParams.get("location") === "Toronto, Ontario");
    await page.getByLabel("Service type").selectOption("house-cleaning");
    await page.getByRole("button", { name: "Find Services" }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get("service") === "house-cleaning" && url.searchParams.get("location") === "Toronto, Ontario",
    );

    const expected = await totalCount({ location: "Toronto, Ontario", serviceType: "house-cleaning" });
    expect(expected).toBeGreaterThan(0);
    await waitForCount(page, expected);
    await page.getByText("near Toronto, Ontario").first().waitFor();
    expect(await cards(page).count()).toBe(Math.min(12, expected));
    // Near a searched city, each card says how far away the provider is.
    expect(
      await cards(page)
        .first()
        .getByText(/^Distance: \d+\.\d km$/)
        .count(),
    ).toBe(1);
    await cards(page).getByRole("heading", { name: "Maple Leaf Cleaning Co." }).waitFor();
    await page.getByText("Showing providers near Toronto, Ontario, nearest first.").waitFor();

    await page.reload();
    await waitForCount(page, expected);
    expect(await page.getByLabel("Service type").inputValue()).toBe("house-cleaning");
    await expect.poll(() => page.getByRole("button", { name: /^City\b/ }).textContent()).toContain("Toronto, Ontario");
  });

  it("preselects the service of /?service=<value>", async () => {
    const page = await browser.newPage();
    await page.goto("/?service=moving");
    await waitForCount(page, await totalCount({ serviceType: "moving" }));
    expect(await page.getByLabel("Service type").inputValue()).toBe("moving");
  });

  it("finds providers by the words typed in Keywords, and a reload keeps them", async () => {
    const page = await browser.newPage();
    await page.goto("/?location=Toronto%2C+Ontario");
    const near = await totalCount({ location: "Toronto, Ontario" });
    await waitForCount(page, near);

    const keywords = page.getByRole("searchbox", { name: "Keywords" });
    await keywords.fill("eco-friendly");
    await keywords.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "eco-friendly");
    const expected = await totalCount({ location: "Toronto, Ontario", text: "eco-friendly" });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(near);
    await waitForCount(page, expected);

    await page.reload();
    await waitForCount(page, expected);
    expect(await keywords.inputValue()).toBe("eco-friendly");

    // Emptied and sent again, the words filter nothing.
    await keywords.fill("");
    await page.getByRole("button", { name: "Find Services" }).click();
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await waitForCount(page, near);

    // Words nothing matches: 'Clear Filters' clears them with the chips.
    await keywords.fill("zzyzx");
    await keywords.press("Enter");
    const empty = page.getByRole("main").getByRole("region", { name: "No Service Providers Found" });
    await empty.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await waitForCount(page, near);
    expect(await keywords.inputValue()).toBe("");
  });

  it("narrows the list with each filter chip, and every card shown matches it", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const all = await totalCount(null);
    await waitForCount(page, all);

    const chips: Array<{
      label: string;
      param: string;
      search: Record<string, unknown>;
      check: (card: Locator) => Promise<void>;
    }> = [
      {
        label: "Under $100",
        param: "maxPrice=100",
        search: { maxPrice: 100 },
        check: async (card) => expect(await priceOf(card)).toBeLessThanOrEqual(100),
      },
      {
        label: "4.5+ Stars",
        param: "minRating=4.5",
        search: { minRating: 4.5 },
        check: async (card) => expect(await ratingOf(card)).toBeGreaterThanOrEqual(4.5),
      },
      {
        label: "Mobile Service",
        param: "mobile=1",
        search: { mobileOnly: true },
        check: async (card) => expect(await card.getByText("Mobile Service", { exact: true }).count()).toBe(1),
      },
      {
        label: "Verified Only",
        param: "verified=1",
        search: { certifiedOnly: true },
        check: async (card) => expect(await card.getByText("Verified", { exact: true }).count()).toBe(1),
      },
    ];
    for (const chip of chips) {
      const button = page.getByRole("button", { name: chip.label, exact: true });
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      await button.click();
      await page.waitForURL((url) => url.search === `?${chip.param}`);
      const expected = await totalCount(chip.search);
      expect(expected).toBeLessThanOrEqual(all);
      await waitForCount(page, expected);
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      const shown = await cards(page).all();
      expect(shown.length).toBe(Math.min(12, expected));
      for (const card of shown) await chip.check(card);
      await button.click(); // off again
      await waitForCount(page, all);
    }

    // Together, and Clear Filters resets them all.
    await page.getByRole("button", { name: "Verified Only", exact: true }).click();
    await page.getByRole("button", { name: "4.5+ Stars", exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("verified") === "1" && url.searchParams.get("minRating") === "4.5",
    );
    await waitForCount(page, await totalCount({ certifiedOnly: true, minRating: 4.5 }));
    await page.getByRole("button", { name: "Clear Filters" }).first().click();
    await page.waitForURL((url) => url.search === "");
    await waitForCount(page, all);

    // Back restores the filters.
    await page.goBack();
    await waitForCount(page, await totalCount({ certifiedOnly: true, minRating: 4.5 }));
    expect(await page.getByRole("button", { name: "Verified Only", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("appends the next page with Load More Providers, without duplicates", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const all = await totalCount(null);
    expect(all).toBeGreaterThan(24);
    await waitForCount(page, all);
    const first = await cardNames(page);
    expect(first).toHaveLength(12);

    await page.getByRole("button", { name: "Load More Providers" }).click();
    await expect.poll(() => cards(page).count()).toBe(24);
    const both = await cardNames(page);
    expect(both.slice(0, 12)).toEqual(first);
    const ids = await cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute("data-provider-id")));
    expect(new Set(ids).size).toBe(24);
    await page.getByText(`Showing 24 of ${all}`).waitFor();
  });

  it("says No Service Providers Found for a search nothing matches, with Clear Filters", async () => {
    const page = await browser.newPage();
    await page.goto("/?maxPrice=1");
    await page.getByRole("heading", { name: "No Service Providers Found" }).waitFor();
    expect(await shownCount(page)).toBe(0);
    await page
      .getByRole("main")
      .getByRole("region", { name: "No Service Providers Found" })
      .getByRole("button", { name: "Clear Filters" })
      .click();
    await waitForCount(page, await totalCount(null));
  });

  it("saves a favourite locally, and shows the bottom navigation only on a phone", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto("/");
    const card = cards(page).first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
    await card.getByRole("button", { name: `Save ${name}` }).click();
    await card.getByRole("button", { name: `Remove ${name} from saved` }).waitFor();
    await page.reload();
    expect(
      await cards(page)
        .first()
        .getByRole("button", { name: `Remove ${name} from saved` })
        .getAttribute("aria-pressed"),
    ).toBe("true");

    const nav = page.getByRole("navigation", { name: "Mobile" });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Bookings" }).getAttribute("href")).toBe("/bookings");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await nav.isVisible()).toBe(false);
  });
});

describe("marketplace figures", () => {
  it("shows the database's figures rounded down in the hero, the cities page and the footer", async () => {
    const { data, errors } = await graphql(
      app.url,
      `
        {
          marketplaceFigures {
            cities
            verifiedProviders
            completedJobs
            averageRating
            reviewCount
          }
        }
      `,
    );
    expect(errors).toBeUndefined();
    const figures = data.marketplaceFigures;
    const claimed = (count: number) => {
      const claim = claimOf(count);
      return `${claim.value.toLocaleString("en-CA")}${claim.more ? "+" : ""}`;
    };
    const page = await browser.newPage();
    await page.goto(`${app.url}/`);
    const figure = (label: string) => page.getByRole("listitem").filter({ hasText: label }).textContent();
    expect(await figure("Canadian cities")).toBe(`${claimed(figures.cities)}Canadian cities`);
    expect(claimed(figures.cities)).toBe("400+");
    expect(await figure("verified providers")).toBe(`${claimed(figures.verifiedProviders)}verified providers`);
    const shown = figuresWorthShowing(figures);
    const rating = page.getByRole("listitem").filter({ hasText: "average rating" });
    if (shown.rating === null) expect(await rating.count()).toBe(0);
    else expect(await rating.textContent()).toBe(`${ratingClaimOf(figures.averageRating).toFixed(1)}average rating`);
    // A figure that would read as a weakness ("4 jobs completed") is left out, not claimed.
    const jobs = page.getByRole("listitem").filter({ hasText: /jobs? completed/ });
    if (figures.completedJobs < FIGURE_THRESHOLDS.completedJobs) expect(await jobs.count()).toBe(0);
    else expect(await jobs.textContent()).toMatch(new RegExp(`^${claimed(figures.completedJobs).replace("+", "\\+")}`));

    await page.getByRole("contentinfo").getByRole("link", { name: "View All 400+ Cities" }).click();
    await page.getByText("Find local service providers in 400+ cities across Canada.").waitFor();
  });
});

describe("city page", () => {
  it("shows Toronto's local providers and how many there are", async () => {
    const page = await browser.newPage();
    await page.goto("/city/toronto-ontario");
    await page.getByRole("heading", { level: 1, name: /Toronto/ }).waitFor();
    const local = await totalCount({ location: "toronto-ontario", maxDistance: 50 });
    expect(local).toBeGreaterThan(0);
    expect(await page.getByTestId("local-provider-count").textContent()).toBe(String(local));
    await page.getByText("Tier 1 · Major").waitFor();
    expect(await cards(page).count()).toBe(Math.min(12, local));
    await waitForCount(page, local);
    await page.getByRole("heading", { name: /^Services in Toronto/ }).waitFor();
  });

  it("invites providers to a city that has none", async () => {
    const { data } = await graphql(
      app.url,
      `
        {
          cities(tier: 4, first: 60) {
            edges {
              node {
                slug
                name
              }
            }
          }
        }
      `,
    );
    const candidates = data.cities.edges.map((edge: { node: { slug: string; name: string } }) => edge.node);
    // A request may hold 15 aliases (graph/src/http/graphql-guards.ts): ask in batches.
    const counts: Record<string, { totalCount: number }> = {};
    for (let start = 0; start < candidates.length; start += 15) {
      const batch = candidates.slice(start, start + 15) as { slug: string }[];
      const query = `{ ${batch.map((c, i) => `c${start + i}: providers(search: { location: "${c.slug}", maxDistance: 50 }, first: 1) { totalCount }`).join(" ")} }`;
      Object.assign(counts, (await graphql(app.url, query)).data);
    }
    const empty = candidates.find((_: unknown, i: number) => counts[`c${i}`]!.totalCount === 0);
    expect(empty, "a small city with no providers in the seed").toBeTruthy();

    const page = await browser.newPage();
    await page.goto(`/city/${empty.slug}`);
    await page.getByRole("heading", { name: `Be the first provider in ${empty.name}` }).waitFor();
    expect(await page.getByTestId("local-provider-count").textContent()).toBe("0");
    expect(await page.getByRole("main").getByRole("link", { name: "Join as Provider" }).getAttribute("href")).toBe(
      "/register-business",
    );
  });

  it("says City Not Found for an unknown city, from the page's one request", async () => {
    const page = await browser.newPage();
    const cityQueries: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql") && request.postData()?.includes("CityPageQuery")) {
        cityQueries.push(request.postData()!);
      }
    });
    await page.goto("/city/atlantis-ontario");
    await page.getByRole("heading", { level: 1, name: "City Not Found" }).waitFor();
    await page.getByRole("button", { name: "Go Back" }).waitFor();
    // An unknown slug is data in the answer, not a failed search followed by a second query.
    expect(cityQueries).toHaveLength(1);
  });
});
