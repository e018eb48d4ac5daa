// The "My data" journey: a customer with a completed booking downloads their data from
// the account menu (a JSON file that holds the booking) and deletes their account (the wrong
// password first, then the right one). Afterwards they cannot sign in, and the provider sees
// the past booking without a name, email or phone. The customer is new to this file's own
// server, so no other journey's accounts are touched.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, describeViolations } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const CUSTOMER = {
  email: "robin.erasure@example.test",
  name: "Robin Erasure",
  password: "erasure journey passphrase 7",
  phone: "416-555-0199",
};

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");

/** Today in Toronto (the demo provider's city), as the server's calendar has it. */
function torontoToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("sid="))!
    .split(";")[0]!;
}

/** The customer signs up and books the demo provider for today; the provider completes it. */
async function customerWithCompletedBooking(): Promise<number> {
  const signUp = await graphql(
    app.url,
    `
      mutation ($input: SignUpInput!) {
        signUp(input: $input) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { email: CUSTOMER.email, name: CUSTOMER.name, password: CUSTOMER.password } },
  );
  expect(signUp.data?.signUp.__typename).toBe("SignInPayload");
  const booked = await fetch(`${app.url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookieOf(signUp.response) },
    body: JSON.stringify({
      providerId: 1,
      serviceType: "house-cleaning",
      preferredDate: torontoToday(),
      preferredTime: "17:00",
      customerName: CUSTOMER.name,
      customerPhone: CUSTOMER.phone,
      customerEmail: CUSTOMER.email,
      specialInstructions: "Side door",
    }),
  });
  expect(booked.status).toBe(201);
  const bookingId = ((await booked.json()) as { id: number }).id;

  const provider = await graphql(
    app.url,
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          __typename
        }
      }
    `,
    { input: { email: "provider@demo.test", password: "demo-password" } },
  );
  for (const status of ["IN_PROGRESS", "COMPLETED"]) {
    const moved = await graphql(
      app.url,
      `
        mutation ($input: UpdateBookingStatusInput!) {
          updateBookingStatus(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { bookingId: String(bookingId), status } },
      { cookie: cookieOf(provider.response) },
    );
    expect(moved.data?.updateBookingStatus.__typename).toBe("UpdateBookingStatusPayload");
  }
  return bookingId;
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
}

describe("My data", () => {
  it("a customer downloads their data, deletes their account, and the provider keeps the booking without them", async () => {
    const bookingId = await customerWithCompletedBooking();

    // Signed in by a stored session; the form is for after the account is gone, below.
    const page = await signedInPage(browser, CUSTOMER.email, { path: "/", password: CUSTOMER.password });
    await header(page).getByRole("link", { name: "My data" }).first().click();
    await page.waitForURL((url) => url.pathname === "/account/data");
    await main(page).getByRole("heading", { name: "Delete my account" }).waitFor();
    await expectNoAxeViolations(page);

    // The download is a file named for today, holding the account and its booking.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main(page).getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(exported.account).toMatchObject({ email: CUSTOMER.email, name: CUSTOMER.name, role: "CUSTOMER" });
    expect(exported.bookings).toEqual([
      expect.objectContaining({ id: bookingId, status: "COMPLETED", customerPhone: CUSTOMER.phone }),
    ]);

    // The dialog says what goes and what stays, and asks for the password; a wrong one is refused.
    await main(page).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText("Your past bookings, recurring schedules and payments", { exact: false }).waitFor();
    await dialog.getByLabel("Your password, to confirm").fill("not my password at all");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("That password isn't right. Your account was not deleted.").waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Your password, to confirm").fill(CUSTOMER.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Account deleted", { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await header(page).getByRole("link", { name: "Sign in" }).first().waitFor();

    // Gone: signing in again fails with the usual words.
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await main(page).getByText("Incorrect email or password.").waitFor();

    // The provider still has the completed booking, but not who made it.
    const provider = await signedInPage(browser, "provider@demo.test", { path: "/provider-dashboard" });
    await main(provider).getByRole("tab", { name: "Completed" }).click();
    const card = main(provider).getByRole("article").filter({ hasText: "Customer account deleted" });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    const text = await main(provider).innerText();
    for (const personal of [CUSTOMER.name, CUSTOMER.email, CUSTOMER.phone, "Side door"]) {
      expect(text).not.toContain(personal);
    }
  });

  it("a provider may download their data, and is told to write to staff to close the account", async () => {
    const page = await signedInPage(browser, "provider@demo.test", { path: "/account/data" });
    await main(page).getByRole("button", { name: "Download my data" }).waitFor();
    const contact = main(page).getByRole("link", { name: "Write to us from the Contact page" });
    expect(await contact.getAttribute("href")).toBe("/contact");
    expect(await main(page).getByRole("button", { name: "Delete my account" }).count()).toBe(0);
  });
});
