// A page of search results: the stable order (nearest first, then best rated, then by id;
// best rated first without a location), the keyset position after a cursor, and the one
// statement that selects a page of matches with its cards. Relay's paging arguments are
// read here, forwards or backwards.
import type { Context } from "../../context.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { queryRows } from "../../db/rows.ts";
import { ValidationError } from "../errors.ts";
import { type CardShape, cardColumnsSql, cardJoinsSql } from "./provider-cards.ts";
import { decodeSearchCursor, type SearchPosition } from "./search-cursor.ts";
import { assertConnectionPage, type ConnectionPage } from "../pagination.ts";
import { DEFAULT_PAGE_SIZE } from "./search-input.ts";
import type { Matching } from "./search-matching.ts";

/** Relay's paging arguments; REST passes `first` and `after` only. */
export type SearchPage = ConnectionPage;

export interface Paging {
  limit: number;
  cursor: SearchPosition | null;
  /** Paging backwards (last/before): the order is flipped in SQL and the rows reversed. */
  inverted: boolean;
}

export function parsePage(page: SearchPage): Paging {
  assertConnectionPage(page);
  const { first, after, last, before } = page;
  const size = last ?? first ?? DEFAULT_PAGE_SIZE;
  const inverted = last != null || before != null;
  const cursorText = inverted ? before : after;
  return { limit: size, cursor: cursorText ? decodeSearchCursor(cursorText) : null, inverted };
}

export interface MatchRow {
  id: number;
  rating: number;
  distance: number | null;
}

/** The stable order, over the columns of `table` (the page's, or the candidates' when omitted). */
export function searchOrder(located: boolean, { inverted }: Paging, table?: "page"): Prisma.Sql {
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
export function pageOfMatches(
  ctx: Context,
  matching: Matching,
  paging: Paging,
  cards: CardShape | null,
): Promise<MatchRow[]> {
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
 * Rows strictly after the cursor in the search order (before it when paging backwards).
 * The leading column's non-strict bound lets an index on it start at the cursor.
 */
export function afterPosition(located: boolean, { cursor, inverted }: Paging): Prisma.Sql {
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
