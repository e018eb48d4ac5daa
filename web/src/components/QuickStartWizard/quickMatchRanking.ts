// Spec section 9: the quick wizard shows the top 3, "sorted by rating, mobile first for asap".
import type { Urgency } from "./quickStartState";

export const TOP_MATCH_COUNT = 3;

export interface RankingFacts {
  rating: number;
  isMobileService: boolean;
}

/**
 * The best `count` of `candidates`: highest rated first; for 'asap', every mobile provider
 * (who comes to the customer) before any other, each group by rating. The sort is stable,
 * so equal ratings keep the order they came in (the search's: nearest first).
 */
export function topMatches<T extends RankingFacts>(
  candidates: readonly T[],
  urgency: Urgency,
  count: number = TOP_MATCH_COUNT,
): T[] {
  const mobileFirst = urgency === "asap";
  return [...candidates]
    .sort((a, b) => (mobileFirst ? Number(b.isMobileService) - Number(a.isMobileService) : 0) || b.rating - a.rating)
    .slice(0, count);
}
