// The recurring-schedule scheduler on the real
// database, with a clock the test moves day by day: each of a schedule's dates becomes exactly
// one booking a week ahead, pauses and downtime book nothing in the past, a crash mid-run
// rolls its schedule back, and each provider's own calendar decides what "today" is.
// Every test cancels its schedules afterwards, so each run sees only the current test's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../shared/availability/slots.ts";
import { weekdayOf } from "../../../shared/schedules/next-date.ts";
import { systemContext } from "../../src/context.ts";
import type { RecurringSchedule } from "../../src/generated/prisma/client.ts";
import { dateColumn, isoDateOf, todayIn } from "../../src/services/bookings/calendar-date.ts";
import {
  cancelRecurringSchedule,
  pauseRecurringSchedule,
  resumeRecurringSchedule,
} from "../../src/services/schedules/lifecycle.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  bookedDatesOf,
  bookingsOf,
  calendarDays,
  createCustomer,
  createSchedule,
  duplicateScheduleBookings,
  occurrencesOf,
  placeProviders,
  runScheduler,
  scheduleRow,
  SCHEDULE_CONTACT,
  steppingClock,
  type TestCustomer,
} from "../support/schedules.ts";

let api: TestApp;
let customer: TestCustomer;
// Provider 1 is in Toronto (the seed's demo provider); the others are placed below.
const TORONTO = 1;
const VANCOUVER = 2;
const HALIFAX = 3;
const LEAVING = 4;
const BUSY_TORONTO = 5;

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  await placeProviders(api.db.prisma, {
    [TORONTO]: "toronto-ontario",
    [VANCOUVER]: "vancouver-british-columbia",
    [HALIFAX]: "halifax-nova-scotia",
    [LEAVING]: "toronto-ontario",
    [BUSY_TORONTO]: "toronto-ontario",
  });
  customer = await createCustomer(api.db.prisma, "scheduler-customer@example.test");
});
afterAll(() => api?.close());

afterEach(async () => {
  expect(await duplicateScheduleBookings(api.db.prisma)).toEqual([]);
  await api.db.prisma.recurringSchedule.updateMany({ data: { status: "CANCELLED", pausedUntil: null } });
});

/** 15:00 UTC: the same calendar date in Vancouver, Toronto and Halifax. */
const midday = (date: string) => `${date}T15:00:00Z`;

describe("a weekly schedule over 8 weeks", () => {
  it("books each Tuesday once, a week ahead, with the schedule's time, price and contact", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(TEST_NOW); // Friday 2026-11-20
    const schedule = await createSchedule(prisma, clock, customer, {
      providerId: TORONTO,
      frequency: "WEEKLY",
      dayOfWeek: 2,
      startDate: "2026-11-20",
      preferredTime: "10:30",
    });
    // The provider's price per visit (the customer does not set it): each booking copies it.
    const price = (await prisma.provider.findUniqueOrThrow({ where: { id: TORONTO } })).startingPrice;
    expect(schedule.estimatedPrice).toBe(price);
    const tuesdays = ["2026-11-24", "2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22", "2026-12-29"];
    tuesdays.push("2027-01-05", "2027-01-12", "2027-01-19");

    // 8 weeks, the scheduler running in the morning and again in the evening.
    for (const today of calendarDays("2026-11-20", "2027-01-14")) {
      clock.set(`${today}T13:00:00Z`);
      await runScheduler(prisma, clock);
      clock.set(`${today}T22:00:00Z`);
      const again = await runScheduler(prisma, clock);
      expect(again.booked).toBe(0);
      // Booked exactly the dates up to a week from today, never later.
      expect(await bookedDatesOf(prisma, schedule.id)).toEqual(tuesdays.filter((date) => date <= addDaysIso(today, 7)));
    }

    const bookings = await bookingsOf(prisma, schedule.id);
    // The 8 weeks from 2026-11-20 hold 8 Tuesdays; the run on their last day booked 2027-01-19 too.
    expect(bookings.filter((booking) => booking.date <= "2027-01-14")).toHaveLength(8);
    for (const booking of bookings) {
      expect(weekdayOf(booking.date)).toBe(2);
      expect(booking).toMatchObject({
        ...SCHEDULE_CONTACT,
        providerId: TORONTO,
        customerId: customer.viewer.userId,
        serviceType: "house-cleaning",
        serviceDetails: "Two-bedroom condo",
        specialInstructions: "Buzz 1204",
        preferredTime: "10:30",
        estimatedPrice: price,
        status: "CONFIRMED",
        recurringScheduleId: schedule.id,
        schedulingConflict: false,
        timeSlotId: null,
      });
    }
    const after = await scheduleRow(prisma, schedule.id);
    expect(after.totalBookings).toBe(9);
    expect(isoDateOf(after.nextBookingDate)).toBe("2027-01-26");
    expect(await occurrencesOf(prisma, schedule.id)).toEqual(
      bookings.map((booking) => ({ date: booking.date, outcome: "BOOKED", bookingId: booking.id })),
    );
  });
});

describe("pausing", () => {
  it("books nothing while paused; resuming goes on from the next date after today", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(midday("2026-11-20"));
    // Wednesdays: 11-25, 12-02, 12-09, 12-16, 12-23, 12-30, 2027-01-06.
    const schedule = await createSchedule(prisma, clock, customer, {
      providerId: TORONTO,
      frequency: "WEEKLY",
      dayOfWeek: 3,
      startDate: "2026-11-20",
    });
    const runDays = async (from: string, to: string) => {
      for (const date of calendarDays(from, to)) {
        clock.set(midday(date));
        await runScheduler(prisma, clock);
      }
    };
    await runDays("2026-11-20", "2026-12-01");
    expect(await bookedDatesOf(prisma, schedule.id)).toEqual(["2026-11-25", "2026-12-02"]);

    await pauseRecurringSchedule(customer.context(prisma, clock), { scheduleId: schedule.id, pausedUntil: "" });
    await runDays("2026-12-02", "2026-12-19");
    expect(await bookedDatesOf(prisma, schedule.id)).toEqual(["2026-11-25", "2026-12-02"]);
    const paused = await scheduleRow(prisma, schedule.id);
    expect(paused).toMatchObject({ status: "PAUSED", totalBookings: 2, pausedUntil: null });

    clock.set(midday("2026-12-20"));
    await resumeRecurringSchedule(systemContext({ db: prisma, clock }), { scheduleId: schedule.id });
    await runDays("2026-12-20", "2026-12-30");
    // 12-09 and 12-16 passed while paused: neither booked nor recorded.
    expect(await bookedDatesOf(prisma, schedule.id)).toEqual([
      "2026-11-25",
      "2026-12-02",
      "2026-12-23",
      "2026-12-30",
      "2027-01-06",
    ]);
    expect((await occurrencesOf(prisma, schedule.id)).map((row) => row.date)).not.toContain("2026-12-09");
  });

  it("a schedule paused until a date resumes by itself on that date in its provider's zone", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(midday("2026-11-20"));
    // Thursdays: 11-26, 12-03, 12-10, 12-17.
    const schedule = await createSchedule(prisma, clock, customer, {
      providerId: TORONTO,
      frequency: "WEEKLY",
      dayOfWeek: 4,
      startDate: "2026-11-20",
    });
    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 1 });
    await pauseRecurringSchedule(customer.context(prisma, clock), {
      scheduleId: schedule.id,
      pausedUntil: "2026-12-12",
    });

    for (const date of calendarDays("2026-11-21", "2026-12-11")) {
      clock.set(midday(date));
      expect(await runScheduler(prisma, clock)).toEqual({ resumed: 0, booked: 0, conflicts: 0, missed: 0, failed: [] });
    }
    // 23:30 on 12-11 in Toronto: not yet.
    clock.set("2026-12-12T04:30:00Z");
    expect(await runScheduler(prisma, clock)).toMatchObject({ resumed: 0, booked: 0 });
    clock.set("2026-12-12T05:30:00Z");
    expect(await runScheduler(prisma, clock)).toMatchObject({ resumed: 1, booked: 1, missed: 0 });
    expect(await runScheduler(prisma, clock)).toMatchObject({ resumed: 0, booked: 0 });

    expect(await scheduleRow(prisma, schedule.id)).toMatchObject({
      status: "ACTIVE",
      pausedUntil: null,
      totalBookings: 2,
    });
    expect(await bookedDatesOf(prisma, schedule.id)).toEqual(["2026-11-26", "2026-12-17"]);
  });
});

describe("downtime and crashes", () => {
  it("after 3 weeks without a run, records the passed dates as missed and books only the coming week", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(midday("2026-11-20"));
    // Mondays: 11-23, 11-30, 12-07, 12-14, 12-21.
    const schedule = await createSchedule(prisma, clock, customer, {
      providerId: TORONTO,
      frequency: "WEEKLY",
      dayOfWeek: 1,
      startDate: "2026-11-20",
    });
    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 1, missed: 0 });

    clock.advanceDays(21); // Friday 2026-12-11
    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 1, missed: 2 });
    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 0, missed: 0 });

    const bookings = await bookingsOf(prisma, schedule.id);
    expect(bookings.map((booking) => booking.date)).toEqual(["2026-11-23", "2026-12-14"]);
    expect(await occurrencesOf(prisma, schedule.id)).toEqual([
      { date: "2026-11-23", outcome: "BOOKED", bookingId: bookings[0]!.id },
      { date: "2026-11-30", outcome: "MISSED", bookingId: null },
      { date: "2026-12-07", outcome: "MISSED", bookingId: null },
      { date: "2026-12-14", outcome: "BOOKED", bookingId: bookings[1]!.id },
    ]);
    const after = await scheduleRow(prisma, schedule.id);
    expect([after.totalBookings, isoDateOf(after.nextBookingDate)]).toEqual([2, "2026-12-21"]);
  });

  it("a process killed at its 3rd schedule keeps the first two; later runs book the rest exactly once", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(midday("2026-11-20"));
    const schedules: RecurringSchedule[] = [];
    // Every 2 weeks from Sunday 11-22 to Wednesday 11-25: one date each within the week.
    for (const dayOfWeek of [0, 1, 2, 3]) {
      schedules.push(
        await createSchedule(prisma, clock, customer, {
          providerId: TORONTO,
          frequency: "BIWEEKLY",
          dayOfWeek,
          startDate: "2026-11-20",
          preferredTime: "16:00",
        }),
      );
    }
    const bookedPerSchedule = async () =>
      Promise.all(schedules.map(async (schedule) => (await bookedDatesOf(prisma, schedule.id)).length));

    // From the 3rd schedule on, nothing the process does commits: it died there.
    const handled: number[] = [];
    const killed = await runScheduler(prisma, clock, {
      afterSchedule: (scheduleId) => {
        handled.push(scheduleId);
        if (handled.length >= 3) throw new Error("killed mid-run");
      },
    });
    const crashed = handled[2]!;
    expect(killed).toMatchObject({ booked: 2 });
    expect(killed.failed.map((failure) => failure.scheduleId)).toEqual(handled.slice(2));
    expect(await bookingsOf(prisma, crashed)).toEqual([]);
    expect(await occurrencesOf(prisma, crashed)).toEqual([]);
    const untouched = await scheduleRow(prisma, crashed);
    expect(untouched.totalBookings).toBe(0);
    expect(untouched.nextBookingDate).toEqual(schedules.find((s) => s.id === crashed)!.nextBookingDate);
    expect((await bookedPerSchedule()).reduce((sum, count) => sum + count, 0)).toBe(2);

    // One schedule failing again does not hold up the one after it.
    const failingAgain = await runScheduler(prisma, clock, {
      afterSchedule: (scheduleId) => {
        if (scheduleId === crashed) throw new Error("still failing");
      },
    });
    expect(failingAgain).toMatchObject({ booked: 1 });
    expect(failingAgain.failed.map((failure) => failure.scheduleId)).toEqual([crashed]);

    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 1, failed: [] });
    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 0, failed: [] });
    expect(await bookedPerSchedule()).toEqual([1, 1, 1, 1]);
    expect((await occurrencesOf(prisma, crashed)).map((row) => row.outcome)).toEqual(["BOOKED"]);
  });
});

describe("dates and providers", () => {
  it("a monthly schedule on the 31st books each month's last day, through February and a DST change", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(midday("2026-11-20"));
    const schedule = await createSchedule(prisma, clock, customer, {
      providerId: TORONTO,
      frequency: "MONTHLY",
      dayOfMonth: 31,
      startDate: "2026-11-20",
      preferredTime: "12:00",
    });
    for (const date of calendarDays("2026-11-20", "2027-04-25", 3)) {
      clock.set(midday(date));
      await runScheduler(prisma, clock);
    }
    expect(await bookedDatesOf(prisma, schedule.id)).toEqual([
      "2026-11-30",
      "2026-12-31",
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
    expect((await occurrencesOf(prisma, schedule.id)).every((row) => row.outcome === "BOOKED")).toBe(true);
  });

  it("books nothing for a provider who is no longer active (the dates are missed) or a cancelled schedule", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(midday("2026-11-20"));
    const weekly = { frequency: "WEEKLY" as const, dayOfWeek: 2, startDate: "2026-11-20" };
    const leaving = await createSchedule(prisma, clock, customer, { ...weekly, providerId: LEAVING });
    const cancelled = await createSchedule(prisma, clock, customer, { ...weekly, providerId: TORONTO });
    await cancelRecurringSchedule(customer.context(prisma, clock), { scheduleId: cancelled.id });
    await prisma.provider.update({ where: { id: LEAVING }, data: { status: "REJECTED" } });
    try {
      for (const date of calendarDays("2026-11-20", "2026-12-03")) {
        clock.set(midday(date));
        expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 0 });
      }
    } finally {
      await prisma.provider.update({ where: { id: LEAVING }, data: { status: "ACTIVE" } });
    }
    expect(await bookingsOf(prisma, leaving.id)).toEqual([]);
    expect(await occurrencesOf(prisma, leaving.id)).toEqual(
      ["2026-11-24", "2026-12-01", "2026-12-08"].map((date) => ({ date, outcome: "MISSED", bookingId: null })),
    );
    expect(await bookingsOf(prisma, cancelled.id)).toEqual([]);
    expect(await occurrencesOf(prisma, cancelled.id)).toEqual([]);
  });

  it("flags a booking made over the provider's booked slot or another booking, and only those", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(TEST_NOW); // 10 am on Friday 2026-11-20 in Toronto (UTC-5)
    const slot = (date: string, fromHour: number, status: "BOOKED" | "AVAILABLE") => ({
      providerId: BUSY_TORONTO,
      startsAt: new Date(`${date}T${fromHour + 5}:00:00Z`),
      endsAt: new Date(`${date}T${fromHour + 7}:00:00Z`),
      durationMinutes: 120,
      price: 15_000,
      status,
    });
    await prisma.timeSlot.createMany({
      data: [slot("2026-11-24", 14, "BOOKED"), slot("2026-11-25", 14, "BOOKED"), slot("2026-11-23", 11, "AVAILABLE")],
    });
    const other = {
      providerId: BUSY_TORONTO,
      serviceType: "house-cleaning",
      preferredTime: "11:00",
      ...SCHEDULE_CONTACT,
    };
    await prisma.booking.createMany({
      data: [
        { ...other, preferredDate: dateColumn("2026-11-26") },
        { ...other, preferredDate: dateColumn("2026-11-23"), status: "CANCELLED" },
      ],
    });
    const cases: [dayOfWeek: number, preferredTime: string, conflict: boolean][] = [
      [2, "15:00", true], // Tue: inside the booked 14:00-16:00 slot
      [3, "16:00", false], // Wed: starts as the booked slot ends
      [3, "12:00", false], // Wed: ends as the booked slot starts
      [4, "12:00", true], // Thu: an hour after a confirmed 11:00 booking
      [1, "11:00", false], // Mon: a cancelled booking and an open slot only
    ];
    const schedules = [];
    for (const [dayOfWeek, preferredTime, conflict] of cases) {
      const schedule = await createSchedule(prisma, clock, customer, {
        providerId: BUSY_TORONTO,
        frequency: "WEEKLY",
        dayOfWeek,
        startDate: "2026-11-20",
        preferredTime,
      });
      schedules.push({ id: schedule.id, conflict });
    }

    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 5, conflicts: 2 });
    for (const { id, conflict } of schedules) {
      const [booking, ...more] = await bookingsOf(prisma, id);
      expect(more).toEqual([]);
      expect(booking!.schedulingConflict).toBe(conflict);
    }
  });

  it("each provider's own calendar decides today: Halifax's next week begins hours before Vancouver's", async () => {
    const prisma = api.db.prisma;
    const clock = steppingClock(TEST_NOW);
    // Saturdays from Sunday 2026-11-22: the first is 2026-11-28.
    const saturdays = { frequency: "WEEKLY" as const, dayOfWeek: 6, startDate: "2026-11-22" };
    const halifax = await createSchedule(prisma, clock, customer, { ...saturdays, providerId: HALIFAX });
    const vancouver = await createSchedule(prisma, clock, customer, { ...saturdays, providerId: VANCOUVER });

    // 01:00 on 11-21 in Halifax, 21:00 on 11-20 in Vancouver.
    clock.set("2026-11-21T05:00:00Z");
    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 1 });
    expect(await bookedDatesOf(prisma, halifax.id)).toEqual(["2026-11-28"]);
    expect(await bookedDatesOf(prisma, vancouver.id)).toEqual([]);
    // Midnight in Vancouver.
    clock.set("2026-11-21T08:00:00Z");
    expect(await runScheduler(prisma, clock)).toMatchObject({ booked: 1 });
    expect(await bookedDatesOf(prisma, vancouver.id)).toEqual(["2026-11-28"]);
  });
});

describe("todayIn across Toronto's daylight-saving changes", () => {
  it.each([
    ["2026-03-08T04:59:00Z", "2026-03-07"], // 23:59 EST
    ["2026-03-08T05:00:00Z", "2026-03-08"], // midnight EST
    ["2026-03-09T03:59:00Z", "2026-03-08"], // 23:59 EDT: the day had 23 hours
    ["2026-03-09T04:00:00Z", "2026-03-09"], // midnight EDT
    ["2026-11-01T03:59:00Z", "2026-10-31"], // 23:59 EDT
    ["2026-11-01T04:00:00Z", "2026-11-01"], // midnight EDT
    ["2026-11-02T04:59:00Z", "2026-11-01"], // 23:59 EST: the day had 25 hours
    ["2026-11-02T05:00:00Z", "2026-11-02"], // midnight EST
  ])("at %s it is %s in Toronto", (instant, date) => {
    expect(todayIn("America/Toronto", new Date(instant))).toBe(date);
  });
});
