// The cleaning finder (spec sections 2, 3, 5 and 9; /cleaning-finder): the active cleaning
// providers near a city whose starting price is in the chosen budget band, narrowed by the
// special requirements a provider's record can show, certified first and then best rated.
// One SQL statement finds the page and counts all matches; the page's providers are then
// loaded with whatever the caller selects.
import type { Context } from "../../context.ts";
import { type City, Prisma } from "../../generated/prisma/client.ts";
import {
  CERTIFIED_REQUIREMENT,
  CLEANING_TYPE_CATEGORIES,
  FINDER_BUDGET_BANDS,
  FINDER_RADIUS_KM,
  type FinderCriteria,
  finderCriteria,
  SPECIALTY_WORDS,
} from "../../../../shared/matching/finder-criteria.ts";
import { LocationNotFoundError, parseInput, ValidationError } from "../errors.ts";
import {
  distanceSql,
  loadProvidersById,
  offersServiceSql,
  type ProviderQuery,
  withinBoxSql,
} from "../providers/provider-sql.ts";
import { assertConnectionPage, type ConnectionPage } from "../pagination.ts";
import { resolveLocation } from "../providers/search-location.ts";
import { decodeFinderCursor, encodeFinderCursor, type FinderPosition } from "./cleaning-finder-order.ts";

export const FINDER_PAGE_SIZE = 12;

/** Relay's forward paging arguments: the finder's order mixes directions, so it pages forward only. */
export type FinderPage = Pick<ConnectionPage, "first" | "after">;

export interface FinderEdge<P> {
  node: P;
  /** Km from the city's centre; null without a location. */
  distanceKm: number | null;
  cursor: string;
}

export interface FinderResult<P> {
  /** The city the location names; null without a location or when it names none. */
  city: City | null;
  /** The location names no city we know: an answer (no matches), not a failure. */
  locationNotFound: LocationNotFoundError | null;
  edges: FinderEdge<P>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** How many providers match in all. */
  totalCount: number;
}

/**
 * The providers matching the criteria, a page at a time. Bad criteria (or paging) throw a
 * ValidationError before any query runs; an unknown location answers `locationNotFound`.
 */
export async function findCleaners<Q extends ProviderQuery = Record<never, never>>(
  ctx: Context,
  /** As a door received it: finderCriteria checks it. */
  rawCriteria: unknown,
  page: FinderPage = {},
  options: { query?: Q } = {},
): Promise<FinderResult<Prisma.ProviderGetPayload<Q>>> {
  const criteria = parseInput(finderCriteria, rawCriteria ?? {});
  const { limit, after } = parsePage(page);
  const located = criteria.location === undefined ? null : await resolveLocation(ctx, criteria.location);
  if (located instanceof LocationNotFoundError) {
    return { city: null, locationNotFound: located, edges: [], pageInfo: emptyPageInfo, totalCount: 0 };
  }
  const city = located;
  const { total, rows } = await pageAndCount(ctx, matchingSql(criteria, city), city !== null, after, limit);

  const pageRows = rows.slice(0, limit);
  const providers = await loadProvidersById(
    ctx,
    pageRows.map((row) => row.id),
    options.query,
  );
  const edges = pageRows.flatMap((row) => {
    const node = providers.get(row.id);
    // A provider removed between the two statements is left out rather than shown empty.
    return node ? [{ node, distanceKm: row.distanceKm, cursor: encodeFinderCursor(row) }] : [];
  });
  return {
    city,
    locationNotFound: null,
    edges,
    pageInfo: {
      hasNextPage: rows.length > limit,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: total,
  };
}

const emptyPageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

function parsePage({ first, after }: FinderPage): { limit: number; after: FinderPosition | null } {
  assertConnectionPage({ first, after });
  return { limit: first ?? FINDER_PAGE_SIZE, after: after ? decodeFinderCursor(after) : null };
}

/**
 * The matching providers with their sort key, as SQL. The lat/lng box lets the
 * (latitude, longitude) index pick the candidates before the exact distance is computed.
 */
function matchingSql(criteria: FinderCriteria, city: City | null): Prisma.Sql {
  const band = FINDER_BUDGET_BANDS[criteria.budget];
  const categories = CLEANING_TYPE_CATEGORIES[criteria.cleaningType];
  const conditions: Prisma.Sql[] = [
    Prisma.sql`p.status = 'ACTIVE'`,
    Prisma.sql`p."startingPrice" BETWEEN ${band.minCents}::int AND ${band.maxCents}::int`,
    offersServiceSql(categories),
  ];
  if (city) conditions.push(...withinBoxSql(city, FINDER_RADIUS_KM));
  for (const requirement of criteria.specialRequirements) {
    if (requirement === CERTIFIED_REQUIREMENT) conditions.push(Prisma.sql`p."isCertified"`);
    else if (requirement in SPECIALTY_WORDS) {
      const words = SPECIALTY_WORDS[requirement as keyof typeof SPECIALTY_WORDS];
      // \m is "start of a word" in PostgreSQL's regular expressions (see specialtyHasWord).
      const patterns = words.map((word) => Prisma.sql`s ~* ${`\\m${word}`}`);
      conditions.push(
        Prisma.sql`EXISTS (SELECT 1 FROM unnest(p.specialties) AS s WHERE ${Prisma.join(patterns, " OR ")})`,
      );
    }
  }
  const distance = city ? distanceSql(city.latitude, city.longitude) : Prisma.sql`NULL::float8`;
  const candidates = Prisma.sql`SELECT p.id, p."isCertified", p.rating, ${distance} AS distance
    FROM "Provider" p WHERE ${Prisma.join(conditions, " AND ")}`;
  return city
    ? Prisma.sql`SELECT * FROM (${candidates}) AS candidate WHERE distance <= ${FINDER_RADIUS_KM}::float8`
    : candidates;
}

interface MatchRow extends FinderPosition {
  total: number;
}

async function pageAndCount(
  ctx: Context,
  matching: Prisma.Sql,
  located: boolean,
  after: FinderPosition | null,
  limit: number,
): Promise<{ total: number; rows: FinderPosition[] }> {
  if (after && (after.distanceKm === null) === located) {
    throw new ValidationError("That page cursor belongs to another search: start again from the first page.");
  }
  const order = located
    ? Prisma.sql`"isCertified" DESC, rating DESC, distance ASC, id ASC`
    : Prisma.sql`"isCertified" DESC, rating DESC, id ASC`;
  // The one-row count is the left side, so an empty page still reports the total.
  const rows = await ctx.db.$queryRaw<(Partial<MatchRow> & { total: number })[]>`
    WITH matched AS MATERIALIZED (${matching})
    SELECT total.count AS total, page.id, page."isCertified", page.rating, page.distance AS "distanceKm"
    FROM (SELECT count(*)::int AS count FROM matched) AS total
    LEFT JOIN LATERAL (
      SELECT id, "isCertified", rating, distance FROM matched WHERE ${afterPosition(after)}
      ORDER BY ${order} LIMIT ${limit + 1}
    ) AS page ON TRUE
    ORDER BY ${order}`;
  return {
    total: rows[0]?.total ?? 0,
    rows: rows
      .filter((row): row is MatchRow => row.id != null)
      .map(({ id, isCertified, rating, distanceKm }) => ({ id, isCertified, rating, distanceKm })),
  };
}

/**
 * Rows strictly after the cursor in the finder's order: certified before uncertified,
 * higher ratings first, then nearer, then lower ids. The order mixes directions, so the
 * comparison is spelled out key by key rather than as one row comparison.
 */
function afterPosition(after: FinderPosition | null): Prisma.Sql {
  if (!after) return Prisma.sql`TRUE`;
  const id = Prisma.sql`id > ${after.id}::int`;
  const byDistance =
    after.distanceKm === null
      ? id
      : Prisma.sql`(distance > ${after.distanceKm}::float8 OR (distance = ${after.distanceKm}::float8 AND ${id}))`;
  const rating = Prisma.sql`${after.rating}::float8`;
  const byRating = Prisma.sql`(rating < ${rating} OR (rating = ${rating} AND ${byDistance}))`;
  const certified = Prisma.sql`${after.isCertified}::boolean`;
  return Prisma.sql`("isCertified" < ${certified} OR ("isCertified" = ${certified} AND ${byRating}))`;
}
