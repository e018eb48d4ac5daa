import { builder } from "../../builder.ts";
import type { TestCardOutcome } from "../../gateways/payments/gateway.ts";
import { PaymentGatewayError } from "../../gateways/payments/gateway-error.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../services/errors.ts";
import {
  type CheckoutSummary,
  type StartedCheckout,
  startBookingCheckout,
  startSubscriptionCheckout,
} from "../../services/payments/checkout.ts";
import { type PaymentOutcome, readPaymentOutcome } from "../../services/payments/outcome.ts";
import { payWithTestCard } from "../../services/payments/test-card.ts";
import { databaseIdOf } from "../ids.ts";
import { TaxLineRef } from "./tax-lines.ts";

export const PaymentsModeEnum = builder.enumType("PaymentsMode", {
  values: {
    STRIPE: { value: "stripe", description: "Real charges through Stripe." },
    TEST: { value: "test", description: "The offline test mode: no real charge, Stripe's test cards." },
  } as const,
});

const PaymentsSetup = builder.objectRef<{ mode: "stripe" | "test"; publishableKey: string | null }>("PaymentsSetup");
PaymentsSetup.implement({
  description: "How this marketplace takes payments: what the checkout page needs to load its card form.",
  fields: (t) => ({
    mode: t.field({ type: PaymentsModeEnum, resolve: (setup) => setup.mode }),
    publishableKey: t.exposeString("publishableKey", {
      nullable: true,
      description: "Stripe.js's publishable key (STRIPE mode only).",
    }),
  }),
});

builder.queryField("paymentsSetup", (t) =>
  t.field({
    type: PaymentsSetup,
    description: "STRIPE or TEST (offline, no real charge), and Stripe.js's publishable key.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ({ mode: ctx.payments.mode, publishableKey: ctx.payments.publishableKey }),
  }),
);

const CheckoutFrequencyEnum = builder.enumType("CheckoutFrequency", {
  values: { WEEKLY: { value: "weekly" }, BIWEEKLY: { value: "biweekly" }, MONTHLY: { value: "monthly" } } as const,
});

const CheckoutSummaryRef = builder.objectRef<CheckoutSummary>("CheckoutSummary").implement({
  description: "The order summary (spec section 3, Checkout data), from the server's records.",
  fields: (t) => ({
    isRecurring: t.boolean({ resolve: (summary) => summary.kind === "subscription" }),
    serviceType: t.exposeString("serviceType"),
    providerName: t.exposeString("providerName"),
    customerName: t.exposeString("customerName"),
    customerEmail: t.exposeString("customerEmail"),
    serviceDetails: t.exposeString("serviceDetails"),
    frequency: t.field({ type: CheckoutFrequencyEnum, nullable: true, resolve: (summary) => summary.frequency }),
    price: t.exposeInt("price", { description: "Cents: the price before tax." }),
    taxLines: t.field({
      type: [TaxLineRef],
      description: "The taxes added to the price, in receipt order; none when the provider is a small supplier.",
      resolve: (summary) => summary.taxLines,
    }),
    smallSupplier: t.exposeBoolean("smallSupplier", {
      description: "The provider is not registered for the GST/HST (a small supplier), so none is charged.",
    }),
    amount: t.exposeInt("amount", {
      description: "Cents charged now (and each period, when recurring): the price and its taxes.",
    }),
  }),
});

export const StartCheckoutPayload = builder.objectRef<StartedCheckout>("StartCheckoutPayload").implement({
  fields: (t) => ({
    clientSecret: t.exposeString("clientSecret", {
      description: "What the card form confirms with the gateway; for this customer's browser only.",
    }),
    summary: t.field({ type: CheckoutSummaryRef, resolve: (started) => started.summary }),
    payment: t.prismaField({
      type: "Payment",
      nullable: true,
      description: "The booking's payment (null for a subscription until its first invoice is paid).",
      resolve: (query, started, _args, ctx) =>
        started.payment ? ctx.db.payment.findUnique({ ...query, where: { id: started.payment.id } }) : null,
    }),
  }),
});

const checkoutErrors = { types: [ValidationError, ForbiddenError, NotFoundError, PaymentGatewayError] };

builder.mutationField("createPaymentIntent", (t) =>
  t.field({
    type: StartCheckoutPayload,
    description:
      "Checkout for a booking (spec section 7): the client secret of its one payment intent, for the amount the " +
      "booking costs (never an amount the page sends). Only the customer who made the booking may pay it.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("CreatePaymentIntentInput", {
          fields: (t) => ({
            bookingId: t.id({ required: true, description: "The Booking's global id or databaseId." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { ...checkoutErrors, union: { name: "CreatePaymentIntentResult" } },
    resolve: (_root, { input }, ctx) =>
      startBookingCheckout(ctx, { bookingId: databaseIdOf("Booking", input.bookingId) }),
  }),
);

builder.mutationField("createSubscription", (t) =>
  t.field({
    type: StartCheckoutPayload,
    description:
      "Checkout for a recurring schedule: a subscription at the schedule's price and frequency, whose first " +
      "invoice the card form pays. Only the customer who set the schedule up may pay it.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("CreateSubscriptionInput", {
          fields: (t) => ({ recurringScheduleId: t.id({ required: true, description: "The schedule's databaseId." }) }),
        }),
        required: true,
      }),
    },
    errors: { ...checkoutErrors, union: { name: "CreateSubscriptionResult" } },
    resolve: (_root, { input }, ctx) =>
      startSubscriptionCheckout(ctx, { recurringScheduleId: String(input.recurringScheduleId) }),
  }),
);

const PaymentOutcomeStatusEnum = builder.enumType("PaymentOutcomeStatus", {
  values: ["SUCCEEDED", "PENDING", "FAILED"] as const,
});

const PaymentOutcomeRef = builder.objectRef<PaymentOutcome>("PaymentOutcome").implement({
  description: "What /payment-success shows: the payment as the gateway's webhook reported it.",
  fields: (t) => ({
    isRecurring: t.boolean({ resolve: (outcome) => outcome.kind === "subscription" }),
    status: t.field({ type: PaymentOutcomeStatusEnum, resolve: (outcome) => outcome.status }),
    // Not "message": Error.message is non-null, and one selection of both would conflict.
    failureMessage: t.exposeString("message", { nullable: true, description: "The gateway's words when it failed." }),
    payment: t.prismaField({
      type: "Payment",
      nullable: true,
      resolve: (query, outcome, _args, ctx) =>
        outcome.payment ? ctx.db.payment.findUnique({ ...query, where: { id: outcome.payment.id } }) : null,
    }),
  }),
});

builder.queryField("paymentOutcome", (t) =>
  t.field({
    type: PaymentOutcomeRef,
    description: "The outcome of paying a booking or a recurring schedule, for the customer who paid.",
    authScopes: { signedIn: true },
    args: { bookingId: t.arg.id(), recurringScheduleId: t.arg.id() },
    errors: { ...checkoutErrors, union: { name: "PaymentOutcomeResult" } },
    resolve: (_root, args, ctx) =>
      readPaymentOutcome(ctx, {
        bookingId: args.bookingId == null ? undefined : databaseIdOf("Booking", args.bookingId),
        recurringScheduleId: args.recurringScheduleId == null ? undefined : String(args.recurringScheduleId),
      }),
  }),
);

export const PayWithTestCardPayload = builder.objectRef<TestCardOutcome>("PayWithTestCardPayload").implement({
  fields: (t) => ({
    succeeded: t.boolean({ resolve: (outcome) => outcome.status === "succeeded" }),
    declineMessage: t.string({
      nullable: true,
      description: "The decline's words ('Your card was declined.'), when it failed.",
      resolve: (outcome) => (outcome.status === "failed" ? outcome.message : null),
    }),
  }),
});

builder.mutationField("payWithTestCard", (t) =>
  t.field({
    type: PayWithTestCardPayload,
    description:
      "Test mode only: pays a checkout's client secret with one of Stripe's test card numbers, as Stripe.js " +
      "would. The outcome is settled by the same signed webhook events Stripe sends.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("PayWithTestCardInput", {
          fields: (t) => ({
            clientSecret: t.string({ required: true }),
            cardNumber: t.string({ required: true, description: 'e.g. "4242 4242 4242 4242".' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { ...checkoutErrors, union: { name: "PayWithTestCardResult" } },
    resolve: (_root, { input }, ctx) => payWithTestCard(ctx, input),
  }),
);
