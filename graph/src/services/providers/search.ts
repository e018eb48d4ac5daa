// Provider search (spec sections 2, 3 and 7): the home filters and the city page, for
// GraphQL and REST alike. Matching, ordering and counting happen in one SQL statement over
// indexed coordinates (a service type's own entries, ProviderSearchEntry, when one is asked
// for), which also brings the page's cards (provider-cards.ts); any other selection of the
// page's providers is loaded after it by Prisma. Where more than FOUND_COUNT_CAP match,
// "providers found" stops counting there and the nearest page is looked for in widening
// circles (nearestPage), so a search costs about the same at any number of providers.
// The statements go straight to the driver, prepared on PostgreSQL (db/rows.ts).
import type { Context } from "../../context.ts";
import { type City, Prisma } from "../../generated/prisma/client.ts";
import { queryRows } from "../../db/rows.ts";
import { findCityBySlug } from "../cities/cities.ts";
import { slugify } from "../cities/slug.ts";
import { LocationNotFoundError, parseInput, ValidationError } from "../errors.ts";
import { type CardShape, cardColumnsSql, cardJoinsSql, cardShape, providerFromCardRow } from "./provider-cards.ts";
import { distanceSql, loadProvidersById, offersServiceSql, type ProviderQuery, withinBoxSql } from "./provider-sql.ts";
import { decodeSearchCursor, encodeSearchCursor, type SearchPosition } from "./search-cursor.ts";
import {
  DEFAULT_PAGE_SIZE,
  dollarsToCents,
  FOUND_COUNT_CAP,
  type LocationQuery,
  locationQuery,
  MAX_PAGE_SIZE,
  type ProviderSearchInput,
  type SearchInput,
  searchInput,
} from "./search-input.ts";

/** Relay's paging arguments; REST passes `first` and `after` only. */
export interface SearchPage {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface SearchEdge<P> {
  node: P;
  /** Km from the searched city's centre; null without a location. */
  distanceKm: number | null;
  cursor: string;
}

export interface SearchResult<P> {
  /** The city the location resolved to; null without a location, or when it names none. */
  city: City | null;
  /**
   * The location names no city we know: an expected failure a visitor can cause, so it is
   * part of the answer (GraphQL `location`, REST 404) and the search matches nothing.
   */
  locationNotFound: LocationNotFoundError | null;
  edges: SearchEdge<P>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** How many providers match in all, exactly; counted once, on demand. */
  totalCount: () => Promise<number>;
  /** The live "providers found": exact up to FOUND_COUNT_CAP, else that many and "+". */
  foundCount: () => Promise<FoundCount>;
}

export interface FoundCount {
  /** Exact, or FOUND_COUNT_CAP when more match. */
  count: number;
  /** More than `count` match ("1,000+ providers found"). */
  isLowerBound: boolean;
}

export interface SearchOptions<Q> {
  /** Prisma include/select for the page's providers (Pothos' queryFromInfo for GraphQL). */
  query?: Q;
  /**
   * The count the caller will ask for, counted beside the page instead of on demand:
   * "exact" (totalCount) or "found" (foundCount, which lets a crowded search skip the rest).
   */
  count?: "exact" | "found";
  /**
   * The caller reads no column of the page's providers but PUBLIC_CARD_COLUMNS (beside the
   * relations `query` includes), so a card may carry those alone (provider-cards.ts).
   */
  publicColumnsOnly?: boolean;
}

/**
 * Approved providers matching the filters, nearest first (then best rated, then by id),
 * or best rated first without a location. An unknown location is answered as
 * `locationNotFound` with no matches; unknown service types and bad numbers throw a
 * ValidationError.
 */
export async function searchProviders<Q extends ProviderQuery = Record<never, never>>(
  ctx: Context,
  rawInput: ProviderSearchInput | null | undefined,
  page: SearchPage = {},
  options: SearchOptions<Q> = {},
): Promise<SearchResult<Prisma.ProviderGetPayload<Q>>> {
  const input = parseInput(searchInput, rawInput ?? {});
  const paging = parsePage(page);
  const located = input.location === undefined ? null : await resolveLocation(ctx, input.location);
  if (located instanceof LocationNotFoundError) return nothingNear(located);
  const city = located;
  // The quiz says "house_cleaning", the dropdown "house-cleaning": both name one category.
  const serviceType = input.serviceType === undefined ? undefined : slugify(input.serviceType);
  const matching = matchingProviders(input, city, serviceType);
  // A card's data comes in the page's own statement; anything else is loaded after it.
  const cards = cardShape(options.query, options.publicColumnsOnly);

  let exact: Promise<number> | undefined;
  let found: Promise<FoundCount> | undefined;
  const totalCount = () => (exact ??= countMatches(ctx, matching));
  const foundCount = () => (found ??= (exact ?? countMatches(ctx, matching, FOUND_COUNT_CAP + 1)).then(foundOf));
  let rows: MatchRow[];
  if (options.count && matching.located) {
    // Within a radius the matches are few and all of them are sorted anyway: count them
    // in the same statement rather than scanning the box twice. Past the cap there may be
    // a great many: the count stops there and the page is found in narrower circles.
    const circles = options.count === "found" ? widening({ input, city, serviceType }, paging) : undefined;
    const firstCircle = circles?.next().value;
    const counting = await pageAndCountOfMatches(ctx, matching, paging, cards, firstCircle?.matching);
    if (circles) found = Promise.resolve(foundOf(counting.total));
    else exact = Promise.resolve(counting.total);
    rows = counting.rows;
    const crowded = circles && counting.total > FOUND_COUNT_CAP;
    if (crowded && rows.length <= paging.limit && !firstCircle!.whole)
      rows = await nearestPage(ctx, circles, paging, cards);
  } else {
    // Counted beside the page; awaited (and reported) by the caller.
    if (options.count) (options.count === "exact" ? totalCount() : foundCount()).catch(() => {});
    rows = await pageOfMatches(ctx, matching, paging, cards);
  }
  // An unknown service type matches nothing; only then is it worth a look-up to say why.
  if (rows.length === 0 && serviceType !== undefined)
    await assertServiceTypeExists(ctx, input.serviceType!, serviceType);

  const hasMore = rows.length > paging.limit;
  const pageRows = rows.slice(0, paging.limit);
  if (paging.inverted) pageRows.reverse();

  type Payload = Prisma.ProviderGetPayload<Q>;
  const providers = cards
    ? new Map(pageRows.map((row) => [row.id, providerFromCardRow<Payload>(row)]))
    : await loadProvidersById(
        ctx,
        pageRows.map((row) => row.id),
        options.query,
      );
  const edges = pageRows.map((row) => ({
    node: providers.get(row.id)!,
    distanceKm: row.distance,
    cursor: encodeSearchCursor({ distanceKm: row.distance, rating: row.rating, id: row.id }),
  }));
  return {
    city,
    locationNotFound: null,
    edges: edges.filter((edge) => edge.node !== undefined),
    pageInfo: {
      hasNextPage: paging.inverted ? paging.cursor !== null : hasMore,
      hasPreviousPage: paging.inverted ? hasMore : paging.cursor !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    foundCount,
  };
}

function foundOf(total: number): FoundCount {
  return total > FOUND_COUNT_CAP
    ? { count: FOUND_COUNT_CAP, isLowerBound: true }
    : { count: total, isLowerBound: false };
}

interface Paging {
  limit: number;
  cursor: SearchPosition | null;
  /** Paging backwards (last/before): the order is flipped in SQL and the rows reversed. */
  inverted: boolean;
}

function parsePage({ first, after, last, before }: SearchPage): Paging {
  if (first != null && last != null) throw new ValidationError("Ask for first or last, not both.");
  const size = last ?? first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new ValidationError(`A page holds 1 to ${MAX_PAGE_SIZE} providers.`);
  }
  const inverted = last != null || (before != null && after == null);
  const cursorText = inverted ? before : after;
  return { limit: size, cursor: cursorText ? decodeSearchCursor(cursorText) : null, inverted };
}

/**
 * Cities are the built-in list: seeded once, never edited by the app. Remembering the
 * ones found (per database, a bounded few) saves every repeated search a statement.
 */
const knownCities = new WeakMap<object, Map<string, City>>();
const KNOWN_CITIES_LIMIT = 2_000;

function nothingNear<P>(locationNotFound: LocationNotFoundError): SearchResult<P> {
  return {
    city: null,
    locationNotFound,
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    totalCount: () => Promise.resolve(0),
    foundCount: () => Promise.resolve(foundOf(0)),
  };
}

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

async function assertServiceTypeExists(ctx: Context, serviceType: string, slug: string): Promise<void> {
  const category = slug ? await ctx.db.category.findUnique({ where: { slug }, select: { id: true } }) : null;
  if (category) return;
  const known = await ctx.db.category.findMany({ select: { slug: true }, orderBy: { sortOrder: "asc" } });
  throw new ValidationError(
    `There is no service type "${serviceType}". Use "all" or one of: ${known.map((c) => c.slug).join(", ")}.`,
    [{ path: ["serviceType"], message: `Unknown service type "${serviceType}"` }],
  );
}

/** The rows a search matches, as SQL: candidates with their distance (null without a city). */
interface Matching {
  candidates: Prisma.Sql;
  /** Condition on the candidates' `distance`. */
  withinRadius: Prisma.Sql;
  located: boolean;
}

function matchingProviders(input: SearchInput, city: City | null, serviceType: string | undefined): Matching {
  // A service type searches its category's entries (they carry every column filtered on
  // but the name); otherwise, or by name, the providers themselves. Both are `p`.
  const byCategory = serviceType !== undefined && !input.name;
  const conditions: Prisma.Sql[] = [Prisma.sql`p.status = 'ACTIVE'`];
  if (city) conditions.push(...withinBoxSql(city, input.maxDistance));
  if (byCategory) conditions.push(Prisma.sql`p."categoryId" = (SELECT id FROM "Category" WHERE slug = ${serviceType})`);
  else if (serviceType !== undefined) conditions.push(offersServiceSql([serviceType]));
  if (input.minRating !== undefined) conditions.push(Prisma.sql`p.rating >= ${input.minRating}::float8`);
  if (input.maxPrice !== undefined)
    conditions.push(Prisma.sql`p."startingPrice" <= ${dollarsToCents(input.maxPrice)}::int`);
  if (input.mobileOnly) conditions.push(Prisma.sql`p."isMobileService"`);
  if (input.certifiedOnly) conditions.push(Prisma.sql`p."isCertified"`);
  if (input.name) conditions.push(Prisma.sql`p.name ILIKE ${`%${escapeLikePattern(input.name)}%`}`);

  const distance = city ? distanceSql(city.latitude, city.longitude) : Prisma.sql`NULL::float8`;
  // With a city, OFFSET 0 keeps PostgreSQL from pulling the candidates up into the query
  // around them, where the distance would be worked out once for the radius filter and
  // again for the sort: a sixth of a crowded search's statement. Without a city there is
  // no distance, and the planner keeps the freedom to walk an index in rating order.
  const fence = city ? Prisma.sql`OFFSET 0` : Prisma.empty;
  return {
    candidates: byCategory
      ? Prisma.sql`SELECT p."providerId" AS id, p.rating, ${distance} AS distance
          FROM "ProviderSearchEntry" p WHERE ${Prisma.join(conditions, " AND ")} ${fence}`
      : Prisma.sql`SELECT p.id, p.rating, ${distance} AS distance FROM "Provider" p
          WHERE ${Prisma.join(conditions, " AND ")} ${fence}`,
    withinRadius: city ? Prisma.sql`distance <= ${input.maxDistance}::float8` : Prisma.sql`TRUE`,
    located: city !== null,
  };
}

/** Text matched literally inside a LIKE pattern: its own % and _ (and \\) are not wildcards. */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

interface MatchRow {
  id: number;
  rating: number;
  distance: number | null;
}

/** The stable order, over the columns of `table` (the page's, or the candidates' when omitted). */
function searchOrder(located: boolean, { inverted }: Paging, table?: "page"): Prisma.Sql {
  const asc = inverted ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const desc = inverted ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const [distance, rating, id] = ["distance", "rating", "id"].map((column) =>
    Prisma.raw(table ? `${table}.${column}` : column),
  );
  return located
    ? Prisma.sql`${distance} ${asc}, ${rating} ${desc}, ${id} ${asc}`
    : Prisma.sql`${rating} ${desc}, ${id} ${asc}`;
}

/** One page of ids in the stable order, plus one more row to tell whether more follow. */
function pageOfMatches(ctx: Context, matching: Matching, paging: Paging, cards: CardShape | null): Promise<MatchRow[]> {
  return queryRows<MatchRow>(
    ctx.db,
    Prisma.sql`
    SELECT page.id, page.rating, page.distance${cardColumnsSql(cards)}
    FROM (
      SELECT id, rating, distance FROM (${matching.candidates}) AS candidate
      WHERE ${matching.withinRadius} AND ${afterPosition(matching.located, paging)}
      ORDER BY ${searchOrder(matching.located, paging)}
      LIMIT ${paging.limit + 1}
    ) AS page ${cardJoinsSql(cards)}
    ORDER BY ${searchOrder(matching.located, paging, "page")}`,
  );
}

/**
 * The same page and the number of all matches, from one scan of the candidates. Given the
 * first of nearestPage's circles, the count stops after FOUND_COUNT_CAP + 1 matches; past
 * the cap those are the index's first, not the nearest, and the page comes from the circle
 * instead (each side's condition on the count is checked once, before its scan).
 */
async function pageAndCountOfMatches(
  ctx: Context,
  matching: Matching,
  paging: Paging,
  cards: CardShape | null,
  firstCircle?: Matching,
) {
  const pageFrom = (source: Prisma.Sql, gate: Prisma.Sql) => Prisma.sql`
    SELECT id, rating, distance FROM ${source} WHERE ${gate} AND ${afterPosition(matching.located, paging)}
    ORDER BY ${searchOrder(matching.located, paging)} LIMIT ${paging.limit + 1}`;
  const page = firstCircle
    ? Prisma.sql`(${pageFrom(Prisma.sql`matched`, Prisma.sql`total.count <= ${FOUND_COUNT_CAP}`)})
      UNION ALL (${pageFrom(
        Prisma.sql`(${firstCircle.candidates}) AS candidate`,
        Prisma.sql`total.count > ${FOUND_COUNT_CAP} AND ${firstCircle.withinRadius}`,
      )})`
    : pageFrom(Prisma.sql`matched`, Prisma.sql`TRUE`);
  const cap = firstCircle ? Prisma.sql`LIMIT ${FOUND_COUNT_CAP + 1}` : Prisma.empty;
  // The one-row count is the left side, so an empty page still reports the total.
  const rows = await queryRows<Partial<MatchRow> & { total: number }>(
    ctx.db,
    Prisma.sql`
    WITH matched AS MATERIALIZED (
      SELECT id, rating, distance FROM (${matching.candidates}) AS candidate WHERE ${matching.withinRadius} ${cap})
    SELECT total.count AS total, page.id, page.rating, page.distance${cardColumnsSql(cards)}
    FROM (SELECT count(*)::int AS count FROM matched) AS total
    LEFT JOIN LATERAL (${page}) AS page ON TRUE ${cardJoinsSql(cards)}
    ORDER BY ${searchOrder(matching.located, paging, "page")}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.filter((row): row is MatchRow & { total: number } => row.id != null),
  };
}

/**
 * Rows strictly after the cursor in the search order (before it when paging backwards).
 * The leading column's non-strict bound lets an index on it start at the cursor.
 */
function afterPosition(located: boolean, { cursor, inverted }: Paging): Prisma.Sql {
  if (!cursor) return Prisma.sql`TRUE`;
  const gt = inverted ? Prisma.sql`<` : Prisma.sql`>`;
  const lt = inverted ? Prisma.sql`>` : Prisma.sql`<`;
  const rating = Prisma.sql`${cursor.rating}::float8`;
  const id = Prisma.sql`${cursor.id}::int`;
  const ratingThenId = Prisma.sql`(rating ${lt} ${rating} OR (rating = ${rating} AND id ${gt} ${id}))`;
  if (!located) return Prisma.sql`rating ${lt}= ${rating} AND ${ratingThenId}`;
  if (cursor.distanceKm === null)
    throw new ValidationError("That page cursor belongs to another search: start again from the first page.");
  const distance = Prisma.sql`${cursor.distanceKm}::float8`;
  return Prisma.sql`distance ${gt}= ${distance} AND (distance ${gt} ${distance} OR (distance = ${distance} AND ${ratingThenId}))`;
}

/** How many match, or, given `upTo`, how many up to that many (the scan stops there). */
async function countMatches(ctx: Context, matching: Matching, upTo?: number): Promise<number> {
  const limit = upTo === undefined ? Prisma.empty : Prisma.sql`LIMIT ${upTo}`;
  const [row] = await queryRows<{ count: number }>(
    ctx.db,
    Prisma.sql`
    SELECT count(*)::int AS count FROM (
      SELECT 1 FROM (${matching.candidates}) AS candidate WHERE ${matching.withinRadius} ${limit}
    ) AS counted`,
  );
  return row?.count ?? 0;
}

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
function* widening(
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
async function nearestPage(
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
