import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { formatCents } from "../../lib/bookingFormat";
import { visuallyHidden } from "../../styles/global.css";
import { StatCard, StatCards } from "../StatCard/StatCard";
import type { EarningsSummary_earnings$key } from "./__generated__/EarningsSummary_earnings.graphql";
import { formatCommissionRate } from "./formatCommissionRate";

/**
 * Spec section 3 "Platform earnings response" as cards: platform earnings, total volume
 * (before tax), the sales taxes collected apart from both, payment count and average
 * commission rate, for the range on screen.
 */
export function EarningsSummary({ earnings }: { earnings: EarningsSummary_earnings$key }) {
  const intl = useIntl();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment EarningsSummary_earnings on PlatformEarnings {
        totalEarnings
        totalVolume
        totalServiceTax
        totalFeeTax
        paymentCount
        averageCommissionRate
      }
    `,
    earnings,
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={visuallyHidden}>
        <FormattedMessage id="earningsSummary.heading" />
      </h2>
      <StatCards>
        <StatCard
          label={<FormattedMessage id="earningsSummary.earnings" />}
          hint={<FormattedMessage id="earningsSummary.earningsHint" />}
        >
          {formatCents(data.totalEarnings, intl)}
        </StatCard>
        <StatCard
          label={<FormattedMessage id="earningsSummary.volume" />}
          hint={<FormattedMessage id="earningsSummary.volumeHint" />}
        >
          {formatCents(data.totalVolume, intl)}
        </StatCard>
        <StatCard
          label={<FormattedMessage id="earningsSummary.taxes" />}
          hint={
            <FormattedMessage
              id="earningsSummary.taxesHint"
              values={{ service: formatCents(data.totalServiceTax, intl), fee: formatCents(data.totalFeeTax, intl) }}
            />
          }
        >
          <span data-testid="earnings-taxes">{formatCents(data.totalServiceTax + data.totalFeeTax, intl)}</span>
        </StatCard>
        <StatCard
          label={<FormattedMessage id="earningsSummary.payments" />}
          hint={<FormattedMessage id="earningsSummary.paymentsHint" />}
        >
          {intl.formatNumber(data.paymentCount)}
        </StatCard>
        <StatCard
          label={<FormattedMessage id="earningsSummary.rate" />}
          hint={<FormattedMessage id="earningsSummary.rateHint" />}
        >
          {formatCommissionRate(data.averageCommissionRate, intl)}
        </StatCard>
      </StatCards>
    </section>
  );
}
