// A booking made without an account, managed through the signed link in its confirmation
// email: a guest books, opens the link from the development mailbox, pays with Stripe's test
// card 4242… (the offline test mode, no Stripe keys), then cancels, the dialog saying to the
// cent what comes back; the link still shows the booking, cancelled. A changed link shows the
// one refusal and the way home. The server is the real `npm start` with its demo data.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
/** Where the server writes its emails as .eml files (its own folder, RunningServer.mailboxDir). */
const mailbox = () => app.server.mailboxDir!;
const browser = useBrowser(() => app.url);

const GUEST_EMAIL = "guest.manage@example.test";

const main = (page: Page) => page.getByRole("main");
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const dollars = (cents: number) =>
  new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

/** A guest books the demo provider (provider 1) a week ahead over the REST API, as the booking form does. */
async function guestBooks(customerEmail: string): Promise<{ id: number; estimatedPrice: number }> {
  const response = await fetch(`${app.url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      providerId: 1,
      serviceType: "house-cleaning",
      preferredDate: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
        new Date(Date.now() + 7 * 24 * 3600 * 1000),
      ),
      preferredTime: "15:00",
      customerName: "Morgan Guest",
      customerPhone: "416-555-0142",
      customerEmail,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; estimatedPrice: number };
}

/** A message's text with quoted-printable undone: soft line breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The manage link (its path) in the confirmation the mailbox holds for `to`, once the outbox has sent it. */
async function manageLinkInMailbox(to: string): Promise<string | null> {
  for (const name of await readdir(mailbox()).catch(() => [] as string[])) {
    if (!name.endsWith(".eml")) continue;
    const message = decodeQuotedPrintable(await readFile(path.join(mailbox(), name), "utf8"));
    if (!message.includes(to) || !message.includes("Your booking is confirmed")) continue;
    const match = /https?:\/\/[^\s/]+(\/bookings\/manage\/g1\.[A-Za-z0-9._-]+)/.exec(message);
    if (match) return match[1]!;
  }
  return null;
}

describe("a guest's booking through the link in its email", () => {
  it("opens from the confirmation, pays with the 4242 test card, and cancels with the refund stated", async () => {
    const booking = await guestBooks(GUEST_EMAIL);
    // The outbox worker sends within a few seconds of the booking.
    await expect.poll(() => manageLinkInMailbox(GUEST_EMAIL), { timeout: 30_000 }).toMatch(/^\/bookings\/manage\//);
    const link = (await manageLinkInMailbox(GUEST_EMAIL))!;

    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(link);
    await main(page).getByRole("heading", { level: 1, name: "Your Booking" }).waitFor();
    const details = main(page).getByRole("region", { name: "House Cleaning" });
    await details.waitFor();
    expect(await details.innerText()).toContain("Confirmed");
    expect(await details.innerText()).toContain("Not paid yet");
    expect(await details.innerText()).toContain(dollars(booking.estimatedPrice));

    // Pay now: the checkout's summary and test card form, under the booking.
    await main(page).getByRole("button", { name: "Pay now", exact: true }).click();
    const summary = main(page).getByRole("region", { name: "Order Summary" });
    await summary.waitFor();
    expect(await summary.innerText()).toContain(dollars(booking.estimatedPrice));
    await main(page).getByLabel("Card number").fill("4242 4242 4242 4242");
    await main(page).getByRole("button", { name: "Pay Now", exact: true }).click();
    await toast(page, "Payment received");
    await expect.poll(() => details.innerText()).toContain(`${dollars(booking.estimatedPrice)} paid`);
    expect(await main(page).getByRole("button", { name: "Pay now", exact: true }).count()).toBe(0);

    // Cancel: a week ahead, so the whole payment comes back, and the dialog says how much.
    await main(page).getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      `The ${dollars(booking.estimatedPrice)} you paid comes back to your card in full.`,
    );
    // Keyboard: the way out has focus first, so Enter never cancels by accident.
    expect(
      await dialog.getByRole("button", { name: "Keep Booking" }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await dialog.getByRole("button", { name: "Cancel Booking", exact: true }).click();
    await toast(page, "Booking cancelled");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => details.innerText()).toContain("You cancelled this booking on");
    expect(await details.innerText()).toContain("Cancelled");
    expect(await main(page).getByRole("button", { name: "Cancel booking" }).count()).toBe(0);

    // The link still opens it, as cancelled, refunded.
    await page.reload();
    await details.waitFor();
    expect(await details.innerText()).toContain("Cancelled");
    expect(await details.innerText()).toContain(`${dollars(booking.estimatedPrice)} refunded`);
  });

  it("shows a changed link the one refusal and the way home, on a phone too", async () => {
    await guestBooks("guest.tampered@example.test");
    await expect
      .poll(() => manageLinkInMailbox("guest.tampered@example.test"), { timeout: 30_000 })
      .toMatch(/^\/bookings\/manage\//);
    const link = (await manageLinkInMailbox("guest.tampered@example.test"))!;
    const tampered = `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`;

    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto(tampered);
    await main(page).getByText("This link is not valid or has expired.", { exact: true }).waitFor();
    expect(await main(page).getByText("House Cleaning").count()).toBe(0);
    await main(page).getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
