import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import type { ProfileOpenings_slots$key } from "./__generated__/ProfileOpenings_slots.graphql";
import * as styles from "./ProviderProfilePage.css";

/** The next times the provider can be booked, from its calendar; Book Now picks one. */
export function ProfileOpenings({ slots }: { slots: ProfileOpenings_slots$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProfileOpenings_slots on TimeSlot @relay(plural: true) {
        databaseId
        date
        startTime
        price
      }
    `,
    slots,
  );
  return (
    <section className={styles.sideCard} aria-labelledby="profile-openings">
      <h2 id="profile-openings" className={styles.sideHeading}>
        <FormattedMessage id="providerProfile.openings.heading" />
      </h2>
      {data.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="providerProfile.openings.none" />
        </p>
      ) : (
        <ul role="list" className={styles.openings}>
          {data.map((slot) => (
            <li key={slot.databaseId} className={styles.opening}>
              <span>
                <FormattedMessage
                  id="providerProfile.openings.slot"
                  values={{ date: formatBookingDate(slot.date, intl), time: formatBookingTime(slot.startTime, intl) }}
                />
              </span>
              <span className={styles.openingPrice}>{formatCents(slot.price, intl)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
