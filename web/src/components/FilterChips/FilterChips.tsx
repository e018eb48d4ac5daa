import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { formatPriceCents } from "../../lib/format";
import { hasFilters, NO_FILTERS, PRICE_CHIP_DOLLARS, RATING_CHIP, type SearchFilters } from "./searchFilters";
import { CheckIcon } from "../ProviderCard/ProviderCard";
import * as styles from "./FilterChips.css";

interface FilterChipsProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

interface Chip {
  key: string;
  label: (intl: IntlShape) => string;
  isOn: (filters: SearchFilters) => boolean;
  toggle: (filters: SearchFilters) => SearchFilters;
}

/** Spec section 2 "Filter chips": each toggles on and off. */
const CHIPS: readonly Chip[] = [
  {
    key: "maxPrice",
    label: (intl) =>
      intl.formatMessage({ id: "filterChips.underPrice" }, { price: formatPriceCents(PRICE_CHIP_DOLLARS * 100, intl) }),
    isOn: (f) => f.maxPrice === PRICE_CHIP_DOLLARS,
    toggle: (f) => ({ ...f, maxPrice: f.maxPrice === PRICE_CHIP_DOLLARS ? null : PRICE_CHIP_DOLLARS }),
  },
  {
    key: "minRating",
    label: (intl) => intl.formatMessage({ id: "filterChips.minRating" }, { rating: RATING_CHIP }),
    isOn: (f) => f.minRating === RATING_CHIP,
    toggle: (f) => ({ ...f, minRating: f.minRating === RATING_CHIP ? null : RATING_CHIP }),
  },
  {
    key: "mobileOnly",
    label: (intl) => intl.formatMessage({ id: "filterChips.mobileService" }),
    isOn: (f) => f.mobileOnly,
    toggle: (f) => ({ ...f, mobileOnly: !f.mobileOnly }),
  },
  {
    key: "certifiedOnly",
    label: (intl) => intl.formatMessage({ id: "filterChips.verifiedOnly" }),
    isOn: (f) => f.certifiedOnly,
    toggle: (f) => ({ ...f, certifiedOnly: !f.certifiedOnly }),
  },
];

export function FilterChips({ filters, onChange }: FilterChipsProps) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: "filterChips.label" })} className={styles.chips}>
      {CHIPS.map((chip) => {
        const on = chip.isOn(filters);
        return (
          <button
            key={chip.key}
            type="button"
            aria-pressed={on}
            className={styles.chip({ on })}
            onClick={() => onChange(chip.toggle(filters))}
          >
            {on && <CheckIcon />}
            {chip.label(intl)}
          </button>
        );
      })}
      {hasFilters(filters) && (
        <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          <FormattedMessage id="filterChips.clear" />
        </button>
      )}
    </div>
  );
}
