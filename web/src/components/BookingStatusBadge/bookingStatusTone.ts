import { BOOKING_STATUSES, type BookingStatusName } from "../../../../shared/bookings/status";

export type BookingStatusTone = BookingStatusName | "unknown";

/**
 * The badge look for a status as the API sends it: Relay's enums may carry a value this
 * build does not know yet ("%future added value"), which gets a neutral look.
 */
export function bookingStatusTone(status: string): BookingStatusTone {
  return (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatusName) : "unknown";
}
