// Onboarding's journeys: a customer signs up; a business registers (every validation message,
// then the success toast); staff approve it at /admin and the new provider at
// /admin/approvals; the provider is in search and its owner signs in as the provider, the
// GST/HST number it registered with already in its tax profile; a rejection needs a reason;
// a customer who opens /admin is sent away.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { REGISTRATION_MESSAGES as M } from "../shared/onboarding/registration.ts";
import { GST_HST_CHECK_WORDS } from "../shared/tax/registration-numbers.ts";
import { useBrowser } from "./support/browser.ts";
import { mailedLink } from "./support/mailbox.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";
import { enterSecondFactor } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const header = (page: Page) => page.getByRole("banner");
const main = (page: Page) => page.getByRole("main");

async function signIn(page: Page, email: string, password: string) {
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
}

async function signedInAsStaff(path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(path);
  // A visitor is sent to sign in, and back afterwards.
  await page.waitForURL((url) => url.pathname === "/sign-in");
  await signIn(page, "admin@demo.test", "demo-password");
  await enterSecondFactor(page, "admin@demo.test");
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

const OWNER = { email: "owner@maple-shine.test", password: "maple shine detailing 2026" };
const BUSINESS = "Maple Shine Mobile Detailing";

describe("joining the marketplace", () => {
  it("a customer signs up and is signed in", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await header(page).getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up");
    await main(page).getByLabel("Email").fill("robin@example.test");
    await main(page).getByLabel("Name").fill("Robin Chen");
    await main(page).getByLabel("Password").fill("short");
    await main(page).getByRole("button", { name: "Create account" }).click();
    await main(page).getByText("Password must be at least 12 characters").first().waitFor();

    await main(page).getByLabel("Password").fill("a garden of lupins in june");
    await main(page).getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await header(page).getByText("Robin Chen", { exact: true }).first().waitFor();
    await page.reload();
    await header(page).getByText("Robin Chen", { exact: true }).first().waitFor();
  });

  it("a business registers: each bad field shows its message, then 'Registration Submitted'", async () => {
    const page = await browser.newPage();
    await page.goto("/register-business");
    const form = main(page);
    await form.getByRole("button", { name: "Submit Registration" }).click();
    for (const message of [
      M.businessName,
      M.ownerName,
      M.email,
      M.phone,
      M.address,
      M.city,
      M.province,
      M.postalCode,
      M.businessType,
      M.description,
      M.services,
    ]) {
      await form.getByText(message, { exact: true }).first().waitFor();
    }

    await form.getByLabel("Business Name").fill(BUSINESS);
    await form.getByLabel("Owner Name").fill("Avery Tremblay");
    await form.getByLabel("Email Address").fill(OWNER.email);
    await form.getByLabel("Phone Number").fill("416-555-01");
    await form.getByLabel("Street Address").fill("120 King St W");
    await page.getByRole("button", { name: /^City\b/ }).click();
    await page.getByRole("combobox", { name: "Search cities" }).fill("Toronto");
    await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
    await page
      .getByRole("option", { name: /^Toronto/ })
      .first()
      .click();
    await form.getByLabel("Postal Code").fill("v6b 1a1");
    await form.getByLabel("Business Type").selectOption("car-detailing");
    await form.getByLabel("Interior Detail").check();
    await form.getByLabel("Mobile Wash").check();
    await form.getByLabel("Business Description").fill("Hand wash and interior detailing at your door.");
    await form.getByLabel("Create a password").fill(OWNER.password);
    // The optional sales tax numbers, checked as the dashboard checks them: one digit off first.
    const taxes = form.getByRole("group", { name: "Sales Tax (optional)" });
    const gstHst = taxes.getByRole("textbox", { name: "GST/HST number" });
    await gstHst.fill("123456789 RT 0001");
    await form.getByRole("button", { name: "Submit Registration" }).click();
    await form.getByText(M.phone, { exact: true }).first().waitFor();
    await taxes.getByText(GST_HST_CHECK_WORDS, { exact: true }).waitFor();
    await form.getByLabel("Phone Number").fill("(416) 555-0142");
    await gstHst.fill("123456782 rt 0001");
    await form.getByRole("button", { name: "Submit Registration" }).click();
    // A Vancouver postal code for a Toronto address.
    await form.getByText(M.postalCodeProvince, { exact: true }).first().waitFor();
    await form.getByLabel("Postal Code").fill("m5h 1j9");
    await form.getByRole("button", { name: "Submit Registration" }).click();
    await toast(page, "Registration Submitted");
    await toast(
      page,
      "Your business registration has been submitted for review. We'll contact you within 2-3 business days.",
    );
  });

  it("a rejection without a reason is refused, and a customer opening /admin is sent away", async () => {
    const customer = await signedInPage(browser, "customer@demo.test", { path: "/admin" });
    await customer.waitForURL((url) => url.pathname === "/");
    await toast(customer, "You do not have permission to do that.");
    expect(await customer.getByRole("heading", { name: "Business Registrations" }).count()).toBe(0);

    const staff = await signedInAsStaff("/admin");
    const card = staff.getByRole("article").filter({ hasText: BUSINESS });
    await card.getByRole("button", { name: `Reject ${BUSINESS}` }).click();
    const dialog = staff.getByRole("dialog");
    await dialog.getByLabel("Reason for rejection").fill("   ");
    expect(await dialog.getByRole("button", { name: "Reject" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await card.getByText("Pending", { exact: true }).waitFor();
  });

  it("staff approve the registration, then the provider; it is in search and its owner runs it", async () => {
    // Approval waits for the owner's confirmed address: they follow the link mailed at registration.
    const mailbox = await browser.newPage();
    const link = await mailedLink(app.server.mailboxDir, OWNER.email, "/verify-email/");
    await mailbox.goto(link.pathname);
    await main(mailbox).getByText(`Thank you: ${OWNER.email} is confirmed.`).waitFor();
    // By a stored session: the journey before this one signs staff in through the form.
    const staff = await signedInPage(browser, "admin@demo.test", { path: "/admin" });
    const card = staff.getByRole("article").filter({ hasText: BUSINESS });
    // The GST/HST number the owner typed, as receipts will print it; no QST or PST number.
    await card.getByText("GST/HST 123456782 RT 0001", { exact: true }).waitFor();
    expect(await card.getByText(/^(QST|PST) /).count()).toBe(0);
    await card.getByRole("button", { name: `Approve ${BUSINESS}` }).click();
    const dialog = staff.getByRole("dialog");
    await dialog.getByLabel("Notes (optional)").fill("Insurance checked");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await toast(staff, "Registration Updated");
    await card.getByText("Approved", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: `Approve ${BUSINESS}` }).count()).toBe(0);

    await staff.goto("/admin/approvals");
    const pending = staff.getByRole("article").filter({ hasText: BUSINESS });
    await pending.getByRole("tab", { name: "Contact" }).click();
    await pending.getByText("(416) 555-0142").waitFor();
    const approver = staff.getByLabel("Approver name");
    await approver.fill("");
    await pending.getByRole("button", { name: `Approve ${BUSINESS}` }).click();
    await toast(staff, "Approver Name Required");
    await approver.fill("Sam Staff");
    await pending.getByRole("button", { name: `Approve ${BUSINESS}` }).click();
    await toast(staff, "Provider Approved");
    await pending.waitFor({ state: "detached" });

    const visitor = await browser.newPage();
    await visitor.goto(`/?location=${encodeURIComponent("Toronto, Ontario")}&service=car-detailing`);
    await visitor.getByText(BUSINESS).first().waitFor();

    const owner = await browser.newPage();
    await owner.goto("/sign-in?next=/provider-dashboard");
    await signIn(owner, OWNER.email, OWNER.password);
    await owner.waitForURL((url) => url.pathname === "/provider-dashboard");
    await header(owner).getByText("Provider", { exact: true }).first().waitFor();
    // The number given at registration is the provider's tax profile, kept in one form.
    const taxCard = main(owner).getByRole("region", { name: "Sales tax registrations" });
    await expect
      .poll(() => taxCard.getByRole("textbox", { name: "GST/HST number" }).inputValue())
      .toBe("123456782RT0001");
  });
});
