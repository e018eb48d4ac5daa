import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../Button/Button.css";
import { errorContent, type ErrorType } from "./stateCardContent";
import * as styles from "./StateCard.css";

// Texts given as props are already in the reader's words: the caller resolves them.
export interface ErrorStateProps {
  type?: ErrorType;
  /** Replaces the type's title, e.g. "City Not Found" on a location card. */
  title?: string;
  message?: string;
  /** Replaces the type's suggestions where they don't fit (a city search is not a provider search). */
  suggestions?: readonly string[];
  onRetry?: () => void;
  action?: { label: string; onClick: () => void };
  /** A second, quieter choice beside the action (the empty search's 'Take Quiz'). */
  secondaryAction?: { label: string; onClick: () => void };
  /** 1 when the card is the page's main content (a route error, a missing city). */
  headingLevel?: 1 | 2 | 3;
}

export function ErrorState({
  type = "default",
  title,
  message,
  suggestions,
  onRetry,
  action,
  secondaryAction,
  headingLevel = 2,
}: ErrorStateProps) {
  const intl = useIntl();
  const content = errorContent[type];
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const neutral = type === "no-results" || type === "location";
  return (
    <section className={styles.card} aria-labelledby={titleId} data-error-type={type}>
      <div className={styles.icon({ tone: neutral ? "neutral" : "danger" })} aria-hidden="true">
        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a hidden glyph, not words */}
        {neutral ? "?" : "!"}
      </div>
      <Heading id={titleId} className={styles.title}>
        {title ?? intl.formatMessage({ id: content.titleId })}
      </Heading>
      <p className={styles.message}>{message ?? intl.formatMessage({ id: content.messageId })}</p>
      <div className={styles.suggestions}>
        <p className={styles.suggestionsLabel}>
          <FormattedMessage id="stateCard.suggestionsLabel" />
        </p>
        <ul className={styles.suggestionList}>
          {(suggestions ?? content.suggestionIds.map((id) => intl.formatMessage({ id }))).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
      {(onRetry || action || secondaryAction) && (
        <div className={styles.actions}>
          {onRetry && (
            <button type="button" className={button({ variant: "primary" })} onClick={onRetry}>
              <FormattedMessage id="stateCard.tryAgain" />
            </button>
          )}
          {action && (
            <button
              type="button"
              className={button({ variant: onRetry ? "secondary" : "primary" })}
              onClick={action.onClick}
            >
              {action.label}
            </button>
          )}
          {secondaryAction && (
            <button type="button" className={button({ variant: "secondary" })} onClick={secondaryAction.onClick}>
              {secondaryAction.label}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
