// Moving a booking in the browser, on a server whose clock is pinned (its test hook) to 10:00 in
// Toronto three days from now: a customer moves a booking days away into one of the provider's
// free times, and the provider's dashboard shows the new time at once; a customer asks to move a
// booking that starts in hours (inside the late window), and the provider accepts it from the
// dashboard, after which both sides show the new time.
import { TZDate } from "@date-fns/tz";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main, toast } from "./support/booking-journeys.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { serverClock } from "./support/test-clock.ts";
import { signedInPage } from "./support/session.ts";
import { TEST_SERVICE_ADDRESS } from "../graph/test/support/service-address.ts";

const app = useServer({ env: { TEST_CLOCK: "movable" } });
const browser = useBrowser(() => app.url);
const ZONE = "America/Toronto";

const today = new TZDate(Date.now(), ZONE);
const dayIn = (days: number) => new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, 12, 0, ZONE);
const isoDate = (date: TZDate) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const pinnedNow = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 3, 10, 0, ZONE);

const setServerClock = serverClock(app);

/** The provider's slots: one hour, at `startTime` on the day `days` from today; their ids. */
async function addSlot(provider: Page, days: number, startTime: string, price: number): Promise<number> {
  const response = await provider.request.post("/api/providers/1/availability", {
    headers: { "content-type": "application/json" },
    data: { date: isoDate(dayIn(days)), slots: [{ startTime, duration: 60 }], price },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [slot] = (await response.json()) as { id: number }[];
  return slot!.id;
}

async function bookSlot(customer: Page, slotId: number, name: string): Promise<void> {
  const response = await customer.request.post(`/api/time-slots/${slotId}/book`, {
    headers: { "content-type": "application/json" },
    data: {
      serviceType: "house-cleaning",
      customerName: name,
      customerPhone: "416-555-0166",
      customerEmail: "customer@demo.test",
      address: TEST_SERVICE_ADDRESS,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const moveDialog = (page: Page) => page.getByRole("dialog", { name: "Change the time" });
/** "Fri, Nov 20, 2026": the day as the cards and the free times show it. */
const dayWords = (days: number) =>
  new Intl.DateTimeFormat("en-CA", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate(dayIn(days))}T00:00:00Z`));

beforeAll(() => setServerClock(pinnedNow));
afterAll(() => setServerClock(null).catch(() => {}));

/** The demo provider's and the demo customer's pages, each in its own signed-in context. */
const bothSides = async () => ({
  provider: await signedInPage(browser, "provider@demo.test"),
  customer: await signedInPage(browser, "customer@demo.test"),
});

describe("moving a booking", () => {
  it("moves a booking days away into a free time at once, and the provider's dashboard shows it", async () => {
    const { provider, customer } = await bothSides();
    const booked = await addSlot(provider, 6, "19:00", 12000);
    await addSlot(provider, 8, "19:00", 12000);
    await bookSlot(customer, booked, "Quinn Quickmove");

    await customer.goto("/bookings");
    const card = main(customer)
      .getByRole("article")
      .filter({ hasText: dayWords(6) })
      .first();
    await card.getByRole("button", { name: /^Change time of the booking with / }).click();
    const dialog = moveDialog(customer);
    await dialog.getByRole("radio", { name: new RegExp(`^${dayWords(8)}, 7:00`) }).check();
    await dialog.getByRole("button", { name: "Change time" }).click();
    await toast(customer, "Booking moved");
    await main(customer).getByText(dayWords(8), { exact: false }).first().waitFor();

    await provider.goto("/provider-dashboard");
    await main(provider)
      .getByRole("tab", { name: /Upcoming/ })
      .click();
    const providerCard = main(provider).getByRole("article").filter({ hasText: "Quinn Quickmove" });
    await providerCard.getByText(dayWords(8), { exact: false }).waitFor();
    expect(await providerCard.getByText(dayWords(6), { exact: false }).count()).toBe(0);
    await Promise.all([provider.close(), customer.close()]);
  });

  it("asks the provider for a late move, who accepts it from the dashboard", async () => {
    const { provider, customer } = await bothSides();
    // 18:00 today on the pinned clock: eight hours off, inside the late window.
    const soon = await addSlot(provider, 3, "18:00", 12000);
    await addSlot(provider, 4, "19:00", 12000);
    await bookSlot(customer, soon, "Lee Latemove");

    await customer.goto("/bookings");
    const card = main(customer)
      .getByRole("article")
      .filter({ hasText: dayWords(3) })
      .first();
    await card.getByRole("button", { name: /^Change time of the booking with / }).click();
    const dialog = moveDialog(customer);
    await dialog.getByRole("radio", { name: new RegExp(`^${dayWords(4)}, 7:00`) }).check();
    await dialog.getByRole("button", { name: "Change time" }).click();
    await toast(customer, "New time proposed");
    await card.getByText("You proposed moving this booking", { exact: false }).waitFor();

    await provider.goto("/provider-dashboard");
    const providerCard = main(provider).getByRole("article").filter({ hasText: "Lee Latemove" });
    await providerCard.getByText("Lee Latemove proposed moving this booking", { exact: false }).waitFor();
    await providerCard.getByRole("button", { name: "Accept new time" }).click();
    await toast(provider, "New time accepted: the booking moved");
    await main(provider)
      .getByRole("tab", { name: /Upcoming/ })
      .click();
    await main(provider)
      .getByRole("article")
      .filter({ hasText: "Lee Latemove" })
      .getByText(dayWords(4), { exact: false })
      .waitFor();

    await customer.reload();
    await main(customer)
      .getByRole("article")
      .filter({ hasText: dayWords(4) })
      .first()
      .waitFor();
    await Promise.all([provider.close(), customer.close()]);
  });
});
