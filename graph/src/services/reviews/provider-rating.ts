// A provider's rating and reviewCount are what its reviews say, never a number kept beside
// them: every change to a provider's reviews ends here, inside the writer's transaction.
//
// The provider's row is locked before the review is written (lockProviderForReviews), so two
// reviews of one provider written at once recompute one after the other: the second's
// statements start after the first committed and see its review. Without the lock, each
// would average the reviews it could see and the last to commit would win with a stale count.
import type { Prisma } from "../../generated/prisma/client.ts";

type Db = Prisma.TransactionClient;

/** Holds the provider's row until the transaction ends; call it before writing a review. */
export async function lockProviderForReviews(tx: Db, providerId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Provider" WHERE id = ${providerId} FOR UPDATE`;
}

/**
 * Sets the provider's rating (the mean of its published reviews' stars, 0 with none) and
 * reviewCount from its reviews; a review staff hid counts for nothing. The search entries follow through their trigger; a provider whose figures
 * did not move is left alone (no write, so the public data version stays).
 */
export async function recomputeProviderRating(tx: Db, providerId: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Provider" p
    SET rating = figures.rating, "reviewCount" = figures.count
    FROM (
      SELECT coalesce(avg(r.rating), 0)::float8 AS rating, count(*)::int AS count
      FROM "Review" r
      WHERE r."providerId" = ${providerId} AND r."hiddenAt" IS NULL
    ) figures
    WHERE p.id = ${providerId}
      AND (p.rating, p."reviewCount") IS DISTINCT FROM (figures.rating, figures.count)`;
}
