// The comparison's layout: the dialog keeps its place and size across its tabs,
// each attribute is one row level across the columns however long the answers, and the
// tray's chips cut long names short while keeping them whole for screen readers and hover.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const cards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const tray = (page: Page) => page.getByRole("region", { name: /^Compare \(/ });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Compare Service Providers" });
const TABS = ["Overview", "Services", "Pricing", "Contact"];

const LONG_NAME = "Spotless Shine Residential and Commercial Deep Cleaning Services of the Greater Toronto Area";
const LONG_AREA =
  "Toronto, Mississauga, Brampton, Vaughan, Markham, Richmond Hill, Oakville, Burlington, Pickering and Ajax";
const LONG_SERVICES = ["House Cleaning", "Deep Cleaning", "Move-out Cleaning", "Carpet Cleaning", "Window Washing"];

/**
 * Two providers chosen from the home page, the first given long answers (as a provider with
 * a long name, a wide service area and many services would have), then the page reloaded
 * so the tray and the dialog show them.
 */
async function compareWithLongAnswers(page: Page) {
  await page.goto("/");
  await cards(page).first().waitFor();
  for (const index of [0, 1]) await cards(page).nth(index).getByRole("button", { name: "Compare" }).click();
  await tray(page)
    .getByRole("heading", { name: /^Compare \(2\)/ })
    .waitFor();
  await page.evaluate(
    ({ name, area, services }) => {
      const saved = JSON.parse(sessionStorage.getItem("comparison")!) as { providers: Record<string, unknown>[] };
      Object.assign(saved.providers[0]!, { name, serviceArea: area, services, specialties: services });
      sessionStorage.setItem("comparison", JSON.stringify(saved));
    },
    { name: LONG_NAME, area: LONG_AREA, services: LONG_SERVICES },
  );
  await page.reload();
  await tray(page).getByText(LONG_NAME).waitFor();
}

async function openComparison(page: Page) {
  await tray(page).getByRole("button", { name: "Compare", exact: true }).click();
  await dialog(page).waitFor();
  // Past its entrance animation, which moves it.
  await dialog(page).evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
}

/** For each attribute row of the shown tab: the top and height of that row in every column. */
const rowBoxes = (page: Page) =>
  dialog(page)
    .getByRole("tabpanel")
    .evaluate((panel) => {
      const lists = [...panel.querySelectorAll("dl")];
      const rows = lists.map((list) => [...list.children].map((row) => row.getBoundingClientRect()));
      return rows[0]!.map((_, index) =>
        rows.map((column) => ({ top: column[index]!.top, height: column[index]!.height })),
      );
    });

for (const [name, viewport] of [
  ["1280×800", DESKTOP],
  ["390×844", MOBILE],
] as const) {
  describe(`comparison dialog at ${name}`, () => {
    it("keeps its place and size on every tab", async () => {
      const page = await browser.newPage({ viewport });
      await compareWithLongAnswers(page);
      await openComparison(page);
      const first = await dialog(page).boundingBox();
      for (const tab of [...TABS.slice(1), TABS[0]!]) {
        await dialog(page).getByRole("tab", { name: tab }).click();
        await expect
          .poll(() => dialog(page).getByRole("tab", { name: tab }).getAttribute("aria-selected"))
          .toBe("true");
        expect(await dialog(page).boundingBox(), `on ${tab}`).toEqual(first);
      }
      expect(first!.y).toBeGreaterThanOrEqual(0);
      expect(first!.y + first!.height).toBeLessThanOrEqual(viewport.height);
    });

    it("lines each attribute up across the columns, whatever the length of the answers", async () => {
      const page = await browser.newPage({ viewport });
      await compareWithLongAnswers(page);
      await openComparison(page);
      await dialog(page).getByText(LONG_AREA).waitFor();
      for (const tab of TABS) {
        await dialog(page).getByRole("tab", { name: tab }).click();
        const rows = await rowBoxes(page);
        expect(rows.length, `rows on ${tab}`).toBeGreaterThan(0);
        for (const [index, columns] of rows.entries()) {
          expect(columns, `${tab} row ${index + 1}`).toHaveLength(2);
          const [a, b] = columns;
          expect(Math.abs(a!.top - b!.top), `${tab} row ${index + 1} tops`).toBeLessThanOrEqual(1);
          expect(Math.abs(a!.height - b!.height), `${tab} row ${index + 1} heights`).toBeLessThanOrEqual(1);
        }
      }
      // The long answers made real differences: the service area row is taller than one line.
      await dialog(page).getByRole("tab", { name: "Overview" }).click();
      const overview = await rowBoxes(page);
      expect(overview[3]![0]!.height).toBeGreaterThan(40);
    });
  });
}

describe("comparison tray", () => {
  for (const [name, viewport] of [
    ["1280×800", DESKTOP],
    ["390×844", MOBILE],
  ] as const) {
    it(`cuts a long name short in its chip at ${name}, keeping it whole for readers`, async () => {
      const page = await browser.newPage({ viewport });
      await compareWithLongAnswers(page);
      const chip = tray(page).getByRole("listitem").filter({ hasText: LONG_NAME });
      const text = chip.getByText(LONG_NAME, { exact: true });
      const look = await text.evaluate((element) => ({
        cut: element.scrollWidth > element.clientWidth,
        textOverflow: getComputedStyle(element).textOverflow,
        whiteSpace: getComputedStyle(element).whiteSpace,
        title: element.getAttribute("title"),
      }));
      expect(look).toEqual({ cut: true, textOverflow: "ellipsis", whiteSpace: "nowrap", title: LONG_NAME });
      // The chip stays its size, one line, with its remove button inside it.
      const chipBox = (await chip.boundingBox())!;
      expect(chipBox.width).toBeLessThanOrEqual(240);
      expect(chipBox.height).toBeLessThan(40);
      const remove = chip.getByRole("button", { name: `Remove ${LONG_NAME} from comparison` });
      const removeBox = (await remove.boundingBox())!;
      expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(chipBox.x + chipBox.width + 0.5);
      // Screen readers get the whole name: it is the chip's text, only drawn short.
      expect(await chip.textContent()).toContain(LONG_NAME);
    });
  }
});
