// Reminders and calendars in the browser's world: a guest's booking of the demo provider is
// confirmed by an email carrying its iCalendar file; moving the server's clock (its test hook,
// not real waiting) to the day before and then to two hours before brings each reminder to the
// dev mailbox once, for the guest and the provider. The provider turns its calendar feed on in
// the dashboard, and the address it copies serves the booking; a new address stops the old one.
import { TZDate } from "@date-fns/tz";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, useBrowser } from "./support/browser.ts";
import { mailsTo, waitForMails } from "./support/mailbox.ts";
import { useServer } from "./support/server.ts";
import { serverClock } from "./support/test-clock.ts";
import { signedInPage } from "./support/session.ts";
import { TEST_SERVICE_ADDRESS } from "../graph/test/support/service-address.ts";

const app = useServer({ env: { TEST_CLOCK: "movable" } });
const browser = useBrowser(() => app.url);
const PROVIDER_EMAIL = "provider@demo.test";
const GUEST_EMAIL = "reminded-guest@example.test";
const ZONE = "America/Toronto";

const setServerClock = serverClock(app);

afterAll(() => setServerClock(null).catch(() => {}));

// A visit at 1:00 p.m. in Toronto five days from now, and the instants its reminders are due.
const today = new TZDate(Date.now(), ZONE);
const visit = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 5, 13, 0, ZONE);
const dayBefore = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 4, 13, 0, ZONE);
const twoHoursBefore = new Date(visit.getTime() - 2 * 60 * 60 * 1000);
const isoDate = (date: TZDate) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

const second = 1000;
let bookingId = 0;

describe("reminders and calendar files", () => {
  it("confirms the booking with a calendar file and sends no reminder before its time", async () => {
    const response = await fetch(`${app.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        providerId: 1,
        serviceType: "house-cleaning",
        preferredDate: isoDate(visit),
        preferredTime: "13:00",
        customerName: "Riley Reminder",
        customerPhone: "416-555-0177",
        customerEmail: GUEST_EMAIL,
        address: TEST_SERVICE_ADDRESS,
      }),
    });
    expect(response.status).toBe(201);
    bookingId = ((await response.json()) as { id: number }).id;

    const [confirmation] = await waitForMails(app.server.mailboxDir, GUEST_EMAIL, "Your booking is confirmed");
    expect(confirmation).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(confirmation).toContain(`UID:booking-${bookingId}@local-services-marketplace`);
    expect(confirmation).toContain(`DTSTART;TZID=America/Toronto:${isoDate(visit).replaceAll("-", "")}T130000`);

    await setServerClock(new Date(dayBefore.getTime() - second));
    const before = await mailsTo(app.server.mailboxDir, GUEST_EMAIL);
    expect(before.filter((text) => text.includes("Subject: Reminder"))).toEqual([]);
  });

  it("reminds the guest and the provider the day before, then two hours before, each once", async () => {
    await setServerClock(dayBefore);
    const [guest] = await waitForMails(app.server.mailboxDir, GUEST_EMAIL, "Reminder: your booking is coming up");
    expect(guest).toContain("at 1:00 p.m. E");
    const providerMail = await waitForMails(app.server.mailboxDir, PROVIDER_EMAIL, "Reminder: a booking is coming up");
    expect(providerMail.some((text) => text.includes("Riley Reminder's House Cleaning"))).toBe(true);

    // The clock moved a little: nothing new is due.
    await setServerClock(new Date(dayBefore.getTime() + 60 * second));
    await setServerClock(twoHoursBefore);
    await waitForMails(app.server.mailboxDir, GUEST_EMAIL, "Reminder: your booking starts in 2 hours");
    await setServerClock(new Date(twoHoursBefore.getTime() + 5 * 60 * second));

    const reminders = (await mailsTo(app.server.mailboxDir, GUEST_EMAIL)).filter((text) =>
      text.includes("Subject: Reminder"),
    );
    expect(reminders).toHaveLength(2);
  });
});

describe("the provider's calendar feed", () => {
  const card = (page: Page) => page.getByRole("region", { name: "Calendar feed" });

  it("turns on from the dashboard, serves the bookings, and a new address stops the old one", async () => {
    await setServerClock(null);
    const page = await signedInPage(browser, PROVIDER_EMAIL, { path: "/provider-dashboard", viewport: DESKTOP });
    await card(page).getByRole("button", { name: "Turn on the calendar feed" }).click();
    const address = card(page).getByLabel("Your feed address");
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`^${app.url}/api/provider/1/calendar\\.ics\\?token=`));
    const href = await card(page).getByRole("link", { name: "Open in my calendar app" }).getAttribute("href");
    expect(href).toBe(url.replace(/^http:/, "webcal:"));

    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain(`UID:booking-${bookingId}@local-services-marketplace`);

    await card(page).getByRole("button", { name: "Get a new address" }).click();
    await page.getByText("New address ready. The old one no longer works.").first().waitFor();
    await expect.poll(() => address.inputValue()).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);

    await card(page).getByRole("button", { name: "Turn off" }).click();
    await card(page).getByRole("button", { name: "Turn on the calendar feed" }).waitFor();
    await page.close();
  });
});
