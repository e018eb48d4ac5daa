// Reviews (rest/reviews.ts): writing, replying, voting, reporting and staff's moderation.
import { z } from "zod";
import { reviewFields, reviewReasonFields, reviewReplyFields } from "../../../../shared/reviews/review.ts";
import { bookingIdInput } from "../../services/bookings/read-booking.ts";
import { reviewIdInput } from "../../services/reviews/write-review.ts";
import type { ApiOperation } from "./operation.ts";
import { id, instant } from "./values.ts";

const stars = z.number().int().min(1).max(5);

/** Spec section 3's Review, and what makes it verified (rest/reviews.ts reviewJson). */
export const review = z
  .object({
    id,
    providerId: id,
    bookingId: id,
    customerName: z.string(),
    rating: stars,
    qualityRating: stars.nullable(),
    punctualityRating: stars.nullable(),
    valueRating: stars.nullable(),
    comment: z.string(),
    verifiedBooking: z.literal(true),
    serviceCity: z.string(),
    serviceMonth: z.string().meta({ description: "YYYY-MM of the job.", example: "2026-10" }),
    reply: z.string().nullable(),
    repliedAt: instant.nullable(),
    helpfulCount: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: "Review" });

const moderatedReview = review
  .extend({ hidden: z.boolean(), hiddenAt: instant.nullable(), hiddenReason: z.string().nullable() })
  .meta({ id: "ModeratedReview" });

const helpful = z.object({ id, helpfulCount: z.number().int(), viewerFoundHelpful: z.boolean() });
const report = z.object({ id, reviewId: id, reason: z.string(), createdAt: instant });

const reviewPath = z.object({ id: reviewIdInput });

export const REVIEW_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/bookings/{id}/review",
    operationId: "reviewBooking",
    tag: "Reviews",
    summary: "Review a completed booking, once, within 30 days",
    callers: "signedIn",
    description: "Only the booking's customer. The same review sent again answers 200 with it.",
    params: z.object({ id: bookingIdInput }),
    body: reviewFields,
    responses: {
      201: { description: "The review.", json: review },
      200: { description: "The same review, sent again.", json: review },
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "patch",
    path: "/api/reviews/{id}",
    operationId: "editReview",
    tag: "Reviews",
    summary: "Change one's review within 48 hours",
    callers: "signedIn",
    params: reviewPath,
    body: reviewFields,
    responses: { 200: { description: "The review as changed.", json: review } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/reviews/{id}/reply",
    operationId: "replyToReview",
    tag: "Reviews",
    summary: "The reviewed provider's one reply",
    callers: "providerOrStaff",
    params: reviewPath,
    body: reviewReplyFields,
    responses: { 200: { description: "The review with its reply.", json: review } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "post",
    path: "/api/reviews/{id}/helpful",
    operationId: "markReviewHelpful",
    tag: "Reviews",
    summary: "Find a published review helpful",
    callers: "signedIn",
    description: "Anyone signed in but its author; the same answer when sent again.",
    params: reviewPath,
    responses: { 200: { description: "Its count now.", json: helpful } },
    errors: [401, 403, 404],
  },
  {
    method: "delete",
    path: "/api/reviews/{id}/helpful",
    operationId: "unmarkReviewHelpful",
    tag: "Reviews",
    summary: "No longer find a review helpful",
    callers: "signedIn",
    params: reviewPath,
    responses: { 200: { description: "Its count now.", json: helpful } },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/api/reviews/{id}/report",
    operationId: "reportReview",
    tag: "Reviews",
    summary: "Report a review to staff, once",
    callers: "signedIn",
    params: reviewPath,
    body: reviewReasonFields,
    responses: {
      201: { description: "The report.", json: report },
      200: { description: "The first report, sent again.", json: report },
    },
    errors: [400, 401, 404],
  },
  {
    method: "post",
    path: "/api/admin/reviews/{id}/hide",
    operationId: "hideReview",
    tag: "Reviews",
    summary: "Take a review out of view and out of the rating",
    callers: "staff",
    params: reviewPath,
    body: reviewReasonFields,
    responses: { 200: { description: "The review as staff see it.", json: moderatedReview } },
    errors: [400, 401, 403, 404],
  },
  {
    method: "post",
    path: "/api/admin/reviews/{id}/restore",
    operationId: "restoreReview",
    tag: "Reviews",
    summary: "Put a hidden review back",
    callers: "staff",
    params: reviewPath,
    body: reviewReasonFields,
    responses: { 200: { description: "The review as staff see it.", json: moderatedReview } },
    errors: [400, 401, 403, 404],
  },
];
