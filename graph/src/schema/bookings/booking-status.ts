import { builder } from "../../builder.ts";
import { moveBookingStatus, type StatusMove } from "../../services/bookings/update-status.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../services/errors.ts";
import { databaseIdOf } from "../ids.ts";
import { BookingStatusEnum } from "./booking.ts";
import { CancellationRefundRef } from "./cancellation.ts";

const UpdateBookingStatusInput = builder.inputType("UpdateBookingStatusInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true, description: "The Booking's global id or databaseId." }),
    status: t.field({ type: BookingStatusEnum, required: true }),
    actualPrice: t.int({ description: "Cents, when completing; the estimate when absent." }),
  }),
});

const UpdateBookingStatusPayload = builder.objectRef<StatusMove>("UpdateBookingStatusPayload").implement({
  fields: (t) => ({
    booking: t.prismaField({
      type: "Booking",
      resolve: (query, move, _args, ctx) =>
        ctx.db.booking.findUniqueOrThrow({ ...query, where: { id: move.booking.id } }),
    }),
    refund: t.field({
      type: CancellationRefundRef,
      nullable: true,
      description:
        "A cancellation's refund of what was paid (by the cancellation policy); null when nothing comes back.",
      resolve: ({ cancellation }) =>
        cancellation?.refund
          ? { ...cancellation.refund, fee: cancellation.terms.fee, window: cancellation.terms.window }
          : null,
    }),
  }),
});

builder.mutationField("updateBookingStatus", (t) =>
  t.field({
    type: UpdateBookingStatusPayload,
    description:
      "Start, complete or cancel a booking (spec section 4): its provider and staff make every move; the customer " +
      "who booked may cancel while it is confirmed. A move someone else made first is a ConflictError.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateBookingStatusInput, required: true }) },
    errors: {
      types: [ValidationError, ConflictError, NotFoundError],
      union: { name: "UpdateBookingStatusResult" },
    },
    resolve: (_root, { input }, ctx) =>
      moveBookingStatus(ctx, {
        bookingId: databaseIdOf("Booking", input.bookingId),
        status: input.status,
        actualPrice: input.actualPrice,
      }),
  }),
);
