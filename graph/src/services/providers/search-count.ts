// How many providers a search matches: exactly (totalCount), or up to FOUND_COUNT_CAP and
// then "+" (foundCount, the live "providers found"), either on its own or beside the page in
// the same scan of the candidates.
import type { Context } from "../../context.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { queryRows } from "../../db/rows.ts";
import { type CardShape, cardColumnsSql, cardJoinsSql } from "./provider-cards.ts";
import { FOUND_COUNT_CAP } from "./search-input.ts";
import type { Matching } from "./search-matching.ts";
import { afterPosition, type MatchRow, type Paging, searchOrder } from "./search-page.ts";

export interface FoundCount {
  /** Exact, or FOUND_COUNT_CAP when more match. */
  count: number;
  /** More than `count` match ("1,000+ providers found"). */
  isLowerBound: boolean;
}

export function foundOf(total: number): FoundCount {
  return total > FOUND_COUNT_CAP
    ? { count: FOUND_COUNT_CAP, isLowerBound: true }
    : { count: total, isLowerBound: false };
}

/**
 * The same page and the number of all matches, from one scan of the candidates. Given the
 * first of nearestPage's circles, the count stops after FOUND_COUNT_CAP + 1 matches; past
 * the cap those are the index's first, not the nearest, and the page comes from the circle
 * instead (each side's condition on the count is checked once, before its scan).
 */
export async function pageAndCountOfMatches(
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

/** How many match, or, given `upTo`, how many up to that many (the scan stops there). */
export async function countMatches(ctx: Context, matching: Matching, upTo?: number): Promise<number> {
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
