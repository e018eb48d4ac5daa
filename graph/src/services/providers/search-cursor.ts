// Opaque keyset cursors for the search order: (distance, rating desc, id). Encoding the
// sort key itself, not an offset, keeps paging exact while rows come and go.
import { ValidationError } from "../errors.ts";
import { isDatabaseId } from "../ids.ts";

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
  return Buffer.from(PREFIX + JSON.stringify([position.distanceKm, position.rating, position.id])).toString(
    "base64url",
  );
}

export function decodeSearchCursor(cursor: string): SearchPosition {
  const invalid = () => new ValidationError("That page cursor is not valid: start again from the first page.");
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(PREFIX)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(text.slice(PREFIX.length));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid();
  const [distanceKm, rating, id] = value as unknown[];
  if (
    !(distanceKm === null || (typeof distanceKm === "number" && Number.isFinite(distanceKm))) ||
    typeof rating !== "number" ||
    !Number.isFinite(rating) ||
    !isDatabaseId(id)
  ) {
    throw invalid();
  }
  return { distanceKm: distanceKm as number | null, rating, id: id as number };
}
