// What a cancelled booking's payment owes back, recorded once. Two changes owe it: the
// cancellation itself (cancel-booking.ts), and a payment that settles after its booking was
// cancelled (payments/settle.ts: the customer cancelled while the card payment was still
// pending, or its webhook or the reconciliation job landed late). Both keep the fee the
// cancellation recorded and give back the rest of what the gateway took, under one key per
// booking, so whichever comes second finds the first's request and nothing is refunded twice.
// The gateway is asked after the caller's transaction commits (payments/refund-requests.ts).
import type { Payment, Prisma, RefundRequest } from "../../generated/prisma/client.ts";
import { recordRefundRequest } from "../payments/refund-requests.ts";
import { refundableAmountOf } from "../payments/refunds.ts";

type Tx = Prisma.TransactionClient;

/** The refund request's key for a booking's cancellation: one per booking. */
export const cancellationRefundKey = (bookingId: number) => `booking-${bookingId}-cancellation`;

/** Cents a cancelled booking's payment gives back: what is left of it, less the fee kept. */
export function cancellationRefundOf(payment: Payment, fee: number): number {
  return Math.max(0, refundableAmountOf(payment) - fee);
}

/**
 * Records, in the caller's transaction, the refund a cancelled booking's payment owes: all of
 * it that is left but `fee`. Null when nothing comes back (unpaid, not the gateway's, or all
 * kept). A request already recorded for the booking is returned as it is.
 */
export async function recordCancellationRefund(
  tx: Tx,
  now: Date,
  owed: { bookingId: number; payment: Payment; fee: number; reason: string },
): Promise<RefundRequest | null> {
  const amount = cancellationRefundOf(owed.payment, owed.fee);
  if (amount <= 0) return null;
  return recordRefundRequest(tx, now, {
    key: cancellationRefundKey(owed.bookingId),
    paymentId: owed.payment.id,
    amount,
    reason: owed.reason,
  });
}
