// The Fees page's worked examples, computed by the ledger's own rules (shared/payments/
// commission.ts) and the tax engine's (shared/tax/), so the page shows exactly what a payment
// of this size would record.
import { CHECKOUT_PROCESSING_FEE_CENTS, refundSplit, splitPayment } from "../../../../shared/payments/commission";
import { taxedFeeExample, type TaxedFeeExample } from "../../../../shared/tax/rates-in-force";

/** The example booking: $150.00, the checkout's default amount (spec section 9). */
export const FEE_EXAMPLE_TOTAL_CENTS = 15_000;

export interface FeeExample {
  total: number;
  processingFee: number;
  platformFee: number;
  providerShare: number;
  /** A refund of half the total: what it takes back from each side (positive cents). */
  partialRefund: { amount: number; platformFee: number; providerShare: number };
}

export function feeExample(total: number = FEE_EXAMPLE_TOTAL_CENTS): FeeExample {
  const { platformFee, providerShare } = splitPayment(total);
  const partial = Math.floor(total / 2);
  const returned = refundSplit({ totalAmount: total, platformFee, refundedBefore: 0, refundedAfter: partial });
  return {
    total,
    processingFee: CHECKOUT_PROCESSING_FEE_CENTS,
    platformFee,
    providerShare,
    partialRefund: { amount: partial, platformFee: -returned.platformFee, providerShare: -returned.providerShare },
  };
}

/** The sales-tax example: a $100.00 house cleaning in Ontario by a provider registered for the GST/HST. */
export const TAX_EXAMPLE = { category: "house-cleaning", province: "ON", price: 10_000 } as const;

/** The sales-tax example as the engine settles it when paid on `today` (YYYY-MM-DD). */
export function taxExample(today: string): TaxedFeeExample {
  return taxedFeeExample({ ...TAX_EXAMPLE, payableOn: today });
}
