// How the documents name what they are about: the numbers of receipts and credit notes
// (gap-free within each series, settle.ts), the payment's reference and each tax with its rate.
import { ratePercentText } from "../../../../shared/tax/rates-in-force.ts";

/** "R-000042": a receipt's number as printed. */
export const receiptNumberText = (number: number) => `R-${String(number).padStart(6, "0")}`;
/** "CN-000003": a credit note's number as printed. */
export const creditNoteNumberText = (number: number) => `CN-${String(number).padStart(6, "0")}`;

/** "Booking 123" or "Recurring schedule 45": what a payment was for. */
export function paymentReference(payment: {
  id: number;
  bookingId: number | null;
  recurringScheduleId: number | null;
}) {
  if (payment.bookingId !== null) return `Booking ${payment.bookingId}`;
  if (payment.recurringScheduleId !== null) return `Recurring schedule ${payment.recurringScheduleId}`;
  return `Payment ${payment.id}`;
}

/** "GST 5%", "QST 9.975%": a tax line's label on receipts, credit notes and statements. */
export const taxLineLabel = (line: { tax: string; ratePpm: number }) => `${line.tax} ${ratePercentText(line.ratePpm)}%`;
