import type { BookingStatusName } from "../../../../shared/bookings/status";
import type { ToastInput } from "../../components/Toast/toastStore";
import type { MessageId } from "../../i18n/messages";

/** The statuses a provider moves a booking to; CONFIRMED is only ever where one starts. */
export type MoveStatus = Exclude<BookingStatusName, "CONFIRMED">;

export interface BookingMove {
  status: MoveStatus;
  labelId: MessageId;
  /** The button's words while the move is on its way. */
  busyLabelId: MessageId;
  /** Cancelling cannot be undone: it is confirmed in a dialog first. */
  confirm: boolean;
  look: "primary" | "danger";
}

// Spec section 4: Start Service, Complete, and Cancel, in the order a booking lives them.
const MOVES: readonly BookingMove[] = [
  {
    status: "IN_PROGRESS",
    labelId: "providerDashboard.move.start",
    busyLabelId: "providerDashboard.move.starting",
    confirm: false,
    look: "primary",
  },
  {
    status: "COMPLETED",
    labelId: "providerDashboard.move.complete",
    busyLabelId: "providerDashboard.move.completing",
    confirm: false,
    look: "primary",
  },
  {
    status: "CANCELLED",
    labelId: "providerDashboard.move.cancel",
    busyLabelId: "providerDashboard.move.cancelling",
    confirm: true,
    look: "danger",
  },
];

/**
 * The buttons for a booking: the moves the server says its life allows from here
 * (Booking.nextStatuses), in a fixed order; a status this build does not know is skipped.
 */
export function bookingMovesFor(nextStatuses: readonly string[]): BookingMove[] {
  return MOVES.filter((move) => nextStatuses.includes(move.status));
}

// Spec section 8 "Booking status".
export const BOOKING_UPDATED: ToastInput = {
  title: { id: "providerDashboard.toast.updated.title" },
  description: { id: "providerDashboard.toast.updated.description" },
};
export const UPDATE_FAILED: ToastInput = {
  title: { id: "providerDashboard.toast.failed.title" },
  description: { id: "providerDashboard.toast.failed.description" },
  variant: "destructive",
};

interface MoveResult {
  readonly __typename: string;
  readonly message?: string | null;
}

/**
 * The toast for updateBookingStatus's answer. Someone else moving the booking first (a
 * ConflictError) is told in the server's words, which say what happened; every other
 * refusal is the spec's 'Failed to update booking status.'
 */
export function moveToast(result: MoveResult): ToastInput {
  if (result.__typename === "UpdateBookingStatusPayload") return BOOKING_UPDATED;
  if (result.__typename === "ConflictError" && result.message) return { ...UPDATE_FAILED, description: result.message };
  return UPDATE_FAILED;
}
