import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { MessageId } from "../../i18n/messages";
import { button } from "../Button/Button.css";
import type { FailedDeliveries_query$key } from "./__generated__/FailedDeliveries_query.graphql";
import type { FailedDeliveriesPaginationQuery } from "./__generated__/FailedDeliveriesPaginationQuery.graphql";
import { FailedDeliveryRow } from "./FailedDeliveryRow";
import * as styles from "./FailedDeliveries.css";

const PAGE_SIZE = 10;

const COLUMNS: readonly MessageId[] = [
  "failedDeliveries.column.notification",
  "failedDeliveries.column.channel",
  "failedDeliveries.column.attempts",
  "failedDeliveries.column.lastError",
  "failedDeliveries.column.finishedAt",
  "failedDeliveries.column.actions",
];

/**
 * Notifications the outbox gave up on, newest first, for staff: what failed, on
 * which channel, how often and why, with Retry once the cause is fixed. A retried one
 * leaves the list (it is queued again); if it fails for good again it comes back.
 */
export function FailedDeliveries({ query }: { query: FailedDeliveries_query$key }) {
  const headingId = useId();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FailedDeliveriesPaginationQuery,
    FailedDeliveries_query$key
  >(
    graphql`
      fragment FailedDeliveries_query on Query
      @refetchable(queryName: "FailedDeliveriesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        failedNotificationDeliveries(first: $count, after: $cursor)
          @connection(key: "FailedDeliveries_failedNotificationDeliveries") {
          __id
          edges {
            node {
              id
              ...FailedDeliveryRow_delivery
            }
          }
        }
      }
    `,
    query,
  );
  const connection = data.failedNotificationDeliveries;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="failedDeliveries.heading" />
      </h2>
      {connection.edges.length === 0 ? (
        <p className={styles.none}>
          <FormattedMessage id="failedDeliveries.empty" />
        </p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {COLUMNS.map((labelId) => (
                  <th key={labelId} scope="col">
                    <FormattedMessage id={labelId} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {connection.edges.map(({ node }) => (
                <FailedDeliveryRow key={node.id} delivery={node} connectionId={connection.__id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <div>
          <button
            type="button"
            className={button({ variant: "secondary", size: "sm" })}
            disabled={isLoadingNext}
            onClick={() => loadNext(PAGE_SIZE)}
          >
            <FormattedMessage id={isLoadingNext ? "failedDeliveries.loadingMore" : "failedDeliveries.loadMore"} />
          </button>
        </div>
      )}
    </section>
  );
}
