// How a customer's booking reads on its card, apart from React: the words and numbers
// the card shows, chosen from the booking's fields.
import { CUSTOMER_CANCELLABLE_STATUSES } from "../../../../shared/bookings/status";
import type { MessageId } from "../../i18n/messages";

interface BookingPrices {
  readonly actualPrice?: number | null;
  readonly estimatedPrice?: number | null;
}

/** What was charged once there is an actual price; until then the estimate, said to be one. */
export function bookingPrice(booking: BookingPrices): { labelId: MessageId; cents: number | null } {
  if (booking.actualPrice != null) return { labelId: "myBookings.field.price", cents: booking.actualPrice };
  return { labelId: "myBookings.field.estimatedPrice", cents: booking.estimatedPrice ?? null };
}

/**
 * A customer may cancel only a booking in one of CUSTOMER_CANCELLABLE_STATUSES (the rule
 * the server enforces and the Help page states); nextStatuses says whether its life allows it.
 */
export function customerMayCancel(booking: { readonly status: string; readonly nextStatuses: readonly string[] }) {
  return (
    (CUSTOMER_CANCELLABLE_STATUSES as readonly string[]).includes(booking.status) &&
    booking.nextStatuses.includes("CANCELLED")
  );
}

interface PayableBooking extends BookingPrices {
  readonly status: string;
  readonly payment?: { readonly paymentStatus: string } | null;
}

/**
 * Whether the card offers "Pay now": a booking that is not cancelled, has a price, and is
 * not paid yet (no payment, or one that is pending or failed). The server decides again at
 * checkout (graph/src/services/payments/checkout.ts) and explains when there is nothing to pay.
 */
export function customerMayPay(booking: PayableBooking): boolean {
  if (booking.status === "CANCELLED") return false;
  if (booking.payment?.paymentStatus === "COMPLETED") return false;
  const { cents } = bookingPrice(booking);
  return cents != null && cents > 0;
}
