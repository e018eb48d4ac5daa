import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { NotFoundError, parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { canReadProvider } from "../providers/access.ts";

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
    where: { provider: { status: "ACTIVE" }, hiddenAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: first,
  }) as never;
}

export class ProviderNotFoundError extends NotFoundError {
  constructor() {
    super("There is no provider with that id.");
    this.name = "ProviderNotFoundError";
  }
}

export const providerIdInput = databaseIdInput("There is no provider with that id.");

/**
 * The provider whose reviews are asked for, if the viewer may read it (the public reads
 * approved providers; a pending one's owner and staff read theirs): unknown and unreadable
 * are the same 404, so the ids of unpublished businesses do not show.
 */
export async function assertReviewsReadable(ctx: Context, providerId: z.input<typeof providerIdInput>) {
  const id = parseInput(providerIdInput, providerId);
  const provider = await ctx.db.provider.findUnique({ where: { id }, select: { id: true, status: true } });
  if (!provider || !canReadProvider(ctx, provider)) throw new ProviderNotFoundError();
  return id;
}

/** What the public reads of a provider's reviews: the published ones (staff hid none of them). */
export const PUBLISHED_REVIEWS = { hiddenAt: null } as const satisfies Prisma.ReviewWhereInput;

/** A provider's reviews, newest first: the profile's list and GET /api/providers/{id}/reviews. */
export const providerReviewsOrder: Prisma.ReviewOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
