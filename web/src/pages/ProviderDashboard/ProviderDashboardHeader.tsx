import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { ProviderDashboardHeader_dashboard$key } from "./__generated__/ProviderDashboardHeader_dashboard.graphql";
import { formatBookingDate } from "../../lib/bookingFormat";
import * as styles from "./ProviderDashboardPage.css";

/**
 * Whose dashboard this is, and on which clock: "today" and every booking's date and time
 * are the provider's city's, whatever the reader's own time zone.
 */
export function ProviderDashboardHeader({ dashboard }: { dashboard: ProviderDashboardHeader_dashboard$key }) {
  const intl = useIntl();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment ProviderDashboardHeader_dashboard on ProviderDashboard {
        timeZone
        today
        provider {
          name
          databaseId
          profilePath
          city {
            name
            province
          }
        }
      }
    `,
    dashboard,
  );
  const { provider } = data;

  return (
    <section className={styles.header} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.providerName}>
        {provider.name}
      </h2>
      <p className={styles.headerFacts}>
        <span>
          <FormattedMessage id="providerDashboard.header.number" values={{ number: provider.databaseId }} />
        </span>
        <span>
          <FormattedMessage
            id="providerDashboard.header.location"
            values={{ city: provider.city.name, province: provider.city.province }}
          />
        </span>
      </p>
      <p className={styles.headerMeta}>
        <Link to={provider.profilePath}>
          <FormattedMessage id="providerDashboard.header.profile" />
        </Link>
      </p>
      <p className={styles.headerMeta}>
        <FormattedMessage id="providerDashboard.header.today" values={{ date: formatBookingDate(data.today, intl) }} />
      </p>
      <p className={styles.headerMeta}>
        <FormattedMessage
          id="providerDashboard.header.timeZone"
          values={{ city: provider.city.name, timeZone: data.timeZone }}
        />
      </p>
    </section>
  );
}
