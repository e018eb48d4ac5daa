import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { typedText } from "../../components/NoteDialog/decisionOutcome";
import { needsStepUp } from "../../components/StepUpDialog/stepUp";
import { useStepUp } from "../../components/StepUpDialog/useStepUp";
import { toast } from "../../components/Toast/useToast";
import type { AdminIssueTokenFormMutation } from "./__generated__/AdminIssueTokenFormMutation.graphql";
import * as styles from "./AdminPartnersPage.css";

const issueMutation = graphql`
  mutation AdminIssueTokenFormMutation($input: IssuePartnerTokenInput!) {
    issuePartnerToken(input: $input) {
      __typename
      ... on IssuePartnerTokenPayload {
        token
        partnerToken {
          id
          ...AdminPartnerTokenRow_token
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

const ISSUE_FAILED = {
  title: { id: "adminPartners.toast.issueFailed.title" },
  description: { id: "adminPartners.toast.issueFailed.description" },
  variant: "destructive",
} as const;

// The server keeps partner names of up to this many characters.
const NAME_MAX = 100;

export interface IssuedToken {
  name: string;
  token: string;
}

/** Issues a token for a partner; the new token goes to the top of the list. */
export function AdminIssueTokenForm({ onIssued }: { onIssued: (issued: IssuedToken) => void }) {
  const [commit, isInFlight] = useMutation<AdminIssueTokenFormMutation>(issueMutation);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const partner = typedText(name);
  const stepUp = useStepUp();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (partner === null || isInFlight) return;
    issue(partner);
  }

  function issue(partner: string, steppedUp = false) {
    setError(null);
    commit({
      variables: { input: { name: partner } },
      updater(store, response) {
        if (response?.issuePartnerToken.__typename !== "IssuePartnerTokenPayload") return;
        const record = store.getRootField("issuePartnerToken").getLinkedRecord("partnerToken");
        const root = store.getRoot();
        const tokens = root.getLinkedRecords("partnerTokens");
        // The list is newest first.
        if (record && tokens) root.setLinkedRecords([record, ...tokens], "partnerTokens");
      },
      onCompleted({ issuePartnerToken: result }) {
        // The code first, then the same token once more.
        if (needsStepUp(result) && !steppedUp) {
          stepUp.ask(() => issue(partner, true));
          return;
        }
        if (result.__typename === "IssuePartnerTokenPayload") {
          setName("");
          onIssued({ name: partner, token: result.token });
        } else if (result.__typename === "ValidationError") {
          setError(result.message);
        } else {
          toast(ISSUE_FAILED);
        }
      },
      onError: (error) => {
        if (needsStepUp(error) && !steppedUp) stepUp.ask(() => issue(partner, true));
        else toast(ISSUE_FAILED);
      },
    });
  }

  return (
    <>
      {/* Outside the form: a portal's submit would still bubble to it through React. */}
      {stepUp.dialog}
      <form className={styles.issueForm} onSubmit={submit} aria-busy={isInFlight}>
        <h2 className={styles.sectionHeading}>
          <FormattedMessage id="adminPartners.issue.heading" />
        </h2>
        <Field label={<FormattedMessage id="adminPartners.issue.name" />} error={error} required announce="alert">
          {(control) => (
            // The button sits beside the box it sends; the message goes under both.
            <div className={styles.issueRow}>
              <input
                {...control}
                className={styles.nameInput}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(null);
                }}
                maxLength={NAME_MAX}
                autoComplete="organization"
              />
              <button
                type="submit"
                className={button({ variant: "primary" })}
                disabled={partner === null || isInFlight}
              >
                <FormattedMessage id={isInFlight ? "adminPartners.issue.submitting" : "adminPartners.issue.submit"} />
              </button>
            </div>
          )}
        </Field>
      </form>
    </>
  );
}
