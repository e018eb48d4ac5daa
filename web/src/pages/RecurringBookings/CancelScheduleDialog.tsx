import { AlertDialog } from "radix-ui";
import { FormattedMessage } from "react-intl";
import { button } from "../../components/Button/Button.css";
import * as frame from "../../components/DialogFrame/DialogFrame.css";
import * as styles from "./RecurringBookingsPage.css";

interface CancelScheduleDialogProps {
  open: boolean;
  /** The cancellation is on its way: the dialog waits for the answer. */
  cancelling: boolean;
  /** Which schedule ends, in the reader's words. */
  description: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Cancel is for good (spec section 4): the customer confirms it first. */
export function CancelScheduleDialog({
  open,
  cancelling,
  description,
  onOpenChange,
  onConfirm,
}: CancelScheduleDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !cancelling) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={frame.overlay} />
        <AlertDialog.Content className={frame.content.narrow}>
          <div className={frame.header}>
            <AlertDialog.Title className={frame.title}>
              <FormattedMessage id="recurringBookings.cancelDialog.title" />
            </AlertDialog.Title>
            <AlertDialog.Description className={frame.description}>{description}</AlertDialog.Description>
          </div>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={button({ variant: "secondary" })} disabled={cancelling}>
                <FormattedMessage id="recurringBookings.cancelDialog.keep" />
              </button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before the answer comes. */}
            <button
              type="button"
              className={`${button({ variant: "primary" })} ${styles.dangerButton}`}
              disabled={cancelling}
              onClick={onConfirm}
            >
              <FormattedMessage
                id={cancelling ? "recurringBookings.cancelDialog.submitting" : "recurringBookings.cancelDialog.confirm"}
              />
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
