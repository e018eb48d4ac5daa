import { describe, expect, it } from "vitest";
import { assignTiers, TIER_LABELS, tierFor } from "./tier.ts";

describe("tierFor", () => {
  it("puts the ten most populous places in tier 1 whatever their size", () => {
    expect(tierFor(2_600_000, 1)).toBe(1);
    expect(tierFor(480_000, 10)).toBe(1);
  });

  it("puts a place of 500,000+ outside the top ten in tier 2", () => {
    expect(tierFor(520_000, 11)).toBe(2);
  });

  it.each([
    [100_000, 2],
    [99_999, 3],
    [25_000, 3],
    [24_999, 4],
    [5_000, 4],
  ] as const)("population %i below the top ten is tier %i", (population, tier) => {
    expect(tierFor(population, 50)).toBe(tier);
  });

  it("labels the tiers as the spec does", () => {
    expect(TIER_LABELS).toEqual({ 1: "Major", 2: "Large", 3: "Medium", 4: "Small" });
  });
});

describe("assignTiers", () => {
  it("ranks by population regardless of input order and keeps that order", () => {
    const places = Array.from({ length: 12 }, (_, i) => ({ name: `P${i}`, population: 600_000 + i }));
    const tiers = assignTiers(places).map((place) => place.tier);
    // The two smallest (P0, P1) fall out of the top ten.
    expect(tiers).toEqual([2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("breaks population ties by name", () => {
    const places = [
      ...Array.from({ length: 9 }, (_, i) => ({ name: `Big ${i}`, population: 1_000_000 })),
      { name: "Zed", population: 5_000 },
      { name: "Abc", population: 5_000 },
    ];
    const byName = Object.fromEntries(assignTiers(places).map((place) => [place.name, place.tier]));
    expect(byName.Abc).toBe(1);
    expect(byName.Zed).toBe(4);
  });
});
