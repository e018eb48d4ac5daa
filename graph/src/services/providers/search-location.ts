// The city a search location names: an id, a slug or a city and its province. Every way of
// finding providers near a place asks here (search, the quiz, the cleaning finder).
import type { Context } from "../../context.ts";
import type { City } from "../../generated/prisma/client.ts";
import { findCityBySlug } from "../cities/cities.ts";
import { slugify } from "../../../../shared/urls/slug.ts";
import { LocationNotFoundError } from "../errors.ts";
import { type LocationQuery, locationQuery, type SearchInput } from "./search-input.ts";

/**
 * Cities are the built-in list: seeded once, never edited by the app. Remembering the
 * ones found (per database, a bounded few) saves every repeated search a statement.
 */
const knownCities = new WeakMap<object, Map<string, City>>();
const KNOWN_CITIES_LIMIT = 2_000;

/**
 * The city a search location names (cached per database), or LocationNotFoundError. Shared
 * by every way of finding providers near a place (search, the quiz, the cleaning finder).
 */
export async function resolveLocation(
  ctx: Context,
  location: NonNullable<SearchInput["location"]>,
): Promise<City | LocationNotFoundError> {
  const query = locationQuery(location);
  const key = JSON.stringify(query);
  let known = knownCities.get(ctx.db);
  if (!known) knownCities.set(ctx.db, (known = new Map()));
  const remembered = known.get(key);
  if (remembered) return remembered;
  const city = await findCity(ctx, query);
  if (!city) return new LocationNotFoundError(query.kind === "id" ? String(query.id) : query.text);
  if (known.size >= KNOWN_CITIES_LIMIT) known.clear();
  known.set(key, city);
  return city;
}

function findCity(ctx: Context, query: LocationQuery): Promise<City | null> {
  switch (query.kind) {
    case "id":
      return ctx.db.city.findUnique({ where: { id: query.id } });
    case "slug":
      // "Toronto, Ontario" and "toronto-ontario" slugify alike; a bare "Toronto" is a name.
      return findCityBySlug(ctx, query.slug);
    case "cityAndProvince":
      return findCityInProvince(ctx, query.city, query.province);
  }
}

/** {city, province}: the province may be its name ("Ontario") or code ("ON"). */
async function findCityInProvince(ctx: Context, name: string, province: string | null): Promise<City | null> {
  if (!province) return findCityBySlug(ctx, name);
  const byName = await findCityBySlug(ctx, `${name} ${province}`);
  if (byName) return byName;
  const nameSlug = slugify(name);
  if (!nameSlug) return null;
  const candidates = await ctx.db.city.findMany({
    where: { slug: { startsWith: `${nameSlug}-` }, provinceCode: { equals: province.trim(), mode: "insensitive" } },
  });
  return candidates.find((city) => slugify(city.name) === nameSlug) ?? null;
}
