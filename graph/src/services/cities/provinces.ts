export interface Province {
  /** Two-letter postal abbreviation, e.g. "ON". */
  code: string;
  /** English name, e.g. "Ontario". */
  name: string;
}

/**
 * The 13 provinces and territories keyed by GeoNames' admin1 code for Canada.
 * GeoNames skips 06 (it was never assigned after Newfoundland became 05).
 */
export const PROVINCES_BY_GEONAMES_CODE: Readonly<Record<string, Province>> = {
  "01": { code: "AB", name: "Alberta" },
  "02": { code: "BC", name: "British Columbia" },
  "03": { code: "MB", name: "Manitoba" },
  "04": { code: "NB", name: "New Brunswick" },
  "05": { code: "NL", name: "Newfoundland and Labrador" },
  "07": { code: "NS", name: "Nova Scotia" },
  "08": { code: "ON", name: "Ontario" },
  "09": { code: "PE", name: "Prince Edward Island" },
  "10": { code: "QC", name: "Quebec" },
  "11": { code: "SK", name: "Saskatchewan" },
  "12": { code: "YT", name: "Yukon" },
  "13": { code: "NT", name: "Northwest Territories" },
  "14": { code: "NU", name: "Nunavut" },
};

export const PROVINCES: readonly Province[] = Object.values(PROVINCES_BY_GEONAMES_CODE);

export function provinceForGeonamesCode(adminCode: string): Province {
  const province = PROVINCES_BY_GEONAMES_CODE[adminCode];
  if (!province) throw new Error(`Unknown GeoNames admin code for Canada: ${adminCode}`);
  return province;
}

export function provinceByCode(code: string): Province | undefined {
  const upper = code.toUpperCase();
  return PROVINCES.find((province) => province.code === upper);
}
