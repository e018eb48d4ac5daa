/**
 * The browser's first use of Intl loads its locale data: on a slow phone a few tens of
 * milliseconds that nothing can split. Left to the first render, it landed inside the first
 * render step React cannot yield in (IntlProvider's createIntl, which asks whether the locale
 * is supported) and made it one long task. Called on its own, in a task of its own, before
 * that render, it makes the same calls react-intl's first render and the first view's
 * messages make (plurals, numbers, prices), so they find the data loaded.
 */
export function warmUpIntl(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1);
}
