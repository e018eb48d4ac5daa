import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery } from "relay-runtime";
import { button } from "../../components/Button/Button.css";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import type { DisputedMessagesQuery } from "./__generated__/DisputedMessagesQuery.graphql";
import * as styles from "./AdminNoShowsPage.css";

const messagesQuery = graphql`
  query DisputedMessagesQuery($bookingId: ID!) {
    disputedBookingConversation(bookingId: $bookingId, limit: 100) {
      __typename
      ... on BookingConversation {
        messages {
          databaseId
          side
          authorName
          body
          erased
          createdAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Message = {
  readonly databaseId: number;
  readonly authorName: string;
  readonly body: string;
  readonly erased: boolean;
  readonly createdAt: unknown;
};
type State =
  | { step: "closed" }
  | { step: "loading" }
  | { step: "read"; messages: readonly Message[] }
  | { step: "failed"; message: string | null };

/**
 * The booking's messages, read only when staff ask (each reading is in the audit log, so
 * nothing is fetched until the button is pressed).
 */
export function DisputedMessages({ bookingId }: { bookingId: string }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<State>({ step: "closed" });

  function read() {
    setState({ step: "loading" });
    fetchQuery<DisputedMessagesQuery>(
      environment,
      messagesQuery,
      { bookingId },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next(data) {
        const result = data.disputedBookingConversation;
        if (result.__typename === "BookingConversation" && result.messages) {
          setState({ step: "read", messages: result.messages });
        } else setState({ step: "failed", message: result.message ?? null });
      },
      error() {
        setState({ step: "failed", message: null });
      },
    });
  }

  if (state.step === "closed" || state.step === "loading") {
    return (
      <button
        type="button"
        className={button({ variant: "secondary", size: "sm" })}
        disabled={state.step === "loading"}
        onClick={read}
      >
        <FormattedMessage
          id={state.step === "loading" ? "adminNoShows.messages.loading" : "adminNoShows.messages.read"}
        />
      </button>
    );
  }
  if (state.step === "failed") {
    return (
      <p role="alert" className={styles.statement}>
        {state.message ?? <FormattedMessage id="adminNoShows.messages.failed" />}
      </p>
    );
  }
  if (state.messages.length === 0) {
    return (
      <p className={styles.statement}>
        <FormattedMessage id="adminNoShows.messages.none" />
      </p>
    );
  }
  return (
    <ol className={styles.messages}>
      {state.messages.map((message) => (
        <li key={message.databaseId}>
          <span className={styles.messageHead}>
            <span className={styles.messageFrom}>{message.authorName}</span>
            <StaffDate value={String(message.createdAt)} withTime />
          </span>
          <p className={styles.statement}>
            {message.erased ? <FormattedMessage id="conversation.erased" /> : message.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
