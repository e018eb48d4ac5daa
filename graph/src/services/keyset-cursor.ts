// Opaque keyset cursors: a list's sort key itself (not an offset), as base64url JSON behind
// a prefix naming the list's order, so paging stays exact while rows come and go and a
// cursor of one list is never taken for another's. Each list checks the values' types.
import { ValidationError } from "./errors.ts";

export function encodeKeysetCursor(prefix: string, key: readonly unknown[]): string {
  return Buffer.from(prefix + JSON.stringify(key)).toString("base64url");
}

/** The key's values, or a ValidationError when the cursor is not one of this list's with `length` values. */
export function decodeKeysetCursor(prefix: string, cursor: string, length: number): unknown[] {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (text.startsWith(prefix)) {
    try {
      const value: unknown = JSON.parse(text.slice(prefix.length));
      if (Array.isArray(value) && value.length === length) return value;
    } catch {
      // Not JSON: refused below like any other stranger.
    }
  }
  throw invalidCursor();
}

export const invalidCursor = () =>
  new ValidationError("That page cursor is not valid: start again from the first page.");
