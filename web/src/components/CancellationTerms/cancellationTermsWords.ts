// What a cancel dialog and its toast say about the money, chosen from the server's preview
// or the refund it made: pure, so the choice is tested apart from the dialogs.
import type { DeferredMessage, MessageId } from "../../i18n/messages";

export interface CancellationPreviewFields {
  readonly window: "FREE" | "LATE" | "%future added value";
  readonly party: "CUSTOMER" | "PROVIDER" | "STAFF" | "SYSTEM" | "%future added value";
  /** Cents paid and not yet refunded. */
  readonly paid: number;
  /** Cents given back. */
  readonly refund: number;
  /** Cents kept as the late-cancellation fee. */
  readonly fee: number;
}

/** The dialog's sentence about the money; amounts are cents for the caller to format. */
export function cancellationTermsMessage(preview: CancellationPreviewFields): {
  id: MessageId;
  cents: { paid: number; refund: number; fee: number };
} {
  const cents = { paid: preview.paid, refund: preview.refund, fee: preview.fee };
  if (preview.paid === 0) return { id: "cancellationTerms.unpaid", cents };
  if (preview.party !== "CUSTOMER") return { id: "cancellationTerms.fullByProvider", cents };
  if (preview.fee === 0) return { id: "cancellationTerms.free", cents };
  return { id: "cancellationTerms.late", cents };
}

export interface CancellationRefundFields {
  /** Cents given back. */
  readonly amount: number;
  /** Cents kept. */
  readonly fee: number;
  readonly status: "PENDING" | "DONE" | "FAILED" | "%future added value";
}

/**
 * The toast's words once cancelled: the refund made (and the fee kept), a refund still on its
 * way (the gateway will be asked again), or none when nothing was paid. `money` formats cents.
 */
export function cancelledToastDescription(
  refund: CancellationRefundFields | null | undefined,
  money: (cents: number) => string,
): DeferredMessage {
  if (!refund || refund.amount === 0) return { id: "cancellationTerms.toast.noRefund" };
  const values = { refund: money(refund.amount), fee: money(refund.fee) };
  if (refund.status !== "DONE") return { id: "cancellationTerms.toast.refundPending", values };
  if (refund.fee > 0) return { id: "cancellationTerms.toast.refundedLate", values };
  return { id: "cancellationTerms.toast.refunded", values };
}
