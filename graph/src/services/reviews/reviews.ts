import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { assertStaff, isStaff } from "../accounts/access.ts";
import { NotFoundError, parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { canReadProvider } from "../providers/access.ts";

export const recentReviewsInput = z.object({
  first: z.coerce.number().int().min(1).max(50).default(3),
});

type ReviewQuery = Omit<Prisma.ReviewFindManyArgs, "where" | "orderBy" | "take">;

/** What the public reads of a provider's reviews: the published ones (staff hid none of them). */
export const PUBLISHED_REVIEWS = { hiddenAt: null } as const satisfies Prisma.ReviewWhereInput;

/** A provider's reviews, newest first: the profile's list and GET /api/providers/{id}/reviews. */
export const providerReviewsOrder: Prisma.ReviewOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/**
 * Where and when a review's job was, shown with it as "Verified booking": the booking's city
 * (the provider's when the booking named none) and the month it was completed.
 */
export const REVIEW_SERVICE_SELECT = {
  createdAt: true,
  booking: { select: { completedAt: true, addressCity: { select: { name: true } } } },
  provider: { select: { city: { select: { name: true } } } },
} as const satisfies Prisma.ReviewSelect;

type ReviewWithService = Prisma.ReviewGetPayload<{ select: typeof REVIEW_SERVICE_SELECT }>;

export const serviceCityOf = (review: ReviewWithService): string =>
  review.booking.addressCity?.name ?? review.provider.city.name;

/** "YYYY-MM" (UTC) of the completion. */
export const serviceMonthOf = (review: ReviewWithService): string =>
  (review.booking.completedAt ?? review.createdAt).toISOString().slice(0, 7);

/** Newest reviews of approved providers; the sidebar shows the first 3. */
export function listRecentReviews<Q extends ReviewQuery>(
  ctx: Context,
  input: z.input<typeof recentReviewsInput>,
  query?: Q,
): Promise<Prisma.ReviewGetPayload<Q>[]> {
  const { first } = parseInput(recentReviewsInput, input);
  return ctx.db.review.findMany({
    ...query,
    where: { provider: { status: "ACTIVE" }, ...PUBLISHED_REVIEWS },
    orderBy: providerReviewsOrder,
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

/** A hidden review is read by nobody but staff and its author; a published one by anyone. */
export function canReadReview(ctx: Context, review: { hiddenAt: Date | null; authorId: number | null }): boolean {
  return review.hiddenAt === null || isStaff(ctx) || (ctx.viewer !== null && review.authorId === ctx.viewer.userId);
}

/** Reviews someone reported, hidden or not, newest first: staff's queue. */
export function listReportedReviews<Q extends ReviewQuery>(ctx: Context, query?: Q & { take?: number }) {
  assertStaff(ctx);
  return ctx.db.review.findMany({ ...query, where: { reports: { some: {} } }, orderBy: { id: "desc" } });
}
