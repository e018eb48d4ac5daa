// How a payment is split between the platform and the provider (spec sections 1 and 9:
// a 10% commission). Pure integer arithmetic on cents; the ledger, the gateway's
// application fee, the earnings screen and the Fees page all take their figures from here.

/** The platform's commission in basis points: 1000 = 10%. */
export const PLATFORM_COMMISSION_BPS = 1000;

const BASIS_POINTS = 10_000n;

/**
 * What checkout adds to the price for processing the card (spec section 2: "processing fee
 * shown as $0.00"): nothing. The customer pays the price; the commission comes out of it.
 */
export const CHECKOUT_PROCESSING_FEE_CENTS = 0;

/** The largest charge the gateway takes in CAD: $999,999.99. */
export const MAX_CHARGE_CENTS = 99_999_999;

/** `numerator / denominator`, rounded half up; BigInt so no product loses a cent. */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function assertCents(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents, 0 or more`);
}

/** The platform's fee on `totalCents`: the commission rounded half up to the cent. */
export function platformFeeOf(totalCents: number, commissionBps: number = PLATFORM_COMMISSION_BPS): number {
  assertCents(totalCents, "totalCents");
  return divideHalfUp(BigInt(totalCents) * BigInt(commissionBps), BASIS_POINTS);
}

export interface Split {
  platformFee: number;
  providerShare: number;
}

/** The fee and the provider's share of a payment: they always sum to the total. */
export function splitPayment(totalCents: number, commissionBps: number = PLATFORM_COMMISSION_BPS): Split {
  const platformFee = platformFeeOf(totalCents, commissionBps);
  return { platformFee, providerShare: totalCents - platformFee };
}

/**
 * What a refund takes back from each side, as the (non-positive) ledger amounts to write.
 * The gateway reports refunds as a running total, so the split is of that total: the fee
 * returned so far is the fee's share of everything refunded, rounded half up, and this
 * refund writes the difference from what earlier refunds wrote. However many partial
 * refunds there are, a full refund returns exactly the fee and the share, and neither
 * side's balance ever goes below zero.
 */
export function refundSplit(payment: {
  totalAmount: number;
  platformFee: number;
  refundedBefore: number;
  refundedAfter: number;
}): Split {
  const { totalAmount, platformFee, refundedBefore, refundedAfter } = payment;
  assertCents(totalAmount, "totalAmount");
  if (totalAmount === 0 || refundedAfter <= refundedBefore) return { platformFee: 0, providerShare: 0 };
  if (refundedBefore < 0 || refundedAfter > totalAmount) throw new RangeError("A refund cannot exceed the payment");
  const feeReturned = (refunded: number) => divideHalfUp(BigInt(refunded) * BigInt(platformFee), BigInt(totalAmount));
  const fee = feeReturned(refundedAfter) - feeReturned(refundedBefore);
  const refund = refundedAfter - refundedBefore;
  return { platformFee: -fee, providerShare: -(refund - fee) };
}
