// No-shows in GraphQL (services/bookings/absences.ts): a booking's report on the Booking node,
// reporting and disputing for the booking's two sides, and staff's queue, decision and audited
// reading of a disputed booking's conversation.
import { builder } from "../../builder.ts";
import { AbsenceStatus } from "../../generated/prisma/enums.ts";
import {
  absenceSeat,
  type AbsenceOutcome,
  decideAbsence,
  disputeAbsence,
  disputedAbsences,
  isNoShowReportable,
  readDisputedConversation,
  reportAbsence,
} from "../../services/bookings/absences.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  ValidationError,
} from "../../services/errors.ts";
import { canReadBooking } from "../../services/bookings/access.ts";
import { databaseIdOf } from "../ids.ts";
import { BookingPartyEnum } from "./cancellation.ts";
import { BookingConversationRef } from "./conversation.ts";

const AbsenceStatusEnum = builder.enumType(AbsenceStatus, { name: "NoShowStatus" });

export const NoShowObject = builder.prismaObject("BookingAbsence", {
  name: "NoShow",
  description: "One side's report that the other did not show up, its dispute and staff's decision.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id staff's decision names." }),
    absentParty: t.field({
      type: BookingPartyEnum,
      description: "CUSTOMER (reported by the provider) or PROVIDER (by the customer).",
      resolve: (a) => a.absentParty,
    }),
    reportedAt: t.expose("reportedAt", { type: "DateTime" }),
    fee: t.exposeInt("fee", { description: "Cents the report kept from the payment." }),
    refund: t.exposeInt("refund", { description: "Cents the report gave back." }),
    disputeBy: t.expose("disputeBy", { type: "DateTime", description: "The reported side may dispute it until then." }),
    disputedAt: t.expose("disputedAt", { type: "DateTime", nullable: true }),
    disputeNote: t.exposeString("disputeNote", { nullable: true }),
    status: t.field({ type: AbsenceStatusEnum, resolve: (a) => a.status }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    decisionNote: t.exposeString("decisionNote", { nullable: true, description: "Staff's reasons." }),
    booking: t.relation("booking", {
      nullable: true,
      description: "Null for a reader who may not read the booking: a guest reads theirs as GuestBooking.",
      // Null rather than the read rule's error: the report itself is the reader's to see.
      resolve: async (query, absence, _args, ctx) => {
        const booking = await ctx.db.booking.findUnique({ ...query, where: { id: absence.bookingId } });
        return booking && canReadBooking(ctx, booking) ? booking : null;
      },
    }),
  }),
});

builder.prismaObjectFields("Booking", (t) => ({
  absence: t.relation("absence", { nullable: true, description: "Its no-show report, if one was made." }),
  noShowReportable: t.boolean({
    description:
      "Its visit has started (at most 48 hours ago), it is confirmed or started, and no no-show was reported: " +
      "either side may report the other absent now.",
    select: {
      status: true,
      preferredDate: true,
      preferredTime: true,
      timeSlot: { select: { startsAt: true } },
      provider: { select: { city: { select: { timeZone: true } } } },
      absence: { select: { id: true } },
    },
    resolve: (booking, _args, ctx) => isNoShowReportable(booking, ctx.clock.now()),
  }),
}));

const NoShowPayload = builder.objectRef<AbsenceOutcome>("NoShowPayload").implement({
  fields: (t) => ({
    noShow: t.prismaField({
      type: NoShowObject,
      resolve: (query, outcome, _args, ctx) =>
        ctx.db.bookingAbsence.findUniqueOrThrow({ ...query, where: { id: outcome.absence.id } }),
    }),
    booking: t.prismaField({
      type: "Booking",
      resolve: (query, outcome, _args, ctx) =>
        ctx.db.booking.findUniqueOrThrow({ ...query, where: { id: outcome.bookingId } }),
    }),
  }),
});

const sideErrors = [ValidationError, ForbiddenError, NotFoundError, ConflictError];
const staffErrors = [
  ValidationError,
  NotFoundError,
  ConflictError,
  ForbiddenError,
  SecondFactorRequiredError,
  StepUpRequiredError,
];
const bookingIdArg = { required: true, description: "The booking's global id, or its numeric databaseId." } as const;

builder.mutationFields((t) => ({
  reportNoShow: t.field({
    type: NoShowPayload,
    description:
      "The booking's customer reports the provider absent (a full refund, staff told) or its provider reports the " +
      "customer absent (the late-cancellation fee kept), from the visit's start until 48 hours after (POST " +
      "/api/bookings/{id}/no-show). The booking is cancelled.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("ReportNoShowInput", { fields: (t) => ({ bookingId: t.id(bookingIdArg) }) }),
        required: true,
      }),
    },
    errors: { types: sideErrors, union: { name: "ReportNoShowResult" } },
    resolve: async (_root, { input }, ctx) =>
      reportAbsence(ctx, await absenceSeat(ctx, databaseIdOf("Booking", input.bookingId))),
  }),
  disputeNoShow: t.field({
    type: NoShowPayload,
    description:
      "The side reported absent disputes the report in its own words, within 48 hours (POST " +
      "/api/bookings/{id}/no-show/dispute); staff decide.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("DisputeNoShowInput", {
          fields: (t) => ({
            bookingId: t.id(bookingIdArg),
            note: t.string({ required: true, description: "What happened, 1 to 1,000 characters." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: sideErrors, union: { name: "DisputeNoShowResult" } },
    resolve: async (_root, { input }, ctx) =>
      disputeAbsence(ctx, await absenceSeat(ctx, databaseIdOf("Booking", input.bookingId)), { note: input.note }),
  }),
  decideNoShow: t.field({
    type: NoShowPayload,
    description:
      "Staff uphold or overturn a disputed report with their reasons (POST /api/admin/no-shows/{id}/uphold or " +
      "/overturn); overturning an absent customer's report refunds the fee. Audited.",
    authScopes: { admin: true },
    args: {
      input: t.arg({
        type: builder.inputType("DecideNoShowInput", {
          fields: (t) => ({
            noShowId: t.int({ required: true, description: "The report's databaseId." }),
            overturn: t.boolean({ required: true, description: "true: the side reported absent is cleared." }),
            note: t.string({ required: true, description: "The reasons both sides read, 1 to 1,000 characters." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: staffErrors, union: { name: "DecideNoShowResult" } },
    resolve: (_root, { input }, ctx) =>
      decideAbsence(ctx, { absenceId: input.noShowId, overturn: input.overturn, note: input.note }),
  }),
}));

builder.queryFields((t) => ({
  disputedNoShows: t.prismaField({
    type: [NoShowObject],
    description: "Disputed no-show reports waiting for staff, the longest waiting first (staff only; at most 100).",
    authScopes: { admin: true },
    args: { first: t.arg.int({ description: "1 to 100; 50 by default." }) },
    resolve: async (query, _root, { first }, ctx) => {
      const ids = (await disputedAbsences(ctx, first ?? 50)).map((absence) => absence.id);
      const rows = await ctx.db.bookingAbsence.findMany({ ...query, where: { id: { in: ids } } });
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },
  }),
  disputedBookingConversation: t.field({
    type: BookingConversationRef,
    description:
      "Staff read the conversation of a booking whose no-show report is disputed (GET /api/admin/bookings/{id}/messages); " +
      "each reading is in the audit log.",
    authScopes: { admin: true },
    args: {
      bookingId: t.arg.id({ required: true }),
      before: t.arg.int({ description: "Messages older than this id; the newest page without it." }),
      limit: t.arg.int({ description: "1 to 100; 50 by default." }),
    },
    errors: {
      types: [ValidationError, ForbiddenError, NotFoundError, SecondFactorRequiredError],
      union: { name: "DisputedBookingConversationResult" },
    },
    resolve: (_root, { bookingId, before, limit }, ctx) =>
      readDisputedConversation(ctx, databaseIdOf("Booking", bookingId), { before, limit }),
  }),
}));
