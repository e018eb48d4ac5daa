// Notifications in the browser: the push test page (/firebase-test) for staff, on a server started
// without FIREBASE_SERVICE_ACCOUNT (so push is not configured); the header's bell showing a
// provider the booking a guest just made; and the admin page's failed notifications.
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, useBrowser, type BrowserSession } from "./support/browser.ts";
import { startServer, useServer, type RunningServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";
import { enterSecondFactor } from "./support/staff.ts";
import { DEMO_STAFF_TOTP_SECRET } from "../prisma/seed/seed.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const PHONE_320 = { width: 320, height: 640 };

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const bell = (page: Page) => header(page).getByRole("button", { name: /^Notifications/ });
const bellPanel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

/** A page signed in as `email` by a stored session, at `path`. */
async function signedIn(email: string, path: string, viewport = DESKTOP, session: BrowserSession = browser) {
  return signedInPage(session, email, { path, viewport });
}

/** Signs in through the form, which moves to the home without reloading it. */
async function signedInThroughTheForm(email: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto("/sign-in");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill("demo-password");
  await main(page).getByRole("button", { name: "Sign in" }).click();
  await enterSecondFactor(page, email);
  await page.waitForURL((url) => url.pathname === "/");
  return page;
}

/** The unread count the bell's accessible name states (0 when it states none). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  const match = /^Notifications, (\d+) unread$/.exec(name);
  if (match) return Number(match[1]);
  expect(name).toBe("Notifications");
  return 0;
}

/** A guest books the demo provider (provider 1) over the REST API, as the booking form does. */
async function guestBooks(customerName: string, baseUrl = app.url) {
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      providerId: 1,
      serviceType: "house-cleaning",
      preferredDate: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
        new Date(Date.now() + 7 * 24 * 3600 * 1000),
      ),
      preferredTime: "15:00",
      customerName,
      customerPhone: "416-555-0142",
      customerEmail: "bell.journey@example.test",
    }),
  });
  expect(response.status).toBe(201);
}

describe("push test page", () => {
  it("keeps the send button disabled while the token is blank, and Enter says a token is required", async () => {
    const page = await signedIn("admin@demo.test", "/firebase-test");
    await main(page).getByRole("heading", { level: 1, name: "Push Notification Test" }).waitFor();
    const token = main(page).getByLabel("FCM token");
    const send = main(page).getByRole("button", { name: "Send Test Notification" });

    expect(await send.isDisabled()).toBe(true);
    await token.fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await token.press("Enter");
    await toast(page, "FCM Token Required");
    await toast(page, "Please enter a valid FCM token from your mobile app");
    // Nothing was sent: no result is kept on the page.
    expect(await main(page).getByRole("region", { name: "Last result" }).count()).toBe(0);

    await token.fill("device-token:abc");
    expect(await send.isEnabled()).toBe(true);
  });

  it("says push is not configured on a server without Firebase credentials, and keeps saying it", async () => {
    const page = await signedIn("admin@demo.test", "/firebase-test");
    await main(page).getByLabel("FCM token").fill("e2e-device-token:APA91b_not-configured");
    await main(page).getByRole("button", { name: "Send Test Notification" }).click();

    await toast(page, "Test Failed");
    const result = main(page).getByRole("region", { name: "Last result" });
    await result.waitFor();
    expect(await result.innerText()).toContain("Test Failed");
    expect(await result.innerText()).toContain("Push notifications are not configured on this server");
    // The send is over: the button is back, enabled.
    await main(page).getByRole("button", { name: "Send Test Notification" }).waitFor();
    expect(await main(page).getByRole("button", { name: "Send Test Notification" }).isEnabled()).toBe(true);
  });

  it("turns away an account that is not staff", async () => {
    const page = await signedIn("customer@demo.test", "/firebase-test");
    await toast(page, "You do not have permission to do that.");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByLabel("FCM token").count()).toBe(0);
  });

  it("sends a visitor to sign in first", async () => {
    const page = await browser.newPage();
    await page.goto("/firebase-test");
    await page.waitForURL((url) => url.pathname === "/sign-in");
  });
});

describe("notification bell", () => {
  it("shows the provider a booking made after the page loaded, once opened, and marks all read", async () => {
    // Signing in moves to home without reloading: the bell fetches its own count then.
    await guestBooks("Noor Earlybird");
    const page = await signedInThroughTheForm("provider@demo.test");
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);

    // A fresh page: the header's query brings the bell's list, and nothing asks again until
    // the bell is opened.
    await page.goto("/");
    await bell(page).waitFor();
    const before = await unreadCount(page);

    // No navigation after this: only the bell's own refetch when opened can show it.
    await guestBooks("Noor Bellwether");
    await bell(page).click();
    const panel = bellPanel(page);
    await panel.waitFor();
    const item = panel.getByRole("listitem").filter({ hasText: "Noor Bellwether" });
    await item.waitFor();
    expect(await item.innerText()).toContain("New booking");
    // The provider's wall clock, named: a guest's booking through the spec's payload has no
    // checked address, which the notice says.
    expect(await item.innerText()).toMatch(
      /Noor Bellwether booked House Cleaning for \w+day, .+ at 3:00 p\.m\. E[SD]T\. Address: to confirm with the customer/,
    );
    // Unread, as the row tells a screen reader; and the link leads to the dashboard.
    expect(await item.getByText("Unread:").count()).toBe(1);
    expect(await item.getByRole("link").getAttribute("href")).toBe("/provider-dashboard");
    await expect.poll(() => unreadCount(page)).toBe(Math.min(before + 1, 100));
    expect(await unreadCount(page)).toBeGreaterThan(0);

    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect.poll(() => unreadCount(page)).toBe(0);
    await expect.poll(() => item.getByText("Unread:").count()).toBe(0);
    expect(await panel.getByRole("button", { name: "Mark all as read" }).isDisabled()).toBe(true);

    // The server agrees: a fresh page shows nothing unread.
    await page.reload();
    await bell(page).waitFor();
    expect(await unreadCount(page)).toBe(0);
  });

  it("marks one notification read when its link is followed", async () => {
    const page = await signedIn("provider@demo.test", "/");
    await bell(page).waitFor();
    await guestBooks("Ola Linkfollower");
    await bell(page).click();
    const item = bellPanel(page).getByRole("listitem").filter({ hasText: "Ola Linkfollower" });
    await item.waitFor();
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const before = await unreadCount(page);

    await item.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/provider-dashboard");
    await bellPanel(page).waitFor({ state: "detached" });
    await expect.poll(() => unreadCount(page)).toBe(before - 1);
  });

  it("is absent for a visitor", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await header(page).getByRole("link", { name: "Sign in" }).first().waitFor();
    expect(await bell(page).count()).toBe(0);
  });

  // A 44 px touch target on a phone; 36 px with a mouse, as the header's other desktop controls.
  for (const [viewport, target, hasMenuButton] of [
    [PHONE_320, 44, true],
    [DESKTOP, 36, false],
  ] as const) {
    it(`fits the header at ${viewport.width} px as a ${target} px target`, async () => {
      const page = await signedIn("provider@demo.test", "/", viewport);
      await bell(page).waitFor();
      const box = await bell(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.width).toBeGreaterThanOrEqual(target);
      expect(box!.height).toBeGreaterThanOrEqual(target);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      // The phone's menu button keeps its whole 44 px beside it.
      const menuButton = header(page).getByRole("button", { name: "Open menu" });
      expect(await menuButton.isVisible()).toBe(hasMenuButton);
      if (hasMenuButton) {
        const menuBox = await menuButton.boundingBox();
        expect(menuBox!.width).toBeGreaterThanOrEqual(44);
        expect(menuBox!.x).toBeGreaterThanOrEqual(box!.x + box!.width);
        expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(viewport.width);
      }
      // Nothing in the header is pushed past the edge (no sideways scrolling).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await bell(page).click();
      const panel = bellPanel(page);
      await panel.waitFor();
      const panelBox = await panel.boundingBox();
      expect(panelBox!.x).toBeGreaterThanOrEqual(0);
      expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      // Focus goes back to the bell, as a popover should.
      await expect.poll(() => bell(page).evaluate((element) => element === document.activeElement)).toBe(true);
    });
  }
});

describe("failed notifications on the admin page", () => {
  it("says there are none when the outbox has given up on nothing", async () => {
    const page = await signedIn("admin@demo.test", "/admin");
    const section = main(page).getByRole("region", { name: "Failed notifications" });
    await section.waitFor();
    await section.getByText("None: every notification was delivered, or is still being tried.").waitFor();
  });
});

// A delivery is given up on only after 8 attempts hours apart: on PostgreSQL the test can
// age one by hand (the embedded database belongs to the server process while it runs).
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(testDatabaseUrl)("retrying a failed notification (TEST_DATABASE_URL)", () => {
  const databaseName = `e2e_notify_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const databaseUrl = () => {
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${databaseName}`;
    return url.href;
  };
  let server: RunningServer | undefined;
  // Its own browser: each session lets its pages reach only its own server.
  const pgBrowser = useBrowser(() => server!.url);

  afterAll(async () => {
    await server?.stop();
    await withDatabase(testDatabaseUrl!, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
    );
  });

  it("lists a delivery the outbox gave up on, and Retry queues it again until it is sent", async () => {
    await withDatabase(testDatabaseUrl!, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
    server = await startServer({ databaseUrl: databaseUrl(), seedProviders: 20, env: { SEED_DEMO_DATA: "true" } });
    // The demo admin's two-factor secret comes with the embedded database's demo only.
    await withDatabase(databaseUrl(), (client) =>
      client.query(`UPDATE "User" SET "totpSecret" = $1, "totpEnabledAt" = now() WHERE email = $2`, [
        DEMO_STAFF_TOTP_SECRET,
        "admin@demo.test",
      ]),
    );
    await guestBooks("Dana Deadletter", server.url);

    // The provider's email about it, as if the mail server had refused it 8 times.
    const emailDelivery = async () =>
      withDatabase(databaseUrl(), async (client) => {
        const { rows } = await client.query<{ id: number; status: string }>(
          `SELECT d.id, d.status FROM "NotificationDelivery" d JOIN "Notification" n ON n.id = d."notificationId"
           WHERE n.body LIKE 'Dana Deadletter booked%' AND d.channel = 'EMAIL'`,
        );
        expect(rows).toHaveLength(1);
        return rows[0]!;
      });
    await expect.poll(async () => (await emailDelivery()).status, { timeout: 20_000 }).toBe("SENT");
    const { id } = await emailDelivery();
    await withDatabase(databaseUrl(), (client) =>
      client.query(
        `UPDATE "NotificationDelivery" SET status = 'DEAD', attempts = 8, "finishedAt" = now(),
         "lastError" = '550 5.1.1 Mailbox unavailable' WHERE id = $1`,
        [id],
      ),
    );

    const page = await signedIn("admin@demo.test", "/admin", DESKTOP, pgBrowser);
    const section = main(page).getByRole("region", { name: "Failed notifications" });
    const row = section.getByRole("row").filter({ hasText: "550 5.1.1 Mailbox unavailable" });
    await row.waitFor();
    expect(await row.innerText()).toContain("New booking");
    expect(await row.innerText()).toContain("Email");
    expect(await row.getByRole("cell", { name: "8", exact: true }).count()).toBe(1);

    await row.getByRole("button", { name: "Retry New booking by Email" }).click();
    await toast(page, "Queued Again");
    await row.waitFor({ state: "detached" });
    await section.getByText("None: every notification was delivered, or is still being tried.").waitFor();
    // The worker picks it up again within seconds.
    await expect.poll(async () => (await emailDelivery()).status, { timeout: 20_000 }).toBe("SENT");
  });
});

async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
