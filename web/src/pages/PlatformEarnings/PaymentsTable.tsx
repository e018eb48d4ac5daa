import { useId, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { PaymentStatusBadge, TransferStatusBadge } from "../../components/PaymentStatusBadge/PaymentStatusBadge";
import type { MessageId } from "../../i18n/messages";
import { formatCents } from "../../lib/bookingFormat";
import { serviceTypeLabelId } from "../../lib/serviceTypeLabel";
import { PLATFORM_TIME_ZONE } from "../../../../shared/payments/earnings-range";
import type { PaymentsTable_query$key } from "./__generated__/PaymentsTable_query.graphql";
import type { PaymentsTablePaginationQuery } from "./__generated__/PaymentsTablePaginationQuery.graphql";
import type {
  PaymentsTableRow_payment$data,
  PaymentsTableRow_payment$key,
} from "./__generated__/PaymentsTableRow_payment.graphql";
import { EarningsEmptyState } from "./EarningsEmptyState";
import * as styles from "./PlatformEarningsPage.css";

const PAGE_SIZE = 20;

// The columns in row order; money aligns right, so the figures line up.
const COLUMNS: ReadonlyArray<{ labelId: MessageId; amount?: true }> = [
  { labelId: "platformEarnings.payments.date" },
  { labelId: "platformEarnings.payments.provider" },
  { labelId: "platformEarnings.payments.service" },
  { labelId: "platformEarnings.payments.customer" },
  { labelId: "platformEarnings.payments.amount", amount: true },
  { labelId: "platformEarnings.payments.fee", amount: true },
  { labelId: "platformEarnings.payments.paymentStatus" },
  { labelId: "platformEarnings.payments.transferStatus" },
];

// When a payment was made, on the platform's clock (the range is on it too).
const PAYMENT_TIME = { dateStyle: "medium", timeStyle: "short", timeZone: PLATFORM_TIME_ZONE } as const;

/** A row's payment, as `renderActions` receives it. */
export type PaymentsTableRow = PaymentsTableRow_payment$data;

interface PaymentsTableProps {
  query: PaymentsTable_query$key;
  /**
   * What each row offers to do with its payment (staff's Refund), in a last column; no
   * column without it. To read more of the payment, spread a fragment into
   * PaymentsTableRow_payment and pass the row on.
   */
  renderActions?: (payment: PaymentsTableRow) => ReactNode;
}

/**
 * Spec section 2 "Recent Payments": the range's payments, newest first, a page at a time,
 * with their payment and transfer status. PlatformEarnings is not a Node, so the connection
 * hangs off Query (by the page's $startDate and $endDate) to be refetchable page by page.
 */
export function PaymentsTable({ query, renderActions }: PaymentsTableProps) {
  const captionId = useId();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    PaymentsTablePaginationQuery,
    PaymentsTable_query$key
  >(
    graphql`
      fragment PaymentsTable_query on Query
      @refetchable(queryName: "PaymentsTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        platformEarnings(startDate: $startDate, endDate: $endDate) {
          payments(first: $count, after: $cursor) @connection(key: "PaymentsTable_payments") {
            edges {
              node {
                id
                ...PaymentsTableRow_payment
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.platformEarnings?.payments.edges ?? [];
  if (edges.length === 0) return <EarningsEmptyState />;

  return (
    <>
      <div className={styles.tableFrame} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <FormattedMessage id="platformEarnings.payments.caption" />
          </caption>
          <thead>
            <tr>
              {COLUMNS.map(({ labelId, amount }) => (
                <th key={labelId} scope="col" className={amount ? styles.amountHead : styles.headCell}>
                  <FormattedMessage id={labelId} />
                </th>
              ))}
              {renderActions && (
                <th scope="col" className={styles.headCell}>
                  <FormattedMessage id="platformEarnings.payments.actions" />
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {edges.map((edge) => (
              <PaymentRow key={edge.node.id} payment={edge.node} renderActions={renderActions} />
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <div className={styles.more}>
          <button
            type="button"
            className={button({ variant: "secondary" })}
            disabled={isLoadingNext}
            onClick={() => loadNext(PAGE_SIZE)}
          >
            <FormattedMessage
              id={isLoadingNext ? "platformEarnings.payments.loadingMore" : "platformEarnings.payments.loadMore"}
            />
          </button>
        </div>
      )}
    </>
  );
}

function PaymentRow({
  payment,
  renderActions,
}: {
  payment: PaymentsTableRow_payment$key;
  renderActions?: (payment: PaymentsTableRow) => ReactNode;
}) {
  const intl = useIntl();
  const row = useFragment(
    graphql`
      fragment PaymentsTableRow_payment on Payment {
        id
        databaseId
        kind
        createdAt
        totalAmount
        platformFee
        platformCommissionRate
        refundedAmount
        paymentStatus
        transferStatus
        underpaid
        amountReceived
        failureMessage
        serviceType
        customerName
        provider {
          name
        }
        ...RefundDialog_payment
      }
    `,
    payment,
  );
  const serviceLabel = row.serviceType ? serviceTypeLabelId(row.serviceType) : null;
  const notRecorded = <FormattedMessage id="platformEarnings.payments.notRecorded" />;

  return (
    <tr>
      <td className={styles.cell}>
        <span className={styles.nowrap}>{intl.formatDate(String(row.createdAt), PAYMENT_TIME)}</span>
        <span className={styles.subtle}>
          <FormattedMessage id="platformEarnings.payments.reference" values={{ id: row.databaseId, kind: row.kind }} />
        </span>
      </td>
      <td className={styles.cell}>{row.provider?.name ?? notRecorded}</td>
      <td className={styles.cell}>
        {serviceLabel ? <FormattedMessage id={serviceLabel} /> : (row.serviceType ?? notRecorded)}
      </td>
      <td className={styles.cell}>{row.customerName ?? notRecorded}</td>
      <td className={styles.amountCell}>
        {formatCents(row.totalAmount, intl)}
        {row.refundedAmount > 0 && (
          <span className={styles.refunded}>
            <FormattedMessage
              id="platformEarnings.payments.refunded"
              values={{ amount: formatCents(row.refundedAmount, intl) }}
            />
          </span>
        )}
      </td>
      <td className={styles.amountCell}>
        {formatCents(row.platformFee, intl)}
        <span className={styles.subtle}>
          <FormattedMessage
            id="platformEarnings.payments.rate"
            values={{
              rate: intl.formatNumber(row.platformCommissionRate / 100, { style: "percent", maximumFractionDigits: 2 }),
            }}
          />
        </span>
      </td>
      <td className={styles.cell}>
        <PaymentStatusBadge status={row.paymentStatus} underpaid={row.underpaid} />
        {row.underpaid && row.amountReceived !== null && row.amountReceived !== undefined && (
          <span className={styles.subtle}>
            <FormattedMessage
              id="platformEarnings.payments.received"
              values={{
                received: formatCents(row.amountReceived, intl),
                total: formatCents(row.totalAmount, intl),
              }}
            />
          </span>
        )}
        {row.paymentStatus === "FAILED" && row.failureMessage && (
          <span className={styles.subtle}>{row.failureMessage}</span>
        )}
      </td>
      <td className={styles.cell}>
        <TransferStatusBadge status={row.transferStatus} />
      </td>
      {renderActions && <td className={styles.cell}>{renderActions(row)}</td>}
    </tr>
  );
}
