import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import type { ProviderSchedules_query$key } from "./__generated__/ProviderSchedules_query.graphql";
import type { ProviderSchedulesPaginationQuery } from "./__generated__/ProviderSchedulesPaginationQuery.graphql";
import { ProviderScheduleCard } from "./ProviderScheduleCard";
import { TabEmptyState } from "./TabEmptyState";
import * as styles from "./ProviderDashboardPage.css";

const PAGE_SIZE = 10;

interface ProviderSchedulesProps {
  query: ProviderSchedules_query$key;
}

/**
 * The recurring schedules customers set up with the provider, newest first, a page at a
 * time, each with its price and the provider's way to propose a new one. Part of the
 * dashboard's one query (by the page's $providerId), refetchable page by page.
 */
export function ProviderSchedules({ query }: ProviderSchedulesProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ProviderSchedulesPaginationQuery,
    ProviderSchedules_query$key
  >(
    graphql`
      fragment ProviderSchedules_query on Query
      @refetchable(queryName: "ProviderSchedulesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        providerSchedules(providerId: $providerId, first: $count, after: $cursor)
          @connection(key: "ProviderSchedules_providerSchedules") {
          edges {
            node {
              id
              ...ProviderScheduleCard_schedule
            }
          }
        }
      }
    `,
    query,
  );
  const schedules = data.providerSchedules.edges.map((edge) => edge.node);

  if (schedules.length === 0) {
    return (
      <TabEmptyState
        title={<FormattedMessage id="providerSchedules.empty.title" />}
        message={<FormattedMessage id="providerSchedules.empty.message" />}
      />
    );
  }
  return (
    <>
      <p className={styles.panelNote}>
        <FormattedMessage id="providerSchedules.note" />
      </p>
      <ul role="list" className={styles.list}>
        {schedules.map((schedule) => (
          <li key={schedule.id}>
            <ProviderScheduleCard schedule={schedule} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <div className={styles.more}>
          <button
            type="button"
            className={button({ variant: "secondary" })}
            disabled={isLoadingNext}
            onClick={() => loadNext(PAGE_SIZE)}
          >
            <FormattedMessage id={isLoadingNext ? "providerDashboard.loadingMore" : "providerDashboard.loadMore"} />
          </button>
        </div>
      )}
    </>
  );
}
