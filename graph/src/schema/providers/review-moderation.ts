// Keeping reviews honest in GraphQL: anyone signed in reports a review, staff hide or restore
// it with a reason, and see the reported ones (services/reviews/moderate-review.ts).
import { builder } from "../../builder.ts";
import { isStaff } from "../../services/accounts/access.ts";
import { NotFoundError, ValidationError } from "../../services/errors.ts";
import { reportReview, setReviewHidden } from "../../services/reviews/moderate-review.ts";
import { listReportedReviews } from "../../services/reviews/reviews.ts";
import { REVIEW_LIMITS } from "../../../../shared/reviews/review.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";
import { ReviewPayload } from "./review.ts";

/** Reports staff read on a review's card: the rest only add to its count. */
const REPORTS_SHOWN = 10;

const ReviewReasonInput = builder.inputType("ReviewReasonInput", {
  description: "A review and why: reported, hidden or restored.",
  fields: (t) => ({
    reviewId: t.id({ required: true, description: "The Review's global id or databaseId." }),
    reason: t.string({
      required: true,
      description: `${REVIEW_LIMITS.reasonMin} to ${REVIEW_LIMITS.reason} characters.`,
    }),
  }),
});

builder.mutationField("reportReview", (t) =>
  t.field({
    type: ReviewPayload,
    description:
      "Tell staff a review breaks the guidelines: anyone signed in, once per review (a second report changes nothing).",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ReviewReasonInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError], union: { name: "ReportReviewResult" } },
    resolve: async (_root, { input: { reviewId, reason } }, ctx) => {
      const { report } = await reportReview(ctx, databaseIdOf("Review", reviewId), { reason });
      return { reviewId: report.reviewId };
    },
  }),
);

for (const [field, hidden, description] of [
  ["hideReview", true, "Take a review out of view and out of the provider's rating, with the reason (staff; audited)."],
  ["restoreReview", false, "Put a hidden review back, with the reason (staff; audited)."],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: ReviewPayload,
      description,
      authScopes: { admin: true },
      args: { input: t.arg({ type: ReviewReasonInput, required: true }) },
      errors: {
        types: [ValidationError, NotFoundError],
        union: { name: `${field[0]!.toUpperCase()}${field.slice(1)}Result` },
      },
      resolve: async (_root, { input: { reviewId, reason } }, ctx) => {
        const review = await setReviewHidden(ctx, databaseIdOf("Review", reviewId), hidden, { reason });
        return { reviewId: review.id };
      },
    }),
  );
}

/** A report as staff read it: why, and when (who is kept from the page). */
const ReviewReportRef = builder.objectRef<{ reason: string; createdAt: Date }>("ReviewReport").implement({
  fields: (t) => ({
    reason: t.exposeString("reason"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields("Review", (t) => ({
  reports: t.field({
    type: [ReviewReportRef],
    nullable: true,
    description: `Why it was reported, newest first (the latest ${REPORTS_SHOWN}); staff only, null for anyone else.`,
    select: { reports: { select: { reason: true, createdAt: true }, orderBy: { id: "desc" }, take: REPORTS_SHOWN } },
    resolve: (review, _args, ctx) => (isStaff(ctx) ? review.reports : null),
  }),
}));

builder.queryField("reportedReviews", (t) =>
  t.prismaConnection(
    {
      type: "Review",
      cursor: "id",
      description: "Reviews someone reported, hidden or not, newest review first (staff only).",
      authScopes: { admin: true },
      resolve: (query, _root, { after, before }, ctx) => {
        assertIdCursors(after, before);
        return listReportedReviews(ctx, query);
      },
    },
    { name: "ReportedReviewConnection" },
    { name: "ReportedReviewEdge" },
  ),
);
