// The offline test-mode gateway: used when no Stripe keys are set, so `npm start` takes
// payments on a machine without internet and nothing real is ever charged. It keeps the
// objects Stripe would keep (intents, charges, subscriptions, invoices, refunds, transfers
// and their reversals, connected accounts) in the TestModeObject table, shaped as Stripe's API answers them,
// answers Stripe's test card numbers as Stripe does, and reports what happened the way
// Stripe does: events signed with the webhook secret, delivered to our own webhook door.
// Settlement therefore runs through exactly the code that settles real Stripe payments.
//
// The parts, in test-mode/: the stored objects (store.ts) shaped by the *-objects.ts
// builders, the requests' checks (request-checks.ts), checkout's intents and subscriptions
// (intents-and-subscriptions.ts), paying by test card (card-confirmation.ts), refunds,
// transfers and payout accounts (refunds-and-payouts.ts), and the signed events' delivery
// and verification (webhook-delivery.ts). This file only puts them together.
import { randomBytes } from "node:crypto";
import type { Clock } from "../../context.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { PaymentGateway, WebhookDelivery } from "./gateway.ts";
import { testModeCardConfirmation } from "./test-mode/card-confirmation.ts";
import { testModeIntentsAndSubscriptions } from "./test-mode/intents-and-subscriptions.ts";
import { testModeRefundsAndPayouts } from "./test-mode/refunds-and-payouts.ts";
import { type TestModeDeps, testModeWebhook } from "./test-mode/webhook-delivery.ts";

export interface TestModeGatewayOptions {
  db: PrismaClient;
  clock: Clock;
  /** Hands a signed event to POST /api/stripe/webhook. */
  deliverWebhook: WebhookDelivery;
  /** Defaults to a random secret made for this process: nobody outside can sign our events. */
  webhookSecret?: string;
}

export function createTestModeGateway(options: TestModeGatewayOptions): PaymentGateway {
  const { db, clock } = options;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(32).toString("hex")}`;
  const webhook = testModeWebhook({ db, clock, deliverWebhook: options.deliverWebhook, webhookSecret });
  const deps: TestModeDeps = { db, clock, deliver: webhook.deliver, pendingEventsAbout: webhook.pendingEventsAbout };
  const payments = testModeIntentsAndSubscriptions(deps);
  const { confirmCard } = testModeCardConfirmation(deps);
  const payouts = testModeRefundsAndPayouts(deps);

  return {
    mode: "test",
    publishableKey: null,
    createPaymentIntent: payments.createPaymentIntent,
    updatePaymentIntentAmount: payments.updatePaymentIntentAmount,
    retrievePaymentIntent: payments.retrievePaymentIntent,
    createSubscription: payments.createSubscription,
    cancelSubscription: payments.cancelSubscription,
    pauseSubscription: payments.pauseSubscription,
    resumeSubscription: payments.resumeSubscription,
    updateSubscriptionPrice: payments.updateSubscriptionPrice,
    invoicePaymentIntentId: payments.invoicePaymentIntentId,
    retrievePaymentIntentObject: payments.retrievePaymentIntentObject,
    retrieveInvoice: payments.retrieveInvoice,
    refund: payouts.refund,
    transfer: payouts.transfer,
    reverseTransfer: payouts.reverseTransfer,
    createConnectedAccount: payouts.createConnectedAccount,
    onboardingLink: payouts.onboardingLink,
    verifyWebhook: webhook.verifyWebhook,
    testMode: { confirmCard, completeOnboarding: payouts.completeOnboarding },
  };
}
