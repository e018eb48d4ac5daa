// "Helpful": anyone signed in marks a published review helpful, or takes it back, once per
// account; the review's helpfulCount is its votes' count, changed in the vote's transaction
// only when a vote is really added or removed (the same vote twice changes nothing), and the
// profile can put the most helpful first. An author does not vote on their own review.
import type { z } from "zod";
import type { Context } from "../../context.ts";
import type { Review } from "../../generated/prisma/client.ts";
import { ForbiddenError, parseInput, UnauthenticatedError } from "../errors.ts";
import { ReviewNotFoundError, reviewIdInput } from "./write-review.ts";

export const OWN_REVIEW_VOTE_MESSAGE = "You can't mark your own review helpful.";

/** The viewer finds the review helpful (true) or no longer does (false). */
export async function setReviewHelpful(
  ctx: Context,
  reviewId: z.input<typeof reviewIdInput>,
  helpful: boolean,
): Promise<Review> {
  const id = parseInput(reviewIdInput, reviewId);
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();
  const review = await ctx.db.review.findUnique({ where: { id }, select: { hiddenAt: true, authorId: true } });
  // A hidden review is shown to nobody: there is nothing to find helpful.
  if (!review || review.hiddenAt) throw new ReviewNotFoundError();
  if (review.authorId === viewer.userId) throw new ForbiddenError(OWN_REVIEW_VOTE_MESSAGE);
  const vote = { reviewId: id, userId: viewer.userId };
  return ctx.db.$transaction(async (tx) => {
    const changed = helpful
      ? (await tx.reviewVote.createMany({ data: [{ ...vote, createdAt: ctx.clock.now() }], skipDuplicates: true }))
          .count
      : (await tx.reviewVote.deleteMany({ where: vote })).count;
    if (changed === 0) return tx.review.findUniqueOrThrow({ where: { id } });
    return tx.review.update({ where: { id }, data: { helpfulCount: { increment: helpful ? 1 : -1 } } });
  });
}

/** The viewer's own vote on a review, for a Prisma select (none for a visitor). */
export function viewerVoteSelect(ctx: Context) {
  return { where: { userId: ctx.viewer?.userId ?? -1 }, select: { userId: true }, take: 1 } as const;
}

/** Whether the viewer marked the review helpful; null for whoever may not vote on it (a visitor, its author). */
export function viewerFoundHelpful(
  ctx: Context,
  review: { authorId: number | null; votes: readonly unknown[] },
): boolean | null {
  if (!ctx.viewer || review.authorId === ctx.viewer.userId) return null;
  return review.votes.length > 0;
}
