import { useCallback } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import type { GuestConversationQuery } from "./__generated__/GuestConversationQuery.graphql";
import type { GuestConversationPostMutation } from "./__generated__/GuestConversationPostMutation.graphql";
import type { GuestConversationReadMutation } from "./__generated__/GuestConversationReadMutation.graphql";
import { ConversationBody } from "./ConversationBody";

const postMutation = graphql`
  mutation GuestConversationPostMutation($input: PostGuestBookingMessageInput!) {
    postGuestBookingMessage(input: $input) {
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
  mutation GuestConversationReadMutation($input: MarkGuestBookingMessagesReadInput!) {
    markGuestBookingMessagesRead(input: $input) {
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

/** The conversation of a booking made without an account, for the holder of its link. */
export function GuestConversation({ token }: { token: string }) {
  const data = useLazyLoadQuery<GuestConversationQuery>(
    graphql`
      query GuestConversationQuery($token: String!) {
        guestBooking(token: $token) {
          __typename
          ... on GuestBooking {
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
    `,
    { token },
    { fetchPolicy: "store-and-network" },
  );
  const [commitPost, sending] = useMutation<GuestConversationPostMutation>(postMutation);
  const [commitRead] = useMutation<GuestConversationReadMutation>(readMutation);
  const onRead = useCallback(
    (upTo: number) => commitRead({ variables: { input: { token, upTo } } }),
    [token, commitRead],
  );

  const result = data.guestBooking;
  return (
    <ConversationBody
      thread={result.__typename === "GuestBooking" ? result.conversation : null}
      refusal={"message" in result ? result.message : null}
      sending={sending}
      onRead={onRead}
      post={(body, answered, failed) =>
        commitPost({
          variables: { input: { token, body } },
          onCompleted: ({ postGuestBookingMessage: answer }) => answered(answer),
          onError: failed,
        })
      }
    />
  );
}
