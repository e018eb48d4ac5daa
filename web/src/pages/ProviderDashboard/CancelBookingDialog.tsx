import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { CancellationTerms } from "../../components/CancellationTerms/CancellationTerms";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";

interface CancelBookingDialogProps {
  /** The booking's global id: its refund is asked of the server when the dialog opens. */
  bookingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who booked and when, in the reader's words. */
  customer: string;
  when: string;
  /** The cancellation is on its way: the dialog stays until the answer comes. */
  submitting: boolean;
  onConfirm: () => void;
  /** The button that opens it. */
  children: ReactNode;
}

/**
 * Asks before a booking is cancelled, which cannot be undone; it opens on 'Keep Booking',
 * so Enter never cancels by accident. It says what the customer gets back first: a
 * provider's cancellation refunds their payment in full, to the cent.
 */
export function CancelBookingDialog({ bookingId, customer, when, children, ...dialog }: CancelBookingDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      {...dialog}
      title={intl.formatMessage({ id: "providerDashboard.cancelDialog.title" })}
      description={intl.formatMessage({ id: "providerDashboard.cancelDialog.description" }, { customer, when })}
      details={dialog.open && <CancellationTerms bookingId={bookingId} />}
      cancelLabel={intl.formatMessage({ id: "providerDashboard.cancelDialog.keep" })}
      confirmLabel={intl.formatMessage({ id: "providerDashboard.cancelDialog.confirm" })}
      submittingLabel={intl.formatMessage({ id: "providerDashboard.move.cancelling" })}
    >
      {children}
    </ConfirmDialog>
  );
}
