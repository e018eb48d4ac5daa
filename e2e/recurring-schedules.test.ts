// Recurring schedules' journeys on /recurring-bookings: a new customer sees 'No recurring schedules';
// the demo customer sets up a weekly cleaning through 'Schedule Regular Cleaning' and sees
// its card with the first date the server's rule gives, pauses and resumes it, sets up a
// monthly one on the 31st, and cancels it. The server is the real `npm start` on the real
// clock (nothing pins it), so the expected dates come from today in the provider's city
// and shared/schedules/next-date.ts, as the server computes them.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDaysIso } from "../shared/availability/slots.ts";
import { firstOccurrence, weekdayOf } from "../shared/schedules/next-date.ts";
import { useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";
import { fillServiceAddress } from "./support/service-address.ts";
import { signedInPage } from "./support/session.ts";
import { enterSecondFactor } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const main = (page: Page) => page.getByRole("main");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Schedule Regular Cleaning" });
const cards = (page: Page) => main(page).getByRole("list").getByRole("article");
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Today on a city's calendar, as the server reads its clock there. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

/** The first active house-cleaning provider: the one the dialog's search is for. */
async function houseCleaner(): Promise<{ name: string; timeZone: string; price: string }> {
  const { data, errors } = await graphql(
    app.url,
    `
      {
        providers(first: 1, search: { serviceType: "house-cleaning" }) {
          edges {
            node {
              name
              startingPrice
              city {
                timeZone
              }
            }
          }
        }
      }
    `,
  );
  expect(errors).toBeUndefined();
  const node = data.providers.edges[0].node;
  return { name: node.name, timeZone: node.city.timeZone, price: dollars(node.startingPrice) };
}

/** Cents as the pages show them: 12000 is "$120.00". */
function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

async function signedIn(email: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto("/recurring-bookings");
  // A visitor is sent to sign in, and brought back.
  await page.waitForURL((url) => url.pathname === "/sign-in");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill("demo-password");
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await enterSecondFactor(page, email);
  await page.waitForURL((url) => url.pathname === "/recurring-bookings");
  await main(page).getByRole("heading", { level: 1, name: "Recurring Bookings" }).waitFor();
  return page;
}

/** Chooses the provider by typing part of its name, then the keyboard: arrow down, Enter. */
async function chooseProvider(page: Page, name: string) {
  const search = dialog(page).getByRole("combobox", { name: "Provider" });
  await search.fill(name.slice(0, 12));
  const option = dialog(page).getByRole("option", { name: new RegExp(`^${escapeRegExp(name)}`) });
  await option.first().waitFor();
  await dialog(page).locator('[role="listbox"][aria-busy="false"]').waitFor();
  const names = await dialog(page).getByRole("option").allInnerTexts();
  const index = names.findIndex((text) => text.startsWith(name));
  for (let step = 0; step <= index; step++) await search.press("ArrowDown");
  await search.press("Enter");
  expect(await search.inputValue()).toBe(name);
  expect(await search.getAttribute("aria-expanded")).toBe("false");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The card showing a cleaning on that date. */
const cardOn = (page: Page, date: string): Locator =>
  cards(page).filter({ has: page.locator(`time[datetime="${date}"]`) });

async function submitSchedule(page: Page) {
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") &&
      (response.request().postData() ?? "").includes("CustomerSchedulesCreateMutation"),
  );
  await dialog(page).getByRole("button", { name: "Create Schedule" }).click();
  const { data } = (await (await created).json()) as any;
  expect(data.createRecurringSchedule.__typename).toBe("RecurringSchedulePayload");
  await toast(page, "Recurring schedule created successfully");
  await dialog(page).waitFor({ state: "detached" });
}

describe("recurring schedules", () => {
  it("shows a new customer the empty state, whose button opens the dialog", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const signUp = await page.request.post("/graphql", {
      headers: { "content-type": "application/json", accept: "application/json" },
      data: {
        query: `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
        variables: {
          input: { email: "new.customer@example.test", name: "Noor New", password: "a quiet lake at dawn 2026" },
        },
      },
    });
    expect(((await signUp.json()) as any).data.signUp.__typename).toBe("SignInPayload");

    await page.goto("/recurring-bookings");
    await main(page).getByRole("heading", { name: "No recurring schedules" }).waitFor();
    expect(await cards(page).count()).toBe(0);
    await main(page).getByRole("button", { name: "Create Your First Schedule" }).click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByLabel("Your Name").inputValue()).toBe("Noor New");
    expect(await dialog(page).getByLabel("Email Address").inputValue()).toBe("new.customer@example.test");
    // Escape in the provider search closes its list first, then the dialog.
    const search = dialog(page).getByRole("combobox", { name: "Provider" });
    await search.fill("clean");
    await dialog(page).getByRole("listbox").waitFor();
    await search.press("Escape");
    await dialog(page).getByRole("listbox").waitFor({ state: "detached" });
    expect(await search.getAttribute("aria-expanded")).toBe("false");
    expect(await dialog(page).isVisible()).toBe(true);
    await search.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
  });

  it("sets up a weekly cleaning, pauses and resumes it; a monthly one on the 31st, then cancels it", async () => {
    const provider = await houseCleaner();
    const page = await signedIn("customer@demo.test");
    // The demo customer's own schedules are there already.
    await cards(page).first().waitFor();
    const before = await cards(page).count();

    const startDate = addDaysIso(todayIn(provider.timeZone), 1);
    const weekday = weekdayOf(addDaysIso(startDate, 3));
    const weeklyDate = firstOccurrence({ frequency: "WEEKLY", dayOfWeek: weekday, startDate });
    expect(weeklyDate).toBe(addDaysIso(startDate, 3));

    await main(page).getByRole("button", { name: "Schedule Regular Cleaning" }).click();
    const form = dialog(page);
    await form.waitFor();
    expect(await form.getByLabel("Your Name").inputValue()).toBe("Casey Customer");
    expect(await form.getByLabel("Preferred Time").inputValue()).toBe("09:00");
    // No price to type: the provider's is shown once one is chosen.
    await form.getByText("Choose a provider to see the price per cleaning.").waitFor();

    // Nothing is sent while a required field is empty.
    await form.getByRole("button", { name: "Create Schedule" }).click();
    await toast(page, "Missing Information");

    await chooseProvider(page, provider.name);
    await form.getByText(`Price per cleaning: ${provider.price}, set by ${provider.name}.`).waitFor();
    await form.getByRole("radio", { name: WEEKDAY_NAMES[weekday] }).check();
    await form.getByLabel("Preferred Time").fill("10:30");
    await form.getByLabel("Start Date").fill(startDate);
    await form.getByLabel("Phone Number").fill("416-555-0199");
    await fillServiceAddress(page, form);
    await form.getByLabel("Service Details").fill("Weekly tidy: kitchen and two bathrooms");
    // The first cleaning, before anything is saved.
    await form
      .getByRole("status")
      .filter({ hasText: "First cleaning:" })
      .locator(`time[datetime="${weeklyDate}"]`)
      .waitFor();
    await submitSchedule(page);

    // The new card is first, with the date the server's rule gives.
    const weekly = cards(page).first();
    await weekly.locator(`time[datetime="${weeklyDate}"]`).waitFor();
    expect(await cards(page).count()).toBe(before + 1);
    await weekly.getByRole("heading", { name: "House Cleaning" }).waitFor();
    await weekly.getByText("Weekly", { exact: true }).waitFor();
    await weekly.getByText(WEEKDAY_NAMES[weekday]!, { exact: true }).waitFor();
    await weekly.getByText("Active", { exact: true }).waitFor();
    await weekly.getByText(provider.price, { exact: true }).waitFor();
    await weekly.getByText("0 cleanings", { exact: true }).waitFor();
    expect(await weekly.locator('time[datetime="10:30"]').count()).toBe(1);
    const subscribe = weekly.getByRole("link", { name: /^Start Subscription/ });
    const checkout = new URL((await subscribe.getAttribute("href"))!, app.url);
    expect(checkout.pathname).toBe("/checkout");
    expect(checkout.searchParams.get("recurring")).toBe("true");
    const scheduleId = checkout.searchParams.get("scheduleId");
    expect(scheduleId).toMatch(/^\d+$/);
    expect(checkout.searchParams.get("frequency")).toBe("weekly");

    await weekly.getByRole("button", { name: /^Pause/ }).click();
    await toast(page, "Schedule paused successfully");
    await weekly.getByText("Paused", { exact: true }).waitFor();
    await weekly.getByText("Paused until you resume it").waitFor();
    await weekly.getByRole("button", { name: /^Resume/ }).click();
    await toast(page, "Schedule resumed successfully");
    await weekly.getByText("Active", { exact: true }).waitFor();
    await weekly.getByRole("button", { name: /^Pause/ }).waitFor();

    // A monthly cleaning on the 31st: a month without one uses its last day.
    const monthlyDate = firstOccurrence({ frequency: "MONTHLY", dayOfMonth: 31, startDate });
    await main(page).getByRole("button", { name: "Schedule Regular Cleaning" }).click();
    await form.waitFor();
    await form.getByLabel("Service Type").selectOption({ label: "Deep Cleaning" });
    const deepCleaner = await providerOffering("deep-cleaning");
    await chooseProvider(page, deepCleaner.name);
    await form.getByLabel("Frequency").selectOption({ label: "Monthly" });
    await form.getByLabel("Day of the Month").selectOption({ label: "31st" });
    await form.getByLabel("Start Date").fill(startDate);
    await form.getByLabel("Phone Number").fill("416-555-0199");
    await fillServiceAddress(page, form);
    await submitSchedule(page);

    const monthly = cards(page).first();
    await monthly.locator(`time[datetime="${monthlyDate}"]`).waitFor();
    await monthly.getByRole("heading", { name: "Deep Cleaning" }).waitFor();
    await monthly.getByText("Monthly", { exact: true }).waitFor();
    await monthly.getByText("31st", { exact: true }).waitFor();
    await monthly.getByText(deepCleaner.price, { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(before + 2);

    // Cancel asks first; then the card is gone, here and after a reload.
    await monthly.getByRole("button", { name: /^Cancel your Deep Cleaning schedule/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this schedule?" });
    await confirm.getByRole("button", { name: "Cancel Schedule" }).click();
    await toast(page, "Schedule cancelled successfully");
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => cards(page).count()).toBe(before + 1);
    expect(await cardOn(page, monthlyDate).filter({ hasText: "Deep Cleaning" }).count()).toBe(0);
    await page.reload();
    await cards(page).first().locator(`time[datetime="${weeklyDate}"]`).waitFor();
    expect(await cards(page).count()).toBe(before + 1);
    expect(await main(page).getByText("31st", { exact: true }).count()).toBe(0);

    // 'Start Subscription' opens checkout for the weekly schedule's subscription.
    await cards(page)
      .first()
      .getByRole("link", { name: /^Start Subscription/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("scheduleId") === scheduleId);
    await main(page).getByRole("button", { name: "Start Subscription" }).waitFor();
  });

  it("shows staff a customer's schedules with ?customerId=", async () => {
    // By stored sessions: the first journey signs in through the redirect and the form.
    const customer = await signedInPage(browser, "customer@demo.test");
    const viewer = await customer.request.post("/graphql", {
      headers: { "content-type": "application/json", accept: "application/json" },
      data: { query: "{ viewer { id recurringSchedules(first: 50) { edges { node { id } } } } }" },
    });
    const { id, recurringSchedules } = ((await viewer.json()) as any).data.viewer;
    const databaseId = Buffer.from(id, "base64").toString().split(":")[1];

    const admin = await signedInPage(browser, "admin@demo.test", {
      path: `/recurring-bookings?customerId=${databaseId}`,
    });
    await main(admin).getByText("Schedules of Casey Customer (customer@demo.test)").waitFor();
    await cards(admin).first().waitFor();
    expect(await cards(admin).count()).toBe(recurringSchedules.edges.length);
    // Staff look; they do not set up schedules for someone else from here.
    expect(await main(admin).getByRole("button", { name: "Schedule Regular Cleaning" }).count()).toBe(0);
  });
});

/** The first active provider of a category. */
async function providerOffering(category: string): Promise<{ name: string; price: string }> {
  const { data } = await graphql(
    app.url,
    `
      query ($category: String!) {
        providers(first: 1, search: { serviceType: $category }) {
          edges {
            node {
              name
              startingPrice
            }
          }
        }
      }
    `,
    { category },
  );
  const node = data.providers.edges[0].node;
  return { name: node.name, price: dollars(node.startingPrice) };
}
