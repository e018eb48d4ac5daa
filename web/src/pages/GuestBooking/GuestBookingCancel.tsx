import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { toast } from "../../components/Toast/useToast";
import { formatCents } from "../../lib/bookingFormat";
import { dangerText } from "../../styles/danger.css";
import type { GuestBookingCancelMutation } from "./__generated__/GuestBookingCancelMutation.graphql";
import { type CancellationPreviewFields, cancelDescription } from "./guestBookingWords";

const cancelMutation = graphql`
  mutation GuestBookingCancelMutation($input: GuestBookingTokenInput!) {
    cancelGuestBooking(input: $input) {
      __typename
      # The page's own fields: Relay finds the booking by id and shows it cancelled.
      ... on GuestBookingPayload {
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

const CANCELLED = {
  title: { id: "guestBooking.toast.cancelled.title" },
  description: { id: "guestBooking.toast.cancelled.description" },
} as const;
const FAILED = {
  title: { id: "guestBooking.toast.failed.title" },
  description: { id: "guestBooking.toast.failed.description" },
  variant: "destructive",
} as const;

interface GuestBookingCancelProps {
  token: string;
  /** What cancelling now gives back and keeps, as the server computed it. */
  preview: CancellationPreviewFields;
  provider: string;
  date: string;
  time: string;
  onCancelled: () => void;
}

/** "Cancel booking", asked first in a dialog that says, to the cent, what comes back and what is kept. */
export function GuestBookingCancel({ token, preview, provider, date, time, onCancelled }: GuestBookingCancelProps) {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<GuestBookingCancelMutation>(cancelMutation);
  const [open, setOpen] = useState(false);
  const words = cancelDescription(preview);

  function cancel() {
    commit({
      variables: { input: { token } },
      onCompleted({ cancelGuestBooking: result }) {
        setOpen(false);
        if (result.__typename === "GuestBookingPayload") {
          toast(CANCELLED);
          onCancelled();
          return;
        }
        // A typed refusal says why (the provider started the service a moment ago, say).
        toast({ ...FAILED, ...(result.message && { description: result.message }) });
      },
      onError() {
        toast(FAILED);
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: "guestBooking.cancelDialog.title" })}
      description={intl.formatMessage(
        { id: words.id },
        {
          provider,
          date,
          time,
          refund: formatCents(words.cents.refund, intl),
          fee: formatCents(words.cents.fee, intl),
        },
      )}
      cancelLabel={intl.formatMessage({ id: "guestBooking.cancelDialog.keep" })}
      confirmLabel={intl.formatMessage({ id: "guestBooking.cancelDialog.confirm" })}
      submittingLabel={intl.formatMessage({ id: "guestBooking.cancelDialog.submitting" })}
      submitting={isInFlight}
      onConfirm={cancel}
    >
      <button type="button" className={`${button({ variant: "ghost" })} ${dangerText}`}>
        <FormattedMessage id="guestBooking.cancel" />
      </button>
    </ConfirmDialog>
  );
}
