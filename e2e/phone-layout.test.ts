// A phone's screen, 390 px wide: the provider dashboard (its tabs and tables) and the staff
// earnings screen fit without the page scrolling sideways, and choosing a time slot brings
// 'Book This Appointment' into view instead of leaving it a long scroll below the calendar.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MOBILE, useBrowser } from "./support/browser.ts";
import { main } from "./support/booking-journeys.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

/** A phone's page signed in by a stored session (these journeys are about layout), at `path`. */
const signedInOnPhone = (path: string, email: string) => signedInPage(browser, email, { path, viewport: MOBILE });

/** How far the document reaches past the screen's right edge, in CSS pixels (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe("on a 390 px phone", () => {
  it("the provider dashboard's tabs and every tab's content fit the screen's width", async () => {
    const page = await signedInOnPhone("/provider-dashboard", "provider@demo.test");
    const tabs = main(page).getByRole("tab");
    await tabs.first().waitFor();
    const tabList = main(page).getByRole("tablist").first();
    const listBox = (await tabList.boundingBox())!;
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(MOBILE.width);

    for (const tab of await tabs.all()) {
      // A tab the list scrolls to is still reachable: it comes into view when chosen.
      await tab.click();
      await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width + 0.5);
      expect(await sidewaysOverflow(page), `the page scrolls sideways on "${await tab.innerText()}"`).toBe(0);
    }
  });

  it("the staff earnings screen, with its payments table, fits the screen's width", async () => {
    // The last 30 days hold the demo week's payments even on a month's first day, when "this
    // month" (the default) has none yet and the page shows no table.
    const page = await signedInOnPhone("/platform-earnings?range=last-30-days", "admin@demo.test");
    await main(page).getByRole("table").first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it("choosing a time slot brings 'Book This Appointment' into view", async () => {
    const page = await signedInOnPhone("/availability-test", "customer@demo.test");
    await main(page).getByRole("tab", { name: "Customer View" }).click();
    const slot = main(page)
      .getByRole("button", { name: /, Available/ })
      .first();
    await slot.waitFor();
    await slot.click();
    const book = main(page).getByRole("button", { name: "Book This Appointment" });
    await book.waitFor();
    await expect
      .poll(async () => {
        const box = await book.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= MOBILE.height;
      })
      .toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
