import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { REVIEW_LIMITS } from "../../../../shared/reviews/review";
import { button } from "../../components/Button/Button.css";
import { decisionOutcome } from "../../components/NoteDialog/decisionOutcome";
import { NoteDialog } from "../../components/NoteDialog/NoteDialog";
import { StaffBadge } from "../../components/StaffBadge/StaffBadge";
import { StaffCard } from "../../components/StaffCard/StaffCard";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import { StarRating } from "../../components/StarRating/StarRating";
import { toast } from "../../components/Toast/useToast";
import type { AdminReviewCard_review$key } from "./__generated__/AdminReviewCard_review.graphql";
import type { AdminReviewCardHideMutation } from "./__generated__/AdminReviewCardHideMutation.graphql";
import type { AdminReviewCardRestoreMutation } from "./__generated__/AdminReviewCardRestoreMutation.graphql";
import * as styles from "./AdminReviewsPage.css";

// The answers carry the review as it now is: its card changes in place, and so does its
// provider's rating wherever the store holds it.
const hideMutation = graphql`
  mutation AdminReviewCardHideMutation($input: ReviewReasonInput!) {
    hideReview(input: $input) {
      __typename
      ... on ReviewPayload {
        review {
          ...AdminReviewCard_review
          provider {
            rating
            reviewCount
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation AdminReviewCardRestoreMutation($input: ReviewReasonInput!) {
    restoreReview(input: $input) {
      __typename
      ... on ReviewPayload {
        review {
          ...AdminReviewCard_review
          provider {
            rating
            reviewCount
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "adminReviews.toast.failed.title" },
  description: { id: "adminReviews.toast.failed.description" },
  variant: "destructive",
} as const;

/** One reported review: what it says, why it was reported, and Hide or Restore with a reason. */
export function AdminReviewCard({ review }: { review: AdminReviewCard_review$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminReviewCard_review on Review {
        id
        customerName
        rating
        comment
        createdAt
        hidden
        hiddenReason
        reportCount
        reports {
          reason
          createdAt
        }
        provider {
          name
          profilePath
        }
      }
    `,
    review,
  );
  const [deciding, setDeciding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hide, isHiding] = useMutation<AdminReviewCardHideMutation>(hideMutation);
  const [restore, isRestoring] = useMutation<AdminReviewCardRestoreMutation>(restoreMutation);
  const move = data.hidden ? "restore" : "hide";

  function decide(reason: string | null) {
    if (reason === null) return;
    setError(null);
    const input = { reviewId: data.id, reason };
    const settle = (result: { readonly __typename: string; readonly message?: string | null }) => {
      const outcome = decisionOutcome(result, "ReviewPayload");
      if (outcome.kind === "invalid") return setError(outcome.message);
      setDeciding(false);
      if (outcome.kind === "done") toast({ title: { id: `adminReviews.toast.${move}` } });
      else toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
    };
    if (move === "hide") {
      hide({
        variables: { input },
        onCompleted: ({ hideReview }) => settle(hideReview),
        onError: () => void toast(FAILED),
      });
    } else {
      restore({
        variables: { input },
        onCompleted: ({ restoreReview }) => settle(restoreReview),
        onError: () => void toast(FAILED),
      });
    }
  }

  return (
    <StaffCard
      heading={
        <FormattedMessage
          id="adminReviews.card.heading"
          values={{
            author: data.customerName,
            provider: <Link to={data.provider.profilePath}>{data.provider.name}</Link>,
          }}
        />
      }
      badge={
        <StaffBadge tone={data.hidden ? "danger" : "success"}>
          <FormattedMessage id={data.hidden ? "adminReviews.card.hidden" : "adminReviews.card.shown"} />
        </StaffBadge>
      }
      meta={
        <span className={styles.meta}>
          <StarRating rating={data.rating} size="sm" />
          <StaffDate value={data.createdAt} />
          <FormattedMessage id="adminReviews.card.reportCount" values={{ count: data.reportCount ?? 0 }} />
        </span>
      }
      actions={
        <button
          type="button"
          className={button({ variant: data.hidden ? "secondary" : "primary", size: "sm" })}
          onClick={() => setDeciding(true)}
        >
          <FormattedMessage id={data.hidden ? "adminReviews.restore" : "adminReviews.hide"} />
        </button>
      }
    >
      <p className={styles.comment}>{data.comment}</p>
      {data.hidden && data.hiddenReason && (
        <p className={styles.meta}>
          <FormattedMessage id="adminReviews.card.hiddenBecause" values={{ reason: data.hiddenReason }} />
        </p>
      )}
      <ul className={styles.reports} aria-label={intl.formatMessage({ id: "adminReviews.card.reports" })}>
        {(data.reports ?? []).map((report, index) => (
          <li key={index}>
            <FormattedMessage
              id="adminReviews.card.report"
              values={{ date: <StaffDate value={report.createdAt} />, reason: report.reason }}
            />
          </li>
        ))}
      </ul>
      <NoteDialog
        open={deciding}
        onClose={() => {
          setDeciding(false);
          setError(null);
        }}
        title={intl.formatMessage({ id: `adminReviews.dialog.${move}.title` }, { author: data.customerName })}
        description={intl.formatMessage({ id: `adminReviews.dialog.${move}.description` })}
        label={intl.formatMessage({ id: "adminReviews.dialog.reason" })}
        required
        confirmLabel={intl.formatMessage({ id: data.hidden ? "adminReviews.restore" : "adminReviews.hide" })}
        submittingLabel={intl.formatMessage({ id: "adminReviews.dialog.submitting" })}
        tone={data.hidden ? "approve" : "reject"}
        submitting={isHiding || isRestoring}
        error={error}
        maxLength={REVIEW_LIMITS.reason}
        onSubmit={decide}
      />
    </StaffCard>
  );
}
