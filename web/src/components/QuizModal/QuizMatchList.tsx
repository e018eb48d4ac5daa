import { Suspense, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useComparison } from "../Comparison/ComparisonProvider";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { ProviderCard } from "../ProviderCard/ProviderCard";
import { ErrorState } from "../StateCard/ErrorState";
import { LoadingState } from "../StateCard/LoadingState";
import type { QuizMatchListQuery } from "./__generated__/QuizMatchListQuery.graphql";
import * as styles from "./QuizModal.css";

/** The quiz's matches for a session: the quiz asks it once submitted, the home list in quiz mode reads it again. */
export const quizMatchListQuery = graphql`
  query QuizMatchListQuery($sessionId: String!) {
    quizMatches(sessionId: $sessionId) {
      __typename
      ... on QuizMatches {
        city {
          displayName
        }
        matches {
          score
          reasons
          distanceKm
          provider {
            id
            ...ProviderCard_provider
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface QuizMatchListProps {
  sessionId: string;
  /** The quiz's summary shows the first 3 (spec section 9); the home list shows them all. */
  limit?: number;
  onBook?: (provider: ComparedProvider) => void;
  /** The home list offers 'Compare' on each card. */
  comparable?: boolean;
  /** Above the cards: the count, and on the home the quiz chip. */
  header?: (facts: { shown: number; total: number; city: string }) => ReactNode;
  /** The card's way out when there are none, or the session is gone ('Clear Filters' on the home). */
  action?: { label: string; onClick: () => void };
  /** 2 beside the home's sidebar, 3 in the dialog. */
  columns?: 2 | 3;
  listLabel: string;
}

/** The ranked matches, each card with its reasons; the quiz's loading and error cards around them. */
export function QuizMatchList(props: QuizMatchListProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKey={attempt}
      fallback={() => <ErrorState type="quiz" onRetry={() => setAttempt((n) => n + 1)} action={props.action} />}
    >
      <Suspense fallback={<LoadingState variant="quiz" />}>
        <Matches {...props} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Matches({
  sessionId,
  limit,
  onBook,
  comparable = false,
  header,
  action,
  columns = 3,
  listLabel,
  attempt,
}: QuizMatchListProps & { attempt: number }) {
  const intl = useIntl();
  const comparison = useComparison();
  // The quiz fetched these on submitting; a reload (quiz=<id> in the URL) asks again.
  const { quizMatches } = useLazyLoadQuery<QuizMatchListQuery>(
    quizMatchListQuery,
    { sessionId },
    { fetchPolicy: "store-or-network", fetchKey: attempt },
  );

  const { matches, city } = quizMatches;
  if (quizMatches.__typename !== "QuizMatches" || !matches || !city) {
    const message = quizMatches.message ?? undefined;
    const type = quizMatches.__typename === "LocationNotFoundError" ? "location" : "quiz";
    return <ErrorState type={type} message={message} action={action} headingLevel={3} />;
  }
  const shown = matches.slice(0, limit);
  if (shown.length === 0) {
    return (
      <ErrorState
        type="no-results"
        message={intl.formatMessage({ id: "quiz.results.empty" }, { city: city.displayName })}
        action={action}
        headingLevel={3}
      />
    );
  }
  return (
    <>
      {header?.({ shown: shown.length, total: matches.length, city: city.displayName })}
      <ol className={styles.matches({ columns })} aria-label={listLabel}>
        {shown.map(({ provider, distanceKm, reasons }) => (
          <li key={provider.id} className={styles.match}>
            <ProviderCard
              provider={provider}
              distanceKm={distanceKm}
              onBook={onBook}
              compared={comparable && comparison.has(provider.id)}
              onToggleCompare={
                comparable
                  ? (chosen) => (comparison.has(chosen.id) ? comparison.remove(chosen.id) : comparison.add(chosen))
                  : undefined
              }
            />
            <div className={styles.reasons}>
              <p className={styles.reasonsTitle} aria-hidden="true">
                <FormattedMessage id="quiz.results.reasons" />
              </p>
              <ul className={styles.reasonList} aria-label={intl.formatMessage({ id: "quiz.results.reasons" })}>
                {reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
