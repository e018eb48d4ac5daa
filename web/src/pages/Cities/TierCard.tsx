import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import type { TierCard_cities$key } from "./__generated__/TierCard_cities.graphql";
import type { CITY_TIERS } from "./cityFilters";
import * as styles from "./TierCard.css";

interface TierCardProps {
  tier: (typeof CITY_TIERS)[number];
  cities: TierCard_cities$key;
  /** The tier filter is this tier. */
  selected: boolean;
  onShowAll: () => void;
}

/** One city tier under the current search and province: its count and its 3 largest cities. */
export function TierCard({ tier, cities, selected, onShowAll }: TierCardProps) {
  const data = useFragment(
    graphql`
      fragment TierCard_cities on CityConnection {
        totalCount
        edges {
          node {
            id
            name
            slug
            provinceCode
          }
        }
      }
    `,
    cities,
  );
  const headingId = useId();
  return (
    <section className={styles.card({ selected })} aria-labelledby={headingId} data-tier={tier.tier}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          <span className={styles.tierNumber}>Tier {tier.tier}</span> {tier.label}
        </h3>
        <span className={styles.band}>{tier.band}</span>
      </div>
      <p className={styles.count}>
        {data.totalCount} {data.totalCount === 1 ? "city" : "cities"}
      </p>
      {data.edges.length > 0 && (
        <ul role="list" className={styles.list}>
          {data.edges.map(({ node }) => (
            <li key={node.id}>
              <Link to={`/city/${node.slug}`} className={styles.cityLink}>
                {node.name}
              </Link>
              <span className={styles.province}>, {node.provinceCode}</span>
            </li>
          ))}
        </ul>
      )}
      {data.totalCount > 0 && !selected && (
        <button
          type="button"
          className={`${button({ variant: "ghost", size: "sm" })} ${styles.showAll}`}
          onClick={onShowAll}
        >
          Show all {tier.label.toLowerCase()} cities
        </button>
      )}
    </section>
  );
}
