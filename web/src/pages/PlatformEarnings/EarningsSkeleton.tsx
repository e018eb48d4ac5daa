import { FormattedMessage } from "react-intl";
import * as styles from "./PlatformEarningsPage.css";

/**
 * The screen's shape while the figures load (four cards, the explainer, tabs, rows), so
 * nothing jumps when they arrive. Screen readers hear one status line.
 */
export function EarningsSkeleton() {
  return (
    <div role="status" aria-live="polite" className={styles.section}>
      <span className={styles.visuallyHidden}>
        <FormattedMessage id="platformEarnings.loading" />
      </span>
      <div className={styles.skeletonCards} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.skeletonCard}>
            <div className={styles.skeletonLabel} />
            <div className={styles.skeletonValue} />
          </div>
        ))}
      </div>
      <div className={styles.skeletonBlock} aria-hidden="true" />
      <div className={styles.skeletonTabs} aria-hidden="true" />
      <div className={styles.skeletonRows} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={styles.skeletonRow} />
        ))}
      </div>
    </div>
  );
}
