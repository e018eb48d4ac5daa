import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoNul, storableText } from "../../../../shared/validation/text.ts";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { parseInput } from "../errors.ts";
import { provinceByCode } from "./provinces.ts";
import { slugify } from "../../../../shared/urls/slug.ts";

/**
 * No city or province name comes near this long: a longer search matches no city, and is
 * answered so without a query (the city picker, typing on, shows 'No cities found.').
 */
export const MAX_CITY_SEARCH_LENGTH = 100;

export const cityFilterInput = z.object({
  // Unbounded here on purpose (see matchesNoCity); the request's own size limit bounds it.
  search: z.string().trim().refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE).optional().nullable(),
  province: storableText(40).optional().nullable(),
  tier: z.number().int().min(1, "Tier must be 1 to 4").max(4, "Tier must be 1 to 4").optional().nullable(),
  /** Any of these tiers: the city picker's default list is tiers 1 and 2. */
  tiers: z
    .array(z.number().int().min(1, "Tier must be 1 to 4").max(4, "Tier must be 1 to 4"))
    .max(4)
    .optional()
    .nullable(),
});
export type CityFilter = z.infer<typeof cityFilterInput>;
export type CityFilterInput = z.input<typeof cityFilterInput>;

/** Largest first; id breaks ties so paging is stable. */
export const CITY_ORDER = [{ population: "desc" }, { id: "asc" }] satisfies Prisma.CityOrderByWithRelationInput[];

export function cityWhere(filter: CityFilter): Prisma.CityWhereInput {
  const where: Prisma.CityWhereInput[] = [];
  if (filter.search) {
    const text = filter.search;
    // The slug is the ASCII form of name and province, so "montreal" finds "Montréal".
    const asciiText = slugify(text);
    where.push({
      OR: [
        { name: { contains: text, mode: "insensitive" } },
        { province: { contains: text, mode: "insensitive" } },
        ...(asciiText ? [{ slug: { contains: asciiText } }] : []),
      ],
    });
  }
  if (filter.province) {
    where.push({
      OR: [
        { provinceCode: { equals: filter.province, mode: "insensitive" } },
        { province: { equals: filter.province, mode: "insensitive" } },
      ],
    });
  }
  if (filter.tier) where.push({ tier: filter.tier });
  if (filter.tiers?.length) where.push({ tier: { in: filter.tiers } });
  return { AND: where };
}

const matchesNoCity = (filter: CityFilter) => (filter.search?.length ?? 0) > MAX_CITY_SEARCH_LENGTH;

type CityQuery = Omit<Prisma.CityFindManyArgs, "where" | "orderBy">;

export async function listCities<Q extends CityQuery>(
  ctx: Context,
  filter: CityFilterInput,
  query?: Q,
): Promise<Prisma.CityGetPayload<Q>[]> {
  const parsed = parseInput(cityFilterInput, filter);
  if (matchesNoCity(parsed)) return [];
  return ctx.db.city.findMany({ ...query, where: cityWhere(parsed), orderBy: CITY_ORDER }) as never;
}

export async function countCities(ctx: Context, filter: CityFilterInput) {
  const parsed = parseInput(cityFilterInput, filter);
  if (matchesNoCity(parsed)) return 0;
  return ctx.db.city.count({ where: cityWhere(parsed) });
}

const MAX_SLUG_LENGTH = 200;

/**
 * A slug argument as a client sends it. A hidden control character is refused like in every
 * other text input, rather than slugified away into a city the client did not name.
 */
export const citySlugInput = z.string().refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE);

/**
 * A city by its slug ("toronto-ontario"), or by its name alone ("toronto", as the
 * footer links it), which means the largest city of that name.
 */
export async function findCityBySlug<Q extends Omit<Prisma.CityFindUniqueArgs, "where">>(
  ctx: Context,
  slug: string,
  query?: Q,
): Promise<Prisma.CityGetPayload<Q> | null> {
  // No city's slug is anywhere near this long; don't slugify a megabyte to find that out.
  if (slug.length > MAX_SLUG_LENGTH) return null;
  const wanted = slugify(slug);
  if (!wanted) return null;
  const exact = await ctx.db.city.findUnique({ ...query, where: { slug: wanted } });
  if (exact) return exact as never;
  // The slug is "{name}-{province}", so a name-only slug is a prefix of its city's slug;
  // candidates are few, and the name check rules out longer names ("toronto-east-...").
  const candidates = await ctx.db.city.findMany({
    select: { id: true, name: true },
    where: { slug: { startsWith: `${wanted}-` } },
    orderBy: CITY_ORDER,
  });
  const match = candidates.find((city) => slugify(city.name) === wanted);
  if (!match) return null;
  return ctx.db.city.findUnique({ ...query, where: { id: match.id } }) as never;
}

/** The 13 provinces and territories, west to east as Canadians list them, with city counts. */
export async function listProvinces(ctx: Context) {
  const counts = await ctx.db.city.groupBy({ by: ["provinceCode"], _count: { _all: true } });
  const countByCode = new Map(counts.map((row) => [row.provinceCode, row._count._all]));
  return PROVINCES_WEST_TO_EAST.map((code) => {
    const province = provinceByCode(code)!;
    return { ...province, cityCount: countByCode.get(code) ?? 0 };
  });
}

const PROVINCES_WEST_TO_EAST = ["BC", "AB", "SK", "MB", "ON", "QC", "NB", "NS", "PE", "NL", "YT", "NT", "NU"];
