import { startTransition, useCallback } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { TaxProfileCard } from "../../components/TaxProfileCard/TaxProfileCard";
import { FeeStatementsCard } from "../../components/FeeStatementsCard/FeeStatementsCard";
import { CalendarFeedCard } from "../../components/CalendarFeedCard/CalendarFeedCard";
import { PayoutsCard } from "../../components/PayoutsCard/PayoutsCard";
import type { ProviderDashboard_query$key } from "./__generated__/ProviderDashboard_query.graphql";
import type { ProviderDashboardRefetchQuery } from "./__generated__/ProviderDashboardRefetchQuery.graphql";
import { ProviderDashboardHeader } from "./ProviderDashboardHeader";
import { ProviderDashboardTabs } from "./ProviderDashboardTabs";
import { ProviderStatCards } from "./ProviderStatCards";
import * as styles from "./ProviderDashboardPage.css";

interface ProviderDashboardProps {
  query: ProviderDashboard_query$key;
  /** The provider account's own dashboard, rather than one staff opened. */
  ownAccount: boolean;
}

/**
 * The dashboard itself. After a booking moves, all of it is asked again: the booking
 * changes tab (Today to Completed, or out of Upcoming) and the stats change with it, which
 * no single booking in the mutation's answer can say. The store's data stays on screen
 * meanwhile (store-and-network, in a transition), so nothing flickers.
 */
export function ProviderDashboard({ query, ownAccount }: ProviderDashboardProps) {
  // Without a providerId (a provider's own) the server answers the account's own dashboard.
  const [data, refetch] = useRefetchableFragment<ProviderDashboardRefetchQuery, ProviderDashboard_query$key>(
    graphql`
      fragment ProviderDashboard_query on Query @refetchable(queryName: "ProviderDashboardRefetchQuery") {
        providerDashboard(providerId: $providerId) {
          ...ProviderDashboardHeader_dashboard
          ...ProviderStatCards_dashboard
          ...ProviderDashboardTabs_dashboard
          provider {
            ...CalendarFeedCard_provider
            ...TaxProfileCard_provider
            ...FeeStatementsCard_provider
          }
        }
        ...ProviderUpcomingBookings_query
        ...ProviderSchedules_query
        ...PayoutsCard_query
      }
    `,
    query,
  );
  const refresh = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: "store-and-network" });
      }),
    [refetch],
  );

  return (
    <div className={styles.dashboard}>
      <ProviderDashboardHeader dashboard={data.providerDashboard} />
      <ProviderStatCards dashboard={data.providerDashboard} />
      <PayoutsCard query={data} ownAccount={ownAccount} />
      <CalendarFeedCard provider={data.providerDashboard.provider} />
      <TaxProfileCard provider={data.providerDashboard.provider} />
      <FeeStatementsCard provider={data.providerDashboard.provider} />
      <ProviderDashboardTabs dashboard={data.providerDashboard} query={data} onBookingMoved={refresh} />
    </div>
  );
}
