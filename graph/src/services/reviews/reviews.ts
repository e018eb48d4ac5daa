import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { parseInput } from "../errors.ts";

export const recentReviewsInput = z.object({
  first: z.coerce.number().int().min(1).max(50).default(3),
});

type ReviewQuery = Omit<Prisma.ReviewFindManyArgs, "where" | "orderBy" | "take">;

/** Newest reviews of approved providers; the sidebar shows the first 3. */
export function listRecentReviews<Q extends ReviewQuery>(
  ctx: Context,
  input: z.input<typeof recentReviewsInput>,
  query?: Q,
): Promise<Prisma.ReviewGetPayload<Q>[]> {
  const { first } = parseInput(recentReviewsInput, input);
  return ctx.db.review.findMany({
    ...query,
    where: { provider: { status: "ACTIVE" } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: first,
  }) as never;
}
