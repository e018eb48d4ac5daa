import { describe, expect, it } from "vitest";
import { REVIEW_COMMENT_TOO_SHORT, REVIEW_STARS_MESSAGE } from "../../../../shared/reviews/review";
import { checkReviewForm, EMPTY_REVIEW } from "./reviewForm";

describe("checkReviewForm", () => {
  it("asks for the stars and a comment, each under its own field", () => {
    expect(checkReviewForm(EMPTY_REVIEW)).toEqual({
      ok: false,
      errors: { rating: REVIEW_STARS_MESSAGE, comment: REVIEW_COMMENT_TOO_SHORT },
    });
  });

  it("sends whole stars as numbers and the sub-scores left out as none", () => {
    expect(
      checkReviewForm({ ...EMPTY_REVIEW, rating: "4", valueRating: "5", comment: "  Quick and careful work.  " }),
    ).toEqual({
      ok: true,
      input: {
        rating: 4,
        comment: "Quick and careful work.",
        qualityRating: null,
        punctualityRating: null,
        valueRating: 5,
      },
    });
  });

  it("refuses a sub-score outside 1 to 5 with the stars' words", () => {
    const check = checkReviewForm({ ...EMPTY_REVIEW, rating: "5", punctualityRating: "7", comment: "On time, tidy." });
    expect(check).toEqual({ ok: false, errors: { punctualityRating: REVIEW_STARS_MESSAGE } });
  });
});
