import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import type { MyBookingsList_user$key } from "./__generated__/MyBookingsList_user.graphql";
import type { MyBookingsListPaginationQuery } from "./__generated__/MyBookingsListPaginationQuery.graphql";
import { MyBookingCard } from "./MyBookingCard";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import * as styles from "./MyBookingsPage.css";

const PAGE_SIZE = 20;

/** The account's own bookings, latest date first, a page at a time. */
export function MyBookingsList({ user }: { user: MyBookingsList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyBookingsListPaginationQuery,
    MyBookingsList_user$key
  >(
    graphql`
      fragment MyBookingsList_user on User
      @refetchable(queryName: "MyBookingsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        bookings(first: $count, after: $cursor) @connection(key: "MyBookingsList_bookings") {
          edges {
            node {
              id
              ...MyBookingCard_booking
            }
          }
        }
      }
    `,
    user,
  );
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const { edges } = data.bookings;

  if (edges.length === 0) {
    return (
      <EmptyState
        titleId="myBookings.empty.title"
        messageId="myBookings.empty.message"
        action={{ to: "/", labelId: "myBookings.empty.action" }}
      />
    );
  }

  function loadMore() {
    setLoadMoreFailed(false);
    loadNext(PAGE_SIZE, { onComplete: (error) => setLoadMoreFailed(Boolean(error)) });
  }

  return (
    <>
      <ul role="list" className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <MyBookingCard booking={node} />
          </li>
        ))}
      </ul>
      {(hasNext || loadMoreFailed) && (
        <div className={styles.more}>
          {loadMoreFailed && (
            <p role="alert" className={styles.moreError}>
              <FormattedMessage id="myBookings.loadMoreFailed" />
            </p>
          )}
          {hasNext && (
            <button
              type="button"
              className={button({ variant: "secondary" })}
              disabled={isLoadingNext}
              onClick={loadMore}
            >
              <FormattedMessage id={isLoadingNext ? "myBookings.loadingMore" : "myBookings.loadMore"} />
            </button>
          )}
        </div>
      )}
    </>
  );
}
