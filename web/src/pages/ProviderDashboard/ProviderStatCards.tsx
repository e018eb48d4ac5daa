import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import type { ProviderStatCards_dashboard$key } from "./__generated__/ProviderStatCards_dashboard.graphql";
import { StatCard, StatCards } from "../../components/StatCard/StatCard";
import { formatCents } from "../../lib/bookingFormat";
import { formatAverageRating } from "./dashboardFormat";
import * as styles from "./ProviderDashboardPage.css";

/** Spec sections 2 and 3 "Provider stats": Total Bookings, Completed, Average Rating, This Month. */
export function ProviderStatCards({ dashboard }: { dashboard: ProviderStatCards_dashboard$key }) {
  const intl = useIntl();
  const headingId = useId();
  const { stats } = useFragment(
    graphql`
      fragment ProviderStatCards_dashboard on ProviderDashboard {
        stats {
          totalBookings
          completedBookings
          averageRating
          reviewCount
          thisMonthEarnings
        }
      }
    `,
    dashboard,
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.visuallyHidden}>
        <FormattedMessage id="providerDashboard.stats.heading" />
      </h2>
      <StatCards>
        <StatCard label={<FormattedMessage id="providerDashboard.stats.totalBookings" />}>
          {intl.formatNumber(stats.totalBookings)}
        </StatCard>
        <StatCard label={<FormattedMessage id="providerDashboard.stats.completed" />}>
          {intl.formatNumber(stats.completedBookings)}
        </StatCard>
        <StatCard
          label={<FormattedMessage id="providerDashboard.stats.averageRating" />}
          hint={
            stats.reviewCount > 0 ? (
              <FormattedMessage id="providerDashboard.stats.reviews" values={{ count: stats.reviewCount }} />
            ) : (
              <FormattedMessage id="providerDashboard.stats.noReviews" />
            )
          }
        >
          {formatAverageRating(stats.averageRating, intl)}
        </StatCard>
        <StatCard
          label={<FormattedMessage id="providerDashboard.stats.thisMonth" />}
          hint={<FormattedMessage id="providerDashboard.stats.thisMonthHint" />}
        >
          {formatCents(stats.thisMonthEarnings, intl)}
        </StatCard>
      </StatCards>
    </section>
  );
}
