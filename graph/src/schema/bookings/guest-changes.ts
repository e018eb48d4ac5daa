// Changes to a booking made without an account, through its signed link
// (services/bookings/guest-changes.ts): its moves and no-show on GuestBooking, and the same
// proposals, answers, reports and disputes an account holder makes, each answering the
// booking as the link's holder sees it. Open to every caller: the link is the credential.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import {
  answerGuestReschedule,
  disputeGuestAbsence,
  type GuestAbsenceOutcome,
  type GuestMoveOutcome,
  reportGuestAbsence,
  rescheduleGuestBooking,
} from "../../services/bookings/guest-changes.ts";
import { guestOrigin } from "../../services/bookings/guest-booking.ts";
import { rescheduleHistory } from "../../services/bookings/reschedule.ts";
import { ConflictError, ForbiddenError, IdempotencyKeyReusedError, ValidationError } from "../../services/errors.ts";
import { databaseIdOf } from "../ids.ts";
import { NoShowObject } from "./absences.ts";
import { GuestBookingRef, guestLinkErrors } from "./guest-booking.ts";
import { BookingRescheduleObject } from "./reschedule.ts";

builder.objectFields(GuestBookingRef, (t) => ({
  providerId: t.id({
    description: "The provider's global id: their free times, for a move.",
    resolve: (view) => encodeGlobalID("Provider", view.providerId),
  }),
  movable: t.exposeBoolean("movable", {
    description: "Confirmed and not yet begun: the link's holder may propose another time.",
  }),
  reschedules: t.field({
    type: [BookingRescheduleObject],
    description: "Its proposed moves and their answers, newest first (the latest 20).",
    resolve: (view, _args, ctx) => rescheduleHistory(ctx, view.bookingId),
  }),
  noShowReportable: t.exposeBoolean("noShowReportable", {
    description:
      "The visit has started (at most 48 hours ago) and nothing was reported: the provider may be reported absent.",
  }),
  absence: t.prismaField({
    type: NoShowObject,
    nullable: true,
    description: "Its no-show report, if one was made.",
    resolve: (query, view, _args, ctx) =>
      ctx.db.bookingAbsence.findUnique({ ...query, where: { bookingId: view.bookingId } }),
  }),
}));

const GuestReschedulePayload = builder.objectRef<GuestMoveOutcome>("RescheduleGuestBookingPayload").implement({
  fields: (t) => ({
    reschedule: t.field({ type: BookingRescheduleObject, resolve: (outcome) => outcome.reschedule }),
    guestBooking: t.field({
      type: GuestBookingRef,
      description: "The booking as it now stands (moved, when the move happened).",
      resolve: (outcome) => outcome.view,
    }),
  }),
});

const GuestNoShowPayload = builder.objectRef<GuestAbsenceOutcome>("GuestNoShowPayload").implement({
  fields: (t) => ({
    noShow: t.field({ type: NoShowObject, resolve: (outcome) => outcome.absence }),
    guestBooking: t.field({ type: GuestBookingRef, resolve: (outcome) => outcome.view }),
  }),
});

const changeErrors = [...guestLinkErrors, ValidationError, ForbiddenError, ConflictError];
const tokenField = { required: true, description: "The signed link's token." } as const;

builder.mutationFields((t) => ({
  rescheduleGuestBooking: t.field({
    type: GuestReschedulePayload,
    description:
      "The holder of a guest booking's signed link proposes another time, as rescheduleBooking does for an account " +
      "(POST /api/guest-bookings/{token}/reschedule).",
    authScopes: { public: true },
    extensions: ONCE_PER_REQUEST,
    args: {
      input: t.arg({
        type: builder.inputType("RescheduleGuestBookingInput", {
          fields: (t) => ({
            token: t.string(tokenField),
            timeSlotId: t.id({ description: "A free slot of the provider's (its id); or give a date and time." }),
            preferredDate: t.string({ description: "YYYY-MM-DD in the provider's city, without a slot." }),
            preferredTime: t.string({ description: '"09:00", "11:00", "13:00", "15:00" or "17:00", without a slot.' }),
            idempotencyKey: t.string({ description: "Sent again with the same input, it returns the first proposal." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [...changeErrors, IdempotencyKeyReusedError], union: { name: "RescheduleGuestBookingResult" } },
    resolve: (_root, { input }, ctx) => {
      const target =
        input.timeSlotId != null
          ? { timeSlotId: databaseIdOf("TimeSlot", input.timeSlotId) }
          : { preferredDate: input.preferredDate, preferredTime: input.preferredTime };
      return rescheduleGuestBooking(
        ctx,
        input.token,
        target,
        { idempotencyKey: input.idempotencyKey },
        guestOrigin(ctx),
      );
    },
  }),
  answerGuestBookingReschedule: t.field({
    type: GuestReschedulePayload,
    description:
      "The holder of a guest booking's signed link accepts or declines the provider's proposed move, or withdraws " +
      "their own (POST /api/guest-bookings/{token}/reschedule/{proposalId}/accept or /decline).",
    authScopes: { public: true },
    extensions: ONCE_PER_REQUEST,
    args: {
      input: t.arg({
        type: builder.inputType("AnswerGuestBookingRescheduleInput", {
          fields: (t) => ({
            token: t.string(tokenField),
            rescheduleId: t.int({ required: true, description: "The proposal's databaseId." }),
            accept: t.boolean({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: changeErrors, union: { name: "AnswerGuestBookingRescheduleResult" } },
    resolve: (_root, { input }, ctx) =>
      answerGuestReschedule(
        ctx,
        input.token,
        { rescheduleId: input.rescheduleId, accept: input.accept },
        guestOrigin(ctx),
      ),
  }),
  reportGuestNoShow: t.field({
    type: GuestNoShowPayload,
    description:
      "The holder of a guest booking's signed link reports the provider absent, from the visit's start until 48 " +
      "hours after: a full refund, staff told (POST /api/guest-bookings/{token}/no-show).",
    authScopes: { public: true },
    extensions: ONCE_PER_REQUEST,
    args: {
      input: t.arg({
        type: builder.inputType("ReportGuestNoShowInput", { fields: (t) => ({ token: t.string(tokenField) }) }),
        required: true,
      }),
    },
    errors: { types: changeErrors, union: { name: "ReportGuestNoShowResult" } },
    resolve: (_root, { input }, ctx) => reportGuestAbsence(ctx, input.token, guestOrigin(ctx)),
  }),
  disputeGuestNoShow: t.field({
    type: GuestNoShowPayload,
    description:
      "The holder of a guest booking's signed link disputes the provider's report that nobody was there, within " +
      "48 hours (POST /api/guest-bookings/{token}/no-show/dispute); staff decide.",
    authScopes: { public: true },
    extensions: ONCE_PER_REQUEST,
    args: {
      input: t.arg({
        type: builder.inputType("DisputeGuestNoShowInput", {
          fields: (t) => ({
            token: t.string(tokenField),
            note: t.string({ required: true, description: "What happened, 1 to 1,000 characters." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: changeErrors, union: { name: "DisputeGuestNoShowResult" } },
    resolve: (_root, { input }, ctx) => disputeGuestAbsence(ctx, input.token, { note: input.note }, guestOrigin(ctx)),
  }),
}));
