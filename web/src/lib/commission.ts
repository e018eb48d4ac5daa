import { PLATFORM_COMMISSION_BPS } from "../../../shared/payments/commission";
import type { NumberFormatter } from "./format";

const PERCENT = { style: "percent", maximumFractionDigits: 2 } as const;

/** The platform's commission as the reader's locale writes a percentage: 1000 bps → "10%". */
export function formatPlatformCommission(intl: NumberFormatter): string {
  return intl.formatNumber(PLATFORM_COMMISSION_BPS / 10_000, PERCENT);
}
