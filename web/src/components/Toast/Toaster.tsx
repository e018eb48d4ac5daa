import { Toast } from "radix-ui";
import { useLayoutEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import { escapeUnderToast } from "../DialogFrame/openFrames";
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, type ToastText } from "./toastStore";
import { useToast } from "./useToast";
import * as styles from "./Toaster.css";

/**
 * Renders the toast queue with Radix Toast: it provides the live region, the F8 hotkey
 * to reach it (Radix's default), pause on hover/focus and swipe to dismiss.
 */
export function Toaster() {
  const intl = useIntl();
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  // Placed as each toast arrives: below an open dialog's title, else the stylesheet's place.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || toasts.length === 0) return;
    const top = belowOpenDialogTitle();
    element.style.top = top === null ? "" : `${top}px`;
  }, [toasts]);
  const words = (text: ToastText) => (typeof text === "string" ? text : intl.formatMessage(text, text.values));
  return (
    <Toast.Provider
      label={intl.formatMessage({ id: "toaster.label" })}
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, variant = "default", open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          // Failures interrupt the screen reader; confirmations wait their turn.
          type={variant === "destructive" ? "foreground" : "background"}
          // Radix gives Escape to the newest layer, which a toast over a dialog is: an Escape
          // pressed in the dialog closes the dialog, and the toast stays its time to be read.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Node && viewport.current?.contains(event.target)) return;
            if (escapeUnderToast(event.target)) event.preventDefault();
          }}
          className={styles.root({ variant })}
        >
          <div className={styles.body}>
            {title && <Toast.Title className={styles.title}>{words(title)}</Toast.Title>}
            {description && <Toast.Description className={styles.description}>{words(description)}</Toast.Description>}
          </div>
          <Toast.Close className={styles.close} aria-label={intl.formatMessage({ id: "toaster.close" })}>
            <CloseGlyph />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Radix puts the hotkey's name where the label says {hotkey}. */}
      <Toast.Viewport
        ref={viewport}
        className={styles.viewport}
        label={intl.formatMessage({ id: "toaster.viewport.label" }, { hotkey: "{hotkey}" })}
      />
    </Toast.Provider>
  );
}

/** Radix's open dialogs and alert dialogs, the newest last (the bell's popover is a dialog too). */
const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
/** Room kept under a toast placed low: a short toast's height and the viewport's padding. */
const TOAST_ROOM_PX = 120;

/**
 * Where a toast goes while a dialog is open: just under its title, which says what the
 * toast is about, so it covers neither the title nor the dialog's buttons at the bottom
 * (a tall dialog's title sits near the top of the screen, its buttons near the foot).
 * Null when no dialog is open, or the open one has no title to go by.
 */
function belowOpenDialogTitle(): number | null {
  const dialogs = document.querySelectorAll(OPEN_DIALOGS);
  const dialog = dialogs[dialogs.length - 1];
  const titleId = dialog?.getAttribute("aria-labelledby");
  const title = titleId ? document.getElementById(titleId) : null;
  if (!title) return null;
  const bottom = title.getBoundingClientRect().bottom;
  return Math.round(Math.max(0, Math.min(bottom, window.innerHeight - TOAST_ROOM_PX)));
}
