// Reconciliation: payments that always settle. A payment is settled by the gateway's events
// (settle.ts); an event can be lost (the server died between the card payment and the
// webhook, a delivery gave up, a misconfigured endpoint). So a payment still PENDING a few
// minutes after it began, and known to the gateway, is asked about: the gateway's own state
// of its intent or invoice becomes an event with a deterministic id and goes through
// applyStripeEvent, the webhook's code. Settlement only moves forward and writes its ledger
// rows once, and the event id is recorded like any other, so a webhook that lands later, a
// second run or a second server changes nothing.
//
// Each run claims a bounded batch with one UPDATE ... FOR UPDATE SKIP LOCKED, stamping
// `reconciledAt`: two server processes never ask about the same payment at once, and a
// payment asked about waits before it is asked again, longer each time (the time since it
// began, between 5 minutes and a day), until a month has passed.
import type Stripe from "stripe";
import type { Context } from "../../context.ts";
import type { Payment } from "../../generated/prisma/client.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import { recordInvoicePaymentIntent } from "./invoice-intent.ts";
import { applyStripeEvent, type EventOutcome } from "./settle.ts";

/** A payment's own webhook normally lands within seconds: this long without it, we ask. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/** Payments asked about per run; the job runs again soon after. */
export const RECONCILE_BATCH_SIZE = 25;
/** The longest wait between two questions about one payment. */
const MAX_BACKOFF = "1 day";
/** Past this a pending payment is an abandoned checkout: nobody asks any more. */
const GIVE_UP_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReconcileOptions {
  batchSize?: number;
  /** How old a pending payment must be before it is asked about; default RECONCILE_AFTER_MS. */
  afterMs?: number;
  /** Told about a payment the gateway could not answer for; it is asked again after its wait. */
  onError?: (paymentId: number, error: unknown) => void;
}

export interface ReconcileRun {
  /** Payments claimed and asked about. */
  asked: number;
  /** Of those, the ones whose gateway state was applied (settled, held as underpaid, or failed). */
  applied: number;
  /** The gateway's answer changed nothing: still unpaid, or already applied. */
  unchanged: number;
  /** The gateway could not be asked, or the event could not be applied. */
  errors: number;
}

interface ClaimedPayment {
  id: number;
  stripePaymentIntentId: string | null;
  stripeInvoiceId: string | null;
}

/** One run: claims due payments, asks the gateway about each, settles what it says was paid. */
export async function reconcilePendingPayments(ctx: Context, options: ReconcileOptions = {}): Promise<ReconcileRun> {
  const now = ctx.clock.now();
  const claimed = await claimDuePayments(ctx, now, options);
  const run: ReconcileRun = { asked: claimed.length, applied: 0, unchanged: 0, errors: 0 };
  for (const payment of claimed) {
    try {
      const outcome = await reconcileOne(ctx, payment, now);
      if (outcome === "applied") run.applied += 1;
      else run.unchanged += 1;
    } catch (error) {
      run.errors += 1;
      options.onError?.(payment.id, error);
    }
  }
  return run;
}

/**
 * Stamps and returns the due payments, in one statement. A row another process has locked
 * (claiming or settling it) is skipped, and a stamped row is not due again until its wait
 * ends, so concurrent runs share the work instead of repeating it.
 */
async function claimDuePayments(ctx: Context, now: Date, options: ReconcileOptions): Promise<ClaimedPayment[]> {
  const batchSize = Math.max(1, Math.min(options.batchSize ?? RECONCILE_BATCH_SIZE, 500));
  const startedBefore = new Date(now.getTime() - (options.afterMs ?? RECONCILE_AFTER_MS));
  const startedAfter = new Date(now.getTime() - GIVE_UP_AFTER_MS);
  const nowSql = utcTimestampSql(now);
  return ctx.db.$queryRaw<ClaimedPayment[]>`
    UPDATE "Payment" AS p
    SET "reconciledAt" = ${nowSql}
    FROM (
      SELECT "id" FROM "Payment"
      WHERE "paymentStatus" = 'PENDING'
        AND "amountReceived" IS NULL
        AND ("stripePaymentIntentId" IS NOT NULL OR "stripeInvoiceId" IS NOT NULL)
        AND "createdAt" <= ${utcTimestampSql(startedBefore)}
        AND "createdAt" > ${utcTimestampSql(startedAfter)}
        AND (
          "reconciledAt" IS NULL
          OR "reconciledAt" + LEAST(GREATEST("reconciledAt" - "createdAt", ${`${RECONCILE_AFTER_MS / 1000} seconds`}::interval), ${MAX_BACKOFF}::interval) <= ${nowSql}
        )
      ORDER BY "reconciledAt" NULLS FIRST, "createdAt", "id"
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE p."id" = due."id"
    RETURNING p."id", p."stripePaymentIntentId", p."stripeInvoiceId"`;
}

async function reconcileOne(ctx: Context, payment: ClaimedPayment, now: Date): Promise<EventOutcome | "unpaid"> {
  // A subscription's payment is its invoice: invoice.paid says where its share goes.
  const event = payment.stripeInvoiceId
    ? invoiceEvent(await ctx.payments.retrieveInvoice(payment.stripeInvoiceId), now)
    : intentEvent(await ctx.payments.retrievePaymentIntentObject(payment.stripePaymentIntentId!), now);
  if (!event) return "unpaid";
  return applyStripeEvent(ctx, event, async ({ invoicePaymentIntentFor }) => {
    if (invoicePaymentIntentFor === undefined) return;
    // As the webhook does; a refund looks the intent up itself if this fails.
    await recordInvoicePaymentIntent(ctx, {
      id: invoicePaymentIntentFor.paymentId,
      stripeInvoiceId: invoicePaymentIntentFor.invoiceId,
    }).catch(() => {});
  });
}

/** The event Stripe would have sent about the intent in this state, if it says anything final. */
export function intentEvent(intent: Stripe.PaymentIntent, now: Date): Stripe.Event | null {
  if (intent.status === "succeeded") {
    const charge = intent.latest_charge;
    const at = typeof charge === "object" && charge ? charge.created : seconds(now);
    return reconcileEvent("payment_intent.succeeded", intent, `reconcile_${intent.id}_succeeded`, at);
  }
  if (intent.status === "requires_payment_method" && intent.last_payment_error) {
    // Each failed attempt is its own charge: a later attempt's failure is a new event.
    const charge = intent.last_payment_error.charge ?? intent.last_payment_error.payment_method?.id ?? "attempt";
    return reconcileEvent(
      "payment_intent.payment_failed",
      intent,
      `reconcile_${intent.id}_failed_${charge}`,
      seconds(now),
    );
  }
  // Still waiting for the payer, or being processed: nothing to settle yet.
  return null;
}

/** invoice.paid for a paid invoice; anything else is left to its own events. */
export function invoiceEvent(invoice: Stripe.Invoice, now: Date): Stripe.Event | null {
  if (invoice.status !== "paid" || !invoice.id) return null;
  const at = invoice.status_transitions?.paid_at ?? seconds(now);
  return reconcileEvent("invoice.paid", invoice, `reconcile_${invoice.id}_paid`, at);
}

function reconcileEvent(
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "invoice.paid",
  object: Stripe.PaymentIntent | Stripe.Invoice,
  id: string,
  created: number,
): Stripe.Event {
  const event = {
    id,
    object: "event",
    api_version: null,
    created,
    data: { object },
    livemode: Boolean(object.livemode),
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type,
  };
  // The envelope is Stripe's; the object came from the gateway as its type says.
  return event as unknown as Stripe.Event;
}

/** Held by settlement: a success brought in less than the payment's amount (settle.ts). */
export function isUnderpaid(payment: Pick<Payment, "paymentStatus" | "amountReceived" | "totalAmount">): boolean {
  return (
    payment.paymentStatus !== "COMPLETED" &&
    payment.amountReceived !== null &&
    payment.amountReceived < payment.totalAmount
  );
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
