// Great-circle maths shared by the search SQL (same formula, same constants) and tests.

/** Mean Earth radius (IUGG), the radius haversine distances are usually quoted with. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in km: what the database computes for each candidate provider. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Null when the circle reaches a pole: every longitude is then inside. */
  minLongitude: number | null;
  maxLongitude: number | null;
}

/**
 * A lat/lng box that contains every point within `radiusKm` of `center`, so an index on
 * (latitude, longitude) narrows the candidates before the exact distance is computed.
 * The longitude span is taken at the box's latitude farthest from the equator, where a
 * degree of longitude is shortest, so the box never cuts the circle. Canada never
 * reaches the antimeridian, so the longitude range needs no wrapping.
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLatitude = center.latitude - dLat;
  const maxLatitude = center.latitude + dLat;
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  if (widest >= 90)
    return {
      minLatitude: Math.max(-90, minLatitude),
      maxLatitude: Math.min(90, maxLatitude),
      minLongitude: null,
      maxLongitude: null,
    };
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos(toRadians(widest)));
  if (dLng >= 180) return { minLatitude, maxLatitude, minLongitude: null, maxLongitude: null };
  return { minLatitude, maxLatitude, minLongitude: center.longitude - dLng, maxLongitude: center.longitude + dLng };
}
