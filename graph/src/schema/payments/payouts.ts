import { builder } from "../../builder.ts";
import { PaymentGatewayError } from "../../gateways/payments/gateway-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import {
  ForbiddenError,
  NotFoundError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  ValidationError,
} from "../../services/errors.ts";
import { refundPayment } from "../../services/payments/refunds.ts";
import {
  completeTestOnboarding,
  type PayoutSummary,
  readPayoutSummary,
  startPayoutSetup,
} from "../../services/payments/payouts.ts";
import { databaseIdOf } from "../ids.ts";

const PayoutSummaryRef = builder.objectRef<PayoutSummary>("PayoutSummary").implement({
  description: "A provider's payouts: set up or not, and their share held until it is.",
  fields: (t) => ({
    hasAccount: t.exposeBoolean("hasAccount", { description: "Payout set-up has begun." }),
    payoutsEnabled: t.exposeBoolean("payoutsEnabled", { description: "Shares are transferred to the provider." }),
    heldAmount: t.exposeInt("heldAmount", {
      description: "Cents owed to the provider, held until payouts are set up.",
    }),
    transferredAmount: t.exposeInt("transferredAmount", { description: "Cents transferred to the provider so far." }),
  }),
});

builder.queryField("providerPayouts", (t) =>
  t.field({
    type: PayoutSummaryRef,
    description: "The provider's payouts (their own account's, or the one staff name).",
    authScopes: { signedIn: true },
    args: { providerId: t.arg.id({ description: "Staff name the provider; a provider account reads its own." }) },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError], union: { name: "ProviderPayoutsResult" } },
    resolve: (_root, args, ctx) =>
      readPayoutSummary(ctx, args.providerId == null ? null : databaseIdOf("Provider", args.providerId)),
  }),
);

/** Where the gateway sends the provider back to: our dashboard, at the origin they came from. */
function dashboardUrl(ctx: RequestContext, payouts: "return" | "refresh"): string {
  return new URL(`/provider-dashboard?payouts=${payouts}`, ctx.http.publicOrigin).href;
}

const StartPayoutSetupPayload = builder.objectRef<{ url: string }>("StartPayoutSetupPayload").implement({
  fields: (t) => ({
    url: t.exposeString("url", { description: "Where the provider finishes set-up (the gateway's, or test mode's)." }),
  }),
});

builder.mutationField("startPayoutSetup", (t) =>
  t.field({
    type: StartPayoutSetupPayload,
    description:
      "A provider sets up payouts: their connected account is made once, and the answer is where they finish " +
      "(Stripe's onboarding, or a simulated one in test mode). Until then their share is held.",
    authScopes: { provider: true },
    errors: {
      types: [ValidationError, ForbiddenError, NotFoundError, PaymentGatewayError],
      union: { name: "StartPayoutSetupResult" },
    },
    resolve: (_root, _args, ctx) =>
      startPayoutSetup(ctx, { returnUrl: dashboardUrl(ctx, "return"), refreshUrl: dashboardUrl(ctx, "refresh") }),
  }),
);

builder.mutationField("completeTestPayoutSetup", (t) =>
  t.field({
    type: PayoutSummaryRef,
    description: "Test mode only: finishes the simulated payout set-up, as Stripe's onboarding would.",
    authScopes: { provider: true },
    args: {
      input: t.arg({
        type: builder.inputType("CompleteTestPayoutSetupInput", {
          fields: (t) => ({ accountId: t.string({ required: true, description: "acct_test_..." }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, ForbiddenError], union: { name: "CompleteTestPayoutSetupResult" } },
    resolve: async (_root, { input }, ctx) => {
      await completeTestOnboarding(ctx, { accountId: input.accountId });
      return readPayoutSummary(ctx);
    },
  }),
);

const RefundPaymentPayload = builder.objectRef<{ id: number }>("RefundPaymentPayload").implement({
  fields: (t) => ({
    payment: t.prismaField({
      type: "Payment",
      resolve: (query, payment, _args, ctx) =>
        ctx.db.payment.findUniqueOrThrow({ ...query, where: { id: payment.id } }),
    }),
  }),
});

builder.mutationField("refundPayment", (t) =>
  t.field({
    type: RefundPaymentPayload,
    description:
      "Staff refund all (amount absent) or part of a completed payment. The ledger reverses the fee and the " +
      "provider's share in proportion when the gateway's charge.refunded event lands.",
    authScopes: { admin: true },
    args: {
      input: t.arg({
        type: builder.inputType("RefundPaymentInput", {
          fields: (t) => ({
            paymentId: t.id({ required: true, description: "The Payment's global id or databaseId." }),
            amount: t.int({ description: "Cents; absent refunds whatever is left." }),
            idempotencyKey: t.string({
              description: "One key per refund staff mean to make: a retry with it refunds once.",
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, NotFoundError, PaymentGatewayError, SecondFactorRequiredError, StepUpRequiredError],
      union: { name: "RefundPaymentResult" },
    },
    resolve: (_root, { input }, ctx) =>
      refundPayment(ctx, {
        paymentId: databaseIdOf("Payment", input.paymentId),
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
      }),
  }),
);
