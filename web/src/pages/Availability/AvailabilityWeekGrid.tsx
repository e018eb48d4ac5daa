import { useId, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDayLong, formatDayShort } from "./slotText";
import * as styles from "./AvailabilityCalendar.css";

interface AvailabilityWeekGridProps<S extends { id: string }> {
  /** Sunday to Saturday, each with its slots. */
  days: ReadonlyArray<{ date: string; slots: readonly S[] }>;
  /** The provider's today, marked on its column. */
  today: string;
  renderSlot: (slot: S) => ReactNode;
  /** Under a day's slots (Provider View's add button). */
  renderFooter?: (date: string) => ReactNode;
}

/** Seven columns, Sunday first; on a phone, seven rows. */
export function AvailabilityWeekGrid<S extends { id: string }>({
  days,
  today,
  renderSlot,
  renderFooter,
}: AvailabilityWeekGridProps<S>) {
  return (
    <ol role="list" className={styles.grid}>
      {days.map(({ date, slots }) => (
        <li key={date} className={styles.day({ today: date === today })}>
          <DayColumn date={date} isToday={date === today} slots={slots} renderSlot={renderSlot}>
            {renderFooter?.(date)}
          </DayColumn>
        </li>
      ))}
    </ol>
  );
}

interface DayColumnProps<S extends { id: string }> {
  date: string;
  isToday: boolean;
  slots: readonly S[];
  renderSlot: (slot: S) => ReactNode;
  children?: ReactNode;
}

function DayColumn<S extends { id: string }>({ date, isToday, slots, renderSlot, children }: DayColumnProps<S>) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.dayBody}>
      <h3 id={headingId} className={styles.dayHeading}>
        {/* The short form on screen; the full date for a screen reader. */}
        <span aria-hidden="true">{formatDayShort(intl, date)}</span>
        <span className={styles.visuallyHidden}>{formatDayLong(intl, date)}</span>
        {isToday && (
          <span className={styles.todayBadge}>
            <FormattedMessage id="availabilityTest.day.today" />
          </span>
        )}
      </h3>
      {slots.length === 0 ? (
        <p className={styles.dayEmpty}>
          <FormattedMessage id="availabilityTest.day.empty" />
        </p>
      ) : (
        <ul role="list" className={styles.slotList}>
          {slots.map((slot) => (
            <li key={slot.id}>{renderSlot(slot)}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
