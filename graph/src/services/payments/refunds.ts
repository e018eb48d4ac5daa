// Staff refunds from the earnings screen. The refund is asked of the gateway; the ledger
// moves when the gateway's charge.refunded event lands (settle.ts), so a refund made in
// Stripe's own dashboard is booked exactly the same way.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Payment } from "../../generated/prisma/client.ts";
import { NotFoundError, parseInput, ValidationError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { parseIdempotencyKey } from "../idempotency/idempotency.ts";
import { assertStaff } from "./access.ts";
import { MAX_CHARGE_CENTS } from "./commission.ts";

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

const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super("There is no payment with that id.");
    this.name = "PaymentNotFoundError";
  }
}

/**
 * What staff can still refund: what is left of a completed payment the gateway took. A
 * payment recorded without the gateway (imported or demo data) has nothing it could refund.
 */
export function refundableAmountOf(
  payment: Pick<Payment, "paymentStatus" | "stripePaymentIntentId" | "totalAmount" | "refundedAmount">,
): number {
  if (payment.paymentStatus !== "COMPLETED" || !payment.stripePaymentIntentId) return 0;
  return Math.max(0, payment.totalAmount - payment.refundedAmount);
}

function notRefundableMessage(payment: Pick<Payment, "paymentStatus" | "stripePaymentIntentId">): string {
  if (payment.paymentStatus !== "COMPLETED") return "Only a completed payment can be refunded.";
  if (!payment.stripePaymentIntentId) {
    return "This payment was not taken through the payment gateway, so it cannot be refunded here.";
  }
  return "This payment has already been refunded in full.";
}

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
  const payment = await ctx.db.payment.findUnique({ where: { id: paymentId } });
  if (!payment) throw new PaymentNotFoundError();
  const remaining = refundableAmountOf(payment);
  if (remaining <= 0) throw new ValidationError(notRefundableMessage(payment));
  const refund = amount ?? remaining;
  if (refund > remaining) {
    const message = `At most ${CAD.format(remaining / 100)} of this payment can still be refunded.`;
    throw new ValidationError(message, [{ path: ["amount"], message }]);
  }
  await ctx.payments.refund({
    // Set: a payment without one has nothing refundable (refundableAmountOf).
    paymentIntentId: payment.stripePaymentIntentId!,
    amount: refund,
    // Paid to the provider at charge time (no separate transfer): both sides give back.
    reverseTransfer: payment.transferStatus === "TRANSFERRED" && payment.stripeTransferId === null,
    idempotencyKey: clientKey
      ? // The gateway keeps 255 characters of a key.
        `payment-${payment.id}-refund-${clientKey}`.slice(0, 255)
      : `payment-${payment.id}-refund-${payment.refundedAmount}-${refund}`,
    metadata: { paymentId: String(payment.id), refundedBy: String(ctx.viewer?.userId ?? "system") },
  });
  // In test mode the event has been applied by now; with Stripe it follows in moments.
  return ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}
