// A registrant hears back: someone signs up, registers a business while signed in, reads
// "We received your business registration" in the development mailbox (the server writes
// its emails there as .eml files, MAILBOX_DIR), and /register-business shows them where it
// stands instead of an empty form. Staff approve it on the staff screens; the registrant
// reads the approval, which says how to sign in, follows its link, signs in, and the status
// page says approved; once staff publish the provider, it says the business is live.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { main, signedIn, toast } from "./support/booking-journeys.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
/** Where the server writes its emails as .eml files (its own folder, RunningServer.mailboxDir). */
const mailbox = () => app.server.mailboxDir!;
const browser = useBrowser(() => app.url);

const REGISTRANT = { email: "dana.okafor@example.test", name: "Dana Okafor", password: "northern lights over ottawa" };
const BUSINESS = "Okafor Gleam Detailing";
const RECEIVED_SUBJECT = "We received your business registration";
const APPROVED_SUBJECT = "Your business registration is approved";
const LIVE_SUBJECT = "Your business is live";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A message's text with quoted-printable undone: soft line breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** One .eml as the mail gateway wrote it (a single text part): its To, Subject and decoded text. */
function parseMail(raw: string): Mail {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { to: headers.get("to") ?? "", subject: headers.get("subject") ?? "", text };
}

/** The message to `to` with `subject` in the mailbox, once the outbox has sent it; null until then. */
async function mailTo(to: string, subject: string): Promise<Mail | null> {
  const names = (await readdir(mailbox()).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  for (const name of names) {
    const mail = parseMail(await readFile(path.join(mailbox(), name), "utf8"));
    if (mail.to.includes(to) && mail.subject === subject) return mail;
  }
  return null;
}

/** The outbox worker sends within seconds of the change; the message once it is there. */
async function awaitMail(to: string, subject: string): Promise<Mail> {
  await expect.poll(() => mailTo(to, subject), { timeout: 30_000 }).not.toBeNull();
  return (await mailTo(to, subject))!;
}

/** The path of the link to this server the email ends with. */
function linkIn(mail: Mail): string {
  const match = /https?:\/\/[^\s/]+(\/[^\s]*)/.exec(mail.text);
  if (!match) throw new Error(`No link in "${mail.subject}":\n${mail.text}`);
  return match[1]!;
}

/** The registration's status on /register-business, in place of the form. */
async function statusSection(page: Page, title: string) {
  await page.goto("/register-business");
  const section = main(page).getByRole("region", { name: title });
  await section.waitFor();
  expect(await main(page).getByRole("button", { name: "Submit Registration" }).count()).toBe(0);
  expect(await main(page).getByLabel("Business Name").count()).toBe(0);
  return section;
}

async function signIn(page: Page, email: string, password: string) {
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
}

describe("a registrant hears back about their business registration", () => {
  it("signs up, registers, reads 'received' and sees the status instead of the form", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-up");
    await main(page).getByLabel("Email").fill(REGISTRANT.email);
    await main(page).getByLabel("Name").fill(REGISTRANT.name);
    await main(page).getByLabel("Password").fill(REGISTRANT.password);
    await main(page).getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // Signed in, the page is the form, for the account shown.
    await page.goto("/register-business");
    const form = main(page);
    await form.getByText(`Signed in as ${REGISTRANT.name}`).waitFor();
    await form.getByLabel("Business Name").fill(BUSINESS);
    await form.getByLabel("Owner Name").fill(REGISTRANT.name);
    await form.getByLabel("Email Address").fill(REGISTRANT.email);
    await form.getByLabel("Phone Number").fill("(613) 555-0148");
    await form.getByLabel("Street Address").fill("90 Sparks St");
    await page.getByRole("button", { name: /^City\b/ }).click();
    await page.getByRole("combobox", { name: "Search cities" }).fill("Ottawa");
    await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
    await page
      .getByRole("option", { name: /^Ottawa/ })
      .first()
      .click();
    await form.getByLabel("Postal Code").fill("K1P 5B7");
    await form.getByLabel("Business Type").selectOption("car-detailing");
    await form.getByLabel("Interior Detail").check();
    await form.getByLabel("Mobile Wash").check();
    await form.getByLabel("Business Description").fill("Hand wash and interior detailing, at your door in Ottawa.");
    await form.getByRole("button", { name: "Submit Registration" }).click();
    await toast(page, "Registration Submitted");

    // The page turns into the status at once...
    const pending = main(page).getByRole("region", { name: "Your registration is under review" });
    await pending.waitFor();
    expect(await pending.innerText()).toContain(`We received the registration for ${BUSINESS} on `);

    // ...and the email says it arrived, what happens next, and where to see its status.
    const received = await awaitMail(REGISTRANT.email, RECEIVED_SUBJECT);
    expect(received.text).toContain(`Thank you, ${REGISTRANT.name}. We received the registration for ${BUSINESS} on `);
    expect(received.text).toContain("Our team reviews registrations within 2-3 business days");
    const statusLink = linkIn(received);
    expect(statusLink).toBe("/register-business");

    // Following the link (or coming back later) shows the status, not an empty form.
    const section = await statusSection(page, "Your registration is under review");
    expect(await section.innerText()).toContain(`We received the registration for ${BUSINESS} on `);
    expect(await section.innerText()).toContain(
      "Our team reviews registrations within 2-3 business days, and we will email you the decision.",
    );
    expect(await mailTo(REGISTRANT.email, APPROVED_SUBJECT)).toBeNull();

    // Approval waits for a confirmed address: the status says so until the mailed link is followed.
    expect(await section.innerText()).toContain("Staff can approve it once you confirm your email address");
    const confirm = await awaitMail(REGISTRANT.email, "Confirm your email address");
    await page.goto(linkIn(confirm));
    await main(page).getByText(`Thank you: ${REGISTRANT.email} is confirmed.`).waitFor();
    const confirmed = await statusSection(page, "Your registration is under review");
    expect(await confirmed.innerText()).not.toContain("confirm your email address");
  });

  it("staff approve it; the approval says how to sign in, and the status page says approved, then live", async () => {
    const staff = await signedIn(browser, "/admin", "admin@demo.test");
    const card = staff.getByRole("article").filter({ hasText: BUSINESS });
    await card.getByRole("button", { name: `Approve ${BUSINESS}` }).click();
    const dialog = staff.getByRole("dialog");
    await dialog.getByLabel("Notes (optional)").fill("Insurance checked");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await toast(staff, "Registration Updated");
    await card.getByText("Approved", { exact: true }).waitFor();

    const approved = await awaitMail(REGISTRANT.email, APPROVED_SUBJECT);
    expect(approved.text).toContain(
      `Congratulations, ${REGISTRANT.name}: the registration for ${BUSINESS} is approved.`,
    );
    expect(approved.text).toContain(
      `Sign in (link below) with ${REGISTRANT.email} and the password you chose to open your provider dashboard.`,
    );
    const signInLink = linkIn(approved);
    expect(signInLink).toBe("/sign-in");

    // As the email says: the link, the address and the password chosen at sign-up.
    const registrant = await browser.newPage();
    await registrant.goto(signInLink);
    await signIn(registrant, REGISTRANT.email, REGISTRANT.password);
    await registrant.waitForURL((url) => url.pathname === "/");
    const section = await statusSection(registrant, "Your registration is approved");
    const text = await section.innerText();
    expect(text).toContain(`We received the registration for ${BUSINESS} on `);
    expect(text).toMatch(/It was approved on \w+ \d{1,2}, \d{4}\./);
    expect(text).toContain("Your profile becomes visible to customers once our team publishes it");
    await section.getByRole("link", { name: "Go to your dashboard" }).waitFor();

    // Staff publish the provider the approval made: the registrant hears it is live, and the page says so.
    await staff.goto("/admin/approvals");
    const pending = staff.getByRole("article").filter({ hasText: BUSINESS });
    await staff.getByLabel("Approver name").fill("Sam Staff");
    await pending.getByRole("button", { name: `Approve ${BUSINESS}` }).click();
    await toast(staff, "Provider Approved");
    await pending.waitFor({ state: "detached" });

    const live = await awaitMail(REGISTRANT.email, LIVE_SUBJECT);
    expect(live.text).toContain(`${BUSINESS} is now published: customers can find and book you.`);
    expect(linkIn(live)).toBe("/provider-dashboard");
    const liveSection = await statusSection(registrant, "Your registration is approved");
    await liveSection.getByText("Your business is live: customers can find and book you.").waitFor();
  });
});
