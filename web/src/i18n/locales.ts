import firstViewMessages from "./en-CA.json?part=firstView";
import type { Messages } from "./messages";

/** The catalog every other is translated from: the product spec's words, verbatim. */
export const SOURCE_LOCALE = "en-CA";

/**
 * The locales the interface speaks. Adding one is its catalog beside en-CA.json (say
 * fr-CA.json, with the ids it translates) and its tag here.
 */
export const LOCALES = [SOURCE_LOCALE] as const;

export type AppLocale = (typeof LOCALES)[number];

// The source catalog comes in two parts (scripts/vite/messageCatalogParts.ts): the first
// view's words are in the first download; the rest are fetched with the first code that
// shows them (lazyComponent waits for them), or at the reader's first press of a key or
// pointer, whichever comes first.
//
// The rest is added to this one object in place, so nothing re-renders for it: what is on
// screen already has its words, and whatever needs the rest waits for it (lazyComponent) and
// finds it here. A new object would change react-intl's context and re-render the whole app,
// and (through useSyncExternalStore) synchronously: one task of several hundred milliseconds
// on a slow phone, right when a page whose code waits for the words (the finder) first shows.
const sourceMessages: Messages = { ...(firstViewMessages as Messages) };
let wholeSource: Promise<Messages> | undefined;

/** The whole source catalog, once it has loaded. Safe to call often; a failed download is tried afresh. */
export function loadWholeCatalog(): Promise<Messages> {
  wholeSource ??= import("./en-CA.json?part=later").then(
    ({ default: later }) => Object.assign(sourceMessages, later),
    (error: unknown) => {
      wholeSource = undefined;
      throw error;
    },
  );
  return wholeSource;
}

// Translations are fetched when their locale is first used, over the whole source: a
// translation falls back to the source's words for an id it has not translated yet.
const translations = import.meta.glob<Partial<Messages>>(["./*.json", "!./en-CA.json"], { import: "default" });
const loading = new Map<AppLocale, Promise<Messages>>();

/**
 * The messages for a locale: the source's at once (as much of it as has loaded, the rest
 * joining the same object); another's once its file and the whole source have loaded.
 */
export function messagesFor(locale: AppLocale): Messages | Promise<Messages> {
  if (locale === SOURCE_LOCALE) return sourceMessages;
  let messages = loading.get(locale);
  if (!messages) {
    const load = translations[`./${locale}.json`];
    if (!load) throw new Error(`No catalog for ${locale}: add web/src/i18n/${locale}.json`);
    messages = Promise.all([loadWholeCatalog(), load()]).then(([source, translated]) => ({ ...source, ...translated }));
    loading.set(locale, messages);
  }
  return messages;
}

/**
 * The locale to speak for the reader's preferences (navigator.languages, best first):
 * the first exact match, else the first of ours in the same language, else the fallback.
 */
export function negotiateLocale<L extends string>(
  requested: readonly string[],
  supported: readonly L[],
  fallback: L,
): L {
  const language = (tag: string) => tag.split("-")[0]!.toLowerCase();
  for (const tag of requested) {
    const exact = supported.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = supported.find((locale) => language(locale) === language(tag));
    if (sameLanguage) return sameLanguage;
  }
  return fallback;
}
