import { graphql } from "react-relay";
import { useLoaderData, useNavigate } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { BRAND_NAME } from "../../lib/brand";
import { formatPopulation } from "../../lib/format";
import type { RouteQuery } from "../../routing/queryRegistry";
import { useRouteQuery } from "../../routing/routeQuery";
import type { CityPageQuery } from "./__generated__/CityPageQuery.graphql";
import * as styles from "./CityPage.css";

const cityPageQuery = graphql`
  query CityPageQuery($slug: String!) {
    city(slug: $slug) {
      name
      province
      tier
      tierLabel
      population
    }
  }
`;

export function CityPage() {
  const { queryRef } = useLoaderData() as RouteQuery<CityPageQuery>;
  const { city } = useRouteQuery<CityPageQuery>(cityPageQuery, queryRef);
  const navigate = useNavigate();

  if (!city) {
    return (
      <>
        <title>{`City Not Found | ${BRAND_NAME}`}</title>
        <ErrorState
          type="location"
          title="City Not Found"
          message="We couldn't find a city at this address."
          headingLevel={1}
          action={{ label: "Go Back", onClick: () => void navigate(-1) }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={`${city.name}, ${city.province}`} documentTitle={`Local services in ${city.name}`} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.label}>City size</dt>
          <dd>
            <span className={styles.tierBadge}>
              Tier {city.tier} · {city.tierLabel}
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>Population</dt>
          <dd className={styles.value}>{formatPopulation(city.population)}</dd>
        </div>
      </dl>
    </>
  );
}
