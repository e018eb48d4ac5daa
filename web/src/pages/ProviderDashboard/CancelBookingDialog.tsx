import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { button } from "../../components/Button/Button.css";
import * as frame from "../../components/DialogFrame/DialogFrame.css";
import * as styles from "./ProviderBookingCard.css";

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
 * Asks before a booking is cancelled, which cannot be undone. An alert dialog: it keeps
 * focus until answered, and opens on 'Keep Booking', so Enter never cancels by accident.
 */
export function CancelBookingDialog({
  open,
  onOpenChange,
  customer,
  when,
  submitting,
  onConfirm,
  children,
}: CancelBookingDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !submitting) onOpenChange(next);
      }}
    >
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={frame.overlay} />
        <AlertDialog.Content className={frame.content.narrow}>
          <div className={frame.header}>
            <AlertDialog.Title className={frame.title}>
              <FormattedMessage id="providerDashboard.cancelDialog.title" />
            </AlertDialog.Title>
            <AlertDialog.Description className={frame.description}>
              <FormattedMessage id="providerDashboard.cancelDialog.description" values={{ customer, when }} />
            </AlertDialog.Description>
          </div>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
                <FormattedMessage id="providerDashboard.cancelDialog.keep" />
              </button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before the answer comes. */}
            <button
              type="button"
              className={`${button({ variant: "primary" })} ${styles.dangerFill}`}
              disabled={submitting}
              onClick={onConfirm}
            >
              <FormattedMessage
                id={submitting ? "providerDashboard.move.cancelling" : "providerDashboard.cancelDialog.confirm"}
              />
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
