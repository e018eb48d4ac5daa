import { FormattedMessage, FormattedNumber } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { claimValues } from "../../../../shared/marketing/claims";
import type { MessageId } from "../../i18n/messages";
import type { HomeFigures_query$key } from "./__generated__/HomeFigures_query.graphql";
import { figuresWorthShowing, type FigureCount } from "./homeFigures";
import * as styles from "./HomeFigures.css";

interface HomeFiguresProps {
  query: HomeFigures_query$key;
}

/**
 * The spec's marketing figures (cities, verified providers, jobs completed, average rating)
 * as the database has them, rounded down: a figure that would not read as a strength yet
 * ("4 jobs completed", a rating on a handful of reviews) is left out rather than claimed
 * (homeFigures.ts holds the thresholds).
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
          reviewCount
        }
      }
    `,
    query,
  );
  const { counts: shown, rating } = figuresWorthShowing(figures);
  if (shown.length === 0 && rating === null) return null;
  return (
    <ul role="list" className={styles.list}>
      {shown.map(({ figure, count }) => {
        const claim = claimValues(count);
        const labelId = LABELS[figure];
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
            <FormattedNumber value={rating} minimumFractionDigits={1} maximumFractionDigits={1} />
          </span>
          <span className={styles.label}>
            <FormattedMessage id="home.figures.averageRating" />
          </span>
        </li>
      )}
    </ul>
  );
}

const LABELS: Record<FigureCount, MessageId> = {
  cities: "home.figures.cities",
  verifiedProviders: "home.figures.verifiedProviders",
  completedJobs: "home.figures.completedJobs",
};
