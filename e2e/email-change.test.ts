// Changing the account's email address end to end: the account page's form (the current
// password again), the link the server wrote to its development mailbox for the new address,
// the /verify-email page that follows it, and signing in with the new address, not the old.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { mailedLink } from "./support/mailbox.ts";
import { graphql, useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const OLD_EMAIL = "mover@email-journey.test";
const NEW_EMAIL = "moved@email-journey.test";
const PASSWORD = "a long moving passphrase";

const header = (page: Page) => page.getByRole("banner");

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
}

describe("changing the email address", () => {
  it("mails the new address a link, moves the account when it is followed, and the new address signs in", async () => {
    const signedUp = await graphql(
      app.url,
      `
        mutation ($input: SignUpInput!) {
          signUp(input: $input) {
            __typename
          }
        }
      `,
      { input: { email: OLD_EMAIL, name: "Morgan Mover", password: PASSWORD } },
    );
    expect(signedUp.data?.signUp.__typename).toBe("SignInPayload");
    // Sign-up mailed the first link: the address is confirmed before the change.
    const first = await mailedLink(app.server.mailboxDir, OLD_EMAIL, "/verify-email/");

    // By a stored session: the form's part is the new address's sign-in, below.
    const page = await signedInPage(browser, OLD_EMAIL, { path: "/account", password: PASSWORD });
    const section = page.getByRole("region", { name: "Email address" });
    await section.getByText("It is not confirmed yet").waitFor();
    await section.getByRole("button", { name: "Resend the link" }).waitFor();

    await page.goto(first.pathname);
    await page.getByRole("status").getByText(`Thank you: ${OLD_EMAIL} is confirmed.`).waitFor();
    await page.getByRole("link", { name: "Go to your account" }).click();
    await section.getByText("It is confirmed").waitFor();

    await section.getByRole("button", { name: "Change email address" }).click();
    // The form's first check, in the catalog's words, before anything is sent.
    await section.getByRole("button", { name: "Send the link" }).click();
    await section.getByText("Please enter a valid email address").waitFor();
    await section.getByLabel("New email address").fill(NEW_EMAIL.toUpperCase());
    await section.getByLabel("Current password").fill("not my password");
    await section.getByRole("button", { name: "Send the link" }).click();
    await section.getByText("That password isn't right. Your email address was not changed.").waitFor();
    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByRole("button", { name: "Send the link" }).click();
    await section.getByRole("status").getByText(`We sent a new link to ${NEW_EMAIL}.`).waitFor();
    await section.getByText(`We sent a link to ${NEW_EMAIL}.`, { exact: false }).waitFor();
    // Nothing changed yet: the old address is still the account's.
    await section.getByText(`Your email address is ${OLD_EMAIL}.`, { exact: false }).waitFor();

    const link = await mailedLink(app.server.mailboxDir, NEW_EMAIL, "/verify-email/");
    await page.goto(link.pathname);
    await page.getByRole("status").getByText(`Your account's email address is now ${NEW_EMAIL}.`).waitFor();

    // Another browser: the old address no longer signs in; the new one does.
    const other = await browser.newPage();
    await signIn(other, OLD_EMAIL, PASSWORD);
    await other.getByText("Incorrect email or password.").waitFor();
    await signIn(other, NEW_EMAIL, PASSWORD);
    await other.waitForURL((url) => url.pathname === "/");
    await header(other).getByText("Morgan Mover").first().waitFor();
    await other.goto("/account");
    await other
      .getByRole("region", { name: "Email address" })
      .getByText(`Your email address is ${NEW_EMAIL}. It is confirmed.`)
      .waitFor();

    // The link was used up.
    await page.goto(link.pathname);
    await page.getByRole("alert").getByText("This link is not valid.", { exact: false }).waitFor();
  });
});
