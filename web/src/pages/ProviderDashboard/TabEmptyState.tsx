import type { ReactNode } from "react";
import * as styles from "./ProviderDashboardPage.css";

interface TabEmptyStateProps {
  /** In the reader's words. */
  title: ReactNode;
  message: ReactNode;
  /** A way on from here (the Schedule tab's link). */
  action?: ReactNode;
}

/** A tab with nothing in it; a quiet card, as an empty day is no error. */
export function TabEmptyState({ title, message, action }: TabEmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyMessage}>{message}</p>
      {action && <div className={styles.emptyAction}>{action}</div>}
    </div>
  );
}
