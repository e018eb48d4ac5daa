// Where the job is: every GraphQL booking door requires a checked service address (a city
// from the list, its postal code in that city's province), the spec's REST payload still
// books without one (flagged "to confirm"), the scheduler copies a schedule's address into
// each visit, the provider and the customer read it, and it is exported and erased with
// the account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ADDRESS_MESSAGES } from "../../../shared/addresses/service-address.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { restCall, signedInAccount, type SignedInAccount } from "../support/notifications.ts";
import { runScheduler } from "../support/schedules.ts";
import { TEST_SERVICE_ADDRESS, TORONTO_CITY_ID } from "../support/service-address.ts";

let api: TestApp;
let customer: SignedInAccount;
let provider: SignedInAccount;
let vancouverId: number;

beforeAll(async () => {
  api = await startTestApp({ providers: 4 });
  customer = await signedInAccount(api, "address-customer@addresses.test");
  provider = await signedInAccount(api, "address-provider@addresses.test", "PROVIDER", 1);
  vancouverId = (await api.db.prisma.city.findUniqueOrThrow({ where: { slug: "vancouver-british-columbia" } })).id;
});
afterAll(() => api?.close());

// TEST_NOW is Friday 2026-11-20, 10 am in Toronto (provider 1, house cleaning).
const request = {
  serviceType: "house-cleaning",
  preferredDate: "2026-11-23",
  preferredTime: "09:00",
  customerName: "Avery Address",
  customerPhone: "416-555-0142",
  customerEmail: "avery@addresses.test",
};

const CREATE_BOOKING = /* GraphQL */ `
  mutation ($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on CreateBookingPayload {
        databaseId
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

const BOOKING_ADDRESS = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on Booking {
        address
        addressUnit
        postalCode
        addressCity {
          name
          provinceCode
        }
        formattedAddress
        addressToConfirm
      }
    }
  }
`;

const bookingGlobalId = (id: number) => Buffer.from(`Booking:${id}`).toString("base64");
const bookingCount = () => api.db.prisma.booking.count();

async function book(address: unknown, cookie?: string) {
  const { data, errors } = await api.graphql(
    CREATE_BOOKING,
    { input: { ...request, providerId: "1", address } },
    cookie ? { cookie } : {},
  );
  return { result: data?.createBooking, errors };
}

describe("GraphQL createBooking", () => {
  it("requires the address: without one nothing is created", async () => {
    const before = await bookingCount();
    const { result, errors } = await book(undefined);
    expect(result ?? null).toBeNull();
    expect(errors?.[0]?.message).toMatch(/address/);
    expect(await bookingCount()).toBe(before);
  });

  it("stores a checked address, normalised, and shows it on one line", async () => {
    const { result } = await book(
      { street: " 100 Queen St W ", unit: "4", cityId: TORONTO_CITY_ID, postalCode: "m5h2n2" },
      customer.cookie,
    );
    expect(result.__typename).toBe("CreateBookingPayload");
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: result.databaseId } });
    expect(stored).toMatchObject({
      address: "100 Queen St W",
      addressUnit: "4",
      addressCityId: TORONTO_CITY_ID,
      postalCode: "M5H 2N2",
    });
    const { data } = await api.graphql(
      BOOKING_ADDRESS,
      { id: bookingGlobalId(result.databaseId) },
      { cookie: customer.cookie },
    );
    expect(data?.node).toEqual({
      address: "100 Queen St W",
      addressUnit: "4",
      postalCode: "M5H 2N2",
      addressCity: { name: "Toronto", provinceCode: "ON" },
      formattedAddress: "100 Queen St W, Unit 4, Toronto, ON M5H 2N2",
      addressToConfirm: false,
    });
  });

  it("refuses a postal code outside the city's province, saying which, and creates nothing", async () => {
    const before = await bookingCount();
    const { result } = await book({ ...TEST_SERVICE_ADDRESS, postalCode: "V6B 1A1" });
    expect(result).toEqual({
      __typename: "ValidationError",
      message: "This postal code is not in Ontario",
      fieldErrors: [{ path: ["address", "postalCode"], message: "This postal code is not in Ontario" }],
    });
    // The same code is right for Vancouver, named by its global id as the city picker has it.
    const vancouver = await book({
      ...TEST_SERVICE_ADDRESS,
      cityId: Buffer.from(`City:${vancouverId}`).toString("base64"),
      postalCode: "V6B 1A1",
    });
    expect(vancouver.result.__typename).toBe("CreateBookingPayload");
    expect(await bookingCount()).toBe(before + 1);
  });

  it.each([
    ["a city not in the list", { cityId: 999_999 }, ["address", "cityId"], SERVICE_ADDRESS_MESSAGES.unknownCity],
    ["an id that is no city's", { cityId: "Provider:1" }, ["address", "cityId"], SERVICE_ADDRESS_MESSAGES.city],
    [
      "a malformed postal code",
      { postalCode: "12345" },
      ["address", "postalCode"],
      SERVICE_ADDRESS_MESSAGES.postalCode,
    ],
    ["an empty street", { street: "  " }, ["address", "street"], SERVICE_ADDRESS_MESSAGES.street],
    ["a NUL in the unit", { unit: "4\u0000" }, ["address", "unit"], "Must not contain control characters"],
    ["a huge street", { street: "x".repeat(10_000) }, ["address", "street"], "Must be at most 200 characters"],
  ])("refuses %s and creates nothing", async (_case, change, path, message) => {
    const before = await bookingCount();
    const { result } = await book({ ...TEST_SERVICE_ADDRESS, ...change });
    expect(result).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ path, message }] });
    expect(await bookingCount()).toBe(before);
  });
});

describe("REST POST /api/bookings", () => {
  it("answers the spec's payload 201 as before; the booking has no postal code and is flagged to confirm", async () => {
    const { status, body } = await restCall(api, "POST", "/api/bookings", { body: { ...request, providerId: 1 } });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(
      ["estimatedPrice", "id", "preferredDate", "preferredTime", "providerId", "serviceType", "status"].sort(),
    );
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ address: null, addressUnit: "", addressCityId: null, postalCode: null });
    const { data } = await api.graphql(BOOKING_ADDRESS, { id: bookingGlobalId(body.id) }, { cookie: provider.cookie });
    expect(data?.node).toMatchObject({ formattedAddress: null, addressToConfirm: true });
  });

  it("keeps a free-form address line, still to confirm", async () => {
    const { status, body } = await restCall(api, "POST", "/api/bookings", {
      body: { ...request, providerId: 1, address: "12 Elm St, Toronto" },
    });
    expect(status).toBe(201);
    const { data } = await api.graphql(BOOKING_ADDRESS, { id: bookingGlobalId(body.id) }, { cookie: provider.cookie });
    expect(data?.node).toMatchObject({ address: "12 Elm St, Toronto", postalCode: null, addressToConfirm: true });
    const read = await restCall(api, "GET", `/api/bookings/${body.id}`, { cookie: provider.cookie });
    expect(read.body).toMatchObject({ address: "12 Elm St, Toronto", postalCode: null, addressToConfirm: true });
  });

  it("checks a structured address when one is sent: 400 in its words, nothing stored", async () => {
    const before = await bookingCount();
    const answer = await restCall(api, "POST", "/api/bookings", {
      body: { ...request, providerId: 1, address: { ...TEST_SERVICE_ADDRESS, postalCode: "H2X 1Y4" } },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: "This postal code is not in Ontario" } });
    expect(await bookingCount()).toBe(before);
  });
});

describe("time slots", () => {
  const BOOK_SLOT = /* GraphQL */ `
    mutation ($input: BookTimeSlotInput!) {
      bookTimeSlot(input: $input) {
        __typename
        ... on CreateBookingPayload {
          databaseId
        }
        ... on Error {
          message
        }
      }
    }
  `;
  let hour = 0;
  const freshSlot = () =>
    api.db.prisma.timeSlot.create({
      data: {
        providerId: 1,
        startsAt: new Date(Date.UTC(2026, 11, 3, 14 + hour++)),
        endsAt: new Date(Date.UTC(2026, 11, 3, 14 + hour)),
        durationMinutes: 60,
        price: 9_000,
      },
    });
  const slotCustomer = {
    serviceType: "house-cleaning",
    customerName: "Sam Slot",
    customerPhone: "416-555-0177",
    customerEmail: "sam@addresses.test",
  };

  it("bookTimeSlot requires the address and stores it", async () => {
    const slot = await freshSlot();
    const missing = await api.graphql(BOOK_SLOT, { input: { ...slotCustomer, timeSlotId: String(slot.id) } });
    expect(missing.data ?? null).toBeNull();
    const { data } = await api.graphql(BOOK_SLOT, {
      input: { ...slotCustomer, timeSlotId: String(slot.id), address: TEST_SERVICE_ADDRESS },
    });
    expect(data!.bookTimeSlot.__typename).toBe("CreateBookingPayload");
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: data!.bookTimeSlot.databaseId } });
    expect(stored).toMatchObject({ address: "100 Queen St W", addressCityId: TORONTO_CITY_ID, postalCode: "M5H 2N2" });
  });

  it("REST books with the spec's payload as before, and refuses a wrong province leaving the slot open", async () => {
    const slot = await freshSlot();
    const wrong = await restCall(api, "POST", `/api/time-slots/${slot.id}/book`, {
      body: { ...slotCustomer, address: { ...TEST_SERVICE_ADDRESS, postalCode: "T2P 1J9" } },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: "This postal code is not in Ontario" } });
    expect((await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).status).toBe("AVAILABLE");
    const spec = await restCall(api, "POST", `/api/time-slots/${slot.id}/book`, { body: slotCustomer });
    expect(spec.status).toBe(201);
    expect(spec.body).toMatchObject({ address: null, postalCode: null, addressToConfirm: true });
  });
});

describe("recurring schedules", () => {
  const CREATE_SCHEDULE = /* GraphQL */ `
    mutation ($input: CreateRecurringScheduleInput!) {
      createRecurringSchedule(input: $input) {
        __typename
        ... on RecurringSchedulePayload {
          recurringSchedule {
            databaseId
            formattedAddress
            addressToConfirm
          }
        }
        ... on Error {
          message
        }
      }
    }
  `;
  const schedule = {
    providerId: "1",
    serviceType: "house-cleaning",
    frequency: "WEEKLY",
    dayOfWeek: 3,
    startDate: "2026-11-20",
    customerName: "Avery Address",
    customerPhone: "416-555-0142",
    customerEmail: "avery@addresses.test",
  };

  it("requires the address, refuses a wrong province, and the scheduler copies it into each visit", async () => {
    const before = await api.db.prisma.recurringSchedule.count();
    const missing = await api.graphql(CREATE_SCHEDULE, { input: schedule }, { cookie: customer.cookie });
    expect(missing.data ?? null).toBeNull();
    const wrong = await api.graphql(
      CREATE_SCHEDULE,
      { input: { ...schedule, address: { ...TEST_SERVICE_ADDRESS, postalCode: "V6B 1A1" } } },
      { cookie: customer.cookie },
    );
    expect(wrong.data!.createRecurringSchedule).toEqual({
      __typename: "ValidationError",
      message: "This postal code is not in Ontario",
    });
    expect(await api.db.prisma.recurringSchedule.count()).toBe(before);

    const { data } = await api.graphql(
      CREATE_SCHEDULE,
      { input: { ...schedule, address: { ...TEST_SERVICE_ADDRESS, unit: "Suite 300" } } },
      { cookie: customer.cookie },
    );
    const created = data!.createRecurringSchedule.recurringSchedule;
    expect(created).toMatchObject({
      formattedAddress: "100 Queen St W, Suite 300, Toronto, ON M5H 2N2",
      addressToConfirm: false,
    });

    await runScheduler(api.db.prisma, { now: () => TEST_NOW });
    const visits = await api.db.prisma.booking.findMany({ where: { recurringScheduleId: created.databaseId } });
    expect(visits.length).toBeGreaterThan(0);
    for (const visit of visits) {
      expect(visit).toMatchObject({
        address: "100 Queen St W",
        addressUnit: "Suite 300",
        addressCityId: TORONTO_CITY_ID,
        postalCode: "M5H 2N2",
      });
    }
  });

  it("REST takes the spec's payload without an address as before", async () => {
    const { status, body } = await restCall(api, "POST", "/api/recurring-schedules", {
      cookie: customer.cookie,
      body: { ...schedule, providerId: 1, frequency: "weekly", nextBookingDate: "2026-11-25" },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ address: null, postalCode: null });
  });
});

describe("who sees it", () => {
  it("the provider's dashboard shows the address, or that it is to be confirmed", async () => {
    const booked = await book(TEST_SERVICE_ADDRESS);
    const spec = await restCall(api, "POST", "/api/bookings", { body: { ...request, providerId: 1 } });
    const { data } = await api.graphql(
      `{ providerDashboard { upcomingBookings(first: 100) { edges { node { databaseId formattedAddress addressToConfirm } } } } }`,
      {},
      { cookie: provider.cookie },
    );
    const nodes = data!.providerDashboard.upcomingBookings.edges.map((edge: any) => edge.node);
    expect(nodes).toContainEqual({
      databaseId: booked.result.databaseId,
      formattedAddress: "100 Queen St W, Toronto, ON M5H 2N2",
      addressToConfirm: false,
    });
    expect(nodes).toContainEqual({ databaseId: spec.body.id, formattedAddress: null, addressToConfirm: true });
  });

  it("the customer's last service address prefills the next form; nobody else's", async () => {
    const shopper = await signedInAccount(api, "last-address@addresses.test");
    const LAST = `{ viewer { lastServiceAddress { street unit postalCode formatted city { name } } } }`;
    expect((await api.graphql(LAST, {}, { cookie: shopper.cookie })).data!.viewer.lastServiceAddress).toBeNull();
    await book({ ...TEST_SERVICE_ADDRESS, street: "1 First Ave" }, shopper.cookie);
    await book({ ...TEST_SERVICE_ADDRESS, street: "2 Second Ave", unit: "7" }, shopper.cookie);
    expect((await api.graphql(LAST, {}, { cookie: shopper.cookie })).data!.viewer.lastServiceAddress).toEqual({
      street: "2 Second Ave",
      unit: "7",
      postalCode: "M5H 2N2",
      formatted: "2 Second Ave, Unit 7, Toronto, ON M5H 2N2",
      city: { name: "Toronto" },
    });
    expect((await api.graphql(LAST, {}, { cookie: provider.cookie })).data!.viewer.lastServiceAddress).toBeNull();
  });
});

describe("the customer's data", () => {
  it("is exported with the address, and erased with the account on bookings and schedules", async () => {
    const leaving = await signedInAccount(api, "leaving@addresses.test");
    const { result } = await book({ ...TEST_SERVICE_ADDRESS, unit: "12" }, leaving.cookie);
    const scheduled = await restCall(api, "POST", "/api/recurring-schedules", {
      cookie: leaving.cookie,
      body: {
        providerId: 1,
        serviceType: "house-cleaning",
        frequency: "weekly",
        dayOfWeek: 3,
        startDate: "2026-11-20",
        customerName: "Lee Leaving",
        customerPhone: "416-555-0111",
        customerEmail: "leaving@addresses.test",
        address: TEST_SERVICE_ADDRESS,
      },
    });
    expect(scheduled.status).toBe(201);

    const exported = await restCall(api, "GET", "/api/account/export", { cookie: leaving.cookie });
    expect(exported.body.bookings[0].serviceAddress).toEqual({
      street: "100 Queen St W",
      unit: "12",
      city: "Toronto",
      province: "Ontario",
      postalCode: "M5H 2N2",
      formatted: "100 Queen St W, Unit 12, Toronto, ON M5H 2N2",
    });
    expect(exported.body.recurringSchedules[0].serviceAddress).toMatchObject({
      street: "100 Queen St W",
      postalCode: "M5H 2N2",
    });

    // Deletion waits for nothing unfinished: the visit is done and the schedule ended.
    await api.db.prisma.booking.update({
      where: { id: result.databaseId },
      data: { status: "COMPLETED", completedAt: TEST_NOW, actualPrice: 12_000 },
    });
    await api.db.prisma.recurringSchedule.update({ where: { id: scheduled.body.id }, data: { status: "CANCELLED" } });
    const deleted = await api.graphql(
      `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { password: "notification tests pass 1" } },
      { cookie: leaving.cookie },
    );
    expect(deleted.data!.deleteAccount.__typename).toBe("DeleteAccountPayload");
    const blank = { address: null, addressUnit: "", addressCityId: null, postalCode: null };
    expect(await api.db.prisma.booking.findUniqueOrThrow({ where: { id: result.databaseId } })).toMatchObject(blank);
    expect(await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: scheduled.body.id } })).toMatchObject(
      blank,
    );
  });
});
