import { FormattedMessage, useIntl } from "react-intl";
import * as content from "../../components/ContentPage/ContentPage.css";
import { ContentSection } from "../../components/ContentPage/ContentPage";
import { contentTags } from "../../components/ContentPage/richText";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { MessageId } from "../../i18n/messages";
import { formatCents } from "../../lib/bookingFormat";
import { cancellationPolicyValues, lateCancellationExample } from "../../lib/cancellationPolicy";
import { formatPlatformCommission } from "../../lib/commission";
import { useScrollToHash } from "../../lib/useScrollToHash";
import { feeExample } from "./feeExample";
import * as styles from "./FeesPage.css";
import { SalesTaxSection } from "./SalesTaxSection";

/**
 * The footer's Fees page: the platform's commission with a worked example from the ledger's
 * own function, the $0.00 processing fee, the sales taxes added at checkout (from the tax
 * engine), when customers are charged, how refunds return the commission, and how providers
 * are paid.
 */
export function FeesPage() {
  const intl = useIntl();
  useScrollToHash();
  const rate = formatPlatformCommission(intl);
  const example = feeExample();
  const money = (cents: number) => formatCents(cents, intl);
  const total = money(example.total);
  const late = lateCancellationExample(example.total);

  const rows: Array<{ labelId: MessageId; cents: number; testId: string }> = [
    { labelId: "fees.example.customerPays", cents: example.total, testId: "fee-total" },
    { labelId: "fees.example.processingFee", cents: example.processingFee, testId: "fee-processing" },
    { labelId: "fees.example.platform", cents: example.platformFee, testId: "fee-platform" },
    { labelId: "fees.example.provider", cents: example.providerShare, testId: "fee-provider" },
  ];

  return (
    <div className={content.page}>
      <PageHeader
        title={intl.formatMessage({ id: "fees.title" })}
        intro={<FormattedMessage id="fees.intro" values={{ rate }} />}
      />

      <ContentSection id="commission" titleId="fees.commission.title" titleValues={{ rate }}>
        <p>
          <FormattedMessage id="fees.commission.body" values={{ rate }} />
        </p>
        <table className={styles.table}>
          <caption className={styles.caption}>
            <FormattedMessage id="fees.example.caption" values={{ amount: total }} />
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                <FormattedMessage id="fees.example.item" />
              </th>
              <th scope="col" className={styles.headAmount}>
                <FormattedMessage id="fees.example.amount" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.labelId} className={index === rows.length - 1 ? styles.lastRow : undefined}>
                <th scope="row" className={styles.cell}>
                  <FormattedMessage id={row.labelId} values={{ rate }} />
                </th>
                <td className={styles.amount} data-testid={row.testId}>
                  {money(row.cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ContentSection>

      <ContentSection id="processing-fee" titleId="fees.processing.title">
        <p>
          <FormattedMessage id="fees.processing.body" values={{ fee: money(example.processingFee) }} />
        </p>
      </ContentSection>

      <SalesTaxSection />

      <ContentSection id="when-charged" titleId="fees.charged.title">
        <p>
          <FormattedMessage id="fees.charged.booking" values={contentTags} />
        </p>
        <p>
          <FormattedMessage id="fees.charged.recurring" />
        </p>
        <p>
          <FormattedMessage id="fees.charged.cancelled" />
        </p>
      </ContentSection>

      <ContentSection id="refunds" titleId="fees.refunds.title">
        <p data-testid="fee-cancellation">
          <FormattedMessage
            id="fees.refunds.cancellation"
            values={{
              ...cancellationPolicyValues(intl),
              rate,
              amount: total,
              lateRefund: money(late.refund),
              lateKept: money(late.fee),
            }}
          />
        </p>
        <p>
          <FormattedMessage id="fees.refunds.body" values={contentTags} />
        </p>
        <p data-testid="fee-refund-example">
          <FormattedMessage
            id="fees.refunds.proportion"
            values={{
              amount: total,
              fullFee: money(example.platformFee),
              fullShare: money(example.providerShare),
              partial: money(example.partialRefund.amount),
              partialFee: money(example.partialRefund.platformFee),
              partialShare: money(example.partialRefund.providerShare),
            }}
          />
        </p>
      </ContentSection>

      <ContentSection id="payouts" titleId="fees.payouts.title">
        <p>
          <FormattedMessage id="fees.payouts.body" values={contentTags} />
        </p>
      </ContentSection>
    </div>
  );
}
