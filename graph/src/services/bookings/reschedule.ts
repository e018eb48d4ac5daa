// Moving a booking to another date and time (shared/bookings/reschedule-policy.ts). Either side
// proposes a free slot of the provider's or a date and time; a customer's pick of a free slot
// outside the late window moves the booking at once, anything else waits for the other side,
// who accepts or declines until the proposal's answerBy (then it lapses: moves.ts's job).
//
// Every proposal and answer on a booking takes the booking's row lock first, so they happen
// one after the other: of two proposals at once the second sees the first (and replaces or
// counters it), and an answer racing a cancellation finds the booking cancelled or moved. The
// move itself also checks the booking's calendarSequence, which a cancellation raises too.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { BookingReschedule, RescheduleStatus } from "../../generated/prisma/client.ts";
import { answerByOf, movesAtOnce } from "../../../../shared/bookings/reschedule-policy.ts";
import { visitStartsAt } from "../../../../shared/bookings/cancellation-policy.ts";
import { bookingRequestFields } from "../../../../shared/bookings/booking-request.ts";
import { latestBookingDate, TOO_FAR_AHEAD_MESSAGE } from "../../../../shared/bookings/booking-time.ts";
import { sqlStateOf } from "../../db/data-exception.ts";
import { SLOT_UNAVAILABLE_MESSAGE } from "../availability/book-slot.ts";
import { wallClockOf } from "../availability/slot-times.ts";
import { ConflictError, ForbiddenError, NotFoundError, parseInput, ValidationError } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import { databaseIdInput } from "../ids.ts";
import { attemptRecordedRefund } from "../payments/refund-requests.ts";
import { accountSeatOn, type BookingSeat } from "./booking-seat.ts";
import { dateColumn, isoDateOf, todayIn } from "./calendar-date.ts";
import {
  applyMove,
  assertAffordable,
  assertNotStarted,
  type LockedBooking,
  lockBookingForMove,
  moveNotices,
  moveRefundKey,
  startOf,
} from "./moves.ts";

export const MOVE_REFUSAL = "Only this booking's customer and provider can move it.";
const NO_SUCH_MOVE = "There is no proposed move with that id on this booking.";
const CHOOSE_A_TIME = "Choose one of the provider's free times, or a date and time.";
const FUTURE_TIME = "Please choose a date and time in the future.";
const SAME_TIME = "That is already this booking's date and time.";
export const ANSWER_OWN = "The other side answers this proposed move; you can withdraw it instead.";

const STATE_WORDS: Record<RescheduleStatus, string> = {
  PENDING: "This proposed move is still waiting for an answer.",
  ACCEPTED: "This proposed move was already accepted.",
  DECLINED: "This proposed move was already declined.",
  WITHDRAWN: "This proposed move was withdrawn: another time was proposed, or the booking changed.",
  LAPSED: "This proposed move lapsed unanswered: the booking stands.",
};

export class RescheduleNotFoundError extends NotFoundError {
  constructor() {
    super(NO_SUCH_MOVE);
    this.name = "RescheduleNotFoundError";
  }
}

/** The target: one of the provider's free slots, or a date and time the other side is asked to keep. */
export const slotTarget = z.object({ timeSlotId: databaseIdInput("There is no time slot with that id.") });
export const timeTarget = bookingRequestFields.pick({ preferredDate: true, preferredTime: true });
export type RescheduleTarget = z.output<typeof slotTarget> | z.output<typeof timeTarget>;

function parseTarget(input: unknown): RescheduleTarget {
  if (typeof input !== "object" || input === null) throw new ValidationError(CHOOSE_A_TIME);
  const fields = input as Record<string, unknown>;
  if (fields.timeSlotId !== undefined && fields.timeSlotId !== null) {
    return parseInput(slotTarget, { timeSlotId: fields.timeSlotId });
  }
  // GraphQL sends an absent field as null, REST leaves it out: either way, nothing was chosen.
  if (fields.preferredDate == null && fields.preferredTime == null) {
    throw new ValidationError(CHOOSE_A_TIME, [{ path: ["timeSlotId"], message: CHOOSE_A_TIME }]);
  }
  return parseInput(timeTarget, { preferredDate: fields.preferredDate, preferredTime: fields.preferredTime });
}

/** A proposal and the booking as it then stands. */
export interface RescheduleOutcome {
  reschedule: BookingReschedule;
  bookingId: number;
}

export interface ProposeOptions {
  /** A retry with the same key and request gets the first proposal back. */
  idempotencyKey?: string | null;
}

/** The seat of a signed-in viewer who may move the booking: its customer's account or its provider's. */
export function moveSeat(ctx: Context, bookingId: unknown): Promise<BookingSeat> {
  return accountSeatOn(ctx, bookingId, MOVE_REFUSAL);
}

/**
 * Proposes moving the booking to `input` (`{ timeSlotId }` or `{ preferredDate, preferredTime }`)
 * from `seat`'s side. The same side's open proposal is withdrawn, the other side's declined (a
 * counter-proposal); the booking moves at once when the policy says so, else the other side is
 * asked.
 */
export async function proposeReschedule(
  ctx: Context,
  seat: BookingSeat,
  input: unknown,
  options: ProposeOptions = {},
): Promise<RescheduleOutcome> {
  const target = parseTarget(input);
  const outcome = await withIdempotency(
    ctx,
    { scope: "rescheduleBooking", key: options.idempotencyKey, request: { bookingId: seat.bookingId, ...target } },
    {
      create: (tx) => recordProposal(ctx, tx, seat, target),
      idOf: (reschedule) => reschedule.id,
      replay: (id) => ctx.db.bookingReschedule.findUniqueOrThrow({ where: { id } }),
    },
  );
  await settleDifference(ctx, outcome);
  return { reschedule: outcome, bookingId: seat.bookingId };
}

async function recordProposal(
  ctx: Context,
  tx: Db,
  seat: BookingSeat,
  target: RescheduleTarget,
): Promise<BookingReschedule> {
  const booking = await lockBookingForMove(tx, seat.bookingId);
  const now = ctx.clock.now();
  const currentStart = startOf(booking);
  assertNotStarted(booking, now);
  const to = await resolveTarget(tx, booking, target, now);
  if (to.date === isoDateOf(booking.preferredDate) && to.time === booking.preferredTime) {
    throw new ValidationError(SAME_TIME);
  }
  assertAffordable(booking, to.price);

  const open = await tx.bookingReschedule.findFirst({ where: { bookingId: booking.id, status: "PENDING" } });
  if (open) {
    // A newer proposal of the same side replaces its own; one of the other side counters (declines) theirs.
    await tx.bookingReschedule.update({
      where: { id: open.id },
      data: {
        status: open.proposedBy === seat.side ? "WITHDRAWN" : "DECLINED",
        answeredBy: seat.side,
        answeredAt: now,
      },
    });
  }
  const immediate = movesAtOnce({ party: seat.side, intoFreeSlot: to.slotId !== null, currentStart, now });
  try {
    const proposal = await tx.bookingReschedule.create({
      data: {
        bookingId: booking.id,
        proposedBy: seat.side,
        fromDate: booking.preferredDate,
        fromTime: booking.preferredTime,
        fromPrice: booking.estimatedPrice,
        toPrice: to.price,
        toDate: dateColumn(to.date),
        toTime: to.time,
        toTimeSlotId: to.slotId,
        status: immediate ? "ACCEPTED" : "PENDING",
        immediate,
        answerBy: immediate ? now : answerByOf({ now, currentStart, proposedStart: to.startsAt }),
        answeredAt: immediate ? now : null,
        createdAt: now,
      },
    });
    if (immediate) return await applyMove(ctx, tx, booking, proposal);
    await moveNotices.proposed(tx, now, proposal);
    return proposal;
  } catch (error) {
    // The one-pending index: another proposal got in without the lock (it never should).
    if (sqlStateOf(error) === "23505") throw new ConflictError(STATE_WORDS.PENDING);
    throw error;
  }
}

interface ResolvedTarget {
  date: string;
  time: string;
  startsAt: Date;
  slotId: number | null;
  price: number | null;
}

async function resolveTarget(
  tx: Db,
  booking: LockedBooking,
  target: RescheduleTarget,
  now: Date,
): Promise<ResolvedTarget> {
  const timeZone = booking.provider.city.timeZone;
  if ("timeSlotId" in target) {
    const slot = await tx.timeSlot.findUnique({ where: { id: target.timeSlotId } });
    // Another provider's slot, a booked one or one that has begun: not a free time of this provider's.
    if (!slot || slot.providerId !== booking.providerId) throw new ValidationError(SLOT_UNAVAILABLE_MESSAGE);
    if (slot.status !== "AVAILABLE" || slot.startsAt <= now) throw new ConflictError(SLOT_UNAVAILABLE_MESSAGE);
    const { date, time } = wallClockOf(slot.startsAt, timeZone);
    return { date, time, startsAt: slot.startsAt, slotId: slot.id, price: slot.price };
  }
  const startsAt = visitStartsAt(target.preferredDate, target.preferredTime, timeZone);
  if (startsAt <= now) throw new ValidationError(FUTURE_TIME, [{ path: ["preferredDate"], message: FUTURE_TIME }]);
  // As far ahead as a new booking may be made.
  if (target.preferredDate > latestBookingDate(todayIn(timeZone, now))) {
    throw new ValidationError(TOO_FAR_AHEAD_MESSAGE, [{ path: ["preferredDate"], message: TOO_FAR_AHEAD_MESSAGE }]);
  }
  // A time without a slot keeps the booking's price.
  return {
    date: target.preferredDate,
    time: target.preferredTime,
    startsAt,
    slotId: null,
    price: booking.estimatedPrice,
  };
}

export const answerRescheduleInput = z.object({
  rescheduleId: databaseIdInput(NO_SUCH_MOVE),
  accept: z.boolean({ error: "Please say whether you accept the new time." }),
});

/**
 * The other side accepts (the booking moves) or declines (it stands) an open proposal; the
 * proposer's own decline withdraws it.
 */
export async function answerReschedule(
  ctx: Context,
  seat: BookingSeat,
  input: z.input<typeof answerRescheduleInput>,
): Promise<RescheduleOutcome> {
  const { rescheduleId, accept } = parseInput(answerRescheduleInput, input);
  const answered = await ctx.db.$transaction(
    async (tx) => {
      const booking = await lockBookingForMove(tx, seat.bookingId);
      const proposal = await tx.bookingReschedule.findUnique({ where: { id: rescheduleId } });
      if (!proposal || proposal.bookingId !== booking.id) throw new RescheduleNotFoundError();
      if (proposal.status !== "PENDING") throw new ConflictError(STATE_WORDS[proposal.status]);
      const now = ctx.clock.now();
      if (proposal.answerBy <= now) throw new ConflictError(STATE_WORDS.LAPSED);
      const own = proposal.proposedBy === seat.side;
      if (own && accept) throw new ForbiddenError(ANSWER_OWN);
      if (accept) {
        return applyMove(ctx, tx, booking, { ...proposal, answeredBy: seat.side });
      }
      const closed = await tx.bookingReschedule.update({
        where: { id: proposal.id },
        data: { status: own ? "WITHDRAWN" : "DECLINED", answeredBy: seat.side, answeredAt: now },
      });
      if (!own) await moveNotices.declined(tx, now, closed);
      return closed;
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
  await settleDifference(ctx, answered);
  return { reschedule: answered, bookingId: seat.bookingId };
}

/** Asks the gateway for a cheaper time's refund once the move has committed; the retry job keeps at it. */
async function settleDifference(ctx: Context, reschedule: BookingReschedule): Promise<void> {
  if (reschedule.refundedAmount <= 0) return;
  const request = await ctx.db.refundRequest.findUnique({ where: { key: moveRefundKey(reschedule) } });
  await attemptRecordedRefund(ctx, request);
}

/** A booking's proposals and answers, newest first: both sides read them. */
export function rescheduleHistory(ctx: Context, bookingId: number, limit = 20): Promise<BookingReschedule[]> {
  return ctx.db.bookingReschedule.findMany({
    where: { bookingId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}
