import { useId, type ReactNode } from "react";
import * as styles from "./StaffCard.css";

interface StaffCardProps {
  /** The card's heading: what the card is about (a business's name). */
  heading: ReactNode;
  /** Beside the heading: a status badge. */
  badge?: ReactNode;
  /** Under the heading: when it was submitted. */
  meta?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
}

/** One item of a staff list, named by its heading (h2: the page's h1 is above the list). */
export function StaffCard({ heading, badge, meta, children, actions }: StaffCardProps) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {badge}
      </header>
      {meta && <p className={styles.meta}>{meta}</p>}
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}

/** Label and value pairs, in a grid that fits the width. */
export function StaffDetails({ children }: { children: ReactNode }) {
  return <dl className={styles.details}>{children}</dl>;
}

export function StaffDetail({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.detail({ wide: Boolean(wide) })}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}
