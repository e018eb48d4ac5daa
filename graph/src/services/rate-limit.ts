import type { Context } from "../context.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { utcTimestampSql } from "../db/sql-time.ts";
import { RateLimitedError } from "./errors.ts";

export interface RateLimit {
  requests: number;
  windowSeconds: number;
  /** The rate in words for the refusal: "10 test notifications per hour". */
  description: string;
}

/**
 * Counts one request under `key` in a fixed window and refuses it (RateLimitedError, with
 * the seconds until the window ends) once the window holds more than the limit. One upsert
 * does both, so every app instance shares the count and two requests cannot both slip in.
 * A refused request still counts: hammering does not reopen the window sooner.
 */
export async function consumeRateLimit(
  // A transaction's client too: a limit counted in the transaction of the write it guards
  // is given back if that write fails.
  db: Pick<PrismaClient, "$queryRaw">,
  now: Date,
  key: string,
  limit: RateLimit,
): Promise<void> {
  const windowEnds = new Date(now.getTime() + limit.windowSeconds * 1000);
  const [row] = await db.$queryRaw<{ windowStartedAt: Date; requests: number }[]>`
    INSERT INTO "RateLimitWindow" AS w ("key", "windowStartedAt", "requests", "expiresAt")
    VALUES (${key}, ${utcTimestampSql(now)}, 1, ${utcTimestampSql(windowEnds)})
    ON CONFLICT ("key") DO UPDATE SET
      "windowStartedAt" = CASE WHEN w."expiresAt" <= ${utcTimestampSql(now)} THEN EXCLUDED."windowStartedAt" ELSE w."windowStartedAt" END,
      "expiresAt" = CASE WHEN w."expiresAt" <= ${utcTimestampSql(now)} THEN EXCLUDED."expiresAt" ELSE w."expiresAt" END,
      "requests" = CASE WHEN w."expiresAt" <= ${utcTimestampSql(now)} THEN 1 ELSE LEAST(w."requests" + 1, 2147483647) END
    RETURNING w."windowStartedAt", w."requests"`;
  if (row!.requests > limit.requests) {
    const endsAt = row!.windowStartedAt.getTime() + limit.windowSeconds * 1000;
    throw new RateLimitedError((endsAt - now.getTime()) / 1000, limit.description);
  }
}

/** Windows that have ended hold nothing anyone reads: the hourly purge removes them. */
export async function purgeExpiredRateLimits(ctx: Context): Promise<number> {
  const { count } = await ctx.db.rateLimitWindow.deleteMany({ where: { expiresAt: { lte: ctx.clock.now() } } });
  return count;
}
