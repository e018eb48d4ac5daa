import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * The store once someone has signed in (or just signed up): the viewer the mutation answered
 * with becomes the root's, so the header shows them without a refetch, and nothing fetched
 * as somebody else (a visitor, another account) is shown again without being fetched anew.
 * `payloadField` is the mutation's root field, whose payload holds the viewer.
 */
export function adoptViewer(store: RecordSourceSelectorProxy, payloadField: "signIn" | "signUp"): void {
  const viewer = store.getRootField(payloadField).getLinkedRecord("viewer");
  store.getRoot().setLinkedRecord(viewer, "viewer");
  store.invalidateStore();
}

/**
 * The store once the account has gone (signed out, or deleted): no viewer, and nothing
 * fetched while signed in shown to whoever comes next.
 */
export function forgetViewer(store: RecordSourceSelectorProxy): void {
  store.getRoot().setValue(null, "viewer");
  store.invalidateStore();
}
