import { Dialog } from "radix-ui";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogHeader } from "../DialogFrame/DialogHeader";

// The guided dialogs' shell (the quick-start wizard, the quiz): a Radix dialog whose panel
// is mounted only while open (its answers go when it closes), each step starting at its
// heading, and actions that must wait until the dialog (and its focus trap) has gone.

export interface StepDialogProps {
  /** The button that opens it: focus goes back to it when the dialog closes. */
  trigger?: ReactNode;
  /** Given when the page opens it from more than one place (the quiz: the hero and the empty list). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel, mounted with the dialog; `close` closes it. */
  children: (close: () => void) => ReactNode;
}

export function StepDialog({ trigger, open, onOpenChange, children }: StepDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        {isOpen && children(() => setOpen(false))}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface StepPanel {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Closes the dialog, then runs `action` once focus is back on the page. */
  closeThen: (action: () => void) => void;
  /** The action closeThen left, once: the dialog runs it when it has gone. */
  takeAfterClose: () => (() => void) | null;
}

/** A panel's focus rules: each `step` starts at its heading, so a screen reader reads the new question first. */
export function useStepPanel(step: number, onClose: () => void): StepPanel {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What to do once the dialog has gone (its focus trap too) and focus is back on the
  // button that opened it: a booking dialog opened any sooner would have that trap take
  // focus back from it when it goes.
  const afterClose = useRef<(() => void) | null>(null);
  useEffect(() => headingRef.current?.focus(), [step]);
  return {
    headingRef,
    takeAfterClose: () => {
      const action = afterClose.current;
      afterClose.current = null;
      return action;
    },
    closeThen: (action) => {
      afterClose.current = action;
      onClose();
    },
  };
}

interface StepDialogContentProps {
  panel: StepPanel;
  wide: boolean;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  /** Under the title: where the user is among the steps. */
  indicator: ReactNode;
  children: ReactNode;
}

export function StepDialogContent({
  panel,
  wide,
  title,
  description,
  closeLabel,
  indicator,
  children,
}: StepDialogContentProps) {
  // Without a trigger (opened from elsewhere on the page) focus returns to what had it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog.Content
      className={wide ? frame.content.wide : frame.content.narrow}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        panel.headingRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        if (opener?.isConnected && !opener.closest("[role=dialog]")) {
          event.preventDefault();
          opener.focus({ preventScroll: true });
        }
        const action = panel.takeAfterClose();
        // After Radix has focused the trigger (it does so once this returns), which would
        // otherwise scroll the page back up from the list an action shows.
        if (action) queueMicrotask(action);
      }}
    >
      <DialogHeader title={title} description={description} closeLabel={closeLabel}>
        {indicator}
      </DialogHeader>
      {children}
    </Dialog.Content>
  );
}
