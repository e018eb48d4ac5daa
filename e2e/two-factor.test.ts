// Two-factor sign-in for staff, as a new staff member meets it: the staff screens ask them to
// set it up (QR code, key, a code, the recovery codes), signing in then asks for a code, a
// recovery code works once, and a refund asks for a fresh code once the last one is old.
import { cp } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PGLITE_EXTENSIONS } from "../graph/src/db/pglite.ts";
import { hashPassword } from "../graph/src/services/accounts/password.ts";
import { useBrowser } from "./support/browser.ts";
import { makeTempDataDir, removeDataDir, startServer, type RunningServer } from "./support/server.ts";
import { paidDemoBooking, signedIn } from "./support/booking-journeys.ts";
import { totpNow } from "./support/staff.ts";

const STAFF = { email: "sam.staff@example.test", name: "Sam Staff", password: "a long staff passphrase 2026" };

// The journey's own copy of the prepared database, with a new staff account in it. The
// embedded database belongs to the server process while it runs, so what the journey writes
// itself it writes with the server stopped.
let dataDir: string | undefined;
let server: RunningServer | undefined;
const browser = useBrowser(() => server!.url);

async function withDatabase<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: dataDir!, extensions: PGLITE_EXTENSIONS });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = await makeTempDataDir();
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  const passwordHash = await hashPassword(STAFF.password);
  await withDatabase((db) =>
    db.query(
      `INSERT INTO "User" (email, name, "passwordHash", role, "updatedAt") VALUES ($1, $2, $3, 'ADMIN', now())`,
      [STAFF.email, STAFF.name, passwordHash],
    ),
  );
  server = await startServer({ dataDir });
});

afterAll(async () => {
  await server?.stop();
  await removeDataDir(dataDir);
});

const main = (page: Page) => page.getByRole("main");
const heading = (page: Page, name: string) => main(page).getByRole("heading", { level: 1, name }).waitFor();

/** The address and password on the sign-in page; then the code, when one is given. */
async function signIn(page: Page, code?: string) {
  await main(page).getByLabel("Email").fill(STAFF.email);
  await main(page).getByLabel("Password").fill(STAFF.password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
  if (code === undefined) return;
  await main(page).getByLabel("Authentication code").fill(code);
  await main(page).getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.goto("/account");
  await main(page).getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** The field's message: what its control is described by once it is invalid. */
async function codeMessage(page: Page): Promise<string> {
  const field = main(page).getByLabel("Authentication code");
  await main(page).locator('input[aria-invalid="true"]').waitFor();
  const ids = (await field.getAttribute("aria-describedby"))!.split(" ");
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
}

describe("two-factor sign-in for staff", () => {
  let secret = "";
  let recoveryCodes: string[] = [];

  it("asks a new staff member to set it up before the staff screens, and shows the recovery codes once", async () => {
    const page = await browser.newPage();
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await signIn(page);
    await page.waitForURL((url) => url.pathname === "/admin");

    // Instead of the staff screen: the set-up.
    await heading(page, "Set Up Two-Factor Sign-In");
    await main(page).getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await main(page).getByRole("heading", { name: "Add this account to your authenticator app" }).waitFor();
    const qr = main(page).getByRole("img", { name: "QR code that adds this account to an authenticator app" });
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    // What a person would type into the app, read off the screen.
    secret = (await main(page).locator("code").innerText()).replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong code is refused on the field, and the set-up stays.
    const field = main(page).getByLabel("Authentication code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    await field.fill(totpNow(secret) === "000000" ? "111111" : "000000");
    await main(page).getByRole("button", { name: "Turn on" }).click();
    expect(await codeMessage(page)).toContain("That code did not work");

    await field.fill(totpNow(secret));
    await main(page).getByRole("button", { name: "Turn on" }).click();
    const codes = main(page).getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await main(page).getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Kept as a file, named for what it is.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main(page).getByRole("button", { name: "Download as .txt" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("recovery-codes.txt");

    // Saved: the staff screen itself, loaded now.
    await main(page).getByRole("button", { name: "I have saved them" }).click();
    await heading(page, "Business Registrations");
    expect(await main(page).getByText("Save your recovery codes").count()).toBe(0);

    // The account page says it is on, and staff cannot turn it off.
    await page.goto("/account");
    const section = main(page).getByRole("region", { name: "Two-factor sign-in" });
    await section.getByText("On. 10 recovery codes left.").waitFor();
    expect(await section.getByRole("button", { name: "Turn off" }).count()).toBe(0);
  });

  it("asks for the code at sign-in, and takes a recovery code in its place once", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-in?next=/admin");
    await signIn(page);
    const field = main(page).getByLabel("Authentication code");
    await field.waitFor();
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    // A wrong code: the field says so, and nobody is signed in.
    await field.fill(totpNow(secret) === "000000" ? "111111" : "000000");
    await main(page).getByRole("button", { name: "Sign in" }).click();
    expect(await codeMessage(page)).toContain("That code did not work");
    await field.fill(totpNow(secret));
    await main(page).getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await heading(page, "Business Registrations");
    await signOut(page);

    // A recovery code instead of the app's code: once.
    await page.goto("/sign-in?next=/admin");
    await signIn(page, recoveryCodes[0]);
    await page.waitForURL((url) => url.pathname === "/admin");
    await heading(page, "Business Registrations");
    await signOut(page);

    await page.goto("/sign-in?next=/admin");
    await signIn(page, recoveryCodes[0]);
    expect(await codeMessage(page)).toContain("That code did not work");
    expect(new URL(page.url()).pathname).toBe("/sign-in");
  });

  it("asks for a fresh code before a refund once the last one is more than 10 minutes old", async () => {
    // A payment taken through the test-card checkout, so there is something to refund.
    const customer = await signedIn(browser, undefined, "customer@demo.test");
    const { paymentId } = await paidDemoBooking(customer, 16);

    let page = await browser.newPage();
    await page.goto("/sign-in?next=/platform-earnings");
    await signIn(page, totpNow(secret));
    await heading(page, "Platform Earnings");
    const cookies = await page.context().cookies();

    // The server has no clock a journey can move: the session's proof is made 11 minutes
    // old in its database instead, with the server stopped, and the same session goes on.
    await server!.stop();
    await withDatabase((db) =>
      db.query(
        `UPDATE "Session" SET "secondFactorAt" = $1::timestamp
         WHERE "userId" = (SELECT id FROM "User" WHERE email = $2) AND "secondFactorAt" IS NOT NULL`,
        [new Date(Date.now() - 11 * 60_000).toISOString().replace("Z", ""), STAFF.email],
      ),
    );
    server = await startServer({ dataDir });
    page = await browser.newPage();
    await page.context().addCookies(cookies.map(({ name, value }) => ({ name, value, url: server!.url })));

    // Still signed in, and the screens open: only the refund asks again.
    await page.goto("/platform-earnings");
    await heading(page, "Platform Earnings");
    const row = main(page)
      .getByRole("row")
      .filter({ hasText: `#${paymentId} ` });
    await row.getByRole("button", { name: `Refund payment ${paymentId}` }).click();
    const dialog = page.getByRole("dialog", { name: `Refund payment ${paymentId}` });
    await dialog.getByRole("button", { name: /^Refund \$/ }).click();

    // Asked over the refund's dialog; the refund goes ahead once the code is taken.
    const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
    await stepUp.waitFor();
    const field = stepUp.getByLabel("Authentication code");
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill(totpNow(secret));
    await stepUp.getByRole("button", { name: "Confirm" }).click();
    await stepUp.waitFor({ state: "detached" });
    await page.getByText("Payment refunded", { exact: true }).first().waitFor();
    await row.getByText(/^Refunded /).waitFor();
    // A restart of the server within: more than a journey's usual minute.
  }, 180_000);
});
