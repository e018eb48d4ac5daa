import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * The store once the account has gone (signed out, or deleted): no viewer, and nothing
 * fetched while signed in shown to whoever comes next.
 */
export function forgetViewer(store: RecordSourceSelectorProxy): void {
  store.getRoot().setValue(null, "viewer");
  store.invalidateStore();
}
