import { describe, expect, it } from "vitest";
import { platformFeeOf, refundSplit } from "../payments/commission.ts";
import {
  cancellationTerms,
  cancellationWindow,
  FREE_CANCELLATION_HOURS,
  keptSplit,
  LATE_CANCELLATION_FEE_BPS,
  lateCancellationFeeOf,
  visitStartsAt,
} from "./cancellation-policy.ts";

const HOUR = 60 * 60 * 1000;

describe("the policy's numbers", () => {
  it("is free until 24 hours before and keeps 25% after", () => {
    expect(FREE_CANCELLATION_HOURS).toBe(24);
    expect(LATE_CANCELLATION_FEE_BPS).toBe(2500);
  });
});

describe("visitStartsAt", () => {
  it("reads the date and time on the provider's city's clocks", () => {
    // Toronto is on standard time (UTC−5) in late November, daylight time (UTC−4) in July.
    expect(visitStartsAt("2026-11-25", "13:00", "America/Toronto").toISOString()).toBe("2026-11-25T18:00:00.000Z");
    expect(visitStartsAt("2026-07-02", "09:00", "America/Toronto").toISOString()).toBe("2026-07-02T13:00:00.000Z");
    expect(visitStartsAt("2026-11-25", "13:00", "America/Vancouver").toISOString()).toBe("2026-11-25T21:00:00.000Z");
    // Newfoundland's half hour.
    expect(visitStartsAt("2026-11-25", "09:00", "America/St_Johns").toISOString()).toBe("2026-11-25T12:30:00.000Z");
  });

  it("is right on the days the clocks change", () => {
    // 2026-03-08 and 2026-11-01: the change is at 02:00, visits are in the day.
    expect(visitStartsAt("2026-03-08", "09:00", "America/Toronto").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(visitStartsAt("2026-11-01", "09:00", "America/Toronto").toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("refuses an unknown zone", () => {
    expect(() => visitStartsAt("2026-11-25", "13:00", "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("cancellationWindow", () => {
  const startsAt = new Date("2026-11-25T18:00:00Z");
  it("is free at exactly 24 hours before, late a millisecond after", () => {
    expect(cancellationWindow(startsAt, new Date(startsAt.getTime() - 24 * HOUR))).toBe("free");
    expect(cancellationWindow(startsAt, new Date(startsAt.getTime() - 24 * HOUR + 1))).toBe("late");
    expect(cancellationWindow(startsAt, new Date(startsAt.getTime() - 30 * 24 * HOUR))).toBe("free");
  });
  it("is late after the start", () => {
    expect(cancellationWindow(startsAt, new Date(startsAt.getTime() + 2 * HOUR))).toBe("late");
  });
});

describe("lateCancellationFeeOf", () => {
  it("is 25% rounded half up to the cent", () => {
    expect(lateCancellationFeeOf(12_345)).toBe(3086); // 3086.25
    expect(lateCancellationFeeOf(10_002)).toBe(2501); // 2500.5
    expect(lateCancellationFeeOf(10_001)).toBe(2500); // 2500.25
    expect(lateCancellationFeeOf(1)).toBe(0);
    expect(lateCancellationFeeOf(2)).toBe(1);
    expect(lateCancellationFeeOf(0)).toBe(0);
    expect(lateCancellationFeeOf(99_999_999)).toBe(25_000_000);
  });
  it("refuses what is not whole cents", () => {
    expect(() => lateCancellationFeeOf(1.5)).toThrow(RangeError);
    expect(() => lateCancellationFeeOf(-1)).toThrow(RangeError);
  });
});

describe("cancellationTerms", () => {
  const startsAt = new Date("2026-11-25T18:00:00Z");
  const early = new Date("2026-11-20T15:00:00Z");
  const late = new Date("2026-11-25T08:00:00Z");
  const after = new Date("2026-11-25T19:00:00Z");

  it("refunds a customer in full in the free window", () => {
    expect(cancellationTerms({ startsAt, now: early, paid: 12_345, party: "CUSTOMER" })).toEqual({
      window: "free",
      paid: 12_345,
      refund: 12_345,
      fee: 0,
    });
  });

  it("keeps the late fee from a customer inside 24 hours and after the start", () => {
    const expected = { window: "late", paid: 12_345, refund: 9259, fee: 3086 };
    expect(cancellationTerms({ startsAt, now: late, paid: 12_345, party: "CUSTOMER" })).toEqual(expected);
    expect(cancellationTerms({ startsAt, now: after, paid: 12_345, party: "CUSTOMER" })).toEqual(expected);
  });

  it("refunds in full when the provider or staff cancel, whenever it is", () => {
    for (const party of ["PROVIDER", "STAFF"] as const) {
      expect(cancellationTerms({ startsAt, now: late, paid: 12_345, party })).toEqual({
        window: "late",
        paid: 12_345,
        refund: 12_345,
        fee: 0,
      });
    }
  });

  it("refunds nothing for an unpaid booking", () => {
    expect(cancellationTerms({ startsAt, now: late, paid: 0, party: "CUSTOMER" })).toEqual({
      window: "late",
      paid: 0,
      refund: 0,
      fee: 0,
    });
  });

  it("always adds up: refund + fee = paid", () => {
    for (let paid = 0; paid < 2_000; paid += 7) {
      const terms = cancellationTerms({ startsAt, now: late, paid, party: "CUSTOMER" });
      expect(terms.refund + terms.fee).toBe(paid);
      expect(terms.refund).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("keptSplit", () => {
  it("gives the platform its commission on the fee, as the ledger reverses the refund", () => {
    const totalAmount = 12_345;
    const platformFee = platformFeeOf(totalAmount);
    const refund = 9259;
    const kept = keptSplit({ totalAmount, platformFee, refundedBefore: 0, refund });
    const reversed = refundSplit({ totalAmount, platformFee, refundedBefore: 0, refundedAfter: refund });
    expect(kept.platformFee).toBe(platformFee + reversed.platformFee);
    expect(kept.providerShare).toBe(totalAmount - platformFee + reversed.providerShare);
    expect(kept.platformFee + kept.providerShare).toBe(totalAmount - refund);
    // 10% of the 3086 kept, to a cent of rounding.
    expect(kept.platformFee).toBe(309);
    expect(kept.providerShare).toBe(2777);
  });

  it("counts a refund made before", () => {
    const totalAmount = 10_000;
    const platformFee = 1_000;
    const kept = keptSplit({ totalAmount, platformFee, refundedBefore: 2_000, refund: 6_000 });
    expect(kept).toEqual({ platformFee: 200, providerShare: 1_800 });
  });
});
