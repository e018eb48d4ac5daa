import { createIntl, createIntlCache } from "react-intl";
import sourceMessages from "./en-CA.json";
import { SOURCE_LOCALE } from "./locales";

/**
 * react-intl's `intl` for the source locale, for code with no provider above it: the unit
 * tests that check the catalog's words. Screens use the reader's (useIntl()).
 */
export const sourceIntl = createIntl({ locale: SOURCE_LOCALE, messages: sourceMessages }, createIntlCache());
