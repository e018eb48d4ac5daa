import { useId, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { AccountConversation } from "../../components/BookingConversation/AccountConversation";
import { ConversationDialog } from "../../components/BookingConversation/ConversationDialog";
import { BookingMoves } from "../../components/BookingMoves/BookingMoves";
import { BookingNoShow } from "../../components/BookingNoShow/BookingNoShow";
import { BookingStatusBadge } from "../../components/BookingStatusBadge/BookingStatusBadge";
import { button } from "../../components/Button/Button.css";
import { telHref } from "../../components/ProviderCard/telHref";
import { toast } from "../../components/Toast/useToast";
import type { ProviderBookingCard_booking$key } from "./__generated__/ProviderBookingCard_booking.graphql";
import type { ProviderBookingCardUpdateStatusMutation } from "./__generated__/ProviderBookingCardUpdateStatusMutation.graphql";
import { bookingMovesFor, moveToast, UPDATE_FAILED, type BookingMove, type MoveStatus } from "./bookingMoves";
import { CancelBookingDialog } from "./CancelBookingDialog";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import { serviceTypeLabelId } from "../../lib/serviceTypeLabel";
import { badgeTones } from "../../styles/badge.css";
import * as styles from "./ProviderBookingCard.css";
import { dangerText } from "../../styles/danger.css";

// The answer carries the card's own fields: the store updates its status and buttons at
// once; the dashboard's refresh then moves it to its new tab and updates the stats.
const updateStatusMutation = graphql`
  mutation ProviderBookingCardUpdateStatusMutation($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) {
      __typename
      ... on UpdateBookingStatusPayload {
        booking {
          ...ProviderBookingCard_booking
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface ProviderBookingCardProps {
  booking: ProviderBookingCard_booking$key;
  /** Called once the server has answered a move, whatever it said: the lists may be stale. */
  onMoved: () => void;
}

/** Spec section 3 "Booking (provider view)", with the moves its status allows. */
export function ProviderBookingCard({ booking, onMoved }: ProviderBookingCardProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProviderBookingCard_booking on Booking {
        id
        customerName
        customerPhone
        customerErased
        formattedAddress
        addressToConfirm
        serviceType
        serviceDetails
        specialInstructions
        preferredDate
        preferredTime
        status
        estimatedPrice
        actualPrice
        nextStatuses
        schedulingConflict
        recurringSchedule {
          __typename
        }
        ...BookingMoves_booking
        ...BookingNoShow_booking
      }
    `,
    booking,
  );
  const [commit, isInFlight] = useMutation<ProviderBookingCardUpdateStatusMutation>(updateStatusMutation);
  const [moving, setMoving] = useState<MoveStatus | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const headingId = useId();

  const when = intl.formatMessage(
    { id: "providerDashboard.booking.when" },
    { date: formatBookingDate(data.preferredDate, intl), time: formatBookingTime(data.preferredTime, intl) },
  );
  // A customer who deleted their account left the booking nameless: say so rather than show a blank.
  const customer = data.customerErased
    ? intl.formatMessage({ id: "providerDashboard.booking.customerErased" })
    : data.customerName;
  const serviceLabelId = serviceTypeLabelId(data.serviceType);
  const price = (cents: number | null | undefined) =>
    cents != null ? formatCents(cents, intl) : <FormattedMessage id="providerDashboard.booking.noPrice" />;

  function move(status: MoveStatus) {
    setMoving(status);
    commit({
      // Completing sends no actualPrice: the server then records the estimate (spec section 4).
      variables: { input: { bookingId: data.id, status } },
      onCompleted({ updateBookingStatus: result }) {
        setMoving(null);
        setConfirmingCancel(false);
        toast(moveToast(result));
        // Moved, or refused because it had changed meanwhile: either way the lists are stale.
        onMoved();
      },
      // Nothing changed; a cancellation's dialog stays open to try again.
      onError() {
        setMoving(null);
        toast(UPDATE_FAILED);
      },
    });
  }

  const moveButton = (m: BookingMove, onClick?: () => void) => (
    <button
      key={m.status}
      type="button"
      className={
        m.look === "danger"
          ? `${button({ variant: "secondary", size: "sm" })} ${dangerText}`
          : button({ variant: "primary", size: "sm" })
      }
      disabled={isInFlight}
      aria-label={intl.formatMessage(
        { id: "providerDashboard.move.label" },
        { action: intl.formatMessage({ id: m.labelId }), customer, when },
      )}
      onClick={onClick}
    >
      <FormattedMessage id={moving === m.status ? m.busyLabelId : m.labelId} />
    </button>
  );
  const moves = bookingMovesFor(data.nextStatuses);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {customer}
        </h3>
        <span className={styles.badges}>
          {data.recurringSchedule && (
            <span className={badgeTones.info}>
              <FormattedMessage id="providerDashboard.booking.recurring" />
            </span>
          )}
          <BookingStatusBadge status={data.status} />
        </span>
      </header>
      <p className={styles.when}>{when}</p>
      {/* A recurring schedule booked it on top of something else: the provider sorts it out. */}
      {data.schedulingConflict && data.status === "CONFIRMED" && (
        <p className={styles.conflict} role="note">
          <FormattedMessage id="providerDashboard.booking.schedulingConflict" />
        </p>
      )}
      <dl className={styles.details}>
        <Detail label={<FormattedMessage id="providerDashboard.booking.service" />}>
          {serviceLabelId ? <FormattedMessage id={serviceLabelId} /> : data.serviceType}
        </Detail>
        {data.customerPhone && (
          <Detail label={<FormattedMessage id="providerDashboard.booking.phone" />}>
            <a href={telHref(data.customerPhone)}>{data.customerPhone}</a>
          </Detail>
        )}
        {/* Where the job is; one booked without a checked address (the spec's REST payload) is to confirm. */}
        {!data.customerErased && (
          <Detail wide label={<FormattedMessage id="providerDashboard.booking.address" />}>
            {data.formattedAddress && !data.addressToConfirm ? (
              data.formattedAddress
            ) : (
              // A free-form line from the spec's payload, or none: the provider confirms it either way.
              <FormattedMessage
                id={
                  data.formattedAddress
                    ? "providerDashboard.booking.addressLineToConfirm"
                    : "providerDashboard.booking.addressToConfirm"
                }
                values={{ line: data.formattedAddress }}
              />
            )}
          </Detail>
        )}
        <Detail label={<FormattedMessage id="providerDashboard.booking.estimatedPrice" />}>
          {price(data.estimatedPrice)}
        </Detail>
        {(data.status === "COMPLETED" || data.actualPrice != null) && (
          <Detail label={<FormattedMessage id="providerDashboard.booking.actualPrice" />}>
            {price(data.actualPrice)}
          </Detail>
        )}
        {data.serviceDetails && (
          <Detail wide label={<FormattedMessage id="providerDashboard.booking.details" />}>
            {data.serviceDetails}
          </Detail>
        )}
        {data.specialInstructions && (
          <Detail wide label={<FormattedMessage id="providerDashboard.booking.instructions" />}>
            {data.specialInstructions}
          </Detail>
        )}
      </dl>
      {moves.length > 0 && (
        <div
          role="group"
          className={styles.actions}
          aria-label={intl.formatMessage({ id: "providerDashboard.booking.actions" }, { customer })}
          aria-busy={isInFlight}
        >
          {moves.map((m) =>
            m.confirm ? (
              <CancelBookingDialog
                key={m.status}
                bookingId={data.id}
                open={confirmingCancel}
                onOpenChange={setConfirmingCancel}
                customer={customer}
                when={when}
                submitting={moving === m.status}
                onConfirm={() => move(m.status)}
              >
                {moveButton(m)}
              </CancelBookingDialog>
            ) : (
              moveButton(m, () => move(m.status))
            ),
          )}
        </div>
      )}
      <BookingMoves booking={data} side="PROVIDER" otherName={customer} onChanged={onMoved} />
      <BookingNoShow booking={data} side="PROVIDER" otherName={customer} onChanged={onMoved} />
      <div className={styles.actions}>
        <ConversationDialog withName={customer} date={formatBookingDate(data.preferredDate, intl)}>
          <AccountConversation bookingId={data.id} />
        </ConversationDialog>
      </div>
    </article>
  );
}

function Detail({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.detail({ wide: Boolean(wide) })}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}
