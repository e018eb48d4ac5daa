import type { ReactNode } from "react";
import * as styles from "./StatCard.css";

/** A row of figures as one description list: each StatCard a term and its value. */
export function StatCards({ children }: { children: ReactNode }) {
  return <dl className={styles.cards}>{children}</dl>;
}

/** One figure: its name (dt), the figure (dd) and, if given, a line on what it counts (dd). */
export function StatCard({ label, hint, children }: { label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </div>
  );
}
