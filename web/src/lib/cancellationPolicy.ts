// The cancellation policy's figures as the reader's locale writes them, for the Fees and Help
// pages and the cancel dialogs: taken from the rule itself (shared/bookings/cancellation-policy.ts),
// never restated in words.
import {
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_FEE_BPS,
  lateCancellationFeeOf,
} from "../../../shared/bookings/cancellation-policy";
import type { NumberFormatter } from "./format";

const PERCENT = { style: "percent", maximumFractionDigits: 2 } as const;

/** `{ freeHours: 24, lateFee: "25%" }`: the ICU arguments the policy's words take. */
export function cancellationPolicyValues(intl: NumberFormatter): { freeHours: number; lateFee: string } {
  return {
    freeHours: FREE_CANCELLATION_HOURS,
    lateFee: intl.formatNumber(LATE_CANCELLATION_FEE_BPS / 10_000, PERCENT),
  };
}

/** A late cancellation of a payment of `paid` cents: what comes back and what is kept. */
export function lateCancellationExample(paid: number): { refund: number; fee: number } {
  const fee = lateCancellationFeeOf(paid);
  return { refund: paid - fee, fee };
}
