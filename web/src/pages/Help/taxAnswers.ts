// The figures the Help Centre's sales-tax answers quote, read from the tax engine
// (shared/tax/) for the day asked about, so the answers state what checkout charges.
import type { IntlShape } from "react-intl";
import { SMALL_SUPPLIER_THRESHOLD_CENTS, taxedFeeExample, taxesInForce } from "../../../../shared/tax/rates-in-force";
import type { ProvinceCode } from "../../../../shared/tax/tax-rates";
import { formatCents } from "../../lib/bookingFormat";
import { formatPriceCents } from "../../lib/format";
import { formatTaxRate } from "../../lib/taxRate";

/** The refund answer's example: a $100.00 house cleaning in Ontario, as the answer's words say. */
export const TAX_REFUND_EXAMPLE = { category: "house-cleaning", province: "ON", price: 10_000 } as const;

type Formatter = Pick<IntlShape, "formatNumber" | "formatList" | "formatMessage">;

/** The ICU arguments of help.a.why-tax, why-no-tax and refund-tax on `today` (YYYY-MM-DD). */
export function taxAnswerValues(today: string, intl: Formatter): Record<string, string> {
  const provinces = taxesInForce(today);
  const of = (province: ProvinceCode) => provinces.find((entry) => entry.province === province)!;
  const percent = (ratePpm: number) => formatTaxRate(ratePpm, intl);
  const money = (cents: number) => formatCents(cents, intl);
  const manitoba = of("MB").provincial;
  const example = taxedFeeExample({ ...TAX_REFUND_EXAMPLE, payableOn: today });
  return {
    onHst: percent(of("ON").federal.ratePpm),
    gst: percent(of("AB").federal.ratePpm),
    qst: percent(of("QC").qst?.ratePpm ?? 0),
    mbRst: percent(manitoba?.ratePpm ?? 0),
    mbServices: intl.formatList(
      (manitoba?.categories ?? []).map((category) => intl.formatMessage({ id: `serviceType.${category}` })),
    ),
    provincialProvinces: intl.formatList(
      provinces
        .filter((entry) => entry.provincial)
        .map((entry) => intl.formatMessage({ id: "fees.tax.province" }, { province: entry.province })),
    ),
    threshold: formatPriceCents(SMALL_SUPPLIER_THRESHOLD_CENTS, intl),
    price: money(example.price),
    paid: money(example.total),
    tax: money(example.serviceTax),
    refund: money(example.halfRefund.amount),
    refundPrice: money(example.halfRefund.price),
    refundTax: money(example.halfRefund.taxes.reduce((sum, line) => sum + line.amount, 0)),
  };
}
