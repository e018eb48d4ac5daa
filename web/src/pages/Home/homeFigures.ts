import { ratingClaimOf } from "../../../../shared/marketing/claims";

/** The marketplace's figures as the server counts them (graph/src/services/marketplace/figures.ts). */
export interface MarketplaceFigures {
  cities: number;
  verifiedProviders: number;
  completedJobs: number;
  /** 0-5; null without reviews. */
  averageRating: number | null | undefined;
  reviewCount: number;
}

/**
 * Below these a figure reads as a weakness ("4 jobs completed", "a 3.2 average") and the
 * home leaves it out: a young marketplace claims what it has once it is worth claiming. A
 * rating needs enough reviews behind it to mean something, and to be one a customer would
 * choose by.
 */
export const FIGURE_THRESHOLDS = {
  cities: 10,
  verifiedProviders: 50,
  completedJobs: 100,
  /** The rating as claimed (rounded down to one decimal). */
  averageRating: 4.0,
  reviewsBehindRating: 20,
} as const;

export type FigureCount = "cities" | "verifiedProviders" | "completedJobs";

/** The figures the home shows, in the spec's order; an empty list and no rating shows nothing. */
export interface FiguresShown {
  counts: ReadonlyArray<{ figure: FigureCount; count: number }>;
  /** The rating to claim, or null. */
  rating: number | null;
}

const COUNTS: readonly FigureCount[] = ["cities", "verifiedProviders", "completedJobs"];

/** Which of the marketplace's figures read as a strength: only those are shown. */
export function figuresWorthShowing(figures: MarketplaceFigures): FiguresShown {
  const counts = COUNTS.filter((figure) => figures[figure] >= FIGURE_THRESHOLDS[figure]).map((figure) => ({
    figure,
    count: figures[figure],
  }));
  const claimed = figures.averageRating == null ? null : ratingClaimOf(figures.averageRating);
  const rating =
    claimed !== null &&
    claimed >= FIGURE_THRESHOLDS.averageRating &&
    figures.reviewCount >= FIGURE_THRESHOLDS.reviewsBehindRating
      ? claimed
      : null;
  return { counts, rating };
}
