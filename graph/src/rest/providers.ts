import { type Context as HonoContext, Hono } from "hono";
import { parseInput } from "../services/errors.ts";
import { nextPageLink, restPageInput } from "../services/pagination.ts";
import { searchProviders } from "../services/providers/search.ts";
import type { RestEnv } from "./env.ts";
import { providerJson, providerJsonInclude, slotJson } from "./presenters.ts";
import { readableProviderId } from "../services/providers/access.ts";
import { BADGE_INCLUDE, badgesOf, nextOpenSlots, ratingDistribution } from "../services/providers/provider-profile.ts";
import { providerPath } from "../../../shared/urls/provider-path.ts";

const SEARCH_FILTERS = [
  "location",
  "serviceType",
  "maxDistance",
  "minRating",
  "maxPrice",
  "mobileOnly",
  "certifiedOnly",
] as const;

/**
 * GET /api/providers and GET /api/providers/search (spec section 7): JSON arrays of
 * providers, the next page in a Link header. Both are the GraphQL `providers` search.
 *
 * GET /api/providers/{id}: the public profile (GraphQL `provider` and `openSlots`): the
 * provider, its profile's path, what staff checked and when, its published reviews by stars,
 * and its next open slots (`slots=1..20`, default 4). 404 for an unknown or unapproved one
 * (its own account and staff read it).
 */
export const providerRoutes = new Hono<RestEnv>()
  .get("/providers", (c) => searchPage(c, {}, 20))
  .get("/providers/search", (c) => searchPage(c, searchFilters(c.req.query()), 50))
  .get("/providers/:id", async (c) => {
    const ctx = c.var.ctx;
    const id = await readableProviderId(ctx, c.req.param("id"));
    const [provider, distribution, slots] = await Promise.all([
      ctx.db.provider.findUniqueOrThrow({ where: { id }, include: { ...providerJsonInclude, ...BADGE_INCLUDE } }),
      ratingDistribution(ctx, id),
      nextOpenSlots(ctx, id, { first: c.req.query("slots") }),
    ]);
    return c.json({
      ...providerJson(provider),
      profilePath: providerPath(provider.id, provider.name),
      badges: badgesOf(provider).map((badge) => ({ kind: badge.kind, checkedAt: badge.checkedAt.toISOString() })),
      ratingDistribution: distribution,
      nextOpenSlots: slots.map(slotJson),
    });
  });

async function searchPage(c: HonoContext<RestEnv>, filters: Record<string, unknown>, defaultLimit: number) {
  const page = parseInput(restPageInput(defaultLimit), c.req.query());
  const result = await searchProviders(
    c.var.ctx,
    filters,
    { first: page.limit, after: page.after },
    { query: { include: providerJsonInclude } },
  );
  if (result.locationNotFound) throw result.locationNotFound;
  const { endCursor, hasNextPage } = result.pageInfo;
  if (hasNextPage && endCursor) c.header("Link", nextPageLink(c.req.url, page, endCursor));
  return c.json(result.edges.map((edge) => providerJson(edge.node, edge.distanceKm)));
}

/**
 * The home page sends `location=Toronto, Ontario`; the city page sends its
 * `{city, province}` object, which arrives as JSON text or as `location[city]=` and
 * `location[province]=` depending on how the client encodes it.
 */
function searchFilters(query: Record<string, string>): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const name of SEARCH_FILTERS) if (query[name] !== undefined) filters[name] = query[name];
  // Free text, as a search box's `q`.
  if (query.q !== undefined) filters.text = query.q;
  if (filters.location === undefined && query["location[city]"] !== undefined) {
    filters.location = { city: query["location[city]"], province: query["location[province]"] };
  }
  return filters;
}
