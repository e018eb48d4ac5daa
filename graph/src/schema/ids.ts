import { decodeGlobalID } from "@pothos/plugin-relay";

/**
 * An input's id: a global id of `typename`, or the numeric databaseId the /api paths use.
 * A global id of that type becomes its number; anything else is passed on unchanged, for
 * the service's own id check to refuse in its own words.
 */
export function databaseIdOf(typename: string, id: string | number): string | number {
  const text = String(id).trim();
  if (/^\d+$/.test(text)) return text;
  try {
    const decoded = decodeGlobalID(text);
    if (decoded.typename === typename && /^\d+$/.test(decoded.id)) return decoded.id;
  } catch {
    // Not a global id at all.
  }
  return text;
}
