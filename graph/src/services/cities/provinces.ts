import { type Province, provinceByCode, PROVINCES } from "../../../../shared/canada/provinces.ts";

export { type Province, provinceByCode, PROVINCES };

/**
 * The 13 provinces and territories keyed by GeoNames' admin1 code for Canada.
 * GeoNames skips 06 (it was never assigned after Newfoundland became 05).
 */
const PROVINCE_CODES_BY_GEONAMES_CODE: Readonly<Record<string, string>> = {
  "01": "AB",
  "02": "BC",
  "03": "MB",
  "04": "NB",
  "05": "NL",
  "07": "NS",
  "08": "ON",
  "09": "PE",
  "10": "QC",
  "11": "SK",
  "12": "YT",
  "13": "NT",
  "14": "NU",
};

export function provinceForGeonamesCode(adminCode: string): Province {
  const code = PROVINCE_CODES_BY_GEONAMES_CODE[adminCode];
  const province = code === undefined ? undefined : provinceByCode(code);
  if (!province) throw new Error(`Unknown GeoNames admin code for Canada: ${adminCode}`);
  return province;
}
