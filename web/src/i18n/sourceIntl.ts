import { createIntl, createIntlCache } from "react-intl";
import sourceMessages from "./en-CA.json";
import { SOURCE_LOCALE } from "./locales";

/**
 * react-intl's `intl` for the source locale, for code with no provider above it: unit
 * tests that check the catalog's words, and callers not yet given the reader's `intl`.
 */
export const sourceIntl = createIntl({ locale: SOURCE_LOCALE, messages: sourceMessages }, createIntlCache());
