// A recurring schedule's price proposals: the provider proposes a new price per visit, the
// customer accepts or declines it, and the schedule shows the open one to both.
import { builder } from "../../builder.ts";
import { PaymentGatewayError } from "../../gateways/payments/gateway-error.ts";
import { ProposalStatus } from "../../generated/prisma/enums.ts";
import {
  ConflictError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  ValidationError,
} from "../../services/errors.ts";
import { canReadSchedule } from "../../services/schedules/access.ts";
import {
  answerSchedulePriceProposal,
  PROPOSAL_PARTIES,
  type ProposalWithParties,
  proposeSchedulePrice,
} from "../../services/schedules/price-proposals.ts";
import type { RecurringSchedule } from "../../generated/prisma/client.ts";
import { databaseIdOf } from "../ids.ts";
import { readableBy } from "../node.ts";
import { RecurringScheduleNode } from "./recurring-schedule.ts";

const ProposalStatusEnum = builder.enumType(ProposalStatus, {
  name: "ProposalStatus",
  description: "PENDING until the customer answers; WITHDRAWN when a newer proposal replaced it or the schedule ended.",
});

export const SchedulePriceProposalNode = builder.prismaNode("SchedulePriceProposal", {
  id: { field: "id" },
  nullable: true,
  // Its read rule needs the schedule's parties, whatever loads it.
  include: PROPOSAL_PARTIES,
  // As its schedule: staff, the customer who set it up and its provider.
  ...readableBy<ProposalWithParties>(
    (proposal, ctx) => proposal.schedule !== undefined && canReadSchedule(ctx, proposal.schedule),
  ),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id used by the /api paths." }),
    proposedPrice: t.exposeInt("proposedPrice", { description: "Cents per visit, once accepted." }),
    previousPrice: t.exposeInt("previousPrice", { description: "Cents per visit when it was proposed." }),
    status: t.field({ type: ProposalStatusEnum, resolve: (proposal) => proposal.status }),
    proposedAt: t.expose("proposedAt", { type: "DateTime" }),
    answeredAt: t.expose("answeredAt", { type: "DateTime", nullable: true }),
    schedule: t.relation("schedule"),
  }),
});

builder.prismaObjectFields(RecurringScheduleNode, (t) => ({
  openPriceProposal: t.field({
    type: SchedulePriceProposalNode,
    nullable: true,
    description: "The provider's new price waiting for the customer's answer; null when none (or once cancelled).",
    select: {
      status: true,
      priceProposals: { where: { status: "PENDING" }, take: 1, include: PROPOSAL_PARTIES },
    },
    resolve: (schedule) => (schedule.status === "CANCELLED" ? null : (schedule.priceProposals[0] ?? null)),
  }),
}));

const SchedulePriceProposalPayload = builder
  .objectRef<{ proposal: ProposalWithParties }>("SchedulePriceProposalPayload")
  .implement({
    fields: (t) => ({
      proposal: t.field({ type: SchedulePriceProposalNode, resolve: (payload) => payload.proposal }),
    }),
  });

const AnswerSchedulePriceProposalPayload = builder
  .objectRef<{ proposal: ProposalWithParties; schedule: RecurringSchedule }>("AnswerSchedulePriceProposalPayload")
  .implement({
    fields: (t) => ({
      proposal: t.field({ type: SchedulePriceProposalNode, resolve: (payload) => payload.proposal }),
      recurringSchedule: t.field({
        type: RecurringScheduleNode,
        description: "The schedule, with its new price when accepted (and no open proposal).",
        resolve: (payload) => payload.schedule,
      }),
    }),
  });

builder.mutationField("proposeSchedulePrice", (t) =>
  t.field({
    type: SchedulePriceProposalPayload,
    description:
      "The schedule's provider (or staff) proposes a new price per visit (POST " +
      "/api/recurring-schedules/{id}/price-proposals). It applies once the customer accepts; an open proposal is withdrawn.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("ProposeSchedulePriceInput", {
          fields: (t) => ({
            scheduleId: t.id({ required: true, description: "The schedule's global id, or its numeric databaseId." }),
            pricePerVisit: t.int({ required: true, description: "Cents, $10.00 to $10,000.00." }),
            idempotencyKey: t.string({
              description:
                "Optional: sent again with the same input, it returns the first proposal instead of another.",
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, ForbiddenError, NotFoundError, ConflictError, IdempotencyKeyReusedError],
      union: { name: "ProposeSchedulePriceResult" },
    },
    resolve: async (_root, { input }, ctx) => ({
      proposal: await proposeSchedulePrice(
        ctx,
        { scheduleId: databaseIdOf("RecurringSchedule", input.scheduleId), pricePerVisit: input.pricePerVisit },
        { idempotencyKey: input.idempotencyKey },
      ),
    }),
  }),
);

builder.mutationField("answerSchedulePriceProposal", (t) =>
  t.field({
    type: AnswerSchedulePriceProposalPayload,
    description:
      "The schedule's customer accepts or declines its open price proposal (POST " +
      "/api/recurring-schedules/{id}/price-proposals/{proposalId}/accept or /decline). Accepting changes the " +
      "schedule's price and its subscription's; bookings already made keep theirs.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("AnswerSchedulePriceProposalInput", {
          fields: (t) => ({
            proposalId: t.id({ required: true, description: "The proposal's global id, or its numeric databaseId." }),
            accept: t.boolean({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, ForbiddenError, NotFoundError, ConflictError, PaymentGatewayError],
      union: { name: "AnswerSchedulePriceProposalResult" },
    },
    resolve: async (_root, { input }, ctx) =>
      answerSchedulePriceProposal(ctx, {
        proposalId: databaseIdOf("SchedulePriceProposal", input.proposalId),
        accept: input.accept,
      }),
  }),
);
