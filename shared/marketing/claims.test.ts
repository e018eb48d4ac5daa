import { describe, expect, it } from "vitest";
import { claimOf, claimValues, ratingClaimOf } from "./claims.ts";

describe("claimOf", () => {
  it("rounds down to the leading digit, as the spec writes its figures", () => {
    expect(claimOf(427)).toEqual({ value: 400, more: true });
    expect(claimOf(10_234)).toEqual({ value: 10_000, more: true });
    expect(claimOf(53_100)).toEqual({ value: 50_000, more: true });
    expect(claimOf(1_999)).toEqual({ value: 1_000, more: true });
  });

  it("claims no '+' when the count is exactly the figure", () => {
    expect(claimOf(400)).toEqual({ value: 400, more: false });
    expect(claimOf(1000)).toEqual({ value: 1000, more: false });
    expect(claimOf(1_000_000)).toEqual({ value: 1_000_000, more: false });
  });

  it("is exact under ten, and never more than the count", () => {
    expect(claimOf(0)).toEqual({ value: 0, more: false });
    expect(claimOf(7)).toEqual({ value: 7, more: false });
    for (let count = 0; count < 5000; count += 37) expect(claimOf(count).value).toBeLessThanOrEqual(count);
  });

  it("refuses what is not a count", () => {
    expect(() => claimOf(-1)).toThrow(RangeError);
    expect(() => claimOf(Number.NaN)).toThrow(RangeError);
  });
});

describe("claimValues", () => {
  it("gives the catalog's messages the claimed figure and whether to add a '+'", () => {
    expect(claimValues(427)).toEqual({ count: 400, more: "true" });
    expect(claimValues(400)).toEqual({ count: 400, more: "false" });
  });
});

describe("ratingClaimOf", () => {
  it("keeps one decimal, rounded down", () => {
    expect(ratingClaimOf(4.86)).toBe(4.8);
    expect(ratingClaimOf(4.8)).toBe(4.8);
    expect(ratingClaimOf(5)).toBe(5);
    expect(ratingClaimOf(4.79999)).toBe(4.7);
  });
});
