import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking } from "../../generated/prisma/client.ts";
import {
  canMoveBooking,
  parseBookingStatus,
  refusedMoveMessage,
  UNKNOWN_STATUS_MESSAGE,
} from "../../../../shared/bookings/status.ts";
import { ConflictError, parseInput, ValidationError } from "../errors.ts";
import { MAX_DATABASE_ID } from "../ids.ts";
import { assertCanMoveBooking, assertCanReadBooking, assertMayReadBookings } from "./access.ts";
import { BookingNotFoundError, bookingIdInput } from "./read-booking.ts";
import { notifyBookingStatusChanged } from "../notifications/booking-notices.ts";
import {
  BOOKING_CHANGED_MESSAGE,
  type CancellationOutcome,
  cancelBookingBy,
  cancellingPartyOf,
} from "./cancel-booking.ts";
import { recordStaffAction } from "../audit/audit-log.ts";

const ACTUAL_PRICE_MESSAGE = "The actual price must be a whole number of cents, zero or more.";

export const updateBookingStatusInput = z.object({
  bookingId: bookingIdInput,
  status: z.unknown().transform((text, issue) => {
    const status = parseBookingStatus(text);
    if (status) return status;
    issue.addIssue({ code: "custom", message: UNKNOWN_STATUS_MESSAGE });
    return z.NEVER;
  }),
  /** Cents; only when completing. Absent, a completed booking's price is its estimate. */
  actualPrice: z
    .number({ error: ACTUAL_PRICE_MESSAGE })
    .int(ACTUAL_PRICE_MESSAGE)
    .min(0, ACTUAL_PRICE_MESSAGE)
    .max(MAX_DATABASE_ID, ACTUAL_PRICE_MESSAGE)
    .nullish(),
});

export { BOOKING_CHANGED_MESSAGE };

/** A move's result: the booking, and for a cancellation what its payment gave back. */
export interface StatusMove {
  booking: Booking;
  cancellation: CancellationOutcome | null;
}

/** updateBookingStatus's booking alone. */
export async function updateBookingStatus(
  ctx: Context,
  input: z.input<typeof updateBookingStatusInput>,
): Promise<Booking> {
  return (await moveBookingStatus(ctx, input)).booking;
}

/**
 * Moves a booking along its life (shared/bookings/status.ts): start, complete, cancel.
 * The move is one conditional update on the status that was read, so of two moves racing
 * on one booking exactly one wins and the other is a ConflictError; nothing else changes.
 * Completing records the actual price (the estimate unless given) and when; cancelling
 * releases the booking's availability slot for someone else, records who cancelled and the
 * fee kept, and refunds the rest of a paid booking by the cancellation policy
 * (cancel-booking.ts, where the viewer's side decides the terms).
 */
export async function moveBookingStatus(
  ctx: Context,
  input: z.input<typeof updateBookingStatusInput>,
): Promise<StatusMove> {
  const { bookingId, status: to, actualPrice } = parseInput(updateBookingStatusInput, input);
  assertMayReadBookings(ctx);
  const booking = await ctx.db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) throw new BookingNotFoundError();
  // Whether the move is possible at all before whether this caller may make it: a customer
  // cancelling a booking already cancelled (by a racing request of their own, say) hears
  // that it is cancelled, not that only the provider may cancel it.
  assertCanReadBooking(ctx, booking);
  if (!canMoveBooking(booking.status, to)) {
    const message = refusedMoveMessage(booking.status, to);
    throw new ValidationError(message, [{ path: ["status"], message }]);
  }
  assertCanMoveBooking(ctx, booking, to);
  if (actualPrice != null && to !== "COMPLETED") {
    const message = "An actual price is set only when completing a booking.";
    throw new ValidationError(message, [{ path: ["actualPrice"], message }]);
  }

  if (to === "CANCELLED") {
    // From the status read above: a racing move since then is a ConflictError, as for any move.
    const cancellation = await cancelBookingBy(ctx, booking.id, cancellingPartyOf(ctx, booking), booking.status);
    return { booking: cancellation.booking, cancellation };
  }

  const completing = to === "COMPLETED";
  const result = await ctx.db.$transaction(async (tx) => {
    const moved = await tx.booking.updateMany({
      where: { id: booking.id, status: booking.status },
      data: {
        status: to,
        ...(completing
          ? { actualPrice: actualPrice ?? booking.estimatedPrice ?? 0, completedAt: ctx.clock.now() }
          : {}),
      },
    });
    if (moved.count === 0) throw new ConflictError(BOOKING_CHANGED_MESSAGE);
    const byCustomer = ctx.viewer !== null && ctx.viewer.userId === booking.customerId;
    await notifyBookingStatusChanged(tx, ctx.clock.now(), booking.id, to, { byCustomer });
    await recordStaffAction(tx, ctx, {
      action: "booking.status",
      target: { type: "Booking", id: booking.id },
      before: { status: booking.status },
      after: { status: to, ...(completing ? { actualPrice: actualPrice ?? booking.estimatedPrice ?? 0 } : {}) },
    });
    return tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
  });
  return { booking: result, cancellation: null };
}
