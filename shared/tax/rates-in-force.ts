// The tax engine's rules read back for people: which taxes each province and territory charges
// on a given day, and one payment worked through `settleTaxed`, so the Fees, Help and Terms
// pages state the figures the engine charges rather than a copy of them. Derived only from
// tax-rates.ts and pst-services.ts; a new row there changes these answers too. Pure: no server
// or browser code.
import { PROVINCES } from "../canada/provinces.ts";
import { refundLedgerSplit } from "../payments/ledger-split.ts";
import { SERVICE_TYPE_SLUGS, type ServiceTypeSlug } from "../service-types.ts";
import { provincialTaxOn } from "./pst-services.ts";
import { settleTaxed, taxTotalOf, type TaxedSettlement, type TaxRegistrations } from "./sales-tax.ts";
import { inForce, TAX_RATES, TAX_TABLE_START, type ProvinceCode, type TaxName, type TaxRateRow } from "./tax-rates.ts";

/**
 * The most a small supplier's taxable sales may reach in four consecutive calendar quarters
 * (and in any one of them), in cents: under it a business need not register for the GST/HST,
 * nor for the QST. The engine does not apply it (the provider's tax profile says whether they
 * are registered); the pages quote it. Excise Tax Act, s. 148; Revenu Québec, Details
 * Concerning Small Suppliers.
 */
export const SMALL_SUPPLIER_THRESHOLD_CENTS = 3_000_000;

/** One tax's rate on the day asked about, with the row it comes from. */
export interface RateInForce {
  tax: TaxName;
  ratePpm: number;
  source: string;
}

/** A province's own sales tax on services, and which of the marketplace's services it taxes. */
export interface ProvincialRateInForce extends RateInForce {
  tax: "PST" | "RST";
  /** In catalogue order; empty when the province taxes none of them (British Columbia). */
  categories: readonly ServiceTypeSlug[];
}

/** What a registered provider charges on a service performed in `province`. */
export interface ProvinceTaxes {
  province: ProvinceCode;
  /** The GST, or the HST where the province harmonized its tax with it. */
  federal: RateInForce;
  /** Québec's QST; null elsewhere. */
  qst: RateInForce | null;
  /** British Columbia's PST, Manitoba's RST or Saskatchewan's PST; null elsewhere. */
  provincial: ProvincialRateInForce | null;
}

/** The 13 provinces and territories, in the order every list of them shows. */
export const PROVINCE_ORDER: readonly ProvinceCode[] = PROVINCES.map((province) => province.code as ProvinceCode);

function assertDay(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError("day must be a YYYY-MM-DD date");
  if (day < TAX_TABLE_START) throw new RangeError(`The tax table starts on ${TAX_TABLE_START}`);
}

function rowOf(province: ProvinceCode, day: string, taxes: readonly TaxName[]): TaxRateRow | undefined {
  return TAX_RATES.find((row) => row.province === province && taxes.includes(row.tax) && inForce(row, day));
}

const rateOf = ({ tax, ratePpm, source }: TaxRateRow): RateInForce => ({ tax, ratePpm, source });

/**
 * For each province and territory, in PROVINCE_ORDER, the taxes a provider registered for all
 * of them charges on a service performed there when the tax is payable on `day` (YYYY-MM-DD).
 */
export function taxesInForce(day: string): ProvinceTaxes[] {
  assertDay(day);
  return PROVINCE_ORDER.map((province) => {
    const federal = rowOf(province, day, ["HST"]) ?? rowOf(province, day, ["GST"]);
    if (!federal) throw new RangeError(`No GST/HST rate for ${province} on ${day}`);
    const qst = rowOf(province, day, ["QST"]);
    const provincial = rowOf(province, day, ["PST", "RST"]);
    return {
      province,
      federal: rateOf(federal),
      qst: qst ? rateOf(qst) : null,
      provincial:
        provincial && (provincial.tax === "PST" || provincial.tax === "RST")
          ? {
              ...rateOf(provincial),
              tax: provincial.tax,
              categories: SERVICE_TYPE_SLUGS.filter((category) => provincialTaxOn(province, category) !== null),
            }
          : null,
    };
  });
}

/** A rate as a fraction for Intl's percent style: 99,750 ppm → 0.09975 ("9.975%"). */
export const rateFraction = (ratePpm: number) => ratePpm / 1_000_000;

/** The decimals `ratePpm` needs written as a percent: 130,000 → 0 ("13%"), 99,750 → 3 ("9.975%"). */
export function percentDigitsOf(ratePpm: number): number {
  let digits = 0;
  for (let unit = 10_000; unit > 1 && ratePpm % unit !== 0; unit /= 10) digits += 1;
  return digits;
}

/** A rate as a percent in as few digits as it needs, for documents and files: "5", "9.975". */
export const ratePercentText = (ratePpm: number) => (ratePpm / 10_000).toFixed(percentDigitsOf(ratePpm));

/** The decimals every rate in the table needs as a percent: Intl's maximumFractionDigits for them. */
export const RATE_PERCENT_DIGITS = Math.max(...TAX_RATES.map((row) => percentDigitsOf(row.ratePpm)));

/** What a refund of part of a payment returns to the customer (positive cents): of the price, and of each tax. */
export interface RefundOfTaxed {
  amount: number;
  price: number;
  taxes: Array<{ tax: TaxName; ratePpm: number; amount: number }>;
  /** What it takes back of the platform's fee, and of the fee's taxes. */
  platformFee: number;
  feeTax: number;
}

export interface TaxedFeeExample extends TaxedSettlement {
  category: ServiceTypeSlug;
  province: ProvinceCode;
  providerProvince: ProvinceCode;
  payableOn: string;
  /** The service's taxes together: what the provider collects and remits. */
  serviceTax: number;
  /** The fee's taxes together: charged to the provider, remitted by the platform. */
  feeTax: number;
  /** A refund of half of what the customer paid. */
  halfRefund: RefundOfTaxed;
}

export interface TaxedFeeExampleQuestion {
  category: ServiceTypeSlug;
  /** Where the service is performed. */
  province: ProvinceCode;
  /** Cents, before tax. */
  price: number;
  /** YYYY-MM-DD: the day it is paid. */
  payableOn: string;
  /** The provider's own province (the platform's fee is supplied there); `province` unless said. */
  providerProvince?: ProvinceCode;
  /** A registrant for every tax unless said. */
  registrations?: TaxRegistrations;
}

const REGISTERED: TaxRegistrations = { gstHst: true, qst: true, pst: true };

/**
 * A payment worked through the engine (`settleTaxed`), for the pages to show: what the customer
 * pays, what the platform keeps with its fee's taxes, what the provider receives, and what a
 * refund of half of it returns, as the ledger writes it (`refundLedgerSplit`: each tax, the fee
 * and the fee's tax in proportion to the amount refunded); the rest of the refund is price.
 */
export function taxedFeeExample(question: TaxedFeeExampleQuestion): TaxedFeeExample {
  const providerProvince = question.providerProvince ?? question.province;
  const settled = settleTaxed({
    category: question.category,
    province: question.province,
    payableOn: question.payableOn,
    registrations: question.registrations ?? REGISTERED,
    price: question.price,
    providerProvince,
  });
  const refunded = Math.floor(settled.total / 2);
  const returned = refundLedgerSplit({
    totalAmount: settled.total,
    platformFee: settled.platformFee,
    feeTaxLines: settled.feeTaxes.map((line) => line.amount),
    serviceTaxLines: settled.serviceTaxes.map((line) => line.amount),
    refundedBefore: 0,
    refundedAfter: refunded,
  });
  // The ledger writes returns as negative amounts; the pages say what comes back.
  const taxes = settled.serviceTaxes.map((line, index) => ({
    tax: line.tax,
    ratePpm: line.ratePpm,
    amount: 0 - returned.serviceTaxLines[index]!,
  }));
  return {
    ...settled,
    category: question.category,
    province: question.province,
    providerProvince,
    payableOn: question.payableOn,
    serviceTax: taxTotalOf(settled.serviceTaxes),
    feeTax: taxTotalOf(settled.feeTaxes),
    halfRefund: {
      amount: refunded,
      price: refunded + returned.serviceTax,
      taxes,
      platformFee: 0 - returned.platformFee,
      feeTax: 0 - returned.feeTax,
    },
  };
}
