// The nearest page of a crowded search: where more than FOUND_COUNT_CAP match, the page is
// looked for in circles widening around the city rather than by sorting every match, so a
// search costs about the same at any number of providers.
import type { Context } from "../../context.ts";
import type { City } from "../../generated/prisma/client.ts";
import type { CardShape } from "./provider-cards.ts";
import type { SearchInput } from "./search-input.ts";
import { type Matching, matchingProviders } from "./search-matching.ts";
import { type MatchRow, pageOfMatches, type Paging } from "./search-page.ts";

/** The first circle nearestPage tries, as a part of the search's radius (1/64 of its area). */
const FIRST_CIRCLE = 1 / 8;
/** How much wider each next circle is. */
const CIRCLE_GROWTH = 4;

interface Circle {
  matching: Matching;
  /** The search's own radius: the last circle. */
  whole: boolean;
}

/**
 * The circles a crowded search's page is looked for in, nearest first: a small one around
 * the city (beyond the cursor's distance when paging on), then wider ones up to the search's
 * own radius. Every match within a circle is a candidate, and every match outside it is
 * farther than all of them, so a full page from a circle is the page the whole radius would
 * give, at a fraction of the distances worked out and sorted. Paging backwards takes the
 * whole radius at once.
 */
export function* widening(
  search: { input: SearchInput; city: City | null; serviceType: string | undefined },
  paging: Paging,
): Generator<Circle, void> {
  const { maxDistance } = search.input;
  const from = paging.inverted ? maxDistance : (paging.cursor?.distanceKm ?? 0);
  for (let step = maxDistance * FIRST_CIRCLE; ; step *= CIRCLE_GROWTH) {
    const radius = Math.min(maxDistance, from + step);
    const matching = matchingProviders({ ...search.input, maxDistance: radius }, search.city, search.serviceType);
    yield { matching, whole: radius >= maxDistance };
    if (radius >= maxDistance) return;
  }
}

/** The page from the first of the circles left that fills it, or from the last. */
export async function nearestPage(
  ctx: Context,
  circles: Generator<Circle, void>,
  paging: Paging,
  cards: CardShape | null,
): Promise<MatchRow[]> {
  let rows: MatchRow[] = [];
  for (const circle of circles) {
    rows = await pageOfMatches(ctx, circle.matching, paging, cards);
    if (rows.length > paging.limit) break;
  }
  return rows;
}
