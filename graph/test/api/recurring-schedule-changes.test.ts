// Pausing, resuming and cancelling a recurring schedule (spec section 4) through the real
// app: each a conditional update on the state it read, so a repeat or a double click is a
// 409 that changes nothing; cancelling ends its subscription and its unpaid cleanings after
// today. Then what the scheduler's bookings show on the schedule (next cleaning, completed
// cleanings) and on each booking (its schedule, a clash with the provider's other work).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/context.ts";
import { runRecurringScheduler } from "../../src/services/schedules/scheduler.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  type Account,
  createSchedule,
  movableClock,
  restCall,
  signedInAccount,
  signedInAgain,
} from "../support/schedule-calls.ts";

const clock = movableClock();
let api: TestApp;
let customer: Account;
beforeAll(async () => {
  api = await startTestApp({ providers: 12, clock });
  customer = await signedInAccount(api);
});
afterEach(() => clock.reset());
afterAll(() => api?.close());

const path = (id: number) => `/api/recurring-schedules/${id}`;
const pause = (id: number, body?: unknown) => restCall(api, "PATCH", `${path(id)}/pause`, { account: customer, body });
const resume = (id: number) => restCall(api, "PATCH", `${path(id)}/resume`, { account: customer, body: {} });
const cancel = (id: number) => restCall(api, "DELETE", path(id), { account: customer });
const row = (id: number) => api.db.prisma.recurringSchedule.findUniqueOrThrow({ where: { id } });
/** A weekly schedule on Wednesdays from today (Friday 2026-11-20): next date 2026-11-25. */
const newSchedule = async () => (await createSchedule(api, customer)).id;

const CHANGE_RESULT = `__typename ... on Error { message }
  ... on RecurringSchedulePayload { recurringSchedule { status pausedUntil nextBookingDate } }`;

describe("pause", () => {
  it.each([
    ["no body", undefined],
    ["an empty date", { pausedUntil: "" }],
    ["a null date", { pausedUntil: null }],
  ])("with %s pauses until resumed", async (_case, body) => {
    const id = await newSchedule();
    const answer = await pause(id, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: "paused", isActive: false, pausedUntil: null });
    expect(await row(id)).toMatchObject({ status: "PAUSED", pausedUntil: null });
  });

  it("until a date stores it (GraphQL too)", async () => {
    const id = await newSchedule();
    expect((await pause(id, { pausedUntil: "2026-12-15" })).body).toMatchObject({ pausedUntil: "2026-12-15" });
    const other = await newSchedule();
    const { data } = await api.graphql(
      `mutation($input: PauseRecurringScheduleInput!) { pauseRecurringSchedule(input: $input) { ${CHANGE_RESULT} } }`,
      { input: { scheduleId: encodeGlobalID("RecurringSchedule", other), pausedUntil: "2027-01-04" } },
      customer.headers,
    );
    expect(data!.pauseRecurringSchedule).toEqual({
      __typename: "RecurringSchedulePayload",
      recurringSchedule: { status: "PAUSED", pausedUntil: "2027-01-04", nextBookingDate: "2026-11-25" },
    });
  });

  it.each([
    ["2026-11-19", "Please choose a date after today to resume on."],
    ["2026-11-20", "Please choose a date after today to resume on."],
    ["2026-02-30", "Please choose a valid date to resume on."],
    ["next week", "Please choose a valid date to resume on."],
  ])("until %s is a 400 that changes nothing", async (pausedUntil, message) => {
    const id = await newSchedule();
    const before = await row(id);
    expect(await pause(id, { pausedUntil })).toMatchObject({ status: 400, body: { message } });
    expect(await row(id)).toEqual(before);
  });

  it("twice is a 409 the second time, and the first pause stands", async () => {
    const id = await newSchedule();
    await pause(id, { pausedUntil: "2026-12-15" });
    const paused = await row(id);
    expect(await pause(id)).toMatchObject({ status: 409, body: { message: "This schedule is already paused." } });
    expect(await row(id)).toEqual(paused);
  });

  it("a double click: two pauses at once are one 200 and one 409", async () => {
    const id = await newSchedule();
    const answers = await Promise.all([pause(id), pause(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await row(id)).status).toBe("PAUSED");
  });

  it("of a schedule that does not exist is a 404", async () => {
    expect(await pause(999_999)).toMatchObject({
      status: 404,
      body: { message: "There is no recurring schedule with that id." },
    });
    expect((await pause(Number.NaN)).status).toBeGreaterThanOrEqual(400);
    expect((await pause(Number.NaN)).status).toBeLessThan(500);
  });
});

describe("a paused schedule's next cleaning", () => {
  const nextCleaning = async (id: number) => {
    const { data } = await api.graphql(
      `query($id: ID!) { node(id: $id) { ... on RecurringSchedule { status nextCleaningDate } } }`,
      { id: encodeGlobalID("RecurringSchedule", id) },
      customer.headers,
    );
    return data!.node;
  };

  it("is the first date after its pause, none while paused until resumed, its own date again once active", async () => {
    const id = await newSchedule();
    expect(await nextCleaning(id)).toEqual({ status: "ACTIVE", nextCleaningDate: "2026-11-25" });
    await pause(id, { pausedUntil: "2027-01-04" });
    // The Wednesday after the Monday it resumes on.
    expect(await nextCleaning(id)).toEqual({ status: "PAUSED", nextCleaningDate: "2027-01-06" });
    await resume(id);
    await pause(id);
    expect(await nextCleaning(id)).toEqual({ status: "PAUSED", nextCleaningDate: null });
    await resume(id);
    expect(await nextCleaning(id)).toEqual({ status: "ACTIVE", nextCleaningDate: "2026-11-25" });
  });
});

describe("resume", () => {
  it("makes it active again, keeping a next date that has not passed", async () => {
    const id = await newSchedule();
    await pause(id, { pausedUntil: "2027-02-01" });
    expect((await resume(id)).body).toMatchObject({
      status: "active",
      isActive: true,
      pausedUntil: null,
      nextBookingDate: "2026-11-25",
    });
  });

  it.each([
    ["a Thursday", "2026-12-10T15:00:00Z", "2026-12-16"],
    // A Wednesday: today's own cleaning is past booking, so the next one.
    ["the chosen Wednesday itself", "2026-12-16T15:00:00Z", "2026-12-23"],
  ])("on %s moves a next date that passed to the first one after today", async (_day, now, next) => {
    const id = await newSchedule();
    await pause(id);
    clock.set(now);
    // Weeks on, the session has ended for idleness (shared/privacy/retention.ts): signed in again.
    const account = await signedInAgain(api, customer);
    const resumed = await restCall(api, "PATCH", `${path(id)}/resume`, { account, body: {} });
    expect(resumed.body).toMatchObject({ status: "active", nextBookingDate: next });
    expect((await row(id)).nextBookingDate).toEqual(new Date(`${next}T00:00:00Z`));
  });

  it("of an active schedule is a 409 that changes nothing, on both doors", async () => {
    const id = await newSchedule();
    const before = await row(id);
    expect(await resume(id)).toMatchObject({ status: 409, body: { message: "This schedule is already active." } });
    const { data } = await api.graphql(
      `mutation($input: RecurringScheduleChangeInput!) { resumeRecurringSchedule(input: $input) { ${CHANGE_RESULT} } }`,
      { input: { scheduleId: encodeGlobalID("RecurringSchedule", id) } },
      customer.headers,
    );
    expect(data!.resumeRecurringSchedule).toEqual({
      __typename: "ConflictError",
      message: "This schedule is already active.",
    });
    expect(await row(id)).toEqual(before);
  });
});

/** A cleaning of the schedule's, written as the scheduler would have. */
async function insertCleaning(scheduleId: number, date: string, status: "CONFIRMED" | "COMPLETED" = "CONFIRMED") {
  const booking = await api.db.prisma.booking.create({
    data: {
      providerId: 1,
      customerId: customer.id,
      customerName: "Casey Schedule",
      customerPhone: "416-555-0123",
      customerEmail: "casey@schedules.test",
      serviceType: "house-cleaning",
      preferredDate: new Date(`${date}T00:00:00Z`),
      preferredTime: "09:00",
      estimatedPrice: 15_000,
      status,
      recurringScheduleId: scheduleId,
      ...(status === "COMPLETED" ? { actualPrice: 15_000, completedAt: new Date(`${date}T16:00:00Z`) } : {}),
    },
  });
  return booking.id;
}

describe("cancel", () => {
  it("ends it and calls off its unpaid cleanings after today, nothing else", async () => {
    const id = await newSchedule();
    const other = await newSchedule();
    const cleanings = {
      upcoming: await insertCleaning(id, "2026-11-25"),
      later: await insertCleaning(id, "2026-12-02"),
      today: await insertCleaning(id, "2026-11-20"),
      past: await insertCleaning(id, "2026-11-18"),
      done: await insertCleaning(id, "2026-11-13", "COMPLETED"),
      paid: await insertCleaning(id, "2026-12-09"),
      beingPaid: await insertCleaning(id, "2026-12-16"),
      paymentFailed: await insertCleaning(id, "2026-12-23"),
      otherSchedules: await insertCleaning(other, "2026-11-25"),
    };
    await api.db.prisma.payment.create({
      data: {
        bookingId: cleanings.paid,
        totalAmount: 15_000,
        platformFee: 1_500,
        paymentStatus: "COMPLETED",
        settledAt: TEST_NOW,
      },
    });
    for (const [bookingId, paymentStatus] of [
      [cleanings.beingPaid, "PENDING"],
      [cleanings.paymentFailed, "FAILED"],
    ] as const) {
      await api.db.prisma.payment.create({
        data: { bookingId, totalAmount: 15_000, platformFee: 1_500, paymentStatus },
      });
    }

    const answer = await cancel(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: "cancelled", isActive: false });
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(cleanings).map(async ([name, bookingId]) => [
          name,
          (await api.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).status,
        ]),
      ),
    );
    expect(statuses).toEqual({
      upcoming: "CANCELLED",
      later: "CANCELLED",
      today: "CONFIRMED",
      past: "CONFIRMED",
      done: "COMPLETED",
      paid: "CONFIRMED",
      // A payment under way may still succeed: the customer decides; a failed one paid nothing.
      beingPaid: "CONFIRMED",
      paymentFailed: "CANCELLED",
      otherSchedules: "CONFIRMED",
    });
    expect((await row(other)).status).toBe("ACTIVE");
  });

  it("twice, or a pause or resume after it, is a 409 that changes nothing", async () => {
    const id = await newSchedule();
    await pause(id);
    expect((await cancel(id)).status).toBe(200);
    const cancelled = await row(id);
    expect(cancelled.status).toBe("CANCELLED");
    for (const again of [cancel, pause, resume]) {
      expect(await again(id)).toMatchObject({ status: 409, body: { message: "This schedule was cancelled." } });
    }
    expect(await row(id)).toEqual(cancelled);
  });

  it("through GraphQL answers the id to delete from the client's store", async () => {
    const id = await newSchedule();
    const { data } = await api.graphql(
      `mutation($input: RecurringScheduleChangeInput!) { cancelRecurringSchedule(input: $input) {
        __typename ... on CancelRecurringSchedulePayload { cancelledScheduleId recurringSchedule { status nextCleaningDate } } } }`,
      { input: { scheduleId: String(id) } },
      customer.headers,
    );
    expect(data!.cancelRecurringSchedule).toEqual({
      __typename: "CancelRecurringSchedulePayload",
      cancelledScheduleId: encodeGlobalID("RecurringSchedule", id),
      recurringSchedule: { status: "CANCELLED", nextCleaningDate: null },
    });
  });

  it("cancels its subscription in the payment gateway too", async () => {
    const id = await newSchedule();
    const started = await api.graphql(
      `mutation($input: CreateSubscriptionInput!) { createSubscription(input: $input) {
        __typename ... on Error { message } } }`,
      { input: { recurringScheduleId: String(id) } },
      customer.headers,
    );
    expect(started.data!.createSubscription.__typename).toBe("StartCheckoutPayload");
    const { stripeSubscriptionId } = await row(id);
    expect(stripeSubscriptionId).toMatch(/^sub_test_/);
    const subscription = () => api.db.prisma.testModeObject.findUniqueOrThrow({ where: { id: stripeSubscriptionId! } });
    expect((await subscription()).data).not.toMatchObject({ status: "canceled" });

    expect((await cancel(id)).body).toMatchObject({ status: "cancelled" });
    expect((await subscription()).data).toMatchObject({ status: "canceled" });
    expect((await row(id)).status).toBe("CANCELLED");
  });
});

describe("after the scheduler has booked ahead", () => {
  // Provider 10 (Hamilton, house cleaning), so the other tests' schedules book none of its time.
  const SCHEDULE = `query($id: ID!) { node(id: $id) { ... on RecurringSchedule {
    nextBookingDate nextCleaningDate totalBookings completedCleanings } } }`;
  const BOOKING = `query($id: ID!) { node(id: $id) { ... on Booking {
    preferredDate schedulingConflict recurringSchedule { databaseId } } } }`;
  const read = async (document: string, type: string, id: number) =>
    (await api.graphql(document, { id: encodeGlobalID(type, id) }, customer.headers)).data!.node;

  it("shows the next booked cleaning, the completed ones, and a clash flagged on its booking", async () => {
    // Thursdays at 09:00 from 2026-11-26, over another customer's 10:00 cleaning that day.
    const clashing = (await createSchedule(api, customer, { providerId: 10, dayOfWeek: 4 })).id;
    // Fridays at 13:00 from today: today's and next Friday's are within the week ahead.
    const fridays = (await createSchedule(api, customer, { providerId: 10, dayOfWeek: 5, preferredTime: "13:00" })).id;
    await api.db.prisma.booking.create({
      data: {
        providerId: 10,
        customerName: "Someone Else",
        customerPhone: "905-555-0100",
        customerEmail: "someone@schedules.test",
        serviceType: "house-cleaning",
        preferredDate: new Date("2026-11-26T00:00:00Z"),
        preferredTime: "10:00",
      },
    });

    await runRecurringScheduler(systemContext({ db: api.db.prisma, clock }));

    expect(await read(SCHEDULE, "RecurringSchedule", clashing)).toEqual({
      nextBookingDate: "2026-12-03",
      nextCleaningDate: "2026-11-26",
      totalBookings: 1,
      completedCleanings: 0,
    });
    const bookingsOf = (scheduleId: number) =>
      api.db.prisma.booking.findMany({ where: { recurringScheduleId: scheduleId }, orderBy: { preferredDate: "asc" } });
    const [clash] = await bookingsOf(clashing);
    expect(await read(BOOKING, "Booking", clash!.id)).toEqual({
      preferredDate: "2026-11-26",
      schedulingConflict: true,
      recurringSchedule: { databaseId: clashing },
    });

    const [today, nextFriday] = await bookingsOf(fridays);
    expect(await read(BOOKING, "Booking", nextFriday!.id)).toMatchObject({
      preferredDate: "2026-11-27",
      schedulingConflict: false,
    });
    await api.db.prisma.booking.update({
      where: { id: today!.id },
      data: { status: "COMPLETED", actualPrice: 15_000, completedAt: new Date("2026-11-20T20:00:00Z") },
    });
    expect(await read(SCHEDULE, "RecurringSchedule", fridays)).toEqual({
      nextBookingDate: "2026-12-04",
      nextCleaningDate: "2026-11-27",
      totalBookings: 2,
      completedCleanings: 1,
    });
  });
});
