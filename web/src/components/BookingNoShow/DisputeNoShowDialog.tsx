import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ABSENCE_NOTE_MAX_LENGTH, absenceNoteFields } from "../../../../shared/bookings/absence-policy";
import * as formStyles from "../../styles/form.css";
import * as form from "../BookingDialog/BookingDialog.css";
import { button } from "../Button/Button.css";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogFormActions } from "../DialogFrame/DialogFormActions";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import { Field } from "../Field/Field";
import { toast } from "../Toast/useToast";
import type { NoShowDoors } from "./noShowDoors";

interface DisputeNoShowDialogProps {
  doors: Pick<NoShowDoors, "dispute" | "disputing">;
  /** Until when it may be disputed, in the reader's words. */
  disputeBy: string;
  onDisputed?: () => void;
}

/** "Dispute" on a no-show reported against the reader, and the dialog for their account of it. */
export function DisputeNoShowDialog({ doors, disputeBy, onDisputed }: DisputeNoShowDialogProps) {
  const intl = useIntl();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const isInFlight = doors.disputing;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    // The server's own schema first: its words under the field.
    const check = absenceNoteFields.safeParse({ note });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? null);
      document.getElementById(noteId)?.focus();
      return;
    }
    setError(null);
    doors.dispute(check.data.note, (outcome) => {
      if (outcome.kind === "done") {
        setOpen(false);
        toast({ title: { id: "noShow.toast.disputed" } });
        onDisputed?.();
        return;
      }
      setError(outcome.message ?? intl.formatMessage({ id: "noShow.toast.failed" }));
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !isInFlight) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={button({ variant: "secondary", size: "sm" })}>
          <FormattedMessage id="noShow.dispute" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={<FormattedMessage id="noShow.dispute.title" />}
            description={<FormattedMessage id="noShow.dispute.description" values={{ disputeBy }} />}
            closeLabel={intl.formatMessage({ id: "noShow.dispute.close" })}
            closeDisabled={isInFlight}
          />
          <form className={form.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
            <div className={form.fields}>
              <Field
                id={noteId}
                label={<FormattedMessage id="noShow.dispute.label" />}
                hint={<FormattedMessage id="noShow.dispute.hint" values={{ max: ABSENCE_NOTE_MAX_LENGTH }} />}
                error={error}
                required
                requiredMarker
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="note"
                    rows={5}
                    maxLength={ABSENCE_NOTE_MAX_LENGTH}
                    value={note}
                    disabled={isInFlight}
                    onChange={(event) => {
                      setNote(event.target.value);
                      if (error) setError(null);
                    }}
                    className={formStyles.textarea}
                  />
                )}
              </Field>
            </div>
            <DialogFormActions
              cancelLabel={<FormattedMessage id="noShow.dispute.cancel" />}
              submitLabel={<FormattedMessage id={isInFlight ? "noShow.dispute.submitting" : "noShow.dispute.submit"} />}
              submitting={isInFlight}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
