import type { ReactNode } from "react";
import * as styles from "./StaffBadge.css";

export type StaffBadgeTone = keyof typeof styles.tones;

/** A status in words, with a colour that only repeats what the words say. */
export function StaffBadge({ tone, children }: { tone: StaffBadgeTone; children: ReactNode }) {
  return <span className={styles.tones[tone]}>{children}</span>;
}
