import { Dialog } from "radix-ui";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import * as formStyles from "../../styles/form.css";
import { button } from "../Button/Button.css";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import { Field } from "../Field/Field";
import { typedText } from "./decisionOutcome";
import * as styles from "./NoteDialog.css";

// Texts given as props are already in the reader's words: the caller resolves them.
export interface NoteDialogProps {
  open: boolean;
  /** Asked when the person closes it; ignored while the decision is on its way. */
  onClose: () => void;
  title: string;
  description: string;
  /** The text field's label: approval notes, the reason for a rejection, a reply. */
  label: string;
  placeholder?: string;
  /** A rejection needs a non-blank reason: the button stays disabled until there is one. */
  required: boolean;
  confirmLabel: string;
  submittingLabel: string;
  tone: "approve" | "reject";
  submitting: boolean;
  /** The server's reason for refusing the text (a ValidationError's message). */
  error: string | null;
  maxLength: number;
  /** The typed text, trimmed; null when left blank. */
  onSubmit: (text: string | null) => void;
  /** A dialog opened over this one (the step-up's code), rendered inside it so the two stack. */
  nested?: ReactNode;
}

/**
 * A decision or a message with a note or a reason, in a Radix dialog: staff approving or
 * rejecting, hiding or restoring; a reader reporting a review, a provider replying to one.
 */
export function NoteDialog({ open, onClose, title, description, nested, ...form }: NoteDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !form.submitting) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={title}
            description={description}
            closeLabel={intl.formatMessage({ id: "noteDialog.close" })}
            closeDisabled={form.submitting}
            ruled={false}
          />
          {/* Mounted with the content: every opening starts from an empty field. */}
          <DecisionForm {...form} />
          {nested}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type DecisionFormProps = Omit<NoteDialogProps, "open" | "onClose" | "title" | "description" | "nested">;

function DecisionForm({
  label,
  placeholder,
  required,
  confirmLabel,
  submittingLabel,
  tone,
  submitting,
  error,
  maxLength,
  onSubmit,
}: DecisionFormProps) {
  const [text, setText] = useState("");
  const blocked = submitting || (required && typedText(text) === null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked) return;
    onSubmit(typedText(text));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={submitting}>
      <div className={styles.body}>
        <Field label={label} error={error} required={required} announce="alert">
          {(control) => (
            <textarea
              {...control}
              className={formStyles.textarea}
              rows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={placeholder}
              maxLength={maxLength}
            />
          )}
        </Field>
      </div>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
            <FormattedMessage id="noteDialog.cancel" />
          </button>
        </Dialog.Close>
        <button
          type="submit"
          className={`${button({ variant: "primary" })} ${styles.confirm[tone]}`}
          disabled={blocked}
        >
          {submitting ? submittingLabel : confirmLabel}
        </button>
      </div>
    </form>
  );
}
