// The cleaning finder's order (spec section 9: certified first, then rating; then the
// nearest, then by id so equal rows keep one order) and its opaque keyset cursors, which
// hold the sort key itself so paging stays exact while rows come and go. Pure.
import { isDatabaseId } from "../ids.ts";
import { decodeKeysetCursor, encodeKeysetCursor, invalidCursor } from "../keyset-cursor.ts";

export interface FinderPosition {
  isCertified: boolean;
  rating: number;
  /** Km from the searched city; null when the search has no location. */
  distanceKm: number | null;
  id: number;
}

const PREFIX = "cf1:";

/** Distances round-trip exactly, as in providers/search-cursor.ts (shortest float8 text). */
export function encodeFinderCursor(position: FinderPosition): string {
  return encodeKeysetCursor(PREFIX, [position.isCertified, position.rating, position.distanceKm, position.id]);
}

export function decodeFinderCursor(cursor: string): FinderPosition {
  const [isCertified, rating, distanceKm, id] = decodeKeysetCursor(PREFIX, cursor, 4);
  if (
    typeof isCertified !== "boolean" ||
    typeof rating !== "number" ||
    !Number.isFinite(rating) ||
    !(distanceKm === null || (typeof distanceKm === "number" && Number.isFinite(distanceKm))) ||
    !isDatabaseId(id)
  ) {
    throw invalidCursor();
  }
  return { isCertified, rating, distanceKm: distanceKm as number | null, id: id as number };
}

/** Sorts positions in the finder's order (what the SQL does; the tests' reference). */
export function compareFinderPositions(a: FinderPosition, b: FinderPosition): number {
  return (
    Number(b.isCertified) - Number(a.isCertified) ||
    b.rating - a.rating ||
    (a.distanceKm ?? 0) - (b.distanceKm ?? 0) ||
    a.id - b.id
  );
}
