import { use, useEffect, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { messagesFor, SOURCE_LOCALE, type AppLocale } from "./locales";

interface AppIntlProviderProps {
  locale: AppLocale;
  children: ReactNode;
}

/**
 * Everything below speaks `locale`: its catalog's words, and its numbers, money and dates
 * through Intl. The source locale renders at once; another suspends until its catalog
 * has loaded.
 */
export function AppIntlProvider({ locale, children }: AppIntlProviderProps) {
  const pending = messagesFor(locale);
  const messages = pending instanceof Promise ? use(pending) : pending;

  // Screen readers and the browser's hyphenation and spelling follow the page's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={SOURCE_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
