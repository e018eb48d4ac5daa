// The cities directory (/cities, /cities-directory) and the home hero's city picker,
// against the real server and its full city list.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MOBILE, useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

async function count(filter: string): Promise<number> {
  const { data } = await graphql(app.url, `{ cities(${filter}, first: 1) { totalCount } }`);
  return data.cities.totalCount;
}

const allCities = (page: Page) => page.getByRole("region", { name: /^All Cities/ });
const allCitiesHeading = (page: Page, total: number) =>
  page.getByRole("heading", { level: 2, name: `All Cities (${total})` });
const tierCard = (page: Page, tier: number) => page.getByRole("region", { name: new RegExp(`^Tier ${tier}\\b`) });

describe("cities directory", () => {
  it("finds Montréal when searching 'montreal', and says No cities found for nonsense", async () => {
    const page = await browser.newPage();
    await page.goto("/cities-directory");
    await page.getByRole("heading", { level: 1, name: "Cities" }).waitFor();
    const total = await count(`search: null`);
    await allCitiesHeading(page, total).waitFor();

    await page.getByLabel("Search cities").fill("montreal");
    await page.waitForURL((url) => url.searchParams.get("search") === "montreal");
    await allCitiesHeading(page, await count(`search: "montreal"`)).waitFor();
    await allCities(page)
      .getByRole("link", { name: /Montréal/ })
      .first()
      .waitFor();

    await page.getByLabel("Search cities").fill("qqxxzz");
    await page.getByRole("heading", { name: "No cities found" }).waitFor();
    await allCitiesHeading(page, 0).waitFor();
    expect(await tierCard(page, 1).textContent()).toContain("0 cities");
  });

  it("filters by province, and the tier cards follow", async () => {
    const page = await browser.newPage();
    await page.goto("/cities");
    await tierCard(page, 1).getByText("10 cities").waitFor();

    await page.getByLabel("Province", { exact: true }).selectOption("BC");
    await page.waitForURL((url) => url.searchParams.get("province") === "BC");
    const bcTotal = await count(`province: "BC"`);
    await allCitiesHeading(page, bcTotal).waitFor();
    const provinces = await allCities(page).getByRole("link").allTextContents();
    expect(provinces.length).toBe(bcTotal); // under one page, so all shown
    for (const text of provinces) expect(text).toContain("British Columbia");

    for (const tier of [1, 2, 3, 4]) {
      const n = await count(`province: "BC", tier: ${tier}`);
      await tierCard(page, tier)
        .getByText(`${n} ${n === 1 ? "city" : "cities"}`)
        .waitFor();
    }
    expect(await tierCard(page, 1).getByRole("link").allTextContents()).toEqual(["Vancouver"]);

    // Back undoes the filter, and the results with it.
    await page.goBack();
    await allCitiesHeading(page, await count(`search: null`)).waitFor();
    expect(await page.getByLabel("Province", { exact: true }).inputValue()).toBe("");
  });

  it("shows the 10 tier 1 cities for tier filter 1, and pages through all cities", async () => {
    const page = await browser.newPage();
    await page.goto("/cities");
    const total = await count(`search: null`);
    await allCitiesHeading(page, total).waitFor();
    expect(await allCities(page).getByRole("link").count()).toBe(100);
    await page.getByRole("button", { name: "Show more cities" }).click();
    await expect.poll(() => allCities(page).getByRole("link").count()).toBe(Math.min(200, total));

    await page.getByLabel("Tier", { exact: true }).selectOption("1");
    await allCitiesHeading(page, 10).waitFor();
    expect(await allCities(page).getByRole("link").count()).toBe(10);
    expect(await page.getByRole("button", { name: "Show more cities" }).count()).toBe(0);
  });

  it("restores its filters from the URL after a reload", async () => {
    const page = await browser.newPage();
    await page.goto("/cities");
    await page.getByLabel("Province", { exact: true }).selectOption("ON");
    await page.getByLabel("Tier", { exact: true }).selectOption("1");
    await page.getByLabel("Search cities").fill("ham");
    await page.waitForURL((url) => url.search === "?search=ham&province=ON&tier=1");
    const expected = await count(`search: "ham", province: "ON", tier: 1`);
    await allCitiesHeading(page, expected).waitFor();

    await page.reload();
    await allCitiesHeading(page, expected).waitFor();
    expect(await page.getByLabel("Search cities").inputValue()).toBe("ham");
    expect(await page.getByLabel("Province", { exact: true }).inputValue()).toBe("ON");
    expect(await page.getByLabel("Tier", { exact: true }).inputValue()).toBe("1");
    await allCities(page)
      .getByRole("link", { name: /Hamilton/ })
      .waitFor();
  });

  it("opens a city's page from its card", async () => {
    const page = await browser.newPage();
    await page.goto("/cities?search=halifax");
    await allCities(page).locator('a[href="/city/halifax-nova-scotia"]').click();
    await page.waitForURL((url) => url.pathname === "/city/halifax-nova-scotia");
    await page.getByRole("heading", { level: 1, name: /Halifax/ }).waitFor();
  });
});

describe("city picker on the home page", () => {
  it("lists tier 1 and 2 cities by province, searches, and picks by keyboard", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const trigger = page.getByRole("button", { name: /^City\b/ });
    await expect.poll(() => trigger.textContent()).toContain("Select a city");
    await trigger.click();

    const listbox = page.getByRole("listbox", { name: "Cities" });
    await listbox.getByRole("option").first().waitFor();
    const options = await listbox.getByRole("option").count();
    expect(options).toBeGreaterThan(10);
    expect(options).toBeLessThanOrEqual(20);
    await listbox.getByRole("group", { name: "Ontario" }).waitFor();
    await listbox.getByRole("group", { name: "British Columbia" }).waitFor();
    expect((await page.getByRole("dialog").boundingBox())?.width).toBeCloseTo(400, 0);

    const input = page.getByRole("combobox", { name: "Search cities" });
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill("van");
    await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
    await expect.poll(() => listbox.getByRole("option").first().textContent()).toMatch(/^Vancouver/);
    expect(await listbox.getByRole("group").count()).toBe(0);

    await page.keyboard.press("ArrowDown");
    const activeId = await input.getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    expect(await page.locator(`[id="${activeId}"]`).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");

    await expect.poll(() => trigger.textContent()).toContain("Vancouver, British Columbia");
    expect(await listbox.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("location")).toBe("Vancouver, British Columbia");

    await page.reload();
    await expect
      .poll(() => page.getByRole("button", { name: /^City\b/ }).textContent())
      .toContain("Vancouver, British Columbia");
  });

  it("says No cities found. for no match, and Escape closes it with focus back on the trigger", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const trigger = page.getByRole("button", { name: /^City\b/ });
    await trigger.click();
    await page.getByRole("combobox", { name: "Search cities" }).fill("zzzz");
    await page.getByText("No cities found.").waitFor();
    // Within the picker: the hero's service type is a select with options of its own.
    expect(await page.getByRole("listbox", { name: "Cities" }).getByRole("option").count()).toBe(0);

    await page.keyboard.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("fits a phone screen", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto("/");
    await page.getByRole("button", { name: /^City\b/ }).click();
    await page.getByRole("listbox", { name: "Cities" }).getByRole("option").first().waitFor();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
  });
});
