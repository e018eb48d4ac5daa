import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import type { PaymentDocuments_documents$key } from "./__generated__/PaymentDocuments_documents.graphql";
import * as styles from "./PaymentDocuments.css";

/**
 * A payment's receipt and credit notes as download links (PDFs the server makes): on the
 * customer's booking cards and on a guest's booking page, whose paths go through its link.
 */
export function PaymentDocuments({ documents }: { documents: PaymentDocuments_documents$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentDocuments_documents on PaymentDocument @relay(plural: true) {
        kind
        number
        path
      }
    `,
    documents,
  );
  if (data.length === 0) return null;
  return (
    <ul className={styles.list}>
      {data.map((document) => (
        <li key={document.path}>
          {/* A file, not a page of the app: the browser opens or saves it. */}
          <a href={document.path} type="application/pdf" data-testid="payment-document">
            {document.kind === "CREDIT_NOTE" ? (
              <FormattedMessage id="paymentDocuments.creditNote" values={{ number: document.number }} />
            ) : document.number ? (
              <FormattedMessage id="paymentDocuments.receipt" values={{ number: document.number }} />
            ) : (
              <FormattedMessage id="paymentDocuments.receiptUnnumbered" />
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
