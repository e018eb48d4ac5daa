import { useEffect, useRef, useTransition } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { CityListItem } from "../../components/CityListItem/CityListItem";
import { ErrorState } from "../../components/StateCard/ErrorState";
import type { CitiesResults_query$key } from "./__generated__/CitiesResults_query.graphql";
import type { CitiesResultsPaginationQuery } from "./__generated__/CitiesResultsPaginationQuery.graphql";
import { CITY_TIERS } from "../../lib/cityTiers";
import { cityFilterVariables, sameCityFilters, type CityFilters } from "./cityFilters";
import { TierCard } from "./TierCard";
import * as styles from "./CitiesPage.css";

// The server's connections give at most 100 at a time; about 430 cities is five pages.
const PAGE_SIZE = 100;

interface CitiesResultsProps {
  query: CitiesResults_query$key;
  /** As the URL has them; when they change, the results refetch. */
  filters: CityFilters;
  onChange: (filters: CityFilters) => void;
}

/** The tier cards and the 'All Cities' grid for the current filters. */
export function CitiesResults({ query, filters, onChange }: CitiesResultsProps) {
  const intl = useIntl();
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CitiesResultsPaginationQuery,
    CitiesResults_query$key
  >(
    graphql`
      fragment CitiesResults_query on Query
      @refetchable(queryName: "CitiesResultsPaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        province: { type: "String" }
        tier: { type: "Int" }
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
      ) {
        # The tier cards follow the search and province, never the tier filter.
        tier1: cities(tier: 1, search: $search, province: $province, first: 3) {
          ...TierCard_cities
        }
        tier2: cities(tier: 2, search: $search, province: $province, first: 3) {
          ...TierCard_cities
        }
        tier3: cities(tier: 3, search: $search, province: $province, first: 3) {
          ...TierCard_cities
        }
        tier4: cities(tier: 4, search: $search, province: $province, first: 3) {
          ...TierCard_cities
        }
        allCities: cities(search: $search, province: $province, tier: $tier, first: $count, after: $cursor)
          @connection(key: "CitiesResults_allCities", filters: ["search", "province", "tier"]) {
          totalCount
          edges {
            node {
              id
              ...CityListItem_city
            }
          }
        }
      }
    `,
    query,
  );

  // A filter change keeps the current results up, dimmed, until the new ones arrive.
  const [isPending, startTransition] = useTransition();
  const applied = useRef(filters);
  useEffect(() => {
    if (sameCityFilters(applied.current, filters)) return;
    applied.current = filters;
    startTransition(() => {
      refetch({ ...cityFilterVariables(filters), count: PAGE_SIZE, cursor: null });
    });
  }, [filters, refetch]);

  const tierData = [data.tier1, data.tier2, data.tier3, data.tier4];
  const { totalCount, edges } = data.allCities;

  return (
    <div className={styles.results({ pending: isPending })} aria-busy={isPending}>
      <p role="status" className={styles.pendingNote}>
        {isPending && <FormattedMessage id="cities.results.updating" />}
      </p>
      <section aria-labelledby="city-tiers">
        <h2 id="city-tiers" className={styles.sectionHeading}>
          <FormattedMessage id="cities.tiers.heading" />
        </h2>
        <ul role="list" className={styles.tierGrid}>
          {CITY_TIERS.map((tier, index) => (
            <li key={tier.tier}>
              <TierCard
                tier={tier}
                cities={tierData[index]!}
                selected={filters.tier === tier.tier}
                onShowAll={() => onChange({ ...filters, tier: tier.tier })}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="all-cities">
        <h2 id="all-cities" className={styles.sectionHeading}>
          <FormattedMessage id="cities.all.heading" values={{ count: totalCount }} />
        </h2>
        {totalCount === 0 ? (
          <ErrorState
            type="location"
            title={intl.formatMessage({ id: "cities.empty.title" })}
            message={intl.formatMessage({ id: "cities.empty.message" })}
            suggestions={[
              intl.formatMessage({ id: "cities.empty.suggestion1" }),
              intl.formatMessage({ id: "cities.empty.suggestion2" }),
              intl.formatMessage({ id: "cities.empty.suggestion3" }),
            ]}
            action={{
              label: intl.formatMessage({ id: "cities.empty.clearFilters" }),
              onClick: () => onChange({ search: "", province: null, tier: null }),
            }}
          />
        ) : (
          <>
            <ul role="list" className={styles.cityGrid}>
              {edges.map(({ node }) => (
                <li key={node.id}>
                  <CityListItem city={node} />
                </li>
              ))}
            </ul>
            {hasNext && (
              <div className={styles.more}>
                <p className={styles.moreCount}>
                  <FormattedMessage id="cities.more.showing" values={{ shown: edges.length, total: totalCount }} />
                </p>
                <button
                  type="button"
                  className={button({ variant: "secondary" })}
                  disabled={isLoadingNext}
                  onClick={() => loadNext(PAGE_SIZE)}
                >
                  <FormattedMessage id={isLoadingNext ? "cities.more.loading" : "cities.more.showMore"} />
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
