// The Fees page's worked example, computed by the ledger's own rules (shared/payments/
// commission.ts), so the page shows exactly what a payment of this size would record.
import { CHECKOUT_PROCESSING_FEE_CENTS, refundSplit, splitPayment } from "../../../../shared/payments/commission";

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
