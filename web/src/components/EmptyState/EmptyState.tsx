import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import type { MessageId } from "../../i18n/messages";
import { button } from "../Button/Button.css";
import * as styles from "./EmptyState.css";

/** Where to go instead, or a dialog to open here (the button says it opens one). */
export type EmptyStateAction = { to: string; labelId: MessageId } | { openDialog: () => void; labelId: MessageId };

export interface EmptyStateProps {
  titleId: MessageId;
  messageId: MessageId;
  action?: EmptyStateAction;
}

/**
 * In place of what a screen would show when there is nothing for this reader (an empty
 * list, the wrong kind of account, a link that leads nowhere): why, and what to do instead.
 * An ordinary answer, so no error look.
 */
export function EmptyState({ titleId, messageId, action }: EmptyStateProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <FormattedMessage id={titleId} />
      </h2>
      <p className={styles.message}>
        <FormattedMessage id={messageId} />
      </p>
      {action &&
        ("to" in action ? (
          <Link to={action.to} className={button({ variant: "primary" })}>
            <FormattedMessage id={action.labelId} />
          </Link>
        ) : (
          <button
            type="button"
            className={button({ variant: "primary" })}
            aria-haspopup="dialog"
            onClick={action.openDialog}
          >
            <FormattedMessage id={action.labelId} />
          </button>
        ))}
    </section>
  );
}
