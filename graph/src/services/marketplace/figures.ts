// The marketing figures of the spec (400+ cities, 10,000+ verified providers, 50,000+ jobs
// completed, a 4.8 average rating) as the database has them, so the product never claims
// more than is true. The pages round them down (shared/marketing/claims.ts).
import type { Context } from "../../context.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";

export interface MarketplaceFigures {
  /** Cities the directory lists. */
  cities: number;
  /** Providers staff have approved (status ACTIVE): the ones search shows. */
  verifiedProviders: number;
  /** Bookings marked completed. */
  completedJobs: number;
  /** The reviews' average over the verified providers, each weighted by its review count; null without reviews. */
  averageRating: number | null;
  reviewCount: number;
}

/**
 * The figures change slowly and are read on every home page: each instance counts them at
 * most once a minute. An approval or a completed job shows here within that minute.
 */
export const FIGURES_MAX_AGE_MS = 60_000;

const cache = new WeakMap<PrismaClient, { countedAt: number; figures: Promise<MarketplaceFigures> }>();

export function marketplaceFigures(ctx: Context): Promise<MarketplaceFigures> {
  const now = ctx.clock.now().getTime();
  const cached = cache.get(ctx.db);
  if (cached && now - cached.countedAt < FIGURES_MAX_AGE_MS && now >= cached.countedAt) return cached.figures;
  const figures = countFigures(ctx.db);
  cache.set(ctx.db, { countedAt: now, figures });
  // A failed count is not kept: the next reader tries again.
  figures.catch(() => {
    if (cache.get(ctx.db)?.figures === figures) cache.delete(ctx.db);
  });
  return figures;
}

/**
 * When (clock ms) the count this instance holds was taken, or null while it holds none: an
 * answer cached with the figures in it must not outlive them (http/response-cache.ts).
 */
export function figuresCountedAt(ctx: Context): number | null {
  return cache.get(ctx.db)?.countedAt ?? null;
}

async function countFigures(db: PrismaClient): Promise<MarketplaceFigures> {
  // One statement: the four counts are one snapshot, and one round trip.
  const [row] = await db.$queryRaw<
    {
      cities: number;
      verifiedProviders: number;
      completedJobs: number;
      ratingSum: number | null;
      reviewCount: number;
    }[]
  >`
    SELECT
      (SELECT count(*)::int FROM "City") AS "cities",
      p."verifiedProviders",
      (SELECT count(*)::int FROM "Booking" WHERE "status" = 'COMPLETED') AS "completedJobs",
      p."ratingSum",
      p."reviewCount"
    FROM (
      SELECT count(*)::int AS "verifiedProviders",
             sum("rating" * "reviewCount")::float8 AS "ratingSum",
             coalesce(sum("reviewCount"), 0)::int AS "reviewCount"
      FROM "Provider" WHERE "status" = 'ACTIVE'
    ) p`;
  const { cities, verifiedProviders, completedJobs, ratingSum, reviewCount } = row!;
  return {
    cities,
    verifiedProviders,
    completedJobs,
    averageRating: reviewCount > 0 && ratingSum !== null ? ratingSum / reviewCount : null,
    reviewCount,
  };
}
