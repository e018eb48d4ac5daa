import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";

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
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: "recurringBookings.cancelDialog.title" })}
      description={description}
      cancelLabel={intl.formatMessage({ id: "recurringBookings.cancelDialog.keep" })}
      confirmLabel={intl.formatMessage({ id: "recurringBookings.cancelDialog.confirm" })}
      submittingLabel={intl.formatMessage({ id: "recurringBookings.cancelDialog.submitting" })}
      submitting={cancelling}
      onConfirm={onConfirm}
    />
  );
}
