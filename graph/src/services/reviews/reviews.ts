import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { assertStaff, isStaff } from "../accounts/access.ts";
import { parseInput } from "../errors.ts";
import { REVIEW_STARS_MESSAGE, wholeStars } from "../../../../shared/reviews/review.ts";

export const recentReviewsInput = z.object({
  first: z.coerce.number().int().min(1).max(50).default(3),
});

type ReviewQuery = Omit<Prisma.ReviewFindManyArgs, "where" | "orderBy" | "take">;

/** What the public reads of a provider's reviews: the published ones (staff hid none of them). */
export const PUBLISHED_REVIEWS = { hiddenAt: null } as const satisfies Prisma.ReviewWhereInput;

/** A provider's reviews, newest first: the sidebar's, the profile's and GET /api/providers/{id}/reviews. */
export const providerReviewsOrder: Prisma.ReviewOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/**
 * How the profile's list may be put in order: newest first, by stars, or the most found
 * helpful first (newest first within each).
 */
export const REVIEW_ORDERS = ["NEWEST", "HIGHEST", "LOWEST", "MOST_HELPFUL"] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

export const reviewListInput = z.object({
  /** Only the reviews that gave this many stars. */
  stars: z.coerce.number({ error: REVIEW_STARS_MESSAGE }).pipe(wholeStars).optional(),
  order: z
    .string()
    .transform((order) => order.toUpperCase().replace(/-/g, "_"))
    .pipe(z.enum(REVIEW_ORDERS, { error: `order is one of ${REVIEW_ORDERS.join(", ").toLowerCase()}.` }))
    .default("NEWEST"),
});

/** A provider's published reviews, narrowed to some stars and in the asked order. */
export function publishedReviewsQuery(
  providerId: number | undefined,
  input: z.input<typeof reviewListInput>,
): { where: Prisma.ReviewWhereInput; orderBy: Prisma.ReviewOrderByWithRelationInput[] } {
  const { stars, order } = parseInput(reviewListInput, input);
  const first: Record<ReviewOrder, Prisma.ReviewOrderByWithRelationInput[]> = {
    NEWEST: [],
    HIGHEST: [{ rating: "desc" }],
    LOWEST: [{ rating: "asc" }],
    MOST_HELPFUL: [{ helpfulCount: "desc" }],
  };
  return {
    where: {
      ...(providerId === undefined ? {} : { providerId }),
      ...PUBLISHED_REVIEWS,
      ...(stars ? { rating: stars } : {}),
    },
    orderBy: [...first[order], ...providerReviewsOrder],
  };
}

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

/** A hidden review is read by nobody but staff and its author; a published one by anyone. */
export function canReadReview(ctx: Context, review: { hiddenAt: Date | null; authorId: number | null }): boolean {
  return review.hiddenAt === null || isStaff(ctx) || (ctx.viewer !== null && review.authorId === ctx.viewer.userId);
}

/** Reviews someone reported, hidden or not, newest first: staff's queue. */
export function listReportedReviews<Q extends ReviewQuery>(ctx: Context, query?: Q & { take?: number }) {
  assertStaff(ctx);
  return ctx.db.review.findMany({ ...query, where: { reports: { some: {} } }, orderBy: { id: "desc" } });
}
