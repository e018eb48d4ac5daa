// Idempotent writes: a booking sent again with the same Idempotency-Key
// (REST header) or idempotencyKey (GraphQL input) returns the first booking instead of
// making another, even when the copies arrive together; the same key with another request
// is refused. Runs on PGlite in `npm test` and on PostgreSQL in `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { systemContext } from "../../src/context.ts";
import { purgeIdempotencyKeys } from "../../src/jobs/purge-idempotency-keys.ts";
import { IDEMPOTENCY_KEY_MESSAGE } from "../../src/services/idempotency/idempotency.ts";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE, withoutRequestId } from "../support/app.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";
import { offerServiceAtStartingPrice } from "../support/offered-service.ts";

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  // Provider 1 offers house cleaning in the seed (bookings.test.ts books it too).
  await offerServiceAtStartingPrice(api.db.prisma, 1, "house-cleaning");
});
afterAll(() => api?.close());

// TEST_NOW is 10 am on 2026-11-20 in Toronto (provider 1).
const request = {
  providerId: 1,
  serviceType: "house-cleaning",
  preferredDate: "2026-11-24",
  preferredTime: "13:00",
  serviceDetails: "Two-bedroom condo",
  customerName: "Jordan Lee",
  customerPhone: "416-555-0199",
  customerEmail: "jordan@example.test",
  specialInstructions: "Buzzer 12",
};

const CREATE_BOOKING = /* GraphQL */ `
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on CreateBookingPayload {
        bookingId
        databaseId
        status
        preferredDate
        preferredTime
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

let keys = 0;
/** A key no other test uses. */
const newKey = () => `test-key-${++keys}-${crypto.randomUUID()}`;

async function postBooking(body: unknown, key?: string, headers: Record<string, string> = {}, app = api.app) {
  const response = await withoutRequestId(
    await app.fetch(
      new Request("http://marketplace.test/api/bookings", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(key === undefined ? {} : { "idempotency-key": key }),
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    ),
  );
  return { status: response.status, body: (await response.json()) as any };
}

async function gqlBooking(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { data, errors } = await api.graphql(
    CREATE_BOOKING,
    // GraphQL requires where the job is.
    { input: { address: TEST_SERVICE_ADDRESS, ...input, providerId: String(input.providerId) } },
    headers,
  );
  expect(errors).toBeUndefined();
  return data!.createBooking;
}

async function signIn(email: string) {
  const { response } = await api.graphql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, {
    input: { email, password: "demo-password", code: TEST_STAFF_CODE },
  });
  return cookieFrom(response);
}

const bookingCount = () => api.db.prisma.booking.count();

describe("POST /api/bookings with an Idempotency-Key", () => {
  it("answers a repeat with the same key and body with the first booking, 201 again, and stores one", async () => {
    const key = newKey();
    const before = await bookingCount();
    const first = await postBooking(request, key);
    expect(first.status).toBe(201);
    // The same request, spelled differently: another field order and a 12-hour time.
    const { preferredTime: _time, ...rest } = request;
    const again = await postBooking({ preferredTime: "1:00 PM", ...rest }, key);
    expect(again).toEqual(first);
    expect(await bookingCount()).toBe(before + 1);
  });

  it("answers 422 for the same key with another body, and stores nothing more", async () => {
    const key = newKey();
    const first = await postBooking(request, key);
    expect(first.status).toBe(201);
    const before = await bookingCount();
    const other = await postBooking({ ...request, preferredTime: "15:00" }, key);
    expect(other).toEqual({
      status: 422,
      body: {
        message: "This idempotency key was already used for a different request. Send a new key for a new request.",
      },
    });
    expect(await bookingCount()).toBe(before);
    // The first request may still be retried.
    expect(await postBooking(request, key)).toEqual(first);
  });

  it("makes a booking per request without a key, as before", async () => {
    const before = await bookingCount();
    const first = await postBooking(request);
    const second = await postBooking(request);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await bookingCount()).toBe(before + 2);
  });

  it("refuses a malformed key with 400 before doing anything", async () => {
    const before = await bookingCount();
    for (const key of ["", "a".repeat(256), "two words", "cl\u00e9", "tab\there"]) {
      expect(await postBooking(request, key), JSON.stringify(key)).toMatchObject({
        status: 400,
        body: { message: IDEMPOTENCY_KEY_MESSAGE },
      });
    }
    expect(await bookingCount()).toBe(before);
    // The longest key allowed works.
    expect((await postBooking(request, "k".repeat(255))).status).toBe(201);
  });

  it("does not use up a key on a request that fails", async () => {
    const key = newKey();
    const before = await bookingCount();
    expect(await postBooking({ ...request, preferredDate: "2026-11-19" }, key)).toMatchObject({
      status: 400,
      body: { message: "Please choose today or a later date." },
    });
    expect(await postBooking({ ...request, providerId: 999_999 }, key)).toMatchObject({ status: 404 });
    expect(await api.db.prisma.idempotencyKey.count({ where: { key } })).toBe(0);
    // The corrected request goes through under the same key.
    const fixed = await postBooking(request, key);
    expect(fixed.status).toBe(201);
    expect(await bookingCount()).toBe(before + 1);
  });

  it("returns the first booking to a retry even once the provider can no longer be booked", async () => {
    const key = newKey();
    const first = await postBooking(request, key);
    await api.db.prisma.provider.update({ where: { id: 1 }, data: { status: "PENDING" } });
    try {
      expect(await postBooking(request, key)).toEqual(first);
      expect((await postBooking(request, newKey())).status).toBe(404);
    } finally {
      await api.db.prisma.provider.update({ where: { id: 1 }, data: { status: "ACTIVE" } });
    }
  });
});

describe("createBooking with an idempotencyKey", () => {
  it("returns the same payload for the same key and input, and stores one booking", async () => {
    const idempotencyKey = newKey();
    const before = await bookingCount();
    const first = await gqlBooking({ ...request, idempotencyKey });
    expect(first).toMatchObject({ __typename: "CreateBookingPayload", status: "CONFIRMED" });
    const again = await gqlBooking({ ...request, preferredTime: "1:00 PM", idempotencyKey });
    expect(again).toEqual(first);
    expect(await bookingCount()).toBe(before + 1);
  });

  it("answers an IdempotencyKeyReusedError for the same key with other input", async () => {
    const idempotencyKey = newKey();
    await gqlBooking({ ...request, idempotencyKey });
    const before = await bookingCount();
    expect(await gqlBooking({ ...request, customerName: "Sam Other", idempotencyKey })).toEqual({
      __typename: "IdempotencyKeyReusedError",
      message: "This idempotency key was already used for a different request. Send a new key for a new request.",
    });
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a malformed key as a ValidationError on idempotencyKey", async () => {
    const before = await bookingCount();
    for (const idempotencyKey of ["", "x".repeat(256), "nul\u0000byte", "ключ"]) {
      expect(await gqlBooking({ ...request, idempotencyKey })).toEqual({
        __typename: "ValidationError",
        message: IDEMPOTENCY_KEY_MESSAGE,
        fieldErrors: [{ path: ["idempotencyKey"], message: IDEMPOTENCY_KEY_MESSAGE }],
      });
    }
    expect(await bookingCount()).toBe(before);
  });

  it("does not use up a key on a failed request", async () => {
    const idempotencyKey = newKey();
    expect(await gqlBooking({ ...request, providerId: "999999", idempotencyKey })).toMatchObject({
      __typename: "ProviderUnavailableError",
    });
    expect(await gqlBooking({ ...request, serviceType: "dog-walking", idempotencyKey })).toMatchObject({
      __typename: "ValidationError",
    });
    expect(await gqlBooking({ ...request, idempotencyKey })).toMatchObject({ __typename: "CreateBookingPayload" });
  });

  it("treats a key sent through REST and then GraphQL as one request", async () => {
    const key = newKey();
    // REST takes the structured address too: with it, the two doors' requests are the same.
    const rest = await postBooking({ ...request, address: TEST_SERVICE_ADDRESS }, key);
    const graph = await gqlBooking({ ...request, idempotencyKey: key });
    expect(graph.databaseId).toBe(rest.body.id);
  });
});

describe("whose key it is", () => {
  it("never hands one caller's booking to another who sends the same key", async () => {
    const key = newKey();
    const customer = await signIn("customer@demo.test");
    const admin = await signIn("admin@demo.test");
    const visitorBooking = (await postBooking(request, key)).body.id;
    const customerBooking = (await postBooking(request, key, { cookie: customer })).body.id;
    const adminBooking = (await gqlBooking({ ...request, idempotencyKey: key }, { cookie: admin })).databaseId;
    expect(new Set([visitorBooking, customerBooking, adminBooking]).size).toBe(3);
    // Each caller's own retry still finds their own booking.
    expect((await postBooking(request, key, { cookie: customer })).body.id).toBe(customerBooking);
    expect((await gqlBooking({ ...request, idempotencyKey: key }, { cookie: admin })).databaseId).toBe(adminBooking);
    expect((await postBooking(request, key)).body.id).toBe(visitorBooking);
    const stored = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: customerBooking } });
    expect(stored.customerId).not.toBeNull();
  });
});

describe("simultaneous requests with one key", () => {
  it("make one booking over REST, and all 100 answers name it", async () => {
    const key = newKey();
    const before = await bookingCount();
    const answers = await Promise.all(Array.from({ length: 100 }, () => postBooking(request, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await bookingCount()).toBe(before + 1);
  });

  it("make one booking over GraphQL, and all 100 answers name it", async () => {
    const idempotencyKey = newKey();
    const before = await bookingCount();
    const answers = await Promise.all(Array.from({ length: 100 }, () => gqlBooking({ ...request, idempotencyKey })));
    expect(answers.map((answer) => answer.__typename)).toEqual(Array(100).fill("CreateBookingPayload"));
    expect(new Set(answers.map((answer) => answer.databaseId)).size).toBe(1);
    expect(await bookingCount()).toBe(before + 1);
  });
});

describe("keys expire", () => {
  const HOUR = 60 * 60 * 1000;
  const appAt = (offsetMs: number) =>
    createApp({ db: api.db.prisma, clock: { now: () => new Date(TEST_NOW.getTime() + offsetMs) }, logError: () => {} });

  it("answers with the first booking for 24 hours, then the key is free again and purged", async () => {
    const key = newKey();
    const first = await postBooking(request, key);
    expect(await postBooking(request, key, {}, appAt(23 * HOUR))).toEqual(first);

    // Not yet purged, but expired: a new request under the key makes a new booking.
    const later = await postBooking({ ...request, preferredTime: "15:00" }, key, {}, appAt(25 * HOUR));
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);

    const expired = newKey();
    await postBooking(request, expired);
    const clock = { now: () => new Date(TEST_NOW.getTime() + 24 * HOUR) };
    const { idempotencyKeys } = await purgeIdempotencyKeys(systemContext({ db: api.db.prisma, clock }));
    expect(idempotencyKeys).toBeGreaterThan(0);
    expect(await api.db.prisma.idempotencyKey.count({ where: { key: expired } })).toBe(0);
    // Taken over at TEST_NOW + 25 h: still live.
    expect(await api.db.prisma.idempotencyKey.count({ where: { key } })).toBe(1);
  });
});
