// What a provider search accepts, from GraphQL (typed values) or REST (query-string
// text), parsed once into one shape. Pure: no database, tests beside it.
import { z } from "zod";
import { storableText } from "../../../../shared/validation/text.ts";

/** Spec section 9: the city page searches 50 km around the city. */
export const DEFAULT_MAX_DISTANCE_KM = 50;
/** Far enough for any "near me" search; a bigger circle is a country-wide list. */
export const MAX_DISTANCE_KM = 1000;
export const DEFAULT_PAGE_SIZE = 20;
/**
 * "Providers found" is counted exactly up to this many, then shown as "1,000+": past it an
 * exact count costs a scan of every match (54,143 near Toronto at a million providers)
 * and tells a visitor nothing more. The exact total stays available as `totalCount`.
 */
export const FOUND_COUNT_CAP = 1_000;
/** A search box's words: a sentence, not a document. */
export const MAX_SEARCH_TEXT_LENGTH = 100;

/** Blank query parameters and GraphQL nulls both mean "not given". */
const blank = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const number = (label: string, rule: string) =>
  z.preprocess(
    (value) => {
      const given = blank(value);
      return typeof given === "string" ? Number(given) : given;
    },
    z
      .number({ error: `${label} must be ${rule}` })
      .refine(Number.isFinite, `${label} must be ${rule}`)
      .optional(),
  );

const flag = (label: string) =>
  z.preprocess(
    (value) => {
      const given = blank(value);
      if (typeof given !== "string") return given;
      const text = given.trim().toLowerCase();
      return text === "true" || text === "1" ? true : text === "false" || text === "0" ? false : given;
    },
    z.boolean({ error: `${label} must be true or false` }).optional(),
  );

/** The city page's `{city, province}` shape (spec section 7). */
const cityAndProvince = z.object({
  city: storableText(100).pipe(z.string().min(1, "location needs a city name")),
  province: storableText(60).optional().nullable(),
});

export const searchInput = z.object({
  /** A city id, a slug, the picker's "Name, Province" text, a bare name, or {city, province}. */
  location: z.preprocess(blank, z.union([storableText(120), cityAndProvince]).optional()),
  /** A category slug; "all" (the dropdown's first option) means every service. */
  serviceType: z.preprocess((value) => {
    const given = blank(value);
    return typeof given === "string" && given.trim().toLowerCase() === "all" ? undefined : given;
  }, storableText(60).toLowerCase().optional()),
  maxDistance: number("maxDistance", `a distance in km from 1 to ${MAX_DISTANCE_KM}`).pipe(
    z
      .number()
      .min(1, `maxDistance must be a distance in km from 1 to ${MAX_DISTANCE_KM}`)
      .max(MAX_DISTANCE_KM, `maxDistance must be a distance in km from 1 to ${MAX_DISTANCE_KM}`)
      .default(DEFAULT_MAX_DISTANCE_KM),
  ),
  minRating: number("minRating", "a rating from 0 to 5").pipe(
    z
      .number()
      .min(0, "minRating must be a rating from 0 to 5")
      .max(5, "minRating must be a rating from 0 to 5")
      .optional(),
  ),
  /** Dollars, as the filter chip says ("Under $100"); compared in cents. */
  maxPrice: number("maxPrice", "an amount in dollars, 0 or more").pipe(
    z
      .number()
      .min(0, "maxPrice must be an amount in dollars, 0 or more")
      .max(1_000_000, "maxPrice is too large")
      .optional(),
  ),
  mobileOnly: flag("mobileOnly"),
  certifiedOnly: flag("certifiedOnly"),
  /** Part of the name, for pickers that look a provider up by name. */
  name: z.preprocess(blank, storableText(100).optional()),
  /**
   * Words to find in a provider's name, specialties, services and description ("eco",
   * "Tesla", "move-out"), any accents, English or French forms (search-matching.ts).
   */
  text: z.preprocess(blank, storableText(MAX_SEARCH_TEXT_LENGTH).optional()),
});
export type SearchInput = z.output<typeof searchInput>;
export type ProviderSearchInput = z.input<typeof searchInput>;

/** Dollars to the cents prices are stored in; "$99.99" is 9,999 cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export type LocationQuery =
  | { kind: "id"; id: number }
  | { kind: "slug"; slug: string; text: string }
  | { kind: "cityAndProvince"; city: string; province: string | null; text: string };

/**
 * How to look a location up. REST may pass the city page's `{city, province}` as JSON
 * text; "Toronto, Ontario" is the picker's text and "toronto-ontario" a slug, and both
 * slugify to the city's slug; a bare "Toronto" is resolved as a name.
 */
export function locationQuery(location: NonNullable<SearchInput["location"]>): LocationQuery {
  if (typeof location !== "string") {
    const text = [location.city, location.province].filter(Boolean).join(", ");
    return { kind: "cityAndProvince", city: location.city, province: location.province || null, text };
  }
  if (/^\d{1,9}$/.test(location)) return { kind: "id", id: Number(location) };
  if (location.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(location);
    } catch {
      parsed = undefined;
    }
    const shape = cityAndProvince.safeParse(parsed);
    if (shape.success) return locationQuery(shape.data);
  }
  const relayCity = decodeCityGlobalId(location);
  if (relayCity !== null) return { kind: "id", id: relayCity };
  return { kind: "slug", slug: location, text: location };
}

/** A City node id from GraphQL (base64 of "City:<id>"), or null. */
function decodeCityGlobalId(text: string): number | null {
  if (!/^[A-Za-z0-9+/]+=*$/.test(text) || text.length % 4 !== 0) return null;
  const match = /^City:(\d{1,9})$/.exec(Buffer.from(text, "base64").toString("utf8"));
  return match ? Number(match[1]) : null;
}
