import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../Button/Button.css";
import { useComparison } from "../Comparison/ComparisonProvider";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { ProviderCard } from "../ProviderCard/ProviderCard";
import { ErrorState } from "../StateCard/ErrorState";
import type { ProviderResults_query$key } from "./__generated__/ProviderResults_query.graphql";
import type {
  ProviderResultsPaginationQuery,
  ProviderSearchInput,
} from "./__generated__/ProviderResultsPaginationQuery.graphql";
import * as styles from "./ProviderResults.css";

/** Cards per page, and per 'Load More Providers'. */
export const PROVIDER_PAGE_SIZE = 12;

export type { ProviderSearchInput };

interface ProviderResultsProps {
  query: ProviderResults_query$key;
  /** The search the page's query was loaded with. */
  loadedSearch: ProviderSearchInput | null;
  /** The search to show; when it differs from what is on screen, the list refetches. */
  search: ProviderSearchInput | null;
  /** Beside the count: the filter chips. */
  toolbar?: ReactNode;
  /** Replaces the empty card (the city page invites providers instead). */
  empty?: ReactNode;
  onClearFilters?: () => void;
  onTakeQuiz?: () => void;
  /** Each card's 'Book Now' opens the page's booking dialog; without it there is none. */
  onBook?: (provider: ComparedProvider) => void;
  /** Columns of cards on a wide screen: 2 beside a sidebar, 3 without. */
  columns?: 2 | 3;
}

/**
 * The provider list of a search: the live count, the cards and 'Load More Providers'.
 * A search that fails shows its error card here, so the page around it (the hero, the
 * filters) stays usable; 'Try Again' fetches the same search again.
 */
export function ProviderResults(props: ProviderResultsProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKey={`${attempt}:${searchKey(props.search)}`}
      fallback={() => <ErrorState type="network" onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Results {...props} />
    </ErrorBoundary>
  );
}

function Results({
  query,
  loadedSearch,
  search,
  toolbar,
  empty,
  onClearFilters,
  onTakeQuiz,
  onBook,
  columns = 3,
}: ProviderResultsProps) {
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ProviderResultsPaginationQuery,
    ProviderResults_query$key
  >(
    graphql`
      fragment ProviderResults_query on Query
      @refetchable(queryName: "ProviderResultsPaginationQuery")
      @argumentDefinitions(
        search: { type: "ProviderSearchInput" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        providers(search: $search, first: $count, after: $cursor)
          @connection(key: "ProviderResults_providers", filters: ["search"]) {
          foundCount {
            count
            isLowerBound
          }
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
              ...ProviderCard_provider
            }
          }
        }
      }
    `,
    query,
  );
  const comparison = useComparison();
  const intl = useIntl();

  // A new search keeps the current cards up, dimmed, until the new ones arrive. After an
  // error this remounts showing the page query's results, and fetches the search again.
  const [isPending, startTransition] = useTransition();
  const applied = useRef(searchKey(loadedSearch));
  const wanted = searchKey(search);
  useEffect(() => {
    if (applied.current === wanted) return;
    applied.current = wanted;
    startTransition(() => {
      refetch({ search, count: PROVIDER_PAGE_SIZE, cursor: null });
    });
  }, [wanted, search, refetch]);

  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  function loadMore() {
    setLoadMoreFailed(false);
    loadNext(PROVIDER_PAGE_SIZE, { onComplete: (error) => setLoadMoreFailed(Boolean(error)) });
  }

  const { foundCount, edges, location } = data.providers;
  // A location that names no city is an answer, not a failure: say so where the list would be.
  if (location?.__typename === "LocationNotFoundError") {
    return <ErrorState type="location" message={location.message} />;
  }
  const searchCity = location?.__typename === "City" ? location : null;

  return (
    <div className={styles.results} aria-busy={isPending}>
      <div className={styles.bar}>
        <p role="status" aria-live="polite" className={styles.count}>
          {isPending ? (
            <FormattedMessage id="providerResults.searching" />
          ) : (
            <FormattedMessage
              id={searchCity ? "providerResults.countNear" : "providerResults.count"}
              values={{
                count: foundCount.count,
                more: String(foundCount.isLowerBound),
                city: searchCity?.displayName,
                strong: (chunks) => <strong>{chunks}</strong>,
                where: (chunks) => <span className={styles.countWhere}>{chunks}</span>,
              }}
            />
          )}
        </p>
        {toolbar}
      </div>

      <div className={styles.list({ pending: isPending })}>
        {edges.length === 0 ? (
          (empty ?? (
            <ErrorState
              type="no-results"
              message={intl.formatMessage({ id: "providerResults.empty.message" })}
              action={
                onClearFilters
                  ? { label: intl.formatMessage({ id: "providerResults.empty.clearFilters" }), onClick: onClearFilters }
                  : undefined
              }
              secondaryAction={
                onTakeQuiz
                  ? { label: intl.formatMessage({ id: "providerResults.empty.takeQuiz" }), onClick: onTakeQuiz }
                  : undefined
              }
            />
          ))
        ) : (
          <>
            <ul
              role="list"
              className={styles.grid({ columns })}
              aria-label={intl.formatMessage({ id: "providerResults.list.label" })}
            >
              {edges.map(({ node, distanceKm }, index) => (
                <li key={node.id}>
                  <ProviderCard
                    provider={node}
                    distanceKm={distanceKm}
                    priority={index === 0}
                    onBook={onBook}
                    compared={comparison.has(node.id)}
                    onToggleCompare={(provider) =>
                      comparison.has(provider.id) ? comparison.remove(provider.id) : comparison.add(provider)
                    }
                  />
                </li>
              ))}
            </ul>
            <div className={styles.more}>
              <p className={styles.moreCount}>
                <FormattedMessage
                  id="providerResults.showing"
                  values={{ shown: edges.length, total: foundCount.count, more: String(foundCount.isLowerBound) }}
                />
              </p>
              {loadMoreFailed && (
                <p role="alert" className={styles.moreError}>
                  <FormattedMessage id="providerResults.loadMoreFailed" />
                </p>
              )}
              {hasNext && (
                <button
                  type="button"
                  className={button({ variant: "secondary" })}
                  disabled={isLoadingNext || isPending}
                  onClick={loadMore}
                >
                  <FormattedMessage id={isLoadingNext ? "providerResults.loading" : "providerResults.loadMore"} />
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** Searches compare by value: the same filters built twice are the same search. */
function searchKey(search: ProviderSearchInput | null): string {
  if (!search) return "";
  return JSON.stringify(Object.entries(search).filter(([, value]) => value !== null && value !== undefined));
}
