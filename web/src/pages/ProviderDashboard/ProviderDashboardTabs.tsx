import { Tabs } from "radix-ui";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import type { MessageId } from "../../i18n/messages";
import type { ProviderDashboardTabs_dashboard$key } from "./__generated__/ProviderDashboardTabs_dashboard.graphql";
import type { ProviderSchedules_query$key } from "./__generated__/ProviderSchedules_query.graphql";
import type { ProviderUpcomingBookings_query$key } from "./__generated__/ProviderUpcomingBookings_query.graphql";
import { ProviderBookingList } from "./ProviderBookingList";
import { ProviderSchedules } from "./ProviderSchedules";
import { ProviderUpcomingBookings } from "./ProviderUpcomingBookings";
import { TabEmptyState } from "./TabEmptyState";
import * as styles from "./ProviderDashboardPage.css";

const TABS: ReadonlyArray<{ value: string; labelId: MessageId }> = [
  { value: "today", labelId: "providerDashboard.tab.today" },
  { value: "upcoming", labelId: "providerDashboard.tab.upcoming" },
  { value: "completed", labelId: "providerDashboard.tab.completed" },
  { value: "recurring", labelId: "providerDashboard.tab.recurring" },
  { value: "schedule", labelId: "providerDashboard.tab.schedule" },
];

interface ProviderDashboardTabsProps {
  dashboard: ProviderDashboardTabs_dashboard$key;
  /** For the Upcoming and Recurring Schedules tabs' pages. */
  query: ProviderUpcomingBookings_query$key & ProviderSchedules_query$key;
  onBookingMoved: () => void;
}

/**
 * Spec section 2 "Provider dashboard": Today, Upcoming, Completed (the latest 10), the
 * recurring schedules customers set up with the provider, and Schedule. Radix tabs: arrow keys move between them, and each panel is labelled by its tab.
 */
export function ProviderDashboardTabs({ dashboard, query, onBookingMoved }: ProviderDashboardTabsProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProviderDashboardTabs_dashboard on ProviderDashboard {
        bookingsToday {
          id
          ...ProviderBookingCard_booking
        }
        recentlyCompleted {
          id
          ...ProviderBookingCard_booking
        }
      }
    `,
    dashboard,
  );

  return (
    <Tabs.Root defaultValue="today">
      <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: "providerDashboard.tabs.label" })}>
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
            <FormattedMessage id={tab.labelId} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="today" className={styles.panel}>
        <ProviderBookingList
          bookings={data.bookingsToday}
          emptyTitle={<FormattedMessage id="providerDashboard.empty.today.title" />}
          emptyMessage={<FormattedMessage id="providerDashboard.empty.today.message" />}
          onBookingMoved={onBookingMoved}
        />
      </Tabs.Content>

      <Tabs.Content value="upcoming" className={styles.panel}>
        <ProviderUpcomingBookings query={query} onBookingMoved={onBookingMoved} />
      </Tabs.Content>

      <Tabs.Content value="completed" className={styles.panel}>
        {data.recentlyCompleted.length > 0 && (
          <p className={styles.panelNote}>
            <FormattedMessage id="providerDashboard.completed.note" />
          </p>
        )}
        <ProviderBookingList
          bookings={data.recentlyCompleted}
          emptyTitle={<FormattedMessage id="providerDashboard.empty.completed.title" />}
          emptyMessage={<FormattedMessage id="providerDashboard.empty.completed.message" />}
          onBookingMoved={onBookingMoved}
        />
      </Tabs.Content>

      <Tabs.Content value="recurring" className={styles.panel}>
        <ProviderSchedules query={query} />
      </Tabs.Content>

      <Tabs.Content value="schedule" className={styles.panel}>
        {/* Spec section 2: the Schedule tab is a 'coming soon' placeholder. */}
        <TabEmptyState
          title={<FormattedMessage id="providerDashboard.schedule.title" />}
          message={<FormattedMessage id="providerDashboard.schedule.message" />}
          action={
            <Link to="/availability-test" className={button({ variant: "secondary", size: "sm" })}>
              <FormattedMessage id="providerDashboard.schedule.link" />
            </Link>
          }
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
