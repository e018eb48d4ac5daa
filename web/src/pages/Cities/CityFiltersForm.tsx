import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import type { CityFiltersForm_provinces$key } from "./__generated__/CityFiltersForm_provinces.graphql";
import { CITY_TIERS, type CityFilters, type CityTier } from "./cityFilters";
import * as styles from "./CitiesPage.css";

const SEARCH_DEBOUNCE_MS = 250;

interface CityFiltersFormProps {
  provinces: CityFiltersForm_provinces$key;
  /** As the URL has them. */
  filters: CityFilters;
  /** `replace` while typing, so each pause does not become a history entry. */
  onChange: (filters: CityFilters, options: { replace: boolean }) => void;
}

export function CityFiltersForm({ provinces, filters, onChange }: CityFiltersFormProps) {
  const provinceList = useFragment(
    graphql`
      fragment CityFiltersForm_provinces on Province @relay(plural: true) {
        code
        name
        cityCount
      }
    `,
    provinces,
  );
  const ids = { search: useId(), province: useId(), tier: useId() };

  // The box holds what is typed; the URL gets it once typing pauses.
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const pushed = useRef(filters.search);
  // Only a new pause in typing sends the text; other filter changes carry it along.
  const sendSearch = useEffectEvent((search: string) => {
    if (search === filters.search) return;
    pushed.current = search;
    onChange({ ...filters, search }, { replace: true });
  });
  useEffect(() => sendSearch(debounced), [debounced]);
  // Back, forward or a link changed the URL's search: show it, unless it is what we just sent.
  useEffect(() => {
    if (filters.search !== pushed.current) {
      pushed.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  return (
    <form
      role="search"
      aria-label="Cities"
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        pushed.current = text.trim();
        onChange({ ...filters, search: text.trim() }, { replace: true });
      }}
    >
      <div className={styles.searchField}>
        <label htmlFor={ids.search} className={styles.label}>
          Search cities
        </label>
        <input
          id={ids.search}
          type="search"
          className={styles.input}
          placeholder="City or province"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.province} className={styles.label}>
          Province
        </label>
        <select
          id={ids.province}
          className={styles.select}
          value={filters.province ?? ""}
          onChange={(event) =>
            onChange({ ...filters, search: text.trim(), province: event.target.value || null }, { replace: false })
          }
        >
          <option value="">All provinces</option>
          {provinceList.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name} ({province.cityCount})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.tier} className={styles.label}>
          Tier
        </label>
        <select
          id={ids.tier}
          className={styles.select}
          value={filters.tier ?? ""}
          onChange={(event) =>
            onChange(
              {
                ...filters,
                search: text.trim(),
                tier: event.target.value ? (Number(event.target.value) as CityTier) : null,
              },
              { replace: false },
            )
          }
        >
          <option value="">All tiers</option>
          {CITY_TIERS.map(({ tier, label, band }) => (
            <option key={tier} value={tier}>
              {tier} {label} ({band})
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
