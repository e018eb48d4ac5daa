import { RATE_PERCENT_DIGITS, rateFraction } from "../../../shared/tax/rates-in-force";
import type { NumberFormatter } from "./format";

// As many decimals as the tax table's rates need (Québec's 9.975%), and no more: 13% stays "13%".
const RATE_PERCENT = { style: "percent", maximumFractionDigits: RATE_PERCENT_DIGITS } as const;

/** A sales tax rate as the reader's locale writes a percentage: 130,000 ppm → "13%", 99,750 → "9.975%". */
export function formatTaxRate(ratePpm: number, intl: NumberFormatter): string {
  return intl.formatNumber(rateFraction(ratePpm), RATE_PERCENT);
}
