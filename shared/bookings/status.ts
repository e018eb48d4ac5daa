// A booking's life (spec section 4), defined once: the server refuses every other move,
// and the dashboards offer only these.
//
//   CONFIRMED ──Start Service──▶ IN_PROGRESS ──Complete──▶ COMPLETED
//       └──────────Cancel──────────┴──────Cancel──────▶ CANCELLED
export const BOOKING_STATUSES = ["CONFIRMED", "IN_PROGRESS", "COMPLETED", "CANCELLED"] as const;
export type BookingStatusName = (typeof BOOKING_STATUSES)[number];

const NEXT: Record<BookingStatusName, readonly BookingStatusName[]> = {
  CONFIRMED: ["IN_PROGRESS", "CANCELLED"],
  IN_PROGRESS: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
};

/** The statuses a booking in `from` may move to (none once completed or cancelled). */
export function nextStatuses(from: BookingStatusName): readonly BookingStatusName[] {
  return NEXT[from];
}

export function canMoveBooking(from: BookingStatusName, to: BookingStatusName): boolean {
  return NEXT[from].includes(to);
}

/**
 * The statuses in which the customer who made a booking may cancel it themselves; once the
 * service has started only its provider (or staff) can. The server enforces it
 * (graph/src/services/bookings/access.ts) and the Help page states it.
 */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly BookingStatusName[] = ["CONFIRMED"];

/** The statuses from which a booking can be cancelled at all (by its provider or staff). */
export const CANCELLABLE_STATUSES: readonly BookingStatusName[] = BOOKING_STATUSES.filter((status) =>
  canMoveBooking(status, "CANCELLED"),
);

/** The spec's words for each status, as REST sends and accepts them. */
const SPEC_WORDS: Record<BookingStatusName, string> = {
  CONFIRMED: "confirmed",
  IN_PROGRESS: "in-progress",
  COMPLETED: "completed",
  CANCELLED: "cancelled",
};

export const specStatusWord = (status: BookingStatusName) => SPEC_WORDS[status];

/** "in-progress", "in_progress", "IN_PROGRESS" and " Completed " name statuses; anything else is null. */
export function parseBookingStatus(text: unknown): BookingStatusName | null {
  if (typeof text !== "string" || text.length > 40) return null;
  const name = text.trim().toUpperCase().replace(/-/g, "_");
  return (BOOKING_STATUSES as readonly string[]).includes(name) ? (name as BookingStatusName) : null;
}

export const UNKNOWN_STATUS_MESSAGE = "Choose a status: confirmed, in-progress, completed or cancelled.";

/** Why a move is refused, in words a provider understands. */
export function refusedMoveMessage(from: BookingStatusName, to: BookingStatusName): string {
  if (from === to) return `This booking is already ${SPEC_WORDS[from]}.`;
  if (from === "COMPLETED") return "This booking is completed and can no longer be changed.";
  if (from === "CANCELLED") return "This booking was cancelled and can no longer be changed.";
  if (to === "CONFIRMED") return "A booking cannot be moved back to confirmed.";
  // CONFIRMED → COMPLETED is the one skip left.
  return "Start the service before completing the booking.";
}
