import { FormattedMessage } from "react-intl";
import * as styles from "./ProviderDashboardPage.css";

/**
 * The dashboard's shape while it loads (header, four stats, tabs, two bookings), so the
 * page does not jump when the data arrives. Screen readers hear one status line.
 */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <span className={styles.visuallyHidden}>
        <FormattedMessage id="providerDashboard.loading" />
      </span>
      <div className={styles.header} aria-hidden="true">
        <div className={styles.skeletonTitle} />
        <div className={styles.skeletonLine} />
      </div>
      <div className={styles.stats} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.statCard}>
            <div className={styles.skeletonStatLabel} />
            <div className={styles.skeletonStat} />
          </div>
        ))}
      </div>
      <div className={styles.skeletonTabs} aria-hidden="true" />
      <div className={styles.list} aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className={styles.skeletonCard}>
            <div className={styles.skeletonTitle} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLine} />
          </div>
        ))}
      </div>
    </div>
  );
}
