// Fixtures and checks for bench/scheduler.ts: weekly schedules that each have exactly one
// cleaning due in the coming week, and a check that a week was booked exactly once, so the
// scheduler and its baseline are held to the same outcome.
import { type PrismaClient, type Prisma } from "../../graph/src/generated/prisma/client.ts";
import { dateColumn } from "../../graph/src/services/bookings/calendar-date.ts";
import { addDaysIso } from "../../shared/availability/slots.ts";
import { PREFERRED_TIMES } from "../../shared/bookings/booking-time.ts";
import { weekdayOf } from "../../shared/schedules/next-date.ts";

const INSERT_BATCH = 1_000;

/** The instant the bench's clock reads on `today`: mid-morning across Canada, so every city is on that date. */
export const instantOn = (today: string) => new Date(`${today}T15:00:00Z`);

/**
 * `count` active weekly schedules over the providers, each with its next cleaning on one of
 * the 7 days after `today`: one booking each once the scheduler runs (a cleaning on `today`
 * itself would be two, as today + 7 is still within the horizon). Provider, day and time are
 * dealt so no two share a provider, a day and a time until there are 35 per provider, so
 * the bookings are not flagged as conflicts: a conflict is the exception in real use.
 */
export async function insertWeeklySchedules(
  prisma: PrismaClient,
  { providerIds, count, today, label }: { providerIds: number[]; count: number; today: string; label: string },
): Promise<void> {
  const rows: Prisma.RecurringScheduleCreateManyInput[] = Array.from({ length: count }, (_, index) => {
    const turn = Math.floor(index / providerIds.length);
    const date = addDaysIso(today, 1 + (turn % 7));
    return {
      providerId: providerIds[index % providerIds.length]!,
      customerName: `Customer ${label} ${index}`,
      customerPhone: "416-555-0100",
      customerEmail: `${label}-${index}@bench.test`,
      serviceType: "house-cleaning",
      serviceDetails: "Two bedrooms, kitchen, one bathroom",
      frequency: "WEEKLY",
      dayOfWeek: weekdayOf(date),
      preferredTime: PREFERRED_TIMES[Math.floor(turn / 7) % PREFERRED_TIMES.length]!,
      estimatedPrice: 12_000 + (index % 7) * 1_000,
      startDate: dateColumn(date),
      nextBookingDate: dateColumn(date),
    };
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await prisma.recurringSchedule.createMany({ data: rows.slice(start, start + INSERT_BATCH) });
  }
}

/**
 * Fails loudly unless the week after `today` was booked exactly once for each of the `count`
 * active schedules: one booking and one BOOKED occurrence naming it per schedule, every
 * schedule moved on a week, and `weeks` bookings counted on each so far. Returns how many of
 * the week's bookings are flagged as conflicts.
 */
export async function checkWeekBooked(
  prisma: PrismaClient,
  { count, today, weeks, label }: { count: number; today: string; weeks: number; label: string },
): Promise<number> {
  const from = dateColumn(addDaysIso(today, 1));
  const to = dateColumn(addDaysIso(today, 7));
  const [row] = await prisma.$queryRaw<
    { bookings: number; occurrences: number; advanced: number; counted: number; conflicts: number }[]
  >`
    SELECT
      (SELECT count(*)::int FROM "Booking" b JOIN "RecurringSchedule" s ON s.id = b."recurringScheduleId"
        WHERE s.status = 'ACTIVE' AND b."preferredDate" BETWEEN ${from} AND ${to}) AS "bookings",
      (SELECT count(*)::int FROM "Booking" b JOIN "RecurringSchedule" s ON s.id = b."recurringScheduleId"
        WHERE s.status = 'ACTIVE' AND b."preferredDate" BETWEEN ${from} AND ${to} AND b."schedulingConflict")
        AS "conflicts",
      (SELECT count(*)::int FROM "ScheduleOccurrence" o JOIN "Booking" b ON b.id = o."bookingId"
        WHERE o.outcome = 'BOOKED' AND o.date BETWEEN ${from} AND ${to}
          AND b."recurringScheduleId" = o."scheduleId" AND b."preferredDate" = o.date) AS "occurrences",
      (SELECT count(*)::int FROM "RecurringSchedule" s
        WHERE s.status = 'ACTIVE' AND s."nextBookingDate" = s."startDate" + 7 * ${weeks}::int) AS "advanced",
      (SELECT count(*)::int FROM "RecurringSchedule" s
        WHERE s.status = 'ACTIVE' AND s."totalBookings" = ${weeks}::int) AS "counted"`;
  const { conflicts, ...counts } = row!;
  if (Object.values(counts).some((value) => value !== count)) {
    throw new Error(
      `Week ${weeks} (${label}) is not booked exactly once for each of ${count} schedules: ${JSON.stringify(row)}`,
    );
  }
  return conflicts;
}
