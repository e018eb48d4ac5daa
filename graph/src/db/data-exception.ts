import { Prisma } from "../generated/prisma/client.ts";
import { StatementError } from "./rows.ts";

/** A write refused by a unique index (Prisma's P2002): someone else wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * PostgreSQL's class 22 "data exception" (a NUL byte in text, an integer out of range, an
 * impossible date...): the database refused a value, not the query. Edges validate every
 * input so this should not happen; when one slips through, it is the caller's bad value
 * (a 400), not our failure (a 500). Returns the SQLSTATE, or null for any other error.
 */
export function dataExceptionState(error: unknown): string | null {
  const state = sqlStateOf(error);
  return state !== null && /^22[0-9A-Z]{3}$/.test(state) ? state : null;
}

/** The SQLSTATE of a statement PostgreSQL refused (e.g. "23P01", an exclusion violation), or null. */
export function sqlStateOf(error: unknown): string | null {
  if (error instanceof StatementError) return error.sqlState;
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } } | null)?.meta;
  const state = meta?.driverAdapterError?.cause?.originalCode;
  return typeof state === "string" ? state : null;
}
