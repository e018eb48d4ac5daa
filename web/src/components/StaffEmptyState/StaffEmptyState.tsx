import { useId } from "react";
import * as styles from "./StaffEmptyState.css";

/** A staff list with nothing in it: good news more often than not, so no error look. */
export function StaffEmptyState({ title, message }: { title: string; message: string }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.message}>{message}</p>
    </section>
  );
}
