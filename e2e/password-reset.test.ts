// "Forgot password?" end to end: from the sign-in page to the email the server wrote to its
// development mailbox, through the link to a new password; a browser signed in before the
// reset is signed out, and the new password signs in.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { mailedLink } from "./support/mailbox.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const EMAIL = "forgetful@reset-journey.test";
const OLD_PASSWORD = "the old long passphrase";
const NEW_PASSWORD = "a brand new passphrase";

const header = (page: Page) => page.getByRole("banner");

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
}

describe("forgot password", () => {
  it("emails a link, sets a new password through it, signs every browser out, and the new one signs in", async () => {
    const signedUp = await graphql(
      app.url,
      `
        mutation ($input: SignUpInput!) {
          signUp(input: $input) {
            __typename
          }
        }
      `,
      { input: { email: EMAIL, name: "Fran Forgetful", password: OLD_PASSWORD } },
    );
    expect(signedUp.data?.signUp.__typename).toBe("SignInPayload");

    // Another browser, signed in with the old password before the reset.
    const laptop = await browser.newPage();
    await laptop.goto("/sign-in");
    await signIn(laptop, EMAIL, OLD_PASSWORD);
    await laptop.waitForURL((url) => url.pathname === "/");
    await header(laptop).getByText("Fran Forgetful").first().waitFor();

    const page = await browser.newPage();
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email").fill(EMAIL.toUpperCase());
    await page.getByRole("button", { name: "Email me a link" }).click();
    const sent = page.getByRole("status");
    await sent.getByText("Check your email").waitFor();
    expect(await sent.textContent()).toContain(`If an account uses ${EMAIL.toLowerCase()}`);

    const link = await mailedLink(app.server.mailboxDir, EMAIL, "/reset-password/");
    await page.goto(link.pathname);
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    // The sign-up rules, in their words; the link still works after a refusal.
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Password must be at least 12 characters").first().waitFor();
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await page.getByRole("status").getByText("Your password was changed").waitFor();

    // The laptop's session ended with the reset: a reload finds a visitor.
    await laptop.reload();
    await header(laptop).getByRole("link", { name: "Sign in" }).waitFor();
    expect(await header(laptop).getByText("Fran Forgetful").count()).toBe(0);

    // The link was used up.
    const again = await browser.newPage();
    await again.goto(link.pathname);
    await again.getByLabel("New password").fill("yet another passphrase");
    await again.getByRole("button", { name: "Set new password" }).click();
    await again.getByRole("alert").getByText("This password reset link has expired or was already used").waitFor();
    await again.getByRole("link", { name: "Ask for a new link" }).waitFor();

    // The old password no longer works; the new one does.
    await signIn(page, EMAIL, OLD_PASSWORD);
    await page.getByText("Incorrect email or password.").waitFor();
    await signIn(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await header(page).getByText("Fran Forgetful").first().waitFor();
  });

  it("answers an address with no account exactly as one with an account", async () => {
    const page = await browser.newPage();
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("nobody-at-all@reset-journey.test");
    await page.getByRole("button", { name: "Email me a link" }).click();
    await page.getByRole("status").getByText("Check your email").waitFor();
  });

  it("lets Help's search find the answer by the word password", async () => {
    const page = await browser.newPage();
    await page.goto("/help");
    await page.getByRole("searchbox").fill("password");
    await page.getByText("I forgot my password. How do I sign in?").waitFor();
  });
});
