import { describe, expect, it } from "vitest";
import { FIGURE_THRESHOLDS, figuresWorthShowing, type MarketplaceFigures } from "./homeFigures";

const strong: MarketplaceFigures = {
  cities: 427,
  verifiedProviders: 10_234,
  completedJobs: 51_000,
  averageRating: 4.86,
  reviewCount: 12_000,
};

describe("figuresWorthShowing", () => {
  it("shows every figure of a grown marketplace, the rating as claimed", () => {
    expect(figuresWorthShowing(strong)).toEqual({
      counts: [
        { figure: "cities", count: 427 },
        { figure: "verifiedProviders", count: 10_234 },
        { figure: "completedJobs", count: 51_000 },
      ],
      rating: 4.8,
    });
  });

  it("leaves out a count that reads as a weakness: not '4 jobs completed'", () => {
    const shown = figuresWorthShowing({ ...strong, completedJobs: 4, verifiedProviders: 12 });
    expect(shown.counts.map(({ figure }) => figure)).toEqual(["cities"]);
  });

  it("shows a count from its threshold on, and not one below it", () => {
    for (const figure of ["cities", "verifiedProviders", "completedJobs"] as const) {
      const at = FIGURE_THRESHOLDS[figure];
      const figures = (count: number) => figuresWorthShowing({ ...strong, [figure]: count }).counts;
      expect(
        figures(at).some((shown) => shown.figure === figure),
        `${figure} at ${at}`,
      ).toBe(true);
      expect(
        figures(at - 1).some((shown) => shown.figure === figure),
        `${figure} at ${at - 1}`,
      ).toBe(false);
    }
  });

  it("claims a rating only when it is high and enough reviews stand behind it", () => {
    expect(figuresWorthShowing({ ...strong, averageRating: 3.2 }).rating).toBeNull();
    // 3.99 would be claimed as 3.9: under the threshold.
    expect(figuresWorthShowing({ ...strong, averageRating: 3.99 }).rating).toBeNull();
    expect(figuresWorthShowing({ ...strong, averageRating: 4.0 }).rating).toBe(4);
    expect(
      figuresWorthShowing({ ...strong, reviewCount: FIGURE_THRESHOLDS.reviewsBehindRating - 1 }).rating,
    ).toBeNull();
    expect(figuresWorthShowing({ ...strong, reviewCount: FIGURE_THRESHOLDS.reviewsBehindRating }).rating).toBe(4.8);
    expect(figuresWorthShowing({ ...strong, averageRating: null, reviewCount: 0 }).rating).toBeNull();
  });

  it("shows nothing for a marketplace that has just opened", () => {
    expect(
      figuresWorthShowing({ cities: 3, verifiedProviders: 2, completedJobs: 0, averageRating: 5, reviewCount: 1 }),
    ).toEqual({ counts: [], rating: null });
  });
});
