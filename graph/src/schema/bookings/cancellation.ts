// Cancelling a booking: what it would give back and keep (bookingCancellation, for the cancel
// dialogs), who cancelled and the fee kept (on Booking), and the refund a cancellation made
// (on updateBookingStatus's payload, booking-status.ts).
import { builder } from "../../builder.ts";
import type { RefundRequest } from "../../generated/prisma/client.ts";
import { BookingParty, RefundRequestStatus } from "../../generated/prisma/enums.ts";
import { type CancellationPreview, previewCancellation } from "../../services/bookings/cancel-booking.ts";
import type { CancellationOutcome } from "../../services/bookings/cancel-booking.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../services/errors.ts";
import { databaseIdOf } from "../ids.ts";

export const CancellationWindowEnum = builder.enumType("CancellationWindow", {
  description:
    "FREE until the free-cancellation hours before the visit; LATE from then on (the visit's start included).",
  values: { FREE: { value: "free" }, LATE: { value: "late" } } as const,
});

export const BookingPartyEnum = builder.enumType(BookingParty, {
  name: "BookingParty",
  description: "Who did something to a booking: its customer, its provider, staff, or the platform itself.",
});

export const RefundRequestStatusEnum = builder.enumType(RefundRequestStatus, {
  name: "RefundRequestStatus",
  description:
    "PENDING while the gateway is being asked (it is retried with backoff), DONE once it took the refund, FAILED " +
    "when it was given up on and staff were told.",
});

const CancellationPreviewRef = builder.objectRef<CancellationPreview>("CancellationPreview").implement({
  description: "What cancelling the booking now would give back and keep, to the cent, on the viewer's terms.",
  fields: (t) => ({
    booking: t.prismaField({
      type: "Booking",
      resolve: (query, preview, _args, ctx) =>
        ctx.db.booking.findUniqueOrThrow({ ...query, where: { id: preview.bookingId } }),
    }),
    window: t.field({ type: CancellationWindowEnum, resolve: (preview) => preview.window }),
    party: t.field({
      type: BookingPartyEnum,
      description: "The viewer's side: a provider's or staff's cancellation always refunds in full.",
      resolve: (preview) => preview.party,
    }),
    paid: t.exposeInt("paid", { description: "Cents paid and not yet refunded; 0 when unpaid." }),
    refund: t.exposeInt("refund", { description: "Cents given back." }),
    fee: t.exposeInt("fee", { description: "Cents kept as the late-cancellation fee (paid = refund + fee)." }),
    feeToProvider: t.exposeInt("feeToProvider", {
      description: "Cents of the fee the provider keeps, with the sales tax on its service.",
    }),
    feeToPlatform: t.exposeInt("feeToPlatform", {
      description: "Cents of the fee the platform keeps: its commission and the sales tax on it.",
    }),
    startsAt: t.expose("startsAt", { type: "DateTime", description: "When the visit starts." }),
    freeUntil: t.expose("freeUntil", { type: "DateTime", description: "Until when a customer cancels for free." }),
  }),
});

builder.queryField("bookingCancellation", (t) =>
  t.field({
    type: CancellationPreviewRef,
    description:
      "What cancelling a booking now would give back and keep: for the readers of the booking who may cancel it " +
      "(its customer while confirmed, its provider, staff), on their terms. A booking that can no longer be " +
      "cancelled is a ValidationError.",
    authScopes: { signedIn: true },
    args: { bookingId: t.arg.id({ required: true, description: "The Booking's global id or databaseId." }) },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError], union: { name: "BookingCancellationResult" } },
    resolve: (_root, { bookingId }, ctx) => previewCancellation(ctx, databaseIdOf("Booking", bookingId)),
  }),
);

export type CancellationRefund = RefundRequest & Pick<CancellationOutcome["terms"], "fee" | "window">;

export const CancellationRefundRef = builder.objectRef<CancellationRefund>("CancellationRefund").implement({
  description:
    "The refund a cancellation made. The gateway was asked at once; PENDING means it will be asked again. The " +
    "payment's refundedAmount moves when the gateway confirms it.",
  fields: (t) => ({
    amount: t.exposeInt("amount", { description: "Cents given back." }),
    fee: t.exposeInt("fee", { description: "Cents kept as the late-cancellation fee." }),
    window: t.field({ type: CancellationWindowEnum, resolve: (refund) => refund.window }),
    status: t.field({ type: RefundRequestStatusEnum, resolve: (refund) => refund.status }),
  }),
});

builder.prismaObjectFields("Booking", (t) => ({
  cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true }),
  cancelledBy: t.field({
    type: BookingPartyEnum,
    nullable: true,
    description: "Who cancelled it, once cancelled.",
    resolve: (booking) => booking.cancelledBy,
  }),
  cancellationFee: t.exposeInt("cancellationFee", {
    nullable: true,
    description: "Cents of its payment kept as the late-cancellation fee, once cancelled (0 when none).",
  }),
}));
