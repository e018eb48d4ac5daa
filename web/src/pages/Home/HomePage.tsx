import { graphql } from "react-relay";
import { useLoaderData } from "react-router-dom";
import { CityListItem } from "../../components/CityListItem/CityListItem";
import type { RouteQuery } from "../../routing/queryRegistry";
import { useRouteQuery } from "../../routing/routeQuery";
import type { HomePageQuery } from "./__generated__/HomePageQuery.graphql";
import { HomeHero } from "./HomeHero";
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
      <HomeHero />
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
