// Where the job is: a signed-in customer books the demo provider account's business through
// 'Book Service' with a full service address (street, unit, city from the picker, postal code
// typed loosely), and the provider reads that address, as one line, on the dashboard's
// booking card. The next booking's dialog starts from that address; a postal code from
// another province is refused there with the server's own words, and nothing is booked.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  dateIn,
  type FullAddress,
  graphqlAs,
  main,
  openBookingDialog,
  providerRunBy,
  requestBooking,
  signedIn,
} from "./support/booking-journeys.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const CUSTOMER = "customer@demo.test";
const PROVIDER = "provider@demo.test";

// Typed as a person might: the postal code in lower case, without its space.
const ADDRESS: FullAddress = { street: "250 Front St W", unit: "1204", city: "Toronto", postalCode: "m5v3l9" };
/** The one line the provider reads (shared/addresses/service-address.ts formatServiceAddress). */
const ADDRESS_LINE = "250 Front St W, Unit 1204, Toronto, ON M5V 3L9";
/** A Vancouver postal code: B.C.'s first letter, not Ontario's. */
const WRONG_POSTAL_CODE = "V6B 1A1";
const WRONG_PROVINCE_MESSAGE = "This postal code is not in Ontario";

interface AddressedBooking {
  databaseId: number;
  address: string | null;
  addressUnit: string;
  postalCode: string | null;
  addressCity: { name: string; provinceCode: string } | null;
  formattedAddress: string | null;
  addressToConfirm: boolean;
}

async function customerBookings(page: Page): Promise<AddressedBooking[]> {
  const data = await graphqlAs<{ viewer: { bookings: { edges: { node: AddressedBooking }[] } } }>(
    page,
    `{
      viewer {
        bookings(first: 100) {
          edges {
            node {
              databaseId address addressUnit postalCode addressCity { name provinceCode }
              formattedAddress addressToConfirm
            }
          }
        }
      }
    }`,
  );
  return data.viewer.bookings.edges.map((edge) => edge.node);
}

/** Every request the page sends that creates a booking. */
function bookingRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && (request.postData() ?? "").includes("createBooking")) {
      sent.push(request.postData() ?? "");
    }
  });
  return sent;
}

const inputValue = (dialog: Locator, label: string) => dialog.getByLabel(label).inputValue();

describe("a booking's service address", () => {
  it("the customer books with a full address and the provider sees it on the booking's card", async () => {
    const providerPage = await signedIn(browser, "/provider-dashboard", PROVIDER);
    const provider = await providerRunBy(providerPage);

    const customer = await signedIn(browser, undefined, CUSTOMER);
    const dialog = await openBookingDialog(customer, provider);
    const bookingId = await requestBooking(customer, dialog, {
      date: dateIn(provider.timeZone, 2),
      time: "3:00 PM",
      address: ADDRESS,
    });

    // Stored as checked: its parts, the postal code written the one way, nothing to confirm.
    const booking = (await customerBookings(customer)).find((b) => b.databaseId === bookingId);
    expect(booking).toEqual({
      databaseId: bookingId,
      address: "250 Front St W",
      addressUnit: "1204",
      postalCode: "M5V 3L9",
      addressCity: { name: "Toronto", provinceCode: "ON" },
      formattedAddress: ADDRESS_LINE,
      addressToConfirm: false,
    });

    // The customer's own card says where too.
    await customer.goto("/bookings");
    await main(customer).getByRole("article").filter({ hasText: ADDRESS_LINE }).first().waitFor();

    // The provider's card: the whole line under "Address", not "Address to confirm".
    await providerPage.goto("/provider-dashboard");
    await main(providerPage).getByRole("tab", { name: "Upcoming" }).click();
    const card = main(providerPage).getByRole("article").filter({ hasText: ADDRESS_LINE });
    await card.waitFor();
    const address = card.locator("dt", { hasText: /^Address$/ }).locator("xpath=following-sibling::dd[1]");
    expect((await address.innerText()).trim()).toBe(ADDRESS_LINE);
    expect(await card.getByText("Address to confirm").count()).toBe(0);
  });

  it("the next booking starts from that address; another province's postal code is refused and nothing is booked", async () => {
    const providerPage = await signedIn(browser, "/provider-dashboard", PROVIDER);
    const provider = await providerRunBy(providerPage);

    const customer = await signedIn(browser, undefined, CUSTOMER);
    const before = await customerBookings(customer);
    expect(before.some((b) => b.formattedAddress === ADDRESS_LINE)).toBe(true);
    const sent = bookingRequests(customer);

    const dialog = await openBookingDialog(customer, provider);
    // Prefilled with the last address, as it was stored.
    expect(await inputValue(dialog, "Street Address")).toBe("250 Front St W");
    expect(await inputValue(dialog, "Apartment, suite or unit")).toBe("1204");
    expect(await inputValue(dialog, "Postal Code")).toBe("M5V 3L9");
    await dialog.getByRole("button", { name: /^City\b.*Toronto, Ontario/ }).waitFor();

    await dialog.getByLabel("Service Type").selectOption({ index: 1 });
    await dialog.getByLabel("Preferred Date").fill(dateIn(provider.timeZone, 5));
    await dialog.getByLabel("Preferred Time").selectOption({ label: "9:00 AM" });
    await dialog.getByLabel("Phone Number").fill("416-555-0199");
    await dialog.getByLabel("Postal Code").fill(WRONG_POSTAL_CODE);
    await dialog.getByRole("button", { name: "Request Booking" }).click();

    // Refused under the field, which is marked invalid; the dialog stays open.
    await dialog.getByText(WRONG_PROVINCE_MESSAGE, { exact: true }).waitFor();
    expect(await dialog.getByLabel("Postal Code").getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.isVisible()).toBe(true);

    // The words are the server's: sent as it stands, the server refuses it with the same message.
    const toronto = await graphqlAs<{ city: { databaseId: number } }>(
      customer,
      `{ city(slug: "toronto-ontario") { databaseId } }`,
    );
    const answer = await graphqlAs<{
      createBooking: { __typename: string; message?: string; fieldErrors?: { path: string[]; message: string }[] };
    }>(
      customer,
      `mutation($input: CreateBookingInput!) {
        createBooking(input: $input) {
          __typename
          ... on Error { message }
          ... on ValidationError { fieldErrors { path message } }
        }
      }`,
      {
        input: {
          providerId: String(provider.databaseId),
          serviceType: "house-cleaning",
          preferredDate: dateIn(provider.timeZone, 5),
          preferredTime: "09:00",
          customerName: "Casey Customer",
          customerPhone: "416-555-0199",
          customerEmail: CUSTOMER,
          address: {
            street: "250 Front St W",
            unit: "1204",
            cityId: String(toronto.city.databaseId),
            postalCode: WRONG_POSTAL_CODE,
          },
        },
      },
    );
    expect(answer.createBooking).toEqual({
      __typename: "ValidationError",
      message: WRONG_PROVINCE_MESSAGE,
      fieldErrors: [{ path: ["address", "postalCode"], message: WRONG_PROVINCE_MESSAGE }],
    });

    // Nothing was booked: the dialog sent nothing, and the customer has the same bookings.
    expect(sent).toEqual([]);
    expect((await customerBookings(customer)).map((b) => b.databaseId).sort()).toEqual(
      before.map((b) => b.databaseId).sort(),
    );
  });
});
