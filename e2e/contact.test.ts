// The Contact page in the browser: the form's own words under empty and bad fields
// (and the fields marked invalid and described by them), a sent message's reference number,
// and staff finding that message in the admin area and marking it handled.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_MESSAGE,
  CONTACT_TOPIC_MESSAGE,
} from "../shared/contact/contact-message.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const main = (page: Page) => page.getByRole("main");
const REFERENCE = /CM-[2-9A-HJ-NP-Z]{8}/;

/** A page signed in by a stored session (this journey is about the contact form), at `path`. */
const signedIn = (email: string, path: string) => signedInPage(browser, email, { path });

/** The words a field is described by (its message), once it is marked invalid. */
async function fieldMessage(page: Page, label: string): Promise<string> {
  const field = main(page).getByLabel(label, { exact: true });
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const ids = (await field.getAttribute("aria-describedby"))!.split(" ");
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ");
}

async function fillForm(page: Page, values: { name: string; email: string; topic: string; message: string }) {
  await main(page).getByLabel("Name", { exact: true }).fill(values.name);
  await main(page).getByLabel("Email", { exact: true }).fill(values.email);
  await main(page).getByLabel("Topic", { exact: true }).selectOption({ label: values.topic });
  await main(page).getByLabel("Message", { exact: true }).fill(values.message);
}

describe("the contact form", () => {
  it("shows each empty field's message beside it, and then a bad address's", async () => {
    const page = await browser.newPage();
    await page.goto("/contact");
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();

    await main(page).getByRole("button", { name: "Send message" }).click();

    await main(page).getByText(CONTACT_NAME_MESSAGE, { exact: true }).waitFor();
    expect(await fieldMessage(page, "Name")).toBe(CONTACT_NAME_MESSAGE);
    expect(await fieldMessage(page, "Email")).toBe(CONTACT_EMAIL_MESSAGE);
    expect(await fieldMessage(page, "Topic")).toBe(CONTACT_TOPIC_MESSAGE);
    expect(await fieldMessage(page, "Message")).toContain(CONTACT_MESSAGE_TOO_SHORT);
    // Focus goes to the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");

    await fillForm(page, {
      name: "Morgan Writer",
      email: "morgan@",
      topic: "A booking",
      message: "My cleaner did not arrive on Tuesday.",
    });
    await main(page).getByRole("button", { name: "Send message" }).click();

    await main(page).getByText(CONTACT_EMAIL_MESSAGE, { exact: true }).waitFor();
    expect(await fieldMessage(page, "Email")).toBe(CONTACT_EMAIL_MESSAGE);
    expect(await main(page).getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBeNull();
    expect(await main(page).getByText(CONTACT_NAME_MESSAGE, { exact: true }).count()).toBe(0);
  });

  it("fills in a signed-in customer's name and address", async () => {
    const page = await signedIn("customer@demo.test", "/contact");

    const name = main(page).getByLabel("Name", { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe("Casey Customer");
    expect(await main(page).getByLabel("Email", { exact: true }).inputValue()).toBe("customer@demo.test");
  });
});

describe("a sent message", () => {
  it("shows its reference, and staff find it in the admin area and mark it handled", async () => {
    const page = await browser.newPage();
    await page.goto("/contact");
    await fillForm(page, {
      name: "Jordan Sender",
      email: "jordan.sender@example.com",
      topic: "A payment",
      message: "I was charged twice for last week's cleaning.",
    });
    await main(page).getByRole("button", { name: "Send message" }).click();

    const confirmation = main(page).getByRole("region", { name: "Message sent" });
    await confirmation.waitFor();
    const reference = REFERENCE.exec((await confirmation.textContent()) ?? "")?.[0];
    expect(reference).toBeDefined();
    // Focus moved to the receipt, so it is read out.
    expect(await confirmation.evaluate((panel) => panel === document.activeElement)).toBe(true);
    expect(await main(page).getByRole("button", { name: "Send message" }).count()).toBe(0);

    const staff = await signedIn("admin@demo.test", "/admin");
    await staff.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Messages" }).click();
    await staff.waitForURL((url) => url.pathname === "/admin/messages");
    const card = main(staff).getByRole("article", { name: "Jordan Sender" });
    await card.waitFor();
    expect(await card.textContent()).toContain(reference!);
    expect(await card.textContent()).toContain("I was charged twice for last week's cleaning.");
    expect(await card.getByRole("link", { name: "jordan.sender@example.com" }).getAttribute("href")).toMatch(
      /^mailto:jordan\.sender@example\.com/,
    );
    await card.getByText("Waiting", { exact: true }).waitFor();

    await card.getByRole("button", { name: `Mark message ${reference} handled` }).click();

    await card.getByText("Handled", { exact: true }).first().waitFor();
    expect(await card.getByRole("button", { name: /Mark message/ }).count()).toBe(0);

    // It is kept among the handled ones.
    await main(staff).getByRole("button", { name: "Handled" }).click();
    await main(staff).getByRole("article", { name: "Jordan Sender" }).waitFor();
  });
});
