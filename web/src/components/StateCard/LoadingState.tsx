import { FormattedMessage } from "react-intl";
import { ProviderCardSkeleton } from "../ProviderCard/ProviderCardSkeleton";
import { loadingMessage, type LoadingVariant } from "./stateCardContent";
import * as styles from "./StateCard.css";

export interface LoadingStateProps {
  variant?: LoadingVariant;
  /** Replaces the variant's message; already in the reader's words. */
  message?: string;
  /** The provider variants (search, quiz): columns of the list to come on a wide screen. */
  columns?: 2 | 3;
}

// The search and the quiz end in provider cards: their loading state holds a row of them.
const SKETCHED_CARDS = 3;

/**
 * A spinner with a message. The search and quiz variants also lay out the provider cards to
 * come, as skeleton cards of the real cards' size, so the cards take their place and nothing
 * below them moves when they arrive.
 */
export function LoadingState({ variant = "general", message, columns = 3 }: LoadingStateProps) {
  const sketchesCards = variant === "search" || variant === "quiz";
  return (
    <div role="status" aria-live="polite" className={styles.loading} data-loading-variant={variant}>
      <div className={styles.loadingRow}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{message ?? <FormattedMessage id={loadingMessage[variant]} />}</span>
      </div>
      {sketchesCards && (
        <ul role="list" className={styles.skeletonGrid({ columns })} aria-hidden="true">
          {Array.from({ length: SKETCHED_CARDS }, (_, i) => (
            <li key={i}>
              <ProviderCardSkeleton />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
