import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import type { TierCard_cities$key } from "./__generated__/TierCard_cities.graphql";
import { tierBand, type CityTierInfo } from "../../lib/cityTiers";
import * as styles from "./TierCard.css";

interface TierCardProps {
  tier: CityTierInfo;
  cities: TierCard_cities$key;
  /** The tier filter is this tier. */
  selected: boolean;
  onShowAll: () => void;
}

/** One city tier under the current search and province: its count and its 3 largest cities. */
export function TierCard({ tier, cities, selected, onShowAll }: TierCardProps) {
  const intl = useIntl();
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
          <FormattedMessage
            id="cities.tierCard.title"
            values={{
              tier: tier.tier,
              label: intl.formatMessage({ id: tier.labelId }),
              number: (chunks) => <span className={styles.tierNumber}>{chunks}</span>,
            }}
          />
        </h3>
        <span className={styles.band}>{tierBand(tier, intl)}</span>
      </div>
      <p className={styles.count}>
        <FormattedMessage id="cities.tierCard.count" values={{ count: data.totalCount }} />
      </p>
      {data.edges.length > 0 && (
        <ul role="list" className={styles.list}>
          {data.edges.map(({ node }) => (
            <li key={node.id}>
              <FormattedMessage
                id="cities.tierCard.city"
                values={{
                  name: node.name,
                  province: node.provinceCode,
                  link: (chunks) => (
                    <Link to={`/city/${node.slug}`} className={styles.cityLink}>
                      {chunks}
                    </Link>
                  ),
                  where: (chunks) => <span className={styles.province}>{chunks}</span>,
                }}
              />
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
          <FormattedMessage id="cities.tierCard.showAll" values={{ size: tier.size }} />
        </button>
      )}
    </section>
  );
}
