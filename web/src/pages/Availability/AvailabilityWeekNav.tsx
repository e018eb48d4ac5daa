import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../../components/Button/Button.css";
import { weekRange } from "./availabilityWeek";
import { formatWeekRange } from "./slotText";
import * as styles from "./AvailabilityCalendar.css";

interface AvailabilityWeekNavProps {
  /** The week on screen. */
  sunday: string;
  /** The week of the provider's today. */
  currentWeek: string;
  /** Another week is on its way. */
  pending: boolean;
  onShowWeek: (sunday: string) => void;
  /** Moves by whole weeks from the week last asked for (which may still be loading). */
  onStepWeeks: (weeks: number) => void;
}

/** The week's range as a heading, with the previous and next weeks either side. */
export function AvailabilityWeekNav({
  sunday,
  currentWeek,
  pending,
  onShowWeek,
  onStepWeeks,
}: AvailabilityWeekNavProps) {
  const intl = useIntl();
  const { start, end } = weekRange(sunday);
  const small = button({ variant: "secondary", size: "sm" });
  return (
    <div className={styles.weekBar}>
      {/* Read out when it changes, so a screen reader hears which week the buttons brought. */}
      <h2 className={styles.weekHeading} aria-live="polite" aria-atomic="true">
        {formatWeekRange(intl, start, end)}
      </h2>
      <nav className={styles.weekNav} aria-label={intl.formatMessage({ id: "availabilityTest.week.nav.label" })}>
        <button type="button" className={small} onClick={() => onStepWeeks(-1)}>
          <FormattedMessage id="availabilityTest.week.previous" />
        </button>
        <button
          type="button"
          className={small}
          disabled={sunday === currentWeek}
          onClick={() => onShowWeek(currentWeek)}
        >
          <FormattedMessage id="availabilityTest.week.current" />
        </button>
        <button type="button" className={small} onClick={() => onStepWeeks(1)}>
          <FormattedMessage id="availabilityTest.week.next" />
        </button>
      </nav>
      <p role="status" className={styles.visuallyHidden}>
        {pending && <FormattedMessage id="availabilityTest.week.loading" />}
      </p>
    </div>
  );
}
