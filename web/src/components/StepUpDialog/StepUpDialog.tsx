import { Dialog } from "radix-ui";
import { FormattedMessage, useIntl } from "react-intl";
import * as form from "../BookingDialog/BookingDialog.css";
import { DialogFormActions } from "../DialogFrame/DialogFormActions";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import { SecondFactorForm } from "../TwoFactor/SecondFactorForm";

interface StepUpDialogProps {
  open: boolean;
  onCancel: () => void;
  onVerified: () => void;
}

/** "Confirm it's you": a code before a staff action that needs a recent second factor. */
export function StepUpDialog({ open, onCancel, onVerified }: StepUpDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content
          className={frame.content.narrow}
          onOpenAutoFocus={(event) => {
            // The code is all it asks for. Opened over another dialog (a refund's), Radix would
            // otherwise leave focus with the first control it finds, the close button.
            const field = (event.currentTarget as HTMLElement).querySelector("input");
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
        >
          <DialogHeader
            title={<FormattedMessage id="stepUp.title" />}
            description={<FormattedMessage id="stepUp.description" />}
            closeLabel={intl.formatMessage({ id: "stepUp.close" })}
          />
          {/* Mounted with the content: every opening starts from an empty field. */}
          {open && (
            <SecondFactorForm
              className={form.form}
              fieldsClassName={form.fields}
              autoFocus
              onVerified={onVerified}
              actions={(submitting) => (
                <DialogFormActions
                  cancelLabel={<FormattedMessage id="stepUp.cancel" />}
                  submitLabel={<FormattedMessage id={submitting ? "stepUp.submitting" : "stepUp.submit"} />}
                  submitting={submitting}
                />
              )}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
