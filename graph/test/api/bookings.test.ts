// Booking requests (spec sections 3, 5, 7 and 8) through GraphQL and POST /api/bookings,
// and who may read a booking afterwards.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE, withoutRequestId } from "../support/app.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";
import { offerServiceAtStartingPrice } from "../support/offered-service.ts";

let api: TestApp;
let vancouverProviderId: number;
let pendingProviderId: number;

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const vancouver = await api.db.prisma.city.findUniqueOrThrow({ where: { slug: "vancouver-british-columbia" } });
  vancouverProviderId = 2;
  await api.db.prisma.provider.update({ where: { id: vancouverProviderId }, data: { cityId: vancouver.id } });
  // The requests below book house cleaning, so this provider must offer it.
  await offerServiceAtStartingPrice(api.db.prisma, vancouverProviderId, "house-cleaning");
  pendingProviderId = 3;
  await api.db.prisma.provider.update({ where: { id: pendingProviderId }, data: { status: "PENDING" } });
});
afterAll(() => api?.close());

// TEST_NOW is 2026-11-20T15:00Z: 10 am on 2026-11-20 in Toronto (provider 1).
const request = {
  serviceType: "house-cleaning",
  preferredDate: "2026-11-20",
  preferredTime: "1:00 PM",
  serviceDetails: "Two-bedroom condo",
  customerName: "Jordan Lee",
  customerPhone: "416-555-0199",
  customerEmail: "jordan@example.test",
  specialInstructions: "Buzzer 12",
};

/** GraphQL requires where the job is; the spec's REST payload (`request`) has no address. */
const graphRequest = { ...request, address: TEST_SERVICE_ADDRESS };

const CREATE_BOOKING = /* GraphQL */ `
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on CreateBookingPayload {
        bookingId
        databaseId
        status
        serviceType
        preferredDate
        preferredTime
        estimatedPrice
        provider {
          databaseId
          name
        }
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

const BOOKING_NODE = /* GraphQL */ `
  query BookingNode($id: ID!) {
    node(id: $id) {
      ... on Booking {
        databaseId
        customerName
        customerEmail
        status
        preferredDate
        preferredTime
        estimatedPrice
        provider {
          databaseId
        }
      }
    }
  }
`;

async function signIn(email: string) {
  const { response } = await api.graphql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, {
    input: { email, password: "demo-password", code: TEST_STAFF_CODE },
  });
  return cookieFrom(response);
}

async function postBooking(body: unknown, headers: Record<string, string> = {}) {
  const response = await api.request("/api/bookings", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const bookingCount = () => api.db.prisma.booking.count();
const startingPriceOf = async (id: number) =>
  (await api.db.prisma.provider.findUniqueOrThrow({ where: { id }, select: { startingPrice: true } })).startingPrice;

describe("createBooking (GraphQL)", () => {
  it("stores a visitor's request for provider 1, CONFIRMED at the starting price, with no account", async () => {
    const providerGlobalId = encodeGlobalID("Provider", 1);
    const { data, errors } = await api.graphql(CREATE_BOOKING, {
      input: { ...graphRequest, providerId: providerGlobalId },
    });
    expect(errors).toBeUndefined();
    const startingPrice = await startingPriceOf(1);
    expect(data!.createBooking).toMatchObject({
      __typename: "CreateBookingPayload",
      status: "CONFIRMED",
      serviceType: "house-cleaning",
      preferredDate: "2026-11-20",
      preferredTime: "13:00",
      estimatedPrice: startingPrice,
      provider: { databaseId: 1, name: "Maple Leaf Cleaning Co." },
    });
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: data!.createBooking.databaseId } });
    expect(stored).toMatchObject({
      providerId: 1,
      customerId: null,
      customerName: "Jordan Lee",
      customerPhone: "416-555-0199",
      customerEmail: "jordan@example.test",
      serviceType: "house-cleaning",
      serviceDetails: "Two-bedroom condo",
      specialInstructions: "Buzzer 12",
      preferredTime: "13:00",
      status: "CONFIRMED",
      estimatedPrice: startingPrice,
      actualPrice: null,
      address: "100 Queen St W",
      addressUnit: "",
      addressCityId: 1,
      postalCode: "M5H 2N2",
    });
    expect(stored.preferredDate.toISOString()).toBe("2026-11-20T00:00:00.000Z");
  });

  it("accepts the numeric databaseId and a 24-hour time too", async () => {
    const { data } = await api.graphql(CREATE_BOOKING, {
      input: { ...graphRequest, providerId: "1", preferredTime: "09:00" },
    });
    expect(data!.createBooking).toMatchObject({ __typename: "CreateBookingPayload", preferredTime: "09:00" });
  });

  it("links a signed-in customer's booking to the account", async () => {
    const cookie = await signIn("customer@demo.test");
    const { data } = await api.graphql(CREATE_BOOKING, { input: { ...graphRequest, providerId: "1" } }, { cookie });
    const customer = await api.db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } });
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: data!.createBooking.databaseId } });
    expect(stored.customerId).toBe(customer.id);
  });

  it("refuses empty required fields as one ValidationError naming each field, and stores nothing", async () => {
    const before = await bookingCount();
    const { data } = await api.graphql(CREATE_BOOKING, {
      input: { ...graphRequest, providerId: "1", serviceType: "", customerPhone: "   ", preferredTime: "" },
    });
    expect(data!.createBooking).toMatchObject({
      __typename: "ValidationError",
      message: "Please fill in all required fields.",
    });
    expect(data!.createBooking.fieldErrors.map((f: any) => f.path[0]).sort()).toEqual([
      "customerPhone",
      "preferredTime",
      "serviceType",
    ]);
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a time the dialog does not offer, and an unknown service type", async () => {
    const time = await api.graphql(CREATE_BOOKING, {
      input: { ...graphRequest, providerId: "1", preferredTime: "10:00" },
    });
    expect(time.data!.createBooking).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: ["preferredTime"] }],
    });
    const service = await api.graphql(CREATE_BOOKING, {
      input: { ...graphRequest, providerId: "1", serviceType: "dog-walking" },
    });
    expect(service.data!.createBooking).toMatchObject({
      __typename: "ValidationError",
      message: "Please select a service type",
      fieldErrors: [{ path: ["serviceType"] }],
    });
  });

  it("refuses a service the provider does not offer, and stores nothing", async () => {
    const offered = await api.db.prisma.providerCategory.findMany({
      where: { providerId: 1 },
      select: { category: { select: { slug: true } } },
    });
    const notOffered = await api.db.prisma.category.findFirstOrThrow({
      where: { slug: { notIn: offered.map((row) => row.category.slug) } },
    });
    const before = await api.db.prisma.booking.count();
    const result = await api.graphql(CREATE_BOOKING, {
      input: { ...graphRequest, providerId: "1", serviceType: notOffered.slug },
    });
    expect(result.data!.createBooking).toMatchObject({
      __typename: "ValidationError",
      message: "This provider does not offer that service. Please choose one of their services.",
      fieldErrors: [{ path: ["serviceType"] }],
    });
    expect(await api.db.prisma.booking.count()).toBe(before);
  });

  it("refuses a date before today in the provider's city", async () => {
    const before = await bookingCount();
    const { data } = await api.graphql(CREATE_BOOKING, {
      input: { ...graphRequest, providerId: "1", preferredDate: "2026-11-19" },
    });
    expect(data!.createBooking).toEqual({
      __typename: "ValidationError",
      message: "Please choose today or a later date.",
      fieldErrors: [{ path: ["preferredDate"], message: "Please choose today or a later date." }],
    });
    expect(await bookingCount()).toBe(before);
  });

  it("refuses an unknown, pending or malformed provider as ProviderUnavailableError", async () => {
    const before = await bookingCount();
    for (const providerId of ["999999", String(pendingProviderId), encodeGlobalID("City", 1), "not-an-id"]) {
      const { data } = await api.graphql(CREATE_BOOKING, { input: { ...graphRequest, providerId } });
      expect(data!.createBooking).toEqual({
        __typename: "ProviderUnavailableError",
        message: "This provider is not available for booking.",
      });
    }
    expect(await bookingCount()).toBe(before);
  });
});

describe("POST /api/bookings", () => {
  it("answers 201 with the stored booking", async () => {
    const { status, body } = await postBooking({ ...request, providerId: 1, preferredTime: "3:00 PM" });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      status: "confirmed",
      providerId: 1,
      serviceType: "house-cleaning",
      preferredDate: "2026-11-20",
      preferredTime: "15:00",
      estimatedPrice: await startingPriceOf(1),
    });
    expect((await api.db.prisma.booking.findUniqueOrThrow({ where: { id: body.id } })).customerId).toBeNull();
  });

  it("answers 400 'Please fill in all required fields.' for missing fields, and stores nothing", async () => {
    const before = await bookingCount();
    for (const body of [
      { providerId: 1 },
      { ...request, providerId: 1, customerEmail: "" },
      { ...request },
      {},
      null,
      [],
    ]) {
      const response = await postBooking(body);
      expect(response).toMatchObject({ status: 400, body: { message: "Please fill in all required fields." } });
    }
    expect(await bookingCount()).toBe(before);
  });

  it("answers 400 for malformed JSON and for a past date", async () => {
    expect(await postBooking("{not json")).toEqual({
      status: 400,
      body: { message: "The request body is not valid JSON." },
    });
    expect(await postBooking({ ...request, providerId: 1, preferredDate: "2026-11-19" })).toMatchObject({
      status: 400,
      body: { message: "Please choose today or a later date." },
    });
  });

  it("answers 404 for an unknown or pending provider, and stores nothing", async () => {
    const before = await bookingCount();
    for (const providerId of [999999, pendingProviderId]) {
      expect(await postBooking({ ...request, providerId })).toEqual({
        status: 404,
        body: { message: "This provider is not available for booking." },
      });
    }
    expect(await bookingCount()).toBe(before);
  });
});

describe("today is the provider's", () => {
  // 2026-11-21T05:00Z: midnight has passed in Toronto, but it is 9 pm on the 20th in Vancouver.
  const lateEvening = new Date("2026-11-21T05:00:00Z");

  it("refuses the 20th for Toronto and accepts it for Vancouver at the same instant", async () => {
    expect(lateEvening.getTime()).toBeGreaterThan(TEST_NOW.getTime());
    const app = createApp({ db: api.db.prisma, clock: { now: () => lateEvening }, logError: () => {} });
    const post = async (providerId: number) => {
      const response = await withoutRequestId(
        await app.fetch(
          new Request("http://marketplace.test/api/bookings", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...request, providerId, preferredDate: "2026-11-20" }),
          }),
        ),
      );
      return { status: response.status, body: (await response.json()) as any };
    };
    expect(await post(1)).toMatchObject({ status: 400, body: { message: "Please choose today or a later date." } });
    const vancouver = await post(vancouverProviderId);
    expect(vancouver.status).toBe(201);
    expect(vancouver.body).toMatchObject({ providerId: vancouverProviderId, preferredDate: "2026-11-20" });
  });
});

describe("who may read a booking", () => {
  let bookingId: string;
  let customerBookingId: string;
  let bookingDatabaseId: number;
  let customerBookingDatabaseId: number;
  beforeAll(async () => {
    const visitor = await api.graphql(CREATE_BOOKING, { input: { ...graphRequest, providerId: "1" } });
    bookingId = visitor.data!.createBooking.bookingId;
    bookingDatabaseId = visitor.data!.createBooking.databaseId;
    const cookie = await signIn("customer@demo.test");
    const customer = await api.graphql(CREATE_BOOKING, { input: { ...graphRequest, providerId: "1" } }, { cookie });
    customerBookingId = customer.data!.createBooking.bookingId;
    customerBookingDatabaseId = customer.data!.createBooking.databaseId;
  });

  /** GET /api/bookings/{id}: the REST door to the same read rule. */
  const restRead = (id: number | string, cookie?: string) =>
    api.getJson(`/api/bookings/${id}`, cookie ? { cookie } : {});

  it("answers REST the same as GraphQL: staff and the provider read it", async () => {
    for (const email of ["admin@demo.test", "provider@demo.test"]) {
      const { status, body } = await restRead(bookingDatabaseId, await signIn(email));
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: bookingDatabaseId,
        providerId: 1,
        customerName: "Jordan Lee",
        customerEmail: "jordan@example.test",
        status: "confirmed",
        preferredDate: "2026-11-20",
        preferredTime: "13:00",
      });
    }
  });

  it("answers REST the same as GraphQL: the customer who made it, and nobody else", async () => {
    const cookie = await signIn("customer@demo.test");
    expect((await restRead(customerBookingDatabaseId, cookie)).status).toBe(200);
    // Another account's booking reads exactly as an id that names none: no id is confirmed.
    const notTheirs = await restRead(bookingDatabaseId, cookie);
    const missing = await restRead(999_999, cookie);
    expect(notTheirs).toMatchObject({ status: 404, body: { message: "There is no booking with that id." } });
    expect({ status: notTheirs.status, body: notTheirs.body }).toEqual({ status: missing.status, body: missing.body });
    expect(await restRead(bookingDatabaseId)).toMatchObject({
      status: 401,
      body: { message: "Please sign in to continue." },
    });
    // A visitor learns nothing about which ids exist.
    expect(await restRead(999_999)).toMatchObject({ status: 401, body: { message: "Please sign in to continue." } });
    await api.db.prisma.user.update({ where: { email: "provider@demo.test" }, data: { providerId: 2 } });
    try {
      expect((await restRead(bookingDatabaseId, await signIn("provider@demo.test"))).status).toBe(404);
    } finally {
      await api.db.prisma.user.update({ where: { email: "provider@demo.test" }, data: { providerId: 1 } });
    }
  });

  it("answers REST 404 for an id that names no booking, and 400 for one that is not an id", async () => {
    const cookie = await signIn("admin@demo.test");
    expect(await restRead(999_999, cookie)).toMatchObject({
      status: 404,
      body: { message: "There is no booking with that id." },
    });
    for (const id of ["abc", "2147483648", "-1", "1.5"]) {
      expect(await restRead(id, cookie), id).toMatchObject({
        status: 400,
        body: { message: "There is no booking with that id." },
      });
    }
  });

  it("lets staff and provider 1's account read it", async () => {
    for (const email of ["admin@demo.test", "provider@demo.test"]) {
      const { data, errors } = await api.graphql(BOOKING_NODE, { id: bookingId }, { cookie: await signIn(email) });
      expect(errors).toBeUndefined();
      expect(data!.node).toMatchObject({
        customerName: "Jordan Lee",
        customerEmail: "jordan@example.test",
        status: "CONFIRMED",
        preferredDate: "2026-11-20",
        preferredTime: "13:00",
        provider: { databaseId: 1 },
      });
    }
  });

  it("lets the customer who made it read it, but not a customer who did not", async () => {
    const cookie = await signIn("customer@demo.test");
    const own = await api.graphql(BOOKING_NODE, { id: customerBookingId }, { cookie });
    expect(own.errors).toBeUndefined();
    expect(own.data!.node).toMatchObject({ customerName: "Jordan Lee" });

    const other = await api.graphql(BOOKING_NODE, { id: bookingId }, { cookie });
    expect(other.data?.node ?? null).toBeNull();
    // node(id:) answers null, with no error that would confirm the id exists (schema/node.ts).
    expect(other.errors).toBeUndefined();
  });

  it("hides it from visitors and from another provider's account", async () => {
    const visitor = await api.graphql(BOOKING_NODE, { id: bookingId });
    expect(visitor.data?.node ?? null).toBeNull();
    expect(visitor.errors).toBeUndefined();

    await api.db.prisma.user.update({ where: { email: "provider@demo.test" }, data: { providerId: 2 } });
    try {
      const other = await api.graphql(BOOKING_NODE, { id: bookingId }, { cookie: await signIn("provider@demo.test") });
      expect(other.data?.node ?? null).toBeNull();
    } finally {
      await api.db.prisma.user.update({ where: { email: "provider@demo.test" }, data: { providerId: 1 } });
    }
  });
});
