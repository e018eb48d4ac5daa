import { createHash } from "node:crypto";

/**
 * SHA-256 (hex) of a request's canonical JSON. Taken over the parsed input, so spellings
 * the parser treats alike ("1:00 PM" and "13:00", padded text) count as the same request,
 * and key order or a door's field order never make two requests differ.
 */
export function requestFingerprint(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

/** JSON with every object's keys sorted; what JSON.stringify leaves out stays out. */
export function canonicalJson(value: unknown): string {
  const json: string | undefined = JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== "object" || Array.isArray(item)) return item;
    const entries = Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
  return json ?? "null";
}
