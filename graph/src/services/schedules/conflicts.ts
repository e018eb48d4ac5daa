import { zonedInstant } from "../availability/slot-times.ts";
import { minutesOfDay } from "../../../../shared/availability/slots.ts";
import type { Db } from "../idempotency/idempotency.ts";
import { dateColumn } from "../bookings/calendar-date.ts";

/**
 * How long a scheduled cleaning is taken to last when looking for what it overlaps: the
 * default availability slot's length (spec section 9: 09:00-17:00 at 120 minutes).
 */
export const SCHEDULED_CLEANING_MINUTES = 120;

/**
 * Whether the provider already has something at that time: a booked slot overlapping the
 * cleaning, or another live booking that day starting within its length. The scheduler
 * books the cleaning anyway and flags it, so the provider sorts it out with the customer
 * instead of the cleaning being silently dropped.
 */
export async function providerIsBusyAt(
  db: Db,
  visit: { providerId: number; date: string; time: string; timeZone: string },
): Promise<boolean> {
  const starts = zonedInstant(visit.date, visit.time, visit.timeZone).instant;
  const ends = new Date(starts.getTime() + SCHEDULED_CLEANING_MINUTES * 60_000);
  const bookedSlot = await db.timeSlot.findFirst({
    where: { providerId: visit.providerId, status: "BOOKED", startsAt: { lt: ends }, endsAt: { gt: starts } },
    select: { id: true },
  });
  if (bookedSlot) return true;
  // Bookings without a slot say only their date and start time.
  const sameDay = await db.booking.findMany({
    where: {
      providerId: visit.providerId,
      preferredDate: dateColumn(visit.date),
      timeSlotId: null,
      status: { in: ["CONFIRMED", "IN_PROGRESS"] },
    },
    select: { preferredTime: true },
  });
  const start = minutesOfDay(visit.time);
  return sameDay.some((booking) => Math.abs(minutesOfDay(booking.preferredTime) - start) < SCHEDULED_CLEANING_MINUTES);
}
