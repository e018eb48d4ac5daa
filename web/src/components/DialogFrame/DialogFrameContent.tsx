import { Dialog } from "radix-ui";
import { useEffect, useEffectEvent, useRef, useState, type ComponentProps } from "react";
import { focusableReturnTarget, focusReturned, registerFrame, returnTargetsFor, type OpenFrame } from "./openFrames";
import * as frame from "./DialogFrame.css";

const OPEN_DIALOG = "[role=dialog][data-state=open], [role=alertdialog][data-state=open]";

interface DialogFrameContentProps extends Omit<ComponentProps<typeof Dialog.Content>, "className" | "ref"> {
  size: keyof typeof frame.content;
  /** What only this dialog needs besides the frame (a fixed height, say). */
  className?: string;
  /** Closes the dialog as its close button does: for an Escape pressed while a toast shows. */
  onDismiss: () => void;
}

/**
 * The frame's panel around Radix's Dialog.Content. Radix returns focus to a Dialog.Trigger;
 * a dialog opened from elsewhere (a card's 'Book Now', the tray's 'Compare') has none, so
 * this remembers what had focus when it opened and returns focus there on close. It also
 * lets the dialog take an Escape while a toast shows (see escapeUnderToast).
 */
export function DialogFrameContent({
  size,
  className,
  onDismiss,
  onCloseAutoFocus,
  children,
  ...props
}: DialogFrameContentProps) {
  // Mounted as the dialog opens, while focus is still on what opened it.
  const [returnFocusTo] = useState(() => returnTargetsFor(document.activeElement));
  const node = useRef<HTMLDivElement>(null);
  // Kept after the content unmounts: Radix asks where focus goes only after that.
  const registered = useRef<OpenFrame | null>(null);
  const dismiss = useEffectEvent(() => onDismiss());

  useEffect(() => {
    if (!node.current) return;
    const frame: OpenFrame = { node: node.current, dismiss: () => dismiss(), returnFocusTo };
    registered.current = frame;
    return registerFrame(frame);
  }, [returnFocusTo]);

  return (
    <Dialog.Content
      {...props}
      ref={node}
      className={className ? `${frame.content[size]} ${className}` : frame.content[size]}
      onCloseAutoFocus={(event) => {
        focusReturned(registered.current);
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Another dialog took over (booking from the comparison) and holds focus now.
        if (document.querySelector(OPEN_DIALOG)) {
          event.preventDefault();
          return;
        }
        const target = focusableReturnTarget(returnFocusTo);
        if (!target) return;
        event.preventDefault();
        target.focus({ preventScroll: true });
      }}
    >
      {children}
    </Dialog.Content>
  );
}
