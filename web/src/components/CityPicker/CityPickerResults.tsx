import { useMemo, type ComponentProps } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { CityPickerResultsQuery } from "./__generated__/CityPickerResultsQuery.graphql";
import { CityOptionList } from "./CityOptionList";
import { groupByProvince, type ProvinceGroup } from "./cityOptions";

// Spec section 9: a search shows at most 20 cities; no text shows tiers 1 and 2, first 20.
const MAX_RESULTS = 20;
const DEFAULT_TIERS = [1, 2];

const cityPickerResultsQuery = graphql`
  query CityPickerResultsQuery($search: String, $tiers: [Int!], $first: Int!) {
    cities(search: $search, tiers: $tiers, first: $first) {
      edges {
        node {
          id
          databaseId
          name
          province
          provinceCode
          displayName
        }
      }
    }
  }
`;

type CityPickerResultsProps = Omit<ComponentProps<typeof CityOptionList>, "groups"> & {
  /** Trimmed search text, at most MAX_CITY_SEARCH_LENGTH characters; "" for the default list. */
  search: string;
};

type QueriedCity = CityPickerResultsQuery["response"]["cities"]["edges"][number]["node"];

export function CityPickerResults({ search, ...listProps }: CityPickerResultsProps) {
  const data = useLazyLoadQuery<CityPickerResultsQuery>(
    cityPickerResultsQuery,
    search ? { search, tiers: null, first: MAX_RESULTS } : { search: null, tiers: DEFAULT_TIERS, first: MAX_RESULTS },
  );

  // Only the default list is grouped by province (spec); a search lists the best matches first.
  const groups: ProvinceGroup<QueriedCity>[] = useMemo(() => {
    const cities = data.cities.edges.map((edge) => edge.node);
    return search ? [{ province: "", cities }] : groupByProvince(cities);
  }, [data, search]);

  return <CityOptionList {...listProps} groups={groups} />;
}
