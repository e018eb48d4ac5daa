import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";

interface CancelBookingDialogProps {
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
 * so Enter never cancels by accident.
 */
export function CancelBookingDialog({ customer, when, children, ...dialog }: CancelBookingDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      {...dialog}
      title={intl.formatMessage({ id: "providerDashboard.cancelDialog.title" })}
      description={intl.formatMessage({ id: "providerDashboard.cancelDialog.description" }, { customer, when })}
      cancelLabel={intl.formatMessage({ id: "providerDashboard.cancelDialog.keep" })}
      confirmLabel={intl.formatMessage({ id: "providerDashboard.cancelDialog.confirm" })}
      submittingLabel={intl.formatMessage({ id: "providerDashboard.move.cancelling" })}
    >
      {children}
    </ConfirmDialog>
  );
}
