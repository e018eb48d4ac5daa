import { useId, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { CHECKOUT_PROCESSING_FEE_CENTS } from "../../../../shared/payments/commission";
import type { MessageId } from "../../i18n/messages";
import { formatCents } from "../../lib/bookingFormat";
import { formatTaxRate } from "../../lib/taxRate";
import { serviceTypeLabelId } from "../../lib/serviceTypeLabel";
import type { CheckoutFrequency, CheckoutSummary_summary$key } from "./__generated__/CheckoutSummary_summary.graphql";
import * as styles from "./CheckoutSummary.css";

// Spec section 9's words for the frequencies ("Every 2 weeks").
const FREQUENCY_LABELS: Record<Exclude<CheckoutFrequency, "%future added value">, MessageId> = {
  WEEKLY: "checkout.frequency.weekly",
  BIWEEKLY: "checkout.frequency.biweekly",
  MONTHLY: "checkout.frequency.monthly",
};

interface CheckoutSummaryProps {
  summary: CheckoutSummary_summary$key;
  /** The checkout link carried another amount: say that the server's price is the one charged. */
  amountCorrected?: boolean;
}

/**
 * Spec section 2's order summary: service, provider, customer, details, frequency, the price
 * and each sales tax on it, processing fee $0.00 and total, all as the server has them (never
 * from the URL). With no tax because the provider is a small supplier, it says so.
 */
export function CheckoutSummary({ summary, amountCorrected = false }: CheckoutSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment CheckoutSummary_summary on CheckoutSummary {
        isRecurring
        serviceType
        providerName
        customerName
        customerEmail
        serviceDetails
        frequency
        price
        taxLines {
          tax
          ratePpm
          amount
        }
        smallSupplier
        amount
      }
    `,
    summary,
  );
  const typeLabelId = serviceTypeLabelId(data.serviceType);
  const frequencyId =
    data.frequency && data.frequency !== "%future added value" ? FREQUENCY_LABELS[data.frequency] : null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      <dl className={styles.rows}>
        <SummaryRow label={<FormattedMessage id="checkout.summary.service" />}>
          {typeLabelId ? <FormattedMessage id={typeLabelId} /> : data.serviceType}
        </SummaryRow>
        <SummaryRow label={<FormattedMessage id="checkout.summary.provider" />}>{data.providerName}</SummaryRow>
        <SummaryRow label={<FormattedMessage id="checkout.summary.customer" />}>
          {data.customerName}
          {data.customerEmail && <span className={styles.secondary}>{data.customerEmail}</span>}
        </SummaryRow>
        {data.serviceDetails.trim() && (
          <SummaryRow label={<FormattedMessage id="checkout.summary.details" />}>{data.serviceDetails}</SummaryRow>
        )}
        {data.isRecurring && frequencyId && (
          <SummaryRow label={<FormattedMessage id="checkout.summary.frequency" />}>
            <FormattedMessage id={frequencyId} />
          </SummaryRow>
        )}
      </dl>
      <dl className={styles.totals}>
        <SummaryRow label={<FormattedMessage id="checkout.summary.price" />}>
          <span data-testid="checkout-price">{formatCents(data.price, intl)}</span>
        </SummaryRow>
        {data.taxLines.map((line) => (
          <SummaryRow
            key={line.tax}
            label={
              <FormattedMessage
                id="checkout.summary.tax"
                values={{ tax: line.tax, rate: formatTaxRate(line.ratePpm, intl) }}
              />
            }
          >
            <span data-testid={`checkout-tax-${line.tax}`}>{formatCents(line.amount, intl)}</span>
          </SummaryRow>
        ))}
        <SummaryRow label={<FormattedMessage id="checkout.summary.processingFee" />}>
          {formatCents(CHECKOUT_PROCESSING_FEE_CENTS, intl)}
        </SummaryRow>
        <SummaryRow label={<FormattedMessage id="checkout.summary.total" />} total>
          <span data-testid="checkout-total">{formatCents(data.amount, intl)}</span>
        </SummaryRow>
      </dl>
      {data.smallSupplier && data.taxLines.length === 0 && (
        <p className={styles.note} data-testid="checkout-small-supplier">
          <FormattedMessage id="checkout.summary.smallSupplier" values={{ provider: data.providerName }} />
        </p>
      )}
      {amountCorrected && (
        <p className={styles.note}>
          <FormattedMessage
            id={data.isRecurring ? "checkout.summary.amountCorrected.schedule" : "checkout.summary.amountCorrected"}
          />
        </p>
      )}
    </section>
  );
}

function SummaryRow({ label, children, total }: { label: ReactNode; children: ReactNode; total?: boolean }) {
  return (
    <div className={total ? styles.totalRow : styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The summary's shape while the server prepares the checkout (spec: "loading skeleton"). */
export function CheckoutSummarySkeleton() {
  return (
    <div className={styles.panel} aria-hidden="true" data-testid="checkout-skeleton">
      <div className={styles.skeletonHeading} />
      {["70%", "55%", "80%", "60%"].map((width) => (
        <div key={width} className={styles.skeletonLine} style={{ width }} />
      ))}
      <div className={styles.skeletonLine} style={{ width: "40%" }} />
    </div>
  );
}

/** The card form's shape while it waits for its client secret. */
export function CardFormSkeleton() {
  return (
    <div className={styles.panel} aria-hidden="true">
      <div className={styles.skeletonHeading} />
      <div className={styles.skeletonLine} style={{ width: "30%" }} />
      <div className={styles.skeletonField} />
      <div className={styles.skeletonField} />
    </div>
  );
}
