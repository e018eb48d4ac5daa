import { graphql } from "react-relay";
import { useLoaderData } from "react-router-dom";
import { CityListItem } from "../../components/CityListItem/CityListItem";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { RouteQuery } from "../../routing/queryRegistry";
import { useRouteQuery } from "../../routing/routeQuery";
import type { HomePageQuery } from "./__generated__/HomePageQuery.graphql";
import * as styles from "./HomePage.css";

const homePageQuery = graphql`
  query HomePageQuery {
    # Tier 1 is the 10 largest cities.
    cities(tier: 1, first: 10) {
      edges {
        node {
          id
          ...CityListItem_city
        }
      }
    }
  }
`;

export function HomePage() {
  const { queryRef } = useLoaderData() as RouteQuery<HomePageQuery>;
  const data = useRouteQuery<HomePageQuery>(homePageQuery, queryRef);
  return (
    <>
      <PageHeader
        title="Canada's Service Marketplace"
        intro="Find trusted cleaners, car detailers, handymen and more in your city. Compare verified providers and book online."
      />
      <section aria-labelledby="major-cities">
        <h2 id="major-cities" className={styles.sectionHeading}>
          Major cities
        </h2>
        <ul role="list" className={styles.cityGrid}>
          {data.cities.edges.map(({ node }) => (
            <li key={node.id}>
              <CityListItem city={node} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
