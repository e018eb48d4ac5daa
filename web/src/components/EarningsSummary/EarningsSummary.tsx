import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { formatCents } from "../../lib/bookingFormat";
import { visuallyHidden } from "../../styles/global.css";
import { StatCard, StatCards } from "../StatCard/StatCard";
import type { EarningsSummary_earnings$key } from "./__generated__/EarningsSummary_earnings.graphql";
import { formatCommissionRate } from "./formatCommissionRate";

/**
 * Spec section 3 "Platform earnings response" as four cards: platform earnings, total
 * volume, payment count and average commission rate, for the range on screen.
 */
export function EarningsSummary({ earnings }: { earnings: EarningsSummary_earnings$key }) {
  const intl = useIntl();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment EarningsSummary_earnings on PlatformEarnings {
        totalEarnings
        totalVolume
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
