import { useCallback, useSyncExternalStore } from "react";

// Spec section 2 "Provider card": the favourite heart is local only. The saved provider
// ids live in localStorage; every heart on screen (and other tabs) follows one store.

const STORAGE_KEY = "savedProviders";

/** The ids in storage, or none if it holds something else. Pure. */
export function parseSavedIds(saved: string | null): ReadonlySet<string> {
  if (!saved) return new Set();
  try {
    const value: unknown = JSON.parse(saved);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** The set with `id` added or taken out. Pure. */
export function toggleSavedId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedIds: ReadonlySet<string> = new Set();

function read(): ReadonlySet<string> {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage off: nothing saved, and hearts last for the page (memory below).
    return cachedIds;
  }
  // useSyncExternalStore needs the same object while nothing changed.
  if (text !== cachedText) {
    cachedText = text;
    cachedIds = parseSavedIds(text);
  }
  return cachedIds;
}

function write(ids: ReadonlySet<string>) {
  cachedIds = ids;
  try {
    cachedText = JSON.stringify([...ids]);
    window.localStorage.setItem(STORAGE_KEY, cachedText);
  } catch {
    // See read.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: ReadonlySet<string> = new Set();

/** Whether this provider is saved, and a toggle. */
export function useSavedProvider(id: string): [saved: boolean, toggle: () => void] {
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback(() => write(toggleSavedId(read(), id)), [id]);
  return [ids.has(id), toggle];
}
