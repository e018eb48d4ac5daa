// Settlement: the only code that moves the ledger. Every Stripe event (from Stripe, or from
// the offline test-mode gateway, signed the same way) arrives here once verified, and is
// applied at most once: the StripeEvent row and every write the event causes commit in one
// transaction, so a replay, or two deliveries at once, change nothing the second time.
//
// Events may arrive in any order, so each handler moves records only forward: a payment once
// COMPLETED is never FAILED again; a refund total only grows; a settlement is written once
// (its ledger rows are unique per payment, kind and reference) by whichever event proves
// the money moved first.
//
// A success that brought in less than the payment's amount (a partial capture, an invoice
// paid short) settles nothing: the payment stays PENDING with what arrived noted in
// `amountReceived`, and staff are told once. The reconciliation job (reconcile.ts) feeds
// this same code the gateway's own state of a payment whose events never came.
//
// A payment that settles after its booking was cancelled (the customer cancelled while the
// card payment was pending, or its event landed late) owes back what the cancellation
// policy gives: its refund request is recorded in the settling transaction, under the
// cancellation's own key (bookings/cancellation-refund.ts), and tried once this commits; a
// refusal is left to the retry job.
import type Stripe from "stripe";
import type { Context } from "../../context.ts";
import { paymentIntentOfInvoice } from "../../gateways/payments/gateway.ts";
import type { Payment, Prisma } from "../../generated/prisma/client.ts";
import { isDatabaseId } from "../ids.ts";
import { PLATFORM_COMMISSION_BPS, platformFeeOf, splitPayment } from "../../../../shared/payments/commission.ts";
import { type LedgerSplit, refundLedgerSplit, settlementSplit } from "../../../../shared/payments/ledger-split.ts";
import { nextDocumentNumber, paymentAmountsOf, quoteTaxes, storeTaxLines, taxedPaymentOf } from "./payment-taxes.ts";
import { cancelUpcomingCleanings } from "../schedules/lifecycle.ts";
import { notifyPaymentFailed, notifyPaymentSettled, notifyPaymentUnderpaid } from "../notifications/payment-notices.ts";
import { recordCancellationRefund } from "../bookings/cancellation-refund.ts";
import { attemptRefundRequest } from "./refund-requests.ts";
import { recordAudit } from "../audit/audit-log.ts";

type Tx = Prisma.TransactionClient;

export type EventOutcome = "applied" | "duplicate" | "ignored";

/** What a handler found that needs work outside the transaction (calls to the gateway). */
interface FollowUp {
  releaseTransfersFor?: number;
  /** A subscription payment settled without knowing its intent: ask the gateway which paid the invoice. */
  invoicePaymentIntentFor?: { paymentId: number; invoiceId: string };
}

/** One event's application: when it runs, and the refunds its settlement came to owe. */
interface Run {
  ctx: Context;
  /** The gateway's event, or reconciliation's own (reconcile_...): the entry names its source. */
  eventId: string;
  now: Date;
  refundRequestIds: number[];
  /** Receipts and credit notes the event issues, numbered just before it commits. */
  documents: Document[];
}

type Document =
  | { kind: "receipt"; paymentId: number }
  | {
      kind: "creditNote";
      note: { paymentId: number; refundedBefore: number; refundedAfter: number; reference: string; issuedAt: Date };
    };

const SETTLEMENT = "settlement";

// Like the idempotency claims: a second delivery of the same event waits for the first.
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/**
 * Applies one verified event. Returns "duplicate" when it was applied before, "ignored" for
 * an event about nothing we know (it is still recorded, so it is not looked at twice).
 */
export async function applyStripeEvent(
  ctx: Context,
  event: Stripe.Event,
  afterCommit: (followUp: FollowUp) => Promise<void> = async () => {},
): Promise<EventOutcome> {
  const result = await ctx.db.$transaction(async (tx) => {
    const recorded = await tx.$queryRaw<unknown[]>`
      INSERT INTO "StripeEvent" ("id", "type", "receivedAt") VALUES (${event.id}, ${event.type}, ${ctx.clock.now()})
      ON CONFLICT ("id") DO NOTHING
      RETURNING 1 AS "recorded"`;
    if (recorded.length === 0) return { outcome: "duplicate" as const, followUp: {}, refundRequestIds: [] };
    const run: Run = { ctx, eventId: event.id, now: ctx.clock.now(), refundRequestIds: [], documents: [] };
    const applied = await applyInTransaction(tx, event, run);
    await issueDocuments(tx, run.documents);
    return { ...applied, refundRequestIds: run.refundRequestIds };
  }, TRANSACTION_OPTIONS);
  for (const id of result.refundRequestIds) {
    // The event is applied whatever the gateway says: a refund not made now is the retry job's.
    await attemptRefundRequest(ctx, id).catch(() => {});
  }
  if (result.outcome === "applied") await afterCommit(result.followUp);
  return result.outcome;
}

async function applyInTransaction(
  tx: Tx,
  event: Stripe.Event,
  run: Run,
): Promise<{ outcome: "applied" | "ignored"; followUp: FollowUp }> {
  const at = new Date(event.created * 1000);
  const applied = (payment: unknown, followUp: FollowUp = {}) => ({
    outcome: payment ? ("applied" as const) : ("ignored" as const),
    followUp,
  });
  switch (event.type) {
    case "payment_intent.succeeded":
      return applied(await intentSucceeded(tx, event.data.object, at, run));
    case "payment_intent.payment_failed":
      return applied(await intentFailed(tx, event.data.object, at));
    case "charge.refunded":
      return applied(await chargeRefunded(tx, event.data.object, at, run));
    case "invoice.paid": {
      const payment = await invoicePaid(tx, event.data.object, at, run);
      // Stripe leaves the invoice's payments out of its events: refunds and charge.refunded
      // need the intent, so it is asked for once this commits (invoice-intent.ts).
      const unknownIntent = payment && payment.stripePaymentIntentId === null && payment.stripeInvoiceId !== null;
      return applied(
        payment,
        unknownIntent
          ? { invoicePaymentIntentFor: { paymentId: payment.id, invoiceId: payment.stripeInvoiceId! } }
          : {},
      );
    }
    case "invoice.payment_failed":
      return applied(await invoiceFailed(tx, event.data.object, at, run));
    case "customer.subscription.deleted":
      return applied(await subscriptionDeleted(tx, event.data.object, at));
    case "account.updated": {
      const updated = await accountUpdated(tx, event.data.object, at);
      // Whether payouts are now on is the provider's row's to say; releasing checks it.
      return applied(updated, updated ? { releaseTransfersFor: updated.providerId } : {});
    }
    default:
      return { outcome: "ignored", followUp: {} };
  }
}

/** The payment an intent is for, locked for this transaction; created from its metadata if new. */
async function paymentForIntent(tx: Tx, intent: Stripe.PaymentIntent): Promise<Payment | null> {
  const existing = await lockedPayment(tx, { stripePaymentIntentId: intent.id });
  if (existing) return existing;
  // Checkout stores the payment before the browser can pay, so this is a payment begun
  // elsewhere (the dashboard) or a lost write; its metadata says what it was for.
  const bookingId = metadataId(intent.metadata, "bookingId");
  if (bookingId === null) return null;
  const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: { id: true, providerId: true } });
  if (!booking) return null;
  const split = splitPayment(intent.amount);
  await tx.payment.createMany({
    data: [
      {
        bookingId: booking.id,
        providerId: booking.providerId,
        customerId: metadataId(intent.metadata, "customerId"),
        stripePaymentIntentId: intent.id,
        totalAmount: intent.amount,
        platformFee: split.platformFee,
        platformCommissionBps: PLATFORM_COMMISSION_BPS,
      },
    ],
    skipDuplicates: true,
  });
  return lockedPayment(tx, { stripePaymentIntentId: intent.id });
}

async function intentSucceeded(tx: Tx, intent: Stripe.PaymentIntent, at: Date, run: Run): Promise<Payment | null> {
  const payment = await paymentForIntent(tx, intent);
  if (!payment) return null;
  const hasDestination = typeof intent.transfer_data?.destination === "string";
  const charge = intent.latest_charge;
  return settleInFull(tx, run, payment, {
    amount: intent.amount_received || intent.amount,
    at,
    transferred: hasDestination,
    chargeId: (typeof charge === "string" ? charge : charge?.id) ?? null,
  });
}

async function intentFailed(tx: Tx, intent: Stripe.PaymentIntent, at: Date): Promise<Payment | null> {
  const payment = await paymentForIntent(tx, intent);
  if (!payment) return null;
  return markFailed(tx, payment, intent.last_payment_error?.message ?? null, at);
}

/**
 * A refund. Stripe reports the charge's running refund total, so the ledger follows that
 * total: a refund event older than one already applied adds nothing. A refunded charge was
 * paid, so a refund that arrives before its payment_intent.succeeded settles the payment first.
 */
async function chargeRefunded(tx: Tx, charge: Stripe.Charge, at: Date, run: Run): Promise<Payment | null> {
  const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return null;
  let payment = await lockedPayment(tx, { stripePaymentIntentId: intentId });
  if (!payment) return null;
  // Settles a payment not yet settled; of a settled one, only notes the charge if unknown.
  payment = await settleInFull(tx, run, payment, {
    amount: charge.amount_captured || charge.amount,
    at: new Date(charge.created * 1000),
    transferred: typeof charge.transfer_data?.destination === "string",
    chargeId: charge.id,
  });
  // Held as underpaid: no settlement for a refund to reverse, so staff sort it out.
  if (payment.paymentStatus !== "COMPLETED") return payment;
  const refundedAfter = Math.min(charge.amount_refunded, payment.totalAmount);
  if (refundedAfter <= payment.refundedAmount) return payment;
  const taxed = await taxedPaymentOf(tx, payment);
  const reversal = refundLedgerSplit({ ...taxed, refundedBefore: payment.refundedAmount, refundedAfter });
  await writeLedger(tx, payment.id, run.eventId, at, reversal, taxed);
  run.documents.push({
    kind: "creditNote",
    note: {
      paymentId: payment.id,
      refundedBefore: payment.refundedAmount,
      refundedAfter,
      reference: run.eventId,
      issuedAt: at,
    },
  });
  await recordAudit(tx, run.ctx, {
    action: "refund.settle",
    target: { type: "Payment", id: payment.id },
    before: { refundedAmount: payment.refundedAmount },
    after: {
      refundedAmount: refundedAfter,
      // The reversal as the ledger wrote it: what the platform and the provider each gave back.
      platformFee: reversal.platformFee,
      feeTax: reversal.feeTax,
      serviceTax: reversal.serviceTax,
      providerShare: reversal.providerShare,
      gatewayEvent: run.eventId,
    },
  });
  return tx.payment.update({ where: { id: payment.id }, data: { refundedAmount: refundedAfter } });
}

/** A subscription's invoice was paid: one Payment per invoice, settled like an intent. */
async function invoicePaid(tx: Tx, invoice: Stripe.Invoice, at: Date, run: Run): Promise<Payment | null> {
  if (!invoice.id || invoice.amount_paid <= 0) return null;
  // A new payment is for what the invoice asked, so one paid short is held, not settled.
  let payment = await paymentForInvoice(tx, invoice, Math.max(invoice.amount_due, invoice.amount_paid), run);
  if (!payment) return null;
  const intentId = paymentIntentOfInvoice(invoice);
  if (payment.stripePaymentIntentId === null && intentId !== null) {
    // Made earlier from an event that did not list the intent (a failed attempt): this one does.
    payment = await tx.payment.update({ where: { id: payment.id }, data: { stripePaymentIntentId: intentId } });
  }
  // Invoices carry no transfer_data: checkout notes on the subscription where it pays out,
  // and Stripe copies the subscription's metadata onto each invoice.
  const payoutAccount = invoice.parent?.subscription_details?.metadata?.payoutAccount;
  // Invoice events name no charge; a later transfer of a held share goes without one.
  return settleInFull(tx, run, payment, {
    amount: invoice.amount_paid,
    at,
    transferred: Boolean(payoutAccount),
    chargeId: null,
  });
}

async function invoiceFailed(tx: Tx, invoice: Stripe.Invoice, at: Date, run: Run): Promise<Payment | null> {
  if (!invoice.id || invoice.amount_due <= 0) return null;
  const payment = await paymentForInvoice(tx, invoice, invoice.amount_due, run);
  if (!payment) return null;
  return markFailed(tx, payment, "The payment for this schedule's invoice failed.", at);
}

async function paymentForInvoice(tx: Tx, invoice: Stripe.Invoice, amount: number, run: Run): Promise<Payment | null> {
  const existing = await lockedPayment(tx, { stripeInvoiceId: invoice.id! });
  if (existing) return existing;
  const details = invoice.parent?.subscription_details;
  const subscriptionId = typeof details?.subscription === "string" ? details.subscription : details?.subscription?.id;
  if (!subscriptionId) return null;
  const schedule = await tx.recurringSchedule.findFirst({
    where: {
      OR: [{ stripeSubscriptionId: subscriptionId }, { id: metadataId(details?.metadata, "recurringScheduleId") ?? 0 }],
    },
    select: { id: true, providerId: true, customerId: true, stripeSubscriptionId: true },
  });
  if (!schedule) return null;
  if (schedule.stripeSubscriptionId === null) {
    await tx.recurringSchedule.update({ where: { id: schedule.id }, data: { stripeSubscriptionId: subscriptionId } });
  }
  const amounts = await invoiceAmounts(tx, schedule, amount, run.now);
  const { count } = await tx.payment.createMany({
    data: [
      {
        recurringScheduleId: schedule.id,
        providerId: schedule.providerId,
        customerId: schedule.customerId,
        stripeSubscriptionId: subscriptionId,
        stripeInvoiceId: invoice.id!,
        stripePaymentIntentId: paymentIntentOfInvoice(invoice),
        ...amounts.columns,
        platformCommissionBps: PLATFORM_COMMISSION_BPS,
      },
    ],
    skipDuplicates: true,
  });
  const payment = await lockedPayment(tx, { stripeInvoiceId: invoice.id! });
  if (payment && count > 0 && amounts.quote) await storeTaxLines(tx, payment.id, amounts.quote);
  return payment;
}

/**
 * An invoice's payment split as checkout priced the subscription: the schedule's estimate and
 * its taxes, when that is what the invoice charged. An invoice for another amount (a
 * subscription begun before taxes were charged, or changed at the gateway) is split untaxed.
 */
async function invoiceAmounts(tx: Tx, schedule: { id: number }, amount: number, now: Date) {
  const priced = await tx.recurringSchedule.findUniqueOrThrow({
    where: { id: schedule.id },
    select: { serviceType: true, addressCityId: true, providerId: true, estimatedPrice: true },
  });
  if (priced.estimatedPrice !== null && priced.estimatedPrice > 0) {
    const quote = await quoteTaxes(tx, priced, priced.estimatedPrice, now);
    if (quote.total === amount) return { columns: paymentAmountsOf(quote), quote };
  }
  const split = splitPayment(amount);
  return { columns: { totalAmount: amount, platformFee: split.platformFee }, quote: null };
}

/** The schedule's subscription ended at the gateway: no more charges, so the schedule ends too. */
async function subscriptionDeleted(tx: Tx, subscription: Stripe.Subscription, now: Date) {
  const schedule = await tx.recurringSchedule.findUnique({
    where: { stripeSubscriptionId: subscription.id },
    select: { id: true, status: true, provider: { select: { city: { select: { timeZone: true } } } } },
  });
  if (!schedule || schedule.status === "CANCELLED") return null;
  // Ended on Stripe's side (unpaid, or cancelled in its dashboard): the schedule ends with it.
  await tx.recurringSchedule.updateMany({
    where: { id: schedule.id, status: { not: "CANCELLED" } },
    data: { status: "CANCELLED", pausedUntil: null },
  });
  await cancelUpcomingCleanings(tx, { id: schedule.id, timeZone: schedule.provider.city.timeZone }, now);
  return subscription;
}

/**
 * Payouts: the provider's connected account can (or can no longer) receive transfers. Only
 * an event newer than the one the current state came from changes it.
 */
async function accountUpdated(tx: Tx, account: Stripe.Account, at: Date): Promise<{ providerId: number } | null> {
  const provider = await tx.provider.findUnique({ where: { stripeAccountId: account.id }, select: { id: true } });
  if (!provider) return null;
  const payoutsEnabled = Boolean(account.payouts_enabled && account.details_submitted);
  await tx.provider.updateMany({
    where: { id: provider.id, OR: [{ payoutsStatusAt: null }, { payoutsStatusAt: { lte: at } }] },
    data: { payoutsEnabled, payoutsStatusAt: at },
  });
  return { providerId: provider.id };
}

/**
 * Settles the payment if the money that moved covers it. Less than its amount is held:
 * still PENDING, nothing in the ledger, what arrived kept in `amountReceived`, and staff
 * told the first time (a replay, a later event or the reconciliation job tells no one again).
 */
async function settleInFull(
  tx: Tx,
  run: Run,
  payment: Payment,
  moved: { amount: number; at: Date; transferred: boolean; chargeId: string | null },
): Promise<Payment> {
  if (payment.paymentStatus === "COMPLETED" || moved.amount >= payment.totalAmount) {
    return settle(tx, run, payment, moved);
  }
  if (payment.amountReceived === moved.amount) return payment;
  const held = await tx.payment.update({
    where: { id: payment.id },
    data: {
      amountReceived: moved.amount,
      stripeChargeId: moved.chargeId ?? payment.stripeChargeId,
      // A failed attempt before it is not the news any more: the shortfall is.
      ...(payment.paymentStatus === "FAILED" ? { paymentStatus: "PENDING", transferStatus: "PENDING" } : {}),
    },
  });
  if (payment.amountReceived === null) await notifyPaymentUnderpaid(tx, moved.at, payment.id);
  // Money arrived that the ledger does not show: finance needs it on record until staff settle it.
  await recordAudit(tx, run.ctx, {
    action: "payment.hold",
    target: { type: "Payment", id: payment.id },
    before: { paymentStatus: payment.paymentStatus, amountReceived: payment.amountReceived },
    after: {
      paymentStatus: held.paymentStatus,
      amountReceived: moved.amount,
      totalAmount: payment.totalAmount,
      gatewayEvent: run.eventId,
    },
  });
  return held;
}

/**
 * Marks the payment paid and writes its split, once. The amount is what the gateway
 * charged, which is what checkout asked for; if they ever differ, the gateway's is the truth.
 * The charge is kept so a held share's later transfer can name it as its source; a payment
 * settled without it (by invoice.paid) takes it from a later event that names it.
 */
async function settle(
  tx: Tx,
  run: Run,
  payment: Payment,
  moved: { amount: number; at: Date; transferred: boolean; chargeId: string | null },
): Promise<Payment> {
  if (payment.paymentStatus === "COMPLETED") {
    if (payment.stripeChargeId !== null || moved.chargeId === null) return payment;
    return tx.payment.update({ where: { id: payment.id }, data: { stripeChargeId: moved.chargeId } });
  }
  const taxed = await taxedPaymentOf(tx, payment);
  const untaxed = taxed.serviceTaxLines.length === 0 && taxed.feeTaxLines.length === 0;
  // Untaxed, the fee is the commission on what moved; taxed, on the price checkout quoted
  // (the taxes stay as charged, and anything more than asked is the provider's).
  const platformFee = untaxed ? platformFeeOf(moved.amount, payment.platformCommissionBps) : payment.platformFee;
  const split = settlementSplit({ ...taxed, totalAmount: moved.amount, platformFee });
  await writeLedger(tx, payment.id, SETTLEMENT, moved.at, split, taxed);
  const settled = await tx.payment.update({
    where: { id: payment.id },
    data: {
      totalAmount: moved.amount,
      platformFee: split.platformFee,
      paymentStatus: "COMPLETED",
      settledAt: moved.at,
      stripeChargeId: moved.chargeId ?? payment.stripeChargeId,
      failureMessage: null,
      amountReceived: null,
      // A destination charge pays the provider at once; otherwise their share is held.
      transferStatus: moved.transferred ? "TRANSFERRED" : "PENDING",
    },
  });
  await recordAudit(tx, run.ctx, {
    action: "payment.settle",
    target: { type: "Payment", id: payment.id },
    before: { paymentStatus: payment.paymentStatus, totalAmount: payment.totalAmount },
    after: {
      paymentStatus: "COMPLETED",
      totalAmount: moved.amount,
      platformFee: split.platformFee,
      feeTax: split.feeTax,
      serviceTax: split.serviceTax,
      providerShare: split.providerShare,
      transferStatus: settled.transferStatus,
      gatewayEvent: run.eventId,
    },
  });
  await notifyPaymentSettled(tx, moved.at, payment.id);
  await refundIfCancelled(tx, run, settled);
  if (settled.receiptNumber === null) run.documents.push({ kind: "receipt", paymentId: payment.id });
  return settled;
}

/**
 * Numbers the event's receipts and credit notes as its transaction's last writes: a number's
 * counter row stays locked until commit, so every other issuer, in every process, waits only
 * for this commit, and a rolled-back event takes no number with it.
 */
async function issueDocuments(tx: Tx, documents: readonly Document[]) {
  for (const document of documents) {
    if (document.kind === "receipt") {
      const number = await nextDocumentNumber(tx, "receipt");
      await tx.payment.update({ where: { id: document.paymentId }, data: { receiptNumber: number } });
    } else {
      await tx.creditNote.create({ data: { ...document.note, number: await nextDocumentNumber(tx, "creditNote") } });
    }
  }
}

/**
 * A payment that settled after its booking was cancelled: the fee the cancellation recorded
 * is kept and the rest comes back, by the same rule and key as the cancellation's own refund
 * (bookings/cancellation-refund.ts), so it is owed once whichever way it came.
 */
async function refundIfCancelled(tx: Tx, run: Run, payment: Payment): Promise<void> {
  if (payment.bookingId === null) return;
  const booking = await tx.booking.findUnique({
    where: { id: payment.bookingId },
    select: { id: true, status: true, cancelledBy: true, cancellationFee: true },
  });
  if (booking?.status !== "CANCELLED") return;
  const by = booking.cancelledBy?.toLowerCase() ?? "someone";
  const request = await recordCancellationRefund(tx, run.now, {
    bookingId: booking.id,
    payment,
    fee: booking.cancellationFee ?? 0,
    reason: `Booking ${booking.id} cancelled by ${by} before its payment settled`,
  });
  if (request?.status === "PENDING") run.refundRequestIds.push(request.id);
}

async function markFailed(tx: Tx, payment: Payment, message: string | null, at: Date): Promise<Payment> {
  // A later attempt may have paid it already: a stale failure changes nothing.
  if (payment.paymentStatus === "COMPLETED") return payment;
  const failed = await tx.payment.update({
    where: { id: payment.id },
    data: { paymentStatus: "FAILED", transferStatus: "FAILED", failureMessage: message?.slice(0, 500) ?? null },
  });
  // Told once: another card failing on the same payment is the customer's own screen's news.
  if (payment.paymentStatus !== "FAILED") await notifyPaymentFailed(tx, at, payment.id);
  return failed;
}

/** A split's entries; a tax kind is written when the payment has lines of it (a $0 line too). */
async function writeLedger(
  tx: Tx,
  paymentId: number,
  reference: string,
  occurredAt: Date,
  split: LedgerSplit,
  lines: { feeTaxLines: readonly number[]; serviceTaxLines: readonly number[] },
) {
  const entry = (kind: "PLATFORM_FEE" | "FEE_TAX" | "SERVICE_TAX" | "PROVIDER_SHARE", amount: number) => ({
    paymentId,
    kind,
    amount,
    reference,
    occurredAt,
  });
  await tx.ledgerEntry.createMany({
    data: [
      entry("PLATFORM_FEE", split.platformFee),
      ...(lines.feeTaxLines.length > 0 ? [entry("FEE_TAX", split.feeTax)] : []),
      ...(lines.serviceTaxLines.length > 0 ? [entry("SERVICE_TAX", split.serviceTax)] : []),
      entry("PROVIDER_SHARE", split.providerShare),
    ],
    skipDuplicates: true,
  });
}

/** Reads and locks a payment row, so two events about one payment apply one after the other. */
async function lockedPayment(
  tx: Tx,
  where: { stripePaymentIntentId: string } | { stripeInvoiceId: string },
): Promise<Payment | null> {
  const rows =
    "stripePaymentIntentId" in where
      ? await tx.$queryRaw<{ id: number }[]>`
          SELECT "id" FROM "Payment" WHERE "stripePaymentIntentId" = ${where.stripePaymentIntentId} FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`
          SELECT "id" FROM "Payment" WHERE "stripeInvoiceId" = ${where.stripeInvoiceId} FOR UPDATE`;
  const id = rows[0]?.id;
  return id === undefined ? null : tx.payment.findUnique({ where: { id } });
}

/** A positive database id from event metadata (strings we set ourselves), or null. */
function metadataId(metadata: Stripe.Metadata | null | undefined, key: string): number | null {
  const value = metadata?.[key];
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  return isDatabaseId(Number(value)) ? Number(value) : null;
}
