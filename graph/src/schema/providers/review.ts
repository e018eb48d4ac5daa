import { builder } from "../../builder.ts";
import type { Review } from "../../generated/prisma/client.ts";
import { isStaff } from "../../services/accounts/access.ts";
import { readableBy } from "../node.ts";
import { publicFieldData } from "../../http/public-field-cache.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../services/errors.ts";
import {
  canReadReview,
  listRecentReviews,
  publishedReviewsQuery,
  REVIEW_ORDERS,
  REVIEW_SERVICE_SELECT,
  serviceCityOf,
  serviceMonthOf,
} from "../../services/reviews/reviews.ts";
import { setReviewHelpful, viewerFoundHelpful, viewerVoteSelect } from "../../services/reviews/helpful-votes.ts";
import { viewerHasReported, viewerReportSelect } from "../../services/reviews/moderate-review.ts";
import {
  editableUntilFor,
  editReview,
  mayReplyTo,
  replyToReview,
  reviewableUntilFor,
  reviewBooking,
} from "../../services/reviews/write-review.ts";
import { REVIEW_LIMITS } from "../../../../shared/reviews/review.ts";
import { databaseIdOf } from "../ids.ts";

builder.prismaNode("Review", {
  id: { field: "id" },
  nullable: true,
  ...readableBy<Review>((review, ctx) => canReadReview(ctx, review)),
  fields: (t) => ({
    customerName: t.exposeString("customerName"),
    rating: t.exposeInt("rating"),
    comment: t.exposeString("comment"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    provider: t.relation("provider"),
    qualityRating: t.exposeInt("qualityRating", { nullable: true, description: "1-5, when the author gave one." }),
    punctualityRating: t.exposeInt("punctualityRating", { nullable: true, description: "1-5, when given." }),
    valueRating: t.exposeInt("valueRating", { nullable: true, description: "1-5, when given." }),
    reply: t.exposeString("reply", { nullable: true, description: "The provider's one public reply." }),
    repliedAt: t.expose("repliedAt", { type: "DateTime", nullable: true }),
    serviceCity: t.string({
      description: "The city the reviewed job was in: every review comes from a completed booking.",
      select: REVIEW_SERVICE_SELECT,
      resolve: serviceCityOf,
    }),
    serviceMonth: t.string({
      description: 'The month the job was completed, "YYYY-MM" (UTC): shown as "Verified booking, <month>".',
      select: REVIEW_SERVICE_SELECT,
      resolve: serviceMonthOf,
    }),
    hidden: t.boolean({
      description: "Hidden by staff: shown only to staff and its author, and not counted in the rating.",
      resolve: (review) => review.hiddenAt !== null,
    }),
    hiddenReason: t.string({
      nullable: true,
      description: "Why staff hid it; for staff and its author.",
      resolve: (review) => review.hiddenReason,
    }),
    reportCount: t.int({
      nullable: true,
      description: "How many accounts reported it (staff only; null for anyone else).",
      select: { _count: { select: { reports: true } } },
      resolve: (review, _args, ctx) => (isStaff(ctx) ? review._count.reports : null),
    }),
    viewerMayReply: t.boolean({
      description: "Whether the viewer may reply to it now: its provider's account, and no reply yet.",
      select: { providerId: true, reply: true },
      resolve: (review, _args, ctx) => mayReplyTo(ctx, review),
    }),
    helpfulCount: t.exposeInt("helpfulCount", { description: "How many accounts found it helpful." }),
    viewerFoundHelpful: t.boolean({
      nullable: true,
      description: "Whether the viewer marked it helpful; null for whoever may not (a visitor, its author).",
      select: (_args, ctx) => ({ authorId: true, votes: viewerVoteSelect(ctx) }),
      resolve: (review, _args, ctx) => viewerFoundHelpful(ctx, review),
    }),
    viewerHasReported: t.boolean({
      nullable: true,
      description: "Whether the viewer has reported it to staff; null for a visitor.",
      select: (_args, ctx) => ({ reports: viewerReportSelect(ctx) }),
      resolve: (review, _args, ctx) => viewerHasReported(ctx, review.reports),
    }),
    editableUntil: t.field({
      type: "DateTime",
      nullable: true,
      description: "Until when the viewer, its author, may still change it; null for anyone else or once closed.",
      select: { authorId: true, createdAt: true },
      resolve: (review, _args, ctx) => editableUntilFor(ctx, review),
    }),
  }),
});

const ReviewOrderEnum = builder.enumType("ReviewOrder", {
  description: "NEWEST first, or by stars: HIGHEST or LOWEST first (newest first within).",
  values: REVIEW_ORDERS,
});

builder.prismaObjectFields("Provider", (t) => ({
  reviews: t.relatedConnection("reviews", {
    description: "Its published reviews, newest first unless `order` says otherwise; each from a completed booking.",
    cursor: "id",
    totalCount: false,
    args: {
      stars: t.arg.int({ description: "Only the reviews that gave this many stars (1-5)." }),
      order: t.arg({ type: ReviewOrderEnum, defaultValue: "NEWEST" }),
    },
    query: ({ stars, order }) =>
      publishedReviewsQuery(undefined, { stars: stars ?? undefined, order: order ?? undefined }),
  }),
}));

builder.prismaObjectFields("Booking", (t) => ({
  review: t.relation("review", { nullable: true, description: "Its customer's review, once written." }),
  reviewableUntil: t.field({
    type: "DateTime",
    nullable: true,
    description:
      "Until when the viewer, its customer, may review it (completed, within the window, not yet reviewed); null otherwise.",
    select: { providerId: true, customerId: true, status: true, completedAt: true, review: { select: { id: true } } },
    resolve: (booking, _args, ctx) => (booking.review ? null : reviewableUntilFor(ctx, booking)),
  }),
}));

builder.queryField("recentReviews", (t) =>
  t.prismaField({
    type: ["Review"],
    authScopes: { public: true },
    args: { first: t.arg.int({ defaultValue: 3 }) },
    resolve: (query, _root, { first }, ctx) =>
      publicFieldData(ctx, "recentReviews", { first }, query, () => listRecentReviews(ctx, { first }, query)),
  }),
);

const ReviewBookingInput = builder.inputType("ReviewBookingInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true, description: "The completed Booking's global id or databaseId." }),
    rating: t.int({ required: true, description: "Whole stars, 1-5." }),
    comment: t.string({
      required: true,
      description: `${REVIEW_LIMITS.commentMin} to ${REVIEW_LIMITS.comment} characters.`,
    }),
    qualityRating: t.int({ description: "1-5, optional." }),
    punctualityRating: t.int({ description: "1-5, optional." }),
    valueRating: t.int({ description: "1-5, optional." }),
  }),
});

const EditReviewInput = builder.inputType("EditReviewInput", {
  fields: (t) => ({
    reviewId: t.id({ required: true, description: "The Review's global id or databaseId." }),
    rating: t.int({ required: true, description: "Whole stars, 1-5." }),
    comment: t.string({ required: true }),
    qualityRating: t.int(),
    punctualityRating: t.int(),
    valueRating: t.int(),
  }),
});

export const ReviewPayload = builder.objectRef<{ reviewId: number }>("ReviewPayload").implement({
  description: "The review as written; its provider's rating and reviewCount already count it.",
  fields: (t) => ({
    review: t.prismaField({
      type: "Review",
      resolve: (query, { reviewId }, _args, ctx) =>
        ctx.db.review.findUniqueOrThrow({ ...query, where: { id: reviewId } }),
    }),
    booking: t.prismaField({
      type: "Booking",
      nullable: true,
      description:
        "The reviewed booking, for its author (no longer reviewable, its review shown); null for anyone else.",
      resolve: (query, { reviewId }, _args, ctx) =>
        ctx.viewer
          ? ctx.db.booking.findFirst({ ...query, where: { review: { id: reviewId }, customerId: ctx.viewer.userId } })
          : null,
    }),
  }),
});

const REVIEW_ERRORS = [ValidationError, ConflictError, ForbiddenError, NotFoundError];

builder.mutationField("reviewBooking", (t) =>
  t.field({
    type: ReviewPayload,
    description:
      "Review a completed booking: its customer only, once, within 30 days of completion. The same review sent " +
      "again answers the first; a different second review is a ConflictError.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ReviewBookingInput, required: true }) },
    errors: { types: REVIEW_ERRORS, union: { name: "ReviewBookingResult" } },
    resolve: async (_root, { input: { bookingId, ...fields } }, ctx) => {
      const { review } = await reviewBooking(ctx, databaseIdOf("Booking", bookingId), fields);
      return { reviewId: review.id };
    },
  }),
);

builder.mutationField("editReview", (t) =>
  t.field({
    type: ReviewPayload,
    description: "Change one's own review, within 48 hours of writing it.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: EditReviewInput, required: true }) },
    errors: { types: REVIEW_ERRORS, union: { name: "EditReviewResult" } },
    resolve: async (_root, { input: { reviewId, ...fields } }, ctx) => {
      const review = await editReview(ctx, databaseIdOf("Review", reviewId), fields);
      return { reviewId: review.id };
    },
  }),
);

builder.mutationField("markReviewHelpful", (t) =>
  t.field({
    type: ReviewPayload,
    description:
      "Say a published review was helpful (helpful: true) or take it back (false): anyone signed in but its " +
      "author, once per account; the same vote again changes nothing.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("MarkReviewHelpfulInput", {
          fields: (f) => ({
            reviewId: f.id({ required: true, description: "The Review's global id or databaseId." }),
            helpful: f.boolean({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: REVIEW_ERRORS, union: { name: "MarkReviewHelpfulResult" } },
    resolve: async (_root, { input: { reviewId, helpful } }, ctx) => {
      const review = await setReviewHelpful(ctx, databaseIdOf("Review", reviewId), helpful);
      return { reviewId: review.id };
    },
  }),
);

builder.mutationField("replyToReview", (t) =>
  t.field({
    type: ReviewPayload,
    description: "The reviewed provider's one public reply to a review.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("ReplyToReviewInput", {
          fields: (f) => ({
            reviewId: f.id({ required: true, description: "The Review's global id or databaseId." }),
            reply: f.string({ required: true, description: `Up to ${REVIEW_LIMITS.reply} characters.` }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: REVIEW_ERRORS, union: { name: "ReplyToReviewResult" } },
    resolve: async (_root, { input: { reviewId, reply } }, ctx) => {
      const review = await replyToReview(ctx, databaseIdOf("Review", reviewId), { reply });
      return { reviewId: review.id };
    },
  }),
);
