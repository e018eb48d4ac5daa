import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { StaffBadge } from "../../components/StaffBadge/StaffBadge";
import { StaffCard, StaffDetail, StaffDetails } from "../../components/StaffCard/StaffCard";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import { topicLabelId } from "../../lib/contactTopics";
import type { AdminMessageCard_message$key } from "./__generated__/AdminMessageCard_message.graphql";
import type { AdminMessageCardMarkHandledMutation } from "./__generated__/AdminMessageCardMarkHandledMutation.graphql";
import type { AdminMessageCardReopenMutation } from "./__generated__/AdminMessageCardReopenMutation.graphql";
import * as styles from "./AdminMessagesPage.css";

const markHandledMutation = graphql`
  mutation AdminMessageCardMarkHandledMutation($input: MarkContactMessageHandledInput!) {
    markContactMessageHandled(input: $input) {
      __typename
      # The card's own fields: the store updates the card (status, time) in place.
      ... on MarkContactMessageHandledPayload {
        contactMessage {
          ...AdminMessageCard_message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const reopenMutation = graphql`
  mutation AdminMessageCardReopenMutation($input: ReopenContactMessageInput!) {
    reopenContactMessage(input: $input) {
      __typename
      # As for marking handled: the card's own fields update it in place.
      ... on ReopenContactMessagePayload {
        contactMessage {
          ...AdminMessageCard_message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * One message: who wrote, about what and when, the words, and 'Mark handled' for a waiting
 * one or 'Reopen' for one marked handled by mistake.
 */
export function AdminMessageCard({ message }: { message: AdminMessageCard_message$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminMessageCard_message on ContactMessage {
        id
        reference
        name
        email
        topic
        message
        fromAccount
        createdAt
        handledAt
        status
      }
    `,
    message,
  );
  const [commit, isInFlight] = useMutation<AdminMessageCardMarkHandledMutation>(markHandledMutation);
  const [commitReopen, isReopening] = useMutation<AdminMessageCardReopenMutation>(reopenMutation);
  const [error, setError] = useState<string | null>(null);
  const waiting = data.status === "WAITING";

  function markHandled() {
    setError(null);
    commit({
      variables: { input: { messageId: data.id } },
      onCompleted({ markContactMessageHandled: result }) {
        if (result.__typename !== "MarkContactMessageHandledPayload") {
          setError(result.message ?? intl.formatMessage({ id: "adminMessages.markFailed" }));
        }
      },
      onError: () => setError(intl.formatMessage({ id: "adminMessages.markFailed" })),
    });
  }

  function reopen() {
    setError(null);
    commitReopen({
      variables: { input: { messageId: data.id } },
      onCompleted({ reopenContactMessage: result }) {
        if (result.__typename !== "ReopenContactMessagePayload") {
          setError(result.message ?? intl.formatMessage({ id: "adminMessages.reopenFailed" }));
        }
      },
      onError: () => setError(intl.formatMessage({ id: "adminMessages.reopenFailed" })),
    });
  }

  return (
    <StaffCard
      heading={data.name}
      badge={
        <StaffBadge tone={waiting ? "warning" : "success"}>
          <FormattedMessage id={waiting ? "adminMessages.status.waiting" : "adminMessages.status.handled"} />
        </StaffBadge>
      }
      meta={
        <FormattedMessage
          id="adminMessages.meta"
          values={{ date: <StaffDate value={data.createdAt} withTime />, reference: data.reference }}
        />
      }
      actions={
        waiting ? (
          <button
            type="button"
            className={button({ variant: "primary", size: "sm" })}
            disabled={isInFlight}
            onClick={markHandled}
            aria-label={intl.formatMessage({ id: "adminMessages.markHandled.label" }, { reference: data.reference })}
          >
            <FormattedMessage id={isInFlight ? "adminMessages.markingHandled" : "adminMessages.markHandled"} />
          </button>
        ) : (
          <button
            type="button"
            className={button({ variant: "secondary", size: "sm" })}
            disabled={isReopening}
            onClick={reopen}
            aria-label={intl.formatMessage({ id: "adminMessages.reopen.label" }, { reference: data.reference })}
          >
            <FormattedMessage id={isReopening ? "adminMessages.reopening" : "adminMessages.reopen"} />
          </button>
        )
      }
    >
      <StaffDetails>
        <StaffDetail label={<FormattedMessage id="adminMessages.email" />}>
          <a href={`mailto:${data.email}?subject=${encodeURIComponent(data.reference)}`}>{data.email}</a>
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="adminMessages.topic" />}>
          <FormattedMessage id={topicLabelId(data.topic)} />
        </StaffDetail>
        <StaffDetail label={<FormattedMessage id="adminMessages.sender" />}>
          <FormattedMessage id={data.fromAccount ? "adminMessages.sender.account" : "adminMessages.sender.visitor"} />
        </StaffDetail>
        {data.handledAt && (
          <StaffDetail label={<FormattedMessage id="adminMessages.handledAt" />}>
            <StaffDate value={data.handledAt} withTime />
          </StaffDetail>
        )}
        <StaffDetail label={<FormattedMessage id="adminMessages.message" />} wide>
          <p className={styles.message}>{data.message}</p>
        </StaffDetail>
      </StaffDetails>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </StaffCard>
  );
}
