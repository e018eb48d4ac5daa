// The filter chips' model (spec section 2 "Filter chips"): the page that shows the chips
// keeps these in its own state or URL.

/** Spec section 9: the price chip is $100, the rating chip 4.5. */
export const PRICE_CHIP_DOLLARS = 100;
export const RATING_CHIP = 4.5;

export interface SearchFilters {
  /** Whole dollars, or null for any price. */
  maxPrice: number | null;
  minRating: number | null;
  mobileOnly: boolean;
  certifiedOnly: boolean;
}

export const NO_FILTERS: SearchFilters = { maxPrice: null, minRating: null, mobileOnly: false, certifiedOnly: false };

export function hasFilters(filters: SearchFilters): boolean {
  return filters.maxPrice !== null || filters.minRating !== null || filters.mobileOnly || filters.certifiedOnly;
}
