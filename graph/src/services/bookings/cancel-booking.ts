// Cancelling a booking, and what its payment gives back (shared/bookings/cancellation-policy.ts).
// Every door that cancels comes here: the status move (update-status.ts) for signed-in
// viewers, and the guest's signed link, whose caller has checked access and names the party.
//
// The cancellation is one transaction: the conditional status move (so of racing cancels
// exactly one wins), when and by whom, the fee kept, the slot released, the notices, and
// the RefundRequest for what comes back, under a key naming the booking. The gateway is
// asked after it commits (payments/refund-requests.ts); a refusal leaves the request for the
// retry job, and the cancellation stands.
import type { Context } from "../../context.ts";
import type { Booking, BookingParty, Payment, RefundRequest } from "../../generated/prisma/client.ts";
import { canMoveBooking, refusedMoveMessage } from "../../../../shared/bookings/status.ts";
import {
  type CancellationTerms,
  cancellationTerms,
  type CancellingParty,
  FREE_CANCELLATION_HOURS,
  keptSplit,
  visitStartsAt,
} from "../../../../shared/bookings/cancellation-policy.ts";
import { ConflictError, parseInput, ValidationError } from "../errors.ts";
import { notifyBookingStatusChanged } from "../notifications/booking-notices.ts";
import { attemptRecordedRefund } from "../payments/refund-requests.ts";
import { refundableAmountOf } from "../payments/refunds.ts";
import { assertCanMoveBooking, assertCanReadBooking, assertMayReadBookings } from "./access.ts";
import { recordCancellationRefund } from "./cancellation-refund.ts";
import { isoDateOf } from "./calendar-date.ts";
import { BookingNotFoundError, bookingIdInput } from "./read-booking.ts";
import { recordAudit, recordStaffAction } from "../audit/audit-log.ts";

export type { CancellingParty } from "../../../../shared/bookings/cancellation-policy.ts";
export { cancellationRefundKey } from "./cancellation-refund.ts";

export const BOOKING_CHANGED_MESSAGE =
  "This booking was changed by someone else a moment ago. Reload to see its current status.";

const HOUR_MS = 60 * 60 * 1000;

/** What cancelling a booking now would give back and keep, to the cent. */
export interface CancellationPreview extends CancellationTerms {
  bookingId: number;
  /** Who would be cancelling: the terms depend on it. */
  party: CancellingParty;
  /** When the visit starts (its wall-clock date and time in the provider's city). */
  startsAt: Date;
  /** Until when a customer's cancellation is free. */
  freeUntil: Date;
  /** The fee's parts once the refund lands: the provider's and the platform's commission on it. */
  feeToProvider: number;
  feeToPlatform: number;
}

export interface CancellationOutcome {
  booking: Booking;
  terms: CancellationTerms;
  /** The refund owed, as it stands after the first attempt at the gateway; null when nothing comes back. */
  refund: RefundRequest | null;
}

/** The viewer's side of a booking they may cancel: staff, its provider, or its customer. */
export function cancellingPartyOf(ctx: Context, booking: Pick<Booking, "providerId">): BookingParty {
  if (ctx.actor === "system") return "SYSTEM";
  if (ctx.viewer?.role === "ADMIN") return "STAFF";
  if (ctx.viewer?.providerId != null && ctx.viewer.providerId === booking.providerId) return "PROVIDER";
  return "CUSTOMER";
}

/** The system cancels on the platform's behalf: it refunds as staff do. */
const termsParty = (party: BookingParty): CancellingParty => (party === "SYSTEM" ? "STAFF" : party);

async function loadBooking(ctx: Context, bookingId: number) {
  const booking = await ctx.db.booking.findUnique({
    where: { id: bookingId },
    include: {
      provider: { select: { city: { select: { timeZone: true } } } },
      // Its tax lines: the preview splits what is kept as the ledger will.
      payment: { include: { taxLines: { orderBy: [{ kind: "asc" }, { position: "asc" }] } } },
    },
  });
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

function assertCancellable(booking: Pick<Booking, "status">): void {
  if (canMoveBooking(booking.status, "CANCELLED")) return;
  const message = refusedMoveMessage(booking.status, "CANCELLED");
  throw new ValidationError(message, [{ path: ["status"], message }]);
}

function startsAtOf(booking: Pick<Booking, "preferredDate" | "preferredTime">, timeZone: string): Date {
  return visitStartsAt(isoDateOf(booking.preferredDate), booking.preferredTime, timeZone);
}

function termsFor(ctx: Context, startsAt: Date, payment: Payment | null, party: BookingParty): CancellationTerms {
  const paid = payment ? refundableAmountOf(payment) : 0;
  return cancellationTerms({ startsAt, now: ctx.clock.now(), paid, party: termsParty(party) });
}

function previewOf(
  ctx: Context,
  booking: Awaited<ReturnType<typeof loadBooking>>,
  party: BookingParty,
): CancellationPreview {
  const startsAt = startsAtOf(booking, booking.provider.city.timeZone);
  const terms = termsFor(ctx, startsAt, booking.payment, party);
  const payment = booking.payment;
  const split =
    payment && terms.fee > 0
      ? keptSplit({
          totalAmount: payment.totalAmount,
          platformFee: payment.platformFee,
          feeTaxLines: payment.taxLines.filter((line) => line.kind === "FEE").map((line) => line.amount),
          serviceTaxLines: payment.taxLines.filter((line) => line.kind === "SERVICE").map((line) => line.amount),
          refundedBefore: payment.refundedAmount,
          refund: terms.refund,
        })
      : null;
  // What the payment keeps once this refund lands is exactly the fee (paid = refund + fee): the
  // platform's commission and its tax, and the provider's rest.
  const feeToPlatform = split ? split.platformFee : 0;
  return {
    ...terms,
    bookingId: booking.id,
    party: termsParty(party),
    startsAt,
    freeUntil: new Date(startsAt.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS),
    feeToPlatform,
    feeToProvider: terms.fee - feeToPlatform,
  };
}

/**
 * What cancelling would give back and keep, for a caller that has checked access itself (the
 * guest's signed link). A booking that can no longer be cancelled is a ValidationError.
 */
export async function previewCancellationAs(
  ctx: Context,
  bookingId: number,
  party: CancellingParty,
): Promise<CancellationPreview> {
  const booking = await loadBooking(ctx, bookingId);
  assertCancellable(booking);
  return previewOf(ctx, booking, party);
}

/**
 * The viewer's preview, for the cancel dialogs: the booking's readers who may cancel it
 * (access.ts), with the terms of the viewer's side.
 */
export async function previewCancellation(ctx: Context, id: unknown): Promise<CancellationPreview> {
  const bookingId = parseInput(bookingIdInput, id);
  assertMayReadBookings(ctx);
  const booking = await loadBooking(ctx, bookingId);
  // A reader hears that a finished booking can no longer be cancelled before whether they could.
  assertCanReadBooking(ctx, booking);
  assertCancellable(booking);
  assertCanMoveBooking(ctx, booking, "CANCELLED");
  return previewOf(ctx, booking, cancellingPartyOf(ctx, booking));
}

/**
 * Cancels a booking as `party`, for a caller that has checked access itself (the guest's
 * signed link; update-status.ts after its own checks). Returns the cancelled booking and the
 * refund made: DONE when the gateway took it, PENDING when it will be retried.
 */
export async function cancelBookingAs(
  ctx: Context,
  bookingId: number,
  party: CancellingParty,
): Promise<CancellationOutcome> {
  return cancelBookingBy(ctx, bookingId, party);
}

/**
 * cancelBookingAs for any recorded party, the system's included. `from` is the status the
 * caller read and checked access against: if it moved since, this is a ConflictError.
 */
export async function cancelBookingBy(
  ctx: Context,
  bookingId: number,
  party: BookingParty,
  from?: Booking["status"],
): Promise<CancellationOutcome> {
  const booking = await loadBooking(ctx, bookingId);
  const status = from ?? booking.status;
  assertCancellable({ status });
  const startsAt = startsAtOf(booking, booking.provider.city.timeZone);
  const now = ctx.clock.now();
  const { cancelled, terms, request } = await ctx.db.$transaction(async (tx) => {
    // The payment as it stands now: a refund staff made a moment ago is not owed twice.
    const payment = await tx.payment.findUnique({ where: { bookingId: booking.id } });
    const terms = termsFor(ctx, startsAt, payment, party);
    const moved = await tx.booking.updateMany({
      // A move committed since the booking was read changed its time and slot: refused, not undone.
      where: { id: booking.id, status, calendarSequence: booking.calendarSequence },
      data: {
        status: "CANCELLED",
        timeSlotId: null,
        cancelledAt: now,
        cancelledBy: party,
        cancellationFee: terms.fee,
        // Calendars that hold the visit replace it with the cancelled copy.
        calendarSequence: { increment: 1 },
      },
    });
    if (moved.count === 0) throw new ConflictError(BOOKING_CHANGED_MESSAGE);
    // A move waiting for an answer ends with the booking.
    await tx.bookingReschedule.updateMany({
      where: { bookingId: booking.id, status: "PENDING" },
      data: { status: "WITHDRAWN", answeredBy: party, answeredAt: now },
    });
    if (booking.timeSlotId !== null) {
      await tx.timeSlot.updateMany({
        where: { id: booking.timeSlotId, status: "BOOKED" },
        data: { status: "AVAILABLE" },
      });
    }
    await notifyBookingStatusChanged(tx, now, booking.id, "CANCELLED", { byCustomer: party === "CUSTOMER" });
    // What comes back is terms.refund: all that is left of the payment but the fee.
    const request = payment
      ? await recordCancellationRefund(tx, now, {
          bookingId: booking.id,
          payment,
          fee: terms.fee,
          reason: `Booking ${booking.id} cancelled by ${party.toLowerCase()} (${terms.window} window)`,
        })
      : null;
    // Money moves (a refund owed, a fee kept) whoever cancels; otherwise only staff's is recorded.
    const cancelledChange = {
      action: "booking.cancel" as const,
      target: { type: "Booking", id: booking.id },
      before: { status },
      after: { status: "CANCELLED", by: party, refund: terms.refund, fee: terms.fee },
    };
    if (payment) await recordAudit(tx, ctx, cancelledChange);
    else await recordStaffAction(tx, ctx, cancelledChange);
    const cancelled = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    return { cancelled, terms, request };
  });
  // The cancellation stands whatever the gateway says; a refusal is the retry job's.
  return { booking: cancelled, terms, refund: await attemptRecordedRefund(ctx, request) };
}
