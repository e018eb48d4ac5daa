import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import type { FeeStatementsCard_provider$key } from "./__generated__/FeeStatementsCard_provider.graphql";
import * as styles from "./FeeStatementsCard.css";

/** "2026-11" as the reader's "November 2026": the first of the month at noon UTC, a day in every zone. */
function monthName(month: string, intl: ReturnType<typeof useIntl>): string {
  return intl.formatDate(new Date(`${month}-01T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * The provider's monthly statements of the fees the marketplace charged it, with their GST/HST
 * and QST: the PDFs a registered provider claims its input tax credits with.
 */
export function FeeStatementsCard({ provider }: { provider: FeeStatementsCard_provider$key }) {
  const intl = useIntl();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment FeeStatementsCard_provider on Provider {
        feeStatements {
          month
          path
        }
      }
    `,
    provider,
  );
  if (!data.feeStatements) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <FormattedMessage id="feeStatements.heading" />
        </h2>
      </header>
      <p className={styles.message}>
        <FormattedMessage id="feeStatements.intro" />
      </p>
      <ul className={styles.list}>
        {data.feeStatements.map((statement) => (
          <li key={statement.month}>
            {/* A file, not a page of the app: the browser opens or saves it. */}
            <a href={statement.path} type="application/pdf" data-testid="fee-statement">
              <FormattedMessage id="feeStatements.link" values={{ month: monthName(statement.month, intl) }} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
