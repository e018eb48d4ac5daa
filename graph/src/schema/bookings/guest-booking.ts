// A booking made without an account, through its signed link: see it, pay for it, cancel it.
// The link's token is the only credential (services/bookings/guest-booking.ts), so these
// fields are open to every caller and every refusal is the same NotFoundError.
import { PaymentDocumentRef } from "../payments/payment-documents.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { PaymentGatewayError } from "../../gateways/payments/gateway-error.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import type { CancellationPreview } from "../../services/bookings/cancel-booking.ts";
import {
  cancelGuestBooking,
  type GuestBookingView,
  guestOrigin,
  payGuestCheckoutWithTestCard,
  readGuestBooking,
  startGuestCheckout,
} from "../../services/bookings/guest-booking.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from "../../services/errors.ts";
import { PaymentStatusEnum } from "../payments/payment.ts";
import { PayWithTestCardPayload, StartCheckoutPayload } from "../payments/checkout.ts";
import { BookingStatusEnum } from "./booking.ts";
import { CancellationWindowEnum } from "./cancellation.ts";

const GuestCancellationPreviewRef = builder.objectRef<CancellationPreview>("GuestCancellationPreview").implement({
  description: "What cancelling now would give back and keep, to the cent.",
  fields: (t) => ({
    window: t.field({ type: CancellationWindowEnum, resolve: (preview) => preview.window }),
    paid: t.exposeInt("paid", { description: "Cents paid and not yet refunded." }),
    refund: t.exposeInt("refund", { description: "Cents given back." }),
    fee: t.exposeInt("fee", { description: "Cents kept as the late-cancellation fee." }),
    freeUntil: t.expose("freeUntil", { type: "DateTime", description: "Until when cancelling is free." }),
  }),
});

export const GuestBookingRef = builder.objectRef<GuestBookingView>("GuestBooking").implement({
  description:
    "A booking made without an account, as the holder of its signed link sees it: the provider, when and " +
    "where, the price and whether it is paid, and what cancelling would cost.",
  fields: (t) => ({
    // Relay keeps one record per id: the page's query and its mutations' answers are one.
    id: t.id({ resolve: (view) => encodeGlobalID("GuestBooking", view.bookingId) }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "When the link stops working." }),
    customerName: t.exposeString("customerName"),
    providerName: t.exposeString("providerName"),
    providerPhone: t.exposeString("providerPhone"),
    providerEmail: t.exposeString("providerEmail"),
    serviceType: t.exposeString("serviceType"),
    serviceName: t.exposeString("serviceName"),
    serviceDetails: t.exposeString("serviceDetails"),
    date: t.exposeString("date", { description: "YYYY-MM-DD on the provider's city's calendar." }),
    time: t.exposeString("time", { description: "HH:MM on the provider's city's clocks." }),
    timeZone: t.exposeString("timeZone"),
    address: t.exposeString("address", { nullable: true, description: "Where the work is, on one line." }),
    status: t.field({ type: BookingStatusEnum, resolve: (view) => view.status }),
    price: t.exposeInt("price", {
      nullable: true,
      description: "Cents: the actual price once known, else the estimate.",
    }),
    paymentStatus: t.field({ type: PaymentStatusEnum, nullable: true, resolve: (view) => view.paymentStatus }),
    amountPaid: t.exposeInt("amountPaid", { description: "Cents paid and not refunded." }),
    refundedAmount: t.exposeInt("refundedAmount", { description: "Cents refunded." }),
    documents: t.field({
      type: [PaymentDocumentRef],
      description: "The payment's receipt and credit notes, downloaded through the link.",
      resolve: (view) => view.documents,
    }),
    cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true }),
    cancelledByYou: t.boolean({ resolve: (view) => view.cancelledBy === "CUSTOMER" }),
    cancellationFee: t.exposeInt("cancellationFee", { nullable: true, description: "Cents kept when cancelled." }),
    canPay: t.exposeBoolean("canPay"),
    cancellation: t.field({
      type: GuestCancellationPreviewRef,
      nullable: true,
      description: "Null once it can no longer be cancelled from the link.",
      resolve: (view) => view.cancellation,
    }),
  }),
});

const GuestBookingPayload = builder.objectRef<GuestBookingView>("GuestBookingPayload").implement({
  fields: (t) => ({ guestBooking: t.field({ type: GuestBookingRef, resolve: (view) => view }) }),
});

export const guestLinkErrors = [NotFoundError, RateLimitedError];

builder.queryField("guestBooking", (t) =>
  t.field({
    type: GuestBookingRef,
    description:
      "A booking made without an account, for the holder of its signed link (the confirmation email's). A link " +
      "that is changed, expired or not a guest booking's is a NotFoundError, always in the same words.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    errors: { types: guestLinkErrors, union: { name: "GuestBookingResult" } },
    resolve: (_root, { token }, ctx) => readGuestBooking(ctx, token, guestOrigin(ctx)),
  }),
);

const GuestTokenInput = builder.inputType("GuestBookingTokenInput", {
  fields: (t) => ({ token: t.string({ required: true, description: "The signed link's token." }) }),
});

builder.mutationField("cancelGuestBooking", (t) =>
  t.field({
    type: GuestBookingPayload,
    description:
      "Cancels a booking made without an account, through its signed link, on a customer's terms: free until " +
      "24 hours before the visit, a fee kept after that. Only while it is still confirmed.",
    authScopes: { public: true },
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: GuestTokenInput, required: true }) },
    errors: {
      types: [...guestLinkErrors, ValidationError, ForbiddenError, ConflictError],
      union: { name: "CancelGuestBookingResult" },
    },
    resolve: (_root, { input }, ctx) => cancelGuestBooking(ctx, input.token, guestOrigin(ctx)),
  }),
);

builder.mutationField("startGuestBookingCheckout", (t) =>
  t.field({
    type: StartCheckoutPayload,
    description:
      "Checkout for a booking made without an account, through its signed link: the client secret of its one " +
      "payment intent, for what the booking costs.",
    authScopes: { public: true },
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: GuestTokenInput, required: true }) },
    errors: {
      types: [...guestLinkErrors, ValidationError, ForbiddenError, PaymentGatewayError],
      union: { name: "StartGuestBookingCheckoutResult" },
    },
    resolve: (_root, { input }, ctx) => startGuestCheckout(ctx, input.token, guestOrigin(ctx)),
  }),
);

builder.mutationField("payGuestBookingWithTestCard", (t) =>
  t.field({
    type: PayWithTestCardPayload,
    description:
      "Test mode only: pays the checkout of a booking made without an account, through its signed link, with " +
      "one of Stripe's test cards (as payWithTestCard does for an account).",
    authScopes: { public: true },
    extensions: ONCE_PER_REQUEST,
    args: {
      input: t.arg({
        type: builder.inputType("PayGuestBookingWithTestCardInput", {
          fields: (t) => ({
            token: t.string({ required: true, description: "The signed link's token." }),
            clientSecret: t.string({ required: true }),
            cardNumber: t.string({ required: true, description: 'e.g. "4242 4242 4242 4242".' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [...guestLinkErrors, ValidationError, ForbiddenError, PaymentGatewayError],
      union: { name: "PayGuestBookingWithTestCardResult" },
    },
    resolve: (_root, { input }, ctx) =>
      payGuestCheckoutWithTestCard(
        ctx,
        input.token,
        { clientSecret: input.clientSecret, cardNumber: input.cardNumber },
        guestOrigin(ctx),
      ),
  }),
);
