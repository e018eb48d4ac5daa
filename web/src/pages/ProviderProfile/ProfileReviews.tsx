import { useState, useTransition } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ToggleGroup } from "radix-ui";
import { button } from "../../components/Button/Button.css";
import type { MessageId } from "../../i18n/messages";
import { formatCount } from "../../lib/format";
import type { ProfileReviews_provider$key } from "./__generated__/ProfileReviews_provider.graphql";
import type { ProfileReviewsPaginationQuery, ReviewOrder } from "./__generated__/ProfileReviewsPaginationQuery.graphql";
import { ProfileReview } from "./ProfileReview";
import * as styles from "./ProviderProfilePage.css";

/** Reviews shown at first, and added by each 'Show more reviews'. */
export const REVIEWS_PAGE = 5;

const ORDERS: readonly { order: ReviewOrder; words: MessageId }[] = [
  { order: "NEWEST", words: "providerProfile.reviews.order.newest" },
  { order: "HIGHEST", words: "providerProfile.reviews.order.highest" },
  { order: "LOWEST", words: "providerProfile.reviews.order.lowest" },
  { order: "MOST_HELPFUL", words: "providerProfile.reviews.order.mostHelpful" },
];

const ALL_STARS = "all";

interface ShownReviews {
  /** Only the reviews that gave so many stars; null: all. */
  stars: number | null;
  order: ReviewOrder;
}

/**
 * The provider's published reviews, each from a completed booking: how many gave each number
 * of stars (each a filter), newest first or by stars, a page at a time.
 */
export function ProfileReviews({ provider }: { provider: ProfileReviews_provider$key }) {
  const intl = useIntl();
  const [isPending, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ProfileReviewsPaginationQuery,
    ProfileReviews_provider$key
  >(
    graphql`
      fragment ProfileReviews_provider on Provider
      @refetchable(queryName: "ProfileReviewsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 5 }
        cursor: { type: "String" }
        stars: { type: "Int" }
        order: { type: "ReviewOrder", defaultValue: NEWEST }
      ) {
        name
        reviewCount
        ratingDistribution {
          stars
          count
        }
        reviews(first: $count, after: $cursor, stars: $stars, order: $order)
          @connection(key: "ProfileReviews_reviews", filters: ["stars", "order"]) {
          edges {
            node {
              id
              ...ProfileReview_review
            }
          }
        }
      }
    `,
    provider,
  );
  // The filters last asked for, pressed at once while their reviews load.
  const [shown, setShown] = useState<ShownReviews>({ stars: null, order: "NEWEST" });
  const reviews = data.reviews.edges;

  const show = (next: ShownReviews) => {
    setShown(next);
    startTransition(() => {
      refetch(
        { stars: next.stars, order: next.order, count: REVIEWS_PAGE, cursor: null },
        { fetchPolicy: "store-or-network" },
      );
    });
  };

  return (
    <section id="reviews" className={styles.reviews} aria-labelledby="profile-reviews" aria-busy={isPending}>
      <h2 id="profile-reviews" className={styles.sectionHeading}>
        <FormattedMessage id="providerProfile.reviews.heading" values={{ count: data.reviewCount }} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="providerProfile.reviews.verifiedNote" />
      </p>

      {data.reviewCount > 0 && (
        <div className={styles.reviewControls}>
          <ToggleGroup.Root
            type="single"
            value={shown.stars === null ? ALL_STARS : String(shown.stars)}
            onValueChange={(value) => {
              if (value) show({ ...shown, stars: value === ALL_STARS ? null : Number(value) });
            }}
            aria-label={intl.formatMessage({ id: "providerProfile.reviews.filter.label" })}
            className={styles.distribution}
          >
            <ToggleGroup.Item value={ALL_STARS} className={styles.distributionRow}>
              <span className={styles.distributionLabel}>
                <FormattedMessage id="providerProfile.reviews.filter.all" />
              </span>
              <span className={styles.barSpacer} aria-hidden="true" />
              <span className={styles.distributionCount}>{formatCount(data.reviewCount, intl)}</span>
            </ToggleGroup.Item>
            {data.ratingDistribution.map((row) => (
              <ToggleGroup.Item
                key={row.stars}
                value={String(row.stars)}
                className={styles.distributionRow}
                aria-label={intl.formatMessage(
                  { id: "providerProfile.reviews.filter.stars" },
                  { stars: row.stars, count: row.count },
                )}
              >
                <span className={styles.distributionLabel} aria-hidden="true">
                  <FormattedMessage id="providerProfile.reviews.filter.starsShort" values={{ stars: row.stars }} />
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ width: `${data.reviewCount ? (100 * row.count) / data.reviewCount : 0}%` }}
                  />
                </span>
                <span className={styles.distributionCount} aria-hidden="true">
                  {formatCount(row.count, intl)}
                </span>
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>

          <ToggleGroup.Root
            type="single"
            value={shown.order}
            onValueChange={(value) => {
              if (value) show({ ...shown, order: value as ReviewOrder });
            }}
            aria-label={intl.formatMessage({ id: "providerProfile.reviews.order.label" })}
            className={styles.orders}
          >
            {ORDERS.map(({ order, words }) => (
              <ToggleGroup.Item key={order} value={order} className={styles.orderItem}>
                <FormattedMessage id={words} />
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
      )}

      {reviews.length === 0 ? (
        <p className={styles.emptyReviews}>
          {data.reviewCount === 0 ? (
            <FormattedMessage id="providerProfile.reviews.empty" />
          ) : (
            <FormattedMessage id="providerProfile.reviews.emptyFiltered" values={{ stars: shown.stars ?? 0 }} />
          )}
        </p>
      ) : (
        <ul role="list" className={styles.reviewList}>
          {reviews.map(({ node }) => (
            <li key={node.id}>
              <ProfileReview review={node} providerName={data.name} />
            </li>
          ))}
        </ul>
      )}

      {hasNext && (
        <button
          type="button"
          className={button({ variant: "secondary" })}
          disabled={isLoadingNext}
          onClick={() => loadNext(REVIEWS_PAGE)}
        >
          <FormattedMessage id={isLoadingNext ? "providerProfile.reviews.loading" : "providerProfile.reviews.more"} />
        </button>
      )}
    </section>
  );
}
