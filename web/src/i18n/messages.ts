import type { PrimitiveType } from "react-intl";
import type sourceMessages from "./en-CA.json";
import type { AppLocale } from "./locales";

// Every word the interface shows is a message of en-CA.json, the source catalog: a flat
// map of ids, named screen.part.detail ("home.hero.title"), to ICU MessageFormat text.
// A new string is a new entry there, then <FormattedMessage id="…" values={…} /> for text
// in JSX, or intl.formatMessage({ id: "…" }, values) (intl = useIntl()) where a string is
// needed (aria-label, placeholder, <title>, a prop typed string). Counts are plurals
// ("{count, plural, one {# city} other {# cities}}"); numbers, money and dates go through
// Intl ({n, number}, intl.formatNumber, lib/format.ts), never by hand.

/** An id of the source catalog, en-CA.json; TypeScript rejects any other. */
export type MessageId = keyof typeof sourceMessages;

/** A whole catalog: every id with its ICU MessageFormat text. */
export type Messages = Record<MessageId, string>;

/**
 * Words chosen where there is no `intl` to hand (a plain module, a toast raised from a
 * mutation callback) and resolved where they are rendered, in the reader's locale.
 */
export interface DeferredMessage {
  id: MessageId;
  values?: Record<string, PrimitiveType>;
}

// react-intl's documented way to type ids: every `id` of <FormattedMessage>,
// intl.formatMessage and defineMessage(s) becomes a MessageId, so a typo or a removed
// message fails `npm run typecheck`.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's typing hook is this global namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    interface IntlConfig {
      locale: AppLocale;
    }
  }
}
