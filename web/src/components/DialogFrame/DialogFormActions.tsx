import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { actions } from "../BookingDialog/BookingDialog.css";
import { button } from "../Button/Button.css";
import { dangerFill } from "../../styles/danger.css";

interface DialogFormActionsProps {
  cancelLabel: ReactNode;
  /** The submit button's words: the caller says what it does, and what shows while it runs. */
  submitLabel: ReactNode;
  submitting: boolean;
  /** For a step that cannot be undone (a deletion): the submit button in the danger colour. */
  danger?: boolean;
}

/** A dialog form's buttons, kept in view under its fields: Cancel closes, the other submits. */
export function DialogFormActions({ cancelLabel, submitLabel, submitting, danger = false }: DialogFormActionsProps) {
  const submitClass = button({ variant: "primary" });
  return (
    <div className={actions}>
      <Dialog.Close asChild>
        <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
          {cancelLabel}
        </button>
      </Dialog.Close>
      <button type="submit" className={danger ? `${submitClass} ${dangerFill}` : submitClass} disabled={submitting}>
        {submitLabel}
      </button>
    </div>
  );
}
