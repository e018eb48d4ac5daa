// What the guest's booking page says about cancelling, chosen from the server's preview:
// pure, so the choice is tested apart from the page.
import type { MessageId } from "../../i18n/messages";

export interface CancellationPreviewFields {
  readonly window: "FREE" | "LATE" | "%future added value";
  /** Cents paid and not yet refunded. */
  readonly paid: number;
  /** Cents given back. */
  readonly refund: number;
  /** Cents kept as the late-cancellation fee. */
  readonly fee: number;
}

/**
 * The dialog's words: nothing paid (nothing charged), paid in the free window (all of it back),
 * or paid late (the fee kept, the rest back); amounts are cents for the caller to format.
 */
export function cancelDescription(preview: CancellationPreviewFields): {
  id: MessageId;
  cents: { refund: number; fee: number };
} {
  const cents = { refund: preview.refund, fee: preview.fee };
  if (preview.paid === 0) return { id: "guestBooking.cancelDialog.unpaid", cents };
  if (preview.fee === 0) return { id: "guestBooking.cancelDialog.free", cents };
  return { id: "guestBooking.cancelDialog.late", cents };
}

/** The web path of a guest's booking, as the confirmation email links it. */
export function guestBookingPath(token: string): string {
  return `/bookings/manage/${encodeURIComponent(token)}`;
}
