// Moving a booking in GraphQL (services/bookings/reschedule.ts): a booking's proposals and
// answers on the Booking node, proposing a new time, and answering the other side's.
import { builder } from "../../builder.ts";
import { RescheduleStatus } from "../../generated/prisma/enums.ts";
import { isoDateOf } from "../../services/bookings/calendar-date.ts";
import {
  answerReschedule,
  moveSeat,
  proposeReschedule,
  type RescheduleOutcome,
} from "../../services/bookings/reschedule.ts";
import {
  ConflictError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  ValidationError,
} from "../../services/errors.ts";
import { isMovable } from "../../services/bookings/moves.ts";
import { databaseIdOf } from "../ids.ts";
import { BookingPartyEnum } from "./cancellation.ts";

const RescheduleStatusEnum = builder.enumType(RescheduleStatus, { name: "RescheduleStatus" });

export const BookingRescheduleObject = builder.prismaObject("BookingReschedule", {
  description: "A proposed move of a booking to another date and time, and its answer. Both sides read them.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id the accept and decline paths name." }),
    proposedBy: t.field({ type: BookingPartyEnum, description: "CUSTOMER or PROVIDER.", resolve: (r) => r.proposedBy }),
    fromDate: t.string({
      description: "YYYY-MM-DD: the visit's date when proposed.",
      resolve: (r) => isoDateOf(r.fromDate),
    }),
    fromTime: t.exposeString("fromTime", { description: '"HH:MM" in the provider\'s city.' }),
    toDate: t.string({ description: "YYYY-MM-DD: the proposed date.", resolve: (r) => isoDateOf(r.toDate) }),
    toTime: t.exposeString("toTime", { description: '"HH:MM" in the provider\'s city.' }),
    fromPrice: t.exposeInt("fromPrice", { nullable: true, description: "Cents, before the move." }),
    toPrice: t.exposeInt("toPrice", { nullable: true, description: "Cents, once moved (a slot has its own price)." }),
    intoFreeSlot: t.boolean({
      description: "It moves into one of the provider's free slots.",
      resolve: (r) => r.toTimeSlotId !== null,
    }),
    status: t.field({ type: RescheduleStatusEnum, resolve: (r) => r.status }),
    immediate: t.exposeBoolean("immediate", { description: "It moved at once, without waiting for an answer." }),
    answerBy: t.expose("answerBy", { type: "DateTime", description: "Unanswered by then, it lapses." }),
    answeredBy: t.field({
      type: BookingPartyEnum,
      nullable: true,
      description: "The side that answered or withdrew it; SYSTEM when it lapsed or its booking ended.",
      resolve: (r) => r.answeredBy,
    }),
    answeredAt: t.expose("answeredAt", { type: "DateTime", nullable: true }),
    refundedAmount: t.exposeInt("refundedAmount", { description: "Cents given back because the new time costs less." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields("Booking", (t) => ({
  reschedules: t.relation("reschedules", {
    description: "Its proposed moves and their answers, newest first (the latest 20).",
    query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 20 },
  }),
  movable: t.boolean({
    description: "Confirmed and not yet begun: its customer or provider may propose another time.",
    select: {
      status: true,
      preferredDate: true,
      preferredTime: true,
      timeSlot: { select: { startsAt: true } },
      provider: { select: { city: { select: { timeZone: true } } } },
    },
    resolve: (booking, _args, ctx) => isMovable(booking, ctx.clock.now()),
  }),
}));

const ReschedulePayload = builder.objectRef<RescheduleOutcome>("RescheduleBookingPayload").implement({
  fields: (t) => ({
    reschedule: t.field({ type: BookingRescheduleObject, resolve: (outcome) => outcome.reschedule }),
    booking: t.prismaField({
      type: "Booking",
      description: "The booking as it now stands (moved, when the move happened).",
      resolve: (query, outcome, _args, ctx) =>
        ctx.db.booking.findUniqueOrThrow({ ...query, where: { id: outcome.bookingId } }),
    }),
  }),
});

const moveErrors = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

builder.mutationField("rescheduleBooking", (t) =>
  t.field({
    type: ReschedulePayload,
    description:
      "The booking's customer or provider proposes another time (POST /api/bookings/{id}/reschedule): one of the " +
      "provider's free slots, or a date and time. A customer's free slot moves it at once while the visit is more " +
      "than 24 hours away; anything else waits for the other side's answer.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("RescheduleBookingInput", {
          fields: (t) => ({
            bookingId: t.id({ required: true, description: "The booking's global id, or its numeric databaseId." }),
            timeSlotId: t.id({ description: "A free slot of the provider's (its id); or give a date and time." }),
            preferredDate: t.string({ description: "YYYY-MM-DD in the provider's city, without a slot." }),
            preferredTime: t.string({ description: '"09:00", "11:00", "13:00", "15:00" or "17:00", without a slot.' }),
            idempotencyKey: t.string({
              description:
                "Optional: sent again with the same input, it returns the first proposal instead of another.",
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [...moveErrors, IdempotencyKeyReusedError], union: { name: "RescheduleBookingResult" } },
    resolve: async (_root, { input }, ctx) => {
      const seat = await moveSeat(ctx, databaseIdOf("Booking", input.bookingId));
      const target =
        input.timeSlotId != null
          ? { timeSlotId: databaseIdOf("TimeSlot", input.timeSlotId) }
          : { preferredDate: input.preferredDate, preferredTime: input.preferredTime };
      return proposeReschedule(ctx, seat, target, { idempotencyKey: input.idempotencyKey });
    },
  }),
);

builder.mutationField("answerBookingReschedule", (t) =>
  t.field({
    type: ReschedulePayload,
    description:
      "The other side accepts (the booking moves) or declines (it stands) a proposed move (POST " +
      "/api/bookings/{id}/reschedule/{proposalId}/accept or /decline); its proposer's decline withdraws it.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("AnswerBookingRescheduleInput", {
          fields: (t) => ({
            bookingId: t.id({ required: true, description: "The booking's global id, or its numeric databaseId." }),
            rescheduleId: t.int({ required: true, description: "The proposal's databaseId." }),
            accept: t.boolean({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: moveErrors, union: { name: "AnswerBookingRescheduleResult" } },
    resolve: async (_root, { input }, ctx) => {
      const seat = await moveSeat(ctx, databaseIdOf("Booking", input.bookingId));
      return answerReschedule(ctx, seat, { rescheduleId: input.rescheduleId, accept: input.accept });
    },
  }),
);
