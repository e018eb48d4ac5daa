// A booking's conversation in the browser: a signed-in customer writes from My Bookings, the
// provider reads it from the dashboard (the customer then sees "Seen") and answers, and the
// customer reads the answer, which the provider then sees as seen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { main } from "./support/booking-journeys.ts";
import { useServer } from "./support/server.ts";
import { signedInPage } from "./support/session.ts";
import { TEST_SERVICE_ADDRESS } from "../graph/test/support/service-address.ts";

const app = useServer();
const browser = useBrowser(() => app.url);
const STREET = "77 Message Street";
const torontoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());

const conversation = (page: Page) => page.getByRole("dialog", { name: /^Messages with / });
const thread = (page: Page) => conversation(page).getByRole("list", { name: "Messages, oldest first" });

async function write(page: Page, text: string) {
  await conversation(page).getByLabel("Your message").fill(text);
  await conversation(page).getByRole("button", { name: "Send" }).click();
  await thread(page).getByText(text).waitFor();
}

describe("a booking's conversation", () => {
  it("a customer and a provider write to each other and see what the other has read", async () => {
    const customer = await signedInPage(browser, "customer@demo.test", { path: "/bookings" });
    const booked = await customer.request.post("/api/bookings", {
      headers: { "content-type": "application/json" },
      data: {
        providerId: 1,
        serviceType: "house-cleaning",
        preferredDate: torontoToday(),
        preferredTime: "17:00",
        customerName: "Morgan Messages",
        customerPhone: "416-555-0188",
        customerEmail: "customer@demo.test",
        address: { ...TEST_SERVICE_ADDRESS, street: STREET },
      },
    });
    expect(booked.status()).toBe(201);
    await customer.reload();
    const customerCard = main(customer).getByRole("article").filter({ hasText: STREET });
    await customerCard.getByRole("button", { name: /^Messages with / }).click();
    await conversation(customer).getByText("No messages yet.", { exact: false }).waitFor();
    await write(customer, "Hello! The side gate is open, please use it.");
    expect(await conversation(customer).getByText("Seen", { exact: true }).count()).toBe(0);

    const provider = await signedInPage(browser, "provider@demo.test", { path: "/provider-dashboard" });
    const providerCard = main(provider).getByRole("article").filter({ hasText: "Morgan Messages" });
    await providerCard.getByRole("button", { name: "Messages with Morgan Messages", exact: false }).click();
    await thread(provider).getByText("Hello! The side gate is open, please use it.").waitFor();
    await write(provider, "Thanks, see you at 5.");

    // The customer opens the conversation again: the provider read the message, and answered.
    await customer.keyboard.press("Escape");
    await customerCard.getByRole("button", { name: /^Messages with / }).click();
    await thread(customer).getByText("Thanks, see you at 5.").waitFor();
    await conversation(customer).getByText("Seen", { exact: true }).waitFor();

    await provider.keyboard.press("Escape");
    await providerCard.getByRole("button", { name: "Messages with Morgan Messages", exact: false }).click();
    await conversation(provider).getByText("Seen", { exact: true }).waitFor();

    // A blank message is refused in the form, in the catalog's words.
    await conversation(provider).getByRole("button", { name: "Send" }).click();
    await conversation(provider).getByText("Write a message first.").waitFor();
    await Promise.all([customer.close(), provider.close()]);
  });
});
