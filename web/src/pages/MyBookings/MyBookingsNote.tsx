import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import type { MessageId } from "../../i18n/messages";
import * as styles from "./MyBookingsPage.css";

interface MyBookingsNoteProps {
  titleId: MessageId;
  messageId: MessageId;
  /** Where to go instead: somewhere to book, or the provider's own dashboard. */
  action: { to: string; labelId: MessageId };
}

/** In place of the list when there is nothing to show: why, and where to go. */
export function MyBookingsNote({ titleId, messageId, action }: MyBookingsNoteProps) {
  const headingId = useId();
  return (
    <section className={styles.note} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.noteTitle}>
        <FormattedMessage id={titleId} />
      </h2>
      <p className={styles.noteMessage}>
        <FormattedMessage id={messageId} />
      </p>
      <Link to={action.to} className={button({ variant: "primary" })}>
        <FormattedMessage id={action.labelId} />
      </Link>
    </section>
  );
}
