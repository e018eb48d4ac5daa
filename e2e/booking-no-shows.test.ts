// A no-show in the browser, on a server whose clock is pinned (its test hook) past a visit's
// start: the provider reports the customer absent from the dashboard, the customer disputes it
// from My Bookings, and staff (back on the real clock, which their authenticator follows) read
// the booking's messages on the No-shows screen and overturn the report; the customer then sees
// the decision and its reasons.
import { TZDate } from "@date-fns/tz";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main, toast } from "./support/booking-journeys.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { serverClock } from "./support/test-clock.ts";
import { signedInPage } from "./support/session.ts";
import { STAFF_EMAIL } from "./support/staff.ts";
import { TEST_SERVICE_ADDRESS } from "../graph/test/support/service-address.ts";

const app = useServer({ env: { TEST_CLOCK: "movable" } });
const browser = useBrowser(() => app.url);
const ZONE = "America/Toronto";
const CUSTOMER_NAME = "Nico Noshow";

const today = new TZDate(Date.now(), ZONE);
const visitDay = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 2, 12, 0, ZONE);
const isoDate = (date: TZDate) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
// An hour after the 11:00 visit began.
const pinnedNow = new TZDate(visitDay.getFullYear(), visitDay.getMonth(), visitDay.getDate(), 12, 0, ZONE);

const setServerClock = serverClock(app);

const cardOf = (page: Page, text: string) => main(page).getByRole("article").filter({ hasText: text }).first();

beforeAll(async () => {
  // Booked the day before, at the real time; the clock then moves past the start.
  const customer = await signedInPage(browser, "customer@demo.test");
  const booked = await customer.request.post("/api/bookings", {
    headers: { "content-type": "application/json" },
    data: {
      providerId: 1,
      serviceType: "house-cleaning",
      preferredDate: isoDate(visitDay),
      preferredTime: "11:00",
      customerName: CUSTOMER_NAME,
      customerPhone: "416-555-0155",
      customerEmail: "customer@demo.test",
      address: TEST_SERVICE_ADDRESS,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const wrote = await customer.request.post(`/api/bookings/${id}/messages`, {
    headers: { "content-type": "application/json" },
    data: { body: "I'll leave the side door open for you." },
  });
  expect(wrote.status()).toBe(201);
  await customer.close();
  await setServerClock(pinnedNow);
});
afterAll(() => setServerClock(null).catch(() => {}));

describe("a no-show", () => {
  it("is reported by the provider, disputed by the customer and overturned by staff", async () => {
    const provider = await signedInPage(browser, "provider@demo.test", { path: "/provider-dashboard" });
    // The pinned clock's today: the visit's day, the dashboard's first tab.
    const providerCard = cardOf(provider, CUSTOMER_NAME);
    await providerCard.getByRole("button", { name: "Customer didn't show up" }).click();
    const confirm = provider.getByRole("alertdialog", { name: `Report that ${CUSTOMER_NAME} didn't show up?` });
    await confirm.getByRole("button", { name: "Report no-show" }).click();
    await toast(provider, "No-show reported: the booking is cancelled");

    const customer = await signedInPage(browser, "customer@demo.test", { path: "/bookings" });
    const customerCard = main(customer).getByRole("article").filter({ hasText: "reported that you didn't show up" });
    await customerCard.getByRole("button", { name: "Dispute" }).click();
    const dispute = customer.getByRole("dialog", { name: "Dispute the no-show report" });
    await dispute.getByRole("button", { name: "Send dispute" }).click();
    await dispute.getByText("Please say what happened.").waitFor();
    await dispute.getByLabel("What happened").fill("I was home all morning and the door was open.");
    await dispute.getByRole("button", { name: "Send dispute" }).click();
    await toast(customer, "Dispute sent: our team will decide");

    // Staff sign in with their authenticator's code of the real time, and decide at it.
    await setServerClock(null);
    const staff = await signedInPage(browser, STAFF_EMAIL, { path: "/admin/no-shows" });
    const staffCard = main(staff).getByRole("article").filter({ hasText: CUSTOMER_NAME });
    await staffCard.getByText("I was home all morning and the door was open.", { exact: false }).waitFor();
    await staffCard.getByRole("button", { name: "Read the booking's messages" }).click();
    await staffCard.getByText("I'll leave the side door open for you.").waitFor();
    await staffCard.getByRole("button", { name: "Overturn report" }).click();
    const decision = staff.getByRole("dialog", { name: `Overturn the report: ${CUSTOMER_NAME} was not absent` });
    await decision.getByLabel("Your reasons").fill("The customer's message shows the door was left open.");
    await decision.getByRole("button", { name: "Overturn report" }).click();
    await toast(staff, "Report overturned");

    await customer.reload();
    await main(customer)
      .getByText("Our team's reasons: “The customer's message shows the door was left open.”", { exact: false })
      .waitFor();
    await Promise.all([provider.close(), customer.close(), staff.close()]);
  });
});
