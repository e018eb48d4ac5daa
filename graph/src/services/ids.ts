import { z } from "zod";

/** Our ids are PostgreSQL `integer` (SERIAL) columns: 1 to 2^31 - 1. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Whether a number could be the id of a stored row; anything else names none. */
export function isDatabaseId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_DATABASE_ID;
}

/**
 * An id as a door receives it: a number, or digits as text (a path segment, a form).
 * Out-of-range, fractional and non-numeric values fail with `message`, before any query.
 */
export function databaseIdInput(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,20}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).refine(isDatabaseId, message),
  );
}
