// The cancellation policy, defined once: what a cancelled booking's payment gives back and
// what it keeps. The server refunds by it, the cancel dialogs preview it, and the Fees and
// Help pages state its numbers from these constants. Pure: no server or browser code.
//
// - Free cancellation until FREE_CANCELLATION_HOURS before the visit starts (its date and
//   time are wall-clock in the provider's city's time zone).
// - Later than that (or after the start), a customer's cancellation keeps a late fee of
//   LATE_CANCELLATION_FEE_BPS of what was paid, for the provider; the platform's commission
//   applies to it as to any payment (`keptSplit`).
// - A provider's or staff's cancellation always refunds in full.
// - An unpaid booking refunds nothing.
import { tzOffset } from "@date-fns/tz";
import type { Split } from "../payments/commission.ts";
import { type LedgerSplit, refundLedgerSplit, settlementSplit, type TaxedPayment } from "../payments/ledger-split.ts";

/** Cancelling at least this many hours before the visit starts costs nothing. */
export const FREE_CANCELLATION_HOURS = 24;

/** A customer's late cancellation keeps this share of what was paid, in basis points: 2500 = 25%. */
export const LATE_CANCELLATION_FEE_BPS = 2500;

/** Who cancels: the customer who booked, the provider, or staff. */
export type CancellingParty = "CUSTOMER" | "PROVIDER" | "STAFF";

export interface CancellationTerms {
  /** "free" until FREE_CANCELLATION_HOURS before the start, "late" from then on. */
  window: "free" | "late";
  /** Cents paid and not yet refunded. */
  paid: number;
  /** Cents given back. */
  refund: number;
  /** Cents kept as the late-cancellation fee: paid = refund + fee. */
  fee: number;
}

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const BASIS_POINTS = 10_000n;

/**
 * The instant a visit starts: "2026-11-25" at "13:00" on the wall clocks of `timeZone`.
 * Visits are booked in daytime hours, so a clock change's repeated or skipped hour (at
 * 02:00) never meets one; should it, the offset in force just before the change is used.
 */
export function visitStartsAt(preferredDate: string, preferredTime: string, timeZone: string): Date {
  const [hours, minutes] = preferredTime.split(":").map(Number) as [number, number];
  const wallClock = new Date(`${preferredDate}T00:00:00Z`).getTime() + (hours * 60 + minutes) * MINUTE_MS;
  if (!Number.isFinite(wallClock)) throw new RangeError(`Not a date and time: ${preferredDate} ${preferredTime}`);
  const offsetAt = (instant: number) => {
    const offset = tzOffset(timeZone, new Date(instant));
    if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
    return offset * MINUTE_MS;
  };
  const guess = wallClock - offsetAt(wallClock);
  return new Date(wallClock - offsetAt(guess));
}

/** `cents × bps / 10,000`, rounded half up to the cent. */
function shareOf(cents: number, bps: number): number {
  const numerator = BigInt(cents) * BigInt(bps);
  return Number((2n * numerator + BASIS_POINTS) / (2n * BASIS_POINTS));
}

/** The late-cancellation fee on `paid` cents: LATE_CANCELLATION_FEE_BPS of it, to the cent. */
export function lateCancellationFeeOf(paid: number): number {
  if (!Number.isSafeInteger(paid) || paid < 0) throw new RangeError("paid must be whole cents, 0 or more");
  return shareOf(paid, LATE_CANCELLATION_FEE_BPS);
}

/** "free" when `now` is at least FREE_CANCELLATION_HOURS before `startsAt`, else "late". */
export function cancellationWindow(startsAt: Date, now: Date): "free" | "late" {
  return startsAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * HOUR_MS ? "free" : "late";
}

/** What cancelling now gives back and keeps, by who cancels. `paid` is 0 for an unpaid booking. */
export function cancellationTerms(input: {
  startsAt: Date;
  now: Date;
  paid: number;
  party: CancellingParty;
}): CancellationTerms {
  const { startsAt, now, paid, party } = input;
  const window = cancellationWindow(startsAt, now);
  const fee = window === "late" && party === "CUSTOMER" ? lateCancellationFeeOf(paid) : 0;
  return { window, paid, refund: paid - fee, fee };
}

/**
 * How a payment's kept part (its fee, after the refund) is split: the platform's commission
 * on it with that commission's tax, and the provider's rest with the service's tax, as the
 * ledger has them once the refund's reversal lands (shared/payments/ledger-split.ts, so the
 * two never differ by a cent). Lines absent: an untaxed payment.
 */
export function keptSplit(
  payment: Omit<TaxedPayment, "feeTaxLines" | "serviceTaxLines"> &
    Partial<Pick<TaxedPayment, "feeTaxLines" | "serviceTaxLines">> & { refundedBefore: number; refund: number },
): Split {
  const { refundedBefore, refund } = payment;
  const taxed: TaxedPayment = {
    totalAmount: payment.totalAmount,
    platformFee: payment.platformFee,
    feeTaxLines: payment.feeTaxLines ?? [],
    serviceTaxLines: payment.serviceTaxLines ?? [],
  };
  const platform = (split: LedgerSplit) => split.platformFee + split.feeTax;
  const provider = (split: LedgerSplit) => split.providerShare + split.serviceTax;
  const parts = [
    settlementSplit(taxed),
    refundLedgerSplit({ ...taxed, refundedBefore: 0, refundedAfter: refundedBefore }),
    refundLedgerSplit({ ...taxed, refundedBefore, refundedAfter: refundedBefore + refund }),
  ];
  return {
    platformFee: parts.reduce((sum, split) => sum + platform(split), 0),
    providerShare: parts.reduce((sum, split) => sum + provider(split), 0),
  };
}
