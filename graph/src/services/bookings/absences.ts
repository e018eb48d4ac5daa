// No-shows (shared/bookings/absence-policy.ts): after a visit's start, one side reports the
// other absent. The report ends the booking (cancelled, by the reporting side) and settles its
// payment in the same transaction: an absent customer pays the late fee, an absent provider
// refunds in full and staff are told. The reported side may dispute it for 48 hours; staff then
// uphold or overturn it (overturning an absent customer's report refunds the fee), audited.
// Staff may read a disputed booking's conversation, each reading audited.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { BookingAbsence, BookingStatus } from "../../generated/prisma/client.ts";
import {
  absenceNoteFields,
  absenceReportRefusal,
  absenceTerms,
  disputeByOf,
} from "../../../../shared/bookings/absence-policy.ts";
import { assertRecentSecondFactor, assertStaff } from "../accounts/access.ts";
import { recordAudit, recordStaffAction } from "../audit/audit-log.ts";
import { ConflictError, ForbiddenError, NotFoundError, parseInput, ValidationError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import {
  absenceDecidedDrafts,
  absenceDisputedDrafts,
  absenceReportedDrafts,
} from "../notifications/absence-notices.ts";
import { bookingForNotice } from "../notifications/booking-notices.ts";
import { recordNotifications } from "../notifications/outbox.ts";
import { staffAccounts } from "../notifications/recipients.ts";
import { attemptRecordedRefund, recordRefundRequest } from "../payments/refund-requests.ts";
import { refundableAmountOf } from "../payments/refunds.ts";
import { accountSeatOn, type BookingSeat } from "./booking-seat.ts";
import { recordCancellationRefund } from "./cancellation-refund.ts";
import { readConversation, type Conversation, type MessagePage } from "./conversation.ts";
import { lockBooking, startOf, type VisitTimes } from "./moves.ts";
import { BookingNotFoundError, bookingIdInput } from "./read-booking.ts";

export const ABSENCE_REFUSAL = "Only this booking's customer and provider can report a no-show.";
const NO_SUCH_REPORT = "There is no no-show report with that id.";
const NOT_ON_BOOKING = "There is no no-show report on this booking.";
const ALREADY_REPORTED = "A no-show was already reported for this booking.";
const NOT_REPORTABLE = "A no-show can only be reported for a confirmed or started booking.";
export const DISPUTE_OWN = "Only the side reported absent can dispute the report.";
const DISPUTE_CLOSED = "The time to dispute this report has passed.";
const NOT_DISPUTED = "Only a disputed report waits for a decision.";
const NOT_UNDER_DISPUTE = "Staff can read a booking's messages only while a no-show report on it is disputed.";

const STATE_WORDS = {
  DISPUTED: "This report is already disputed: staff will decide.",
  UPHELD: "Staff already decided this report.",
  OVERTURNED: "Staff already decided this report.",
} as const;

export class AbsenceNotFoundError extends NotFoundError {
  constructor(message = NO_SUCH_REPORT) {
    super(message);
    this.name = "AbsenceNotFoundError";
  }
}

export interface AbsenceOutcome {
  absence: BookingAbsence;
  bookingId: number;
}

/** The seat of a signed-in viewer on either side of the booking. */
export function absenceSeat(ctx: Context, bookingId: unknown): Promise<BookingSeat> {
  return accountSeatOn(ctx, bookingId, ABSENCE_REFUSAL);
}

/**
 * The visit has started (at most 48 hours ago), it is confirmed or started and nothing was
 * reported: either side may report the other absent (what the card offers).
 */
export function isNoShowReportable(
  booking: VisitTimes & { status: BookingStatus; absence: { id: number } | null },
  now: Date,
): boolean {
  return (
    (booking.status === "CONFIRMED" || booking.status === "IN_PROGRESS") &&
    booking.absence === null &&
    absenceReportRefusal(startOf(booking), now) === null
  );
}

const otherSide = (side: BookingSeat["side"]) => (side === "CUSTOMER" ? "PROVIDER" : "CUSTOMER");

/** `seat`'s side reports the other absent; the booking ends and its payment is settled. */
export async function reportAbsence(ctx: Context, seat: BookingSeat): Promise<AbsenceOutcome> {
  const { absence, request } = await ctx.db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, seat.bookingId);
    const existing = await tx.bookingAbsence.findUnique({ where: { bookingId: booking.id } });
    // The same side's report again (a retry after a lost answer) gets the first one back; the
    // other side's is a conflict: one report per booking.
    if (existing?.absentParty === otherSide(seat.side)) return { absence: existing, request: null };
    if (existing) throw new ConflictError(ALREADY_REPORTED);
    if (booking.status !== "CONFIRMED" && booking.status !== "IN_PROGRESS") throw new ValidationError(NOT_REPORTABLE);
    const now = ctx.clock.now();
    const refusal = absenceReportRefusal(startOf(booking), now);
    if (refusal) throw new ValidationError(refusal);

    const absent = otherSide(seat.side);
    const payment = booking.payment;
    const terms = absenceTerms(absent, payment ? refundableAmountOf(payment) : 0);
    await tx.booking.update({
      where: { id: booking.id },
      data: {
        status: "CANCELLED",
        cancelledAt: now,
        cancelledBy: seat.side,
        cancellationFee: terms.fee,
        calendarSequence: { increment: 1 },
      },
    });
    await tx.bookingReschedule.updateMany({
      where: { bookingId: booking.id, status: "PENDING" },
      data: { status: "WITHDRAWN", answeredBy: "SYSTEM", answeredAt: now },
    });
    const absence = await tx.bookingAbsence.create({
      data: {
        bookingId: booking.id,
        absentParty: absent,
        reportedAt: now,
        fee: terms.fee,
        refund: terms.refund,
        disputeBy: disputeByOf(now),
      },
    });
    const request = payment
      ? await recordCancellationRefund(tx, now, {
          bookingId: booking.id,
          payment,
          fee: terms.fee,
          reason: `Booking ${booking.id}: ${absent.toLowerCase()} reported absent`,
        })
      : null;
    if (payment) {
      await recordAudit(tx, ctx, {
        action: "booking.noShow",
        target: { type: "Booking", id: booking.id },
        before: { status: booking.status },
        after: { status: "CANCELLED", absent, fee: terms.fee, refund: terms.refund },
      });
    }
    const staff = absent === "PROVIDER" ? await staffAccounts(tx) : [];
    await recordNotifications(tx, now, absenceReportedDrafts(await bookingForNotice(tx, booking.id), absence, staff));
    return { absence, request };
  });
  await attemptRecordedRefund(ctx, request);
  return { absence, bookingId: seat.bookingId };
}

/** The side reported absent disputes the report, in its own words, before its disputeBy. */
export async function disputeAbsence(
  ctx: Context,
  seat: BookingSeat,
  input: { note: unknown },
): Promise<AbsenceOutcome> {
  const { note } = parseInput(absenceNoteFields, input);
  const absence = await ctx.db.$transaction(async (tx) => {
    const current = await tx.bookingAbsence.findUnique({ where: { bookingId: seat.bookingId } });
    if (!current) throw new AbsenceNotFoundError(NOT_ON_BOOKING);
    if (current.absentParty !== seat.side) throw new ForbiddenError(DISPUTE_OWN);
    if (current.status !== "REPORTED") throw new ConflictError(STATE_WORDS[current.status]);
    const now = ctx.clock.now();
    if (current.disputeBy <= now) throw new ConflictError(DISPUTE_CLOSED);
    const moved = await tx.bookingAbsence.updateMany({
      where: { id: current.id, status: "REPORTED" },
      data: { status: "DISPUTED", disputedAt: now, disputeNote: note },
    });
    if (moved.count === 0) throw new ConflictError(STATE_WORDS.DISPUTED);
    const disputed = await tx.bookingAbsence.findUniqueOrThrow({ where: { id: current.id } });
    const staff = await staffAccounts(tx);
    await recordNotifications(
      tx,
      now,
      absenceDisputedDrafts(await bookingForNotice(tx, seat.bookingId), disputed, staff),
    );
    return disputed;
  });
  return { absence, bookingId: seat.bookingId };
}

export const decideAbsenceInput = absenceNoteFields.extend({
  absenceId: databaseIdInput(NO_SUCH_REPORT),
  overturn: z.boolean({ error: "Please say whether the report stands." }),
});

/**
 * Staff decide a disputed report: upheld, nothing changes; overturned, the side reported
 * absent is cleared, and an absent customer's fee is refunded. Both sides are told, with the note.
 */
export async function decideAbsence(
  ctx: Context,
  input: { absenceId: unknown; overturn: unknown; note: unknown },
): Promise<AbsenceOutcome> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { absenceId, overturn, note } = parseInput(decideAbsenceInput, input);
  const { absence, request } = await ctx.db.$transaction(async (tx) => {
    const current = await tx.bookingAbsence.findUnique({ where: { id: absenceId } });
    if (!current) throw new AbsenceNotFoundError();
    const booking = await lockBooking(tx, current.bookingId);
    const now = ctx.clock.now();
    const decided = await tx.bookingAbsence.updateMany({
      where: { id: current.id, status: "DISPUTED" },
      data: {
        status: overturn ? "OVERTURNED" : "UPHELD",
        decidedById: ctx.viewer?.userId ?? null,
        decidedAt: now,
        decisionNote: note,
      },
    });
    if (decided.count === 0) throw new ConflictError(NOT_DISPUTED);
    // An absent customer cleared gets back the fee the report kept.
    const payment = booking.payment;
    const giveBack =
      overturn && current.absentParty === "CUSTOMER" && payment
        ? Math.min(current.fee, refundableAmountOf(payment))
        : 0;
    const request =
      payment && giveBack > 0
        ? await recordRefundRequest(tx, now, {
            key: `booking-${booking.id}-no-show-overturned`,
            paymentId: payment.id,
            amount: giveBack,
            reason: `Booking ${booking.id}: no-show report overturned by staff`,
          })
        : null;
    if (giveBack > 0)
      await tx.booking.update({ where: { id: booking.id }, data: { cancellationFee: current.fee - giveBack } });
    const absence = await tx.bookingAbsence.findUniqueOrThrow({ where: { id: current.id } });
    await recordStaffAction(tx, ctx, {
      action: "noShow.decide",
      target: { type: "Booking", id: booking.id },
      before: { status: current.status, absent: current.absentParty },
      after: { status: absence.status, refund: giveBack, note },
    });
    await recordNotifications(tx, now, absenceDecidedDrafts(await bookingForNotice(tx, booking.id), absence, giveBack));
    return { absence, request };
  });
  await attemptRecordedRefund(ctx, request);
  return { absence, bookingId: absence.bookingId };
}

/** Staff's queue: the disputed reports, the longest waiting first (at most `limit`). */
export async function disputedAbsences(ctx: Context, limit = 50): Promise<BookingAbsence[]> {
  assertStaff(ctx);
  return ctx.db.bookingAbsence.findMany({
    where: { status: "DISPUTED" },
    orderBy: [{ disputedAt: "asc" }, { id: "asc" }],
    take: Math.min(Math.max(1, limit), 100),
  });
}

/**
 * Staff read the conversation of a booking whose no-show report is disputed; each reading is
 * in the audit log. Any other booking's messages stay between its two sides.
 */
export async function readDisputedConversation(
  ctx: Context,
  bookingId: unknown,
  page: MessagePage = {},
): Promise<Conversation> {
  assertStaff(ctx);
  const id = parseInput(bookingIdInput, bookingId);
  const absence = await ctx.db.bookingAbsence.findUnique({ where: { bookingId: id } });
  if (!absence) {
    const exists = await ctx.db.booking.count({ where: { id } });
    if (exists === 0) throw new BookingNotFoundError();
    throw new ForbiddenError(NOT_UNDER_DISPUTE);
  }
  if (absence.status !== "DISPUTED") throw new ForbiddenError(NOT_UNDER_DISPUTE);
  await recordStaffAction(ctx.db, ctx, {
    action: "conversation.read",
    target: { type: "Booking", id },
    after: { reason: "no-show dispute", absenceId: absence.id },
  });
  // Read as the customer's side would (viewerSide is only how "you" is labelled).
  return readConversation(ctx, { bookingId: id, side: "CUSTOMER", accountId: null }, page);
}
