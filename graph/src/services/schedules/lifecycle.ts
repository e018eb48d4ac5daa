// Pause, resume and cancel (spec section 4, "Recurring schedule states"). Each change is
// one conditional update on the state that was read, so a double click or two tabs cannot
// apply it twice or undo each other: the second attempt finds the state moved and is told
// so (ScheduleStateError), and nothing changes. A subscribed schedule's subscription
// follows: paused, resumed or cancelled with it.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma, RecurringSchedule } from "../../generated/prisma/client.ts";
import { isIsoDate, latestBookingDate, TOO_FAR_AHEAD_MESSAGE } from "../../../../shared/bookings/booking-time.ts";
import { firstOccurrenceAfter } from "../../../../shared/schedules/next-date.ts";
import { zonedInstant } from "../availability/slot-times.ts";
import { dateColumn, isoDateOf, todayIn } from "../bookings/calendar-date.ts";
import { parseInput, ValidationError } from "../errors.ts";
import type { Db } from "../idempotency/idempotency.ts";
import { assertCanChangeSchedule, assertSignedInForSchedules } from "./access.ts";
import { ScheduleNotFoundError, ScheduleStateError, scheduleIdInput } from "./errors.ts";
import { withdrawOpenPriceProposal } from "./price-proposals.ts";
import { storedScheduleRule } from "./schedule-rule.ts";
import { recordStaffAction } from "../audit/audit-log.ts";

const PAUSED_UNTIL_MESSAGE = "Please choose a valid date to resume on.";

export const pauseScheduleInput = z.object({
  scheduleId: scheduleIdInput,
  /** Empty (the interface sends it empty): paused until resumed. */
  pausedUntil: z.preprocess(
    (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
    z
      .string({ error: PAUSED_UNTIL_MESSAGE })
      .trim()
      .max(10, PAUSED_UNTIL_MESSAGE)
      .refine(isIsoDate, PAUSED_UNTIL_MESSAGE)
      .nullable(),
  ),
});
export const scheduleChangeInput = z.object({ scheduleId: scheduleIdInput });

const STATE_WORDS: Record<RecurringSchedule["status"], string> = {
  ACTIVE: "This schedule is already active.",
  PAUSED: "This schedule is already paused.",
  CANCELLED: "This schedule was cancelled.",
};

type LoadedSchedule = RecurringSchedule & { timeZone: string };

async function loadScheduleToChange(ctx: Context, scheduleId: number): Promise<LoadedSchedule> {
  assertSignedInForSchedules(ctx);
  const schedule = await ctx.db.recurringSchedule.findUnique({
    where: { id: scheduleId },
    include: { provider: { select: { city: { select: { timeZone: true } } } } },
  });
  if (!schedule) throw new ScheduleNotFoundError();
  assertCanChangeSchedule(ctx, schedule);
  const { provider, ...row } = schedule;
  return { ...row, timeZone: provider.city.timeZone };
}

/** Refuses a change from a state it does not apply to, in words that say where it stands. */
function assertStatus(schedule: Pick<RecurringSchedule, "status">, allowed: readonly RecurringSchedule["status"][]) {
  if (!allowed.includes(schedule.status)) throw new ScheduleStateError(STATE_WORDS[schedule.status]);
}

/**
 * One conditional update from the state that was read; if another request moved the
 * schedule first, the error says where it stands now.
 */
async function changeFrom(
  ctx: Context,
  schedule: RecurringSchedule,
  allowed: readonly RecurringSchedule["status"][],
  data: Prisma.RecurringScheduleUpdateManyMutationInput,
  action: "schedule.pause" | "schedule.resume",
): Promise<RecurringSchedule> {
  return ctx.db.$transaction(async (tx) => {
    const changed = await tx.recurringSchedule.updateMany({
      where: { id: schedule.id, status: { in: [...allowed] } },
      data,
    });
    const now = await tx.recurringSchedule.findUniqueOrThrow({ where: { id: schedule.id } });
    if (changed.count === 0) assertStatus(now, allowed);
    await recordStaffAction(tx, ctx, {
      action,
      target: { type: "RecurringSchedule", id: schedule.id },
      before: { status: schedule.status },
      after: { status: now.status },
    });
    return now;
  });
}

/**
 * After a change its subscription must follow (no charges while paused): tells the payment
 * gateway, and if that fails puts the schedule back as it was, unless something has moved
 * it since, and passes the failure on. A schedule not yet subscribed has nothing to tell.
 */
async function followedBySubscription(
  ctx: Context,
  before: RecurringSchedule,
  after: RecurringSchedule,
  tell: (subscriptionId: string) => Promise<void>,
): Promise<RecurringSchedule> {
  if (before.stripeSubscriptionId === null) return after;
  try {
    await tell(before.stripeSubscriptionId);
    return after;
  } catch (error) {
    await ctx.db.recurringSchedule.updateMany({
      where: { id: before.id, status: after.status, updatedAt: after.updatedAt },
      data: { status: before.status, pausedUntil: before.pausedUntil, nextBookingDate: before.nextBookingDate },
    });
    throw error;
  }
}

/**
 * Stops new bookings, and its subscription's charges, until `pausedUntil` (then it resumes
 * by itself: see resumeSchedulesDueToday; Stripe resumes charging at the start of that day
 * in the provider's city) or, without one, until resumed. Cleanings already booked stay
 * booked; the customer can cancel them in My Bookings.
 */
export async function pauseRecurringSchedule(
  ctx: Context,
  input: z.input<typeof pauseScheduleInput>,
): Promise<RecurringSchedule> {
  const { scheduleId, pausedUntil } = parseInput(pauseScheduleInput, input);
  const schedule = await loadScheduleToChange(ctx, scheduleId);
  assertStatus(schedule, ["ACTIVE"]);
  if (pausedUntil !== null) {
    const today = todayIn(schedule.timeZone, ctx.clock.now());
    if (pausedUntil <= today) {
      const message = "Please choose a date after today to resume on.";
      throw new ValidationError(message, [{ path: ["pausedUntil"], message }]);
    }
    if (pausedUntil > latestBookingDate(today)) {
      throw new ValidationError(TOO_FAR_AHEAD_MESSAGE, [{ path: ["pausedUntil"], message: TOO_FAR_AHEAD_MESSAGE }]);
    }
  }
  const pausing = { status: "PAUSED" as const, pausedUntil: pausedUntil === null ? null : dateColumn(pausedUntil) };
  const paused = await changeFrom(ctx, schedule, ["ACTIVE"], pausing, "schedule.pause");
  const resumesAt = pausedUntil === null ? null : zonedInstant(pausedUntil, "00:00", schedule.timeZone).instant;
  return followedBySubscription(ctx, schedule, paused, (id) => ctx.payments.pauseSubscription(id, resumesAt));
}

/**
 * Starts booking (and charging) again; a next date that passed while paused moves to the
 * first one after today.
 */
export async function resumeRecurringSchedule(
  ctx: Context,
  input: z.input<typeof scheduleChangeInput>,
): Promise<RecurringSchedule> {
  const { scheduleId } = parseInput(scheduleChangeInput, input);
  const schedule = await loadScheduleToChange(ctx, scheduleId);
  assertStatus(schedule, ["PAUSED"]);
  const today = todayIn(schedule.timeZone, ctx.clock.now());
  const resumed = await changeFrom(ctx, schedule, ["PAUSED"], resumption(schedule, today), "schedule.resume");
  return followedBySubscription(ctx, schedule, resumed, (id) => ctx.payments.resumeSubscription(id));
}

function resumption(schedule: RecurringSchedule, today: string): Prisma.RecurringScheduleUpdateManyMutationInput {
  const next = isoDateOf(schedule.nextBookingDate);
  return {
    status: "ACTIVE",
    pausedUntil: null,
    nextBookingDate: dateColumn(next < today ? firstOccurrenceAfter(storedScheduleRule(schedule), today) : next),
  };
}

/**
 * Ends the schedule for good: its subscription is cancelled first (so a refusal from the
 * payment gateway leaves the schedule as it was), then the schedule, and the cleanings it
 * booked for after today are cancelled with it. Its past bookings and payments stay. Two
 * cancels at once both end it once: the gateway's cancel and these updates change nothing
 * the second time.
 */
export async function cancelRecurringSchedule(
  ctx: Context,
  input: z.input<typeof scheduleChangeInput>,
): Promise<RecurringSchedule> {
  const { scheduleId } = parseInput(scheduleChangeInput, input);
  const schedule = await loadScheduleToChange(ctx, scheduleId);
  assertStatus(schedule, ["ACTIVE", "PAUSED"]);
  // Its customer.subscription.deleted event may arrive (and mark the schedule cancelled) before this returns.
  if (schedule.stripeSubscriptionId !== null) await ctx.payments.cancelSubscription(schedule.stripeSubscriptionId);
  return ctx.db.$transaction(async (tx) => {
    await tx.recurringSchedule.updateMany({
      where: { id: schedule.id, status: { in: ["ACTIVE", "PAUSED"] } },
      data: { status: "CANCELLED", pausedUntil: null },
    });
    await cancelUpcomingCleanings(tx, schedule, ctx.clock.now());
    await withdrawOpenPriceProposal(tx, schedule.id, ctx.clock.now());
    await recordStaffAction(tx, ctx, {
      action: "schedule.cancel",
      target: { type: "RecurringSchedule", id: schedule.id },
      before: { status: schedule.status },
      after: { status: "CANCELLED" },
    });
    return tx.recurringSchedule.findUniqueOrThrow({ where: { id: schedule.id } });
  });
}

/**
 * A schedule that has ended takes its cleanings after today (on its provider's calendar)
 * with it, whether the customer cancelled it or its subscription ended. A booking paid for
 * on its own (or being paid) is left for the customer to cancel, and be refunded, themselves.
 */
export async function cancelUpcomingCleanings(
  tx: Db,
  schedule: { id: number; timeZone: string },
  now: Date,
): Promise<number> {
  const { count } = await tx.booking.updateMany({
    where: {
      recurringScheduleId: schedule.id,
      status: "CONFIRMED",
      preferredDate: { gt: dateColumn(todayIn(schedule.timeZone, now)) },
      OR: [{ payment: { is: null } }, { payment: { paymentStatus: "FAILED" } }],
    },
    data: { status: "CANCELLED" },
  });
  return count;
}

/**
 * The scheduler's first step: schedules paused until a date that has come (on their
 * provider's calendar) resume by themselves, each with the same conditional update as a
 * Resume click. Returns how many resumed.
 */
export async function resumeSchedulesDueToday(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  // A day's margin either way covers every zone; each schedule's own day decides.
  const candidates = await ctx.db.recurringSchedule.findMany({
    where: { status: "PAUSED", pausedUntil: { lte: new Date(now.getTime() + 86_400_000) } },
    include: { provider: { select: { city: { select: { timeZone: true } } } } },
    take: 5_000,
  });
  let resumed = 0;
  for (const { provider, ...schedule } of candidates) {
    const today = todayIn(provider.city.timeZone, now);
    if (isoDateOf(schedule.pausedUntil!) > today) continue;
    const changed = await ctx.db.recurringSchedule.updateMany({
      where: { id: schedule.id, status: "PAUSED", pausedUntil: schedule.pausedUntil },
      data: resumption(schedule, today),
    });
    resumed += changed.count;
  }
  return resumed;
}
