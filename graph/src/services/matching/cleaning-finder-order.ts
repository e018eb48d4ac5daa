// The cleaning finder's order (spec section 9: certified first, then rating; then the
// nearest, then by id so equal rows keep one order) and its opaque keyset cursors, which
// hold the sort key itself so paging stays exact while rows come and go. Pure.
import { ValidationError } from "../errors.ts";
import { isDatabaseId } from "../ids.ts";

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
  const key = [position.isCertified, position.rating, position.distanceKm, position.id];
  return Buffer.from(PREFIX + JSON.stringify(key)).toString("base64url");
}

export function decodeFinderCursor(cursor: string): FinderPosition {
  const invalid = () => new ValidationError("That page cursor is not valid: start again from the first page.");
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(PREFIX)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(text.slice(PREFIX.length));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 4) throw invalid();
  const [isCertified, rating, distanceKm, id] = value as unknown[];
  if (
    typeof isCertified !== "boolean" ||
    typeof rating !== "number" ||
    !Number.isFinite(rating) ||
    !(distanceKm === null || (typeof distanceKm === "number" && Number.isFinite(distanceKm))) ||
    !isDatabaseId(id)
  ) {
    throw invalid();
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
