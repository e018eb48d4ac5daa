// Numbers are formatted only at the edge, here and in the catalog's messages
// ({count, number}, plurals' #), by Intl for the reader's locale.
import type { IntlShape } from "react-intl";

/** What formatting needs of react-intl's `intl` (useIntl()): its locale's number formats. */
export type NumberFormatter = Pick<IntlShape, "formatNumber">;

// Spec section 9: prices are shown in whole dollars. The currency is the product's, not
// the reader's: a price is Canadian dollars in every locale ("$85", "85 $").
const WHOLE_DOLLARS = { style: "currency", currency: "CAD", maximumFractionDigits: 0 } as const;
const WHOLE = { maximumFractionDigits: 0 } as const;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const KILOMETRES = { style: "unit", unit: "kilometer", unitDisplay: "short", ...ONE_DECIMAL } as const;

/**
 * A count on its own, as every count shows ("Showing 12 of 2,000"): whole, thousands grouped
 * the reader's way. Beside words, a count is a plural in the catalog ({count, plural, ...}),
 * whose # is formatted the same way.
 */
export function formatCount(count: number, intl: NumberFormatter): string {
  return intl.formatNumber(count, WHOLE);
}

/** "2,794,356" in en-CA: a count of people. */
export function formatPopulation(population: number, intl: NumberFormatter): string {
  return formatCount(population, intl);
}

/** Spec section 9: prices are stored in cents and shown in whole dollars ("$85"). */
export function formatPriceCents(cents: number, intl: NumberFormatter): string {
  return intl.formatNumber(Math.round(cents / 100), WHOLE_DOLLARS);
}

/** A distance with one decimal: "3.2 km". */
export function formatDistanceKm(km: number, intl: NumberFormatter): string {
  return intl.formatNumber(km, KILOMETRES);
}

/** A rating with one decimal, as stars are read out: "4.8". */
export function formatRating(rating: number, intl: NumberFormatter): string {
  return intl.formatNumber(rating, ONE_DECIMAL);
}
