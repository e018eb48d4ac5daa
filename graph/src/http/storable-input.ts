// Text no database column can hold, found anywhere in a request's input. JSON may escape a
// lone UTF-16 surrogate ("\ud800"), which JSON.parse turns into a string no UTF-8 column can
// keep: a text column would silently store U+FFFD in its place, and a JSON column refuses the
// whole statement. Every door checks its parsed input once, before any service sees it, so a
// list item or a nested object's field is refused by name like a top-level one.
import { ValidationError } from "../services/errors.ts";

/** Deeper than any input we accept; past it the walk stops rather than recurse without end. */
const MAX_DEPTH = 32;

/** A lone surrogate: with the `u` flag a valid pair reads as one code point outside Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The path to the first string holding a lone surrogate, or null when all text is storable. */
export function unstorableTextPath(value: unknown, depth = 0): (string | number)[] | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? [] : null;
  if (typeof value !== "object" || value === null || depth >= MAX_DEPTH) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    // A key is text too: a JSON column would keep it.
    if (typeof key === "string" && LONE_SURROGATE.test(key)) return [];
    const below = unstorableTextPath(item, depth + 1);
    if (below) return [key, ...below];
  }
  return null;
}

/**
 * `specialRequirements[0]`, `address.line1`: a path as a JSON client writes it. Validation
 * paths hold list indexes as digits, which read as indexes here too.
 */
export function fieldName(path: readonly (string | number)[], root = ""): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === "number" || /^\d+$/.test(key)) return `${name}[${key}]`;
    return name ? `${name}.${key}` : key;
  }, root);
}

export function unstorableTextMessage(field: string): string {
  return `${field || "The request"} holds text that cannot be stored (an unpaired UTF-16 surrogate): send valid Unicode.`;
}

/** Refuses input holding unstorable text with a 400 that names the field. */
export function assertStorableInput(value: unknown): void {
  const path = unstorableTextPath(value);
  if (!path) return;
  const message = unstorableTextMessage(fieldName(path));
  throw new ValidationError(message, [{ path: path.map(String), message }]);
}
