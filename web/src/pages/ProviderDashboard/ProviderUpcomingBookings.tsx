import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import type { ProviderUpcomingBookings_query$key } from "./__generated__/ProviderUpcomingBookings_query.graphql";
import type { ProviderUpcomingBookingsPaginationQuery } from "./__generated__/ProviderUpcomingBookingsPaginationQuery.graphql";
import { ProviderBookingList } from "./ProviderBookingList";
import * as styles from "./ProviderDashboardPage.css";

const PAGE_SIZE = 10;

interface ProviderUpcomingBookingsProps {
  query: ProviderUpcomingBookings_query$key;
  onBookingMoved: () => void;
}

/**
 * Confirmed bookings after today, soonest first, a page at a time. ProviderDashboard is
 * not a Node, so the connection hangs off Query (by the page's $providerId) to be
 * refetchable page by page.
 */
export function ProviderUpcomingBookings({ query, onBookingMoved }: ProviderUpcomingBookingsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ProviderUpcomingBookingsPaginationQuery,
    ProviderUpcomingBookings_query$key
  >(
    graphql`
      fragment ProviderUpcomingBookings_query on Query
      @refetchable(queryName: "ProviderUpcomingBookingsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        providerDashboard(providerId: $providerId) {
          upcomingBookings(first: $count, after: $cursor)
            @connection(key: "ProviderUpcomingBookings_upcomingBookings") {
            edges {
              node {
                id
                ...ProviderBookingCard_booking
              }
            }
          }
        }
      }
    `,
    query,
  );

  return (
    <>
      <ProviderBookingList
        bookings={data.providerDashboard.upcomingBookings.edges.map((edge) => edge.node)}
        emptyTitle={<FormattedMessage id="providerDashboard.empty.upcoming.title" />}
        emptyMessage={<FormattedMessage id="providerDashboard.empty.upcoming.message" />}
        onBookingMoved={onBookingMoved}
      />
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
