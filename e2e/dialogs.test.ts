// Dialogs and toasts together: closing a dialog puts focus back on the button that
// opened it, Escape closes a dialog even while a toast shows, and a toast never covers the
// button the user needs next ('Request Booking', the tray's 'Compare' and 'Clear All').
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const cards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const bookingDialog = (page: Page) => page.getByRole("dialog", { name: "Book Service" });
const comparisonDialog = (page: Page) => page.getByRole("dialog", { name: "Compare Service Providers" });
const tray = (page: Page) => page.getByRole("region", { name: /^Compare \(/ });
const trayCompare = (page: Page) => tray(page).getByRole("button", { name: "Compare", exact: true });
// A modal dialog hides the rest of the page from the accessibility tree (Radix's hideOthers),
// the toasts' region too; the toast is still announced, through Radix's own live region.
const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: text });

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function homeWithCards(page: Page) {
  await page.goto("/");
  await cards(page).first().waitFor();
}

async function compareFirst(page: Page, count: number) {
  for (let index = 0; index < count; index++)
    await cards(page).nth(index).getByRole("button", { name: "Compare" }).click();
  await tray(page)
    .getByRole("heading", { name: new RegExp(`^Compare \\(${count}\\)`) })
    .waitFor();
}

/** Its box once its entrance animation is over. */
async function settledBox(locator: Locator) {
  await locator.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return (await locator.boundingBox())!;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("focus returns to the opener", () => {
  it("after 'Book Service' closes by Escape, by its close button and by Cancel", async () => {
    const page = await browser.newPage();
    await homeWithCards(page);
    const bookNow = cards(page).nth(1).getByRole("button", { name: "Book Now" });

    await bookNow.click();
    await bookingDialog(page).waitFor();
    await page.keyboard.press("Escape");
    await bookingDialog(page).waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(bookNow)).toBe(true);

    await bookNow.click();
    await bookingDialog(page).getByRole("button", { name: "Close" }).click();
    await bookingDialog(page).waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(bookNow)).toBe(true);

    // From the keyboard: Enter on the focused 'Book Now', then Cancel.
    await page.keyboard.press("Enter");
    await bookingDialog(page).getByRole("button", { name: "Cancel" }).click();
    await bookingDialog(page).waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(bookNow)).toBe(true);
  });

  it("after the comparison closes, and after booking from it (to the tray's Compare)", async () => {
    const page = await browser.newPage();
    await homeWithCards(page);
    await compareFirst(page, 2);

    await trayCompare(page).click();
    await comparisonDialog(page).waitFor();
    await page.keyboard.press("Escape");
    await comparisonDialog(page).waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(trayCompare(page))).toBe(true);

    await trayCompare(page).click();
    await comparisonDialog(page).getByRole("button", { name: "Close" }).click();
    await comparisonDialog(page).waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(trayCompare(page))).toBe(true);

    // 'Book Now' in the comparison swaps it for the booking dialog; its opener is gone
    // with the comparison, so focus goes back to what opened that.
    await trayCompare(page).click();
    await comparisonDialog(page).getByRole("button", { name: "Book Now" }).first().click();
    await bookingDialog(page).waitFor();
    await comparisonDialog(page).waitFor({ state: "detached" });
    await expect
      .poll(() => bookingDialog(page).evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await bookingDialog(page).waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(trayCompare(page))).toBe(true);
  });
});

describe("Escape while a toast shows", () => {
  it("closes the booking dialog, and leaves the toast to be read", async () => {
    const page = await browser.newPage();
    await homeWithCards(page);
    const bookNow = cards(page).first().getByRole("button", { name: "Book Now" });
    await bookNow.click();

    // An empty form: the 'Missing Information' toast, over the open dialog.
    await bookingDialog(page).getByRole("button", { name: "Request Booking" }).click();
    await toast(page, "Missing Information").waitFor();
    await page.keyboard.press("Escape");
    await bookingDialog(page).waitFor({ state: "detached" });
    expect(await toast(page, "Missing Information").isVisible()).toBe(true);
    await expect.poll(() => hasFocus(bookNow)).toBe(true);

    // With no dialog open, Escape is the toast's again.
    await page.keyboard.press("Escape");
    await toast(page, "Missing Information").waitFor({ state: "detached" });
  });

  it("closes the dialog when focus is on the dialog itself (its title clicked), too", async () => {
    const page = await browser.newPage();
    await homeWithCards(page);
    await cards(page).first().getByRole("button", { name: "Book Now" }).click();
    await bookingDialog(page).getByRole("button", { name: "Request Booking" }).click();
    await toast(page, "Missing Information").waitFor();
    await bookingDialog(page).getByRole("heading", { name: "Book Service" }).click();
    await page.keyboard.press("Escape");
    await bookingDialog(page).waitFor({ state: "detached" });
  });
});

for (const [name, viewport] of [
  ["1280×800", DESKTOP],
  ["390×844", MOBILE],
] as const) {
  describe(`toasts at ${name}`, () => {
    it("do not cover the booking dialog's 'Request Booking'", async () => {
      const page = await browser.newPage({ viewport });
      await homeWithCards(page);
      await cards(page).first().getByRole("button", { name: "Book Now" }).click();
      const submit = bookingDialog(page).getByRole("button", { name: "Request Booking" });
      await submit.click();
      const shown = await settledBox(toast(page, "Missing Information"));
      const button = (await submit.boundingBox())!;
      expect(overlaps(shown, button), `toast ${JSON.stringify(shown)} over button ${JSON.stringify(button)}`).toBe(
        false,
      );
      // Still pressable where it is: nothing on top of its middle.
      expect(
        await submit.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      ).toBe(true);
    });

    it("do not cover the booking dialog's title", async () => {
      const page = await browser.newPage({ viewport });
      await homeWithCards(page);
      await cards(page).first().getByRole("button", { name: "Book Now" }).click();
      const dialog = bookingDialog(page);
      await dialog.getByRole("button", { name: "Request Booking" }).click();
      const shown = await settledBox(toast(page, "Missing Information"));
      const title = (await dialog.getByRole("heading", { name: "Book Service" }).boundingBox())!;
      expect(overlaps(shown, title), `toast ${JSON.stringify(shown)} over title ${JSON.stringify(title)}`).toBe(false);
    });

    it("do not cover the comparison tray's 'Compare' and 'Clear All'", async () => {
      const page = await browser.newPage({ viewport });
      await homeWithCards(page);
      await compareFirst(page, 3);
      // A 4th is refused with a toast.
      await cards(page).nth(3).getByRole("button", { name: "Compare" }).click();
      const shown = await settledBox(toast(page, "You can compare up to 3 providers"));
      for (const button of [trayCompare(page), tray(page).getByRole("button", { name: "Clear All" })]) {
        const box = (await button.boundingBox())!;
        expect(overlaps(shown, box), `toast ${JSON.stringify(shown)} over ${JSON.stringify(box)}`).toBe(false);
      }
    });
  });
}
