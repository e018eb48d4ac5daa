// The SQL pieces every way of finding providers near a place shares (the search, the quiz's
// matches, the cleaning finder), over `"Provider" p`: the lat/lng box around a city, the
// exact distance, the services offered; and loading a page of providers by id.
import type { Context } from "../../context.ts";
import { type City, Prisma } from "../../generated/prisma/client.ts";
import { boundingBox, EARTH_RADIUS_KM } from "./geo.ts";

/**
 * Within `radiusKm` of the city's centre, roughly: the box lets the (latitude, longitude)
 * index pick the candidates; the exact distance (distanceSql) is then computed only for them.
 */
export function withinBoxSql(city: Pick<City, "latitude" | "longitude">, radiusKm: number): Prisma.Sql[] {
  const box = boundingBox(city, radiusKm);
  const conditions = [Prisma.sql`p.latitude BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8`];
  if (box.minLongitude !== null && box.maxLongitude !== null) {
    conditions.push(Prisma.sql`p.longitude BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8`);
  }
  return conditions;
}

/** The haversine formula of geo.ts, in SQL: great-circle km from (lat, lng) to the provider. */
export function distanceSql(latitude: number, longitude: number): Prisma.Sql {
  const lat = Prisma.sql`${latitude}::float8`;
  const lng = Prisma.sql`${longitude}::float8`;
  return Prisma.sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(p.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lng}) / 2), 2)))))`;
}

/**
 * The provider offers one of these services (category slugs). The categories are looked up
 * once, so the (categoryId, providerId) index answers the rest.
 */
export function offersServiceSql(slugs: readonly string[]): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "ProviderCategory" pc WHERE pc."providerId" = p.id
    AND pc."categoryId" IN (SELECT id FROM "Category" WHERE slug IN (${Prisma.join(slugs)})))`;
}

export type ProviderQuery = Omit<Prisma.ProviderFindManyArgs, "where" | "orderBy" | "take" | "skip" | "cursor">;

/** A page's providers in one findMany (plus one per selected relation, never per row), by id. */
export async function loadProvidersById<Q extends ProviderQuery>(ctx: Context, ids: number[], query?: Q) {
  if (ids.length === 0) return new Map<number, Prisma.ProviderGetPayload<Q>>();
  // The rows are matched back to the ids by id, so a narrow `select` must still carry it.
  const withId =
    query && "select" in query && query.select ? { ...query, select: { ...query.select, id: true } } : query;
  const rows = (await ctx.db.provider.findMany({ ...withId, where: { id: { in: ids } } })) as { id: number }[];
  return new Map(rows.map((row) => [row.id, row as Prisma.ProviderGetPayload<Q>]));
}
