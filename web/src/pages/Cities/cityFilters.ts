// The cities directory's filters live in the URL (search, province, tier), so reload,
// back and forward restore them; these turn one into the other.

import type { CityTier } from "../../lib/cityTiers";

export interface CityFilters {
  search: string;
  /** Two-letter province code, e.g. "BC". */
  province: string | null;
  tier: CityTier | null;
}

// The server refuses longer text (graph/src/services/cities/cities.ts).
const SEARCH_MAX = 100;

export function parseCityFilters(params: URLSearchParams): CityFilters {
  const search = (params.get("search") ?? "").trim().slice(0, SEARCH_MAX);
  const province = (params.get("province") ?? "").trim().toUpperCase();
  const tier = Number(params.get("tier"));
  return {
    search,
    province: /^[A-Z]{2}$/.test(province) ? province : null,
    tier: tier === 1 || tier === 2 || tier === 3 || tier === 4 ? tier : null,
  };
}

/** The URL's params for these filters; empty ones are left out so the plain URL is /cities. */
export function cityFiltersToParams(filters: CityFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.province) params.set("province", filters.province);
  if (filters.tier) params.set("tier", String(filters.tier));
  return params;
}

/** The page query's variables: null, not "", means "no filter" to the server. */
export function cityFilterVariables(filters: CityFilters) {
  return { search: filters.search || null, province: filters.province, tier: filters.tier };
}

export function sameCityFilters(a: CityFilters, b: CityFilters): boolean {
  return a.search === b.search && a.province === b.province && a.tier === b.tier;
}
