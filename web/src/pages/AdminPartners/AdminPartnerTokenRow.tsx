import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { StaffBadge } from "../../components/StaffBadge/StaffBadge";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import { decisionOutcome } from "../../components/NoteDialog/decisionOutcome";
import { toast } from "../../components/Toast/useToast";
import type { AdminPartnerTokenRow_token$key } from "./__generated__/AdminPartnerTokenRow_token.graphql";
import type { AdminPartnerTokenRowRevokeMutation } from "./__generated__/AdminPartnerTokenRowRevokeMutation.graphql";
import * as styles from "./AdminPartnersPage.css";

const revokeMutation = graphql`
  mutation AdminPartnerTokenRowRevokeMutation($input: RevokePartnerTokenInput!) {
    revokePartnerToken(input: $input) {
      __typename
      # The row's own fields: the store marks it revoked in place.
      ... on RevokePartnerTokenPayload {
        partnerToken {
          ...AdminPartnerTokenRow_token
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const REVOKE_FAILED = {
  title: { id: "adminPartners.toast.revokeFailed.title" },
  description: { id: "adminPartners.toast.revokeFailed.description" },
  variant: "destructive",
} as const;

/** One token: who it is for, how to recognise it, its use, and Revoke while active. */
export function AdminPartnerTokenRow({ token }: { token: AdminPartnerTokenRow_token$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminPartnerTokenRow_token on PartnerToken {
        id
        name
        prefix
        createdAt
        lastUsedAt
        revokedAt
      }
    `,
    token,
  );
  const [commit, isInFlight] = useMutation<AdminPartnerTokenRowRevokeMutation>(revokeMutation);
  const [confirming, setConfirming] = useState(false);
  const revoked = data.revokedAt != null;

  function revoke() {
    commit({
      variables: { input: { partnerTokenId: data.id } },
      onCompleted({ revokePartnerToken: result }) {
        setConfirming(false);
        const outcome = decisionOutcome(result, "RevokePartnerTokenPayload");
        if (outcome.kind === "done") {
          toast({
            title: { id: "adminPartners.toast.revoked.title" },
            description: { id: "adminPartners.toast.revoked.description", values: { name: data.name } },
          });
        } else {
          toast({ ...REVOKE_FAILED, ...(outcome.message && { description: outcome.message }) });
        }
      },
      // Nothing changed: the dialog stays open to try again.
      onError: () => void toast(REVOKE_FAILED),
    });
  }

  return (
    <tr>
      <th scope="row" className={styles.partnerName}>
        {data.name}
      </th>
      <td>
        <code className={styles.prefix}>
          <FormattedMessage id="adminPartners.prefix" values={{ prefix: data.prefix }} />
        </code>
      </td>
      <td>
        <StaffDate value={data.createdAt} />
      </td>
      <td>
        {data.lastUsedAt != null ? (
          <StaffDate value={data.lastUsedAt} withTime />
        ) : (
          <FormattedMessage id="adminPartners.never" />
        )}
      </td>
      <td>
        {revoked ? (
          <span className={styles.statusCell}>
            <StaffBadge tone="danger">
              <FormattedMessage id="adminPartners.status.revoked" />
            </StaffBadge>
            <StaffDate value={data.revokedAt} />
          </span>
        ) : (
          <StaffBadge tone="success">
            <FormattedMessage id="adminPartners.status.active" />
          </StaffBadge>
        )}
      </td>
      <td>
        {!revoked && (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={intl.formatMessage({ id: "adminPartners.revokeDialog.title" })}
            description={intl.formatMessage(
              { id: "adminPartners.revokeDialog.description" },
              { name: data.name, prefix: data.prefix },
            )}
            cancelLabel={intl.formatMessage({ id: "adminPartners.revokeDialog.cancel" })}
            confirmLabel={intl.formatMessage({ id: "adminPartners.revokeDialog.confirm" })}
            submittingLabel={intl.formatMessage({ id: "adminPartners.revokeDialog.submitting" })}
            submitting={isInFlight}
            onConfirm={revoke}
          >
            <button
              type="button"
              className={button({ variant: "secondary", size: "sm" })}
              aria-label={intl.formatMessage({ id: "adminPartners.revoke.label" }, { name: data.name })}
            >
              <FormattedMessage id="adminPartners.revoke" />
            </button>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
