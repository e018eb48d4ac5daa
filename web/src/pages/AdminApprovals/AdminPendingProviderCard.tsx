import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";
import { button } from "../../components/Button/Button.css";
import { StaffBadge } from "../../components/StaffBadge/StaffBadge";
import { StaffCard } from "../../components/StaffCard/StaffCard";
import { decisionOutcome, typedText } from "../../components/NoteDialog/decisionOutcome";
import { NoteDialog } from "../../components/NoteDialog/NoteDialog";
import { needsStepUp } from "../../components/StepUpDialog/stepUp";
import { useStepUp } from "../../components/StepUpDialog/useStepUp";
import { toast } from "../../components/Toast/useToast";
import type { AdminPendingProviderCard_provider$key } from "./__generated__/AdminPendingProviderCard_provider.graphql";
import type { AdminPendingProviderCardApproveMutation } from "./__generated__/AdminPendingProviderCardApproveMutation.graphql";
import type { AdminPendingProviderCardRejectMutation } from "./__generated__/AdminPendingProviderCardRejectMutation.graphql";
import { AdminPendingProviderTabs } from "./AdminPendingProviderTabs";
import * as styles from "./AdminApprovalsPage.css";

// A decided provider leaves the pending list (@deleteEdge), from the mutation's answer alone.
const approveMutation = graphql`
  mutation AdminPendingProviderCardApproveMutation($input: ApproveProviderInput!, $connections: [ID!]!) {
    approveProvider(input: $input) {
      __typename
      ... on ProviderDecisionPayload {
        provider {
          id @deleteEdge(connections: $connections)
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const rejectMutation = graphql`
  mutation AdminPendingProviderCardRejectMutation($input: RejectProviderInput!, $connections: [ID!]!) {
    rejectProvider(input: $input) {
      __typename
      ... on ProviderDecisionPayload {
        provider {
          id @deleteEdge(connections: $connections)
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

// Spec sections 5 and 8 "Provider approval".
const APPROVER_REQUIRED = {
  title: { id: "adminApprovals.toast.approverRequired.title" },
  description: { id: "adminApprovals.toast.approverRequired.description" },
  variant: "destructive",
} as const;
const APPROVED = {
  title: { id: "adminApprovals.toast.approved.title" },
  description: { id: "adminApprovals.toast.approved.description" },
} as const;
const APPROVAL_FAILED = {
  title: { id: "adminApprovals.toast.approvalFailed.title" },
  description: { id: "adminApprovals.toast.approvalFailed.description" },
  variant: "destructive",
} as const;
const REJECTED = {
  title: { id: "adminApprovals.toast.rejected.title" },
  description: { id: "adminApprovals.toast.rejected.description" },
} as const;
const REJECTION_FAILED = {
  title: { id: "adminApprovals.toast.rejectionFailed.title" },
  description: { id: "adminApprovals.toast.rejectionFailed.description" },
  variant: "destructive",
} as const;

// The server keeps reasons of up to this many characters.
const REASON_MAX = 2000;

interface AdminPendingProviderCardProps {
  provider: AdminPendingProviderCard_provider$key;
  /** The pending list, which a decided provider leaves. */
  connectionId: string;
  approver: string;
}

/** One pending provider, in tabs, with Approve and Reject. */
export function AdminPendingProviderCard({ provider, connectionId, approver }: AdminPendingProviderCardProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminPendingProviderCard_provider on Provider {
        id
        name
        ...AdminPendingProviderTabs_provider
      }
    `,
    provider,
  );
  const [approve, isApproving] = useMutation<AdminPendingProviderCardApproveMutation>(approveMutation);
  const [reject, isRejecting] = useMutation<AdminPendingProviderCardRejectMutation>(rejectMutation);
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = isApproving || isRejecting;
  const stepUp = useStepUp();

  // Decided elsewhere meanwhile (a ConflictError), or gone: it is not pending any more either.
  const dropIfGone = (store: RecordSourceSelectorProxy, typename: string | undefined) => {
    if (typename !== "ConflictError" && typename !== "NotFoundError") return;
    const connection = store.get(connectionId);
    if (connection) ConnectionHandler.deleteNode(connection, data.id);
  };

  function onApprove(steppedUp = false) {
    const approvedBy = typedText(approver);
    if (approvedBy === null) {
      toast(APPROVER_REQUIRED);
      return;
    }
    approve({
      variables: { input: { providerId: data.id, approvedBy }, connections: [connectionId] },
      updater: (store, response) => dropIfGone(store, response?.approveProvider.__typename),
      onCompleted({ approveProvider: result }) {
        // The code first, then the same decision once more.
        if (needsStepUp(result) && !steppedUp) {
          stepUp.ask(() => onApprove(true));
          return;
        }
        const outcome = decisionOutcome(result, "ProviderDecisionPayload");
        if (outcome.kind === "done") toast(APPROVED);
        else toast({ ...APPROVAL_FAILED, ...(outcome.message && { description: outcome.message }) });
      },
      onError: (error) => {
        if (needsStepUp(error) && !steppedUp) stepUp.ask(() => onApprove(true));
        else toast(APPROVAL_FAILED);
      },
    });
  }

  function onReject(reason: string | null, steppedUp = false) {
    if (reason === null) return;
    setReasonError(null);
    reject({
      variables: { input: { providerId: data.id, reason }, connections: [connectionId] },
      updater: (store, response) => dropIfGone(store, response?.rejectProvider.__typename),
      onCompleted({ rejectProvider: result }) {
        if (needsStepUp(result) && !steppedUp) {
          stepUp.ask(() => onReject(reason, true));
          return;
        }
        const outcome = decisionOutcome(result, "ProviderDecisionPayload");
        if (outcome.kind === "invalid") {
          setReasonError(outcome.message);
          return;
        }
        setRejecting(false);
        if (outcome.kind === "done") toast(REJECTED);
        else toast({ ...REJECTION_FAILED, ...(outcome.message && { description: outcome.message }) });
      },
      // Nothing was decided: the dialog stays open to try again.
      onError: (error) => {
        if (needsStepUp(error) && !steppedUp) stepUp.ask(() => onReject(reason, true));
        else toast(REJECTION_FAILED);
      },
    });
  }

  return (
    <StaffCard
      heading={data.name}
      badge={
        <StaffBadge tone="warning">
          <FormattedMessage id="adminApprovals.status.pending" />
        </StaffBadge>
      }
      actions={
        <>
          <button
            type="button"
            className={button({ variant: "primary", size: "sm" })}
            disabled={busy}
            aria-label={intl.formatMessage({ id: "adminApprovals.approve.label" }, { provider: data.name })}
            onClick={() => onApprove()}
          >
            <FormattedMessage id={isApproving ? "adminApprovals.approving" : "adminApprovals.approve"} />
          </button>
          <button
            type="button"
            className={`${button({ variant: "secondary", size: "sm" })} ${styles.rejectButton}`}
            disabled={busy}
            aria-label={intl.formatMessage({ id: "adminApprovals.reject.label" }, { provider: data.name })}
            onClick={() => {
              setReasonError(null);
              setRejecting(true);
            }}
          >
            <FormattedMessage id="adminApprovals.reject" />
          </button>
        </>
      }
    >
      <AdminPendingProviderTabs provider={data} />

      <NoteDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={intl.formatMessage({ id: "adminApprovals.rejectDialog.title" })}
        description={intl.formatMessage({ id: "adminApprovals.rejectDialog.description" }, { provider: data.name })}
        label={intl.formatMessage({ id: "adminApprovals.rejectDialog.reason" })}
        placeholder={intl.formatMessage({ id: "adminApprovals.rejectDialog.placeholder" })}
        required
        confirmLabel={intl.formatMessage({ id: "adminApprovals.reject" })}
        submittingLabel={intl.formatMessage({ id: "adminApprovals.rejecting" })}
        tone="reject"
        submitting={isRejecting}
        error={reasonError}
        maxLength={REASON_MAX}
        onSubmit={(reason) => onReject(reason)}
        // Over the reason's dialog while it is open, so the two stack; on the card otherwise.
        nested={rejecting && stepUp.dialog}
      />
      {!rejecting && stepUp.dialog}
    </StaffCard>
  );
}
