// Staff refunds from the earnings screen. The refund is asked of the gateway; the ledger
// moves when the gateway's charge.refunded event lands (settle.ts), so a refund made in
// Stripe's own dashboard is booked exactly the same way. A share already paid to the
// provider by a separate transfer gives its part back by a reversal of that transfer, so
// the money at the gateway matches the ledger's proportional reversal.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Context } from "../../context.ts";
import { PaymentGatewayError } from "../../gateways/payments/gateway-error.ts";
import type { Payment } from "../../generated/prisma/client.ts";
import { NotFoundError, parseInput, ValidationError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { formatCad } from "../../../../shared/payments/money.ts";
import { parseIdempotencyKey } from "../idempotency/idempotency.ts";
import { assertRecentSecondFactor, assertStaff } from "../accounts/access.ts";
import { MAX_CHARGE_CENTS } from "../../../../shared/payments/commission.ts";
import { refundLedgerSplit } from "../../../../shared/payments/ledger-split.ts";
import { taxedPaymentOf } from "./payment-taxes.ts";
import { recordInvoicePaymentIntent } from "./invoice-intent.ts";
import { recordAudit } from "../audit/audit-log.ts";

const AMOUNT_MESSAGE = "The refund must be a whole number of cents, more than zero.";

export const refundPaymentInput = z.object({
  paymentId: databaseIdInput("There is no payment with that id."),
  /** Cents; absent refunds whatever is left. */
  amount: z
    .number({ error: AMOUNT_MESSAGE })
    .int(AMOUNT_MESSAGE)
    .min(1, AMOUNT_MESSAGE)
    .max(MAX_CHARGE_CENTS, AMOUNT_MESSAGE)
    .nullish(),
  /** The staff member's own key for this refund: a retry of it refunds once. */
  idempotencyKey: z.string().nullish(),
});

/** The gateway keeps 255 characters of an idempotency key. */
const MAX_GATEWAY_KEY_LENGTH = 255;

export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super("There is no payment with that id.");
    this.name = "PaymentNotFoundError";
  }
}

/**
 * What staff can still refund: what is left of a completed payment the gateway took. A
 * payment recorded without the gateway (imported or demo data) has nothing it could refund.
 * A subscription's payment counts as the gateway's by its invoice alone: Stripe's events may
 * not name the intent that paid it, which is then looked up when it is refunded.
 */
export function refundableAmountOf(
  payment: Pick<
    Payment,
    "paymentStatus" | "stripePaymentIntentId" | "stripeInvoiceId" | "totalAmount" | "refundedAmount"
  >,
): number {
  if (payment.paymentStatus !== "COMPLETED" || !takenByGateway(payment)) return 0;
  return Math.max(0, payment.totalAmount - payment.refundedAmount);
}

function takenByGateway(payment: Pick<Payment, "stripePaymentIntentId" | "stripeInvoiceId">): boolean {
  return Boolean(payment.stripePaymentIntentId || payment.stripeInvoiceId);
}

function notRefundableMessage(
  payment: Pick<Payment, "paymentStatus" | "stripePaymentIntentId" | "stripeInvoiceId">,
): string {
  if (payment.paymentStatus !== "COMPLETED") return "Only a completed payment can be refunded.";
  if (!takenByGateway(payment)) {
    return "This payment was not taken through the payment gateway, so it cannot be refunded here.";
  }
  return "This payment has already been refunded in full.";
}

const INTENT_NOT_KNOWN =
  "The payment gateway has not yet said which card payment paid this invoice, so it cannot be refunded yet. " +
  "Please try again in a few minutes.";

/**
 * Refunds all or part of a settled payment. The gateway's idempotency key is the caller's
 * key for this refund when it sends one (the refund dialog does), so two deliberate refunds
 * of the same amount are two, even before the first one's event has landed. Without one,
 * it names the payment, what was refunded before and this amount: a double click refunds once.
 */
export async function refundPayment(ctx: Context, input: z.input<typeof refundPaymentInput>): Promise<Payment> {
  const { paymentId, amount, idempotencyKey } = parseInput(refundPaymentInput, input);
  const clientKey = idempotencyKey == null ? null : parseIdempotencyKey(idempotencyKey);
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const payment = await ctx.db.payment.findUnique({ where: { id: paymentId } });
  if (!payment) throw new PaymentNotFoundError();
  const remaining = refundableAmountOf(payment);
  if (remaining <= 0) throw new ValidationError(notRefundableMessage(payment));
  const refund = amount ?? remaining;
  if (refund > remaining) {
    const message = `At most ${formatCad(remaining)} of this payment can still be refunded.`;
    throw new ValidationError(message, [{ path: ["amount"], message }]);
  }
  const refundKey = clientKey
    ? `payment-${payment.id}-refund-${clientKey}`.slice(0, MAX_GATEWAY_KEY_LENGTH)
    : `payment-${payment.id}-refund-${payment.refundedAmount}-${refund}`;
  const made = await sendGatewayRefund(ctx, payment, {
    amount: refund,
    idempotencyKey: refundKey,
    metadata: { paymentId: String(payment.id), refundedBy: String(ctx.viewer?.userId ?? "system") },
  });
  // Once the gateway took it: an entry for a refund it refused would be untrue. The ledger's
  // own move follows when its charge.refunded lands.
  await recordAudit(ctx.db, ctx, {
    action: "payment.refund",
    target: { type: "Payment", id: payment.id },
    before: { refundedAmount: payment.refundedAmount },
    after: { refundRequested: refund, gatewayRefund: made.id },
  });
  // In test mode the event has been applied by now; with Stripe it follows in moments.
  return ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}

/**
 * Asks the gateway for a refund of `refund.amount` of a completed gateway payment, and, when
 * the provider's share went out by a separate transfer, for the reversal of its part of it.
 * The ledger moves when the gateway's charge.refunded lands (settle.ts). Staff refunds and
 * cancellation refunds (refund-requests.ts) both go through here; the caller checked the
 * amount against what is left. Throws the gateway's error when it refuses or cannot be reached.
 */
export async function sendGatewayRefund(
  ctx: Context,
  payment: Payment,
  refund: { amount: number; idempotencyKey: string; metadata: Record<string, string> },
): Promise<{ id: string }> {
  let paymentIntentId = payment.stripePaymentIntentId;
  if (paymentIntentId === null && payment.stripeInvoiceId !== null) {
    // A subscription's payment whose events did not name its intent: the invoice does.
    paymentIntentId = await recordInvoicePaymentIntent(ctx, {
      id: payment.id,
      stripeInvoiceId: payment.stripeInvoiceId,
    });
  }
  if (paymentIntentId === null) throw new ValidationError(INTENT_NOT_KNOWN);
  const made = await ctx.payments.refund({
    paymentIntentId,
    amount: refund.amount,
    // Paid to the provider at charge time (no separate transfer): both sides give back.
    reverseTransfer: payment.transferStatus === "TRANSFERRED" && payment.stripeTransferId === null,
    idempotencyKey: refund.idempotencyKey,
    metadata: refund.metadata,
  });
  if (payment.transferStatus === "TRANSFERRED" && payment.stripeTransferId !== null) {
    // Paid to the provider by a separate transfer: the platform refunded it all, so the
    // provider's part of this refund comes back from that transfer, in the proportion the
    // ledger reverses when charge.refunded lands: its share and the service's taxes it received.
    const reversal = refundLedgerSplit({
      ...(await taxedPaymentOf(ctx.db, payment)),
      refundedBefore: payment.refundedAmount,
      refundedAfter: payment.refundedAmount + refund.amount,
    });
    const providerPart = -(reversal.providerShare + reversal.serviceTax);
    if (providerPart > 0) {
      await ctx.payments
        .reverseTransfer({
          transferId: payment.stripeTransferId,
          amount: providerPart,
          // The refund's own key, so a retry of this refund reverses once.
          idempotencyKey: derivedKey(refund.idempotencyKey, ":reversal"),
          metadata: { paymentId: String(payment.id), refundId: made.id },
        })
        .catch((error: unknown) => {
          // The key is this refund's, so it was used by this refund's reversal: a retry
          // after its charge.refunded landed (the proportion then starts from a larger
          // refunded total, so the amount can differ by a cent). Reversed already.
          if (error instanceof PaymentGatewayError && error.failure === "idempotency_conflict") return;
          throw error;
        });
    }
  }
  return made;
}

/** `key` + `suffix`, or, past the gateway's length, a digest of `key` + `suffix`: distinct keys stay distinct. */
function derivedKey(key: string, suffix: string): string {
  const joined = `${key}${suffix}`;
  if (joined.length <= MAX_GATEWAY_KEY_LENGTH) return joined;
  return `${createHash("sha256").update(key).digest("hex")}${suffix}`;
}
