import { FormattedMessage } from "react-intl";
import { bookingStatusTone } from "./bookingStatusTone";
import * as styles from "./BookingStatusBadge.css";

/**
 * A booking's status in words (Confirmed, In Progress, Completed, Cancelled), with a
 * colour per status that only repeats what the words say.
 */
export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <span className={styles.tones[bookingStatusTone(status)]}>
      <span className={styles.dot} aria-hidden="true" />
      <FormattedMessage id="bookingStatusBadge.status" values={{ status }} />
    </span>
  );
}
