import { useIntl } from "react-intl";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import type { ConversationThread_conversation$key } from "./__generated__/ConversationThread_conversation.graphql";
import { ConversationThread } from "./ConversationThread";
import * as styles from "./BookingConversation.css";

/** A post's answer as either door's mutation gives it. */
interface PostAnswer {
  readonly __typename: string;
  readonly message?: string | null;
}

interface ConversationBodyProps {
  /** The thread, or null when the server refused to show it (then `refusal` says why). */
  thread: ConversationThread_conversation$key | null | undefined;
  refusal: string | null | undefined;
  sending: boolean;
  onRead: (upTo: number) => void;
  /** Posts through the reader's door; calls back with its answer or its failure. */
  post: (body: string, answered: (answer: PostAnswer) => void, failed: (error: Error) => void) => void;
}

/** The conversation's thread for an account or a guest, or the refusal's words. */
export function ConversationBody({ thread, refusal, sending, onRead, post }: ConversationBodyProps) {
  const intl = useIntl();
  const failed = intl.formatMessage({ id: "conversation.failed" });
  if (!thread) {
    return (
      <p role="alert" className={styles.body}>
        {refusal ?? failed}
      </p>
    );
  }
  return (
    <ConversationThread
      conversation={thread}
      sending={sending}
      onRead={onRead}
      onSend={(body, done) =>
        post(
          body,
          (answer) => done(answer.__typename === "BookingConversationPayload" ? null : (answer.message ?? failed)),
          (error) => done(error instanceof GraphQLResponseError ? error.message : failed),
        )
      }
    />
  );
}
