import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatWeekday, WEEKDAYS } from "../../lib/scheduleFormat";
import { FieldGroup } from "../Field/Field";
import * as styles from "./ScheduleDialog.css";

interface WeekdayFieldProps {
  /** The group's id; its message's is derived from it. */
  id: string;
  /** "0" (Sunday) to "6" (Saturday), or "" for none yet. */
  value: string;
  onChange: (value: string) => void;
  /** The field's message. */
  error: ReactNode;
}

/**
 * The weekday selector of a weekly or every-2-weeks schedule: seven radios, Sunday first,
 * each shown as its short name and read out by its full one; arrows move between them.
 */
export function WeekdayField({ id, value, onChange, error }: WeekdayFieldProps) {
  const intl = useIntl();
  return (
    <FieldGroup
      id={id}
      label={<FormattedMessage id="scheduleDialog.field.dayOfWeek" />}
      error={error}
      required
      requiredMarker
      className={styles.weekdays}
    >
      {WEEKDAYS.map((day) => (
        <label key={day} className={styles.weekday}>
          <input
            type="radio"
            name="dayOfWeek"
            value={day}
            checked={value === String(day)}
            onChange={(event) => onChange(event.target.value)}
            aria-label={formatWeekday(day, intl)}
            // The first radio carries the message's state: focus goes there when it is wrong.
            aria-invalid={day === 0 && error ? true : undefined}
            className={styles.weekdayInput}
          />
          <span aria-hidden="true">{formatWeekday(day, intl, "short")}</span>
        </label>
      ))}
    </FieldGroup>
  );
}
