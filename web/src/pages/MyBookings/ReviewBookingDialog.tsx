import { Dialog } from "radix-ui";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import * as frame from "../../components/DialogFrame/DialogFrame.css";
import { DialogHeader } from "../../components/DialogFrame/DialogHeader";
import { ReviewForm, type ReviewRefusal } from "../../components/ReviewDialog/ReviewForm";
import { toast } from "../../components/Toast/useToast";
import type { ReviewFields } from "../../../../shared/reviews/review";
import type { ReviewBookingDialogMutation } from "./__generated__/ReviewBookingDialogMutation.graphql";

const reviewMutation = graphql`
  mutation ReviewBookingDialogMutation($input: ReviewBookingInput!) {
    reviewBooking(input: $input) {
      __typename
      # The card's own fields: it shows the review, and no longer offers to write one.
      ... on ReviewPayload {
        booking {
          ...MyBookingCard_booking
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

interface ReviewBookingDialogProps {
  /** The booking's global id. */
  bookingId: string;
  provider: string;
  date: string;
  time: string;
}

/** 'Write a review' on a completed booking, and the dialog it opens. */
export function ReviewBookingDialog({ bookingId, provider, date, time }: ReviewBookingDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [commit, isInFlight] = useMutation<ReviewBookingDialogMutation>(reviewMutation);

  function send(input: ReviewFields, refuse: (refusal: ReviewRefusal) => void) {
    commit({
      variables: { input: { bookingId, ...input } },
      onCompleted({ reviewBooking: result }) {
        if (result.__typename === "ReviewPayload") {
          setOpen(false);
          toast({
            title: { id: "reviewDialog.toast.title" },
            description: { id: "reviewDialog.toast.description", values: { provider } },
          });
          return;
        }
        refuse({
          message: result.message ?? intl.formatMessage({ id: "reviewDialog.failed" }),
          fieldErrors: result.fieldErrors,
        });
      },
      onError() {
        refuse({ message: intl.formatMessage({ id: "reviewDialog.failed" }) });
      },
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !isInFlight) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={button({ variant: "primary", size: "sm" })}
          aria-label={intl.formatMessage({ id: "reviewDialog.trigger.label" }, { provider, date, time })}
        >
          <FormattedMessage id="reviewDialog.trigger" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={<FormattedMessage id="reviewDialog.title" values={{ provider }} />}
            description={<FormattedMessage id="reviewDialog.description" values={{ date }} />}
            closeLabel={intl.formatMessage({ id: "reviewDialog.close" })}
            closeDisabled={isInFlight}
          />
          {/* Mounted with the content: every opening starts from an empty form. */}
          {open && <ReviewForm submitting={isInFlight} onSubmit={send} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
