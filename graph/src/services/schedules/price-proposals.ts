// A provider's new price for one of its recurring schedules, and the customer's answer. The
// price changes only when the customer accepts: then the schedule's estimatedPrice and its
// subscription at the payment gateway both take it (bookings already made keep theirs; the
// scheduler copies the price into each booking as it makes it). A schedule has at most one
// open (PENDING) proposal: a newer one withdraws the open one in the same transaction, and a
// partial unique index holds it. Proposals and answers on one schedule take its row's lock,
// so they happen one after the other.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { ProposalStatus, RecurringSchedule, SchedulePriceProposal } from "../../generated/prisma/client.ts";
import { ESTIMATED_PRICE_RANGE } from "../../../../shared/schedules/recurring-schedule.ts";
import { ConflictError, NotFoundError, parseInput, ValidationError } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import { databaseIdInput } from "../ids.ts";
import { notifySchedulePriceAnswered, notifySchedulePriceProposed } from "../notifications/schedule-price-notices.ts";
import { assertCanAnswerPriceProposal, assertCanPriceSchedule, assertSignedInForSchedules } from "./access.ts";
import { ScheduleNotFoundError, ScheduleStateError, scheduleIdInput } from "./errors.ts";
import { dollarsOf } from "./schedule-price.ts";
import { recordStaffAction } from "../audit/audit-log.ts";

export const PRICE_PER_VISIT_MESSAGE = "Please enter a price per visit from $10.00 to $10,000.00.";
const NO_SUCH_PROPOSAL = "There is no price proposal with that id.";
const SCHEDULE_CANCELLED = "This schedule was cancelled.";

/** A price proposal with the parties of its schedule: what its read rule needs. */
export type ProposalWithParties = SchedulePriceProposal & {
  schedule: Pick<RecurringSchedule, "providerId" | "customerId">;
};

/** Loads a proposal as the GraphQL type reads it (its read rule needs the schedule's parties). */
export const PROPOSAL_PARTIES = { schedule: { select: { providerId: true, customerId: true } } } as const;

export class ProposalNotFoundError extends NotFoundError {
  constructor() {
    super(NO_SUCH_PROPOSAL);
    this.name = "ProposalNotFoundError";
  }
}

/** The proposal was answered or withdrawn already (another tab, a newer proposal): nothing changed. */
export class ProposalStateError extends ConflictError {
  constructor(status: ProposalStatus) {
    super(PROPOSAL_STATE_WORDS[status]);
    this.name = "ProposalStateError";
  }
}

const PROPOSAL_STATE_WORDS: Record<ProposalStatus, string> = {
  PENDING: "This price proposal is still waiting for an answer.",
  ACCEPTED: "This price proposal was already accepted.",
  DECLINED: "This price proposal was already declined.",
  WITHDRAWN: "This price proposal was withdrawn: the provider proposed another price, or the schedule ended.",
};

const pricePerVisit = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: PRICE_PER_VISIT_MESSAGE })
    .int(PRICE_PER_VISIT_MESSAGE)
    .min(ESTIMATED_PRICE_RANGE.min, PRICE_PER_VISIT_MESSAGE)
    .max(ESTIMATED_PRICE_RANGE.max, PRICE_PER_VISIT_MESSAGE),
);

export const proposeSchedulePriceInput = z.object({ scheduleId: scheduleIdInput, pricePerVisit });
export const answerPriceProposalInput = z.object({
  proposalId: databaseIdInput(NO_SUCH_PROPOSAL),
  /** REST names the schedule in the path too: a proposal of another schedule is not found there. */
  scheduleId: scheduleIdInput.optional(),
  accept: z.boolean({ error: "Please say whether you accept the new price." }),
});

export interface ProposeOptions {
  /** A retry with the same key and request gets the first proposal back instead of replacing it. */
  idempotencyKey?: string | null;
}

export interface AnsweredProposal {
  proposal: ProposalWithParties;
  schedule: RecurringSchedule;
}

/**
 * The schedule's provider (or staff) proposes `pricePerVisit` cents a visit. The open
 * proposal, if any, is withdrawn; the customer is told, in the same transaction.
 */
export async function proposeSchedulePrice(
  ctx: Context,
  input: z.input<typeof proposeSchedulePriceInput>,
  options: ProposeOptions = {},
): Promise<ProposalWithParties> {
  assertSignedInForSchedules(ctx);
  const request = parseInput(proposeSchedulePriceInput, input);
  const schedule = await ctx.db.recurringSchedule.findUnique({ where: { id: request.scheduleId } });
  if (!schedule) throw new ScheduleNotFoundError();
  assertCanPriceSchedule(ctx, schedule);
  return withIdempotency(
    ctx,
    { scope: "proposeSchedulePrice", key: options.idempotencyKey, request },
    {
      create: async (tx) => {
        const current = await lockSchedule(tx, schedule.id);
        if (current.status === "CANCELLED") throw new ScheduleStateError(SCHEDULE_CANCELLED);
        if (current.estimatedPrice === request.pricePerVisit) {
          const message = `That is already this schedule's price: ${dollarsOf(current.estimatedPrice)} a visit.`;
          throw new ValidationError(message, [{ path: ["pricePerVisit"], message }]);
        }
        const now = ctx.clock.now();
        await tx.schedulePriceProposal.updateMany({
          where: { scheduleId: schedule.id, status: "PENDING" },
          data: { status: "WITHDRAWN", answeredAt: now },
        });
        const proposal = await tx.schedulePriceProposal.create({
          data: {
            scheduleId: schedule.id,
            proposedPrice: request.pricePerVisit,
            previousPrice: current.estimatedPrice,
            proposedAt: now,
          },
          include: PROPOSAL_PARTIES,
        });
        await notifySchedulePriceProposed(tx, now, proposal.id);
        await recordStaffAction(tx, ctx, {
          action: "schedulePrice.propose",
          target: { type: "RecurringSchedule", id: schedule.id },
          before: { pricePerVisit: current.estimatedPrice },
          after: { proposedPrice: request.pricePerVisit, proposalId: proposal.id },
        });
        return proposal;
      },
      idOf: (proposal) => proposal.id,
      replay: (id) => ctx.db.schedulePriceProposal.findUniqueOrThrow({ where: { id }, include: PROPOSAL_PARTIES }),
    },
  );
}

/**
 * The schedule's customer accepts or declines the open proposal. Accepting tells the
 * payment gateway first (a refusal there changes nothing here), then changes the schedule's
 * price; the provider is told either way, in the transaction of the answer.
 */
export async function answerSchedulePriceProposal(
  ctx: Context,
  input: z.input<typeof answerPriceProposalInput>,
): Promise<AnsweredProposal> {
  assertSignedInForSchedules(ctx);
  const { proposalId, scheduleId, accept } = parseInput(answerPriceProposalInput, input);
  const proposal = await ctx.db.schedulePriceProposal.findUnique({
    where: { id: proposalId },
    include: { schedule: true },
  });
  if (!proposal || (scheduleId !== undefined && proposal.scheduleId !== scheduleId)) throw new ProposalNotFoundError();
  const { schedule } = proposal;
  assertCanAnswerPriceProposal(ctx, schedule);
  if (proposal.status !== "PENDING") throw new ProposalStateError(proposal.status);
  if (schedule.status === "CANCELLED") throw new ScheduleStateError(SCHEDULE_CANCELLED);

  const subscriptionId = accept ? schedule.stripeSubscriptionId : null;
  if (subscriptionId !== null) {
    await ctx.payments.updateSubscriptionPrice({
      subscriptionId,
      amount: proposal.proposedPrice,
      idempotencyKey: `schedule-price-proposal-${proposal.id}`,
    });
  }
  try {
    return await ctx.db.$transaction(async (tx) => {
      const current = await lockSchedule(tx, schedule.id);
      if (current.status === "CANCELLED") throw new ScheduleStateError(SCHEDULE_CANCELLED);
      const now = ctx.clock.now();
      const answered = await tx.schedulePriceProposal.updateMany({
        where: { id: proposal.id, status: "PENDING" },
        data: { status: accept ? "ACCEPTED" : "DECLINED", answeredAt: now },
      });
      if (answered.count === 0) {
        const moved = await tx.schedulePriceProposal.findUniqueOrThrow({ where: { id: proposal.id } });
        throw new ProposalStateError(moved.status);
      }
      const changed = accept
        ? await tx.recurringSchedule.update({
            where: { id: schedule.id },
            data: { estimatedPrice: proposal.proposedPrice },
          })
        : await tx.recurringSchedule.findUniqueOrThrow({ where: { id: schedule.id } });
      await notifySchedulePriceAnswered(tx, now, proposal.id);
      const stored = await tx.schedulePriceProposal.findUniqueOrThrow({
        where: { id: proposal.id },
        include: PROPOSAL_PARTIES,
      });
      return { proposal: stored, schedule: changed };
    });
  } catch (error) {
    // Another answer, a newer proposal or a cancellation got there first: the subscription
    // goes back to the price the schedule still has (a cancelled one charges nothing more).
    if (subscriptionId !== null && (error instanceof ProposalStateError || error instanceof ScheduleStateError)) {
      const now = await ctx.db.recurringSchedule.findUnique({ where: { id: schedule.id } });
      if (now && now.status !== "CANCELLED" && now.estimatedPrice !== proposal.proposedPrice) {
        await ctx.payments.updateSubscriptionPrice({
          subscriptionId,
          amount: now.estimatedPrice,
          idempotencyKey: `schedule-price-proposal-${proposal.id}-undone`,
        });
      }
    }
    throw error;
  }
}

/** The schedule's open proposal, or null (none, or the schedule has ended). */
export async function openPriceProposal(ctx: Context, scheduleId: number): Promise<ProposalWithParties | null> {
  return ctx.db.schedulePriceProposal.findFirst({
    where: { scheduleId, status: "PENDING", schedule: { status: { not: "CANCELLED" } } },
    include: PROPOSAL_PARTIES,
  });
}

/** The schedule's row, locked until the transaction ends: proposals and answers on it queue. */
async function lockSchedule(tx: Db, scheduleId: number) {
  const rows = await tx.$queryRaw<Pick<RecurringSchedule, "status" | "estimatedPrice">[]>`
    SELECT status::text AS status, "estimatedPrice" FROM "RecurringSchedule" WHERE id = ${scheduleId}::int FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new ScheduleNotFoundError();
  return row;
}

/** When a schedule ends, its open proposal is withdrawn with it (called in the ending transaction). */
export async function withdrawOpenPriceProposal(tx: Db, scheduleId: number, now: Date): Promise<void> {
  await tx.schedulePriceProposal.updateMany({
    where: { scheduleId, status: "PENDING" },
    data: { status: "WITHDRAWN", answeredAt: now },
  });
}
