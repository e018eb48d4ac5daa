// The city nearest a point: the sidebar's 'Enable Location' turns the browser's position into
// a city of the list, the same 'Name, Province' the city picker stores.
import { z } from "zod";
import type { Context } from "../../context.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { parseInput } from "../errors.ts";
import { EARTH_RADIUS_KM } from "../providers/geo.ts";

/**
 * Farther than this from every city we list, the point is not near any of them (abroad, or
 * far north): a city 500 km away would be a wrong answer, not a nearest one.
 */
export const NEAREST_CITY_MAX_KM = 250;

export const nearestCityInput = z.object({
  latitude: z
    .number({ error: "Latitude must be a number from -90 to 90." })
    .min(-90, "Latitude must be a number from -90 to 90.")
    .max(90, "Latitude must be a number from -90 to 90."),
  longitude: z
    .number({ error: "Longitude must be a number from -180 to 180." })
    .min(-180, "Longitude must be a number from -180 to 180.")
    .max(180, "Longitude must be a number from -180 to 180."),
});

export interface NearestCity {
  cityId: number;
  distanceKm: number;
}

/**
 * The nearest city within NEAREST_CITY_MAX_KM, or null. The list is a few hundred rows, so
 * one statement measures them all (geo.ts's haversine, in SQL) and keeps the first.
 */
export async function findNearestCity(
  ctx: Context,
  input: z.input<typeof nearestCityInput>,
): Promise<NearestCity | null> {
  const { latitude, longitude } = parseInput(nearestCityInput, input);
  const lat = Prisma.sql`${latitude}::float8`;
  const lng = Prisma.sql`${longitude}::float8`;
  const [nearest] = await ctx.db.$queryRaw<{ id: number; distance: number }[]>`
    SELECT id, distance FROM (
      SELECT c.id, (2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
        power(sin(radians(c.latitude - ${lat}) / 2), 2)
        + cos(radians(${lat})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${lng}) / 2), 2)
      )))) AS distance
      FROM "City" c
    ) measured
    ORDER BY distance, id
    LIMIT 1`;
  if (!nearest || nearest.distance > NEAREST_CITY_MAX_KM) return null;
  return { cityId: nearest.id, distanceKm: nearest.distance };
}
