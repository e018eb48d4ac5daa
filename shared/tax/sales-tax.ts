// One sales-tax engine for every amount the marketplace charges: given where a service is
// performed, the day its tax becomes payable, what the provider is registered for and the
// price, it answers the tax lines, to the cent. The platform's 10% fee is a service to the
// provider and gets lines of its own. Pure: no server or browser code; the server charges by
// it, checkout and receipts show it, and the Fees and Help pages state its rules.
//
// - Place of supply: a service performed at a home is supplied in the province where it is
//   performed (the booking's address); the platform's fee, in the provider's province.
// - Each line is the rate times its base, rounded half up to the cent. Every tax's base is the
//   price before tax: the QST and the PSTs are not charged on the GST.
// - A provider charges only the taxes they are registered for: a small supplier (not
//   registered for the GST/HST) charges none of it, and the PSTs apply only to the service
//   categories each province taxes (pst-services.ts).
import type { ServiceTypeSlug } from "../service-types.ts";
import { divideHalfUp, platformFeeOf } from "../payments/commission.ts";
import { provincialTaxOn } from "./pst-services.ts";
import { inForce, TAX_RATES, TAX_TABLE_START, type ProvinceCode, type TaxName, type TaxRateRow } from "./tax-rates.ts";

const PPM = 1_000_000n;

/** What a provider is registered to collect. */
export interface TaxRegistrations {
  /** GST/HST registrant; false for a small supplier. */
  gstHst: boolean;
  /** Québec's QST. */
  qst: boolean;
  /** The provincial sales tax of British Columbia, Manitoba or Saskatchewan. */
  pst: boolean;
}

export const NOT_REGISTERED: TaxRegistrations = { gstHst: false, qst: false, pst: false };

export interface TaxLine {
  tax: TaxName;
  province: ProvinceCode;
  ratePpm: number;
  /** Cents the rate applies to. */
  base: number;
  /** Cents of tax: rate × base, rounded half up. */
  amount: number;
  source: string;
}

export interface ServiceTaxQuestion {
  category: ServiceTypeSlug;
  /** Where the service is performed. */
  province: ProvinceCode;
  /** YYYY-MM-DD: the day the tax becomes payable (the day it is paid, for a booking). */
  payableOn: string;
  registrations: TaxRegistrations;
  /** Cents, before tax. */
  price: number;
}

function assertCents(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents, 0 or more`);
}

function assertDay(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError("payableOn must be a YYYY-MM-DD date");
  if (day < TAX_TABLE_START) throw new RangeError(`The tax table starts on ${TAX_TABLE_START}`);
}

function rowOf(tax: TaxName, province: ProvinceCode, day: string): TaxRateRow | undefined {
  return TAX_RATES.find((row) => row.tax === tax && row.province === province && inForce(row, day));
}

function lineOf(row: TaxRateRow, base: number): TaxLine {
  return {
    tax: row.tax,
    province: row.province,
    ratePpm: row.ratePpm,
    base,
    amount: divideHalfUp(BigInt(base) * BigInt(row.ratePpm), PPM),
    source: row.source,
  };
}

/** The GST or HST in force in `province` on `day` (every province has exactly one). */
function federalRow(province: ProvinceCode, day: string): TaxRateRow {
  const row = rowOf("HST", province, day) ?? rowOf("GST", province, day);
  if (!row) throw new RangeError(`No GST/HST rate for ${province} on ${day}`);
  return row;
}

/** The tax lines a customer pays on a service, in the order a receipt lists them. */
export function serviceTaxLines(question: ServiceTaxQuestion): TaxLine[] {
  const { category, province, payableOn, registrations, price } = question;
  assertCents(price, "price");
  assertDay(payableOn);
  const lines: TaxLine[] = [];
  if (registrations.gstHst) lines.push(lineOf(federalRow(province, payableOn), price));
  if (province === "QC" && registrations.qst) lines.push(lineOf(rowOf("QST", "QC", payableOn)!, price));
  const provincial = provincialTaxOn(province, category);
  if (provincial && registrations.pst) {
    const row = rowOf(provincial.tax, province, payableOn);
    if (row) lines.push(lineOf(row, price));
  }
  return lines;
}

/**
 * The platform's own tax lines on its fee, charged to the provider: the GST/HST of the
 * provider's province, and the QST for a Québec provider. The platform is registered for both.
 */
export function feeTaxLines(question: { province: ProvinceCode; payableOn: string; fee: number }): TaxLine[] {
  const { province, payableOn, fee } = question;
  assertCents(fee, "fee");
  assertDay(payableOn);
  const lines = [lineOf(federalRow(province, payableOn), fee)];
  if (province === "QC") lines.push(lineOf(rowOf("QST", "QC", payableOn)!, fee));
  return lines;
}

export const taxTotalOf = (lines: readonly TaxLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** Who gets what of one payment, to the cent. */
export interface TaxedSettlement {
  price: number;
  serviceTaxes: TaxLine[];
  /** What the customer pays: the price and its taxes. */
  total: number;
  /** The 10% commission, on the price before tax. */
  platformFee: number;
  feeTaxes: TaxLine[];
  /** The fee and its taxes: the platform keeps them (the taxes for remittance). */
  platformKeeps: number;
  /** The price less the fee and its taxes, with the service's taxes (the provider remits them). */
  providerReceives: number;
}

/**
 * A payment for a service settled: the customer pays the price and its taxes; the platform
 * keeps its fee (10% of the price before tax) and the fee's taxes; the provider receives the rest,
 * with the service's taxes.
 */
export function settleTaxed(
  question: ServiceTaxQuestion & { providerProvince: ProvinceCode; commissionBps?: number },
): TaxedSettlement {
  const serviceTaxes = serviceTaxLines(question);
  const total = question.price + taxTotalOf(serviceTaxes);
  const platformFee = platformFeeOf(question.price, question.commissionBps);
  const feeTaxes = feeTaxLines({
    province: question.providerProvince,
    payableOn: question.payableOn,
    fee: platformFee,
  });
  const platformKeeps = platformFee + taxTotalOf(feeTaxes);
  return {
    price: question.price,
    serviceTaxes,
    total,
    platformFee,
    feeTaxes,
    platformKeeps,
    providerReceives: total - platformKeeps,
  };
}
