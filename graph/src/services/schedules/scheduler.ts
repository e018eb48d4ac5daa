// The recurring schedules' scheduler: turns each active schedule's next
// cleaning into a booking once it is within the horizon, and records a date that passed
// while nothing ran as missed instead of booking the past. Its state is the database's:
// each schedule's nextBookingDate is how far it has got, and a ScheduleOccurrence row per
// date, unique by (schedule, date), is what makes a date exactly one booking.
//
// Each schedule is advanced in its own transaction, claimed with FOR UPDATE SKIP LOCKED:
// two processes on one PostgreSQL database take different schedules, and a process killed
// mid-run leaves no half-done schedule (its transaction rolls back, and the next run does
// that schedule again from where the database says it was).
import { Prisma } from "../../generated/prisma/client.ts";
import type { Context } from "../../context.ts";
import { addDaysIso } from "../../../../shared/availability/slots.ts";
import { occurrenceAfter, type ScheduleFrequency } from "../../../../shared/schedules/next-date.ts";
import { dateColumn, todayIn } from "../bookings/calendar-date.ts";
import type { Db } from "../idempotency/idempotency.ts";
import { notifyRecurringBookingCreated } from "../notifications/booking-notices.ts";
import { providerIsBusyAt } from "./conflicts.ts";
import { resumeSchedulesDueToday } from "./lifecycle.ts";
import { scheduleRuleOf } from "../../../../shared/schedules/recurring-schedule.ts";

/** How far ahead a cleaning is booked: a week, so customer and provider both see it coming. */
export const BOOKING_HORIZON_DAYS = 7;
/** Schedules one run advances at most; the next run goes on (a backlog never holds a run for long). */
const MAX_SCHEDULES_PER_RUN = 5_000;
/** Dates one schedule may skip as missed in one go: a year of weekly cleanings and then some. */
const MAX_MISSED_PER_SCHEDULE = 400;

export interface SchedulerRun {
  /** Schedules whose pause ended and which resumed by themselves. */
  resumed: number;
  /** Bookings made. */
  booked: number;
  /** Of those, made although the provider had something else booked then. */
  conflicts: number;
  /** Dates that passed before the scheduler reached them. */
  missed: number;
  /** Schedules whose transaction failed: rolled back, left for the next run. */
  failed: { scheduleId: number; error: unknown }[];
}

export interface SchedulerOptions {
  /** Called inside each schedule's transaction after its bookings are written (tests stop a run there). */
  afterSchedule?: (scheduleId: number) => Promise<void> | void;
}

/**
 * One pass over every due schedule. Safe to run at any time, from any number of processes.
 * A schedule that fails is rolled back and reported in `failed`, and the pass goes on with
 * the others: one bad row must not hold up everyone's cleanings. Only a failure to claim
 * (the database itself is unwell) ends the pass early, by throwing.
 */
export async function runRecurringScheduler(ctx: Context, options: SchedulerOptions = {}): Promise<SchedulerRun> {
  const resumed = await resumeSchedulesDueToday(ctx);
  const run: SchedulerRun = { resumed, booked: 0, conflicts: 0, missed: 0, failed: [] };
  // A schedule advanced in this pass is past the horizon; one that failed is not claimed
  // again in it (the next pass retries it).
  const failedIds: number[] = [];
  for (let claims = 0; claims < MAX_SCHEDULES_PER_RUN; claims += 1) {
    let claimed: number | null = null;
    try {
      const advanced = await ctx.db.$transaction(async (tx) => {
        const schedule = await claimDueSchedule(tx, ctx.clock.now(), failedIds);
        if (!schedule) return null;
        claimed = schedule.id;
        const outcome = await advanceSchedule(ctx, tx, schedule);
        await options.afterSchedule?.(schedule.id);
        return outcome;
      }, TRANSACTION_OPTIONS);
      if (advanced === null) break;
      run.booked += advanced.booked;
      run.conflicts += advanced.conflicts;
      run.missed += advanced.missed;
    } catch (error) {
      if (claimed === null) throw error;
      failedIds.push(claimed);
      run.failed.push({ scheduleId: claimed, error });
    }
  }
  return run;
}

/** Room for a busy database: a schedule's transaction is a handful of short statements. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 30_000 } as const;

/** What advancing a schedule reads: the schedule, its provider's standing and zone; dates as YYYY-MM-DD. */
interface DueSchedule {
  id: number;
  providerId: number;
  customerId: number | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  serviceType: string;
  serviceDetails: string;
  specialInstructions: string;
  /** The service address each visit's booking copies. */
  address: string | null;
  addressUnit: string;
  addressCityId: number | null;
  postalCode: string | null;
  preferredTime: string;
  estimatedPrice: number;
  frequency: ScheduleFrequency;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  startDate: string;
  nextBookingDate: string;
  providerStatus: string;
  timeZone: string;
}

/**
 * The first active schedule whose next date is within the horizon on its provider's
 * calendar, locked for this transaction; one another process holds is skipped. The bound
 * on the UTC date (a day's margin either way covers every zone) lets the (status,
 * nextBookingDate, id) index walk the due schedules in order and stop at the first.
 */
async function claimDueSchedule(tx: Db, now: Date, skipped: readonly number[]): Promise<DueSchedule | null> {
  const rows = await tx.$queryRaw<DueSchedule[]>`
    SELECT s.id, s."providerId", s."customerId", s."customerName", s."customerPhone", s."customerEmail",
      s."serviceType", s."serviceDetails", s."specialInstructions", s."preferredTime", s."estimatedPrice",
      s.address, s."addressUnit", s."addressCityId", s."postalCode",
      s.frequency::text AS frequency, s."dayOfWeek", s."dayOfMonth",
      to_char(s."startDate", 'YYYY-MM-DD') AS "startDate",
      to_char(s."nextBookingDate", 'YYYY-MM-DD') AS "nextBookingDate",
      p.status::text AS "providerStatus", c."timeZone"
    FROM "RecurringSchedule" s
    JOIN "Provider" p ON p.id = s."providerId"
    JOIN "City" c ON c.id = p."cityId"
    WHERE s.status = 'ACTIVE'
      AND s."nextBookingDate" <= ${now.toISOString().slice(0, 10)}::date + ${BOOKING_HORIZON_DAYS + 1}::int
      AND s."nextBookingDate" <= (${now.toISOString()}::timestamptz AT TIME ZONE c."timeZone")::date + ${BOOKING_HORIZON_DAYS}::int
      ${skipped.length > 0 ? Prisma.sql`AND s.id <> ALL(${skipped}::int[])` : Prisma.empty}
    ORDER BY s."nextBookingDate", s.id
    LIMIT 1
    FOR UPDATE OF s SKIP LOCKED`;
  return rows[0] ?? null;
}

/** Books (or marks missed) every date of one locked schedule up to the horizon, and moves it on. */
async function advanceSchedule(ctx: Context, tx: Db, schedule: DueSchedule) {
  const today = todayIn(schedule.timeZone, ctx.clock.now());
  const horizon = addDaysIso(today, BOOKING_HORIZON_DAYS);
  const rule = scheduleRuleOf(schedule);
  const outcome = { booked: 0, conflicts: 0, missed: 0 };

  let next = schedule.nextBookingDate;
  const missed: string[] = [];
  while (next < today && missed.length < MAX_MISSED_PER_SCHEDULE) {
    missed.push(next);
    next = occurrenceAfter(rule, next);
  }
  // A provider who has left the marketplace takes no new bookings: the date is missed too.
  const providerActive = schedule.providerStatus === "ACTIVE";
  while (!providerActive && next <= horizon && missed.length < MAX_MISSED_PER_SCHEDULE) {
    missed.push(next);
    next = occurrenceAfter(rule, next);
  }
  if (missed.length > 0) {
    const recorded = await tx.scheduleOccurrence.createMany({
      data: missed.map((date) => ({ scheduleId: schedule.id, date: dateColumn(date), outcome: "MISSED" as const })),
      skipDuplicates: true,
    });
    outcome.missed = recorded.count;
  }

  if (next >= today && next <= horizon) await lockProviderCalendar(tx, schedule.providerId);
  while (next >= today && next <= horizon) {
    const conflict = await providerIsBusyAt(tx, {
      providerId: schedule.providerId,
      date: next,
      time: schedule.preferredTime,
      timeZone: schedule.timeZone,
    });
    if (await bookOccurrence(tx, schedule, next, conflict, ctx.clock.now())) {
      outcome.booked += 1;
      if (conflict) outcome.conflicts += 1;
    }
    next = occurrenceAfter(rule, next);
  }

  await tx.recurringSchedule.update({
    where: { id: schedule.id },
    data: { nextBookingDate: dateColumn(next), totalBookings: { increment: outcome.booked } },
  });
  return outcome;
}

/** Any number that names this lock among the database's advisory locks. */
const PROVIDER_CALENDAR_LOCK = 0x5c4ed;

/**
 * Two processes booking cleanings for one provider at once would each miss the other's
 * booking when looking for conflicts (neither has committed): one holds the provider's
 * calendar until its transaction ends, and the other then sees what it booked.
 */
async function lockProviderCalendar(tx: Db, providerId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PROVIDER_CALENDAR_LOCK}::int, ${providerId}::int)`;
}

/**
 * The booking, then the occurrence's row naming it: if the date was already dealt with,
 * the occurrence's unique key is taken and the booking is taken back, so no date is ever
 * two bookings. (Under the schedule's lock that cannot happen; the key holds it anyway.)
 * A booked date tells the provider and the customer, in the same transaction.
 */
async function bookOccurrence(
  tx: Db,
  schedule: DueSchedule,
  date: string,
  conflict: boolean,
  now: Date,
): Promise<boolean> {
  const booking = await tx.booking.create({
    data: {
      providerId: schedule.providerId,
      customerId: schedule.customerId,
      customerName: schedule.customerName,
      customerPhone: schedule.customerPhone,
      customerEmail: schedule.customerEmail,
      serviceType: schedule.serviceType,
      serviceDetails: schedule.serviceDetails,
      specialInstructions: schedule.specialInstructions,
      address: schedule.address,
      addressUnit: schedule.addressUnit,
      addressCityId: schedule.addressCityId,
      postalCode: schedule.postalCode,
      preferredDate: dateColumn(date),
      preferredTime: schedule.preferredTime,
      estimatedPrice: schedule.estimatedPrice,
      recurringScheduleId: schedule.id,
      schedulingConflict: conflict,
    },
    select: { id: true },
  });
  const recorded = await tx.scheduleOccurrence.createMany({
    data: [{ scheduleId: schedule.id, date: dateColumn(date), outcome: "BOOKED", bookingId: booking.id }],
    skipDuplicates: true,
  });
  if (recorded.count === 1) {
    await notifyRecurringBookingCreated(tx, now, booking.id);
    return true;
  }
  await tx.booking.delete({ where: { id: booking.id } });
  return false;
}
