// Signing in and out with each demo account, and a refused password.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { enterSecondFactor } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const header = (page: Page) => page.getByRole("banner");

/** Visible text in the header that is not a link (the desktop header also links to "Admin"). */
const headerText = (page: Page, text: string) =>
  header(page).getByText(text, { exact: true }).filter({ visible: true }).and(page.locator(":not(a)"));

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await enterSecondFactor(page, email);
}

describe("demo accounts", () => {
  it.each([
    ["customer@demo.test", "Casey Customer", "Customer"],
    ["provider@demo.test", "Priya Provider", "Provider"],
    ["admin@demo.test", "Alex Admin", "Admin"],
  ])("%s signs in, is shown as %s (%s), and signs out", async (email, name, role) => {
    const page = await browser.newPage();
    await page.goto("/");
    const signInLink = header(page).getByRole("link", { name: "Sign in" });
    await signInLink.waitFor();
    expect(await signInLink.getAttribute("href")).toBe("/sign-in");

    await signInLink.click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await signIn(page, email, "demo-password");
    await page.waitForURL((url) => url.pathname === "/");
    await headerText(page, name).waitFor();
    await headerText(page, role).waitFor();
    expect(await signInLink.count()).toBe(0);

    // The session is a cookie: a reload keeps the visitor signed in.
    await page.reload();
    await headerText(page, name).waitFor();

    await header(page).getByRole("button", { name: "Sign out" }).click();
    await signInLink.waitFor();
    expect(await headerText(page, name).count()).toBe(0);

    // And signing out ended the session on the server, not only in the page.
    await page.reload();
    await signInLink.waitFor();
    expect(await headerText(page, name).count()).toBe(0);
  });

  it("refuses a wrong password and stays on the sign-in page", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-in");
    await signIn(page, "customer@demo.test", "not-the-password");

    const alert = page.getByRole("alert").filter({ hasText: "Incorrect email or password." });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    await header(page).getByRole("link", { name: "Sign in" }).waitFor();
    expect(await headerText(page, "Casey Customer").count()).toBe(0);
  });
});
