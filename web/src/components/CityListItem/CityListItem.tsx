import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { CityListItem_city$key } from "./__generated__/CityListItem_city.graphql";
import * as styles from "./CityListItem.css";

interface CityListItemProps {
  city: CityListItem_city$key;
}

/** A city as a link to its page: name, province and population. */
export function CityListItem({ city }: CityListItemProps) {
  const data = useFragment(
    graphql`
      fragment CityListItem_city on City {
        name
        slug
        province
        population
      }
    `,
    city,
  );
  return (
    <Link to={`/city/${data.slug}`} className={styles.link}>
      <span className={styles.name}>{data.name}</span>
      <span className={styles.province}>{data.province}</span>
      <span className={styles.population}>
        <FormattedMessage id="cityListItem.population" values={{ population: data.population }} />
      </span>
    </Link>
  );
}
