import { Prisma } from "../generated/prisma/client.ts";

/**
 * An instant as the timestamp(3) columns hold it (Prisma's DateTime): a UTC wall clock
 * without a zone, so the session's own time zone never shifts a comparison.
 */
export const utcTimestampSql = (instant: Date) =>
  Prisma.sql`(${instant.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
