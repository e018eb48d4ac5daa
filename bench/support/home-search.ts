// The home search the search benchmarks measure, as each server is asked for it. Imports
// nothing of the app: bench:search-history's servers load it beside an older checkout's.
import type { Target } from "./search-load.ts";

/** Toronto, house cleaning, 50 km, nearest first: the home's default search. */
export const HOME_SEARCH = { location: "Toronto, Ontario", serviceType: "house-cleaning", maxDistance: 50 };

/** A full document, as partners send it: exact count, every card field. */
export const HOME_SEARCH_QUERY = `query HomeSearch($search: ProviderSearchInput, $first: Int) {
  providers(search: $search, first: $first) {
    totalCount
    edges { distanceKm node { id databaseId name rating reviewCount startingPrice services specialties isCertified isMobileService city { name province } } }
  }
}`;

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_search";

/** Every server is asked for uncompressed answers: compression would only blur the comparison. */
export function graphqlTarget(url: string, body: object): Target {
  return {
    url,
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "accept-encoding": "identity" },
    body: JSON.stringify(body),
  };
}

/** What the servers answer a search with, as far as the comparisons read it. */
export interface SearchAnswer {
  /** The baseline and the full document count exactly; the SPA asks for `foundCount`, capped at 1,000. */
  totalCount?: number;
  foundCount?: { count: number; isLowerBound: boolean };
  edges: { distanceKm: number | null; node: { databaseId: number } }[];
}

/** One answer's count, page and distances, fetched from `target`. */
export async function fetchIds(target: Target, connection: (body: unknown) => SearchAnswer) {
  const response = await fetch(target.url, target);
  const body = await response.json();
  const { totalCount, foundCount, edges } = connection(body);
  if (!edges?.length) throw new Error(`Empty answer from ${target.url}: ${JSON.stringify(body).slice(0, 300)}`);
  return {
    total: totalCount ?? foundCount!.count,
    totalIsExact: totalCount !== undefined || !foundCount!.isLowerBound,
    ids: edges.map((edge) => edge.node.databaseId),
    distances: edges.map((edge) => edge.distanceKm),
  };
}
