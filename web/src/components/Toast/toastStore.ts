import type { DeferredMessage } from "../../i18n/messages";

// Toast state, kept outside React so any code (a mutation callback, a loader) can call
// toast(). Spec sections 4 and 9: at most 1 toast at a time; a dismissed toast is
// removed from state 1000000 ms later (the exit animation runs while it is still there).

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open (ms). */
export const TOAST_DURATION = 5000;
/** Swipe right this far (px) to dismiss. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = "default" | "destructive";

/**
 * A catalog message, resolved when the toast renders (toasts are raised outside React, in
 * callbacks with no `intl`); or text already in the reader's words (a server's message).
 */
export type ToastText = DeferredMessage | string;

export interface ToastInput {
  title?: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToastItem }
  | { type: "UPDATE_TOAST"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export interface ToastState {
  toasts: ToastItem[];
}

/** Pure: newest first, trimmed to the limit. Without an id, dismiss/remove apply to all. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
}

// Looked up at call time so tests can swap in fake timers.
const realTimers: Timers = { setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms) };

export function createToastStore(timers: Timers = realTimers) {
  let state: ToastState = { toasts: [] };
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, unknown>();

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action);
    listeners.forEach((listener) => listener());
  }

  function scheduleRemoval(id: string) {
    if (removals.has(id)) return;
    removals.set(
      id,
      timers.setTimeout(() => {
        removals.delete(id);
        dispatch({ type: "REMOVE_TOAST", toastId: id });
      }, TOAST_REMOVE_DELAY),
    );
  }

  function dismiss(toastId?: string) {
    const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    ids.forEach(scheduleRemoval);
    dispatch({ type: "DISMISS_TOAST", toastId });
  }

  function toast(input: ToastInput) {
    const id = String(++nextId);
    dispatch({ type: "ADD_TOAST", toast: { variant: "default", ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (patch: ToastInput) => dispatch({ type: "UPDATE_TOAST", toast: { ...patch, id } }),
    };
  }

  return {
    toast,
    dismiss,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
