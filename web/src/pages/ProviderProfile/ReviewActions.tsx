import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { REVIEW_LIMITS } from "../../../../shared/reviews/review-limits";
import { button } from "../../components/Button/Button.css";
import { decisionOutcome } from "../../components/NoteDialog/decisionOutcome";
import { NoteDialog } from "../../components/NoteDialog/NoteDialog";
import { toast } from "../../components/Toast/useToast";
import type { ReviewActions_review$key } from "./__generated__/ReviewActions_review.graphql";
import type { ReviewActionsHelpfulMutation } from "./__generated__/ReviewActionsHelpfulMutation.graphql";
import type { ReviewActionsReplyMutation } from "./__generated__/ReviewActionsReplyMutation.graphql";
import type { ReviewActionsReportMutation } from "./__generated__/ReviewActionsReportMutation.graphql";
import * as styles from "./ProviderProfilePage.css";

// The answers carry what changed on the review, so the list shows it from the store at once.
const reportMutation = graphql`
  mutation ReviewActionsReportMutation($input: ReviewReasonInput!) {
    reportReview(input: $input) {
      __typename
      ... on ReviewPayload {
        review {
          id
          viewerHasReported
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const replyMutation = graphql`
  mutation ReviewActionsReplyMutation($input: ReplyToReviewInput!) {
    replyToReview(input: $input) {
      __typename
      ... on ReviewPayload {
        review {
          id
          reply
          viewerMayReply
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const helpfulMutation = graphql`
  mutation ReviewActionsHelpfulMutation($input: MarkReviewHelpfulInput!) {
    markReviewHelpful(input: $input) {
      __typename
      ... on ReviewPayload {
        review {
          id
          helpfulCount
          viewerFoundHelpful
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "providerProfile.review.actionFailed.title" },
  description: { id: "providerProfile.review.actionFailed.description" },
  variant: "destructive",
} as const;

type Open = "report" | "reply" | null;

/**
 * What the reader may do with a review: anyone signed in but its author finds it helpful;
 * its provider replies once; anyone signed in reports it.
 */
export function ReviewActions({ review, author }: { review: ReviewActions_review$key; author: string }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ReviewActions_review on Review {
        id
        helpfulCount
        viewerFoundHelpful
        viewerMayReply
        viewerHasReported
      }
    `,
    review,
  );
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, isReporting] = useMutation<ReviewActionsReportMutation>(reportMutation);
  const [reply, isReplying] = useMutation<ReviewActionsReplyMutation>(replyMutation);
  const [markHelpful, isMarking] = useMutation<ReviewActionsHelpfulMutation>(helpfulMutation);

  const close = () => {
    setOpen(null);
    setError(null);
  };
  const settle = (result: { readonly __typename: string; readonly message?: string | null }, done: () => void) => {
    const outcome = decisionOutcome(result, "ReviewPayload");
    if (outcome.kind === "invalid") return setError(outcome.message);
    close();
    if (outcome.kind === "done") done();
    else toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
  };

  const toggleHelpful = () => {
    const helpful = !data.viewerFoundHelpful;
    markHelpful({
      variables: { input: { reviewId: data.id, helpful } },
      // Counted at once; the answer sets the true count.
      optimisticResponse: {
        markReviewHelpful: {
          __typename: "ReviewPayload",
          review: { id: data.id, helpfulCount: data.helpfulCount + (helpful ? 1 : -1), viewerFoundHelpful: helpful },
        },
      },
      onCompleted: ({ markReviewHelpful: result }) => {
        if (result.__typename !== "ReviewPayload")
          toast({ ...FAILED, ...(result.message && { description: result.message }) });
      },
      onError: () => void toast(FAILED),
    });
  };

  return (
    <div className={styles.reviewActions}>
      {data.viewerFoundHelpful === null ? (
        data.helpfulCount > 0 && (
          <span className={styles.muted}>
            <FormattedMessage id="providerProfile.review.helpfulCount" values={{ count: data.helpfulCount }} />
          </span>
        )
      ) : (
        <button
          type="button"
          className={styles.helpfulButton}
          aria-pressed={data.viewerFoundHelpful}
          disabled={isMarking}
          onClick={toggleHelpful}
        >
          <FormattedMessage id="providerProfile.review.helpful" values={{ count: data.helpfulCount }} />
        </button>
      )}
      {data.viewerMayReply && (
        <button type="button" className={button({ variant: "secondary", size: "sm" })} onClick={() => setOpen("reply")}>
          <FormattedMessage id="providerProfile.review.reply" />
        </button>
      )}
      {data.viewerHasReported === true && (
        <span className={styles.muted}>
          <FormattedMessage id="providerProfile.review.reported" />
        </span>
      )}
      {data.viewerHasReported === false && (
        <button
          type="button"
          className={styles.reportButton}
          onClick={() => setOpen("report")}
          aria-label={intl.formatMessage({ id: "providerProfile.review.report.label" }, { author })}
        >
          <FormattedMessage id="providerProfile.review.report" />
        </button>
      )}

      <NoteDialog
        open={open === "reply"}
        onClose={close}
        title={intl.formatMessage({ id: "providerProfile.replyDialog.title" }, { author })}
        description={intl.formatMessage({ id: "providerProfile.replyDialog.description" })}
        label={intl.formatMessage({ id: "providerProfile.replyDialog.label" })}
        required
        confirmLabel={intl.formatMessage({ id: "providerProfile.replyDialog.submit" })}
        submittingLabel={intl.formatMessage({ id: "providerProfile.replyDialog.submitting" })}
        tone="approve"
        submitting={isReplying}
        error={error}
        maxLength={REVIEW_LIMITS.reply}
        onSubmit={(text) => {
          if (text === null) return;
          reply({
            variables: { input: { reviewId: data.id, reply: text } },
            onCompleted: ({ replyToReview }) =>
              settle(replyToReview, () => toast({ title: { id: "providerProfile.replyDialog.done" } })),
            onError: () => void toast(FAILED),
          });
        }}
      />
      <NoteDialog
        open={open === "report"}
        onClose={close}
        title={intl.formatMessage({ id: "providerProfile.reportDialog.title" }, { author })}
        description={intl.formatMessage({ id: "providerProfile.reportDialog.description" })}
        label={intl.formatMessage({ id: "providerProfile.reportDialog.label" })}
        required
        confirmLabel={intl.formatMessage({ id: "providerProfile.reportDialog.submit" })}
        submittingLabel={intl.formatMessage({ id: "providerProfile.reportDialog.submitting" })}
        tone="reject"
        submitting={isReporting}
        error={error}
        maxLength={REVIEW_LIMITS.reason}
        onSubmit={(text) => {
          if (text === null) return;
          report({
            variables: { input: { reviewId: data.id, reason: text } },
            onCompleted: ({ reportReview }) =>
              settle(reportReview, () =>
                toast({
                  title: { id: "providerProfile.reportDialog.done.title" },
                  description: { id: "providerProfile.reportDialog.done.description" },
                }),
              ),
            onError: () => void toast(FAILED),
          });
        }}
      />
    </div>
  );
}
