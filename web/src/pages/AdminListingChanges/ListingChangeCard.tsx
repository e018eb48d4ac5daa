import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { decisionOutcome } from "../../components/NoteDialog/decisionOutcome";
import { NoteDialog } from "../../components/NoteDialog/NoteDialog";
import { StaffBadge } from "../../components/StaffBadge/StaffBadge";
import { StaffCard } from "../../components/StaffCard/StaffCard";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import { toast } from "../../components/Toast/useToast";
import type { ListingChangeCard_change$key } from "./__generated__/ListingChangeCard_change.graphql";
import type { ListingChangeCardApproveMutation } from "./__generated__/ListingChangeCardApproveMutation.graphql";
import type { ListingChangeCardRejectMutation } from "./__generated__/ListingChangeCardRejectMutation.graphql";
import * as styles from "./AdminListingChangesPage.css";

const approveMutation = graphql`
  mutation ListingChangeCardApproveMutation($input: ListingDecisionInput!) {
    approveListingChange(input: $input) {
      __typename
      ... on ListingChangePayload {
        change {
          status
          provider {
            name
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const rejectMutation = graphql`
  mutation ListingChangeCardRejectMutation($input: ListingDecisionInput!) {
    rejectListingChange(input: $input) {
      __typename
      ... on ListingChangePayload {
        change {
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "adminListingChanges.toast.failed.title" },
  description: { id: "adminListingChanges.toast.failed.description" },
  variant: "destructive",
} as const;

/** A reason a rejection's provider reads; at most this long. */
const NOTE_MAX = 2000;

type Decision = "approve" | "reject";

interface ListingChangeCardProps {
  change: ListingChangeCard_change$key;
  /** A service's name from its slug, for a business type. */
  nameOf: (slug: string) => string;
}

/** One waiting change: the business, what it would become, and Approve or Reject with a reason. */
export function ListingChangeCard({ change, nameOf }: ListingChangeCardProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ListingChangeCard_change on ListingChange {
        databaseId
        createdAt
        changedBy
        changes {
          field
          from {
            text
          }
          to {
            text
          }
        }
        provider {
          name
          profilePath
          databaseId
        }
      }
    `,
    change,
  );
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [decided, setDecided] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [approve, isApproving] = useMutation<ListingChangeCardApproveMutation>(approveMutation);
  const [reject, isRejecting] = useMutation<ListingChangeCardRejectMutation>(rejectMutation);
  const shown = (field: string, text: string | null | undefined) =>
    field === "businessType" && text ? nameOf(text) : (text ?? "");

  function decide(note: string | null) {
    if (deciding === null) return;
    const decision = deciding;
    if (decision === "reject" && note === null) return;
    setError(null);
    const input = { changeId: String(data.databaseId), note };
    const settle = (result: { readonly __typename: string; readonly message?: string | null }) => {
      const outcome = decisionOutcome(result, "ListingChangePayload");
      if (outcome.kind === "invalid") return setError(outcome.message);
      setDeciding(null);
      if (outcome.kind === "done") {
        setDecided(decision);
        toast({ title: { id: `adminListingChanges.toast.${decision}` } });
      } else toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
    };
    if (decision === "approve") {
      approve({
        variables: { input },
        onCompleted: ({ approveListingChange }) => settle(approveListingChange),
        onError: () => void toast(FAILED),
      });
    } else {
      reject({
        variables: { input },
        onCompleted: ({ rejectListingChange }) => settle(rejectListingChange),
        onError: () => void toast(FAILED),
      });
    }
  }

  return (
    <StaffCard
      heading={<Link to={data.provider.profilePath}>{data.provider.name}</Link>}
      badge={
        <StaffBadge tone={decided === "reject" ? "danger" : decided === "approve" ? "success" : "warning"}>
          <FormattedMessage id={`adminListingChanges.status.${decided ?? "pending"}`} />
        </StaffBadge>
      }
      meta={
        <span className={styles.meta}>
          <FormattedMessage
            id="adminListingChanges.card.meta"
            values={{
              date: <StaffDate value={data.createdAt} withTime />,
              who: data.changedBy ?? intl.formatMessage({ id: "adminListingChanges.card.formerAccount" }),
              id: data.provider.databaseId,
            }}
          />
        </span>
      }
      actions={
        decided === null && (
          <span className={styles.actions}>
            <button
              type="button"
              className={button({ variant: "primary", size: "sm" })}
              onClick={() => setDeciding("approve")}
            >
              <FormattedMessage id="adminListingChanges.approve" />
            </button>
            <button
              type="button"
              className={button({ variant: "secondary", size: "sm" })}
              onClick={() => setDeciding("reject")}
            >
              <FormattedMessage id="adminListingChanges.reject" />
            </button>
          </span>
        )
      }
    >
      <dl className={styles.changes}>
        {data.changes.map((each) => (
          <div key={each.field}>
            <dt>
              <FormattedMessage
                id={
                  each.field === "businessType"
                    ? "adminListingChanges.field.businessType"
                    : "adminListingChanges.field.name"
                }
              />
            </dt>
            <dd>
              <FormattedMessage
                id="adminListingChanges.card.fromTo"
                values={{ from: shown(each.field, each.from?.text), to: shown(each.field, each.to.text) }}
              />
            </dd>
          </div>
        ))}
      </dl>
      <NoteDialog
        open={deciding !== null}
        onClose={() => {
          setDeciding(null);
          setError(null);
        }}
        title={intl.formatMessage(
          { id: `adminListingChanges.dialog.${deciding ?? "approve"}.title` },
          { provider: data.provider.name },
        )}
        description={intl.formatMessage({ id: `adminListingChanges.dialog.${deciding ?? "approve"}.description` })}
        label={intl.formatMessage({ id: `adminListingChanges.dialog.${deciding ?? "approve"}.label` })}
        required={deciding === "reject"}
        confirmLabel={intl.formatMessage({ id: `adminListingChanges.${deciding ?? "approve"}` })}
        submittingLabel={intl.formatMessage({ id: "adminListingChanges.dialog.submitting" })}
        tone={deciding === "reject" ? "reject" : "approve"}
        submitting={isApproving || isRejecting}
        error={error}
        maxLength={NOTE_MAX}
        onSubmit={decide}
      />
    </StaffCard>
  );
}
