// How a customer's booking reads on its card, apart from React: the words and numbers
// the card shows, chosen from the booking's fields.
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
 * A customer may cancel only a booking that is still confirmed (the server's rule, in
 * graph/src/services/bookings/access.ts); nextStatuses says whether its life allows it.
 */
export function customerMayCancel(booking: { readonly status: string; readonly nextStatuses: readonly string[] }) {
  return booking.status === "CONFIRMED" && booking.nextStatuses.includes("CANCELLED");
}
