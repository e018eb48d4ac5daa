// The city picker's rough edges: Enter picks the typed text's first match, a
// chosen city can be cleared (button, Backspace), the scrolling list is reached from the
// keyboard (axe's scrollable-region-focusable), and a search too long to be a city name
// says 'No cities found.' rather than failing to load. Its popover's code is not part of the
// home's first load: it comes when the picker is first opened.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const trigger = (page: Page) => page.getByRole("button", { name: /^City\b/ });
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search cities" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Cities" });
const clearButton = (page: Page) => page.getByRole("button", { name: "Clear city" });
const isFocused = (page: Page, name: "trigger" | "search") =>
  (name === "trigger" ? trigger(page) : searchBox(page)).evaluate((element) => element === document.activeElement);

async function openPicker(page: Page) {
  await trigger(page).click();
  await listbox(page).getByRole("option").first().waitFor();
}

/** The popover's own chunk: rolldown names a chunk after its module (CityPickerPopover.tsx). */
const POPOVER_CHUNK = /\/assets\/CityPickerPopover-[\w-]+\.js$/;

/** Every script the page asks for, by path, from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The home page with the first provider cards shown: its first load is over. */
async function homeLoaded(page: Page) {
  await home(page);
  await page
    .getByRole("list", { name: "Service providers" })
    .getByRole("article")
    .first()
    .getByRole("heading", { level: 3 })
    .waitFor();
}

/** The home page with the city picker's first results loaded. */
async function home(page: Page) {
  await page.goto("/");
  await expect.poll(() => trigger(page).textContent()).toContain("Select a city");
}

describe("city picker", () => {
  it("picks the first match on Enter, even when Enter comes before the results", async () => {
    const page = await browser.newPage();
    await home(page);

    // Enter at once: the results for "calg" are still on their way.
    await openPicker(page);
    await searchBox(page).fill("calg");
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger(page).textContent()).toContain("Calgary, Alberta");
    await listbox(page).waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.get("location")).toBe("Calgary, Alberta");

    // Enter once the results are shown.
    await openPicker(page);
    await searchBox(page).fill("ottaw");
    await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
    await expect.poll(() => listbox(page).getByRole("option").first().textContent()).toMatch(/^Ottawa/);
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger(page).textContent()).toContain("Ottawa, Ontario");

    // Enter with no text and no option chosen picks nothing.
    await openPicker(page);
    await page.keyboard.press("Enter");
    expect(await listbox(page).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await listbox(page).waitFor({ state: "detached" });
    expect(await trigger(page).textContent()).toContain("Ottawa, Ontario");
  });

  it("clears a chosen city with its clear button or Backspace, and Escape only closes the list", async () => {
    const page = await browser.newPage();
    await home(page);
    expect(await clearButton(page).count()).toBe(0);

    await openPicker(page);
    await searchBox(page).fill("halifax");
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger(page).textContent()).toContain("Halifax, Nova Scotia");

    // Escape in the search box closes the list and keeps the city.
    await openPicker(page);
    await searchBox(page).fill("mont");
    await page.keyboard.press("Escape");
    await listbox(page).waitFor({ state: "detached" });
    expect(await isFocused(page, "trigger")).toBe(true);
    expect(await trigger(page).textContent()).toContain("Halifax, Nova Scotia");

    // The clear button is the next tab stop after the field.
    await page.keyboard.press("Tab");
    expect(await clearButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger(page).textContent()).toContain("Select a city");
    expect(await clearButton(page).count()).toBe(0);
    expect(await isFocused(page, "trigger")).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get("location")).toBeNull();

    // Backspace on the field empties it, as in a text field.
    await openPicker(page);
    await searchBox(page).fill("regina");
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger(page).textContent()).toContain("Regina, Saskatchewan");
    expect(await isFocused(page, "trigger")).toBe(true);
    await page.keyboard.press("Backspace");
    await expect.poll(() => trigger(page).textContent()).toContain("Select a city");
    expect(await listbox(page).count()).toBe(0);

    // By mouse too.
    await openPicker(page);
    await searchBox(page).fill("victoria");
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger(page).textContent()).toContain("Victoria, British Columbia");
    await clearButton(page).click();
    await expect.poll(() => trigger(page).textContent()).toContain("Select a city");
  });

  it("scrolls its list from the keyboard, with no axe scrollable-region-focusable violation", async () => {
    const page = await browser.newPage();
    await home(page);
    await openPicker(page);

    // The 20 default cities are taller than the list: the listbox itself scrolls, as the
    // popup its combobox controls and points into (aria-activedescendant).
    const scrolls = await listbox(page).evaluate((element) => ({
      overflowing: element.scrollHeight > element.clientHeight,
      overflowY: getComputedStyle(element).overflowY,
    }));
    expect(scrolls).toEqual({ overflowing: true, overflowY: "auto" });
    expect(await searchBox(page).getAttribute("aria-controls")).toBe(await listbox(page).getAttribute("id"));

    const violations = (await axeViolations(page)).filter(
      (violation) =>
        violation.id === "scrollable-region-focusable" ||
        violation.nodes.some((node) => /listbox|option/.test(node.html)),
    );
    expect(violations, describeViolations(violations)).toEqual([]);

    for (let step = 0; step < 15; step++) await page.keyboard.press("ArrowDown");
    const active = await searchBox(page).getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    expect(await listbox(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const inView = await page.evaluate((id) => {
      const option = document.getElementById(id)!.getBoundingClientRect();
      const list = document.querySelector('[role="listbox"]')!.getBoundingClientRect();
      return option.top >= list.top - 1 && option.bottom <= list.bottom + 1;
    }, active!);
    expect(inView).toBe(true);
  });

  it("says No cities found. for a search too long to be a city, without asking the server or failing", async () => {
    const page = await browser.newPage();
    const searches: string[] = [];
    page.on("request", (request) => {
      const body = request.postData() ?? "";
      if (request.url().endsWith("/graphql") && body.includes("CityPickerResultsQuery")) searches.push(body);
    });
    await home(page);
    await openPicker(page);

    const long = "Toronto".padEnd(140, "x");
    await searchBox(page).fill(long);
    await page.getByText("No cities found.").waitFor();
    expect(await page.getByText("Cities could not be loaded. Try again.").count()).toBe(0);
    expect(await listbox(page).getByRole("option").count()).toBe(0);
    expect(searches.some((body) => body.includes(long))).toBe(false);

    // Enter has nothing to pick.
    await page.keyboard.press("Enter");
    expect(await trigger(page).textContent()).toContain("Select a city");

    // Back under the limit, the search runs again.
    await searchBox(page).fill("Toronto");
    await expect.poll(() => listbox(page).getByRole("option").first().textContent()).toMatch(/^Toronto/);
  });

  it("downloads the popover's code when the picker is first opened, not with the home", async () => {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await homeLoaded(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => POPOVER_CHUNK.test(script))).toEqual([]);

    await openPicker(page);
    expect(scripts.filter((script) => POPOVER_CHUNK.test(script))).toHaveLength(1);
    expect(await trigger(page).getAttribute("aria-expanded")).toBe("true");
    expect(await trigger(page).getAttribute("aria-controls")).toBe(
      await page.getByRole("dialog", { name: "Choose a city" }).getAttribute("id"),
    );

    // A press on the trigger while open closes it (not closes, then opens again).
    await trigger(page).click();
    await listbox(page).waitFor({ state: "detached" });
    expect(await trigger(page).getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(page, "trigger")).toBe(true);
  });

  it("closes again when the popover's code fails to download, and the next opening retries", async () => {
    const page = await browser.newPage();
    await homeLoaded(page);
    let failedDownloads = 0;
    await page.route(POPOVER_CHUNK, (route) => {
      failedDownloads++;
      return route.abort("internetdisconnected");
    });

    await trigger(page).click();
    await expect.poll(() => failedDownloads).toBeGreaterThan(0);
    await expect.poll(() => trigger(page).getAttribute("aria-expanded")).toBe("false");
    expect(await listbox(page).count()).toBe(0);

    await page.unroute(POPOVER_CHUNK);
    await openPicker(page);
    await searchBox(page).fill("halifax");
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger(page).textContent()).toContain("Halifax, Nova Scotia");
  });
});
