// The home search lives in the URL (location, service, words and the filter chips), so reload,
// back and forward restore it; these turn one into the other and into the GraphQL input.
import { isSessionId } from "../../../../shared/matching/session-id";
import { ALL_SERVICES, SERVICE_TYPE_SLUGS } from "../../../../shared/service-types";
import { NO_FILTERS, type SearchFilters } from "../../components/FilterChips/searchFilters";

/** Spec section 2 "Service type options", in order: the value, and its label in the catalog. */
export const SERVICE_OPTIONS = ([ALL_SERVICES, ...SERVICE_TYPE_SLUGS] as const).map((value) => ({
  value,
  labelId: `serviceType.${value}` as const,
}));

export interface HomeSearch extends SearchFilters {
  /** 'Name, Province' as the city picker stores it, or "" for anywhere. */
  location: string;
  /** One of SERVICE_OPTIONS' values; "all" for every service. */
  service: string;
  /** Words to find in what providers say about themselves ("eco", "move-out"), or "". */
  words: string;
  /**
   * The quiz session whose matches replace the list (spec section 3's quiz_matches flag), or
   * null: in the URL so the matches survive a reload.
   */
  quiz: string | null;
}

export const EMPTY_SEARCH: HomeSearch = { location: "", service: "all", words: "", ...NO_FILTERS, quiz: null };

// The server refuses a longer location or words (graph/src/services/providers/search-input.ts).
const LOCATION_MAX = 120;
export const WORDS_MAX = 100;

function positiveNumber(text: string | null, max: number): number | null {
  if (text === null || text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 && value <= max ? value : null;
}

const flag = (text: string | null) => text === "1" || text === "true";

export function parseHomeSearch(params: URLSearchParams): HomeSearch {
  const service = (params.get("service") ?? "").trim().toLowerCase();
  return {
    location: (params.get("location") ?? "").trim().slice(0, LOCATION_MAX),
    service: SERVICE_OPTIONS.some((option) => option.value === service) ? service : "all",
    words: (params.get("q") ?? "").trim().slice(0, WORDS_MAX),
    maxPrice: positiveNumber(params.get("maxPrice"), 1_000_000),
    minRating: positiveNumber(params.get("minRating"), 5),
    mobileOnly: flag(params.get("mobile")),
    certifiedOnly: flag(params.get("verified")),
    quiz: isSessionId(params.get("quiz")) ? params.get("quiz") : null,
  };
}

/**
 * The URL's params for this search, in a fixed order; empty parts are left out so the
 * plain URL is "/". Params the search does not own (anything else in `base`) are kept.
 */
export function homeSearchToParams(search: HomeSearch, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams();
  const location = search.location.trim();
  if (location) params.set("location", location);
  if (search.service !== "all") params.set("service", search.service);
  const words = search.words.trim();
  if (words) params.set("q", words);
  if (search.maxPrice !== null) params.set("maxPrice", String(search.maxPrice));
  if (search.minRating !== null) params.set("minRating", String(search.minRating));
  if (search.mobileOnly) params.set("mobile", "1");
  if (search.certifiedOnly) params.set("verified", "1");
  if (search.quiz) params.set("quiz", search.quiz);
  const owned = new Set(["location", "service", "q", "maxPrice", "minRating", "mobile", "verified", "quiz"]);
  for (const [key, value] of base) if (!owned.has(key)) params.append(key, value);
  return params;
}

/**
 * What can be chosen on its own: the city (hero's picker), the service (hero's select, 'Popular
 * Services') and the words (hero's search field, on 'Find Services').
 */
export type SearchChoice = Partial<Pick<HomeSearch, "location" | "service" | "words">>;

/**
 * The one rule for choosing a city or a service, wherever it is chosen: the list searches
 * at once (no waiting for 'Find Services'), keeping the rest of the search (the other
 * field, the chips) and leaving the quiz's matches, as every new search does.
 */
export function withSearchChoice(search: HomeSearch, choice: SearchChoice): HomeSearch {
  return { ...search, ...choice, quiz: null };
}

/** The home's address for this search: "/" when there is none. */
export function homeSearchHref(search: HomeSearch, base?: URLSearchParams): string {
  const params = homeSearchToParams(search, base).toString();
  return params ? `/?${params}` : "/";
}

/** The GraphQL ProviderSearchInput: null, not false or "", means "no filter". */
export function providerSearchInput(search: HomeSearch) {
  return {
    location: search.location.trim() || null,
    serviceType: search.service === "all" ? null : search.service,
    text: search.words.trim() || null,
    maxPrice: search.maxPrice,
    minRating: search.minRating,
    mobileOnly: search.mobileOnly || null,
    certifiedOnly: search.certifiedOnly || null,
  };
}

export function sameHomeSearch(a: HomeSearch, b: HomeSearch): boolean {
  return (
    a.location === b.location &&
    a.service === b.service &&
    a.words === b.words &&
    a.maxPrice === b.maxPrice &&
    a.minRating === b.minRating &&
    a.mobileOnly === b.mobileOnly &&
    a.certifiedOnly === b.certifiedOnly &&
    a.quiz === b.quiz
  );
}
