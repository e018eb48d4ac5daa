// The device's list of saved providers (spec section 2 "Provider card": the favourite heart).
// The ids live in localStorage, so a visitor's hearts stay on the device; while someone is
// signed in the list mirrors the account's (sync.ts). Every heart on screen, and in other
// tabs, follows this one store.

const STORAGE_KEY = "savedProviders";
/** The account (its global id) whose list the device's mirrors, once the device's was merged in. */
const ACCOUNT_KEY = "savedProviders.account";

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

/** The set with `id` added (last: the newest) or taken out. Pure. */
export function toggleSavedId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The set with `id` in it or not, as asked. Pure. */
export function withSavedId(ids: ReadonlySet<string>, id: string, saved: boolean): ReadonlySet<string> {
  if (ids.has(id) === saved) return ids;
  return toggleSavedId(ids, id);
}

/** Stored oldest first (a new heart is added last); shown and sent newest first. Pure. */
export function newestFirst(ids: ReadonlySet<string>): string[] {
  return [...ids].reverse();
}

/** The account's list (newest first) as the device stores it. Pure. */
export function fromAccountList(ids: readonly string[]): ReadonlySet<string> {
  return new Set([...ids].reverse());
}

// The list in localStorage, read through a cache that keeps one object while nothing changed.

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedIds: ReadonlySet<string> = new Set();
// Storage off (private mode, a policy): hearts last for the page.
let memoryAccount: string | null = null;

/** The device's list: the same object while nothing changed (useSyncExternalStore needs that). */
export function read(): ReadonlySet<string> {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return cachedIds;
  }
  // useSyncExternalStore needs the same object while nothing changed.
  if (text !== cachedText) {
    cachedText = text;
    cachedIds = parseSavedIds(text);
  }
  return cachedIds;
}

export function write(ids: ReadonlySet<string>) {
  if (ids === read()) return;
  cachedIds = ids;
  try {
    cachedText = JSON.stringify([...ids]);
    window.localStorage.setItem(STORAGE_KEY, cachedText);
  } catch {
    // See read.
  }
  notify();
}

/** Tells every subscriber to read again (something they derive from the store changed). */
export function notify() {
  listeners.forEach((listener) => listener());
}

/** The account the device's list mirrors, or null for none. */
export function readAccount(): string | null {
  try {
    return window.localStorage.getItem(ACCOUNT_KEY);
  } catch {
    return memoryAccount;
  }
}

export function writeAccount(accountId: string | null) {
  memoryAccount = accountId;
  try {
    if (accountId === null) window.localStorage.removeItem(ACCOUNT_KEY);
    else window.localStorage.setItem(ACCOUNT_KEY, accountId);
  } catch {
    // See read.
  }
}

/** Hears every change to the list, in this tab (write, notify) and in others (storage events). */
export function subscribe(listener: () => void) {
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

export const EMPTY: ReadonlySet<string> = new Set();
