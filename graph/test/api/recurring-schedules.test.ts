// Setting up a recurring schedule (spec sections 3, 5 and 7) through the real app on both
// doors: the date the server works out, the form's defaults and words, and idempotent
// retries. Lists: recurring-schedule-lists.test.ts; pause, resume, cancel and the
// scheduler's fields: recurring-schedule-changes.test.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MISSING_FIELDS_MESSAGE } from "../../../shared/bookings/booking-request.ts";
import {
  DAY_OF_MONTH_MESSAGE,
  ESTIMATED_PRICE_MESSAGE,
  WEEKDAY_MESSAGE,
} from "../../../shared/schedules/recurring-schedule.ts";
import { CONTROL_CHARACTERS_MESSAGE, tooLongMessage } from "../../../shared/validation/text.ts";
import { PROVIDER_DOES_NOT_OFFER } from "../../src/services/schedules/create-schedule.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import {
  type Account,
  CLEANER_ID,
  movableClock,
  restCall,
  scheduleBody,
  scheduleBodyWithAddress,
  signedInAccount,
} from "../support/schedule-calls.ts";

const clock = movableClock();
let api: TestApp;
let customer: Account;
/** The cleaner's price per visit: what every schedule with it is charged (schedule-prices.test.ts). */
let cleanerPrice: number;
beforeAll(async () => {
  api = await startTestApp({ providers: 12, clock });
  customer = await signedInAccount(api);
  cleanerPrice = (await api.db.prisma.provider.findUniqueOrThrow({ where: { id: CLEANER_ID } })).startingPrice;
});
afterEach(() => clock.reset());
afterAll(() => api?.close());

const CREATE = /* GraphQL */ `
  mutation ($input: CreateRecurringScheduleInput!) {
    createRecurringSchedule(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on RecurringSchedulePayload {
        recurringSchedule {
          id
          databaseId
          frequency
          dayOfWeek
          dayOfMonth
          preferredTime
          estimatedPrice
          startDate
          nextBookingDate
          nextCleaningDate
          status
          isActive
          pausedUntil
          totalBookings
          completedCleanings
          subscriptionPaid
          serviceType
          customerName
          provider {
            databaseId
          }
        }
      }
    }
  }
`;

const countSchedules = () => api.db.prisma.recurringSchedule.count();
const post = (body: unknown, account: Account = customer, headers: Record<string, string> = {}) =>
  restCall(api, "POST", "/api/recurring-schedules", { account, body, headers });

describe("POST /api/recurring-schedules", () => {
  it("sets one up (201) in spec section 3's shape, dated by the server with the form's defaults", async () => {
    // A Wednesday schedule starting Friday the 20th; the client's nextBookingDate is not used.
    const answer = await post(scheduleBody({ nextBookingDate: "2026-11-21", totalBookings: 9, status: "paused" }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      providerId: CLEANER_ID,
      customerId: customer.id,
      customerName: "Casey Schedule",
      customerPhone: "416-555-0123",
      customerEmail: "casey@schedules.test",
      customerErased: false,
      serviceType: "house-cleaning",
      serviceDetails: "Two-bedroom condo",
      frequency: "weekly",
      dayOfWeek: 3,
      dayOfMonth: null,
      preferredTime: "09:00",
      specialInstructions: "",
      // The spec's payload has no service address: none is stored.
      address: null,
      addressUnit: "",
      addressCityId: null,
      postalCode: null,
      estimatedPrice: cleanerPrice,
      startDate: "2026-11-20",
      nextBookingDate: "2026-11-25",
      isActive: true,
      status: "active",
      totalBookings: 0,
      pausedUntil: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const row = await api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(row).toMatchObject({ status: "ACTIVE", totalBookings: 0, customerId: customer.id });
  });

  it("dates a monthly one on the 31st by November's last day, and keeps no weekday", async () => {
    const answer = await post(
      scheduleBody({
        frequency: "monthly",
        dayOfMonth: 31,
        dayOfWeek: 2,
        preferredTime: "14:30",
        // The spec client's own figure: REST charges the provider's price instead.
        estimatedPrice: 9_900,
      }),
    );
    expect(answer.body).toMatchObject({
      frequency: "monthly",
      dayOfMonth: 31,
      dayOfWeek: null,
      preferredTime: "14:30",
      estimatedPrice: cleanerPrice,
      nextBookingDate: "2026-11-30",
    });
  });

  it("takes today in the provider's city as the earliest start, not the server's UTC day", async () => {
    // 03:00 UTC on the 21st is still the 20th (22:00) in Toronto.
    clock.set("2026-11-21T03:00:00Z");
    const answer = await post(scheduleBody({ frequency: "biweekly", dayOfWeek: 5, startDate: "2026-11-20" }));
    expect(answer.status).toBe(201);
    expect(answer.body.nextBookingDate).toBe("2026-11-20");
    expect((await post(scheduleBody({ startDate: "2026-11-19" }))).body).toMatchObject({
      message: "Please choose a start date of today or later.",
    });
  });
});

describe("createRecurringSchedule (GraphQL)", () => {
  it("answers the schedule, its provider and next dates", async () => {
    const { data, errors } = await api.graphql(
      CREATE,
      {
        input: {
          ...scheduleBodyWithAddress({ providerId: encodeGlobalID("Provider", CLEANER_ID), frequency: "BIWEEKLY" }),
          dayOfWeek: 5,
          serviceType: "office-cleaning",
        },
      },
      customer.headers,
    );
    expect(errors).toBeUndefined();
    const schedule = data!.createRecurringSchedule.recurringSchedule;
    expect(data!.createRecurringSchedule.__typename).toBe("RecurringSchedulePayload");
    expect(schedule).toMatchObject({
      id: encodeGlobalID("RecurringSchedule", schedule.databaseId),
      frequency: "BIWEEKLY",
      dayOfWeek: 5,
      dayOfMonth: null,
      preferredTime: "09:00",
      estimatedPrice: cleanerPrice,
      startDate: "2026-11-20",
      // Friday the 20th is itself the chosen weekday.
      nextBookingDate: "2026-11-20",
      nextCleaningDate: "2026-11-20",
      status: "ACTIVE",
      isActive: true,
      pausedUntil: null,
      totalBookings: 0,
      completedCleanings: 0,
      subscriptionPaid: false,
      serviceType: "office-cleaning",
      provider: { databaseId: CLEANER_ID },
    });
  });

  it("refuses a visitor before anything is looked up", async () => {
    const before = await countSchedules();
    const { data, errors } = await api.graphql(CREATE, { input: scheduleBodyWithAddress({ frequency: "WEEKLY" }) });
    expect(data?.createRecurringSchedule ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe("Please sign in to continue.");
    expect(await countSchedules()).toBe(before);
  });
});

describe("a request the form would refuse: 400 in its words, nothing written", () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ["no customer name", { customerName: "" }, MISSING_FIELDS_MESSAGE],
    ["no start date", { startDate: "" }, MISSING_FIELDS_MESSAGE],
    ["no phone, with other errors", { customerPhone: "  ", dayOfMonth: 40 }, MISSING_FIELDS_MESSAGE],
    ["a weekly one without a weekday", { dayOfWeek: undefined }, WEEKDAY_MESSAGE],
    ["a weekday of 7", { dayOfWeek: 7 }, WEEKDAY_MESSAGE],
    ["a monthly one on the 32nd", { frequency: "monthly", dayOfMonth: 32 }, DAY_OF_MONTH_MESSAGE],
    ["a monthly one without a day", { frequency: "monthly", dayOfWeek: undefined }, DAY_OF_MONTH_MESSAGE],
    ["a start date yesterday in Toronto", { startDate: "2026-11-19" }, "Please choose a start date of today or later."],
    ["an estimate under $10", { estimatedPrice: 999 }, ESTIMATED_PRICE_MESSAGE],
    ["an estimate over $10,000", { estimatedPrice: 1_000_001 }, ESTIMATED_PRICE_MESSAGE],
    ["a provider who does not offer it (an electrician)", { providerId: 2 }, PROVIDER_DOES_NOT_OFFER],
    ["carpet cleaning from a house cleaner", { serviceType: "carpet-cleaning" }, PROVIDER_DOES_NOT_OFFER],
    ["huge service details", { serviceDetails: "x".repeat(200_000) }, tooLongMessage(2000)],
    ["a huge name", { customerName: "n".repeat(100_000) }, tooLongMessage(100)],
    ["a NUL in the instructions", { specialInstructions: "a\u0000b" }, CONTROL_CHARACTERS_MESSAGE],
  ];

  it.each(invalid)("%s", async (_case, overrides, message) => {
    const before = await countSchedules();
    const answer = await post(scheduleBody(overrides));
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    // Each refusal names the fields to fix, beside the message the form shows.
    expect(answer.body.fields).toContainEqual({ field: expect.any(String), message: expect.any(String) });
    const graph = await api.graphql(
      CREATE,
      {
        input: {
          ...scheduleBodyWithAddress(overrides),
          frequency: String(overrides.frequency ?? "weekly").toUpperCase(),
        },
      },
      customer.headers,
    );
    expect(graph.data!.createRecurringSchedule).toEqual({ __typename: "ValidationError", message });
    expect(await countSchedules()).toBe(before);
  });

  it("an unknown or unapproved provider is not available (404)", async () => {
    const before = await countSchedules();
    await api.db.prisma.provider.update({ where: { id: 10 }, data: { status: "PENDING" } });
    try {
      for (const providerId of [999_999, 10]) {
        expect(await post(scheduleBody({ providerId }))).toMatchObject({
          status: 404,
          body: { message: "This provider is not available for booking." },
        });
      }
    } finally {
      await api.db.prisma.provider.update({ where: { id: 10 }, data: { status: "ACTIVE" } });
    }
    expect(await countSchedules()).toBe(before);
  });

  it("a body without a required field says so", async () => {
    const { customerEmail: _left, startDate: _out, ...body } = scheduleBody();
    expect(await post(body)).toMatchObject({ status: 400, body: { message: MISSING_FIELDS_MESSAGE } });
  });

  it.each([
    ["not JSON", "{not json"],
    ["an array", "[1, 2]"],
    ["a string", '"weekly"'],
    ["null", "null"],
  ])("a body that is %s is a 400", async (_case, body) => {
    const before = await countSchedules();
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await countSchedules()).toBe(before);
  });

  it("a visitor is asked to sign in (401) and a form post is refused (415)", async () => {
    const visitor = await restCall(api, "POST", "/api/recurring-schedules", { body: scheduleBody() });
    expect(visitor).toMatchObject({ status: 401, body: { message: "Please sign in to manage recurring schedules." } });
    const form = await post(scheduleBody(), customer, { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
  });
});

describe("Idempotency-Key", () => {
  it("the same key and request give back the first schedule, on either door; another request is a 422", async () => {
    const key = { "idempotency-key": "schedule-retry-1" };
    const before = await countSchedules();
    // With the address GraphQL requires, so the two doors' requests are the same.
    const first = await post(scheduleBodyWithAddress(), customer, key);
    const retry = await post(scheduleBodyWithAddress(), customer, key);
    expect(first.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    const graph = await api.graphql(
      CREATE,
      { input: { ...scheduleBodyWithAddress({ frequency: "WEEKLY" }), idempotencyKey: "schedule-retry-1" } },
      customer.headers,
    );
    expect(graph.data!.createRecurringSchedule.recurringSchedule.databaseId).toBe(first.body.id);
    expect(await countSchedules()).toBe(before + 1);

    const other = await post(scheduleBodyWithAddress({ dayOfWeek: 4 }), customer, key);
    expect(other).toMatchObject({
      status: 422,
      body: {
        message: "This idempotency key was already used for a different request. Send a new key for a new request.",
      },
    });
    expect(await countSchedules()).toBe(before + 1);
  });
});
