import { describe, expect, it } from "vitest";
import {
  addOutcome,
  canCompare,
  comparisonReducer,
  EMPTY_COMPARISON,
  restoreComparison,
  type ComparedProvider,
  type ComparisonState,
} from "./comparisonReducer";

const provider = (n: number): ComparedProvider => ({
  id: `P${n}`,
  databaseId: n,
  name: `Provider ${n}`,
  description: "Cleans things.",
  imageUrl: null,
  rating: 4.5,
  reviewCount: 10,
  startingPrice: 8500,
  services: ["House Cleaning"],
  specialties: ["Eco-friendly"],
  availability: ["Mon-Fri 8am-6pm"],
  isCertified: true,
  isMobileService: false,
  phone: "(416) 555-0123",
  email: "p@example.test",
  serviceArea: "Toronto",
});

const withProviders = (...ns: number[]): ComparisonState =>
  ns.reduce((state, n) => comparisonReducer(state, { type: "add", provider: provider(n) }), EMPTY_COMPARISON);

describe("comparisonReducer", () => {
  it("adds in order", () => {
    expect(withProviders(1, 2).providers.map((p) => p.id)).toEqual(["P1", "P2"]);
  });

  it("refuses a duplicate and a fourth provider, returning the same state", () => {
    const two = withProviders(1, 2);
    expect(comparisonReducer(two, { type: "add", provider: provider(1) })).toBe(two);
    const three = withProviders(1, 2, 3);
    expect(comparisonReducer(three, { type: "add", provider: provider(4) })).toBe(three);
    expect(three.providers).toHaveLength(3);
  });

  it("removes by id, and ignores an id it does not hold", () => {
    const three = withProviders(1, 2, 3);
    expect(comparisonReducer(three, { type: "remove", id: "P2" }).providers.map((p) => p.id)).toEqual(["P1", "P3"]);
    expect(comparisonReducer(three, { type: "remove", id: "P9" })).toBe(three);
  });

  it("makes room again after a removal", () => {
    const afterRemove = comparisonReducer(withProviders(1, 2, 3), { type: "remove", id: "P1" });
    expect(addOutcome(afterRemove, "P4")).toBe("added");
  });

  it("clears", () => {
    expect(comparisonReducer(withProviders(1, 2), { type: "clear" })).toEqual(EMPTY_COMPARISON);
    expect(comparisonReducer(EMPTY_COMPARISON, { type: "clear" })).toBe(EMPTY_COMPARISON);
  });
});

describe("addOutcome and canCompare", () => {
  it("says why an add would do nothing", () => {
    expect(addOutcome(EMPTY_COMPARISON, "P1")).toBe("added");
    expect(addOutcome(withProviders(1), "P1")).toBe("duplicate");
    expect(addOutcome(withProviders(1, 2, 3), "P4")).toBe("full");
  });

  it("needs at least 2 providers to compare", () => {
    expect(canCompare(withProviders(1))).toBe(false);
    expect(canCompare(withProviders(1, 2))).toBe(true);
  });
});

describe("restoreComparison", () => {
  it("restores what was saved", () => {
    const saved = withProviders(1, 2);
    expect(restoreComparison(JSON.stringify(saved))).toEqual(saved);
  });

  it("starts empty from nothing, bad JSON or an unknown shape", () => {
    expect(restoreComparison(null)).toEqual(EMPTY_COMPARISON);
    expect(restoreComparison("{oops")).toEqual(EMPTY_COMPARISON);
    expect(restoreComparison(JSON.stringify({ providers: [{ id: "P1" }] }))).toEqual(EMPTY_COMPARISON);
    expect(restoreComparison(JSON.stringify([1, 2]))).toEqual(EMPTY_COMPARISON);
  });

  it("keeps the limit and drops duplicates even if storage was edited", () => {
    const list = [1, 1, 2, 3, 4].map(provider);
    expect(restoreComparison(JSON.stringify({ providers: list })).providers.map((p) => p.id)).toEqual([
      "P1",
      "P2",
      "P3",
    ]);
  });
});
