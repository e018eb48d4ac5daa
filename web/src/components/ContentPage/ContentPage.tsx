import { useId, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { MessageId } from "../../i18n/messages";
import * as styles from "./ContentPage.css";

/** A part of a reading page, with its own anchor (`id`) and level-2 heading. */
export function ContentSection({
  id,
  titleId,
  titleValues,
  children,
}: {
  id: string;
  titleId: MessageId;
  titleValues?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        <FormattedMessage id={titleId} values={titleValues} />
      </h2>
      {children}
    </section>
  );
}

export interface TableOfContentsEntry {
  id: string;
  titleId: MessageId;
}

/** "On this page": a link to each section's anchor, in the page's order. */
export function TableOfContents({ entries }: { entries: readonly TableOfContentsEntry[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={styles.toc}>
      <h2 id={headingId} className={styles.tocTitle}>
        <FormattedMessage id="contentPage.toc" />
      </h2>
      <ol className={styles.tocList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={`#${entry.id}`}>
              <FormattedMessage id={entry.titleId} />
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A document's version date ("Last updated November 28, 2026"), from a YYYY-MM-DD constant. */
export function LastUpdated({ messageId, date }: { messageId: MessageId; date: string }) {
  const intl = useIntl();
  return (
    <p className={styles.lastUpdated}>
      <FormattedMessage
        id={messageId}
        values={{ date: <time dateTime={date}>{formatVersionDate(date, intl)}</time> }}
      />
    </p>
  );
}

// A version date is a calendar date, not an instant: formatted in UTC so no zone moves it.
const VERSION_DATE = { dateStyle: "long", timeZone: "UTC" } as const;

/** "2026-11-28" → "November 28, 2026" (en-CA). */
export function formatVersionDate(date: string, intl: Pick<ReturnType<typeof useIntl>, "formatDate">): string {
  return intl.formatDate(`${date}T00:00:00Z`, VERSION_DATE);
}
