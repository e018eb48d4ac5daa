// Which of the marketplace's services each province with a provincial sales tax of its own
// taxes when performed at a home: British Columbia's PST, Manitoba's RST and Saskatchewan's
// PST. Every other province either harmonizes its tax with the GST (the HST) or, like Alberta
// and the territories, has none; Québec's QST applies to every service the marketplace sells.
// Pure data with the source of each entry; docs/decisions/sales-tax.md lists what is not yet
// confirmed against the province's own bulletin.
import type { ServiceTypeSlug } from "../service-types.ts";
import type { ProvinceCode } from "./tax-rates.ts";

export interface ProvincialServiceTax {
  tax: "PST" | "RST";
  /** The services it applies to, when performed at a home. */
  taxed: ReadonlySet<ServiceTypeSlug>;
  source: string;
}

const TRADES: readonly ServiceTypeSlug[] = ["plumbing", "electrical", "hvac"];

const PROVINCIAL_SERVICE_TAXES: Partial<Record<ProvinceCode, ProvincialServiceTax>> = {
  // Services to real property are not taxable; the contractor pays PST on materials. Cleaning a
  // home is not a service to goods.
  BC: {
    tax: "PST",
    taxed: new Set(),
    source:
      "British Columbia, Charging and collecting PST for contractors (www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst/charge-collect/pst-real-property-contractors/contractors-charging-pst)",
  },
  // Plumbing, heating, cooling and electrical systems are goods, not real property: work on
  // them is taxable, labour and parts; other work on a home is not a listed taxable service.
  MB: {
    tax: "RST",
    taxed: new Set(TRADES),
    source:
      "Manitoba Finance, RST Bulletin 031, Mechanical and Electrical Trades; Bulletin 030, Summary of Taxable and Exempt Goods and Services (gov.mb.ca/finance/taxation/bulletins.html)",
  },
  // Since 1 April 2017 the total price of repairing, renovating or improving real property is
  // taxable; cleaning a home, lawn care and snow clearing are not.
  SK: {
    tax: "PST",
    taxed: new Set([...TRADES, "handyman"]),
    source:
      "Saskatchewan, Information Notice IN 2017-02, PST on Services to Real Property (saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax)",
  },
};

/** The provincial tax on `category` performed in `province`, or null when none applies. */
export function provincialTaxOn(province: ProvinceCode, category: ServiceTypeSlug): ProvincialServiceTax | null {
  const tax = PROVINCIAL_SERVICE_TAXES[province];
  return tax && tax.taxed.has(category) ? tax : null;
}
