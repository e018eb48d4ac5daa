import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { formatPriceCents } from "../../lib/format";
import type { AvailabilitySelectedAppointment_slot$key } from "./__generated__/AvailabilitySelectedAppointment_slot.graphql";
import type { BookSlotDialog_query$key } from "./__generated__/BookSlotDialog_query.graphql";
import { durationHours } from "./availabilityForm";
import { BookSlotDialog } from "./BookSlotDialog";
import { formatDayLong, formatSlotTimes } from "./slotText";
import * as styles from "./AvailabilitySelectedAppointment.css";

interface AvailabilitySelectedAppointmentProps {
  /** The chosen available slot; null before one is chosen. */
  slot: AvailabilitySelectedAppointment_slot$key | null;
  providerName: string | null;
  services: readonly string[];
  bookingQuery: BookSlotDialog_query$key;
  onBooked: () => void;
  /** Someone else got the slot first (or it has begun): it can no longer be booked. */
  onTaken: () => void;
}

/** Spec section 2: the selected appointment's date, time, duration and price, and 'Book This Appointment'. */
export function AvailabilitySelectedAppointment({
  slot,
  providerName,
  services,
  bookingQuery,
  onBooked,
  onTaken,
}: AvailabilitySelectedAppointmentProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AvailabilitySelectedAppointment_slot on TimeSlot {
        id
        date
        startTime
        endTime
        durationMinutes
        price
      }
    `,
    slot,
  );
  const [booking, setBooking] = useState(false);
  const headingId = useId();
  // Where the focus goes once the booked slot, and its button, are gone.
  const panelRef = useRef<HTMLElement>(null);

  // On a phone the panel is far below the calendar (some 3,000 px under today's slots):
  // each slot chosen brings it, and its 'Book This Appointment', into view. Focus stays on
  // the slot (the choice is announced from here), so the keyboard can still pick another.
  const chosenId = data?.id ?? null;
  useEffect(() => {
    if (chosenId !== null) revealPanel(panelRef.current);
  }, [chosenId]);

  const summary = data
    ? {
        id: data.id,
        date: formatDayLong(intl, data.date),
        time: formatSlotTimes(intl, data.startTime, data.endTime),
        price: formatPriceCents(data.price, intl),
        hours: durationHours(data.durationMinutes),
      }
    : null;

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={styles.panel({ chosen: summary !== null })}
    >
      <h3 id={headingId} className={styles.heading}>
        <FormattedMessage id="availabilityTest.selected.heading" />
      </h3>
      {/* Announced as a slot is chosen: what was picked, without leaving the calendar. */}
      <div aria-live="polite">
        {summary ? (
          <dl className={styles.details}>
            <Detail label={<FormattedMessage id="availabilityTest.selected.date" />}>{summary.date}</Detail>
            <Detail label={<FormattedMessage id="availabilityTest.selected.time" />}>{summary.time}</Detail>
            <Detail label={<FormattedMessage id="availabilityTest.selected.duration" />}>
              <FormattedMessage id="availabilityTest.duration" values={{ hours: summary.hours }} />
            </Detail>
            <Detail label={<FormattedMessage id="availabilityTest.selected.price" />}>{summary.price}</Detail>
          </dl>
        ) : (
          <p className={styles.none}>
            <FormattedMessage id="availabilityTest.selected.none" />
          </p>
        )}
      </div>
      <BookSlotDialog
        query={bookingQuery}
        slot={summary}
        providerName={providerName}
        services={services}
        open={booking && summary !== null}
        onOpenChange={setBooking}
        onBooked={() => {
          setBooking(false);
          onBooked();
        }}
        onTaken={() => {
          setBooking(false);
          onTaken();
        }}
        focusAfterBooking={panelRef}
        trigger={
          summary && (
            <button type="button" className={`${button({ variant: "primary" })} ${styles.book}`}>
              <FormattedMessage id="availabilityTest.selected.book" />
            </button>
          )
        }
      />
    </section>
  );
}

/** Scrolls the panel just into view if any of it is out of view; smoothly, unless motion is reduced. */
function revealPanel(panel: HTMLElement | null) {
  if (!panel) return;
  const { top, bottom } = panel.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  panel.scrollIntoView({ block: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
