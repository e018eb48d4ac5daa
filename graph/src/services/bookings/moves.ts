// The parts of a booking's move shared by its doors (reschedule.ts) and its job: the booking's
// row lock, the move itself (slots, price, calendar sequence, the difference refunded) and the
// lapse of proposals nobody answered in time.
import type { Context } from "../../context.ts";
import type { BookingReschedule, BookingStatus } from "../../generated/prisma/client.ts";
import { visitStartsAt } from "../../../../shared/bookings/cancellation-policy.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { SLOT_UNAVAILABLE_MESSAGE } from "../availability/book-slot.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import type { Db } from "../idempotency/idempotency.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import { bookingForNotice, bookingsForNotice } from "../notifications/booking-notices.ts";
import { recordNotifications } from "../notifications/outbox.ts";
import { declinedMoveDrafts, movedDrafts, proposedMoveDrafts } from "../notifications/move-notices.ts";
import { recordRefundRequest } from "../payments/refund-requests.ts";
import { refundableAmountOf } from "../payments/refunds.ts";
import { BOOKING_CHANGED_MESSAGE } from "./cancel-booking.ts";
import { isoDateOf } from "./calendar-date.ts";
import { BookingNotFoundError } from "./read-booking.ts";

const MOVE_STATE_WORDS = {
  IN_PROGRESS: "This visit has started, so it can no longer be moved.",
  COMPLETED: "This booking is completed and can no longer be changed.",
  CANCELLED: "This booking was cancelled and can no longer be changed.",
} as const;
const TIME_HAS_COME = "This visit's time has come, so it can no longer be moved.";
const PROPOSED_TIME_PASSED = "The proposed time has passed. Propose another one.";

/**
 * Reads the booking after taking its row lock: every move, answer and no-show report on it
 * queues here, so each sees the one before.
 */
export async function lockBooking(tx: Db, bookingId: number) {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Booking" WHERE id = ${bookingId}::int FOR UPDATE`;
  if (locked.length === 0) throw new BookingNotFoundError();
  return tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { provider: { select: { city: { select: { timeZone: true } } } }, payment: true, timeSlot: true },
  });
}

export type LockedBooking = Awaited<ReturnType<typeof lockBooking>>;

/** lockBooking for a move: only a confirmed booking moves. */
export async function lockBookingForMove(tx: Db, bookingId: number): Promise<LockedBooking> {
  const booking = await lockBooking(tx, bookingId);
  if (booking.status !== "CONFIRMED") throw new ValidationError(MOVE_STATE_WORDS[booking.status]);
  return booking;
}

/** What a visit's start is read from. */
export interface VisitTimes {
  preferredDate: Date;
  preferredTime: string;
  timeSlot: { startsAt: Date } | null;
  provider: { city: { timeZone: string } };
}

/** When the visit starts: a slot's instant, else its wall clock in the provider's city. */
export function startOf(booking: VisitTimes): Date {
  return (
    booking.timeSlot?.startsAt ??
    visitStartsAt(isoDateOf(booking.preferredDate), booking.preferredTime, booking.provider.city.timeZone)
  );
}

/** Confirmed and not yet begun: either side may propose another time (what the card offers). */
export function isMovable(booking: VisitTimes & { status: BookingStatus }, now: Date): boolean {
  return booking.status === "CONFIRMED" && startOf(booking) > now;
}

/** A visit that has begun stays where it is: its no-show or its completion is what comes next. */
export function assertNotStarted(booking: LockedBooking, now: Date): void {
  if (startOf(booking) <= now) throw new ValidationError(TIME_HAS_COME);
}

/**
 * A paid booking moves only into a time costing no more than was paid: one payment per booking,
 * so there is no second charge for a difference (a cheaper time refunds its difference).
 */
export function assertAffordable(booking: LockedBooking, price: number | null): void {
  const payment = booking.payment;
  if (!payment || payment.paymentStatus !== "COMPLETED" || price === null) return;
  if (price <= payment.totalAmount) return;
  const message = `This time costs ${formatCad(price)}, more than the ${formatCad(payment.totalAmount)} paid for this booking. Choose a time at the same price or less, or cancel and book the new time.`;
  throw new ValidationError(message, [{ path: ["timeSlotId"], message }]);
}

/**
 * Moves the locked booking as `proposal` says, in the caller's transaction: the old slot is
 * freed and the new one claimed, the price becomes the new time's, calendars get a new copy
 * (SEQUENCE raised), a paid booking's cheaper time refunds its difference (the request is
 * recorded here, sent after commit), and both sides are told.
 */
export async function applyMove(
  ctx: Context,
  tx: Db,
  booking: LockedBooking,
  proposal: BookingReschedule,
): Promise<BookingReschedule> {
  const now = ctx.clock.now();
  assertNotStarted(booking, now);
  // Paid since it was proposed: the price must still fit what was paid.
  assertAffordable(booking, proposal.toPrice);
  if (booking.timeSlotId !== null) {
    await tx.timeSlot.updateMany({
      where: { id: booking.timeSlotId, status: "BOOKED" },
      data: { status: "AVAILABLE" },
    });
  }
  if (proposal.toTimeSlotId !== null) {
    const claimed = await tx.timeSlot.updateMany({
      where: { id: proposal.toTimeSlotId, providerId: booking.providerId, status: "AVAILABLE", startsAt: { gt: now } },
      data: { status: "BOOKED" },
    });
    if (claimed.count === 0) throw new ConflictError(SLOT_UNAVAILABLE_MESSAGE);
  } else {
    const proposedStart = visitStartsAt(isoDateOf(proposal.toDate), proposal.toTime, booking.provider.city.timeZone);
    if (proposedStart <= now) throw new ConflictError(PROPOSED_TIME_PASSED);
  }
  const moved = await tx.booking.updateMany({
    where: { id: booking.id, status: "CONFIRMED", calendarSequence: booking.calendarSequence },
    data: {
      preferredDate: proposal.toDate,
      preferredTime: proposal.toTime,
      timeSlotId: proposal.toTimeSlotId,
      estimatedPrice: proposal.toPrice,
      calendarSequence: { increment: 1 },
      movedAt: now,
      // The provider agreed to the new time (or offered it as free): no clash is left to sort out.
      schedulingConflict: false,
    },
  });
  if (moved.count === 0) throw new ConflictError(BOOKING_CHANGED_MESSAGE);

  const refund = await recordDifferenceRefund(tx, now, booking, proposal);
  const accepted = await tx.bookingReschedule.update({
    where: { id: proposal.id },
    data: {
      status: "ACCEPTED",
      answeredBy: proposal.immediate ? null : proposal.answeredBy,
      answeredAt: now,
      refundedAmount: refund,
    },
  });
  if (booking.payment) {
    await recordAudit(tx, ctx, {
      action: "booking.reschedule",
      target: { type: "Booking", id: booking.id },
      before: { date: isoDateOf(proposal.fromDate), time: proposal.fromTime, price: proposal.fromPrice },
      after: { date: isoDateOf(proposal.toDate), time: proposal.toTime, price: proposal.toPrice, refund },
    });
  }
  await recordNotifications(tx, now, movedDrafts(await bookingForNotice(tx, booking.id), accepted));
  return accepted;
}

/** The refund request's key for a move's price difference: one per proposal. */
export const moveRefundKey = (reschedule: Pick<BookingReschedule, "bookingId" | "id">) =>
  `booking-${reschedule.bookingId}-move-${reschedule.id}`;

/** A paid booking moved to a cheaper time gets the difference back: the refund's cents (0: none). */
async function recordDifferenceRefund(
  tx: Db,
  now: Date,
  booking: LockedBooking,
  proposal: BookingReschedule,
): Promise<number> {
  const payment = booking.payment;
  if (!payment || proposal.fromPrice === null || proposal.toPrice === null) return 0;
  const amount = Math.min(proposal.fromPrice - proposal.toPrice, refundableAmountOf(payment));
  if (amount <= 0) return 0;
  await recordRefundRequest(tx, now, {
    key: moveRefundKey(proposal),
    paymentId: payment.id,
    amount,
    reason: `Booking ${booking.id} moved to a time costing less`,
  });
  return amount;
}

/** The notices of a proposal's life that are not a move: asked, and declined. */
export const moveNotices = {
  async proposed(tx: Db, now: Date, proposal: BookingReschedule): Promise<void> {
    await recordNotifications(tx, now, proposedMoveDrafts(await bookingForNotice(tx, proposal.bookingId), proposal));
  },
  async declined(tx: Db, now: Date, proposal: BookingReschedule): Promise<void> {
    await recordNotifications(tx, now, declinedMoveDrafts(await bookingForNotice(tx, proposal.bookingId), proposal));
  },
};

/**
 * The job: proposals unanswered at their answerBy lapse (their proposer is told the booking
 * stands), and those whose booking was started or ended without an answer are withdrawn.
 * Each batch's rows are taken with SKIP LOCKED, so two workers never lapse one twice.
 */
export async function lapseUnansweredMoves(ctx: Context, options: { batchSize?: number } = {}) {
  const batchSize = options.batchSize ?? 100;
  const now = ctx.clock.now();
  let lapsed = 0;
  for (;;) {
    const count = await ctx.db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number; confirmed: boolean }[]>`
        WITH "due" AS (
          SELECT r."id", b."status" = 'CONFIRMED' AS "confirmed"
          FROM "BookingReschedule" AS r JOIN "Booking" AS b ON b."id" = r."bookingId"
          WHERE r."status" = 'PENDING' AND (r."answerBy" <= ${utcTimestampSql(now)} OR b."status" <> 'CONFIRMED')
          ORDER BY r."answerBy", r."id"
          LIMIT ${batchSize}
          -- The booking's lock too, as the doors take it first: a proposal being answered right
          -- now is skipped (its booking is locked) rather than deadlocked with the answer.
          FOR UPDATE OF r, b SKIP LOCKED
        )
        UPDATE "BookingReschedule" AS r
        SET "status" = CASE WHEN "due"."confirmed" THEN 'LAPSED' ELSE 'WITHDRAWN' END::"RescheduleStatus",
            "answeredBy" = 'SYSTEM', "answeredAt" = ${utcTimestampSql(now)}
        FROM "due" WHERE r."id" = "due"."id"
        RETURNING r."id", "due"."confirmed"`;
      const told = rows.filter((row) => row.confirmed).map((row) => row.id);
      if (told.length > 0) {
        const proposals = await tx.bookingReschedule.findMany({ where: { id: { in: told } } });
        const bookings = await bookingsForNotice(tx, [...new Set(proposals.map((p) => p.bookingId))]);
        const drafts = proposals.flatMap((proposal) => {
          const booking = bookings.get(proposal.bookingId);
          return booking ? declinedMoveDrafts(booking, proposal) : [];
        });
        await recordNotifications(tx, now, drafts);
      }
      return rows.length;
    });
    lapsed += count;
    if (count < batchSize) return { lapsed };
  }
}
