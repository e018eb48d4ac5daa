import { describe, expect, it } from "vitest";
import { hasMoreBatches, savedBatches } from "./savedBatches";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe("the Saved screen's batches", () => {
  it("cuts the ids into batches, in order, as many as asked for", () => {
    expect(savedBatches(ids(5), 1, 2)).toEqual([["p1", "p2"]]);
    expect(savedBatches(ids(5), 3, 2)).toEqual([["p1", "p2"], ["p3", "p4"], ["p5"]]);
    expect(savedBatches(ids(5), 9, 2)).toEqual([["p1", "p2"], ["p3", "p4"], ["p5"]]);
    expect(savedBatches([], 2, 2)).toEqual([]);
  });

  it("says whether any are left for 'Show More'", () => {
    expect(hasMoreBatches(ids(4), 2, 2)).toBe(false);
    expect(hasMoreBatches(ids(5), 2, 2)).toBe(true);
    expect(hasMoreBatches(ids(24), 1)).toBe(false);
    expect(hasMoreBatches(ids(25), 1)).toBe(true);
  });
});
