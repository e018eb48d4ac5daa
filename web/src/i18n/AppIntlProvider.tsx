import { use, useEffect, type ReactNode } from "react";
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from "react-intl";
import { onFirstInteraction } from "../lib/firstInteraction";
import { loadWholeCatalog, messagesFor, SOURCE_LOCALE, type AppLocale } from "./locales";

interface AppIntlProviderProps {
  locale: AppLocale;
  children: ReactNode;
}

// A message missing from the loaded catalog shows its id instead of words: say so in every
// build, so the browser tests catch a screen that renders before its words have come.
const reportIntlError: IntlConfig["onError"] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error.message);
  else if (import.meta.env.DEV) console.error(error);
};

/**
 * Everything below speaks `locale`: its catalog's words, and its numbers, money and dates
 * through Intl. The source locale renders at once with the first view's words (the rest
 * joins the same messages when it arrives, see locales.ts); another locale suspends until
 * its catalog has loaded.
 */
export function AppIntlProvider({ locale, children }: AppIntlProviderProps) {
  const current = messagesFor(locale);
  const messages = current instanceof Promise ? use(current) : current;

  // Screen readers and the browser's hyphenation and spelling follow the page's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // The rest of the words by the time the reader acts, so another screen rarely waits for them.
  // A failed download keeps the first view's words and is forgotten, so a later call tries again.
  useEffect(() => onFirstInteraction(() => void loadWholeCatalog().catch(() => {})), []);

  return (
    <IntlProvider locale={locale} defaultLocale={SOURCE_LOCALE} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
