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
 * What a refund takes back of each part of a payment. A payment of `totalAmount` is made of
 * `parts` and a remainder (the provider's share: the total less the parts). The gateway
 * reports refunds as a running total, so each part's return is of that total: the part's
 * share of everything refunded so far, rounded half up, less what earlier refunds returned
 * of it; the remainder takes the rest of this refund. However many partial refunds there
 * are, a full refund returns every part exactly, and no part's return ever goes negative.
 * Amounts answered are the (non-positive) ledger amounts to write.
 */
export function refundParts(payment: {
  totalAmount: number;
  parts: readonly number[];
  refundedBefore: number;
  refundedAfter: number;
}): { parts: number[]; remainder: number } {
  const { totalAmount, parts, refundedBefore, refundedAfter } = payment;
  assertCents(totalAmount, "totalAmount");
  if (totalAmount === 0 || refundedAfter <= refundedBefore) return { parts: parts.map(() => 0), remainder: 0 };
  if (refundedBefore < 0 || refundedAfter > totalAmount) throw new RangeError("A refund cannot exceed the payment");
  const returned = parts.map((part) => {
    const upTo = (refunded: number) => divideHalfUp(BigInt(refunded) * BigInt(part), BigInt(totalAmount));
    return upTo(refundedAfter) - upTo(refundedBefore);
  });
  const refund = refundedAfter - refundedBefore;
  const remainder = refund - returned.reduce((sum, part) => sum + part, 0);
  // 0 - x, not -x: a part with nothing to return is 0, not -0.
  return { parts: returned.map((part) => 0 - part), remainder: 0 - remainder };
}

/** What a refund takes back from the platform's fee and the provider's share (no taxes). */
export function refundSplit(payment: {
  totalAmount: number;
  platformFee: number;
  refundedBefore: number;
  refundedAfter: number;
}): Split {
  const { parts, remainder } = refundParts({ ...payment, parts: [payment.platformFee] });
  return { platformFee: parts[0]!, providerShare: remainder };
}
