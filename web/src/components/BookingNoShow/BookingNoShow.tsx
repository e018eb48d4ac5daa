import { graphql, useFragment, useMutation } from "react-relay/hooks";
import type { BookingNoShow_booking$key } from "./__generated__/BookingNoShow_booking.graphql";
import type { BookingNoShowDisputeMutation } from "./__generated__/BookingNoShowDisputeMutation.graphql";
import type { BookingNoShowReportMutation } from "./__generated__/BookingNoShowReportMutation.graphql";
import { NO_SHOW_NETWORK_FAILURE, type NoShowDoors, noShowOutcomeOf } from "./noShowDoors";
import { NoShowPanel } from "./NoShowPanel";

// Both answer the cards' status and buttons, and the report: all shown afresh.
const reportMutation = graphql`
  mutation BookingNoShowReportMutation($input: ReportNoShowInput!) {
    reportNoShow(input: $input) {
      __typename
      ... on NoShowPayload {
        noShow {
          databaseId
        }
        booking {
          id
          status
          nextStatuses
          ...BookingNoShow_booking
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const disputeMutation = graphql`
  mutation BookingNoShowDisputeMutation($input: DisputeNoShowInput!) {
    disputeNoShow(input: $input) {
      __typename
      ... on NoShowPayload {
        noShow {
          databaseId
        }
        booking {
          id
          ...BookingNoShow_booking
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface BookingNoShowProps {
  booking: BookingNoShow_booking$key;
  side: "CUSTOMER" | "PROVIDER";
  /** Who is on the other side: the business's name, or the customer's. */
  otherName: string;
  onChanged?: () => void;
}

/** A signed-in customer's or provider's no-show on a booking card. */
export function BookingNoShow({ booking, side, otherName, onChanged }: BookingNoShowProps) {
  const data = useFragment(
    graphql`
      fragment BookingNoShow_booking on Booking {
        id
        noShowReportable
        absence {
          ...NoShowPanel_report
        }
      }
    `,
    booking,
  );
  const [commitReport, reporting] = useMutation<BookingNoShowReportMutation>(reportMutation);
  const [commitDispute, disputing] = useMutation<BookingNoShowDisputeMutation>(disputeMutation);
  const bookingId = data.id;
  const doors: NoShowDoors = {
    reporting,
    disputing,
    report: (settle) =>
      commitReport({
        variables: { input: { bookingId } },
        onCompleted: ({ reportNoShow }) => settle(noShowOutcomeOf(reportNoShow)),
        onError: () => settle(NO_SHOW_NETWORK_FAILURE),
      }),
    dispute: (note, settle) =>
      commitDispute({
        variables: { input: { bookingId, note } },
        onCompleted: ({ disputeNoShow }) => settle(noShowOutcomeOf(disputeNoShow)),
        onError: () => settle(NO_SHOW_NETWORK_FAILURE),
      }),
  };
  return (
    <NoShowPanel
      report={data.absence}
      reportable={data.noShowReportable}
      side={side}
      otherName={otherName}
      doors={doors}
      onChanged={onChanged}
    />
  );
}
