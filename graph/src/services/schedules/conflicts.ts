import { utcTimestampSql } from "../../db/sql-time.ts";
import { zonedInstant } from "../availability/slot-times.ts";
import type { Db } from "../idempotency/idempotency.ts";

/**
 * How long a scheduled cleaning is taken to last when looking for what it overlaps: the
 * default availability slot's length (spec section 9: 09:00-17:00 at 120 minutes).
 */
export const SCHEDULED_CLEANING_MINUTES = 120;

/**
 * Whether the provider already has something at that time: a booked slot overlapping the
 * cleaning, or another live booking without a slot that day starting within its length
 * (such bookings say only their date and start time). The scheduler books the cleaning
 * anyway and flags it, so the provider sorts it out with the customer instead of the
 * cleaning being silently dropped. One statement, run once per cleaning booked.
 */
export async function providerIsBusyAt(
  db: Db,
  visit: { providerId: number; date: string; time: string; timeZone: string },
): Promise<boolean> {
  const starts = zonedInstant(visit.date, visit.time, visit.timeZone).instant;
  const ends = new Date(starts.getTime() + SCHEDULED_CLEANING_MINUTES * 60_000);
  const [answer] = await db.$queryRaw<{ busy: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "TimeSlot"
      WHERE "providerId" = ${visit.providerId}::int AND status = 'BOOKED'
        AND "startsAt" < ${utcTimestampSql(ends)} AND "endsAt" > ${utcTimestampSql(starts)}
    ) OR EXISTS (
      SELECT 1 FROM "Booking"
      WHERE "providerId" = ${visit.providerId}::int AND "preferredDate" = ${visit.date}::date
        AND "timeSlotId" IS NULL AND status IN ('CONFIRMED', 'IN_PROGRESS')
        AND abs(extract(epoch FROM ("preferredTime"::time - ${visit.time}::time))) < ${SCHEDULED_CLEANING_MINUTES * 60}
    ) AS busy`;
  return answer?.busy ?? false;
}
