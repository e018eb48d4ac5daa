import { useEffect, useId, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import * as styles from "./ContactPage.css";

interface ContactConfirmationProps {
  reference: string;
  onSendAnother: () => void;
}

/** The receipt, in place of the form: focus moves here so a screen reader announces it. */
export function ContactConfirmation({ reference, onSendAnother }: ContactConfirmationProps) {
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => panel.current?.focus(), []);
  return (
    <section ref={panel} tabIndex={-1} className={styles.confirmation} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.confirmationHeading}>
        <FormattedMessage id="contact.sent.title" />
      </h2>
      <p>
        <FormattedMessage
          id="contact.sent.reference"
          values={{ reference: <span className={styles.reference}>{reference}</span> }}
        />
      </p>
      <p>
        <FormattedMessage id="contact.sent.description" />
      </p>
      <div className={styles.confirmationActions}>
        <button type="button" className={button({ variant: "secondary" })} onClick={onSendAnother}>
          <FormattedMessage id="contact.sent.another" />
        </button>
        <Link to="/" className={button({ variant: "ghost" })}>
          <FormattedMessage id="contact.sent.home" />
        </Link>
      </div>
    </section>
  );
}
