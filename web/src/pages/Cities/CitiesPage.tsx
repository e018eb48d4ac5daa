import { useCallback } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { claimValues } from "../../../../shared/marketing/claims";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { RouteQuery } from "../../routing/queryRegistry";
import { useRouteQuery } from "../../routing/routeQuery";
import type { CitiesPageQuery } from "./__generated__/CitiesPageQuery.graphql";
import { CitiesResults } from "./CitiesResults";
import { CityFiltersForm } from "./CityFiltersForm";
import { cityFiltersToParams, parseCityFilters, type CityFilters } from "./cityFilters";

const citiesPageQuery = graphql`
  query CitiesPageQuery($search: String, $province: String, $tier: Int) @preloadable {
    provinces {
      ...CityFiltersForm_provinces
    }
    ...CitiesResults_query @arguments(search: $search, province: $province, tier: $tier)
    marketplaceFigures {
      cities
    }
  }
`;

/** /cities-directory and /cities: every city, searchable and filtered by province and tier. */
export function CitiesPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as RouteQuery<CitiesPageQuery>;
  const data = useRouteQuery<CitiesPageQuery>(citiesPageQuery, queryRef);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseCityFilters(searchParams);
  // The directory's size as the database has it, rounded down ("400+"): never a claim it can't keep.
  const cityCount = claimValues(data.marketplaceFigures.cities);

  const applyFilters = useCallback(
    (next: CityFilters, { replace }: { replace: boolean }) =>
      setSearchParams(cityFiltersToParams(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "cities.title" })}
        documentTitle={intl.formatMessage({ id: "cities.documentTitle" })}
        intro={<FormattedMessage id="cities.intro" values={cityCount} />}
      />
      <CityFiltersForm provinces={data.provinces} filters={filters} onChange={applyFilters} />
      <CitiesResults query={data} filters={filters} onChange={(next) => applyFilters(next, { replace: false })} />
    </>
  );
}
