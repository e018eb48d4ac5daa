// The review form apart from React: its fields in the order shown, and its check with the
// server's own schema (shared/reviews/review.ts), so the same words appear under the same
// fields before anything is sent.
import { reviewFields, type ReviewFields } from "../../../../shared/reviews/review";
import { fieldErrorsOf, type FieldErrors } from "../../lib/forms/fieldErrors";

export const REVIEW_FIELDS = ["rating", "qualityRating", "punctualityRating", "valueRating", "comment"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export const SUB_SCORES = ["qualityRating", "punctualityRating", "valueRating"] as const;
export type SubScore = (typeof SUB_SCORES)[number];

/** As the controls hold them: a star count as text ("" for none), the comment as typed. */
export type ReviewFormValues = Record<ReviewField, string>;

export const EMPTY_REVIEW: ReviewFormValues = {
  rating: "",
  qualityRating: "",
  punctualityRating: "",
  valueRating: "",
  comment: "",
};

export type ReviewCheck = { ok: true; input: ReviewFields } | { ok: false; errors: FieldErrors<ReviewField> };

const starsOf = (text: string) => (text === "" ? null : Number(text));

export function checkReviewForm(values: ReviewFormValues): ReviewCheck {
  const result = reviewFields.safeParse({
    rating: values.rating === "" ? undefined : Number(values.rating),
    comment: values.comment,
    qualityRating: starsOf(values.qualityRating),
    punctualityRating: starsOf(values.punctualityRating),
    valueRating: starsOf(values.valueRating),
  });
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues, REVIEW_FIELDS) };
}
