// Steps the booking-and-money journeys share: a demo account's signed-in page, asking the server
// with the page's own session, finding the provider a provider account runs, and booking
// it through the 'Book Service' dialog with a full service address.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { addDaysIso } from "../../shared/calendar/iso-dates.ts";
import type { BrowserSession } from "./browser.ts";
import { signedInPage } from "./session.ts";

export const DEMO_PASSWORD = "demo-password";

export const main = (page: Page) => page.getByRole("main");

/** A toast (or any text) shown exactly so. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Cents as the app shows them: "$1,234.56". */
export const dollars = (cents: number) =>
  new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

/**
 * A page in a fresh context, signed in as `email` by a stored session (session.ts: these
 * journeys are about bookings and money, not the form), then at `path`; with no path, a blank
 * page whose session the next step uses (an API call, or a page it opens itself).
 */
export async function signedIn(
  browser: BrowserSession,
  path: string | undefined,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  return signedInPage(browser, email, { path, password });
}

/** POST /graphql with the page's cookies; throws on any GraphQL error. */
export async function graphqlAs<T = any>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json", accept: "application/json" },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("\n"));
  return body.data!;
}

export interface RunProvider {
  databaseId: number;
  name: string;
  timeZone: string;
  /** The city's page, e.g. "/city/toronto-ontario". */
  cityPath: string;
}

/** The provider the signed-in provider account runs, as the server says. */
export async function providerRunBy(page: Page): Promise<RunProvider> {
  const data = await graphqlAs<{
    viewer: { provider: { databaseId: number; name: string; city: { slug: string; timeZone: string } } | null } | null;
  }>(page, `{ viewer { provider { databaseId name city { slug timeZone } } } }`);
  const provider = data.viewer?.provider;
  if (!provider) throw new Error("The signed-in account runs no provider");
  return {
    databaseId: provider.databaseId,
    name: provider.name,
    timeZone: provider.city.timeZone,
    cityPath: `/city/${provider.city.slug}`,
  };
}

export interface FullAddress {
  street: string;
  unit: string;
  /** What to type in the city picker; the first option starting with it is chosen. */
  city: string;
  postalCode: string;
}

/** Fills every address field of the dialog, the unit too (a prefilled one is replaced). */
export async function fillFullAddress(page: Page, dialog: Locator, address: FullAddress): Promise<void> {
  await dialog.getByLabel("Street Address").fill(address.street);
  await dialog.getByLabel("Apartment, suite or unit").fill(address.unit);
  await dialog.getByRole("button", { name: /^City\b/ }).click();
  await page.getByRole("combobox", { name: "Search cities" }).fill(address.city);
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
  await page
    .getByRole("option", { name: new RegExp(`^${address.city}`) })
    .first()
    .click();
  await dialog.getByLabel("Postal Code").fill(address.postalCode);
}

/** Opens 'Book Service' for `provider` from its city's page (loading more cards until it shows). */
export async function openBookingDialog(page: Page, provider: RunProvider): Promise<Locator> {
  await page.goto(provider.cityPath);
  const list = page.getByRole("list", { name: "Service providers" });
  await list.getByRole("article").first().waitFor();
  const card = list.getByRole("article", { name: provider.name, exact: true });
  const more = main(page).getByRole("button", { name: "Load More Providers" });
  for (let pages = 0; (await card.count()) === 0; pages++) {
    if (pages > 20 || (await more.count()) === 0) throw new Error(`${provider.name} is not on ${provider.cityPath}`);
    await more.click();
    await main(page).getByRole("button", { name: "Load More Providers", disabled: false }).or(card).first().waitFor();
  }
  await card.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Service" });
  await dialog.waitFor();
  return dialog;
}

export interface BookingChoice {
  /** "YYYY-MM-DD" on the provider's calendar. */
  date: string;
  /** One of the dialog's labels, e.g. "1:00 PM". */
  time: string;
  address: FullAddress;
  phone?: string;
}

/** Fills the open dialog and sends it; the new booking's databaseId once the dialog has closed. */
export async function requestBooking(page: Page, dialog: Locator, choice: BookingChoice): Promise<number> {
  await dialog.getByLabel("Service Type").selectOption({ index: 1 });
  await dialog.getByLabel("Preferred Date").fill(choice.date);
  await dialog.getByLabel("Preferred Time").selectOption({ label: choice.time });
  await fillFullAddress(page, dialog, choice.address);
  await dialog.getByLabel("Phone Number").fill(choice.phone ?? "416-555-0199");
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes("BookingDialogMutation"),
  );
  await dialog.getByRole("button", { name: "Request Booking" }).click();
  const body = (await (await answer).json()) as {
    data?: { createBooking: { __typename: string; databaseId?: number; message?: string } };
  };
  expect(body.data?.createBooking.__typename).toBe("CreateBookingPayload");
  await dialog.waitFor({ state: "detached" });
  return body.data!.createBooking.databaseId!;
}

/** "YYYY-MM-DD" `days` after today on `timeZone`'s calendar. */
export function dateIn(timeZone: string, days = 0): string {
  return addDaysIso(new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date()), days);
}

/** A day two weeks on in Toronto, when the demo provider's week of bookings is over. */
function laterDayInToronto(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(day);
}

/**
 * The customer books the demo provider and pays with Stripe's test card 4242…, through the
 * same GraphQL calls the checkout page makes. Returns the cents charged.
 */
export async function paidDemoBooking(
  customer: Page,
  days: number,
): Promise<{ bookingId: number; paymentId: number; amount: number }> {
  const { createBooking } = await graphqlAs<{
    createBooking: { __typename: string; databaseId?: number; message?: string };
  }>(
    customer,
    `
      mutation ($input: CreateBookingInput!) {
        createBooking(input: $input) {
          __typename
          ... on CreateBookingPayload {
            databaseId
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      input: {
        providerId: "1",
        serviceType: "house-cleaning",
        preferredDate: laterDayInToronto(days),
        preferredTime: "11:00",
        customerName: "Casey Customer",
        customerPhone: "416-555-0142",
        customerEmail: "customer@demo.test",
        // City 1 is Toronto (the seed inserts cities.json in order).
        address: { street: "100 Queen St W", cityId: "1", postalCode: "M5H 2N2" },
      },
    },
  );
  expect(createBooking, createBooking.message).toMatchObject({ __typename: "CreateBookingPayload" });
  const bookingId = createBooking.databaseId!;

  const { createPaymentIntent } = await graphqlAs<{
    createPaymentIntent: {
      __typename: string;
      clientSecret?: string;
      summary?: { amount: number };
      payment?: { databaseId: number };
      message?: string;
    };
  }>(
    customer,
    `
      mutation ($input: CreatePaymentIntentInput!) {
        createPaymentIntent(input: $input) {
          __typename
          ... on StartCheckoutPayload {
            clientSecret
            summary {
              amount
            }
            payment {
              databaseId
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { bookingId: String(bookingId) } },
  );
  expect(createPaymentIntent, createPaymentIntent.message).toMatchObject({ __typename: "StartCheckoutPayload" });

  const { payWithTestCard } = await graphqlAs<{
    payWithTestCard: { __typename: string; succeeded?: boolean; declined?: string; message?: string };
  }>(
    customer,
    `
      mutation ($input: PayWithTestCardInput!) {
        payWithTestCard(input: $input) {
          __typename
          ... on PayWithTestCardPayload {
            succeeded
            declined: declineMessage
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { clientSecret: createPaymentIntent.clientSecret, cardNumber: "4242 4242 4242 4242" } },
  );
  expect(payWithTestCard, payWithTestCard.message ?? payWithTestCard.declined).toMatchObject({ succeeded: true });
  return { bookingId, paymentId: createPaymentIntent.payment!.databaseId, amount: createPaymentIntent.summary!.amount };
}
