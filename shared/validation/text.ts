// Text as a database column can hold it. PostgreSQL's text cannot hold the NUL character
// (it refuses the whole statement), so every text input is checked for it at its edge,
// with the other bounds, before any query runs.
import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";

export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

export function hasNoNul(text: string): boolean {
  return !text.includes("\u0000");
}

/** Trimmed text of at most `max` characters, without NUL. */
export function storableText(max: number, messages: { tooLong?: string } = {}) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong ?? tooLongMessage(max))
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE);
}
