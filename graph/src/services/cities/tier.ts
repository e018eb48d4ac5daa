export type CityTier = 1 | 2 | 3 | 4;

export const TIER_LABELS: Readonly<Record<CityTier, string>> = {
  1: "Major",
  2: "Large",
  3: "Medium",
  4: "Small",
};

/** Places ranked this high by population are tier 1 whatever their size. */
export const MAJOR_CITY_COUNT = 10;

const LARGE_MIN_POPULATION = 100_000;
const MEDIUM_MIN_POPULATION = 25_000;

/**
 * The spec gives both "tier 1 = the 10 largest cities" and population bands
 * (1 Major 500,000+, 2 Large 100,000-500,000, 3 Medium 25,000-100,000,
 * 4 Small 5,000-25,000). The rank wins for tier 1 so it always holds exactly ten
 * places; everything else falls into the bands, so a place of 500,000+ outside the
 * top ten is Large.
 *
 * @param rankByPopulation 1 for the most populous place.
 */
export function tierFor(population: number, rankByPopulation: number): CityTier {
  if (rankByPopulation >= 1 && rankByPopulation <= MAJOR_CITY_COUNT) return 1;
  if (population >= LARGE_MIN_POPULATION) return 2;
  if (population >= MEDIUM_MIN_POPULATION) return 3;
  return 4;
}

/**
 * Tiers for a whole list, in the list's order. Ties in population are ranked by
 * name so the result does not depend on the input order.
 */
export function assignTiers<T extends { name: string; population: number }>(
  places: readonly T[],
): Array<T & { tier: CityTier }> {
  const ranked = [...places].sort(byPopulationThenName);
  const rankOf = new Map(ranked.map((place, index) => [place, index + 1]));
  return places.map((place) => ({ ...place, tier: tierFor(place.population, rankOf.get(place)!) }));
}

export function byPopulationThenName(
  a: { name: string; population: number },
  b: { name: string; population: number },
): number {
  return b.population - a.population || a.name.localeCompare(b.name, "en-CA");
}
