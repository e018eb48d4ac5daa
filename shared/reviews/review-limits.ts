// How long a review's texts may be, apart from review.ts's schema: a first-view page (the
// provider profile's reply and report dialogs) sets its fields' maxLength without loading zod.

/** The longest each text may be (characters, after trimming), and the shortest where it matters. */
export const REVIEW_LIMITS = {
  commentMin: 10,
  comment: 2000,
  replyMin: 2,
  reply: 1000,
  reasonMin: 5,
  reason: 500,
} as const;
