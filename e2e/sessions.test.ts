// Where you're signed in, end to end: one account signed in from two browsers; the account
// page of one lists both, signs the other out everywhere else after a confirmation, and the
// other browser finds itself signed out on its next navigation. Then the password section
// changes the password, with sign-up's rules in its words.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const EMAIL = "two-browsers@sessions-journey.test";
const PASSWORD = "a long sessions passphrase";
const NEW_PASSWORD = "another long sessions passphrase";

const header = (page: Page) => page.getByRole("banner");

async function signIn(page: Page, password = PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await header(page).getByText("Sam Sessions").first().waitFor();
}

describe("where you're signed in", () => {
  it("lists both browsers and signs the other out everywhere else", async () => {
    const signedUp = await graphql(
      app.url,
      `
        mutation ($input: SignUpInput!) {
          signUp(input: $input) {
            __typename
          }
        }
      `,
      { input: { email: EMAIL, name: "Sam Sessions", password: PASSWORD } },
    );
    expect(signedUp.data?.signUp.__typename).toBe("SignInPayload");

    const laptop = await browser.newPage();
    await signIn(laptop);
    const phone = await browser.newPage();
    await signIn(phone);

    await laptop.goto("/account");
    const section = laptop.getByRole("region", { name: "Where you're signed in" });
    await section.waitFor();
    // The sign-up's own session (from no browser), the phone's, and this one.
    const rows = section.getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(3);
    await section.getByText("This browser").waitFor();
    expect(await rows.getByRole("button", { name: /^Sign out / }).count()).toBe(2);

    await section.getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = laptop.getByRole("dialog", { name: "Sign out everywhere else?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Sign out everywhere else" }).click();
    await dialog.waitFor({ state: "hidden" });
    await laptop.getByText("Signed out 2 other sessions", { exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await section.getByText("You're signed in only here.").waitFor();

    // The phone's next navigation finds a visitor.
    await phone.goto("/account");
    await phone.waitForURL((url) => url.pathname === "/sign-in");
    await header(phone).getByRole("link", { name: "Sign in" }).waitFor();

    // The laptop is still signed in.
    await laptop.reload();
    await laptop.getByRole("region", { name: "Where you're signed in" }).getByText("This browser").waitFor();
  });

  it("changes the password from the account page, in sign-up's words", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Password" });
    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByLabel("New password").fill("short");
    await section.getByRole("button", { name: "Change password" }).click();
    await section.getByText("Password must be at least 12 characters").waitFor();

    await section.getByLabel("Current password").fill("not my password at all");
    await section.getByLabel("New password").fill(NEW_PASSWORD);
    await section.getByRole("button", { name: "Change password" }).click();
    await section.getByText("That is not your current password.").waitFor();

    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByLabel("New password").fill(NEW_PASSWORD);
    await section.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed", { exact: true }).waitFor();

    const other = await browser.newPage();
    await signIn(other, NEW_PASSWORD);
  });
});
