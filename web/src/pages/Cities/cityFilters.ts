// The cities directory's filters live in the URL (search, province, tier), so reload,
// back and forward restore them; these turn one into the other.

import type { IntlShape } from "react-intl";
import type { MessageId } from "../../i18n/messages";

export type CityTier = 1 | 2 | 3 | 4;

export interface CityTierInfo {
  tier: CityTier;
  /** Picks the tier's word inside a sentence ("Show all major cities"). */
  size: "major" | "large" | "medium" | "small";
  /** The tier's name on its own: "Major". */
  labelId: MessageId;
  /** The population band, from `min` up to `max` (none above tier 1). */
  min: number;
  max: number | null;
}

/** Spec section 3 tiers with the population bands the filter shows. */
export const CITY_TIERS: readonly CityTierInfo[] = [
  { tier: 1, size: "major", labelId: "cities.tier.major", min: 500_000, max: null },
  { tier: 2, size: "large", labelId: "cities.tier.large", min: 100_000, max: 500_000 },
  { tier: 3, size: "medium", labelId: "cities.tier.medium", min: 25_000, max: 100_000 },
  { tier: 4, size: "small", labelId: "cities.tier.small", min: 5_000, max: 25_000 },
];

/** A tier's population band in the reader's numbers: "500,000+", "100,000–500,000". */
export function tierBand({ min, max }: CityTierInfo, intl: Pick<IntlShape, "formatMessage">): string {
  return max === null
    ? intl.formatMessage({ id: "cities.tier.band.atLeast" }, { min })
    : intl.formatMessage({ id: "cities.tier.band.between" }, { min, max });
}

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
