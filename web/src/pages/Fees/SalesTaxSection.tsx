import { useState } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { platformToday } from "../../../../shared/payments/earnings-range";
import {
  SMALL_SUPPLIER_THRESHOLD_CENTS,
  taxesInForce,
  type ProvinceTaxes,
  type RateInForce,
} from "../../../../shared/tax/rates-in-force";
import type { ServiceTypeSlug } from "../../../../shared/service-types";
import { ContentSection, formatVersionDate } from "../../components/ContentPage/ContentPage";
import { contentTags } from "../../components/ContentPage/richText";
import { formatCents } from "../../lib/bookingFormat";
import { formatPriceCents } from "../../lib/format";
import { formatPlatformCommission } from "../../lib/commission";
import { formatTaxRate } from "../../lib/taxRate";
import { taxExample } from "./feeExample";
import * as styles from "./FeesPage.css";

/** The section's anchor: the reading pages' <salesTax> link tag (ContentPage/richText.tsx) goes to /fees#sales-tax. */
export const SALES_TAX_SECTION_ID = "sales-tax";

/** "HST 13%", "QST 9.975%": a tax's name and rate, as the reader's locale writes them. */
function taxWithRate(rate: Pick<RateInForce, "tax" | "ratePpm">, intl: IntlShape): string {
  return intl.formatMessage({ id: "fees.tax.rate" }, { tax: rate.tax, rate: formatTaxRate(rate.ratePpm, intl) });
}

const provinceName = (province: string, intl: IntlShape) =>
  intl.formatMessage({ id: "fees.tax.province" }, { province });
const servicesList = (categories: readonly ServiceTypeSlug[], intl: IntlShape) =>
  intl.formatList(categories.map((category) => intl.formatMessage({ id: `serviceType.${category}` })));

/** The provincial sales tax cell: "RST 7% on Plumbing, Electrical and HVAC Services". */
function provincialWords(entry: ProvinceTaxes, intl: IntlShape): string {
  const { provincial } = entry;
  if (!provincial) return intl.formatMessage({ id: "fees.tax.rates.none" });
  const tax = taxWithRate(provincial, intl);
  return provincial.categories.length === 0
    ? intl.formatMessage({ id: "fees.tax.rates.noServices" }, { tax })
    : intl.formatMessage(
        { id: "fees.tax.rates.services" },
        { tax, services: servicesList(provincial.categories, intl) },
      );
}

/**
 * The Fees page's sales tax: how checkout adds the taxes of the place of supply, the rates in
 * force today by province (from the engine's own table), small suppliers, the commission's own
 * tax, refunds and receipts, with a payment worked through the engine.
 */
export function SalesTaxSection() {
  const intl = useIntl();
  // The platform's day, not the reader's: it is the day a payment made now picks its rates by.
  const [today] = useState(() => platformToday(new Date()));
  const provinces = taxesInForce(today);
  const example = taxExample(today);
  const money = (cents: number) => formatCents(cents, intl);
  const rate = formatPlatformCommission(intl);
  const provincialProvinces = intl.formatList(
    provinces.filter((entry) => entry.provincial).map((entry) => provinceName(entry.province, intl)),
  );

  const exampleRows: Array<{ key: string; label: string; cents: number; testId: string }> = [
    {
      key: "price",
      label: intl.formatMessage({ id: "fees.tax.example.price" }),
      cents: example.price,
      testId: "tax-price",
    },
    ...example.serviceTaxes.map((line) => ({
      key: `service-${line.tax}`,
      label: intl.formatMessage({ id: "fees.tax.example.serviceTax" }, { tax: taxWithRate(line, intl) }),
      cents: line.amount,
      testId: `tax-service-${line.tax}`,
    })),
    {
      key: "total",
      label: intl.formatMessage({ id: "fees.example.customerPays" }),
      cents: example.total,
      testId: "tax-total",
    },
    {
      key: "platform",
      label: intl.formatMessage({ id: "fees.tax.example.platform" }, { rate }),
      cents: example.platformFee,
      testId: "tax-platform",
    },
    ...example.feeTaxes.map((line) => ({
      key: `fee-${line.tax}`,
      label: intl.formatMessage({ id: "fees.tax.example.feeTax" }, { tax: taxWithRate(line, intl) }),
      cents: line.amount,
      testId: `tax-fee-${line.tax}`,
    })),
    {
      key: "provider",
      label: intl.formatMessage({ id: "fees.example.provider" }),
      cents: example.providerReceives,
      testId: "tax-provider",
    },
  ];
  const refundTax = example.halfRefund.taxes.reduce((sum, line) => sum + line.amount, 0);

  return (
    <ContentSection id={SALES_TAX_SECTION_ID} titleId="fees.tax.title">
      <p>
        <FormattedMessage id="fees.tax.body" values={{ provincialProvinces }} />
      </p>

      <table className={styles.table} data-testid="tax-rates">
        <caption className={styles.caption}>
          <FormattedMessage id="fees.tax.rates.caption" values={{ date: formatVersionDate(today, intl) }} />
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rateHeadCell}>
              <FormattedMessage id="fees.tax.rates.province" />
            </th>
            <th scope="col" className={styles.rateHeadCell}>
              <FormattedMessage id="fees.tax.rates.federal" />
            </th>
            <th scope="col" className={styles.rateHeadCell}>
              <FormattedMessage id="fees.tax.rates.qst" />
            </th>
            <th scope="col" className={styles.rateHeadCell}>
              <FormattedMessage id="fees.tax.rates.provincial" />
            </th>
          </tr>
        </thead>
        <tbody>
          {provinces.map((entry, index) => (
            <tr key={entry.province} className={index === provinces.length - 1 ? styles.lastRateRow : undefined}>
              <th scope="row" className={styles.rateCell}>
                {provinceName(entry.province, intl)}
              </th>
              <td className={styles.rateCell}>{taxWithRate(entry.federal, intl)}</td>
              <td className={styles.rateCell}>
                {entry.qst ? taxWithRate(entry.qst, intl) : <FormattedMessage id="fees.tax.rates.none" />}
              </td>
              <td className={styles.rateCell}>{provincialWords(entry, intl)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <p>
        <FormattedMessage
          id="fees.tax.smallSupplier"
          values={{ threshold: formatPriceCents(SMALL_SUPPLIER_THRESHOLD_CENTS, intl) }}
        />
      </p>
      <p>
        <FormattedMessage id="fees.tax.commission" values={{ rate }} />
      </p>

      <table className={styles.table} data-testid="tax-example">
        <caption className={styles.caption}>
          <FormattedMessage
            id="fees.tax.example.caption"
            values={{
              service: intl.formatMessage({ id: `serviceType.${example.category}` }),
              price: money(example.price),
              province: provinceName(example.province, intl),
            }}
          />
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
          {exampleRows.map((row, index) => (
            <tr key={row.key} className={index === exampleRows.length - 1 ? styles.lastRow : undefined}>
              <th scope="row" className={styles.cell}>
                {row.label}
              </th>
              <td className={styles.amount} data-testid={row.testId}>
                {money(row.cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="tax-example-note">
        <FormattedMessage
          id="fees.tax.example.note"
          values={{ receives: money(example.providerReceives), serviceTax: money(example.serviceTax) }}
        />
      </p>

      <p data-testid="tax-refund-example">
        <FormattedMessage
          id="fees.tax.refunds"
          values={{
            paid: money(example.total),
            refund: money(example.halfRefund.amount),
            price: money(example.halfRefund.price),
            tax: money(refundTax),
          }}
        />
      </p>
      <p>
        <FormattedMessage id="fees.tax.receipts" values={contentTags} />
      </p>
    </ContentSection>
  );
}
