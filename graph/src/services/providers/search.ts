// Provider search (spec sections 2, 3 and 7): the home filters and the city page, for
// GraphQL and REST alike. Matching, ordering and counting happen in one SQL statement over
// indexed coordinates (a service type's own entries, ProviderSearchEntry, when one is asked
// for), which also brings the page's cards (provider-cards.ts); any other selection of the
// page's providers is loaded after it by Prisma. Where more than FOUND_COUNT_CAP match,
// "providers found" stops counting there and the nearest page is looked for in widening
// circles (search-circles.ts), so a search costs about the same at any number of providers.
// The statements go straight to the driver, prepared on PostgreSQL (db/rows.ts).
// This file puts a search together; what matches is search-matching.ts, the page of results
// search-page.ts, the counts search-count.ts, and the city a location names search-location.ts.
import type { Context } from "../../context.ts";
import type { City, Prisma } from "../../generated/prisma/client.ts";
import { slugify } from "../../../../shared/urls/slug.ts";
import { LocationNotFoundError, parseInput, ValidationError } from "../errors.ts";
import { cardShape, providerFromCardRow } from "./provider-cards.ts";
import { loadProvidersById, type ProviderQuery } from "./provider-sql.ts";
import { nearestPage, widening } from "./search-circles.ts";
import { countMatches, type FoundCount, foundOf, pageAndCountOfMatches } from "./search-count.ts";
import { encodeSearchCursor } from "./search-cursor.ts";
import { FOUND_COUNT_CAP, type ProviderSearchInput, searchInput } from "./search-input.ts";
import { resolveLocation } from "./search-location.ts";
import { matchingProviders } from "./search-matching.ts";
import { type MatchRow, pageOfMatches, parsePage, type SearchPage } from "./search-page.ts";

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

async function assertServiceTypeExists(ctx: Context, serviceType: string, slug: string): Promise<void> {
  const category = slug ? await ctx.db.category.findUnique({ where: { slug }, select: { id: true } }) : null;
  if (category) return;
  const known = await ctx.db.category.findMany({ select: { slug: true }, orderBy: { sortOrder: "asc" } });
  throw new ValidationError(
    `There is no service type "${serviceType}". Use "all" or one of: ${known.map((c) => c.slug).join(", ")}.`,
    [{ path: ["serviceType"], message: `Unknown service type "${serviceType}"` }],
  );
}
