// How a customer's booking reads on its card, apart from React: the words and numbers
// the card shows, chosen from the booking's fields.
import sourceMessages from "../../i18n/en-CA.json";
import type { MessageId } from "../../i18n/messages";

/**
 * The service type's name ("house-cleaning" is "House Cleaning"); null for a slug the
 * catalog has no name for, which is then shown as it is stored.
 */
export function serviceTypeLabelId(slug: string): MessageId | null {
  const id = `serviceType.${slug}`;
  return Object.hasOwn(sourceMessages, id) ? (id as MessageId) : null;
}

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

// A booking's date and time are wall-clock values on the provider's city's calendar
// ("2026-11-20", "14:00"), not instants: they are shown as written, whatever the reader's
// own time zone. So each becomes a UTC instant, formatted in UTC.
const WALL_CLOCK = { timeZone: "UTC" } as const;
export const BOOKING_DATE_FORMAT = {
  ...WALL_CLOCK,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
} as const;
export const BOOKING_TIME_FORMAT = { ...WALL_CLOCK, hour: "numeric", minute: "2-digit" } as const;

/** "2026-11-20" as midnight UTC of that day, to format with BOOKING_DATE_FORMAT. */
export function calendarDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** "14:00" as that time of 1 January 1970 UTC, to format with BOOKING_TIME_FORMAT. */
export function timeOfDay(hhmm: string): Date {
  const [hours, minutes] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(1970, 0, 1, hours, minutes));
}
