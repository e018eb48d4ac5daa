import { FormattedMessage } from "react-intl";
import * as styles from "./PlatformEarningsPage.css";

/** Spec words: "No payments in this period." A quiet period is no error. */
export function EarningsEmptyState() {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>
        <FormattedMessage id="platformEarnings.empty.title" />
      </p>
      <p className={styles.emptyMessage}>
        <FormattedMessage id="platformEarnings.empty.message" />
      </p>
    </div>
  );
}
