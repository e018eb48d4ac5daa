// The sales-tax rates the marketplace charges, dated and sourced: one row per tax, province
// and period. The engine (sales-tax.ts) reads only this table, so a rate change is one new
// row with its source. Rates are in parts per million (9.975% = 99_750) so every Canadian
// rate is a whole number. Pure data: no server or browser code.
//
// Periods run from `from` (inclusive) to `until` (exclusive), as ISO dates: the day the tax
// becomes payable picks the row. The table starts when every rate in it last changed before
// the marketplace's first booking could be made (Manitoba's RST fell to 7% on 1 July 2019).

export type ProvinceCode = "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT";

/** GST: federal, 5%. HST: GST harmonized with a province's tax. QST, PST, RST: provincial. */
export type TaxName = "GST" | "HST" | "QST" | "PST" | "RST";

export interface TaxRateRow {
  tax: TaxName;
  province: ProvinceCode;
  ratePpm: number;
  from: string;
  until?: string;
  /** The authority's own page stating the rate. */
  source: string;
}

/** The first day the table answers for. */
export const TAX_TABLE_START = "2019-07-01";

const CRA_RATES =
  "Canada Revenue Agency, Charge and collect the tax: which rate to charge (canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html)";
const CRA_NOVA_SCOTIA =
  "Canada Revenue Agency, Excise and GST/HST News No. 119 (canada.ca/en/revenue-agency/services/forms-publications/publications/news119/news119-excise-gst-hst-news-no-119.html); SOR/2025-77";
const RQ_QST =
  "Revenu Québec, Basic Rules for Applying the GST/HST and QST (revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/basic-rules-for-applying-the-gsthst-and-qst/)";
const BC_PST = "British Columbia, Charging and collecting PST (www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst)";
const MB_RST =
  "Manitoba Finance, RST Bulletin 030, Summary of Taxable and Exempt Goods and Services (gov.mb.ca/finance/taxation/bulletins.html)";
const SK_PST =
  "Saskatchewan, Provincial Sales Tax (saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax)";

const GST_PROVINCES: readonly ProvinceCode[] = ["AB", "BC", "MB", "NT", "NU", "QC", "SK", "YT"];

export const TAX_RATES: readonly TaxRateRow[] = [
  ...GST_PROVINCES.map((province) => ({
    tax: "GST" as const,
    province,
    ratePpm: 50_000,
    from: TAX_TABLE_START,
    source: CRA_RATES,
  })),
  { tax: "HST", province: "ON", ratePpm: 130_000, from: TAX_TABLE_START, source: CRA_RATES },
  { tax: "HST", province: "NB", ratePpm: 150_000, from: TAX_TABLE_START, source: CRA_RATES },
  { tax: "HST", province: "NL", ratePpm: 150_000, from: TAX_TABLE_START, source: CRA_RATES },
  { tax: "HST", province: "PE", ratePpm: 150_000, from: TAX_TABLE_START, source: CRA_RATES },
  // Nova Scotia's share of the HST fell from 10% to 9% for tax payable on or after 1 April 2025.
  { tax: "HST", province: "NS", ratePpm: 150_000, from: TAX_TABLE_START, until: "2025-04-01", source: CRA_RATES },
  { tax: "HST", province: "NS", ratePpm: 140_000, from: "2025-04-01", source: CRA_NOVA_SCOTIA },
  // Québec's QST is charged on the price before the GST (since 1 January 2013).
  { tax: "QST", province: "QC", ratePpm: 99_750, from: TAX_TABLE_START, source: RQ_QST },
  { tax: "PST", province: "BC", ratePpm: 70_000, from: TAX_TABLE_START, source: BC_PST },
  { tax: "RST", province: "MB", ratePpm: 70_000, from: TAX_TABLE_START, source: MB_RST },
  { tax: "PST", province: "SK", ratePpm: 60_000, from: TAX_TABLE_START, source: SK_PST },
];

/** Whether the row is in force on `day` (YYYY-MM-DD). */
export function inForce(row: Pick<TaxRateRow, "from" | "until">, day: string): boolean {
  return row.from <= day && (row.until === undefined || day < row.until);
}
