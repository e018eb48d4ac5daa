// Availability (spec sections 2, 5 and 7): a provider adds a day's slots from a window or a
// list (addAvailability, POST /api/providers/{id}/availability), anyone reads them
// (Query.availability, GET), and a customer books one (bookTimeSlot, POST
// /api/time-slots/{id}/book) — once, however many ask at the same moment.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATE_MESSAGE,
  DURATION_MESSAGE,
  NO_SLOT_FITS_MESSAGE,
  WHOLE_HOUR_MESSAGE,
  WINDOW_ORDER_MESSAGE,
} from "../../../shared/availability/slots.ts";
import { MISSING_FIELDS_MESSAGE } from "../../../shared/bookings/booking-request.ts";
import { PARTNERS_READ_ONLY_MESSAGE } from "../../src/http/partner-access.ts";
import {
  ALL_PASSED_MESSAGE,
  OVERLAPPING_AVAILABILITY_MESSAGE,
  PAST_DAY_MESSAGE,
} from "../../src/services/availability/add-availability.ts";
import { SLOT_UNAVAILABLE_MESSAGE } from "../../src/services/availability/book-slot.ts";
import { cookieFrom, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";
import { createAccount } from "../support/sign-in.ts";

const SIGN_IN_MESSAGE = "Please sign in to continue.";
const NOT_YOUR_PROVIDER_MESSAGE = "Only this provider's own account and staff can do that.";
const NOT_OFFERED_MESSAGE = "This provider does not offer that service. Please choose one of their services.";
const PENDING_PROVIDER = 3;

let api: TestApp;
let providerCookie: string;
let otherProviderCookie: string;
let customerCookie: string;
let staffCookie: string;
let partnerToken: string;
let startingPrice: number;
let customerId: number;

async function signIn(email: string, password = "demo-password") {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email, password, code: TEST_STAFF_CODE } },
  );
  expect(data?.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const prisma = api.db.prisma;
  providerCookie = await signIn("provider@demo.test");
  customerCookie = await signIn("customer@demo.test");
  staffCookie = await signIn("admin@demo.test");
  customerId = (await prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
  await createAccount(prisma, "other-provider@availability.test", "other provider pass 1");
  await prisma.user.update({
    where: { email: "other-provider@availability.test" },
    data: { role: "PROVIDER", providerId: 2 },
  });
  otherProviderCookie = await signIn("other-provider@availability.test", "other provider pass 1");
  await prisma.provider.update({ where: { id: PENDING_PROVIDER }, data: { status: "PENDING" } });
  startingPrice = (await prisma.provider.findUniqueOrThrow({ where: { id: 1 } })).startingPrice;
  const issued = await api.graphql(
    `mutation($input: IssuePartnerTokenInput!) {
      issuePartnerToken(input: $input) { ... on IssuePartnerTokenPayload { token } }
    }`,
    { input: { name: "Availability Partner" } },
    { cookie: staffCookie },
  );
  partnerToken = issued.data!.issuePartnerToken.token;
  expect(partnerToken).toEqual(expect.any(String));
});
afterAll(() => api?.close());

const ADD = /* GraphQL */ `
  mutation Add($input: AddAvailabilityInput!) {
    addAvailability(input: $input) {
      __typename
      ... on AddAvailabilityPayload {
        slots {
          databaseId
          date
          startTime
          endTime
          durationMinutes
          price
          state
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

const DEFAULT_WINDOW = { startTime: "09:00", endTime: "17:00", durationMinutes: 120 };

function addWindow(input: Record<string, unknown>, cookie: string | null = providerCookie) {
  return api.graphql(
    ADD,
    { input: { providerId: encodeGlobalID("Provider", 1), ...DEFAULT_WINDOW, ...input } },
    cookie ? { cookie } : {},
  );
}

async function postAvailability(body: unknown, headers: Record<string, string> = {}, providerId: number | string = 1) {
  const response = await api.request(`/api/providers/${providerId}/availability`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const slotCount = (providerId = 1) => api.db.prisma.timeSlot.count({ where: { providerId } });
const times = (slots: { startTime: string; endTime: string }[]) =>
  slots.map((slot) => `${slot.startTime}-${slot.endTime}`);

/** A slot of provider 1's straight into the table, for the reading and booking tests. */
function insertSlot(startsAt: string, minutes = 120, data: { price?: number; providerId?: number } = {}) {
  const start = new Date(startsAt);
  return api.db.prisma.timeSlot.create({
    data: {
      providerId: data.providerId ?? 1,
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      price: data.price ?? 15_000,
    },
  });
}

describe("addAvailability (GraphQL)", () => {
  it("makes the default window's 4 two-hour slots on 2026-11-21, at the provider's starting price", async () => {
    const before = await slotCount();
    const { data, errors } = await addWindow({ date: "2026-11-21" });
    expect(errors).toBeUndefined();
    const { slots } = data!.addAvailability;
    expect(data!.addAvailability.__typename).toBe("AddAvailabilityPayload");
    expect(times(slots)).toEqual(["09:00-11:00", "11:00-13:00", "13:00-15:00", "15:00-17:00"]);
    for (const slot of slots) {
      expect(slot).toMatchObject({
        date: "2026-11-21",
        durationMinutes: 120,
        price: startingPrice,
        state: "AVAILABLE",
      });
    }
    expect(await slotCount()).toBe(before + 4);
    // 09:00 in Toronto in November is 14:00 UTC.
    const first = await api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id: slots[0].databaseId } });
    expect(first).toMatchObject({
      providerId: 1,
      startsAt: new Date("2026-11-21T14:00:00Z"),
      endsAt: new Date("2026-11-21T16:00:00Z"),
      status: "AVAILABLE",
    });
  });

  it("makes 5 slots of 90 minutes and 2 of 240, only those that fit, at the price given", async () => {
    const ninety = await addWindow({ date: "2026-11-22", durationMinutes: 90, priceCents: 9_900 });
    expect(times(ninety.data!.addAvailability.slots)).toEqual([
      "09:00-10:30",
      "10:30-12:00",
      "12:00-13:30",
      "13:30-15:00",
      "15:00-16:30",
    ]);
    expect(ninety.data!.addAvailability.slots.every((slot: any) => slot.price === 9_900)).toBe(true);
    const long = await addWindow({ date: "2026-11-23", durationMinutes: 240 });
    expect(times(long.data!.addAvailability.slots)).toEqual(["09:00-13:00", "13:00-17:00"]);
  });

  it("refuses a day that has passed, and adds nothing", async () => {
    const before = await slotCount();
    const { data } = await addWindow({ date: "2026-11-19" });
    expect(data!.addAvailability).toEqual({
      __typename: "ValidationError",
      message: PAST_DAY_MESSAGE,
      fieldErrors: [{ path: ["date"], message: PAST_DAY_MESSAGE }],
    });
    expect(await slotCount()).toBe(before);
  });

  it("today (10:00 in Toronto) makes only the slots that have not begun: one starting now is dropped", async () => {
    const { data } = await addWindow({ date: "2026-11-20", startTime: "08:00", endTime: "12:00", durationMinutes: 60 });
    expect(times(data!.addAvailability.slots)).toEqual(["11:00-12:00"]);
    const stored = await api.db.prisma.timeSlot.findMany({
      where: {
        providerId: 1,
        startsAt: { lt: new Date("2026-11-20T17:00:00Z"), gte: new Date("2026-11-20T05:00:00Z") },
      },
    });
    expect(stored.map((slot) => slot.startsAt)).toEqual([new Date("2026-11-20T16:00:00Z")]);
    expect(stored[0]!.startsAt.getTime()).toBeGreaterThan(TEST_NOW.getTime());
  });

  it("refuses a window today whose slots have all begun", async () => {
    const before = await slotCount();
    const { data } = await addWindow({ date: "2026-11-20", startTime: "07:00", endTime: "10:00", durationMinutes: 60 });
    expect(data!.addAvailability).toMatchObject({ __typename: "ValidationError", message: ALL_PASSED_MESSAGE });
    expect(await slotCount()).toBe(before);
  });

  it("refuses a window that overlaps an existing slot with 409, adding none of it", async () => {
    // 2026-11-21 has 09:00-17:00 from the first test: 16:00-20:00 overlaps its last slot.
    const before = await slotCount();
    const { data } = await addWindow({ date: "2026-11-21", startTime: "16:00", endTime: "20:00", durationMinutes: 60 });
    expect(data!.addAvailability).toEqual({ __typename: "ConflictError", message: OVERLAPPING_AVAILABILITY_MESSAGE });
    expect(await slotCount()).toBe(before);
    // The same window again is an overlap too (same starts).
    const again = await addWindow({ date: "2026-11-21" });
    expect(again.data!.addAvailability.__typename).toBe("ConflictError");
    expect(await slotCount()).toBe(before);
  });

  it("allows a window that starts as the last slot ends (back to back)", async () => {
    const { data } = await addWindow({ date: "2026-11-21", startTime: "17:00", endTime: "19:00", durationMinutes: 60 });
    expect(times(data!.addAvailability.slots)).toEqual(["17:00-18:00", "18:00-19:00"]);
    const before = await addWindow({ date: "2026-11-21", startTime: "07:00", endTime: "09:00", durationMinutes: 120 });
    expect(times(before.data!.addAvailability.slots)).toEqual(["07:00-09:00"]);
  });

  it("on the night the clocks spring forward, makes no slot at the skipped 02:00 and none that overlap", async () => {
    // 2027-03-14 in Toronto: 02:00 EST jumps to 03:00 EDT. Each slot lasts its real 60 minutes.
    const { data } = await addWindow({ date: "2027-03-14", startTime: "00:00", endTime: "06:00", durationMinutes: 60 });
    expect(times(data!.addAvailability.slots)).toEqual([
      "00:00-01:00",
      "01:00-03:00",
      "03:00-04:00",
      "04:00-05:00",
      "05:00-06:00",
    ]);
    const stored = await api.db.prisma.timeSlot.findMany({
      where: { id: { in: data!.addAvailability.slots.map((slot: any) => slot.databaseId) } },
      orderBy: { startsAt: "asc" },
    });
    expect(stored.map((slot) => slot.startsAt.toISOString())).toEqual([
      "2027-03-14T05:00:00.000Z",
      "2027-03-14T06:00:00.000Z",
      "2027-03-14T07:00:00.000Z",
      "2027-03-14T08:00:00.000Z",
      "2027-03-14T09:00:00.000Z",
    ]);
  });

  it.each([
    [{ startTime: "09:30" }, WHOLE_HOUR_MESSAGE],
    [{ endTime: "24:00" }, WHOLE_HOUR_MESSAGE],
    [{ startTime: "nine" }, WHOLE_HOUR_MESSAGE],
    [{ startTime: "17:00", endTime: "09:00" }, WINDOW_ORDER_MESSAGE],
    [{ startTime: "09:00", endTime: "09:00" }, WINDOW_ORDER_MESSAGE],
    [{ durationMinutes: 45 }, DURATION_MESSAGE],
    [{ durationMinutes: 0 }, DURATION_MESSAGE],
    [{ startTime: "08:00", endTime: "09:00", durationMinutes: 120 }, NO_SLOT_FITS_MESSAGE],
    [{ date: "2026-02-30" }, DATE_MESSAGE],
    [{ date: "next week" }, DATE_MESSAGE],
    [{ priceCents: -1 }, "The price must be a whole number of cents, zero or more."],
  ])("refuses %j with the shared words, adding nothing", async (change, message) => {
    const before = await slotCount();
    const { data } = await addWindow({ date: "2026-11-30", ...change });
    expect(data!.addAvailability).toMatchObject({ __typename: "ValidationError", message });
    expect(await slotCount()).toBe(before);
  });

  it("refuses a date beyond the booking horizon", async () => {
    const { data } = await addWindow({ date: "2028-01-05" });
    expect(data!.addAvailability).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: ["date"] }],
    });
  });
});

describe("who may add availability", () => {
  it("refuses a customer, another provider's account and a visitor through GraphQL, adding nothing", async () => {
    const before = await slotCount();
    for (const [cookie, message] of [
      [customerCookie, NOT_YOUR_PROVIDER_MESSAGE],
      [otherProviderCookie, NOT_YOUR_PROVIDER_MESSAGE],
      [null, SIGN_IN_MESSAGE],
    ] as const) {
      const { data, errors } = await addWindow({ date: "2026-11-29" }, cookie);
      expect(data ?? null).toBeNull();
      expect(errors?.map((error) => error.message)).toEqual([message]);
    }
    const partner = await api.graphql(
      ADD,
      { input: { providerId: "1", date: "2026-11-29", ...DEFAULT_WINDOW } },
      { authorization: `Bearer ${partnerToken}` },
    );
    expect(partner.errors?.map((error) => error.message)).toEqual([PARTNERS_READ_ONLY_MESSAGE]);
    expect(await slotCount()).toBe(before);
  });

  it("refuses them through REST too: 403, 403, 401, 403, adding nothing", async () => {
    const before = await slotCount();
    const body = { date: "2026-11-29", startTime: "09:00", endTime: "17:00", duration: 120 };
    expect(await postAvailability(body, { cookie: customerCookie })).toEqual({
      status: 403,
      body: { message: NOT_YOUR_PROVIDER_MESSAGE },
    });
    expect(await postAvailability(body, { cookie: otherProviderCookie })).toEqual({
      status: 403,
      body: { message: NOT_YOUR_PROVIDER_MESSAGE },
    });
    expect(await postAvailability(body)).toEqual({ status: 401, body: { message: SIGN_IN_MESSAGE } });
    expect(await postAvailability(body, { authorization: `Bearer ${partnerToken}` })).toEqual({
      status: 403,
      body: { message: PARTNERS_READ_ONLY_MESSAGE },
    });
    expect(await slotCount()).toBe(before);
  });

  it("lets the other provider's account add to its own provider, not to provider 1", async () => {
    const before = await slotCount(2);
    const response = await postAvailability(
      { date: "2026-11-29", startTime: "09:00", endTime: "11:00", duration: 120 },
      { cookie: otherProviderCookie },
      2,
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual([expect.objectContaining({ providerId: 2, duration: 120 })]);
    expect(await slotCount(2)).toBe(before + 1);
  });

  it("lets staff add to provider 1", async () => {
    const { data, errors } = await addWindow({ date: "2026-11-28" }, staffCookie);
    expect(errors).toBeUndefined();
    expect(data!.addAvailability.slots).toHaveLength(4);
  });

  it("answers 404 for a provider that does not exist", async () => {
    const response = await postAvailability(
      { date: "2026-11-29", startTime: "09:00", endTime: "17:00", duration: 120 },
      { cookie: staffCookie },
      999_999,
    );
    expect(response).toEqual({ status: 404, body: { message: "There is no provider with that id." } });
  });
});

describe("POST /api/providers/{id}/availability", () => {
  it("takes a window {date, startTime, endTime, duration} and answers 201 with the slots made", async () => {
    const before = await slotCount();
    const { status, body } = await postAvailability(
      { date: "2026-11-24", startTime: "09:00", endTime: "17:00", duration: 120, dayOfWeek: 2 },
      { cookie: providerCookie },
    );
    expect(status).toBe(201);
    expect(body).toHaveLength(4);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      providerId: 1,
      date: "2026-11-24",
      startTime: "09:00",
      endTime: "11:00",
      duration: 120,
      isAvailable: true,
      isBooked: false,
      price: startingPrice,
    });
    expect(body.map((slot: any) => slot.startTime)).toEqual(["09:00", "11:00", "13:00", "15:00"]);
    expect(await slotCount()).toBe(before + 4);
  });

  it("takes the spec's slot list {date, slots:[{startTime, endTime | duration}], dayOfWeek}", async () => {
    const { status, body } = await postAvailability(
      {
        date: "2026-11-26",
        dayOfWeek: 4,
        price: 12_500,
        slots: [
          { startTime: "13:00", duration: 60 },
          { startTime: "09:00", endTime: "10:30" },
        ],
      },
      { cookie: providerCookie },
    );
    expect(status).toBe(201);
    expect(body.map((slot: any) => [slot.startTime, slot.endTime, slot.duration, slot.price])).toEqual([
      ["09:00", "10:30", 90, 12_500],
      ["13:00", "14:00", 60, 12_500],
    ]);
  });

  it("refuses a dayOfWeek that is not the date's weekday, adding nothing", async () => {
    const before = await slotCount();
    for (const body of [
      { date: "2026-11-27", dayOfWeek: 1, startTime: "09:00", endTime: "17:00", duration: 120 },
      { date: "2026-11-27", dayOfWeek: 0, slots: [{ startTime: "09:00", duration: 60 }] },
    ]) {
      expect(await postAvailability(body, { cookie: providerCookie })).toEqual({
        status: 400,
        body: { message: "dayOfWeek must be the date's weekday (0 = Sunday to 6 = Saturday)." },
      });
    }
    expect(await slotCount()).toBe(before);
  });

  it("refuses a past day, bad hours and a bad duration with 400 and the shared words", async () => {
    const before = await slotCount();
    const window = { date: "2026-11-27", startTime: "09:00", endTime: "17:00", duration: 120 };
    for (const [change, message] of [
      [{ date: "2026-11-19" }, PAST_DAY_MESSAGE],
      [{ startTime: "09:15" }, WHOLE_HOUR_MESSAGE],
      [{ startTime: "18:00" }, WINDOW_ORDER_MESSAGE],
      [{ duration: 100 }, DURATION_MESSAGE],
      [{ duration: undefined }, DURATION_MESSAGE],
    ] as const) {
      expect(await postAvailability({ ...window, ...change }, { cookie: providerCookie }), message).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(
      await postAvailability(
        { date: "2026-11-27", slots: [{ startTime: "09:00", duration: 45 }] },
        { cookie: providerCookie },
      ),
    ).toMatchObject({ status: 400, body: { message: DURATION_MESSAGE } });
    expect(await slotCount()).toBe(before);
  });

  it("refuses a slot list whose slots overlap each other, or run past midnight", async () => {
    const before = await slotCount();
    expect(
      await postAvailability(
        {
          date: "2026-11-27",
          slots: [
            { startTime: "09:00", duration: 60 },
            { startTime: "09:30", duration: 60 },
          ],
        },
        { cookie: providerCookie },
      ),
    ).toMatchObject({ status: 400, body: { message: "The 09:00 and 09:30 slots overlap." } });
    expect(
      await postAvailability(
        { date: "2026-11-27", slots: [{ startTime: "23:00", duration: 120 }] },
        { cookie: providerCookie },
      ),
    ).toMatchObject({ status: 400, body: { message: "The 23:00 slot must end by midnight." } });
    expect(await slotCount()).toBe(before);
  });

  // SERVER BUG (graph/src/rest/availability.ts slotRequest): minutesOfDay throws a RangeError
  // on text that is not a time of day, which the REST door answers 500. Remove `.fails` once
  // slotRequest checks the times first and throws a ValidationError.
  it("refuses a slot whose start or end is not a time of day with 400, not a server error", async () => {
    const before = await slotCount();
    const slots = [
      { startTime: "09:00", endTime: "9pm" },
      { startTime: "nine", endTime: "10:00" },
      { startTime: "09:00", endTime: "25:00" },
    ];
    const answers = [];
    for (const slot of slots) {
      const response = await postAvailability({ date: "2026-11-27", slots: [slot] }, { cookie: providerCookie });
      answers.push({ slot, status: response.status });
    }
    expect(answers).toEqual(slots.map((slot) => ({ slot, status: 400 })));
    expect(await slotCount()).toBe(before);
  });

  it("refuses a slot list that overlaps an existing slot with 409, adding none of it", async () => {
    // 2026-11-24 has 09:00-17:00 from above; 17:00 alone would fit, 10:00 does not.
    const before = await slotCount();
    expect(
      await postAvailability(
        {
          date: "2026-11-24",
          slots: [
            { startTime: "17:00", duration: 60 },
            { startTime: "10:00", duration: 60 },
          ],
        },
        { cookie: providerCookie },
      ),
    ).toEqual({ status: 409, body: { message: OVERLAPPING_AVAILABILITY_MESSAGE } });
    expect(await slotCount()).toBe(before);
  });

  it("two overlapping windows sent together: one is added, the other refused with 409", async () => {
    const before = await slotCount();
    const [a, b] = await Promise.all([
      postAvailability(
        { date: "2026-12-05", startTime: "09:00", endTime: "13:00", duration: 120 },
        { cookie: providerCookie },
      ),
      postAvailability(
        { date: "2026-12-05", startTime: "10:00", endTime: "14:00", duration: 120 },
        { cookie: staffCookie },
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await slotCount()).toBe(before + 2);
  });
});

describe("reading availability", () => {
  let pastSlotId: number;
  let bookedSlotId: number;
  let laterTodayId: number;
  beforeAll(async () => {
    // 2026-11-19 is yesterday in Toronto; slots there stay AVAILABLE in the table.
    pastSlotId = (await insertSlot("2026-11-19T14:00:00Z")).id;
    bookedSlotId = (await insertSlot("2026-11-19T17:00:00Z")).id;
    await api.db.prisma.timeSlot.update({ where: { id: bookedSlotId }, data: { status: "BOOKED" } });
    laterTodayId = (await insertSlot("2026-11-20T20:00:00Z", 60)).id;
  });

  it("GET shows a past slot as not available, a booked one as booked, a later one as available", async () => {
    const { status, body } = await api.getJson("/api/providers/1/availability?start=2026-11-19&end=2026-11-20");
    expect(status).toBe(200);
    const byId = new Map(body.map((slot: any) => [slot.id, slot]));
    expect(byId.get(pastSlotId)).toMatchObject({
      date: "2026-11-19",
      startTime: "09:00",
      isAvailable: false,
      isBooked: false,
    });
    expect(byId.get(bookedSlotId)).toMatchObject({ startTime: "12:00", isAvailable: false, isBooked: true });
    expect(byId.get(laterTodayId)).toMatchObject({
      date: "2026-11-20",
      startTime: "15:00",
      endTime: "16:00",
      isAvailable: true,
      isBooked: false,
    });
    // In time order, and only the days asked for.
    const starts = body.map((slot: any) => `${slot.date} ${slot.startTime}`);
    expect(starts).toEqual([...starts].sort());
    expect(body.every((slot: any) => slot.date >= "2026-11-19" && slot.date <= "2026-11-20")).toBe(true);
  });

  it("Query.availability answers the same states to a visitor", async () => {
    const { data, errors } = await api.graphql(
      `query($providerId: ID!, $start: String!, $end: String!) {
        availability(providerId: $providerId, start: $start, end: $end) {
          timeZone today slots { databaseId state startTime date }
        }
      }`,
      { providerId: encodeGlobalID("Provider", 1), start: "2026-11-19", end: "2026-11-20" },
    );
    expect(errors).toBeUndefined();
    expect(data!.availability).toMatchObject({ timeZone: "America/Toronto", today: "2026-11-20" });
    const state = new Map(data!.availability.slots.map((slot: any) => [slot.databaseId, slot.state]));
    expect(state.get(pastSlotId)).toBe("UNAVAILABLE");
    expect(state.get(bookedSlotId)).toBe("BOOKED");
    expect(state.get(laterTodayId)).toBe("AVAILABLE");
  });

  it("Query.viewerAvailability gives a provider account its own calendar, and anyone else null", async () => {
    const OWN = `query { viewerAvailability(start: "2026-11-19", end: "2026-11-20") { providerId today slots { databaseId state } } }`;
    const own = await api.graphql(OWN, {}, { cookie: providerCookie });
    expect(own.errors).toBeUndefined();
    expect(own.data!.viewerAvailability).toMatchObject({
      providerId: encodeGlobalID("Provider", 1),
      today: "2026-11-20",
    });
    const state = new Map(own.data!.viewerAvailability.slots.map((slot: any) => [slot.databaseId, slot.state]));
    expect([state.get(pastSlotId), state.get(bookedSlotId), state.get(laterTodayId)]).toEqual([
      "UNAVAILABLE",
      "BOOKED",
      "AVAILABLE",
    ]);
    const other = await api.graphql(OWN, {}, { cookie: otherProviderCookie });
    expect(other.data!.viewerAvailability.providerId).toBe(encodeGlobalID("Provider", 2));
    for (const headers of [
      {},
      { cookie: customerCookie },
      { cookie: staffCookie },
      { authorization: `Bearer ${partnerToken}` },
    ] as Record<string, string>[]) {
      const answer = await api.graphql(OWN, {}, headers);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewerAvailability).toBeNull();
    }
  });

  it("Query.viewerAvailability is never a visitor's shared answer: which slots are open depends on the clock", async () => {
    const cacheControl = async (query: string) =>
      (await api.request(`/graphql?query=${encodeURIComponent(query)}`)).headers.get("Cache-Control");
    const categories = `{ categories { name } }`;
    expect(await cacheControl(categories)).toBe("public, no-cache");
    const own = `{ categories { name } viewerAvailability(start: "2026-11-19", end: "2026-11-20") { today } }`;
    expect(await cacheControl(own)).toBe("private, no-store");
  });

  it("Query.viewerAvailability refuses the ranges availability refuses", async () => {
    const { errors } = await api.graphql(
      `query { viewerAvailability(start: "2026-11-20", end: "2026-12-21") { today } }`,
      {},
      { cookie: providerCookie },
    );
    expect(errors?.map((error) => error.message)).toEqual(["Ask for at most 31 days at a time."]);
  });

  it("answers 31 days, and refuses 32 (and an end before the start) with 400", async () => {
    expect((await api.getJson("/api/providers/1/availability?start=2026-11-20&end=2026-12-20")).status).toBe(200);
    expect(await api.getJson("/api/providers/1/availability?start=2026-11-20&end=2026-12-21")).toMatchObject({
      status: 400,
      body: { message: "Ask for at most 31 days at a time." },
    });
    expect(await api.getJson("/api/providers/1/availability?start=2026-11-20&end=2026-11-19")).toMatchObject({
      status: 400,
      body: { message: "The end date must not be before the start date." },
    });
    expect(await api.getJson("/api/providers/1/availability?end=2026-11-19")).toMatchObject({
      status: 400,
      body: { message: DATE_MESSAGE },
    });
  });

  it("hides a pending provider's availability from the public (404) but shows it to staff", async () => {
    const slot = await insertSlot("2026-11-25T17:00:00Z", 120, { providerId: PENDING_PROVIDER });
    const path = `/api/providers/${PENDING_PROVIDER}/availability?start=2026-11-20&end=2026-11-30`;
    for (const headers of [{}, { cookie: customerCookie }, { cookie: providerCookie }] as Record<string, string>[]) {
      expect(await api.getJson(path, headers)).toMatchObject({
        status: 404,
        body: { message: "There is no provider with that id." },
      });
    }
    const query = await api.graphql(
      `query($id: ID!) { availability(providerId: $id, start: "2026-11-20", end: "2026-11-30") { slots { databaseId } } }`,
      { id: String(PENDING_PROVIDER) },
    );
    expect(query.data ?? null).toBeNull();
    expect(query.errors?.map((error) => error.message)).toEqual(["There is no provider with that id."]);

    const staff = await api.getJson(path, { cookie: staffCookie });
    expect(staff.status).toBe(200);
    expect(staff.body.map((row: any) => row.id)).toEqual([slot.id]);
  });
});

const BOOK = /* GraphQL */ `
  mutation Book($input: BookTimeSlotInput!) {
    bookTimeSlot(input: $input) {
      __typename
      ... on CreateBookingPayload {
        databaseId
        status
        serviceType
        preferredDate
        preferredTime
        estimatedPrice
        provider {
          databaseId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const customer = {
  serviceType: "house-cleaning",
  serviceDetails: "Two-bedroom condo",
  customerName: "Riley Slot",
  customerPhone: "416-555-0188",
  customerEmail: "riley@example.test",
  specialInstructions: "Side door",
};
/** GraphQL requires where the job is; the spec's REST body (`customer`) has no address. */
const graphCustomer = { ...customer, address: TEST_SERVICE_ADDRESS };

async function bookRest(slotId: number | string, body: unknown = customer, headers: Record<string, string> = {}) {
  const response = await api.request(`/api/time-slots/${slotId}/book`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const slotRow = (id: number) => api.db.prisma.timeSlot.findUniqueOrThrow({ where: { id } });
const bookingCount = () => api.db.prisma.booking.count();

describe("bookTimeSlot (GraphQL)", () => {
  it("books the slot: the booking has the slot's wall-clock date and time and price, the slot is BOOKED", async () => {
    // 19:00Z on 1 December is 14:00 in Toronto (EST).
    const slot = await insertSlot("2026-12-01T19:00:00Z", 120, { price: 17_500 });
    const { data, errors } = await api.graphql(BOOK, {
      input: { ...graphCustomer, timeSlotId: encodeGlobalID("TimeSlot", slot.id) },
    });
    expect(errors).toBeUndefined();
    expect(data!.bookTimeSlot).toEqual({
      __typename: "CreateBookingPayload",
      databaseId: expect.any(Number),
      status: "CONFIRMED",
      serviceType: "house-cleaning",
      preferredDate: "2026-12-01",
      preferredTime: "14:00",
      estimatedPrice: 17_500,
      provider: { databaseId: 1 },
    });
    expect((await slotRow(slot.id)).status).toBe("BOOKED");
    const booking = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: data!.bookTimeSlot.databaseId } });
    expect(booking).toMatchObject({
      providerId: 1,
      timeSlotId: slot.id,
      customerId: null,
      customerName: "Riley Slot",
      specialInstructions: "Side door",
      status: "CONFIRMED",
    });

    const before = await bookingCount();
    const again = await api.graphql(BOOK, { input: { ...graphCustomer, timeSlotId: String(slot.id) } });
    expect(again.data!.bookTimeSlot).toEqual({ __typename: "ConflictError", message: SLOT_UNAVAILABLE_MESSAGE });
    expect(await bookingCount()).toBe(before);
  });

  it("links a signed-in customer's booking to the account", async () => {
    const slot = await insertSlot("2026-12-01T14:00:00Z");
    const { data } = await api.graphql(
      BOOK,
      { input: { ...graphCustomer, timeSlotId: String(slot.id) } },
      { cookie: customerCookie },
    );
    const booking = await api.db.prisma.booking.findUniqueOrThrow({ where: { id: data!.bookTimeSlot.databaseId } });
    expect(booking.customerId).toBe(customerId);
  });

  it("refuses empty required fields with the shared words, leaving the slot available", async () => {
    const slot = await insertSlot("2026-12-02T19:00:00Z");
    const before = await bookingCount();
    const { data } = await api.graphql(BOOK, {
      input: { ...graphCustomer, customerName: " ", customerPhone: "", timeSlotId: String(slot.id) },
    });
    expect(data!.bookTimeSlot).toEqual({ __typename: "ValidationError", message: MISSING_FIELDS_MESSAGE });
    expect((await slotRow(slot.id)).status).toBe("AVAILABLE");
    expect(await bookingCount()).toBe(before);
  });

  it("returns the same booking for a retry with the same idempotency key", async () => {
    const slot = await insertSlot("2026-12-02T14:00:00Z");
    const before = await bookingCount();
    const input = { ...graphCustomer, timeSlotId: String(slot.id), idempotencyKey: "slot-retry-1" };
    const first = await api.graphql(BOOK, { input });
    const retry = await api.graphql(BOOK, { input });
    expect(first.data!.bookTimeSlot.__typename).toBe("CreateBookingPayload");
    expect(retry.data!.bookTimeSlot).toEqual(first.data!.bookTimeSlot);
    expect(await bookingCount()).toBe(before + 1);
    const reused = await api.graphql(BOOK, { input: { ...input, customerName: "Someone Else" } });
    expect(reused.data!.bookTimeSlot.__typename).toBe("IdempotencyKeyReusedError");
    expect(await bookingCount()).toBe(before + 1);
  });
});

describe("POST /api/time-slots/{id}/book", () => {
  it("answers 201 with the booking, then 409 'Unable to book this time slot.' for the same slot", async () => {
    const slot = await insertSlot("2026-12-03T15:00:00Z", 90, { price: 8_800 });
    const { status, body } = await bookRest(slot.id);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      providerId: 1,
      status: "confirmed",
      serviceType: "house-cleaning",
      preferredDate: "2026-12-03",
      preferredTime: "10:00",
      estimatedPrice: 8_800,
      customerName: "Riley Slot",
    });
    expect((await slotRow(slot.id)).status).toBe("BOOKED");
    const before = await bookingCount();
    expect(await bookRest(slot.id)).toEqual({ status: 409, body: { message: SLOT_UNAVAILABLE_MESSAGE } });
    expect(await bookingCount()).toBe(before);
  });

  it("of 20 requests for one slot at the same moment, exactly one books it", async () => {
    const slot = await insertSlot("2026-12-04T15:00:00Z");
    const before = await bookingCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => bookRest(slot.id, { ...customer, customerName: `Racer ${n}` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ message: SLOT_UNAVAILABLE_MESSAGE });
    }
    expect(await bookingCount()).toBe(before + 1);
    const winner = answers.find((answer) => answer.status === 201)!.body;
    expect(await api.db.prisma.booking.findMany({ where: { timeSlotId: slot.id }, select: { id: true } })).toEqual([
      { id: winner.id },
    ]);
  });

  it("answers 400 'Please fill in all required fields.' for missing customer fields, leaving the slot", async () => {
    const slot = await insertSlot("2026-12-04T19:00:00Z");
    const before = await bookingCount();
    for (const body of [
      { serviceType: "house-cleaning" },
      { ...customer, customerEmail: undefined },
      { ...customer, customerName: "" },
      {},
    ]) {
      expect(await bookRest(slot.id, body)).toMatchObject({ status: 400, body: { message: MISSING_FIELDS_MESSAGE } });
    }
    expect((await slotRow(slot.id)).status).toBe("AVAILABLE");
    expect(await bookingCount()).toBe(before);
  });

  it("answers 400 for a service the provider does not offer, leaving the slot", async () => {
    const slot = await insertSlot("2026-12-07T15:00:00Z");
    const offered = await api.db.prisma.providerCategory.findMany({
      where: { providerId: 1 },
      select: { category: { select: { slug: true } } },
    });
    const notOffered = await api.db.prisma.category.findFirstOrThrow({
      where: { slug: { notIn: offered.map((row) => row.category.slug) } },
    });
    expect(await bookRest(slot.id, { ...customer, serviceType: notOffered.slug })).toEqual({
      status: 400,
      body: { message: NOT_OFFERED_MESSAGE, fields: [{ field: "serviceType", message: NOT_OFFERED_MESSAGE }] },
    });
    expect((await slotRow(slot.id)).status).toBe("AVAILABLE");
  });

  it("answers 409 for a slot that has begun or starts this very minute, and one the provider closed", async () => {
    const before = await bookingCount();
    const begun = await insertSlot("2026-11-20T13:00:00Z", 60);
    const startsNow = await insertSlot(TEST_NOW.toISOString(), 60);
    const closed = await insertSlot("2026-12-07T19:00:00Z");
    await api.db.prisma.timeSlot.update({ where: { id: closed.id }, data: { status: "UNAVAILABLE" } });
    for (const slot of [begun, startsNow, closed]) {
      expect(await bookRest(slot.id)).toEqual({ status: 409, body: { message: SLOT_UNAVAILABLE_MESSAGE } });
    }
    expect((await slotRow(begun.id)).status).toBe("AVAILABLE");
    expect((await slotRow(startsNow.id)).status).toBe("AVAILABLE");
    expect((await slotRow(closed.id)).status).toBe("UNAVAILABLE");
    expect(await bookingCount()).toBe(before);
  });

  it("answers 404 for a slot that does not exist or whose provider is pending", async () => {
    expect(await bookRest(999_999)).toEqual({ status: 404, body: { message: "There is no time slot with that id." } });
    const pending = await insertSlot("2026-12-08T17:00:00Z", 120, { providerId: PENDING_PROVIDER });
    expect(await bookRest(pending.id)).toEqual({
      status: 404,
      body: { message: "This provider is not available for booking." },
    });
    expect((await slotRow(pending.id)).status).toBe("AVAILABLE");
  });

  it("returns the same booking for a retry with the same Idempotency-Key", async () => {
    const slot = await insertSlot("2026-12-08T15:00:00Z");
    const before = await bookingCount();
    const headers = { "idempotency-key": "rest-slot-retry-1" };
    const first = await bookRest(slot.id, customer, headers);
    const retry = await bookRest(slot.id, customer, headers);
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
    expect(await bookingCount()).toBe(before + 1);
    expect(await bookRest(slot.id, { ...customer, customerName: "Other" }, headers)).toMatchObject({ status: 422 });
  });

  it("takes a signed-in customer's contact details from the account when only { serviceType } is sent", async () => {
    const email = "slot-contact@availability.test";
    const userId = await createAccount(api.db.prisma, email, "slot contact pass 1");
    const cookie = await signIn(email, "slot contact pass 1");
    const slot = await insertSlot("2026-12-10T15:00:00Z");
    const before = await bookingCount();

    // The account has a name and an email but no phone yet: the answer names what is missing.
    const first = await bookRest(slot.id, { serviceType: "House Cleaning" }, { cookie });
    expect(first).toEqual({
      status: 400,
      body: { message: MISSING_FIELDS_MESSAGE, fields: [{ field: "customerPhone", message: "Required" }] },
    });
    expect(await bookingCount()).toBe(before);
    expect((await slotRow(slot.id)).status).toBe("AVAILABLE");

    // Once a booking of theirs gave a phone, the next one reuses it.
    const earlier = await insertSlot("2026-12-10T19:00:00Z");
    expect((await bookRest(earlier.id, { ...customer, customerEmail: email }, { cookie })).status).toBe(201);
    const { name } = await api.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    const second = await bookRest(slot.id, { serviceType: "House Cleaning" }, { cookie });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      serviceType: "house-cleaning",
      customerName: name,
      customerEmail: email,
      customerPhone: customer.customerPhone,
    });
    // A visitor has no account to take them from.
    const visitor = await bookRest((await insertSlot("2026-12-10T21:00:00Z")).id, { serviceType: "house-cleaning" });
    expect(visitor.body.fields.map((field: { field: string }) => field.field)).toEqual([
      "customerName",
      "customerPhone",
      "customerEmail",
    ]);
  });

  it("books a slot again once its booking is cancelled", async () => {
    const slot = await insertSlot("2026-12-09T15:00:00Z");
    const first = await bookRest(slot.id);
    expect(first.status).toBe(201);
    const cancel = await api.request(`/api/bookings/${first.body.id}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: providerCookie },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancel.status).toBe(200);
    expect((await slotRow(slot.id)).status).toBe("AVAILABLE");
    const second = await bookRest(slot.id, { ...customer, customerName: "Second Customer" });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await slotRow(slot.id)).status).toBe("BOOKED");
  });
});
