import { Suspense, useEffect, useMemo, useState, type Ref } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { visuallyHidden } from "../../styles/global.css";
import { dialogActions } from "../../styles/dialog.css";
import { button } from "../Button/Button.css";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { ProviderCard } from "../ProviderCard/ProviderCard";
import { ErrorState } from "../StateCard/ErrorState";
import { LoadingState } from "../StateCard/LoadingState";
import { errorContent, errorTypeFor } from "../StateCard/stateCardContent";
import type { QuickStartResultsQuery } from "./__generated__/QuickStartResultsQuery.graphql";
import { topMatches } from "./quickMatchRanking";
import {
  completeAnswers,
  QUICK_MATCH_RADIUS_KM,
  type CompleteAnswers,
  type QuickStartAnswers,
} from "./quickStartState";
import * as styles from "../StepDialog/StepDialog.css";

// A search with a location comes back nearest first (then best rated), not best rated
// first, so a short page would rank only the nearest few. This asks for the server's
// largest page (MAX_CONNECTION_PAGE): every provider of the service within the radius, in every
// city of the default seed (the busiest, Toronto's house cleaning, has 100); past that,
// the 100 nearest. One request, then ranked here as spec section 9 says (topMatches).
const MATCH_POOL_SIZE = 100;

const quickStartResultsQuery = graphql`
  query QuickStartResultsQuery($location: String!, $serviceType: String!, $maxDistance: Float!, $first: Int!) {
    providers(first: $first, search: { location: $location, serviceType: $serviceType, maxDistance: $maxDistance }) {
      totalCount
      location {
        __typename
        ... on City {
          displayName
        }
        ... on LocationNotFoundError {
          message
        }
      }
      edges {
        distanceKm
        node {
          id
          rating
          isMobileService
          ...ProviderCard_provider
        }
      }
    }
  }
`;

interface QuickStartResultsProps {
  answers: QuickStartAnswers;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onStartOver: () => void;
  onTryDifferent: () => void;
  onBook?: (provider: ComparedProvider) => void;
  onShowOnList?: (choice: { location: string; service: string }) => void;
}

/** Step 4: the top 3 for the answers, or why there are none, with 'Start Over'. */
export function QuickStartResults({ answers, headingRef, onBack, onStartOver, ...actions }: QuickStartResultsProps) {
  const [attempt, setAttempt] = useState(0);
  // Said once the search has answered: the cards arrive long after the heading took focus.
  const [announcement, setAnnouncement] = useState("");
  const complete = completeAnswers(answers);

  return (
    <>
      <div className={styles.body}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
          <FormattedMessage id="quickStart.results.heading" />
        </h3>
        <p aria-live="polite" className={visuallyHidden}>
          {announcement}
        </p>
        {complete && (
          <ErrorBoundary
            resetKey={attempt}
            fallback={(error) => (
              <SearchFailed error={error} announce={setAnnouncement} onRetry={() => setAttempt((n) => n + 1)} />
            )}
          >
            <Suspense fallback={<LoadingStateForMatches />}>
              <Matches answers={complete} attempt={attempt} announce={setAnnouncement} {...actions} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
      <div className={dialogActions}>
        <button type="button" className={button({ variant: "secondary" })} onClick={onBack}>
          <FormattedMessage id="quickStart.back" />
        </button>
        <button type="button" className={button({ variant: "secondary" })} onClick={onStartOver}>
          <FormattedMessage id="quickStart.startOver" />
        </button>
      </div>
    </>
  );
}

function LoadingStateForMatches() {
  const intl = useIntl();
  return <LoadingState variant="search" message={intl.formatMessage({ id: "quickStart.results.loading" })} />;
}

interface MatchesProps extends Pick<QuickStartResultsProps, "onTryDifferent" | "onBook" | "onShowOnList"> {
  answers: CompleteAnswers;
  attempt: number;
  announce: (text: string) => void;
}

function Matches({ answers, attempt, announce, onTryDifferent, onBook, onShowOnList }: MatchesProps) {
  const intl = useIntl();
  const data = useLazyLoadQuery<QuickStartResultsQuery>(
    quickStartResultsQuery,
    {
      location: answers.location,
      serviceType: answers.serviceType,
      maxDistance: QUICK_MATCH_RADIUS_KM,
      first: MATCH_POOL_SIZE,
    },
    // A retry is a new key: Relay keeps a failure for a while under the old one.
    { fetchKey: attempt },
  );
  const { totalCount, location, edges } = data.providers;
  const top = useMemo(
    () =>
      topMatches(
        edges.map((edge) => ({ edge, rating: edge.node.rating, isMobileService: edge.node.isMobileService })),
        answers.urgency,
      ).map(({ edge }) => edge),
    [edges, answers.urgency],
  );

  const service = intl.formatMessage({ id: `serviceType.${answers.serviceType}` });
  const city = location?.__typename === "City" ? location.displayName : answers.location;
  const notFound = location?.__typename === "LocationNotFoundError" ? location : null;
  const summary = notFound
    ? intl.formatMessage({ id: errorContent.location.titleId })
    : top.length === 0
      ? intl.formatMessage({ id: errorContent["no-results"].titleId })
      : intl.formatMessage(
          { id: answers.urgency === "asap" ? "quickStart.results.summaryAsap" : "quickStart.results.summary" },
          { total: totalCount, shown: top.length, service, city },
        );
  useEffect(() => announce(summary), [announce, summary]);

  const tryDifferent = { label: intl.formatMessage({ id: "quickStart.tryDifferent" }), onClick: onTryDifferent };
  if (notFound) {
    return (
      <div className={styles.stateCard}>
        <ErrorState type="location" message={notFound.message} action={tryDifferent} headingLevel={3} />
      </div>
    );
  }
  if (top.length === 0) {
    return (
      <div className={styles.stateCard}>
        <ErrorState
          type="no-results"
          message={intl.formatMessage(
            { id: "quickStart.results.empty.message" },
            { service, city, km: QUICK_MATCH_RADIUS_KM },
          )}
          suggestions={[
            intl.formatMessage({ id: "quickStart.results.empty.suggestion1" }),
            intl.formatMessage({ id: "quickStart.results.empty.suggestion2" }),
          ]}
          action={tryDifferent}
          headingLevel={3}
        />
      </div>
    );
  }
  return (
    <>
      <p className={styles.summary}>{summary}</p>
      <ol className={styles.matches} aria-label={intl.formatMessage({ id: "quickStart.results.list" })}>
        {top.map(({ node, distanceKm }) => (
          <li key={node.id}>
            <ProviderCard provider={node} distanceKm={distanceKm} onBook={onBook} />
          </li>
        ))}
      </ol>
      {onShowOnList && (
        <div className={styles.viewAll}>
          <button
            type="button"
            className={button({ variant: "secondary" })}
            onClick={() => onShowOnList({ location: answers.location, service: answers.serviceType })}
          >
            <FormattedMessage id="quickStart.results.viewAll" />
          </button>
        </div>
      )}
    </>
  );
}

function SearchFailed({
  error,
  announce,
  onRetry,
}: {
  error: unknown;
  announce: (text: string) => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const type = errorTypeFor(error);
  const title = intl.formatMessage({ id: errorContent[type].titleId });
  useEffect(() => announce(title), [announce, title]);
  return (
    <div className={styles.stateCard}>
      <ErrorState type={type} onRetry={onRetry} headingLevel={3} />
    </div>
  );
}
