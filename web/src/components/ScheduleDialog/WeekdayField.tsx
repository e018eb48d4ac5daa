import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatWeekday, WEEKDAYS } from "../../lib/scheduleFormat";
import * as form from "../BookingDialog/BookingDialog.css";
import * as styles from "./ScheduleDialog.css";

interface WeekdayFieldProps {
  /** "0" (Sunday) to "6" (Saturday), or "" for none yet. */
  value: string;
  onChange: (value: string) => void;
  /** The field's message, with the id it is given. */
  error: { id: string; message: ReactNode } | null;
}

/**
 * The weekday selector of a weekly or every-2-weeks schedule: seven radios, Sunday first,
 * each shown as its short name and read out by its full one; arrows move between them.
 */
export function WeekdayField({ value, onChange, error }: WeekdayFieldProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.weekdays} aria-describedby={error?.id}>
      <legend className={styles.legend}>
        <FormattedMessage id="scheduleDialog.field.dayOfWeek" />
        <RequiredMark />
      </legend>
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
      {error && (
        <p id={error.id} className={form.fieldError}>
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/** The hidden mark of a required field, as the booking dialog's fields show it. */
export function RequiredMark() {
  return (
    <span className={form.requiredMark} aria-hidden="true">
      {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a hidden mark; the form's note says what it means */}
      {" *"}
    </span>
  );
}
