// Opaque keyset cursors for the search order: (distance, rating desc, id). Encoding the
// sort key itself, not an offset, keeps paging exact while rows come and go.
import { isDatabaseId } from "../ids.ts";
import { decodeKeysetCursor, encodeKeysetCursor, invalidCursor } from "../keyset-cursor.ts";

export interface SearchPosition {
  /** Km from the searched city; null when the search has no location. */
  distanceKm: number | null;
  rating: number;
  id: number;
}

const PREFIX = "ps1:";

/**
 * Distances round-trip exactly: PostgreSQL prints a float8 with the fewest digits that
 * read back as the same double (extra_float_digits 1, the default since PostgreSQL 12), and
 * so does JavaScript, so the cursor compares equal to the value the database recomputes.
 */
export function encodeSearchCursor(position: SearchPosition): string {
  return encodeKeysetCursor(PREFIX, [position.distanceKm, position.rating, position.id]);
}

export function decodeSearchCursor(cursor: string): SearchPosition {
  const [distanceKm, rating, id] = decodeKeysetCursor(PREFIX, cursor, 3);
  if (
    !(distanceKm === null || (typeof distanceKm === "number" && Number.isFinite(distanceKm))) ||
    typeof rating !== "number" ||
    !Number.isFinite(rating) ||
    !isDatabaseId(id)
  ) {
    throw invalidCursor();
  }
  return { distanceKm: distanceKm as number | null, rating, id: id as number };
}
