// The money rules as properties over every amount a customer can pay here, from 1 cent to
// $100,000: the split always sums to the total, the fee is 10% rounded half up, and no run
// of refunds ever takes back more than a side was given. The expected fee is worked out
// independently of commission.ts (whole dollars-and-dimes, not a division), so a shared
// mistake in the formula cannot pass both.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLATFORM_COMMISSION_BPS, platformFeeOf, refundSplit, splitPayment } from "./commission.ts";

/** Fixed, so a failure names the same counterexample on every machine. */
const SEED = 20261124;
const RUNS = 2_000;
const property = { seed: SEED, numRuns: RUNS };

const MAX_PROPERTY_CENTS = 10_000_000;
const cents = fc.integer({ min: 1, max: MAX_PROPERTY_CENTS });

/** 10% half up the schoolbook way: tenths of the total, plus one when the dropped digit is 5 or more. */
function tenPercentHalfUp(totalCents: number): number {
  const total = BigInt(totalCents);
  const tenth = total / 10n;
  const droppedDigit = total % 10n;
  return Number(droppedDigit >= 5n ? tenth + 1n : tenth);
}

/**
 * A total and a run of partial refunds that sum to at most it (Stripe refuses more): the
 * cumulative refunded amounts after each step, strictly growing as Stripe reports them.
 */
const totalWithRefunds = cents.chain((total) =>
  fc.array(fc.integer({ min: 1, max: total }), { minLength: 1, maxLength: 12 }).map((steps) => {
    const running: number[] = [];
    let sum = 0;
    for (const step of steps) {
      if (sum + step > total) break;
      sum += step;
      running.push(sum);
    }
    return { total, running };
  }),
);

interface Reversed {
  fee: number;
  share: number;
}

/** Applies refunds reported as running totals, checking each step as it goes. */
function applyRefunds(total: number, running: readonly number[]): Reversed {
  const { platformFee } = splitPayment(total);
  let refundedBefore = 0;
  const reversed: Reversed = { fee: 0, share: 0 };
  for (const refundedAfter of running) {
    const step = refundSplit({ totalAmount: total, platformFee, refundedBefore, refundedAfter });
    expect(step.platformFee).toBeLessThanOrEqual(0);
    expect(step.providerShare).toBeLessThanOrEqual(0);
    expect(step.platformFee + step.providerShare + 0).toBe(Math.min(0, refundedBefore - refundedAfter));
    reversed.fee -= step.platformFee;
    reversed.share -= step.providerShare;
    refundedBefore = Math.max(refundedBefore, refundedAfter);
  }
  return reversed;
}

describe("the 10% commission", () => {
  it("is 1000 basis points", () => {
    expect(PLATFORM_COMMISSION_BPS).toBe(1000);
  });

  it("rounds half a cent up and less than half down", () => {
    const cases: [total: number, fee: number][] = [
      [1, 0],
      [4, 0],
      [5, 1],
      [6, 1],
      [14, 1],
      [15, 2],
      [25, 3],
      [35, 4],
      [94, 9],
      [95, 10],
      [15_000, 1_500],
      [15_005, 1_501],
      [15_004, 1_500],
      [MAX_PROPERTY_CENTS, 1_000_000],
      [MAX_PROPERTY_CENTS - 5, 1_000_000],
      [MAX_PROPERTY_CENTS - 6, 999_999],
    ];
    for (const [total, fee] of cases) {
      expect({ total, fee: platformFeeOf(total) }).toEqual({ total, fee });
      expect(splitPayment(total)).toEqual({ platformFee: fee, providerShare: total - fee });
    }
  });

  it("splits every amount from 1 cent to $100,000 into a fee and a share that sum to it", () => {
    fc.assert(
      fc.property(cents, (total) => {
        const { platformFee, providerShare } = splitPayment(total);
        expect(platformFee).toBe(tenPercentHalfUp(total));
        expect(platformFee + providerShare).toBe(total);
        expect(platformFee).toBeGreaterThanOrEqual(0);
        expect(providerShare).toBeGreaterThan(0);
        expect(Number.isSafeInteger(platformFee) && Number.isSafeInteger(providerShare)).toBe(true);
      }),
      property,
    );
  });

  it("is never off by more than half a cent from the exact 10%", () => {
    fc.assert(
      fc.property(cents, (total) => {
        // In tenths of a cent, so the comparison itself has no rounding.
        const errorInTenthsOfACent = Math.abs(platformFeeOf(total) * 10 - total);
        expect(errorInTenthsOfACent).toBeLessThanOrEqual(5);
      }),
      property,
    );
  });

  it("refuses what is not whole cents", () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => platformFeeOf(bad)).toThrow(RangeError);
    }
    expect(platformFeeOf(0)).toBe(0);
  });
});

describe("refunds", () => {
  it("never take back more than either side was given, and each step only takes back", () => {
    fc.assert(
      fc.property(totalWithRefunds, ({ total, running }) => {
        const { platformFee, providerShare } = splitPayment(total);
        const reversed = applyRefunds(total, running);
        expect(reversed.fee).toBeLessThanOrEqual(platformFee);
        expect(reversed.share).toBeLessThanOrEqual(providerShare);
        expect(reversed.fee + reversed.share).toBe(running.at(-1) ?? 0);
        // Neither balance goes below zero at any point of the run.
        expect(platformFee - reversed.fee).toBeGreaterThanOrEqual(0);
        expect(providerShare - reversed.share).toBeGreaterThanOrEqual(0);
      }),
      property,
    );
  });

  it("return exactly the fee and the share once the whole total is refunded, however it was split", () => {
    fc.assert(
      fc.property(totalWithRefunds, ({ total, running }) => {
        const { platformFee, providerShare } = splitPayment(total);
        const reversed = applyRefunds(total, [...running, total]);
        expect(reversed).toEqual({ fee: platformFee, share: providerShare });
      }),
      property,
    );
  });

  it("end the same for the same running total, whatever the partial refunds before it", () => {
    fc.assert(
      fc.property(totalWithRefunds, totalWithRefunds, ({ total, running }, other) => {
        // The same final running total reached in one refund, in this run's steps, and in
        // steps from an unrelated run (scaled into this total).
        const final = running.at(-1)!;
        const otherSteps = other.running
          .map((value) => Math.min(final, Math.floor((value * final) / other.total)))
          .filter((value, index, all) => value > 0 && (index === 0 || value > all[index - 1]!));
        const inOne = applyRefunds(total, [final]);
        expect(applyRefunds(total, running)).toEqual(inOne);
        expect(applyRefunds(total, [...otherSteps, final])).toEqual(inOne);
      }),
      property,
    );
  });

  it("add nothing for a stale report (a lower running total after a higher one) or a repeat", () => {
    fc.assert(
      fc.property(totalWithRefunds, ({ total, running }) => {
        const { platformFee } = splitPayment(total);
        const final = running.at(-1)!;
        for (const stale of [0, ...running]) {
          expect(refundSplit({ totalAmount: total, platformFee, refundedBefore: final, refundedAfter: stale })).toEqual(
            {
              platformFee: 0,
              providerShare: 0,
            },
          );
        }
      }),
      property,
    );
  });

  it("of a payment too small to carry a fee go wholly to the provider's side", () => {
    for (const total of [1, 2, 3, 4]) {
      const step = refundSplit({ totalAmount: total, platformFee: 0, refundedBefore: 0, refundedAfter: total });
      // `+ 0` reads a negative zero as zero: the ledger stores either as 0.
      expect({ platformFee: step.platformFee + 0, providerShare: step.providerShare }).toEqual({
        platformFee: 0,
        providerShare: -total,
      });
    }
  });

  it("refuse a running total above the payment", () => {
    expect(() => refundSplit({ totalAmount: 100, platformFee: 10, refundedBefore: 0, refundedAfter: 101 })).toThrow(
      RangeError,
    );
  });
});
