import { FormattedMessage } from "react-intl";
import * as styles from "./PlatformEarningsPage.css";

/**
 * The range's tax lines as a CSV file, for the sales tax returns: every tax charged and every
 * tax a refund returned, by province, with the documents that show them.
 */
export function TaxLinesExport({ startDate, endDate }: { startDate: string; endDate: string }) {
  const href = `/api/platform-earnings/tax-lines?${new URLSearchParams({ startDate, endDate }).toString()}`;
  return (
    <p className={styles.taxLinesExport}>
      {/* A file, not a page of the app: the server names it and the browser saves it. */}
      <a href={href} type="text/csv" download data-testid="tax-lines-export">
        <FormattedMessage id="platformEarnings.taxLines.export" />
      </a>
      <span>
        <FormattedMessage id="platformEarnings.taxLines.hint" />
      </span>
    </p>
  );
}
