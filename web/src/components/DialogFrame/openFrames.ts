// The frame dialogs open right now, oldest first, for the two things Radix cannot do alone:
// send focus back to the button that opened a dialog it has no Trigger for, and close a
// dialog on Escape while a toast is showing (see escapeUnderToast below).

export interface OpenFrame {
  /** The dialog's content element, which holds focus while it is open. */
  node: HTMLElement;
  /** Closes the dialog, as its close button does. */
  dismiss: () => void;
  /** Where focus goes back to on close: the opener first, then its own dialog's opener. */
  returnFocusTo: readonly HTMLElement[];
}

const frames: OpenFrame[] = [];
/** The last frame to close with focus inside it, until it has put focus back (a moment later). */
let closedWithFocus: OpenFrame | null = null;

export function registerFrame(frame: OpenFrame): () => void {
  frames.push(frame);
  return () => {
    const index = frames.indexOf(frame);
    if (index !== -1) frames.splice(index, 1);
    // Its content is gone; focus in it fell to the body.
    const page = frame.node.ownerDocument;
    if (!page.activeElement || page.activeElement === page.body) closedWithFocus = frame;
  };
}

/** The frame has put focus back where it belongs (or another dialog has taken it over). */
export function focusReturned(frame: OpenFrame | null) {
  if (frame && closedWithFocus === frame) closedWithFocus = null;
}

/**
 * The focus to restore when a frame opened from `opener` closes. An opener inside another
 * frame (the comparison's 'Book Now') goes when that frame closes, so that frame's own
 * opener (the tray's 'Compare') is kept behind it. Radix mounts a dialog's content a render
 * after it opens, so when one dialog replaces another, the first has closed, and its
 * opener's button is gone, by the time the second looks: it takes over the first's return.
 */
export function returnTargetsFor(opener: Element | null): HTMLElement[] {
  if (!(opener instanceof HTMLElement) || opener === opener.ownerDocument.body) {
    const replaced = closedWithFocus;
    closedWithFocus = null;
    return replaced ? [...replaced.returnFocusTo] : [];
  }
  const host = frames.find((frame) => frame.node.contains(opener));
  return [opener, ...(host?.returnFocusTo ?? [])];
}

/** The first target that can still take focus: on the page, enabled, and not left in a closed dialog. */
export function focusableReturnTarget(targets: readonly HTMLElement[]): HTMLElement | undefined {
  return targets.find(
    (target) => target.isConnected && !target.matches(":disabled") && !target.closest("[role=dialog]"),
  );
}

/**
 * Radix gives Escape to the newest layer only, and a toast that appears over a dialog is
 * newer: the Escape meant for the dialog would close the toast instead. The toaster calls
 * this when Escape is pressed outside its toasts; the top dialog takes it when focus is in
 * it (or nowhere, as after its submit button was disabled). True when a dialog closed.
 */
export function escapeUnderToast(target: EventTarget | null): boolean {
  const top = frames.at(-1);
  if (!top) return false;
  const page = top.node.ownerDocument;
  const focusIsNowhere = target === null || target === page.body || target === page.documentElement;
  if (!focusIsNowhere && !(target instanceof Node && top.node.contains(target))) return false;
  top.dismiss();
  return true;
}
