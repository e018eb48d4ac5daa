import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { dangerFill } from "../../styles/danger.css";
import { dialogActions } from "../../styles/dialog.css";
import { button } from "../Button/Button.css";
import * as frame from "../DialogFrame/DialogFrame.css";

// Texts given as props are already in the reader's words: the caller resolves them.
export interface ConfirmDialogProps {
  open: boolean;
  /** Asked when the person opens or closes it; a close is ignored while the answer is awaited. */
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What is about to go, named so the reader knows which. */
  description: string;
  /** More the reader must know before answering (what a cancellation refunds), under the description. */
  details?: ReactNode;
  /** The way out: 'Keep Booking', 'Cancel'. */
  cancelLabel: string;
  confirmLabel: string;
  submittingLabel: string;
  /** The confirmed change is on its way: the dialog waits for the answer, its buttons disabled. */
  submitting: boolean;
  onConfirm: () => void;
  /** Where focus goes once it closes, when not back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The button that opens it, when it has one; otherwise the caller opens it through `open`. */
  children?: ReactNode;
}

/**
 * Asks before something that cannot be undone (cancelling, revoking), with the red button.
 * An alert dialog: it keeps focus until answered, and opens on the way out, so Enter never
 * confirms by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  details,
  cancelLabel,
  confirmLabel,
  submittingLabel,
  submitting,
  onConfirm,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !submitting) onOpenChange(next);
      }}
    >
      {children && <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={frame.overlay} />
        <AlertDialog.Content className={frame.content.narrow} onCloseAutoFocus={onCloseAutoFocus}>
          <div className={frame.header}>
            <AlertDialog.Title className={frame.title}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={frame.description}>{description}</AlertDialog.Description>
            {details && <div className={frame.description}>{details}</div>}
          </div>
          <div className={dialogActions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
                {cancelLabel}
              </button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before the answer comes. */}
            <button
              type="button"
              className={`${button({ variant: "primary" })} ${dangerFill}`}
              disabled={submitting}
              onClick={onConfirm}
            >
              {submitting ? submittingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
