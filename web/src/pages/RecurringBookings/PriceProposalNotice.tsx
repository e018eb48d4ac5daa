import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { toast } from "../../components/Toast/useToast";
import { formatCents } from "../../lib/bookingFormat";
import type { PriceProposalNotice_schedule$key } from "./__generated__/PriceProposalNotice_schedule.graphql";
import type { PriceProposalNoticeAnswerMutation } from "./__generated__/PriceProposalNoticeAnswerMutation.graphql";
import * as styles from "./RecurringBookingsPage.css";

// The answer carries the card's fields: its price and this notice follow from them alone.
const answerMutation = graphql`
  mutation PriceProposalNoticeAnswerMutation($input: AnswerSchedulePriceProposalInput!) {
    answerSchedulePriceProposal(input: $input) {
      __typename
      ... on AnswerSchedulePriceProposalPayload {
        recurringSchedule {
          ...RecurringScheduleCard_schedule
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "recurringBookings.proposal.failed.title" },
  description: { id: "recurringBookings.toast.failed.description" },
  variant: "destructive",
} as const;

interface PriceProposalNoticeProps {
  schedule: PriceProposalNotice_schedule$key;
  /** The viewer's own schedule, whose proposal they answer; staff looking at a customer's only see it. */
  own: boolean;
  /** Someone changed it meanwhile (a newer proposal, another tab): show it as it is now. */
  onStale: () => void;
}

/**
 * The provider's new price per visit, waiting for the customer: old and new price, and
 * Accept or Decline, each confirmed first. Nothing shows when there is no open proposal.
 */
export function PriceProposalNotice({ schedule, own, onStale }: PriceProposalNoticeProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment PriceProposalNotice_schedule on RecurringSchedule {
        provider {
          name
        }
        openPriceProposal {
          id
          proposedPrice
          previousPrice
        }
      }
    `,
    schedule,
  );
  const [commit, answering] = useMutation<PriceProposalNoticeAnswerMutation>(answerMutation);
  const [confirming, setConfirming] = useState<"accept" | "decline" | null>(null);
  const proposal = data.openPriceProposal;
  if (!proposal) return null;

  const values = {
    provider: data.provider.name,
    previous: formatCents(proposal.previousPrice, intl),
    proposed: formatCents(proposal.proposedPrice, intl),
  };

  function answer(accept: boolean) {
    commit({
      variables: { input: { proposalId: proposal!.id, accept } },
      onCompleted: ({ answerSchedulePriceProposal: outcome }) => {
        setConfirming(null);
        if (outcome.__typename === "AnswerSchedulePriceProposalPayload") {
          toast({
            title: { id: accept ? "recurringBookings.proposal.accepted" : "recurringBookings.proposal.declined" },
          });
          return;
        }
        toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
        if (outcome.__typename === "ConflictError") onStale();
      },
      onError: () => {
        setConfirming(null);
        toast(FAILED);
      },
    });
  }

  return (
    <section className={styles.proposal} aria-label={intl.formatMessage({ id: "recurringBookings.proposal.heading" })}>
      <p>
        <FormattedMessage id="recurringBookings.proposal.message" values={values} />
      </p>
      {own && (
        <div className={styles.proposalActions}>
          <button
            type="button"
            className={button({ variant: "primary", size: "sm" })}
            aria-haspopup="dialog"
            disabled={answering}
            onClick={() => setConfirming("accept")}
          >
            <FormattedMessage id="recurringBookings.proposal.accept" />
          </button>
          <button
            type="button"
            className={button({ variant: "secondary", size: "sm" })}
            aria-haspopup="dialog"
            disabled={answering}
            onClick={() => setConfirming("decline")}
          >
            <FormattedMessage id="recurringBookings.proposal.decline" />
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={intl.formatMessage({
          id:
            confirming === "decline"
              ? "recurringBookings.proposal.declineTitle"
              : "recurringBookings.proposal.acceptTitle",
        })}
        description={intl.formatMessage(
          {
            id:
              confirming === "decline"
                ? "recurringBookings.proposal.declineDescription"
                : "recurringBookings.proposal.acceptDescription",
          },
          values,
        )}
        cancelLabel={intl.formatMessage({ id: "recurringBookings.proposal.back" })}
        confirmLabel={intl.formatMessage({
          id: confirming === "decline" ? "recurringBookings.proposal.decline" : "recurringBookings.proposal.accept",
        })}
        submittingLabel={intl.formatMessage({ id: "recurringBookings.proposal.answering" })}
        submitting={answering}
        onConfirm={() => answer(confirming === "accept")}
      />
    </section>
  );
}
