// Notification preferences in the browser: a provider turns off booking emails on /account
// with the keyboard alone, sees the security notices always on with the reason, and the next
// booking a guest makes reaches the development mailbox for the guest but not for the
// provider, while the provider's bell still shows it.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const PROVIDER = "provider@demo.test";
const GUEST = "preferences.journey@example.test";

const main = (page: Page) => page.getByRole("main");
const section = (page: Page) => main(page).getByRole("region", { name: "Notifications" });

/** A page signed in by a stored session (this journey is about the preferences), at `path`. */
const signedIn = (email: string, path: string) => signedInPage(browser, email, { path });

/** The To and Subject lines of every message the server wrote to its mailbox so far. */
async function mailbox(): Promise<{ to: string; subject: string }[]> {
  const folder = app.server.mailboxDir!;
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  return Promise.all(
    names.map(async (name) => {
      const head = (await readFile(path.join(folder, name), "utf8")).split(/\r?\n\r?\n/)[0]!;
      const header = (field: string) => new RegExp(`^${field}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
      return { to: header("To"), subject: header("Subject") };
    }),
  );
}

/** A guest books the demo provider (provider 1) over the REST API, as the booking form does. */
async function guestBooksDemoProvider() {
  const response = await fetch(`${app.url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      providerId: 1,
      serviceType: "house-cleaning",
      preferredDate: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
        new Date(Date.now() + 8 * 24 * 3600 * 1000),
      ),
      preferredTime: "15:00",
      customerName: "Robin Preferences",
      customerPhone: "416-555-0177",
      customerEmail: GUEST,
    }),
  });
  expect(response.status).toBe(201);
}

describe("notification preferences", () => {
  it("a provider turns off booking emails with the keyboard; the next booking sends them none", async () => {
    const page = await signedIn(PROVIDER, "/account");
    const notifications = section(page);
    const bookingEmails = notifications.getByRole("checkbox", { name: "Email for New bookings for your business" });
    await bookingEmails.waitFor();
    expect(await bookingEmails.isChecked()).toBe(true);

    // The security notices: on, not changeable, and the reason read with each box.
    const passwordEmails = notifications.getByRole("checkbox", { name: "Email for Password changes" });
    expect(await passwordEmails.isChecked()).toBe(true);
    expect(await passwordEmails.isDisabled()).toBe(true);
    const reasonId = (await passwordEmails.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toMatch(/^Always sent by email and push/);

    await bookingEmails.focus();
    await page.keyboard.press("Space");
    expect(await bookingEmails.isChecked()).toBe(false);
    await notifications.getByRole("button", { name: "Save notification choices" }).focus();
    await page.keyboard.press("Enter");
    await notifications
      .getByRole("status")
      .getByText(/^Saved\./)
      .waitFor();

    await page.reload();
    await section(page).getByRole("checkbox", { name: "Email for New bookings for your business" }).waitFor();
    expect(
      await section(page).getByRole("checkbox", { name: "Email for New bookings for your business" }).isChecked(),
    ).toBe(false);
    expect(
      await section(page).getByRole("checkbox", { name: "Push for New bookings for your business" }).isChecked(),
    ).toBe(true);

    await guestBooksDemoProvider();
    // The guest's confirmation is written by the same statement and sent in the same run.
    await expect
      .poll(async () => (await mailbox()).some((mail) => mail.to.includes(GUEST)), { timeout: 15_000 })
      .toBe(true);
    expect((await mailbox()).filter((mail) => mail.to.includes(PROVIDER) && mail.subject === "New booking")).toEqual(
      [],
    );

    // The bell keeps it.
    await page.goto("/account");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications, \d+ unread$/ })
      .waitFor();
  });
});
