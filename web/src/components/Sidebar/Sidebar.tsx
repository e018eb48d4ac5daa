import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { NearbyLocation } from "../NearbyLocation/NearbyLocation";
import { PinIcon } from "../ProviderCard/ProviderCard";
import { StarRating } from "../StarRating/StarRating";
import type { Sidebar_query$key } from "./__generated__/Sidebar_query.graphql";
import { relativeAge } from "./relativeAge";
import * as styles from "./Sidebar.css";

interface SidebarProps {
  query: Sidebar_query$key;
  /** The searched city as 'Name, Province', when there is one. */
  location?: string | null;
  /** Where a 'Popular Services' link leads: the page's search with that service, by the hero's rule. */
  serviceHref: (serviceSlug: string) => string;
}

/** Spec section 2 "Sidebar": providers near you, popular services, recent reviews. */
export function Sidebar({ query, location, serviceHref }: SidebarProps) {
  const data = useFragment(
    graphql`
      fragment Sidebar_query on Query {
        categories {
          id
          name
          slug
          priceRange
        }
        recentReviews(first: 3) {
          id
          customerName
          rating
          comment
          createdAt
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  // Ages are counted from when the sidebar first showed, so they hold still while it is open.
  const [now] = useState(() => Date.now());

  return (
    <aside className={styles.sidebar} aria-label={intl.formatMessage({ id: "sidebar.label" })}>
      {/* The spec shows a map placeholder with an 'Enable Location' button (behaviour not
          shown): it finds the city nearest the reader and searches there. */}
      <section className={styles.panel} aria-labelledby="sidebar-near-you">
        <h2 id="sidebar-near-you" className={styles.heading}>
          <FormattedMessage id="sidebar.nearYou.heading" />
        </h2>
        <div className={styles.map} aria-hidden="true">
          <PinIcon />
        </div>
        <NearbyLocation>
          <p className={styles.note}>
            {location ? (
              <FormattedMessage id="sidebar.nearYou.near" values={{ location }} />
            ) : (
              <FormattedMessage id="sidebar.nearYou.chooseCity" />
            )}
          </p>
        </NearbyLocation>
      </section>

      <section className={styles.panel} aria-labelledby="sidebar-services">
        <h2 id="sidebar-services" className={styles.heading}>
          <FormattedMessage id="sidebar.services.heading" />
        </h2>
        <ul role="list" className={styles.services}>
          {data.categories.map((category) => (
            <li key={category.id}>
              <Link to={serviceHref(category.slug)} className={styles.service}>
                <span className={styles.serviceName}>{category.name}</span>
                <span className={styles.servicePrice}>{category.priceRange}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="sidebar-reviews">
        <h2 id="sidebar-reviews" className={styles.heading}>
          <FormattedMessage id="sidebar.reviews.heading" />
        </h2>
        {data.recentReviews.length === 0 ? (
          <p className={styles.note}>
            <FormattedMessage id="sidebar.reviews.empty" />
          </p>
        ) : (
          <ul role="list" className={styles.reviews}>
            {data.recentReviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <div className={styles.reviewHead}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(review.customerName)}
                  </span>
                  <div className={styles.reviewMeta}>
                    <span className={styles.visuallyHidden}>{review.customerName}</span>
                    <StarRating rating={review.rating} size="sm" />
                    <time dateTime={String(review.createdAt)} className={styles.age}>
                      <FormattedMessage {...relativeAge(String(review.createdAt), now)} />
                    </time>
                  </div>
                </div>
                <p className={styles.comment}>{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}

/** "Olivia M." → "OM". */
function initials(name: string) {
  return name
    .replace(/[^\p{L}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
