import { type ReactNode, useId, useRef, useState } from "react";
import { PaymentDocuments } from "../../components/PaymentDocuments/PaymentDocuments";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { BookingStatusBadge } from "../../components/BookingStatusBadge/BookingStatusBadge";
import { button } from "../../components/Button/Button.css";
import { PaymentStatusBadge } from "../../components/PaymentStatusBadge/PaymentStatusBadge";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import type { GuestBookingPageQuery$data } from "./__generated__/GuestBookingPageQuery.graphql";
import type { GuestBookingDetails_booking$key } from "./__generated__/GuestBookingDetails_booking.graphql";
import { ConversationDialog } from "../../components/BookingConversation/ConversationDialog";
import { GuestConversation } from "../../components/BookingConversation/GuestConversation";
import { GuestBookingCancel } from "./GuestBookingCancel";
import { GuestBookingMoves } from "./GuestBookingMoves";
import { GuestBookingNoShow } from "./GuestBookingNoShow";
import { GuestBookingPayment } from "./GuestBookingPayment";
import * as styles from "./GuestBookingPage.css";

interface GuestBookingDetailsProps {
  booking: GuestBookingDetails_booking$key;
  /** The link's token: every action on the booking carries it. */
  token: string;
  setup: GuestBookingPageQuery$data["paymentsSetup"];
}

/**
 * The booking as its guest knows it, with what they may do while it applies: pay, change the
 * time or answer the provider's proposed one, report a no-show or dispute one, cancel.
 */
export function GuestBookingDetails({ booking, token, setup }: GuestBookingDetailsProps) {
  const intl = useIntl();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment GuestBookingDetails_booking on GuestBooking {
        id
        expiresAt
        providerName
        providerPhone
        providerEmail
        serviceName
        serviceDetails
        date
        time
        timeZone
        address
        status
        price
        paymentStatus
        amountPaid
        refundedAmount
        documents {
          ...PaymentDocuments_documents
        }
        cancelledAt
        cancelledByYou
        cancellationFee
        canPay
        cancellation {
          window
          paid
          refund
          fee
          freeUntil
        }
        ...GuestBookingMoves_booking
        ...GuestBookingNoShow_booking
      }
    `,
    booking,
  );
  const [paying, setPaying] = useState(false);
  const cardRef = useRef<HTMLElement>(null);

  const date = formatBookingDate(data.date, intl);
  const time = formatBookingTime(data.time, intl);
  const inZone = (instant: string) =>
    intl.formatDate(instant, { dateStyle: "medium", timeStyle: "short", timeZone: data.timeZone });
  const paid = data.paymentStatus === "COMPLETED";

  return (
    <div className={styles.layout}>
      {/* Where focus goes when the booking changes under the reader (cancelled, paid). */}
      <section ref={cardRef} tabIndex={-1} className={styles.card} aria-labelledby={headingId}>
        <div className={styles.cardHeader}>
          <h2 id={headingId} className={styles.heading}>
            {data.serviceName}
          </h2>
          <BookingStatusBadge status={data.status} />
        </div>
        {data.cancelledAt && (
          <p className={styles.notice} role="status">
            <FormattedMessage
              id={data.cancelledByYou ? "guestBooking.cancelled.byYou" : "guestBooking.cancelled.byOther"}
              values={{ date: inZone(data.cancelledAt) }}
            />
            {data.cancellationFee ? (
              <>
                {" "}
                <FormattedMessage
                  id="guestBooking.cancelled.fee"
                  values={{ fee: formatCents(data.cancellationFee, intl) }}
                />
              </>
            ) : null}
          </p>
        )}
        <dl className={styles.details}>
          <Detail term={<FormattedMessage id="guestBooking.field.provider" />}>{data.providerName}</Detail>
          <Detail term={<FormattedMessage id="guestBooking.field.phone" />}>
            <a href={`tel:${data.providerPhone.replace(/[^\d+]/g, "")}`}>{data.providerPhone}</a>
          </Detail>
          <Detail term={<FormattedMessage id="guestBooking.field.email" />}>
            <a href={`mailto:${data.providerEmail}`}>{data.providerEmail}</a>
          </Detail>
          <Detail term={<FormattedMessage id="guestBooking.field.date" />}>{date}</Detail>
          <Detail term={<FormattedMessage id="guestBooking.field.time" />}>{time}</Detail>
          <Detail term={<FormattedMessage id="guestBooking.field.address" />}>
            {data.address ?? <FormattedMessage id="guestBooking.address.none" />}
          </Detail>
          {data.serviceDetails && (
            <Detail term={<FormattedMessage id="guestBooking.field.details" />}>{data.serviceDetails}</Detail>
          )}
          <Detail term={<FormattedMessage id="guestBooking.field.price" />}>
            {data.price == null ? <FormattedMessage id="guestBooking.price.unknown" /> : formatCents(data.price, intl)}
          </Detail>
          <Detail term={<FormattedMessage id="guestBooking.field.payment" />}>
            {data.paymentStatus ? (
              <span className={styles.payment}>
                <PaymentStatusBadge status={data.paymentStatus} />
                {paid && data.amountPaid > 0 && (
                  <FormattedMessage
                    id="guestBooking.payment.paid"
                    values={{ amount: formatCents(data.amountPaid, intl) }}
                  />
                )}
                {data.refundedAmount > 0 && (
                  <FormattedMessage
                    id="guestBooking.payment.refunded"
                    values={{ amount: formatCents(data.refundedAmount, intl) }}
                  />
                )}
              </span>
            ) : (
              <FormattedMessage id="guestBooking.payment.none" />
            )}
          </Detail>
          {data.documents.length > 0 && (
            <Detail term={<FormattedMessage id="guestBooking.field.documents" />}>
              <PaymentDocuments documents={data.documents} />
            </Detail>
          )}
        </dl>
        {data.cancellation && data.cancellation.paid > 0 && data.cancellation.window === "FREE" && (
          <p className={styles.hint}>
            <FormattedMessage id="guestBooking.freeUntil" values={{ time: inZone(data.cancellation.freeUntil) }} />
          </p>
        )}
        <GuestBookingMoves booking={data} token={token} />
        <GuestBookingNoShow booking={data} token={token} />
        <div className={styles.actions}>
          <ConversationDialog withName={data.providerName} date={date}>
            <GuestConversation token={token} />
          </ConversationDialog>
          {(data.canPay || data.cancellation) && (
            <>
              {data.canPay && !paying && (
                <button type="button" className={button({ variant: "primary" })} onClick={() => setPaying(true)}>
                  <FormattedMessage id="guestBooking.pay" />
                </button>
              )}
              {data.cancellation && (
                <GuestBookingCancel
                  token={token}
                  preview={data.cancellation}
                  provider={data.providerName}
                  date={date}
                  time={time}
                  onCancelled={() => {
                    setPaying(false);
                    cardRef.current?.focus();
                  }}
                />
              )}
            </>
          )}
        </div>
        <p className={styles.hint}>
          <FormattedMessage id="guestBooking.expires" values={{ date: inZone(data.expiresAt) }} />
        </p>
      </section>
      {paying && data.canPay && (
        <GuestBookingPayment
          token={token}
          setup={setup}
          onPaid={() => {
            setPaying(false);
            cardRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
