import { hasFilters, NO_FILTERS, PRICE_CHIP_DOLLARS, RATING_CHIP, type SearchFilters } from "./searchFilters";
import { CheckIcon } from "../ProviderCard/ProviderCard";
import * as styles from "./FilterChips.css";

interface FilterChipsProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

interface Chip {
  label: string;
  isOn: (filters: SearchFilters) => boolean;
  toggle: (filters: SearchFilters) => SearchFilters;
}

/** Spec section 2 "Filter chips": each toggles on and off. */
const CHIPS: readonly Chip[] = [
  {
    label: `Under $${PRICE_CHIP_DOLLARS}`,
    isOn: (f) => f.maxPrice === PRICE_CHIP_DOLLARS,
    toggle: (f) => ({ ...f, maxPrice: f.maxPrice === PRICE_CHIP_DOLLARS ? null : PRICE_CHIP_DOLLARS }),
  },
  {
    label: `${RATING_CHIP}+ Stars`,
    isOn: (f) => f.minRating === RATING_CHIP,
    toggle: (f) => ({ ...f, minRating: f.minRating === RATING_CHIP ? null : RATING_CHIP }),
  },
  { label: "Mobile Service", isOn: (f) => f.mobileOnly, toggle: (f) => ({ ...f, mobileOnly: !f.mobileOnly }) },
  { label: "Verified Only", isOn: (f) => f.certifiedOnly, toggle: (f) => ({ ...f, certifiedOnly: !f.certifiedOnly }) },
];

export function FilterChips({ filters, onChange }: FilterChipsProps) {
  return (
    <div role="group" aria-label="Filters" className={styles.chips}>
      {CHIPS.map((chip) => {
        const on = chip.isOn(filters);
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={on}
            className={styles.chip({ on })}
            onClick={() => onChange(chip.toggle(filters))}
          >
            {on && <CheckIcon />}
            {chip.label}
          </button>
        );
      })}
      {hasFilters(filters) && (
        <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
