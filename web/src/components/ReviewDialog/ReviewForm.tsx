import { useId, useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { REVIEW_LIMITS, type ReviewFields } from "../../../../shared/reviews/review";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import * as formStyles from "../../styles/form.css";
import * as form from "../BookingDialog/BookingDialog.css";
import { DialogFormActions } from "../DialogFrame/DialogFormActions";
import { Choice, Field, FieldGroup } from "../Field/Field";
import {
  checkReviewForm,
  EMPTY_REVIEW,
  REVIEW_FIELDS,
  type ReviewField,
  type ReviewFormValues,
  SUB_SCORES,
  type SubScore,
} from "./reviewForm";
import * as styles from "./ReviewDialog.css";

const STARS = [1, 2, 3, 4, 5] as const;

const SUB_SCORE_LABELS = {
  qualityRating: "reviewDialog.quality",
  punctualityRating: "reviewDialog.punctuality",
  valueRating: "reviewDialog.value",
} as const satisfies Record<SubScore, string>;

/** What the server said of a sent review: words under fields, or one message above them. */
export interface ReviewRefusal {
  message: string;
  fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }> | null;
}

interface ReviewFormProps {
  submitting: boolean;
  /** Sends the checked review; `refuse` shows the server's refusal in the form. */
  onSubmit: (input: ReviewFields, refuse: (refusal: ReviewRefusal) => void) => void;
}

/**
 * Stars (required), three optional sub-scores and a comment, checked with the server's own
 * schema before anything is sent; the server's refusal shows where it belongs.
 */
export function ReviewForm({ submitting, onSubmit }: ReviewFormProps) {
  const baseId = useId();
  const idOf = (field: ReviewField) => `${baseId}-${field}`;
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({});
  const [alert, setAlert] = useState<string | null>(null);

  function showErrors(next: FieldErrors<ReviewField>) {
    setErrors(next);
    const first = firstInvalidField(next, REVIEW_FIELDS);
    // The stars are a group: its first choice takes the focus.
    const target = first === "rating" ? `${idOf("rating")}-1` : first && idOf(first);
    if (target) document.getElementById(target)?.focus();
  }

  function set(field: ReviewField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    const check = checkReviewForm(values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    onSubmit(check.input, (refusal) => {
      const fromServer = fieldErrorsOf(refusal.fieldErrors ?? [], REVIEW_FIELDS);
      if (Object.keys(fromServer).length > 0) showErrors(fromServer);
      else setAlert(refusal.message);
    });
  }

  return (
    // noValidate: the schema's words, under their fields, rather than the browser's bubbles.
    <form className={form.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <div className={form.fields}>
        {alert && (
          <p role="alert" className={formStyles.alert}>
            {alert}
          </p>
        )}
        <FieldGroup
          id={idOf("rating")}
          role="radiogroup"
          label={<FormattedMessage id="reviewDialog.rating.legend" />}
          error={errors.rating}
          required
          requiredMarker
        >
          <div className={styles.stars}>
            {STARS.map((stars) => (
              <Choice
                key={stars}
                id={`${idOf("rating")}-${stars}`}
                type="radio"
                name={`${baseId}-rating`}
                value={String(stars)}
                checked={values.rating === String(stars)}
                disabled={submitting}
                onChange={() => set("rating", String(stars))}
                label={<FormattedMessage id="reviewDialog.rating.option" values={{ stars }} />}
              />
            ))}
          </div>
        </FieldGroup>
        <div className={styles.subScores}>
          {SUB_SCORES.map((score) => (
            <Field
              key={score}
              id={idOf(score)}
              label={<FormattedMessage id={SUB_SCORE_LABELS[score]} />}
              error={errors[score]}
            >
              {(control) => (
                <select
                  {...control}
                  name={score}
                  value={values[score]}
                  disabled={submitting}
                  onChange={(event) => set(score, event.target.value)}
                  className={formStyles.select}
                >
                  <option value="">
                    <FormattedMessage id="reviewDialog.subScore.none" />
                  </option>
                  {STARS.map((stars) => (
                    <option key={stars} value={String(stars)}>
                      <FormattedMessage id="reviewDialog.rating.option" values={{ stars }} />
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
        </div>
        <Field
          id={idOf("comment")}
          label={<FormattedMessage id="reviewDialog.comment.label" />}
          hint={
            <FormattedMessage
              id="reviewDialog.comment.hint"
              values={{ min: REVIEW_LIMITS.commentMin, max: REVIEW_LIMITS.comment }}
            />
          }
          error={errors.comment}
          required
          requiredMarker
        >
          {(control) => (
            <textarea
              {...control}
              name="comment"
              rows={5}
              maxLength={REVIEW_LIMITS.comment}
              value={values.comment}
              disabled={submitting}
              onChange={(event) => set("comment", event.target.value)}
              className={formStyles.textarea}
            />
          )}
        </Field>
        <p className={form.note}>
          <FormattedMessage id="reviewDialog.note" />
        </p>
      </div>
      <DialogFormActions
        cancelLabel={<FormattedMessage id="reviewDialog.cancel" />}
        submitLabel={<FormattedMessage id={submitting ? "reviewDialog.submitting" : "reviewDialog.submit"} />}
        submitting={submitting}
      />
    </form>
  );
}
