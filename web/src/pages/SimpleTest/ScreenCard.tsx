import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { accessNote } from "./accessNote";
import { cardHref, type CardAccess, type OverviewCard } from "./overviewCards";
import * as styles from "./ScreenCard.css";

interface ScreenCardProps {
  card: OverviewCard;
  access: CardAccess;
}

/**
 * One screen of the overview: its name (a link over the whole card, when following it
 * helps), what it is for, and, when this viewer cannot simply open it, what it needs.
 */
export function ScreenCard({ card, access }: ScreenCardProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const noteId = useId();
  const href = cardHref(card.path, access);
  const note = accessNote(intl, access);
  const title = <FormattedMessage id={card.titleId} />;

  return (
    <li className={styles.card({ linked: href !== null })}>
      <h2 className={styles.heading}>
        {href === null ? (
          title
        ) : (
          <Link
            to={href}
            className={styles.link}
            aria-describedby={note ? `${descriptionId} ${noteId}` : descriptionId}
          >
            {title}
          </Link>
        )}
      </h2>
      <p id={descriptionId} className={styles.description}>
        <FormattedMessage id={card.descriptionId} />
      </p>
      <p className={styles.path}>
        <code>{card.path}</code>
      </p>
      {note && (
        <p id={noteId} className={styles.note({ tone: access.kind === "forbidden" ? "needs" : "signIn" })}>
          <LockIcon />
          <span>{note}</span>
        </p>
      )}
    </li>
  );
}

const LockIcon = () => (
  <svg
    className={styles.icon}
    width="16"
    height="16"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
