import { graphql, useFragment, useMutation } from "react-relay/hooks";
import type { BookingMoves_booking$key } from "./__generated__/BookingMoves_booking.graphql";
import type { BookingMovesAnswerMutation } from "./__generated__/BookingMovesAnswerMutation.graphql";
import type { BookingMovesProposeMutation } from "./__generated__/BookingMovesProposeMutation.graphql";
import { answerOutcomeOf, type MoveDoors, NETWORK_FAILURE, NETWORK_REFUSAL, proposeOutcomeOf } from "./moveDoors";
import { MovesPanel } from "./MovesPanel";
import type { MoveSide } from "./moveWords";

// Both answer the cards' own time and price, and the proposals: all shown afresh.
const proposeMutation = graphql`
  mutation BookingMovesProposeMutation($input: RescheduleBookingInput!) {
    rescheduleBooking(input: $input) {
      __typename
      ... on RescheduleBookingPayload {
        reschedule {
          status
          toDate
          toTime
        }
        booking {
          id
          preferredDate
          preferredTime
          estimatedPrice
          ...BookingMoves_booking
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
  mutation BookingMovesAnswerMutation($input: AnswerBookingRescheduleInput!) {
    answerBookingReschedule(input: $input) {
      __typename
      ... on RescheduleBookingPayload {
        reschedule {
          status
        }
        booking {
          id
          preferredDate
          preferredTime
          estimatedPrice
          ...BookingMoves_booking
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface BookingMovesProps {
  booking: BookingMoves_booking$key;
  side: MoveSide;
  otherName: string;
  onChanged?: () => void;
}

/** A signed-in customer's or provider's moves on a booking card; nothing once it is not confirmed. */
export function BookingMoves({ booking, side, otherName, onChanged }: BookingMovesProps) {
  const data = useFragment(
    graphql`
      fragment BookingMoves_booking on Booking {
        id
        status
        movable
        preferredDate
        provider {
          id
        }
        reschedules {
          ...MovesPanel_reschedules
        }
      }
    `,
    booking,
  );
  const [commitPropose, proposing] = useMutation<BookingMovesProposeMutation>(proposeMutation);
  const [commitAnswer, answering] = useMutation<BookingMovesAnswerMutation>(answerMutation);
  if (data.status !== "CONFIRMED") return null;

  const bookingId = data.id;
  const doors: MoveDoors = {
    proposing,
    answering,
    propose: (input, settle) =>
      commitPropose({
        variables: { input: { bookingId, ...input } },
        onCompleted: ({ rescheduleBooking }) => settle(proposeOutcomeOf(rescheduleBooking)),
        onError: () => settle(NETWORK_REFUSAL),
      }),
    answer: (input, settle) =>
      commitAnswer({
        variables: { input: { bookingId, ...input } },
        onCompleted: ({ answerBookingReschedule }) => settle(answerOutcomeOf(answerBookingReschedule)),
        onError: () => settle(NETWORK_FAILURE),
      }),
  };
  return (
    <MovesPanel
      moves={data.reschedules}
      movable={data.movable}
      date={data.preferredDate}
      providerId={data.provider.id}
      side={side}
      otherName={otherName}
      doors={doors}
      onChanged={onChanged}
    />
  );
}
