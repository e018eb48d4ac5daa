// Booking journeys: a provider sees a new booking in Today, starts and completes it and
// the stats change; a provider adds a day of availability and a customer books one of its
// slots in Customer View; a customer sees and cancels their booking. The server is the real
// `npm start` with its demo data (the demo provider's week of bookings and open slots).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";
import { fillServiceAddress } from "./support/service-address.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const main = (page: Page) => page.getByRole("main");
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** A page signed in by a stored session (these journeys are not about the form), at `path`. */
const signedIn = (path: string, email: string) => signedInPage(browser, email, { path });

/** A stat card's figure: the description beside its term. */
async function stat(page: Page, label: string): Promise<string> {
  const term = main(page).locator("dt", { hasText: new RegExp(`^${label}$`) });
  return (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

/**
 * Two presses of "Next week", as fast as a person double-clicks: the second steps on from the
 * week the first asked for, even while that one is still loading (the demo's next week has
 * slots already, so a lost press shows in the overlap the provider then meets). Returns once
 * the week is on screen: its range in the heading, nothing loading.
 */
async function showWeekAfterNext(page: Page): Promise<void> {
  const heading = main(page).getByRole("heading", { level: 2, name: /–/ });
  const thisWeek = await heading.innerText();
  const next = main(page).getByRole("button", { name: "Next week" });
  await next.click();
  await next.click();
  await main(page).getByText("Loading the week...").waitFor({ state: "detached" });
  await expect.poll(() => heading.innerText()).not.toBe(thisWeek);
}

/** Today in Toronto (the demo provider's city), as the server's calendar has it. */
function torontoToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
}

describe("bookings that providers run", () => {
  it("a provider sees a new booking in Today, starts and completes it, and the stats change", async () => {
    // A customer books the demo provider for today at 3 pm (it may be in the past: the
    // provider can still serve a booking of today).
    const response = await fetch(`${app.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        providerId: 1,
        serviceType: "house-cleaning",
        preferredDate: torontoToday(),
        preferredTime: "15:00",
        customerName: "Quinn Journey",
        customerPhone: "416-555-0177",
        customerEmail: "quinn@example.test",
      }),
    });
    expect(response.status).toBe(201);

    const page = await signedIn("/provider-dashboard", "provider@demo.test");
    await main(page).getByRole("heading", { level: 1 }).waitFor();
    const totalBefore = Number(await stat(page, "Total Bookings"));
    const completedBefore = Number(await stat(page, "Completed"));
    const card = main(page).getByRole("article").filter({ hasText: "Quinn Journey" });
    await card.waitFor();

    await card.getByRole("button", { name: /^Start Service/ }).click();
    await toast(page, "Booking Updated");
    await card.getByText("In Progress", { exact: true }).waitFor();

    await card.getByRole("button", { name: /^Complete/ }).click();
    await toast(page, "Booking status has been updated successfully.");
    // Completed: it leaves Today, and the counts move without a reload.
    await card.waitFor({ state: "detached" });
    await expect.poll(async () => Number(await stat(page, "Completed"))).toBe(completedBefore + 1);
    expect(Number(await stat(page, "Total Bookings"))).toBe(totalBefore);

    await main(page).getByRole("tab", { name: "Completed" }).click();
    await main(page).getByRole("article").filter({ hasText: "Quinn Journey" }).waitFor();
  });

  it("a provider adds a day of availability and a customer books one of its slots", async () => {
    const provider = await signedIn("/availability-test", "provider@demo.test");
    // The demo week is open already: two weeks on, the days are free.
    await showWeekAfterNext(provider);
    const addButtons = main(provider).getByRole("button", { name: /^Add availability on / });
    await addButtons.nth(2).click();
    const dialog = provider.getByRole("dialog");
    await dialog.getByText("4 slots", { exact: false }).first().waitFor();
    await dialog.getByRole("button", { name: "Add Availability" }).click();
    await toast(provider, "Availability Added");

    // The same window again overlaps what was just added: refused, nothing added.
    await addButtons.nth(2).click();
    await provider.getByRole("dialog").getByRole("button", { name: "Add Availability" }).click();
    await provider
      .getByText(/overlap availability you already have/)
      .first()
      .waitFor();
    await provider.keyboard.press("Escape");

    const customer = await signedIn("/availability-test", "customer@demo.test");
    await main(customer).getByRole("tab", { name: "Customer View" }).click();
    await showWeekAfterNext(customer);
    const slot = main(customer)
      .getByRole("button", { name: /^9:00.*, Available/ })
      .first();
    await slot.click();
    await main(customer).getByRole("button", { name: "Book This Appointment" }).click();
    const book = customer.getByRole("dialog");
    // Name and email come from the signed-in account; the service and phone do not.
    await book.locator("select").first().selectOption({ index: 1 });
    await book.getByLabel(/Phone/).fill("416-555-0123");
    await fillServiceAddress(customer, book);
    // The booking's answer carries the slot's new state: the week is not asked for again.
    const asked: string[] = [];
    customer.on("request", (request) => {
      if (request.url().endsWith("/graphql")) asked.push(request.postData() ?? "");
    });
    await book.getByRole("button", { name: "Book Appointment" }).click();
    await toast(customer, "Time Slot Booked");
    await main(customer)
      .getByRole("button", { name: /^9:00.*, Booked/ })
      .first()
      .waitFor();
    expect(asked.filter((body) => body.includes("BookSlotDialogMutation"))).toHaveLength(1);
    expect(asked.filter((body) => body.includes("AvailabilityCalendarRefetchQuery"))).toEqual([]);
  });

  it("a customer sees their bookings and cancels a confirmed one", async () => {
    const page = await signedIn("/", "customer@demo.test");
    await page.getByRole("banner").getByRole("link", { name: "My bookings" }).click();
    await page.waitForURL((url) => url.pathname === "/bookings");
    const confirmed = main(page).getByRole("article").filter({ hasText: "Confirmed" }).first();
    await confirmed.waitFor();
    const cancelledBefore = await main(page).getByText("Cancelled", { exact: true }).count();
    await confirmed.getByRole("button", { name: /^Cancel booking/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Booking" }).click();
    await toast(page, "Booking Updated");
    await expect.poll(() => main(page).getByText("Cancelled", { exact: true }).count()).toBe(cancelledBefore + 1);
  });
});
