import { Tabs } from "radix-ui";
import { useId, useRef, useState, useTransition } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useRefetchableFragment } from "react-relay/hooks";
import { Link, useLocation } from "react-router-dom";
import { addDaysIso, weekStartOf } from "../../../../shared/availability/slots";
import type { MessageId } from "../../i18n/messages";
import { signInPathFor } from "../../routing/RequireRoleAccess";
import type { AvailabilityCalendar_query$key } from "./__generated__/AvailabilityCalendar_query.graphql";
import type { AvailabilityCalendar_week$key } from "./__generated__/AvailabilityCalendar_week.graphql";
import type { AvailabilityCalendarRefetchQuery } from "./__generated__/AvailabilityCalendarRefetchQuery.graphql";
import type { BookSlotDialog_query$key } from "./__generated__/BookSlotDialog_query.graphql";
import { AddAvailabilityDialog } from "./AddAvailabilityDialog";
import { AvailabilitySelectedAppointment } from "./AvailabilitySelectedAppointment";
import { AvailabilitySlot } from "./AvailabilitySlot";
import { AvailabilityWeekGrid } from "./AvailabilityWeekGrid";
import { AvailabilityWeekNav } from "./AvailabilityWeekNav";
import { isPastDay, slotsByDay, weekRange } from "./availabilityWeek";
import { formatDayLong, formatTimeZone } from "./slotText";
import * as styles from "./AvailabilityCalendar.css";

export interface CalendarProvider {
  databaseId: number;
  /** null when the provider cannot be read (then its calendar cannot either). */
  name: string | null;
  /** Names of the service categories it offers. */
  services: readonly string[];
  /** Cents: what each added slot costs unless the server is told otherwise. */
  startingPrice: number | null;
}

// The same days whichever calendar the query asked for (AvailabilityCalendar_query).
const weekFragment = graphql`
  fragment AvailabilityCalendar_week on AvailabilityCalendar {
    today
    timeZone
    slots {
      id
      date
      state
      ...AvailabilitySlot_slot
      ...AvailabilitySelectedAppointment_slot
    }
  }
`;

interface AvailabilityCalendarProps {
  query: AvailabilityCalendar_query$key;
  /** The signed-in provider's own calendar (viewerAvailability), else providerId's. */
  own: boolean;
  bookingQuery: BookSlotDialog_query$key;
  provider: CalendarProvider;
  /** The provider's own account or staff: the only ones the server lets add availability. */
  canAdd: boolean;
  signedIn: boolean;
}

type View = "provider" | "customer";

/** Spec section 2 "Availability": the week, in tabs Provider View and Customer View. */
export function AvailabilityCalendar({
  query,
  own,
  bookingQuery,
  provider,
  canAdd,
  signedIn,
}: AvailabilityCalendarProps) {
  const intl = useIntl();
  const location = useLocation();
  const [data, refetch] = useRefetchableFragment<AvailabilityCalendarRefetchQuery, AvailabilityCalendar_query$key>(
    graphql`
      fragment AvailabilityCalendar_query on Query
      @refetchable(queryName: "AvailabilityCalendarRefetchQuery")
      @argumentDefinitions(
        mine: { type: "Boolean!" }
        theirs: { type: "Boolean!" }
        providerId: { type: "ID!" }
        start: { type: "String!" }
        end: { type: "String!" }
      ) {
        viewerAvailability(start: $start, end: $end) @include(if: $mine) {
          ...AvailabilityCalendar_week
        }
        availability(providerId: $providerId, start: $start, end: $end) @include(if: $theirs) {
          ...AvailabilityCalendar_week
        }
      }
    `,
    query,
  );
  const calendar = useFragment<AvailabilityCalendar_week$key>(
    weekFragment,
    (own ? data.viewerAvailability : data.availability) ?? null,
  );
  // The page passes `own` only for a query that asked for that calendar, and a provider's
  // own account always reads its own.
  if (!calendar) throw new Error("The calendar the page chose is not in its query's answer");
  const currentWeek = weekStartOf(calendar.today);
  // null: the week of the provider's today, which the first answer holds.
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const sunday = chosenWeek ?? currentWeek;
  // A week being fetched keeps the one on screen until it arrives: no jump, no spinner card.
  const [isPending, startTransition] = useTransition();
  const [view, setView] = useState<View>(canAdd ? "provider" : "customer");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [addingOn, setAddingOn] = useState<string | null>(null);
  // Read once: the zone's name ("Eastern Time") depends on the date only for its summer name.
  const [now] = useState(() => new Date());

  const days = slotsByDay(sunday, calendar.slots);
  const weekSlots = days.flatMap((day) => day.slots);
  // A selection that was booked meanwhile, or is in another week, is no selection.
  const selected = weekSlots.find((slot) => slot.id === selectedId && slot.state === "AVAILABLE") ?? null;

  // The week last asked for. A second "Next week" pressed while the first is still loading
  // steps on from it; the week on screen would send both presses to the same week.
  const requestedWeek = useRef<string | null>(null);

  /** A week of the calendar on screen only (the first answer may hold two: see availabilityVariables). */
  const calendarVariables = (sunday: string) => ({ ...weekRange(sunday), mine: own, theirs: !own });

  function showWeek(next: string) {
    requestedWeek.current = next;
    startTransition(() => {
      setChosenWeek(next);
      refetch(calendarVariables(next), { fetchPolicy: "store-and-network" });
    });
  }

  /** After a change on the server: the week as it is now. */
  function refreshWeek() {
    startTransition(() => {
      refetch(calendarVariables(sunday), { fetchPolicy: "network-only" });
    });
  }

  const emptyNote = (id: MessageId) =>
    weekSlots.length === 0 && (
      <p className={styles.note}>
        <FormattedMessage id={id} />
      </p>
    );

  return (
    <div className={styles.calendar}>
      <div className={styles.providerLine}>
        {provider.name && (
          <p>
            <FormattedMessage
              id="availabilityTest.provider"
              values={{ provider: <strong key="provider">{provider.name}</strong> }}
            />
          </p>
        )}
        <p>
          <FormattedMessage
            id="availabilityTest.timeZone"
            values={{ zone: formatTimeZone(intl.locale, calendar.timeZone, now) }}
          />
        </p>
      </div>

      <Tabs.Root value={view} onValueChange={(value) => setView(value as View)}>
        <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: "availabilityTest.tabs.label" })}>
          <Tabs.Trigger value="provider" className={styles.tab}>
            <FormattedMessage id="availabilityTest.tab.provider" />
          </Tabs.Trigger>
          <Tabs.Trigger value="customer" className={styles.tab}>
            <FormattedMessage id="availabilityTest.tab.customer" />
          </Tabs.Trigger>
        </Tabs.List>

        <AvailabilityWeekNav
          sunday={sunday}
          currentWeek={currentWeek}
          pending={isPending}
          onShowWeek={showWeek}
          onStepWeeks={(weeks) => showWeek(addDaysIso(requestedWeek.current ?? sunday, 7 * weeks))}
        />

        <div className={styles.week({ pending: isPending })} aria-busy={isPending}>
          <Tabs.Content value="provider" className={styles.panel}>
            {!canAdd && (
              <div className={styles.readOnly}>
                <p>
                  <FormattedMessage id="availabilityTest.readOnly" />
                </p>
                {!signedIn && (
                  <p>
                    <Link to={signInPathFor(location)}>
                      <FormattedMessage id="availabilityTest.readOnly.signIn" />
                    </Link>
                  </p>
                )}
              </div>
            )}
            {emptyNote(canAdd ? "availabilityTest.week.empty.provider" : "availabilityTest.week.empty.readOnly")}
            <AvailabilityWeekGrid
              days={days}
              today={calendar.today}
              renderSlot={(slot) => <AvailabilitySlot slot={slot} />}
              renderFooter={(date) =>
                canAdd && (
                  <AddButton date={date} past={isPastDay(date, calendar.today)} onAdd={() => setAddingOn(date)} />
                )
              }
            />
          </Tabs.Content>

          <Tabs.Content value="customer" className={styles.panel}>
            {emptyNote("availabilityTest.week.empty.customer")}
            {weekSlots.length > 0 && !weekSlots.some((slot) => slot.state === "AVAILABLE") && (
              <p className={styles.note}>
                <FormattedMessage id="availabilityTest.week.noneAvailable" />
              </p>
            )}
            <AvailabilityWeekGrid
              days={days}
              today={calendar.today}
              renderSlot={(slot) => (
                <AvailabilitySlot
                  slot={slot}
                  selected={slot.id === selected?.id}
                  onSelect={() => setSelectedId(slot.id)}
                />
              )}
            />
            <AvailabilitySelectedAppointment
              slot={selected}
              providerName={provider.name}
              services={provider.services}
              bookingQuery={bookingQuery}
              // The booked slot's new state came back with the booking: nothing to ask again.
              onBooked={() => setSelectedId(null)}
              onTaken={() => {
                setSelectedId(null);
                refreshWeek();
              }}
            />
          </Tabs.Content>
        </div>
      </Tabs.Root>

      {canAdd && (
        <AddAvailabilityDialog
          providerId={provider.databaseId}
          date={addingOn}
          today={calendar.today}
          startingPrice={provider.startingPrice}
          onClose={() => setAddingOn(null)}
          onAdded={refreshWeek}
        />
      )}
    </div>
  );
}

function AddButton({ date, past, onAdd }: { date: string; past: boolean; onAdd: () => void }) {
  const intl = useIntl();
  const pastId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.addButton}
        disabled={past}
        // The visible words start the name, so speech control finds the button by them.
        aria-label={intl.formatMessage({ id: "availabilityTest.add.label" }, { date: formatDayLong(intl, date) })}
        aria-describedby={past ? pastId : undefined}
        onClick={onAdd}
      >
        <FormattedMessage id="availabilityTest.add" />
      </button>
      {past && (
        <p id={pastId} className={styles.pastNote}>
          <FormattedMessage id="availabilityTest.add.past" />
        </p>
      )}
    </>
  );
}
