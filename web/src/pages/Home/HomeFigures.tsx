import { FormattedMessage, FormattedNumber } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { claimValues, ratingClaimOf } from "../../../../shared/marketing/claims";
import type { MessageId } from "../../i18n/messages";
import type { HomeFigures_query$key } from "./__generated__/HomeFigures_query.graphql";
import * as styles from "./HomeFigures.css";

interface HomeFiguresProps {
  query: HomeFigures_query$key;
}

/**
 * The spec's marketing figures (cities, verified providers, jobs completed, average rating)
 * as the database has them, rounded down: a figure the marketplace does not have yet (no
 * completed job, no review) is left out rather than claimed.
 */
export function HomeFigures({ query }: HomeFiguresProps) {
  const { marketplaceFigures: figures } = useFragment(
    graphql`
      fragment HomeFigures_query on Query {
        marketplaceFigures {
          cities
          verifiedProviders
          completedJobs
          averageRating
        }
      }
    `,
    query,
  );
  const counts: ReadonlyArray<{ count: number; labelId: MessageId }> = [
    { count: figures.cities, labelId: "home.figures.cities" },
    { count: figures.verifiedProviders, labelId: "home.figures.verifiedProviders" },
    { count: figures.completedJobs, labelId: "home.figures.completedJobs" },
  ];
  const shown = counts.filter(({ count }) => count > 0);
  const rating = figures.averageRating ?? null;
  if (shown.length === 0 && rating === null) return null;
  return (
    <ul role="list" className={styles.list}>
      {shown.map(({ count, labelId }) => {
        const claim = claimValues(count);
        return (
          <li key={labelId} className={styles.figure}>
            <span className={styles.value}>
              <FormattedMessage id="home.figures.count" values={claim} />
            </span>
            <span className={styles.label}>
              <FormattedMessage id={labelId} values={claim} />
            </span>
          </li>
        );
      })}
      {rating !== null && (
        <li className={styles.figure}>
          <span className={styles.value}>
            <FormattedNumber value={ratingClaimOf(rating)} minimumFractionDigits={1} maximumFractionDigits={1} />
          </span>
          <span className={styles.label}>
            <FormattedMessage id="home.figures.averageRating" />
          </span>
        </li>
      )}
    </ul>
  );
}
