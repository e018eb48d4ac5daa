import { useEffect, useEffectEvent, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Field } from "../../components/Field/Field";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import * as formStyles from "../../styles/form.css";
import type { CityFiltersForm_provinces$key } from "./__generated__/CityFiltersForm_provinces.graphql";
import { CITY_TIERS, tierBand, type CityTier } from "../../lib/cityTiers";
import { cityFiltersToParams, type CityFilters } from "./cityFilters";
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
  const intl = useIntl();

  // What this form last asked for, until the URL brings filters back. The router renders a
  // navigation in a transition, tens of milliseconds later: a second change made in between
  // (a province, then at once a tier) must build on the first, not on the filters still on
  // screen, or the first is lost.
  const requested = useRef<CityFilters | null>(null);
  const filtersKey = cityFiltersToParams(filters).toString();
  useEffect(() => {
    requested.current = null;
  }, [filtersKey]);
  const latest = () => requested.current ?? filters;
  const change = (next: CityFilters, options: { replace: boolean }) => {
    requested.current = next;
    onChange(next, options);
  };

  // The box holds what is typed; the URL gets it once typing pauses.
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const pushed = useRef(filters.search);
  // Only a new pause in typing sends the text; other filter changes carry it along.
  const sendSearch = useEffectEvent((search: string) => {
    if (search === latest().search) return;
    pushed.current = search;
    change({ ...latest(), search }, { replace: true });
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
      aria-label={intl.formatMessage({ id: "cities.filters.label" })}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        pushed.current = text.trim();
        change({ ...latest(), search: text.trim() }, { replace: true });
      }}
    >
      <Field label={<FormattedMessage id="cities.filters.search.label" />} className={styles.searchField}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={formStyles.input}
            placeholder={intl.formatMessage({ id: "cities.filters.search.placeholder" })}
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <Field label={<FormattedMessage id="cities.filters.province.label" />}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={filters.province ?? ""}
            onChange={(event) =>
              change({ ...latest(), search: text.trim(), province: event.target.value || null }, { replace: false })
            }
          >
            <option value="">
              <FormattedMessage id="cities.filters.province.all" />
            </option>
            {provinceList.map((province) => (
              <option key={province.code} value={province.code}>
                <FormattedMessage
                  id="cities.filters.province.option"
                  values={{ province: province.name, count: province.cityCount }}
                />
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<FormattedMessage id="cities.filters.tier.label" />}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={filters.tier ?? ""}
            onChange={(event) =>
              change(
                {
                  ...latest(),
                  search: text.trim(),
                  tier: event.target.value ? (Number(event.target.value) as CityTier) : null,
                },
                { replace: false },
              )
            }
          >
            <option value="">
              <FormattedMessage id="cities.filters.tier.all" />
            </option>
            {CITY_TIERS.map((tier) => (
              <option key={tier.tier} value={tier.tier}>
                <FormattedMessage
                  id="cities.filters.tier.option"
                  values={{
                    tier: tier.tier,
                    label: intl.formatMessage({ id: tier.labelId }),
                    band: tierBand(tier, intl),
                  }}
                />
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}
