import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import { EMPTY, newestFirst, read, subscribe } from "./store";
import { settledFor, startAccountSync, toggleSaved } from "./sync";

// The hearts' hooks: each follows the device's list, and keeps the account sync running
// (sync.ts) while anything that shows hearts is on screen.

function useAccountSync(): Environment {
  const environment = useRelayEnvironment();
  useEffect(() => startAccountSync(environment), [environment]);
  return environment;
}

/** Whether this provider is saved, and a toggle. */
export function useSavedProvider(id: string): [saved: boolean, toggle: () => void] {
  const environment = useAccountSync();
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback(() => toggleSaved(environment, id), [environment, id]);
  return [ids.has(id), toggle];
}

/** The saved providers' ids, newest first: the Saved screen's list. */
export function useSavedProviderIds(): readonly string[] {
  useAccountSync();
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  return useMemo(() => newestFirst(ids), [ids]);
}

/**
 * Whether the signed-in account's list has come in during this visit (always, for a visitor
 * or once it has): until then an empty device list does not mean nothing is saved.
 */
export function useAccountListReady(viewerId: string | null): boolean {
  const environment = useAccountSync();
  const ready = useCallback(() => viewerId === null || settledFor(environment) === viewerId, [environment, viewerId]);
  return useSyncExternalStore(subscribe, ready, () => true);
}
