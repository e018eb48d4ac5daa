import sourceMessages from "./en-CA.json";
import type { Messages } from "./messages";

/** The catalog every other is translated from: the product spec's words, verbatim. */
export const SOURCE_LOCALE = "en-CA";

/**
 * The locales the interface speaks. Adding one is its catalog beside en-CA.json (say
 * fr-CA.json, with the ids it translates) and its tag here.
 */
export const LOCALES = [SOURCE_LOCALE] as const;

export type AppLocale = (typeof LOCALES)[number];

// Translations are fetched when their locale is first used; the source is always in the
// bundle, as every other locale falls back to it.
const translations = import.meta.glob<Partial<Messages>>(["./*.json", "!./en-CA.json"], { import: "default" });
const loading = new Map<AppLocale, Promise<Messages>>();

/**
 * The messages for a locale: the source's at once; another's once its file has loaded,
 * over the source's, so an id it has not translated yet shows the source's words.
 */
export function messagesFor(locale: AppLocale): Messages | Promise<Messages> {
  if (locale === SOURCE_LOCALE) return sourceMessages;
  let messages = loading.get(locale);
  if (!messages) {
    const load = translations[`./${locale}.json`];
    if (!load) throw new Error(`No catalog for ${locale}: add web/src/i18n/${locale}.json`);
    messages = load().then((translated) => ({ ...sourceMessages, ...translated }));
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
