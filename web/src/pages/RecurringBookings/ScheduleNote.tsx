import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import type { MessageId } from "../../i18n/messages";
import * as styles from "./RecurringBookingsPage.css";

type NoteAction =
  { kind: "link"; to: string; labelId: MessageId } | { kind: "button"; onClick: () => void; labelId: MessageId };

interface ScheduleNoteProps {
  titleId: MessageId;
  messageId: MessageId;
  /** What to do instead: set up a schedule, or go where the account's work is. */
  action?: NoteAction;
}

/** In place of the list when there is nothing to show: why, and what to do. */
export function ScheduleNote({ titleId, messageId, action }: ScheduleNoteProps) {
  const headingId = useId();
  return (
    <section className={styles.note} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.noteTitle}>
        <FormattedMessage id={titleId} />
      </h2>
      <p className={styles.noteMessage}>
        <FormattedMessage id={messageId} />
      </p>
      {action?.kind === "link" && (
        <Link to={action.to} className={button({ variant: "primary" })}>
          <FormattedMessage id={action.labelId} />
        </Link>
      )}
      {action?.kind === "button" && (
        <button
          type="button"
          className={button({ variant: "primary" })}
          aria-haspopup="dialog"
          onClick={action.onClick}
        >
          <FormattedMessage id={action.labelId} />
        </button>
      )}
    </section>
  );
}
