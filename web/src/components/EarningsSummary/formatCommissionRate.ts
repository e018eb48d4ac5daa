import type { NumberFormatter } from "../../lib/format";

// One decimal at least, so 10 reads "10.0%"; two at most, as the server rounds it.
const PERCENT = { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 2 } as const;

/** A rate the API gives in percent (10 for 10%) as the reader's locale writes it: "10.0%". */
export function formatCommissionRate(percent: number, intl: NumberFormatter): string {
  return intl.formatNumber(percent / 100, PERCENT);
}
