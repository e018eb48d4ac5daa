// Recurring schedules for the scheduler's tests: a clock the test moves by hand, schedules set
// up through the real service (so their first date comes from the real rule), and the rows
// the scheduler left behind, as calendar dates.
import { type Clock, requestContext, systemContext } from "../../src/context.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { addDaysIso } from "../../../shared/availability/slots.ts";
import { isoDateOf } from "../../src/services/bookings/calendar-date.ts";
import { createRecurringSchedule } from "../../src/services/schedules/create-schedule.ts";
import { runRecurringScheduler, type SchedulerOptions } from "../../src/services/schedules/scheduler.ts";
import type { Viewer } from "../../src/services/accounts/viewer.ts";
import type { RecurringScheduleInput } from "../../../shared/schedules/recurring-schedule.ts";
import { offerServiceAtStartingPrice } from "./offered-service.ts";

const DAY_MS = 86_400_000;

/** A clock that stands still until the test moves it. */
export interface SteppingClock extends Clock {
  set(instant: Date | string): void;
  advanceDays(days: number): void;
  advanceHours(hours: number): void;
}

export function steppingClock(start: Date | string): SteppingClock {
  let current = new Date(start);
  return {
    now: () => current,
    set: (instant) => {
      current = new Date(instant);
    },
    advanceDays: (days) => {
      current = new Date(current.getTime() + days * DAY_MS);
    },
    advanceHours: (hours) => {
      current = new Date(current.getTime() + hours * 3_600_000);
    },
  };
}

/** The calendar dates from `from` to `to`, `step` days apart. */
export function* calendarDays(from: string, to: string, step = 1): Generator<string> {
  for (let date = from; date <= to; date = addDaysIso(date, step)) yield date;
}

/** Makes each provider active, in the named city (a slug), and offering house cleaning. */
export async function placeProviders(prisma: PrismaClient, cityOf: Record<number, string>) {
  for (const [id, slug] of Object.entries(cityOf)) {
    const providerId = Number(id);
    const city = await prisma.city.findUniqueOrThrow({ where: { slug } });
    await prisma.provider.update({ where: { id: providerId }, data: { status: "ACTIVE", cityId: city.id } });
    await offerServiceAtStartingPrice(prisma, providerId, "house-cleaning");
  }
}

/** A customer account of the test's own, and a context that acts as it. */
export async function createCustomer(prisma: PrismaClient, email: string) {
  const user = await prisma.user.create({ data: { email, name: "Casey Customer", passwordHash: "not-used" } });
  const viewer: Viewer = {
    userId: user.id,
    email,
    name: user.name,
    role: "CUSTOMER",
    providerId: null,
    sessionId: `session-of-${user.id}`,
    secondFactorAt: null,
  };
  return { viewer, context: (db: PrismaClient, clock: Clock) => requestContext({ db, clock, viewer }) };
}

export type TestCustomer = Awaited<ReturnType<typeof createCustomer>>;

export const SCHEDULE_CONTACT = {
  customerName: "Casey Customer",
  customerPhone: "416-555-0199",
  customerEmail: "casey@example.test",
} as const;

/** A schedule set up by `customer` at the clock's time, through createRecurringSchedule. */
export function createSchedule(
  prisma: PrismaClient,
  clock: Clock,
  customer: TestCustomer,
  input: Partial<RecurringScheduleInput> & Pick<RecurringScheduleInput, "providerId" | "frequency" | "startDate">,
) {
  return createRecurringSchedule(customer.context(prisma, clock), {
    serviceType: "house-cleaning",
    serviceDetails: "Two-bedroom condo",
    specialInstructions: "Buzz 1204",
    ...SCHEDULE_CONTACT,
    ...input,
  });
}

/** One scheduler run as the server's background job makes it, at the clock's time. */
export function runScheduler(prisma: PrismaClient, clock: Clock, options?: SchedulerOptions) {
  return runRecurringScheduler(systemContext({ db: prisma, clock }), options);
}

/** The schedule's bookings, oldest date first, with their dates as "YYYY-MM-DD". */
export async function bookingsOf(prisma: PrismaClient, scheduleId: number) {
  const bookings = await prisma.booking.findMany({
    where: { recurringScheduleId: scheduleId },
    orderBy: [{ preferredDate: "asc" }, { id: "asc" }],
  });
  return bookings.map((booking) => ({ ...booking, date: isoDateOf(booking.preferredDate) }));
}

export async function bookedDatesOf(prisma: PrismaClient, scheduleId: number): Promise<string[]> {
  return (await bookingsOf(prisma, scheduleId)).map((booking) => booking.date);
}

export const scheduleRow = (prisma: PrismaClient, id: number) =>
  prisma.recurringSchedule.findUniqueOrThrow({ where: { id } });

/** The dates the scheduler dealt with, as "date outcome", oldest first. */
export async function occurrencesOf(prisma: PrismaClient, scheduleId: number) {
  const rows = await prisma.scheduleOccurrence.findMany({ where: { scheduleId }, orderBy: { date: "asc" } });
  return rows.map((row) => ({ date: isoDateOf(row.date), outcome: row.outcome, bookingId: row.bookingId }));
}

/** Every (schedule, date) that has more than one booking: the scheduler's one unforgivable mistake. */
export async function duplicateScheduleBookings(prisma: PrismaClient) {
  const groups = await prisma.booking.groupBy({
    by: ["recurringScheduleId", "preferredDate"],
    where: { recurringScheduleId: { not: null } },
    _count: { _all: true },
  });
  return groups.filter((group) => group._count._all > 1);
}
