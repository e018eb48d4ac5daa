// POST /api/stripe/webhook: Stripe's events (or test mode's, signed the same way). The raw
// body is verified against the Stripe-Signature header before anything is parsed; a bad or
// stale signature is 400 and changes nothing. A verified event is applied once
// (services/payments/settle.ts); a failure while applying is a 500, so the sender retries.
import type { Handler } from "hono";
import { z } from "zod";
import type { Clock } from "../context.ts";
import { systemContext } from "../context.ts";
import type { PaymentGateway } from "../gateways/payments/gateway.ts";
import { WebhookSignatureError } from "../gateways/payments/gateway.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { ErrorLog } from "../http/errors.ts";
import { summarize } from "../http/errors.ts";
import { recordInvoicePaymentIntent } from "../services/payments/invoice-intent.ts";
import { releaseHeldTransfers } from "../services/payments/payouts.ts";
import { applyStripeEvent } from "../services/payments/settle.ts";
import { errorBody } from "../http/refusal.ts";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/**
 * What settlement reads of every event. A correctly signed body of another shape is the
 * sender's mistake: a 400 (retrying it would fail the same way), not our 500.
 */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export function stripeWebhook(options: {
  db: PrismaClient;
  clock: Clock;
  payments: () => PaymentGateway;
  logError: ErrorLog;
  /** Told when each event was made, once it is applied: the gateway's delivery lag, for metrics. */
  onApplied?: (eventCreatedAt: Date) => void;
}): Handler {
  return async (c) => {
    const payments = options.payments();
    const payload = await c.req.text();
    let event;
    try {
      event = payments.verifyWebhook(payload, c.req.header("stripe-signature"));
    } catch (error) {
      if (error instanceof WebhookSignatureError) return c.json(errorBody(error.message), 400);
      throw error;
    }
    if (!eventShape.safeParse(event).success) {
      return c.json(errorBody("The event is signed but is not a Stripe event (id, type, created, data.object)."), 400);
    }
    const ctx = systemContext({ db: options.db, clock: options.clock, payments });
    const outcome = await applyStripeEvent(ctx, event, async ({ releaseTransfersFor, invoicePaymentIntentFor }) => {
      // The event is applied whatever happens here: the payouts job retries held transfers,
      // and a refund looks up an invoice's intent itself when it is still missing.
      if (releaseTransfersFor !== undefined) {
        await releaseHeldTransfers(ctx, releaseTransfersFor).catch((error: unknown) =>
          options.logError("Releasing held transfers failed", summarize(error)),
        );
      }
      if (invoicePaymentIntentFor !== undefined) {
        await recordInvoicePaymentIntent(ctx, {
          id: invoicePaymentIntentFor.paymentId,
          stripeInvoiceId: invoicePaymentIntentFor.invoiceId,
        }).catch((error: unknown) =>
          options.logError("Looking up the intent that paid an invoice failed", summarize(error)),
        );
      }
    });
    options.onApplied?.(new Date(event.created * 1000));
    return c.json({ received: true, outcome });
  };
}
