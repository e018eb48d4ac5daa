// A subscription payment and the intent that paid it. Stripe leaves an invoice's payments
// out of its webhook events, so a payment settled from invoice.paid may not know its intent;
// yet a refund names the intent, and charge.refunded finds its payment by it. The gateway is
// asked after the settling event commits (webhooks/stripe.ts), and again by a refund that
// still finds it missing (refunds.ts).
import type { Context } from "../../context.ts";
import type { Payment } from "../../generated/prisma/client.ts";

/**
 * Asks the gateway which intent paid the payment's invoice and stores it unless the payment
 * already has one. Returns the payment's intent as stored now, or null if none is known.
 */
export async function recordInvoicePaymentIntent(
  ctx: Context,
  payment: Pick<Payment, "id"> & { stripeInvoiceId: string },
): Promise<string | null> {
  const intentId = await ctx.payments.invoicePaymentIntentId(payment.stripeInvoiceId);
  if (intentId !== null) {
    // Only where none is stored: an event or another look-up may have been first.
    await ctx.db.payment.updateMany({
      where: { id: payment.id, stripePaymentIntentId: null },
      data: { stripePaymentIntentId: intentId },
    });
  }
  const stored = await ctx.db.payment.findUnique({
    where: { id: payment.id },
    select: { stripePaymentIntentId: true },
  });
  return stored?.stripePaymentIntentId ?? null;
}
