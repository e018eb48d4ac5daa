import { graphql, useFragment, useMutation } from "react-relay/hooks";
import {
  answerOutcomeOf,
  type MoveDoors,
  NETWORK_FAILURE,
  NETWORK_REFUSAL,
  proposeOutcomeOf,
} from "../../components/BookingMoves/moveDoors";
import { MovesPanel } from "../../components/BookingMoves/MovesPanel";
import type { GuestBookingMoves_booking$key } from "./__generated__/GuestBookingMoves_booking.graphql";
import type { GuestBookingMovesAnswerMutation } from "./__generated__/GuestBookingMovesAnswerMutation.graphql";
import type { GuestBookingMovesProposeMutation } from "./__generated__/GuestBookingMovesProposeMutation.graphql";

// Both answer the whole page's booking: its time, price, cancellation terms and proposals.
const proposeMutation = graphql`
  mutation GuestBookingMovesProposeMutation($input: RescheduleGuestBookingInput!) {
    rescheduleGuestBooking(input: $input) {
      __typename
      ... on RescheduleGuestBookingPayload {
        reschedule {
          status
          toDate
          toTime
        }
        guestBooking {
          id
          ...GuestBookingDetails_booking
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

const answerMutation = graphql`
  mutation GuestBookingMovesAnswerMutation($input: AnswerGuestBookingRescheduleInput!) {
    answerGuestBookingReschedule(input: $input) {
      __typename
      ... on RescheduleGuestBookingPayload {
        reschedule {
          status
        }
        guestBooking {
          id
          ...GuestBookingDetails_booking
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface GuestBookingMovesProps {
  booking: GuestBookingMoves_booking$key;
  /** The link's token: every change carries it. */
  token: string;
}

/** The guest's moves on their booking's page: the provider's proposal to answer, "Change time". */
export function GuestBookingMoves({ booking, token }: GuestBookingMovesProps) {
  const data = useFragment(
    graphql`
      fragment GuestBookingMoves_booking on GuestBooking {
        status
        movable
        date
        providerId
        providerName
        reschedules {
          ...MovesPanel_reschedules
        }
      }
    `,
    booking,
  );
  const [commitPropose, proposing] = useMutation<GuestBookingMovesProposeMutation>(proposeMutation);
  const [commitAnswer, answering] = useMutation<GuestBookingMovesAnswerMutation>(answerMutation);
  if (data.status !== "CONFIRMED") return null;

  const doors: MoveDoors = {
    proposing,
    answering,
    propose: (input, settle) =>
      commitPropose({
        variables: { input: { token, ...input } },
        onCompleted: ({ rescheduleGuestBooking }) => settle(proposeOutcomeOf(rescheduleGuestBooking)),
        onError: () => settle(NETWORK_REFUSAL),
      }),
    answer: (input, settle) =>
      commitAnswer({
        variables: { input: { token, ...input } },
        onCompleted: ({ answerGuestBookingReschedule }) => settle(answerOutcomeOf(answerGuestBookingReschedule)),
        onError: () => settle(NETWORK_FAILURE),
      }),
  };
  return (
    <MovesPanel
      moves={data.reschedules}
      movable={data.movable}
      date={data.date}
      providerId={data.providerId}
      side="CUSTOMER"
      otherName={data.providerName}
      doors={doors}
    />
  );
}
