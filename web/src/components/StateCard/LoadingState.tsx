import { FormattedMessage } from "react-intl";
import { loadingMessage, type LoadingVariant } from "./stateCardContent";
import * as styles from "./StateCard.css";

export interface LoadingStateProps {
  variant?: LoadingVariant;
  /** Replaces the variant's message; already in the reader's words. */
  message?: string;
}

/** A spinner with a message; the search variant also sketches the result cards to come. */
export function LoadingState({ variant = "general", message }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={styles.loading} data-loading-variant={variant}>
      <div className={styles.loadingRow}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{message ?? <FormattedMessage id={loadingMessage[variant]} />}</span>
      </div>
      {variant === "search" && (
        <div className={styles.skeletonGrid} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.skeletonCard}>
              <div className={styles.skeletonBlock({ shape: "image" })} />
              <div className={styles.skeletonBlock({ shape: "line" })} />
              <div className={styles.skeletonBlock({ shape: "shortLine" })} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
