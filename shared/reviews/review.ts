// A review of a completed booking, defined once: the form checks it before sending and the
// server checks it again, with the same words under the same fields. The windows are here too,
// so the page that offers "Write a review" and the server that accepts it agree to the second.
import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoNul } from "../validation/text.ts";

/** A completed booking's customer may review it for this many days after completion. */
export const REVIEW_WINDOW_DAYS = 30;
/** Its author may change a review for this many hours after writing it. */
export const REVIEW_EDIT_HOURS = 48;

import { REVIEW_LIMITS } from "./review-limits.ts";

export { REVIEW_LIMITS };

export const REVIEW_STARS_MESSAGE = "Please choose from 1 to 5 stars";
export const REVIEW_COMMENT_TOO_SHORT = `Please tell others a little more: at least ${REVIEW_LIMITS.commentMin} characters`;
export const REVIEW_COMMENT_TOO_LONG = `Please keep your review to ${REVIEW_LIMITS.comment} characters or fewer`;
export const REVIEW_REPLY_TOO_SHORT = "Please write your reply";
export const REVIEW_REPLY_TOO_LONG = `Please keep your reply to ${REVIEW_LIMITS.reply} characters or fewer`;

export const REVIEW_REASON_TOO_SHORT = `Please say why, in at least ${REVIEW_LIMITS.reasonMin} characters`;
export const REVIEW_REASON_TOO_LONG = `Please keep the reason to ${REVIEW_LIMITS.reason} characters or fewer`;

export const REVIEW_NOT_COMPLETED_MESSAGE = "You can review a booking once it is completed.";
export const REVIEW_WINDOW_CLOSED_MESSAGE = `Reviews can be written up to ${REVIEW_WINDOW_DAYS} days after the service.`;
export const REVIEW_ALREADY_WRITTEN_MESSAGE = "You have already reviewed this booking.";
export const REVIEW_NOT_YOURS_MESSAGE = "Only the customer who made this booking can review it.";
export const REVIEW_EDIT_CLOSED_MESSAGE = `A review can be changed for ${REVIEW_EDIT_HOURS} hours after it is written.`;
export const REVIEW_ALREADY_REPLIED_MESSAGE = "You have already replied to this review.";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Whole stars, 1 to 5: a rating, a sub-score, or the stars a list is narrowed to. */
export const wholeStars = z
  .number({ error: REVIEW_STARS_MESSAGE })
  .int(REVIEW_STARS_MESSAGE)
  .min(1, REVIEW_STARS_MESSAGE)
  .max(5, REVIEW_STARS_MESSAGE);

export const reviewFields = z.object({
  rating: wholeStars,
  comment: z
    .string({ error: REVIEW_COMMENT_TOO_SHORT })
    .trim()
    .min(REVIEW_LIMITS.commentMin, REVIEW_COMMENT_TOO_SHORT)
    .max(REVIEW_LIMITS.comment, REVIEW_COMMENT_TOO_LONG)
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE),
  qualityRating: wholeStars.nullish(),
  punctualityRating: wholeStars.nullish(),
  valueRating: wholeStars.nullish(),
});

export type ReviewInput = z.input<typeof reviewFields>;
export type ReviewFields = z.output<typeof reviewFields>;

export const reviewReplyFields = z.object({
  reply: z
    .string({ error: REVIEW_REPLY_TOO_SHORT })
    .trim()
    .min(REVIEW_LIMITS.replyMin, REVIEW_REPLY_TOO_SHORT)
    .max(REVIEW_LIMITS.reply, REVIEW_REPLY_TOO_LONG)
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE),
});

/** Why a review is reported, hidden or restored: kept with it, and in the audit log for staff. */
export const reviewReasonFields = z.object({
  reason: z
    .string({ error: REVIEW_REASON_TOO_SHORT })
    .trim()
    .min(REVIEW_LIMITS.reasonMin, REVIEW_REASON_TOO_SHORT)
    .max(REVIEW_LIMITS.reason, REVIEW_REASON_TOO_LONG)
    .refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE),
});

/** The last instant a booking completed at `completedAt` may be reviewed. */
export function reviewableUntil(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** The last instant a review written at `createdAt` may be changed by its author. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_HOURS * HOUR_MS);
}

/** How a review is signed: the first name and the family name's initial ("Casey C."). */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "A customer";
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}
