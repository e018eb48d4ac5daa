import { startTransition, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { StaffCard, StaffDetail, StaffDetails } from "../../components/StaffCard/StaffCard";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import { serviceTypeLabelId } from "../../lib/serviceTypeLabel";
import { checkoutPath } from "../../lib/checkoutParams";
import { checkoutFrequency, frequencyLabel, scheduleDay } from "../../lib/scheduleFormat";
import { badgeTones } from "../../styles/badge.css";
import type { RecurringScheduleCard_schedule$key } from "./__generated__/RecurringScheduleCard_schedule.graphql";
import type { RecurringScheduleCardRefetchQuery } from "./__generated__/RecurringScheduleCardRefetchQuery.graphql";
import { CancelScheduleDialog } from "./CancelScheduleDialog";
import { PriceProposalNotice } from "./PriceProposalNotice";
import { useScheduleActions } from "./useScheduleActions";
import * as styles from "./RecurringBookingsPage.css";
import { dangerText } from "../../styles/danger.css";

interface RecurringScheduleCardProps {
  schedule: RecurringScheduleCard_schedule$key;
  /** The list the card is in, which the schedule leaves once cancelled. */
  connectionId: string;
  /** The viewer's own schedule, which they may pay for; staff looking at a customer's may not. */
  own: boolean;
}

/**
 * Spec section 2 "Recurring bookings": one schedule's card, with what it books, when, at
 * what estimate, with whom; Pause or Resume, Cancel, and 'Start Subscription' until paid.
 */
export function RecurringScheduleCard({ schedule, connectionId, own }: RecurringScheduleCardProps) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment<RecurringScheduleCardRefetchQuery, RecurringScheduleCard_schedule$key>(
    graphql`
      fragment RecurringScheduleCard_schedule on RecurringSchedule
      @refetchable(queryName: "RecurringScheduleCardRefetchQuery") {
        id
        databaseId
        serviceType
        serviceDetails
        frequency
        dayOfWeek
        dayOfMonth
        preferredTime
        estimatedPrice
        nextCleaningDate
        status
        pausedUntil
        completedCleanings
        subscriptionPaid
        customerName
        customerEmail
        formattedAddress
        addressToConfirm
        provider {
          name
        }
        ...PriceProposalNotice_schedule
      }
    `,
    schedule,
  );
  const refresh = () => startTransition(() => void refetch({}, { fetchPolicy: "network-only" }));
  const actions = useScheduleActions({ scheduleId: data.id, connectionId, onStale: refresh });
  const [confirming, setConfirming] = useState(false);

  const provider = data.provider.name;
  const typeLabelId = serviceTypeLabelId(data.serviceType);
  const service = typeLabelId ? intl.formatMessage({ id: typeLabelId }) : data.serviceType;
  const frequency = frequencyLabel(data.frequency, intl);
  const day = scheduleDay(data, intl);
  const paused = data.status === "PAUSED";
  const live = data.status === "ACTIVE" || paused;
  const mayStartSubscription = own && live && !data.subscriptionPaid;
  // Names each button after its schedule, so a list of them reads apart ("Pause your House Cleaning schedule with ...").
  const labelValues = { service, provider, frequency };

  return (
    <>
      <StaffCard
        heading={service}
        badge={
          <span className={badgeTones[paused ? "warning" : "success"]}>
            <FormattedMessage id="recurringBookings.status" values={{ status: data.status }} />
          </span>
        }
        meta={<FormattedMessage id="recurringBookings.withProvider" values={{ provider }} />}
        actions={
          live && (
            <>
              {mayStartSubscription && (
                // The link's amount is a label: checkout charges the server's price for the schedule.
                <Link
                  to={checkoutPath(
                    { kind: "schedule", scheduleId: String(data.databaseId) },
                    {
                      amount: data.estimatedPrice,
                      serviceType: data.serviceType,
                      customerName: data.customerName,
                      customerEmail: data.customerEmail,
                      providerName: provider,
                      serviceDetails: data.serviceDetails,
                      frequency: checkoutFrequency(data.frequency),
                    },
                  )}
                  className={button({ variant: "primary", size: "sm" })}
                  aria-label={intl.formatMessage({ id: "recurringBookings.subscribe.label" }, labelValues)}
                >
                  <FormattedMessage id="recurringBookings.subscribe" />
                </Link>
              )}
              <button
                type="button"
                className={button({ variant: "secondary", size: "sm" })}
                aria-label={intl.formatMessage(
                  { id: paused ? "recurringBookings.resume.label" : "recurringBookings.pause.label" },
                  labelValues,
                )}
                disabled={actions.busy}
                onClick={paused ? actions.resume : actions.pause}
              >
                <FormattedMessage id={paused ? "recurringBookings.resume" : "recurringBookings.pause"} />
              </button>
              <button
                type="button"
                className={`${button({ variant: "secondary", size: "sm" })} ${dangerText}`}
                aria-label={intl.formatMessage({ id: "recurringBookings.cancel.label" }, labelValues)}
                aria-haspopup="dialog"
                disabled={actions.busy}
                onClick={() => setConfirming(true)}
              >
                <FormattedMessage id="recurringBookings.cancel" />
              </button>
            </>
          )
        }
      >
        {paused && (
          <p className={styles.pausedNote}>
            {data.pausedUntil ? (
              <FormattedMessage
                id="recurringBookings.pausedUntil"
                values={{ date: <time dateTime={data.pausedUntil}>{formatBookingDate(data.pausedUntil, intl)}</time> }}
              />
            ) : (
              <FormattedMessage id="recurringBookings.pausedUntilResumed" />
            )}
          </p>
        )}
        {live && <PriceProposalNotice schedule={data} own={own} onStale={refresh} />}
        <StaffDetails>
          <StaffDetail label={<FormattedMessage id="recurringBookings.field.frequency" />}>{frequency}</StaffDetail>
          {day && (
            <StaffDetail
              label={
                <FormattedMessage
                  id={
                    data.frequency === "MONTHLY" ? "recurringBookings.field.dayOfMonth" : "recurringBookings.field.day"
                  }
                />
              }
            >
              {day}
            </StaffDetail>
          )}
          <StaffDetail label={<FormattedMessage id="recurringBookings.field.time" />}>
            <time dateTime={data.preferredTime}>{formatBookingTime(data.preferredTime, intl)}</time>
          </StaffDetail>
          <StaffDetail label={<FormattedMessage id="recurringBookings.field.estimatedPrice" />}>
            {formatCents(data.estimatedPrice, intl)}
          </StaffDetail>
          <StaffDetail label={<FormattedMessage id="recurringBookings.field.nextCleaning" />}>
            {data.nextCleaningDate ? (
              <time dateTime={data.nextCleaningDate}>{formatBookingDate(data.nextCleaningDate, intl)}</time>
            ) : (
              <FormattedMessage id="recurringBookings.nextCleaning.none" />
            )}
          </StaffDetail>
          <StaffDetail label={<FormattedMessage id="recurringBookings.field.completed" />}>
            <FormattedMessage id="recurringBookings.completed" values={{ count: data.completedCleanings }} />
          </StaffDetail>
          <StaffDetail wide label={<FormattedMessage id="recurringBookings.field.address" />}>
            {data.formattedAddress && !data.addressToConfirm ? (
              data.formattedAddress
            ) : (
              // Set up without a checked address (the spec's REST form): the provider confirms it.
              <FormattedMessage
                id={
                  data.formattedAddress
                    ? "recurringBookings.addressLineToConfirm"
                    : "recurringBookings.addressToConfirm"
                }
                values={{ line: data.formattedAddress }}
              />
            )}
          </StaffDetail>
          {data.serviceDetails && (
            <StaffDetail wide label={<FormattedMessage id="recurringBookings.field.serviceDetails" />}>
              {data.serviceDetails}
            </StaffDetail>
          )}
        </StaffDetails>
      </StaffCard>
      <CancelScheduleDialog
        open={confirming}
        cancelling={actions.cancelling}
        description={intl.formatMessage({ id: "recurringBookings.cancelDialog.description" }, labelValues)}
        onOpenChange={setConfirming}
        onConfirm={() => actions.cancel(() => setConfirming(false))}
      />
    </>
  );
}
