import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { NO_SHOW_NETWORK_FAILURE, type NoShowDoors, noShowOutcomeOf } from "../../components/BookingNoShow/noShowDoors";
import { NoShowPanel } from "../../components/BookingNoShow/NoShowPanel";
import type { GuestBookingNoShow_booking$key } from "./__generated__/GuestBookingNoShow_booking.graphql";
import type { GuestBookingNoShowDisputeMutation } from "./__generated__/GuestBookingNoShowDisputeMutation.graphql";
import type { GuestBookingNoShowReportMutation } from "./__generated__/GuestBookingNoShowReportMutation.graphql";

// Both answer the whole page's booking: a report cancels it and settles its payment.
const reportMutation = graphql`
  mutation GuestBookingNoShowReportMutation($input: ReportGuestNoShowInput!) {
    reportGuestNoShow(input: $input) {
      __typename
      ... on GuestNoShowPayload {
        noShow {
          databaseId
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

const disputeMutation = graphql`
  mutation GuestBookingNoShowDisputeMutation($input: DisputeGuestNoShowInput!) {
    disputeGuestNoShow(input: $input) {
      __typename
      ... on GuestNoShowPayload {
        noShow {
          databaseId
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

interface GuestBookingNoShowProps {
  booking: GuestBookingNoShow_booking$key;
  /** The link's token: every change carries it. */
  token: string;
}

/** The guest's no-show on their booking's page: report the provider absent, or dispute their report. */
export function GuestBookingNoShow({ booking, token }: GuestBookingNoShowProps) {
  const data = useFragment(
    graphql`
      fragment GuestBookingNoShow_booking on GuestBooking {
        providerName
        noShowReportable
        absence {
          ...NoShowPanel_report
        }
      }
    `,
    booking,
  );
  const [commitReport, reporting] = useMutation<GuestBookingNoShowReportMutation>(reportMutation);
  const [commitDispute, disputing] = useMutation<GuestBookingNoShowDisputeMutation>(disputeMutation);
  const doors: NoShowDoors = {
    reporting,
    disputing,
    report: (settle) =>
      commitReport({
        variables: { input: { token } },
        onCompleted: ({ reportGuestNoShow }) => settle(noShowOutcomeOf(reportGuestNoShow)),
        onError: () => settle(NO_SHOW_NETWORK_FAILURE),
      }),
    dispute: (note, settle) =>
      commitDispute({
        variables: { input: { token, note } },
        onCompleted: ({ disputeGuestNoShow }) => settle(noShowOutcomeOf(disputeGuestNoShow)),
        onError: () => settle(NO_SHOW_NETWORK_FAILURE),
      }),
  };
  return (
    <NoShowPanel
      report={data.absence}
      reportable={data.noShowReportable}
      side="CUSTOMER"
      otherName={data.providerName}
      doors={doors}
    />
  );
}
