// Keeping reviews honest: anyone signed in reports a review that breaks the guidelines (once
// per account), and staff hide it or restore it with a reason. A hidden review is shown to
// nobody and counts for nothing in the provider's rating; hiding and restoring recompute the
// rating in the same transaction and leave an audit entry.
import type { z } from "zod";
import type { Context } from "../../context.ts";
import type { Review, ReviewReport } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../../db/data-exception.ts";
import { reviewReasonFields } from "../../../../shared/reviews/review.ts";
import { assertStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { parseInput, UnauthenticatedError } from "../errors.ts";
import { lockProviderForReviews, recomputeProviderRating } from "./provider-rating.ts";
import { ReviewNotFoundError, reviewIdInput } from "./write-review.ts";

export interface ReviewReportOutcome {
  report: ReviewReport;
  /** False when this account had reported it already: the first report stands. */
  created: boolean;
}

/** Someone signed in reports a published review, with why; a second report of theirs changes nothing. */
export async function reportReview(
  ctx: Context,
  reviewId: z.input<typeof reviewIdInput>,
  input: unknown,
): Promise<ReviewReportOutcome> {
  const id = parseInput(reviewIdInput, reviewId);
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();
  const { reason } = parseInput(reviewReasonFields, input);
  const review = await ctx.db.review.findUnique({ where: { id }, select: { id: true, hiddenAt: true } });
  // A hidden review is shown to nobody: there is nothing left to report.
  if (!review || review.hiddenAt) throw new ReviewNotFoundError();
  const mine = { reviewId_reporterId: { reviewId: id, reporterId: viewer.userId } };
  const earlier = await ctx.db.reviewReport.findUnique({ where: mine });
  if (earlier) return { report: earlier, created: false };
  try {
    const report = await ctx.db.reviewReport.create({
      data: { reviewId: id, reporterId: viewer.userId, reason, createdAt: ctx.clock.now() },
    });
    return { report, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { report: await ctx.db.reviewReport.findUniqueOrThrow({ where: mine }), created: false };
  }
}

/** The viewer's own report of a review, for a Prisma select (none for a visitor). */
export function viewerReportSelect(ctx: Context) {
  return { where: { reporterId: ctx.viewer?.userId ?? -1 }, select: { id: true }, take: 1 } as const;
}

/**
 * Whether the viewer has reported the review (null for a visitor, who cannot), from
 * viewerReportSelect's rows.
 */
export function viewerHasReported(ctx: Context, reports: readonly unknown[]): boolean | null {
  return ctx.viewer ? reports.length > 0 : null;
}

/**
 * Staff hide a review (hidden: true) or restore it, with the reason. Already so, nothing
 * changes and nothing is logged; otherwise the move, the rating and the audit entry commit
 * together.
 */
export async function setReviewHidden(
  ctx: Context,
  reviewId: z.input<typeof reviewIdInput>,
  hidden: boolean,
  input: unknown,
): Promise<Review> {
  assertStaff(ctx);
  const id = parseInput(reviewIdInput, reviewId);
  const { reason } = parseInput(reviewReasonFields, input);
  const review = await ctx.db.review.findUnique({ where: { id } });
  if (!review) throw new ReviewNotFoundError();
  return ctx.db.$transaction(async (tx) => {
    await lockProviderForReviews(tx, review.providerId);
    // Conditional, so of two staff moving it at once one moves it and one finds it moved.
    const { count } = await tx.review.updateMany({
      where: { id, hiddenAt: hidden ? null : { not: null } },
      data: hidden ? { hiddenAt: ctx.clock.now(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
    });
    const current = await tx.review.findUniqueOrThrow({ where: { id } });
    if (count === 0) return current;
    await recomputeProviderRating(tx, review.providerId);
    await recordAudit(tx, ctx, {
      action: hidden ? "review.hide" : "review.restore",
      target: { type: "Review", id },
      before: { hidden: !hidden, providerId: review.providerId },
      after: { hidden, reason },
    });
    return current;
  });
}
