// Booking a provider (spec sections 2, 4, 5 and 8): 'Book Now' opens 'Book Service'; an
// incomplete form is a toast and sends nothing; a complete one says 'Booking...', then
// 'Booking Submitted', and the booking is stored for provider and staff to see.
import type { Page, Request, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";
import { fillServiceAddress } from "./support/service-address.ts";
import { signInCookie, STAFF_EMAIL } from "./support/staff.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const cards = (page: Page) => page.getByRole("list", { name: "Service providers" }).getByRole("article");
const bookingDialog = (page: Page) => page.getByRole("dialog", { name: "Book Service" });
const isBookingRequest = (request: Request) =>
  request.url().endsWith("/graphql") &&
  request.method() === "POST" &&
  (request.postData() ?? "").includes("BookingDialogMutation");

type BookingAnswer = { data: { createBooking: { __typename: string; databaseId: number } } };

/** The idempotency key the dialog sent with a booking request. */
const idempotencyKeyOf = (request: Request) =>
  (JSON.parse(request.postData()!) as { variables: { input: { idempotencyKey: string } } }).variables.input
    .idempotencyKey;

/** The booking a CreateBookingPayload answer names. */
async function bookedId(response: Response): Promise<number> {
  const { data } = (await response.json()) as BookingAnswer;
  expect(data.createBooking.__typename).toBe("CreateBookingPayload");
  return data.createBooking.databaseId;
}

/** A few days ahead: today or later wherever the browser and the provider are. */
const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

async function fillForm(page: Page, name = "Jordan Lee") {
  const dialog = bookingDialog(page);
  await dialog.getByLabel("Service Type").selectOption({ index: 1 });
  await dialog.getByLabel("Preferred Date").fill(inThreeDays);
  await dialog.getByLabel("Preferred Time").selectOption({ label: "1:00 PM" });
  await fillServiceAddress(page, dialog);
  await dialog.getByLabel("Service Details").fill("Two-bedroom condo, about 900 sq ft");
  await dialog.getByLabel("Your Name").fill(name);
  await dialog.getByLabel("Phone Number").fill("416-555-0199");
  await dialog.getByLabel("Email Address").fill("jordan@example.test");
  await dialog.getByLabel("Special Instructions").fill("Buzzer 12");
}

describe("booking", () => {
  it("refuses an empty form without a request, then books and stores a complete one", async () => {
    const page = await browser.newPage();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (isBookingRequest(request)) sent.push(request.postData()!);
    });

    await page.goto("/city/toronto-ontario");
    const card = cards(page).first();
    const providerName = (await card.getByRole("heading", { level: 3 }).textContent())!;
    await card.getByRole("button", { name: "Book Now" }).click();

    const dialog = bookingDialog(page);
    await dialog.waitFor();
    await dialog.getByText(providerName).waitFor();
    // Radix moves focus into the dialog.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await dialog.getByRole("button", { name: "Request Booking" }).click();
    await page.getByText("Missing Information", { exact: true }).waitFor();
    await page.getByText("Please fill in all required fields.", { exact: true }).waitFor();
    expect(sent).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);

    await fillForm(page);
    // Hold the request back a moment, so the submitting state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (isBookingRequest(route.request())) await held;
      await route.continue();
    });
    const responsePromise = page.waitForResponse((response) => isBookingRequest(response.request()));
    await dialog.getByRole("button", { name: "Request Booking" }).click();
    const submitting = dialog.getByRole("button", { name: "Booking..." });
    await submitting.waitFor();
    expect(await submitting.isDisabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Cancel" }).isDisabled()).toBe(true);
    release();

    const response = await responsePromise;
    const { data } = (await response.json()) as { data: { createBooking: { __typename: string; databaseId: number } } };
    expect(data.createBooking.__typename).toBe("CreateBookingPayload");
    await page.getByText("Booking Submitted", { exact: true }).waitFor();
    await page
      .getByText("Your booking request has been submitted. The provider will contact you within 1 hour.", {
        exact: true,
      })
      .waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(sent).toHaveLength(1);

    // Stored: staff can read it back.
    const id = Buffer.from(`Booking:${data.createBooking.databaseId}`).toString("base64");
    const stored = await graphql(
      app.url,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Booking {
              customerName
              customerPhone
              customerEmail
              preferredDate
              preferredTime
              status
              serviceDetails
              specialInstructions
              provider {
                name
              }
            }
          }
        }
      `,
      { id },
      { cookie: await signInCookie(app.url, STAFF_EMAIL) },
    );
    expect(stored.errors).toBeUndefined();
    expect(stored.data.node).toEqual({
      customerName: "Jordan Lee",
      customerPhone: "416-555-0199",
      customerEmail: "jordan@example.test",
      preferredDate: inThreeDays,
      preferredTime: "13:00",
      status: "CONFIRMED",
      serviceDetails: "Two-bedroom condo, about 900 sq ft",
      specialInstructions: "Buzzer 12",
      provider: { name: providerName },
    });

    // Opening it again starts from an empty form.
    await card.getByRole("button", { name: "Book Now" }).click();
    expect(await bookingDialog(page).getByLabel("Your Name").inputValue()).toBe("");
  });

  it("keeps the dialog and the answers when the booking fails", async () => {
    const page = await browser.newPage();
    await page.route("**/graphql", (route) =>
      isBookingRequest(route.request())
        ? route.fulfill({ status: 500, body: "Internal Server Error" })
        : route.continue(),
    );
    await page.goto("/city/toronto-ontario");
    await cards(page).first().getByRole("button", { name: "Book Now" }).click();
    await fillForm(page, "Sam Failing");
    await bookingDialog(page).getByRole("button", { name: "Request Booking" }).click();
    await page.getByText("Booking Failed", { exact: true }).waitFor();
    await page.getByText("There was an error submitting your booking. Please try again.", { exact: true }).waitFor();
    expect(await bookingDialog(page).isVisible()).toBe(true);
    expect(await bookingDialog(page).getByLabel("Your Name").inputValue()).toBe("Sam Failing");
    expect(await bookingDialog(page).getByRole("button", { name: "Request Booking" }).isEnabled()).toBe(true);
  });

  it("makes one booking from two submits of the same form (a double click)", async () => {
    const page = await browser.newPage();
    const keys: string[] = [];
    page.on("request", (request) => {
      if (isBookingRequest(request)) keys.push(idempotencyKeyOf(request));
    });
    const answers: number[] = [];
    page.on("response", async (response) => {
      if (isBookingRequest(response.request())) answers.push(await bookedId(response));
    });
    await page.goto("/city/toronto-ontario");
    await cards(page).first().getByRole("button", { name: "Book Now" }).click();
    await fillForm(page, "Dana Double");
    // Both submits run before React re-renders with the button disabled, so two requests go out.
    await bookingDialog(page)
      .locator("form")
      .evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
    await page.getByText("Booking Submitted", { exact: true }).waitFor();
    await expect.poll(() => answers.length).toBe(2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Each booking made has an id of its own: one id is one booking.
    expect(answers[1]).toBe(answers[0]);
  });

  it("gets the booking already made when a retry follows an answer lost on the way", async () => {
    const page = await browser.newPage();
    const keys: string[] = [];
    let stored: number | undefined;
    await page.route("**/graphql", async (route) => {
      if (!isBookingRequest(route.request())) return route.continue();
      keys.push(idempotencyKeyOf(route.request()));
      const response = await route.fetch();
      if (stored !== undefined) return route.fulfill({ response });
      // The server stored it, but the connection dropped before the answer arrived.
      stored = ((await response.json()) as BookingAnswer).data.createBooking.databaseId;
      return route.abort("connectionreset");
    });
    await page.goto("/city/toronto-ontario");
    await cards(page).first().getByRole("button", { name: "Book Now" }).click();
    await fillForm(page, "Riley Retry");
    const dialog = bookingDialog(page);
    await dialog.getByRole("button", { name: "Request Booking" }).click();
    await page.getByText("Booking Failed", { exact: true }).waitFor();
    expect(stored).toEqual(expect.any(Number));

    const retried = page.waitForResponse((response) => isBookingRequest(response.request()));
    await dialog.getByRole("button", { name: "Request Booking" }).click();
    expect(await bookedId(await retried)).toBe(stored);
    await page.getByText("Booking Submitted", { exact: true }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // The next booking is a new one, with a new key, even with the same answers.
    await cards(page).first().getByRole("button", { name: "Book Now" }).click();
    await fillForm(page, "Riley Retry");
    const next = page.waitForResponse((response) => isBookingRequest(response.request()));
    await bookingDialog(page).getByRole("button", { name: "Request Booking" }).click();
    expect(await bookedId(await next)).not.toBe(stored);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("books from the home page's comparison, prefilled for a signed-in customer", async () => {
    const page = await browser.newPage();
    const cookie = await signInCookie(app.url, "customer@demo.test");
    const [name, value] = cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: app.url }]);

    await page.goto("/");
    await cards(page).first().waitFor();
    const second = (await cards(page).nth(1).getByRole("heading", { level: 3 }).textContent())!;
    await cards(page).nth(0).getByRole("button", { name: "Compare" }).click();
    await cards(page).nth(1).getByRole("button", { name: "Compare" }).click();
    await page
      .getByRole("region", { name: /^Compare \(2\)/ })
      .getByRole("button", { name: "Compare", exact: true })
      .click();
    const comparison = page.getByRole("dialog", { name: "Compare Service Providers" });
    await comparison.getByRole("button", { name: "Book Now" }).nth(1).click();

    const dialog = bookingDialog(page);
    await dialog.waitFor();
    await comparison.waitFor({ state: "detached" });
    await dialog.getByText(second).waitFor();
    expect(await dialog.getByLabel("Your Name").inputValue()).toBe("Casey Customer");
    expect(await dialog.getByLabel("Email Address").inputValue()).toBe("customer@demo.test");
    expect(await dialog.getByLabel("Preferred Date").getAttribute("min")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await dialog.getByLabel("Preferred Time").locator("option").allTextContents()).toEqual([
      "Select a time",
      "9:00 AM",
      "11:00 AM",
      "1:00 PM",
      "3:00 PM",
      "5:00 PM",
    ]);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });
});
