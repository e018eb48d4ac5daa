import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import { serviceTypeLabelId } from "../../lib/serviceTypeLabel";
import { frequencyLabel, scheduleDay } from "../../lib/scheduleFormat";
import { badgeTones } from "../../styles/badge.css";
import type { ProviderScheduleCard_schedule$key } from "./__generated__/ProviderScheduleCard_schedule.graphql";
import { ProposePriceForm } from "./ProposePriceForm";
import * as styles from "./ProviderScheduleCard.css";

interface ProviderScheduleCardProps {
  schedule: ProviderScheduleCard_schedule$key;
}

/**
 * One recurring schedule a customer set up with the provider: whose, what, how often, the
 * next cleaning, where, at what price per visit, and the price the provider proposed while
 * the customer has not answered. The provider proposes a new price from here.
 */
export function ProviderScheduleCard({ schedule }: ProviderScheduleCardProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProviderScheduleCard_schedule on RecurringSchedule {
        id
        customerName
        customerErased
        serviceType
        frequency
        dayOfWeek
        dayOfMonth
        preferredTime
        nextCleaningDate
        formattedAddress
        addressToConfirm
        estimatedPrice
        status
        openPriceProposal {
          proposedPrice
          previousPrice
        }
      }
    `,
    schedule,
  );
  const [proposing, setProposing] = useState(false);
  const proposeButton = useRef<HTMLButtonElement>(null);
  const closedForm = useRef(false);
  const headingId = useId();

  // Focus goes back to the button that opened the form once it closes.
  useEffect(() => {
    if (!proposing && closedForm.current) proposeButton.current?.focus();
    closedForm.current = false;
  }, [proposing]);

  // A customer who deleted their account left the schedule nameless: say so rather than show a blank.
  const customer = data.customerErased
    ? intl.formatMessage({ id: "providerSchedules.customerErased" })
    : data.customerName;
  const serviceLabelId = serviceTypeLabelId(data.serviceType);
  const service = serviceLabelId ? intl.formatMessage({ id: serviceLabelId }) : data.serviceType;
  const day = scheduleDay(data, intl);
  const paused = data.status === "PAUSED";
  const live = data.status === "ACTIVE" || paused;
  const proposal = data.openPriceProposal;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {customer}
        </h3>
        <span className={styles.badges}>
          <span className={badgeTones[paused ? "warning" : "success"]}>
            <FormattedMessage id="recurringBookings.status" values={{ status: data.status }} />
          </span>
        </span>
      </header>
      {proposal && live && (
        <p className={styles.proposal} role="note">
          <FormattedMessage
            id="providerSchedules.proposal.awaiting"
            values={{
              proposed: formatCents(proposal.proposedPrice, intl),
              previous: formatCents(proposal.previousPrice, intl),
            }}
          />
        </p>
      )}
      <dl className={styles.details}>
        <Detail label={<FormattedMessage id="providerSchedules.field.service" />}>{service}</Detail>
        <Detail label={<FormattedMessage id="providerSchedules.field.frequency" />}>
          {frequencyLabel(data.frequency, intl)}
        </Detail>
        {day && (
          <Detail
            label={
              <FormattedMessage
                id={data.frequency === "MONTHLY" ? "providerSchedules.field.dayOfMonth" : "providerSchedules.field.day"}
              />
            }
          >
            {day}
          </Detail>
        )}
        <Detail label={<FormattedMessage id="providerSchedules.field.time" />}>
          <time dateTime={data.preferredTime}>{formatBookingTime(data.preferredTime, intl)}</time>
        </Detail>
        <Detail label={<FormattedMessage id="providerSchedules.field.nextCleaning" />}>
          {data.nextCleaningDate ? (
            <time dateTime={data.nextCleaningDate}>{formatBookingDate(data.nextCleaningDate, intl)}</time>
          ) : (
            <FormattedMessage id="providerSchedules.nextCleaning.none" />
          )}
        </Detail>
        <Detail label={<FormattedMessage id="providerSchedules.field.price" />}>
          {formatCents(data.estimatedPrice, intl)}
        </Detail>
        {!data.customerErased && (
          <Detail wide label={<FormattedMessage id="providerSchedules.field.address" />}>
            {data.formattedAddress && !data.addressToConfirm ? (
              data.formattedAddress
            ) : (
              // A free-form line from the spec's REST payload, or none: the provider confirms it either way.
              <FormattedMessage
                id={
                  data.formattedAddress
                    ? "providerSchedules.addressLineToConfirm"
                    : "providerSchedules.addressToConfirm"
                }
                values={{ line: data.formattedAddress }}
              />
            )}
          </Detail>
        )}
      </dl>
      {live && proposing && (
        // In the button's place, focus in its field; back on the button once sent or closed.
        <ProposePriceForm
          scheduleId={data.id}
          currentPrice={data.estimatedPrice}
          replacesProposal={proposal !== null}
          customer={customer}
          onDone={() => {
            closedForm.current = true;
            setProposing(false);
          }}
        />
      )}
      {live && !proposing && (
        <div className={styles.actions}>
          <button
            ref={proposeButton}
            type="button"
            className={button({ variant: "secondary", size: "sm" })}
            aria-label={intl.formatMessage({ id: "providerSchedules.propose.label" }, { customer, service })}
            onClick={() => setProposing(true)}
          >
            <FormattedMessage id="providerSchedules.propose" />
          </button>
        </div>
      )}
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
