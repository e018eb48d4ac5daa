import { startTransition, useRef, useState } from "react";
import { PaymentDocuments } from "../../components/PaymentDocuments/PaymentDocuments";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation, useRefetchableFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { AccountConversation } from "../../components/BookingConversation/AccountConversation";
import { ConversationDialog } from "../../components/BookingConversation/ConversationDialog";
import { BookingMoves } from "../../components/BookingMoves/BookingMoves";
import { BookingNoShow } from "../../components/BookingNoShow/BookingNoShow";
import { BookingStatusBadge } from "../../components/BookingStatusBadge/BookingStatusBadge";
import { button } from "../../components/Button/Button.css";
import { CancellationTerms } from "../../components/CancellationTerms/CancellationTerms";
import { cancelledToastDescription } from "../../components/CancellationTerms/cancellationTermsWords";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { StaffCard, StaffDetail, StaffDetails } from "../../components/StaffCard/StaffCard";
import { StarRating } from "../../components/StarRating/StarRating";
import { toast } from "../../components/Toast/useToast";
import { checkoutPath } from "../../lib/checkoutParams";
import { formatPriceCents } from "../../lib/format";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import { dangerText } from "../../styles/danger.css";
import type { MyBookingCard_booking$key } from "./__generated__/MyBookingCard_booking.graphql";
import type { MyBookingCardCancelMutation } from "./__generated__/MyBookingCardCancelMutation.graphql";
import type { MyBookingCardRefetchQuery } from "./__generated__/MyBookingCardRefetchQuery.graphql";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import { serviceTypeLabelId } from "../../lib/serviceTypeLabel";
import { bookingPrice, customerMayCancel, customerMayPay } from "./bookingDisplay";
import * as styles from "./MyBookingsPage.css";
import { ReviewBookingDialog } from "./ReviewBookingDialog";

const cancelMutation = graphql`
  mutation MyBookingCardCancelMutation($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) {
      __typename
      # The card's own fields (status, nextStatuses): Relay finds the booking by id and the
      # card shows it cancelled, without its Cancel button, from this answer alone.
      ... on UpdateBookingStatusPayload {
        booking {
          ...MyBookingCard_booking
        }
        # What came back of the payment, for the toast.
        refund {
          amount
          fee
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

// Spec section 8 "Booking status"; the description says what the payment gave back.
const UPDATED_TITLE = { id: "myBookings.toast.updated.title" } as const;
const FAILED = {
  title: { id: "myBookings.toast.failed.title" },
  description: { id: "myBookings.toast.failed.description" },
  variant: "destructive",
} as const;

/** One of the customer's bookings: who, what, when, its status and price; Cancel while confirmed. */
export function MyBookingCard({ booking }: { booking: MyBookingCard_booking$key }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment<MyBookingCardRefetchQuery, MyBookingCard_booking$key>(
    graphql`
      fragment MyBookingCard_booking on Booking @refetchable(queryName: "MyBookingCardRefetchQuery") {
        id
        databaseId
        status
        nextStatuses
        preferredDate
        preferredTime
        serviceType
        serviceDetails
        formattedAddress
        customerName
        customerEmail
        estimatedPrice
        actualPrice
        provider {
          name
        }
        payment {
          paymentStatus
          documents {
            ...PaymentDocuments_documents
          }
        }
        reviewableUntil
        review {
          rating
        }
        ...BookingMoves_booking
        ...BookingNoShow_booking
      }
    `,
    booking,
  );
  const [commit, isInFlight] = useMutation<MyBookingCardCancelMutation>(cancelMutation);
  const [confirming, setConfirming] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  // Set when the booking is being shown afresh: its Cancel button is about to go, so focus
  // goes to the card rather than to a button that disappears under it.
  const refreshing = useRef(false);

  const provider = data.provider.name;
  const date = formatBookingDate(data.preferredDate, intl);
  const time = formatBookingTime(data.preferredTime, intl);
  const price = bookingPrice(data);
  const typeLabelId = serviceTypeLabelId(data.serviceType);
  const mayPay = customerMayPay(data);
  const mayCancel = customerMayCancel(data);
  const paid = data.payment?.paymentStatus === "COMPLETED";
  const mayReview = data.reviewableUntil != null;

  // The booking moved on meanwhile (the provider started it, or it was cancelled
  // elsewhere): show where it is now, which also takes Cancel away if it no longer applies.
  const showCurrent = () => {
    refreshing.current = true;
    startTransition(() => void refetch({}, { fetchPolicy: "network-only" }));
  };

  function cancel() {
    commit({
      variables: { input: { bookingId: data.id, status: "CANCELLED" } },
      onCompleted({ updateBookingStatus: result }) {
        setConfirming(false);
        if (result.__typename === "UpdateBookingStatusPayload") {
          const money = (cents: number) => formatCents(cents, intl);
          toast({ title: UPDATED_TITLE, description: cancelledToastDescription(result.refund, money) });
          return;
        }
        // A typed refusal says why ("This booking was changed by someone else…").
        toast({ ...FAILED, ...(result.message && { description: result.message }) });
        if (result.__typename !== "NotFoundError") showCurrent();
      },
      onError(error) {
        toast(FAILED);
        // The server refused (a provider started the service first): the dialog closes
        // on the booking as it now is. A lost connection changed nothing: try again.
        if (error instanceof GraphQLResponseError) {
          setConfirming(false);
          showCurrent();
        }
      },
    });
  }

  return (
    // Where focus goes once the booking is cancelled and its Cancel button is gone.
    <div ref={cardRef} tabIndex={-1} className={styles.focusTarget}>
      <StaffCard
        heading={provider}
        badge={<BookingStatusBadge status={data.status} />}
        meta={typeLabelId ? <FormattedMessage id={typeLabelId} /> : data.serviceType}
        actions={
          <>
            <ConversationDialog withName={provider} date={date}>
              <AccountConversation bookingId={data.id} />
            </ConversationDialog>
            {(mayPay || mayCancel || mayReview) && (
              <>
                {mayPay && (
                  // The link's amount is a label: checkout charges the server's price for the booking.
                  <Link
                    to={checkoutPath(
                      { kind: "booking", bookingId: String(data.databaseId) },
                      {
                        amount: price.cents,
                        serviceType: data.serviceType,
                        customerName: data.customerName,
                        customerEmail: data.customerEmail,
                        providerName: provider,
                        serviceDetails: data.serviceDetails,
                      },
                    )}
                    className={button({ variant: "primary", size: "sm" })}
                    aria-label={intl.formatMessage({ id: "myBookings.pay.label" }, { provider, date, time })}
                  >
                    <FormattedMessage id="myBookings.pay" />
                  </Link>
                )}
                {mayCancel && (
                  <button
                    ref={cancelButtonRef}
                    type="button"
                    className={`${button({ variant: "secondary", size: "sm" })} ${dangerText}`}
                    aria-label={intl.formatMessage({ id: "myBookings.cancel.label" }, { provider, date, time })}
                    aria-haspopup="dialog"
                    disabled={isInFlight}
                    onClick={() => setConfirming(true)}
                  >
                    <FormattedMessage id="myBookings.cancel" />
                  </button>
                )}
                {mayReview && <ReviewBookingDialog bookingId={data.id} provider={provider} date={date} time={time} />}
              </>
            )}
          </>
        }
      >
        <StaffDetails>
          <StaffDetail label={<FormattedMessage id="myBookings.field.date" />}>
            <time dateTime={data.preferredDate}>{date}</time>
          </StaffDetail>
          <StaffDetail label={<FormattedMessage id="myBookings.field.time" />}>
            <time dateTime={data.preferredTime}>{time}</time>
          </StaffDetail>
          {data.formattedAddress && (
            <StaffDetail label={<FormattedMessage id="myBookings.field.address" />}>
              {data.formattedAddress}
            </StaffDetail>
          )}
          <StaffDetail label={<FormattedMessage id={price.labelId} />}>
            {price.cents != null ? (
              formatPriceCents(price.cents, intl)
            ) : (
              <FormattedMessage id="myBookings.price.unknown" />
            )}
          </StaffDetail>
          {paid && (
            <StaffDetail label={<FormattedMessage id="myBookings.field.payment" />}>
              <FormattedMessage id="myBookings.payment.paid" />
            </StaffDetail>
          )}
          {data.payment && data.payment.documents.length > 0 && (
            <StaffDetail label={<FormattedMessage id="myBookings.field.documents" />}>
              <PaymentDocuments documents={data.payment.documents} />
            </StaffDetail>
          )}
          {data.review && (
            <StaffDetail label={<FormattedMessage id="myBookings.field.review" />}>
              <StarRating rating={data.review.rating} size="sm" />
            </StaffDetail>
          )}
        </StaffDetails>
        <BookingMoves booking={data} side="CUSTOMER" otherName={provider} />
        <BookingNoShow booking={data} side="CUSTOMER" otherName={provider} />
      </StaffCard>

      {/* Outside the card's actions, so a cancelled booking (no actions) still closes it properly. */}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: "myBookings.cancelDialog.title" })}
        description={intl.formatMessage({ id: "myBookings.cancelDialog.description" }, { provider, date, time })}
        details={confirming && <CancellationTerms bookingId={data.id} />}
        cancelLabel={intl.formatMessage({ id: "myBookings.cancelDialog.keep" })}
        confirmLabel={intl.formatMessage({ id: "myBookings.cancelDialog.confirm" })}
        submittingLabel={intl.formatMessage({ id: "myBookings.cancelDialog.submitting" })}
        submitting={isInFlight}
        onConfirm={cancel}
        onCloseAutoFocus={(event) => {
          const refreshed = refreshing.current;
          refreshing.current = false;
          if (!refreshed && cancelButtonRef.current?.isConnected) return;
          event.preventDefault();
          cardRef.current?.focus();
        }}
      />
    </div>
  );
}
