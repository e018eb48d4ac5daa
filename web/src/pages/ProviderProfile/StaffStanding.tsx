import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { decisionOutcome } from "../../components/NoteDialog/decisionOutcome";
import { NoteDialog } from "../../components/NoteDialog/NoteDialog";
import { needsStepUp } from "../../components/StepUpDialog/stepUp";
import { useStepUp } from "../../components/StepUpDialog/useStepUp";
import { toast } from "../../components/Toast/useToast";
import type { StaffStandingReinstateMutation } from "./__generated__/StaffStandingReinstateMutation.graphql";
import type { StaffStandingSuspendMutation } from "./__generated__/StaffStandingSuspendMutation.graphql";

// The answers carry the provider's new standing: the profile's notice follows from the store.
const suspendMutation = graphql`
  mutation StaffStandingSuspendMutation($input: ProviderReasonInput!) {
    suspendProvider(input: $input) {
      __typename
      ... on ProviderDecisionPayload {
        provider {
          id
          status
          suspendedAt
          suspensionReason
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const reinstateMutation = graphql`
  mutation StaffStandingReinstateMutation($input: ProviderReasonInput!) {
    reinstateProvider(input: $input) {
      __typename
      ... on ProviderDecisionPayload {
        provider {
          id
          status
          suspendedAt
          suspensionReason
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "providerStanding.toast.failed.title" },
  description: { id: "providerStanding.toast.failed.description" },
  variant: "destructive",
} as const;

/** The server keeps reasons of up to this many characters. */
const REASON_MAX = 2000;

export interface StaffStandingProps {
  providerId: string;
  name: string;
  /** Only an approved provider is suspended, and only a suspended one reinstated. */
  status: "ACTIVE" | "SUSPENDED";
}

/** Staff's Suspend or Reinstate on a provider's profile, with the reason, after the step-up. */
export function StaffStanding({ providerId, name, status }: StaffStandingProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [suspend, isSuspending] = useMutation<StaffStandingSuspendMutation>(suspendMutation);
  const [reinstate, isReinstating] = useMutation<StaffStandingReinstateMutation>(reinstateMutation);
  const stepUp = useStepUp();
  const move = status === "ACTIVE" ? "suspend" : "reinstate";

  function decide(reason: string, steppedUp = false) {
    setError(null);
    const settle = (result: { readonly __typename: string; readonly message?: string | null }) => {
      if (needsStepUp(result) && !steppedUp) return stepUp.ask(() => decide(reason, true));
      const outcome = decisionOutcome(result, "ProviderDecisionPayload");
      if (outcome.kind === "invalid") return setError(outcome.message);
      setOpen(false);
      if (outcome.kind === "done") toast({ title: { id: `providerStanding.toast.${move}` }, description: name });
      else toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
    };
    const onError = (failure: Error) => {
      if (needsStepUp(failure) && !steppedUp) stepUp.ask(() => decide(reason, true));
      else toast(FAILED);
    };
    const variables = { input: { providerId, reason } };
    if (move === "suspend") {
      suspend({ variables, onCompleted: ({ suspendProvider }) => settle(suspendProvider), onError });
    } else {
      reinstate({ variables, onCompleted: ({ reinstateProvider }) => settle(reinstateProvider), onError });
    }
  }

  return (
    <>
      <button type="button" className={button({ variant: "secondary" })} onClick={() => setOpen(true)}>
        <FormattedMessage id={`providerStanding.${move}`} />
      </button>
      <NoteDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
        title={intl.formatMessage({ id: `providerStanding.dialog.${move}.title` }, { name })}
        description={intl.formatMessage({ id: `providerStanding.dialog.${move}.description` })}
        label={intl.formatMessage({ id: "providerStanding.dialog.reason" })}
        required
        confirmLabel={intl.formatMessage({ id: `providerStanding.${move}` })}
        submittingLabel={intl.formatMessage({ id: "providerStanding.dialog.submitting" })}
        tone={move === "suspend" ? "reject" : "approve"}
        submitting={isSuspending || isReinstating}
        error={error}
        maxLength={REASON_MAX}
        onSubmit={(text) => text !== null && decide(text)}
        nested={open && stepUp.dialog}
      />
      {!open && stepUp.dialog}
    </>
  );
}
