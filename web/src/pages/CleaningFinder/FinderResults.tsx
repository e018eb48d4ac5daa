import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { FINDER_RADIUS_KM } from "../../../../shared/matching/finder-choices";
import { button } from "../../components/Button/Button.css";
import { useComparison } from "../../components/Comparison/ComparisonProvider";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { ProviderCard } from "../../components/ProviderCard/ProviderCard";
import { ErrorState } from "../../components/StateCard/ErrorState";
import type { FinderResults_query$key } from "./__generated__/FinderResults_query.graphql";
import type { FinderResultsPaginationQuery } from "./__generated__/FinderResultsPaginationQuery.graphql";
import * as styles from "./CleaningFinderPage.css";

/** Cards per page, and per 'Show More Cleaners'. */
export const FINDER_PAGE_SIZE = 12;

interface FinderResultsProps {
  query: FinderResults_query$key;
  /** 'Modify Search': back to the form with the criteria kept. */
  onModify: () => void;
  onBook: (provider: ComparedProvider) => void;
}

/**
 * The results grid: the count, a card per cleaner (book and compare as on the home page),
 * and more on request. Nothing found is the 'no-results' card with 'Modify Search'.
 */
export function FinderResults({ query, onModify, onBook }: FinderResultsProps) {
  const intl = useIntl();
  const comparison = useComparison();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FinderResultsPaginationQuery,
    FinderResults_query$key
  >(
    graphql`
      fragment FinderResults_query on Query
      @refetchable(queryName: "FinderResultsPaginationQuery")
      @argumentDefinitions(
        criteria: { type: "CleaningFinderInput!" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        cleaningFinder(criteria: $criteria, first: $count, after: $cursor)
          @connection(key: "FinderResults_cleaningFinder", filters: ["criteria"]) {
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
              ...ProviderCard_provider
            }
          }
        }
      }
    `,
    query,
  );
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const modify = { label: intl.formatMessage({ id: "cleaningFinder.modifySearch" }), onClick: onModify };
  const { totalCount, edges, location } = data.cleaningFinder;

  if (location?.__typename === "LocationNotFoundError") {
    return <ErrorState type="location" message={location.message} action={modify} />;
  }
  const city = location?.__typename === "City" ? location.displayName : null;
  if (edges.length === 0) {
    return (
      <ErrorState
        type="no-results"
        title={intl.formatMessage({ id: "cleaningFinder.empty.title" })}
        message={
          city
            ? intl.formatMessage({ id: "cleaningFinder.empty.messageNear" }, { km: FINDER_RADIUS_KM, city })
            : intl.formatMessage({ id: "cleaningFinder.empty.message" })
        }
        suggestions={[
          intl.formatMessage({ id: "cleaningFinder.empty.suggestion1" }),
          intl.formatMessage({ id: "cleaningFinder.empty.suggestion2" }),
          intl.formatMessage({ id: "cleaningFinder.empty.suggestion3" }),
        ]}
        action={modify}
      />
    );
  }

  function loadMore() {
    setLoadMoreFailed(false);
    loadNext(FINDER_PAGE_SIZE, { onComplete: (error) => setLoadMoreFailed(Boolean(error)) });
  }

  return (
    <div className={styles.results}>
      <div className={styles.resultsBar}>
        <p role="status" className={styles.count}>
          <FormattedMessage
            id="cleaningFinder.results.count"
            values={{ count: totalCount, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <p className={styles.hint}>
          <FormattedMessage id="cleaningFinder.results.order" />
        </p>
      </div>
      <ul
        role="list"
        className={styles.grid}
        aria-label={intl.formatMessage({ id: "cleaningFinder.results.list.label" })}
      >
        {edges.map(({ node, distanceKm }) => (
          <li key={node.id}>
            <ProviderCard
              provider={node}
              distanceKm={distanceKm}
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
        <p className={styles.hint}>
          <FormattedMessage id="cleaningFinder.results.showing" values={{ shown: edges.length, total: totalCount }} />
        </p>
        {loadMoreFailed && (
          <p role="alert" className={styles.moreError}>
            <FormattedMessage id="cleaningFinder.results.loadMoreFailed" />
          </p>
        )}
        {hasNext && (
          <button
            type="button"
            className={button({ variant: "secondary" })}
            disabled={isLoadingNext}
            onClick={loadMore}
          >
            <FormattedMessage
              id={isLoadingNext ? "cleaningFinder.results.loadingMore" : "cleaningFinder.results.loadMore"}
            />
          </button>
        )}
      </div>
    </div>
  );
}
