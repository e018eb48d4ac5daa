import { useSyncExternalStore } from "react";
import { createToastStore } from "./toastStore";

// The app's single toast queue; <Toaster /> renders it.
const store = createToastStore();

/** Show a toast from anywhere (event handlers, mutation callbacks). */
export const toast = store.toast;
export const dismissToast = store.dismiss;

export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
