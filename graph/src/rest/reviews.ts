import { Hono } from "hono";
import type { Review } from "../generated/prisma/client.ts";
import { setReviewHidden, reportReview } from "../services/reviews/moderate-review.ts";
import {
  publishedReviewsQuery,
  REVIEW_SERVICE_SELECT,
  serviceCityOf,
  serviceMonthOf,
} from "../services/reviews/reviews.ts";
import { setReviewHelpful } from "../services/reviews/helpful-votes.ts";
import { editReview, replyToReview, reviewBooking } from "../services/reviews/write-review.ts";
import { readableProviderId } from "../services/providers/access.ts";
import type { RestEnv } from "./env.ts";
import { objectBody, pageOf, pageOfRows, pageQuery } from "./paging.ts";

const REVIEW_INCLUDE = { booking: REVIEW_SERVICE_SELECT.booking, provider: REVIEW_SERVICE_SELECT.provider } as const;

type ReviewWithService = Review & Parameters<typeof serviceCityOf>[0];

/**
 * POST /api/bookings/{id}/review `{ rating, comment, qualityRating?, punctualityRating?,
 * valueRating? }`: the completed booking's customer reviews it, once, within 30 days of
 * completion. 201 with the review; the same review sent again answers 200 with it; 401, 403,
 * 404, 400 (bounds) or 409 (not completed, window closed, already reviewed) with `{ message }`.
 *
 * PATCH /api/reviews/{id} (the same fields): its author changes it within 48 hours.
 *
 * POST /api/reviews/{id}/reply `{ reply }`: the reviewed provider's one reply.
 *
 * GET /api/providers/{id}/reviews: an approved provider's published reviews, newest first,
 * paged (`limit`, `after`, the next page in a Link header); `stars=1..5` keeps those that
 * gave so many, `order=highest|lowest` puts them by stars; 404 for an unknown or unapproved one.
 *
 * POST /api/reviews/{id}/helpful and DELETE /api/reviews/{id}/helpful: anyone signed in but
 * its author finds a published review helpful, or no longer does; `{ id, helpfulCount,
 * viewerFoundHelpful }`, the same answer when sent again.
 *
 * POST /api/reviews/{id}/report `{ reason }`: anyone signed in reports a review, once (201;
 * 200 with the first report when sent again).
 *
 * POST /api/admin/reviews/{id}/hide and /restore `{ reason }`: staff take a review out of
 * view (and out of the rating) or put it back; audited.
 */
export const reviewRoutes = new Hono<RestEnv>()
  .post("/bookings/:id/review", async (c) => {
    const { review, created } = await reviewBooking(c.var.ctx, c.req.param("id"), await objectBody(c));
    return c.json(await reviewJsonOf(c.var.ctx, review.id), created ? 201 : 200);
  })
  .patch("/reviews/:id", async (c) => {
    const review = await editReview(c.var.ctx, c.req.param("id"), await objectBody(c));
    return c.json(await reviewJsonOf(c.var.ctx, review.id));
  })
  .post("/reviews/:id/reply", async (c) => {
    const body = await objectBody(c);
    const review = await replyToReview(c.var.ctx, c.req.param("id"), { reply: body.reply });
    return c.json(await reviewJsonOf(c.var.ctx, review.id));
  })
  .post("/reviews/:id/helpful", async (c) =>
    c.json(helpfulJson(await setReviewHelpful(c.var.ctx, c.req.param("id"), true), true)),
  )
  .delete("/reviews/:id/helpful", async (c) =>
    c.json(helpfulJson(await setReviewHelpful(c.var.ctx, c.req.param("id"), false), false)),
  )
  .post("/reviews/:id/report", async (c) => {
    const { report, created } = await reportReview(c.var.ctx, c.req.param("id"), await objectBody(c));
    return c.json(
      { id: report.id, reviewId: report.reviewId, reason: report.reason, createdAt: report.createdAt.toISOString() },
      created ? 201 : 200,
    );
  })
  .post("/admin/reviews/:id/hide", async (c) => {
    const review = await setReviewHidden(c.var.ctx, c.req.param("id"), true, await objectBody(c));
    return c.json(await moderatedJsonOf(c.var.ctx, review.id));
  })
  .post("/admin/reviews/:id/restore", async (c) => {
    const review = await setReviewHidden(c.var.ctx, c.req.param("id"), false, await objectBody(c));
    return c.json(await moderatedJsonOf(c.var.ctx, review.id));
  })
  .get("/providers/:id/reviews", async (c) => {
    const ctx = c.var.ctx;
    const providerId = await readableProviderId(ctx, c.req.param("id"));
    const page = pageOf(c);
    const { stars, order } = c.req.query();
    const rows = await ctx.db.review.findMany({
      ...publishedReviewsQuery(providerId, { stars, order }),
      include: REVIEW_INCLUDE,
      ...pageQuery(page),
    });
    return c.json(pageOfRows(c, page, rows).map(reviewJson));
  });

async function reviewJsonOf(ctx: RestEnv["Variables"]["ctx"], id: number) {
  return reviewJson(await ctx.db.review.findUniqueOrThrow({ where: { id }, include: REVIEW_INCLUDE }));
}

/** A review as staff see it: whether it is hidden, and why. */
async function moderatedJsonOf(ctx: RestEnv["Variables"]["ctx"], id: number) {
  const review = await ctx.db.review.findUniqueOrThrow({ where: { id }, include: REVIEW_INCLUDE });
  return {
    ...reviewJson(review),
    hidden: review.hiddenAt !== null,
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
    hiddenReason: review.hiddenReason,
  };
}

function helpfulJson(review: Review, viewerFoundHelpful: boolean) {
  return { id: review.id, helpfulCount: review.helpfulCount, viewerFoundHelpful };
}

/** Spec section 3's Review, plus what makes it verified: where and in which month the job was. */
function reviewJson(review: ReviewWithService) {
  return {
    id: review.id,
    providerId: review.providerId,
    bookingId: review.bookingId,
    customerName: review.customerName,
    rating: review.rating,
    qualityRating: review.qualityRating,
    punctualityRating: review.punctualityRating,
    valueRating: review.valueRating,
    comment: review.comment,
    verifiedBooking: true,
    serviceCity: serviceCityOf(review),
    serviceMonth: serviceMonthOf(review),
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    helpfulCount: review.helpfulCount,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}
