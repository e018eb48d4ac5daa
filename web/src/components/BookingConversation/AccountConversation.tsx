import { useCallback } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import type { AccountConversationQuery } from "./__generated__/AccountConversationQuery.graphql";
import type { AccountConversationPostMutation } from "./__generated__/AccountConversationPostMutation.graphql";
import type { AccountConversationReadMutation } from "./__generated__/AccountConversationReadMutation.graphql";
import { ConversationBody } from "./ConversationBody";

const postMutation = graphql`
  mutation AccountConversationPostMutation($input: PostBookingMessageInput!) {
    postBookingMessage(input: $input) {
      __typename
      ... on BookingConversationPayload {
        conversation {
          id
          ...ConversationThread_conversation
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const readMutation = graphql`
  mutation AccountConversationReadMutation($input: MarkBookingMessagesReadInput!) {
    markBookingMessagesRead(input: $input) {
      __typename
      ... on BookingConversationPayload {
        conversation {
          id
          ...ConversationThread_conversation
        }
      }
    }
  }
`;

/** The conversation of a booking the signed-in account is a side of (its customer or provider). */
export function AccountConversation({ bookingId }: { bookingId: string }) {
  const data = useLazyLoadQuery<AccountConversationQuery>(
    graphql`
      query AccountConversationQuery($bookingId: ID!) {
        bookingConversation(bookingId: $bookingId) {
          __typename
          ... on BookingConversation {
            id
            ...ConversationThread_conversation @alias(as: "thread")
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { bookingId },
    // Every opening asks afresh: the other side may have written or read meanwhile.
    { fetchPolicy: "store-and-network" },
  );
  const [commitPost, sending] = useMutation<AccountConversationPostMutation>(postMutation);
  const [commitRead] = useMutation<AccountConversationReadMutation>(readMutation);

  const onRead = useCallback(
    (upTo: number) => commitRead({ variables: { input: { bookingId, upTo } } }),
    [bookingId, commitRead],
  );

  const result = data.bookingConversation;
  return (
    <ConversationBody
      thread={result.__typename === "BookingConversation" ? result.thread : null}
      refusal={"message" in result ? result.message : null}
      sending={sending}
      onRead={onRead}
      post={(body, answered, failed) =>
        commitPost({
          variables: { input: { bookingId, body } },
          onCompleted: ({ postBookingMessage: answer }) => answered(answer),
          onError: failed,
        })
      }
    />
  );
}
