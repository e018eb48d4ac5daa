// Writing reviews: the customer of a completed booking reviews it once, within the window
// (shared/reviews/review.ts), and may change it for a while; the provider replies once. Every
// door comes here (GraphQL's mutations, REST's /api/bookings/{id}/review and /api/reviews/...).
//
// Each write is one transaction that locks the provider's row first, writes, and recomputes
// the provider's rating and count from its reviews (provider-rating.ts). One review per
// booking is the database's rule too (a unique bookingId): of twenty attempts at once, one
// writes and the others find it.
import type { z } from "zod";
import type { Context } from "../../context.ts";
import type { Booking, Review } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../../db/data-exception.ts";
import {
  editableUntil,
  REVIEW_ALREADY_REPLIED_MESSAGE,
  REVIEW_ALREADY_WRITTEN_MESSAGE,
  REVIEW_EDIT_CLOSED_MESSAGE,
  REVIEW_NOT_COMPLETED_MESSAGE,
  REVIEW_NOT_YOURS_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
  reviewableUntil,
  reviewerName,
  reviewFields,
  type ReviewFields,
  reviewReplyFields,
} from "../../../../shared/reviews/review.ts";
import { assertCanReadBooking, assertMayReadBookings } from "../bookings/access.ts";
import { BookingNotFoundError, bookingIdInput } from "../bookings/read-booking.ts";
import { ConflictError, ForbiddenError, NotFoundError, parseInput, UnauthenticatedError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { lockProviderForReviews, recomputeProviderRating } from "./provider-rating.ts";

const REVIEW_NOT_FOUND = "There is no review with that id.";
export const reviewIdInput = databaseIdInput(REVIEW_NOT_FOUND);

export class ReviewNotFoundError extends NotFoundError {
  constructor() {
    super(REVIEW_NOT_FOUND);
    this.name = "ReviewNotFoundError";
  }
}

type ReviewableBooking = Pick<Booking, "providerId" | "customerId" | "status" | "completedAt">;

/**
 * Until when the viewer may review the booking: null when they may not (not its customer,
 * not completed, the window closed). What the bookings list shows "Write a review" by.
 */
export function reviewableUntilFor(ctx: Context, booking: ReviewableBooking): Date | null {
  if (!ctx.viewer || booking.customerId !== ctx.viewer.userId) return null;
  if (booking.status !== "COMPLETED" || !booking.completedAt) return null;
  const until = reviewableUntil(booking.completedAt);
  return ctx.clock.now() <= until ? until : null;
}

/** Throws why the viewer may not review the booking now, in the words the form shows. */
function assertMayReview(ctx: Context, booking: ReviewableBooking): void {
  assertCanReadBooking(ctx, booking);
  if (booking.customerId === null || booking.customerId !== ctx.viewer?.userId) {
    throw new ForbiddenError(REVIEW_NOT_YOURS_MESSAGE);
  }
  if (booking.status !== "COMPLETED" || !booking.completedAt) throw new ConflictError(REVIEW_NOT_COMPLETED_MESSAGE);
  if (ctx.clock.now() > reviewableUntil(booking.completedAt)) throw new ConflictError(REVIEW_WINDOW_CLOSED_MESSAGE);
}

/** The columns a review's fields fill: a sub-score left out is none. */
const reviewColumns = (fields: ReviewFields) => ({
  rating: fields.rating,
  comment: fields.comment,
  qualityRating: fields.qualityRating ?? null,
  punctualityRating: fields.punctualityRating ?? null,
  valueRating: fields.valueRating ?? null,
});

const sameReview = (review: Review, fields: ReviewFields) =>
  review.rating === fields.rating &&
  review.comment === fields.comment &&
  review.qualityRating === (fields.qualityRating ?? null) &&
  review.punctualityRating === (fields.punctualityRating ?? null) &&
  review.valueRating === (fields.valueRating ?? null);

/**
 * The existing review answers a retry of the same review (a lost answer sent again); any
 * other second review of the booking is refused.
 */
function existingOrConflict(existing: Review, fields: ReviewFields): Review {
  if (existing.authorId !== null && sameReview(existing, fields)) return existing;
  throw new ConflictError(REVIEW_ALREADY_WRITTEN_MESSAGE);
}

export interface WrittenReview {
  review: Review;
  /** False when the same review was already written (a retry): nothing changed. */
  created: boolean;
}

/** The booking's customer reviews it: stars, a comment and optional sub-scores (ReviewInput). */
export async function reviewBooking(
  ctx: Context,
  bookingId: z.input<typeof bookingIdInput>,
  input: unknown,
): Promise<WrittenReview> {
  const id = parseInput(bookingIdInput, bookingId);
  assertMayReadBookings(ctx);
  const fields = parseInput(reviewFields, input);
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();

  const booking = await ctx.db.booking.findUnique({ where: { id }, include: { review: true } });
  if (!booking) throw new BookingNotFoundError();
  assertMayReview(ctx, booking);
  if (booking.review) return { review: existingOrConflict(booking.review, fields), created: false };

  try {
    return await ctx.db.$transaction(async (tx) => {
      await lockProviderForReviews(tx, booking.providerId);
      // Written meanwhile by a request that held the lock before this one.
      const written = await tx.review.findUnique({ where: { bookingId: id } });
      if (written) return { review: existingOrConflict(written, fields), created: false };
      const review = await tx.review.create({
        data: {
          ...reviewColumns(fields),
          providerId: booking.providerId,
          bookingId: id,
          authorId: viewer.userId,
          customerName: reviewerName(viewer.name),
          createdAt: ctx.clock.now(),
          updatedAt: ctx.clock.now(),
        },
      });
      await recomputeProviderRating(tx, booking.providerId);
      return { review, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const written = await ctx.db.review.findUniqueOrThrow({ where: { bookingId: id } });
    return { review: existingOrConflict(written, fields), created: false };
  }
}

async function findReview(ctx: Context, reviewId: z.input<typeof reviewIdInput>): Promise<Review> {
  const id = parseInput(reviewIdInput, reviewId);
  if (!ctx.viewer) throw new UnauthenticatedError();
  const review = await ctx.db.review.findUnique({ where: { id } });
  if (!review) throw new ReviewNotFoundError();
  return review;
}

/** Its author changes a review, within REVIEW_EDIT_HOURS of writing it. */
export async function editReview(
  ctx: Context,
  reviewId: z.input<typeof reviewIdInput>,
  input: unknown,
): Promise<Review> {
  const review = await findReview(ctx, reviewId);
  if (review.authorId === null || review.authorId !== ctx.viewer?.userId) {
    throw new ForbiddenError("Only its author can change a review.");
  }
  const fields = parseInput(reviewFields, input);
  if (ctx.clock.now() > editableUntil(review.createdAt)) throw new ConflictError(REVIEW_EDIT_CLOSED_MESSAGE);
  if (sameReview(review, fields)) return review;
  return ctx.db.$transaction(async (tx) => {
    await lockProviderForReviews(tx, review.providerId);
    const changed = await tx.review.update({
      where: { id: review.id },
      data: { ...reviewColumns(fields), updatedAt: ctx.clock.now() },
    });
    await recomputeProviderRating(tx, review.providerId);
    return changed;
  });
}

/** The reviewed provider answers a review, once; the same reply sent again answers it again. */
export async function replyToReview(
  ctx: Context,
  reviewId: z.input<typeof reviewIdInput>,
  input: { reply: unknown },
): Promise<Review> {
  const review = await findReview(ctx, reviewId);
  if (!isReviewedProvider(ctx, review)) throw new ForbiddenError("Only the reviewed provider can reply to a review.");
  const { reply } = parseInput(reviewReplyFields, input);
  if (review.reply !== null) {
    if (review.reply === reply) return review;
    throw new ConflictError(REVIEW_ALREADY_REPLIED_MESSAGE);
  }
  // Conditional, so of two replies at once exactly one is kept.
  const { count } = await ctx.db.review.updateMany({
    where: { id: review.id, reply: null },
    data: { reply, repliedAt: ctx.clock.now() },
  });
  const current = await ctx.db.review.findUniqueOrThrow({ where: { id: review.id } });
  if (count === 0 && current.reply !== reply) throw new ConflictError(REVIEW_ALREADY_REPLIED_MESSAGE);
  return current;
}

/** Whether the viewer's account acts for the reviewed provider: theirs to reply to. */
export function isReviewedProvider(ctx: Context, review: Pick<Review, "providerId">): boolean {
  const providerId = ctx.viewer?.providerId;
  return providerId != null && providerId === review.providerId;
}

/** Whether the viewer may reply to the review now: its provider's account, and no reply yet. */
export function mayReplyTo(ctx: Context, review: Pick<Review, "providerId" | "reply">): boolean {
  return review.reply === null && isReviewedProvider(ctx, review);
}

/** Until when its author may still change the review; null for anyone else, or once closed. */
export function editableUntilFor(ctx: Context, review: Pick<Review, "authorId" | "createdAt">): Date | null {
  if (!ctx.viewer || review.authorId !== ctx.viewer.userId) return null;
  const until = editableUntil(review.createdAt);
  return ctx.clock.now() <= until ? until : null;
}
