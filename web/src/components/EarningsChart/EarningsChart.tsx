import { useId, type ReactNode } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatCents } from "../../lib/bookingFormat";
import type { EarningsChart_earnings$key } from "./__generated__/EarningsChart_earnings.graphql";
import { busiestDay, dateInstant, isQuiet } from "./earningsChartData";
import * as styles from "./EarningsChart.css";

// Wall-clock dates of the platform's calendar: formatted in UTC so no reader's zone moves them.
const SHORT_DATE = { month: "short", day: "numeric", timeZone: "UTC" } as const;
const LONG_DATE = { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" } as const;
const COMPACT_DOLLARS = { style: "currency", currency: "CAD", notation: "compact", maximumFractionDigits: 1 } as const;

interface EarningsChartProps {
  earnings: EarningsChart_earnings$key;
  /** Shown instead of a flat line when no money moved in the range. */
  empty: ReactNode;
}

/**
 * Spec section 2 "Analytics": daily volume (bars) and platform fees (a line) over the
 * range. The drawing is for the eye; its words are a summary sentence and, for anyone who
 * wants the figures, the same series as a table.
 */
export function EarningsChart({ earnings, empty }: EarningsChartProps) {
  const intl = useIntl();
  const titleId = useId();
  const data = useFragment(
    graphql`
      fragment EarningsChart_earnings on PlatformEarnings {
        startDate
        endDate
        totalVolume
        totalEarnings
        daily {
          date
          volume
          fees
          paymentCount
        }
      }
    `,
    earnings,
  );
  const days = data.daily;
  if (isQuiet(days)) return <>{empty}</>;

  const shortDate = (date: string) => intl.formatDate(dateInstant(date), SHORT_DATE);
  const longDate = (date: string) => intl.formatDate(dateInstant(date), LONG_DATE);
  const volumeName = intl.formatMessage({ id: "earningsChart.volume" });
  const feesName = intl.formatMessage({ id: "earningsChart.fees" });
  const busiest = busiestDay(days);

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.figure}>
        <span id={titleId} className={styles.title}>
          <FormattedMessage id="earningsChart.title" />
        </span>
        <p className={styles.summary}>
          <FormattedMessage
            id="earningsChart.summary"
            values={{
              start: longDate(data.startDate),
              end: longDate(data.endDate),
              volume: formatCents(data.totalVolume, intl),
              fees: formatCents(data.totalEarnings, intl),
            }}
          />
        </p>
        {busiest && (
          <p className={styles.summary}>
            <FormattedMessage
              id="earningsChart.busiest"
              values={{ date: longDate(busiest.date), volume: formatCents(busiest.volume, intl) }}
            />
          </p>
        )}
      </figcaption>
      {/* The table below carries the same figures in words; the drawing is not focusable. */}
      <div className={styles.chart} aria-hidden="true">
        <ComposedChart
          responsive
          accessibilityLayer={false}
          data={[...days]}
          style={{ width: "100%", height: "100%" }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid stroke={styles.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDate} stroke={styles.axis} minTickGap={16} />
          <YAxis
            stroke={styles.axis}
            width={64}
            tickFormatter={(cents: number) => intl.formatNumber(cents / 100, COMPACT_DOLLARS)}
          />
          <Tooltip
            labelFormatter={(date) => longDate(String(date))}
            formatter={(cents) => formatCents(Number(cents), intl)}
          />
          <Legend />
          <Bar dataKey="volume" name={volumeName} fill={styles.seriesVolume} radius={[3, 3, 0, 0]} />
          <Line
            dataKey="fees"
            name={feesName}
            type="monotone"
            stroke={styles.seriesFees}
            strokeWidth={2}
            dot={{ r: 3, fill: styles.seriesFees }}
          />
        </ComposedChart>
      </div>
      <DailyTable days={days} intl={intl} longDate={longDate} />
    </figure>
  );
}

function DailyTable({
  days,
  intl,
  longDate,
}: {
  days: ReadonlyArray<{ date: string; volume: number; fees: number; paymentCount: number }>;
  intl: IntlShape;
  longDate: (date: string) => string;
}) {
  return (
    <details className={styles.details}>
      <summary className={styles.detailsSummary}>
        <FormattedMessage id="earningsChart.showTable" />
      </summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.summary}>
            <FormattedMessage id="earningsChart.tableCaption" />
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                <FormattedMessage id="earningsChart.date" />
              </th>
              <th scope="col" className={styles.headCell}>
                <FormattedMessage id="earningsChart.volume" />
              </th>
              <th scope="col" className={styles.headCell}>
                <FormattedMessage id="earningsChart.fees" />
              </th>
              <th scope="col" className={styles.headCell}>
                <FormattedMessage id="earningsChart.payments" />
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={styles.cell}>
                  {longDate(day.date)}
                </th>
                <td className={styles.cell}>{formatCents(day.volume, intl)}</td>
                <td className={styles.cell}>{formatCents(day.fees, intl)}</td>
                <td className={styles.cell}>{intl.formatNumber(day.paymentCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
