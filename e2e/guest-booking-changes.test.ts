// A guest's booking (made without an account) changed from the signed link in its confirmation
// email, on a server whose clock is pinned (its test hook) to 10:00 in Toronto three days from
// now: the guest moves a booking days away into another of the provider's free times, and the
// provider's dashboard shows the new day; the provider proposes another time and the guest
// accepts it from the link; with the clock moved past a visit's start, the guest reports the
// provider absent, and the booking shows cancelled.
import { TZDate } from "@date-fns/tz";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main, toast } from "./support/booking-journeys.ts";
import { DESKTOP, useBrowser } from "./support/browser.ts";
import { mailsTo } from "./support/mailbox.ts";
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
const at = (days: number, hours: number, minutes = 0) =>
  new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hours, minutes, ZONE);
const pinnedNow = at(3, 10);

const setServerClock = serverClock(app);

/** "Fri, Nov 20, 2026": the day as the guest's page, the cards and the free times show it. */
const dayWords = (days: number) =>
  new Intl.DateTimeFormat("en-CA", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate(dayIn(days))}T00:00:00Z`));

/** The provider's slots: one hour, at `startTime` on the day `days` from today; its id. */
async function addSlot(provider: Page, days: number, startTime: string): Promise<number> {
  const response = await provider.request.post("/api/providers/1/availability", {
    headers: { "content-type": "application/json" },
    data: { date: isoDate(dayIn(days)), slots: [{ startTime, duration: 60 }], price: 12000 },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [slot] = (await response.json()) as { id: number }[];
  return slot!.id;
}

/** A guest (no session, no cookies) books the slot over REST, as the profile's free times do; the booking's id. */
async function guestBooksSlot(slotId: number, name: string, email: string): Promise<number> {
  const response = await fetch(`${app.url}/api/time-slots/${slotId}/book`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      serviceType: "house-cleaning",
      customerName: name,
      customerPhone: "416-555-0177",
      customerEmail: email,
      address: TEST_SERVICE_ADDRESS,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The manage link (its path) in the confirmation the dev mailbox holds for `to`, once the outbox sent it. */
async function manageLinkInMailbox(to: string): Promise<string | null> {
  const confirmation = (await mailsTo(app.server.mailboxDir, to)).find((text) =>
    text.includes("Your booking is confirmed"),
  );
  return /https?:\/\/[^\s/]+(\/bookings\/manage\/g1\.[A-Za-z0-9._-]+)/.exec(confirmation ?? "")?.[1] ?? null;
}

/** The guest's page, opened from the link in their confirmation; its booking's details region. */
async function openFromMailbox(email: string) {
  await expect.poll(() => manageLinkInMailbox(email), { timeout: 30_000 }).toMatch(/^\/bookings\/manage\//);
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto((await manageLinkInMailbox(email))!);
  await main(page).getByRole("heading", { level: 1, name: "Your Booking" }).waitFor();
  const details = main(page).getByRole("region", { name: "House Cleaning" });
  await details.waitFor();
  return { page, details };
}

beforeAll(() => setServerClock(pinnedNow));
afterAll(() => setServerClock(null).catch(() => {}));

describe("a guest changing their booking from its link", () => {
  it("moves it into another free time at once, and the provider's dashboard shows the new day", async () => {
    const provider = await signedInPage(browser, "provider@demo.test");
    const booked = await addSlot(provider, 6, "19:00");
    await addSlot(provider, 8, "19:00");
    await guestBooksSlot(booked, "Gale Guestmove", "guest.move@example.test");

    const { page, details } = await openFromMailbox("guest.move@example.test");
    expect(await details.innerText()).toContain(dayWords(6));
    await details.getByRole("button", { name: /^Change time of the booking with / }).click();
    const dialog = page.getByRole("dialog", { name: "Change the time" });
    await dialog.getByRole("radio", { name: new RegExp(`^${dayWords(8)}, 7:00`) }).check();
    await dialog.getByRole("button", { name: "Change time", exact: true }).click();
    await toast(page, "Booking moved");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => details.innerText()).toContain(dayWords(8));
    expect(await details.innerText()).not.toContain(dayWords(6));
    // The link still opens it, at the new time.
    await page.reload();
    await details.waitFor();
    expect(await details.innerText()).toContain(dayWords(8));
    expect(await details.innerText()).not.toContain(dayWords(6));

    await provider.goto("/provider-dashboard");
    await main(provider)
      .getByRole("tab", { name: /Upcoming/ })
      .click();
    const providerCard = main(provider).getByRole("article").filter({ hasText: "Gale Guestmove" });
    await providerCard.getByText(dayWords(8), { exact: false }).waitFor();
    expect(await providerCard.getByText(dayWords(6), { exact: false }).count()).toBe(0);
    await Promise.all([provider.close(), page.close()]);
  });

  it("accepts the time the provider proposed, and the page shows the booking moved", async () => {
    const provider = await signedInPage(browser, "provider@demo.test");
    const booked = await addSlot(provider, 7, "19:00");
    const offered = await addSlot(provider, 9, "19:00");
    const bookingId = await guestBooksSlot(booked, "Avery Answer", "guest.answer@example.test");
    // The provider proposes another of their free times; the guest is asked to accept it.
    const proposed = await provider.request.post(`/api/bookings/${bookingId}/reschedule`, {
      headers: { "content-type": "application/json" },
      data: { timeSlotId: offered },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    expect(((await proposed.json()) as { proposal: { status: string } }).proposal.status).toBe("pending");

    const { page, details } = await openFromMailbox("guest.answer@example.test");
    expect(await details.innerText()).toContain(dayWords(7));
    const proposal = details.getByRole("note").filter({ hasText: "proposed moving this booking" });
    await proposal.getByText(`proposed moving this booking to ${dayWords(9)} at 7:00`, { exact: false }).waitFor();
    await proposal.getByRole("button", { name: "Accept new time" }).click();
    await toast(page, "New time accepted: the booking moved");
    // The proposal (which named the new day too) is gone, and the booking's own date is the new one.
    await expect.poll(() => proposal.count()).toBe(0);
    await expect.poll(() => details.innerText()).not.toContain(dayWords(7));
    expect(await details.innerText()).toContain(dayWords(9));

    await page.reload();
    await details.waitFor();
    expect(await details.innerText()).toContain(dayWords(9));
    expect(await details.getByRole("button", { name: "Accept new time" }).count()).toBe(0);
    await Promise.all([provider.close(), page.close()]);
  });

  it("reports the provider absent once the visit has started, and the booking shows cancelled", async () => {
    const provider = await signedInPage(browser, "provider@demo.test");
    const booked = await addSlot(provider, 5, "19:00");
    await guestBooksSlot(booked, "Noor Noshow", "guest.noshow@example.test");
    const { page, details } = await openFromMailbox("guest.noshow@example.test");
    // Before the visit there is nothing to report.
    await details.getByRole("button", { name: /^Change time of the booking with / }).waitFor();
    expect(await details.getByRole("button", { name: "Provider didn't show up" }).count()).toBe(0);

    // Half an hour after the 19:00 visit began.
    await setServerClock(at(5, 19, 30));
    await page.reload();
    await details.waitFor();
    await details.getByRole("button", { name: "Provider didn't show up" }).click();
    const confirm = page.getByRole("alertdialog", { name: /^Report that .+ didn't show up\?$/ });
    expect(await confirm.innerText()).toContain("refunded in full");
    await confirm.getByRole("button", { name: "Report no-show" }).click();
    await toast(page, "No-show reported: the booking is cancelled");
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => details.innerText()).toContain("Cancelled");
    await details.getByText(/^You reported that .+ didn't show up\. The booking is cancelled\.$/).waitFor();
    expect(await details.getByRole("button", { name: "Provider didn't show up" }).count()).toBe(0);
    expect(await details.getByRole("button", { name: /^Change time of the booking with / }).count()).toBe(0);

    await page.reload();
    await details.waitFor();
    expect(await details.innerText()).toContain("Cancelled");
    expect(await details.innerText()).toContain("didn't show up");
    await Promise.all([provider.close(), page.close()]);
  });
});
