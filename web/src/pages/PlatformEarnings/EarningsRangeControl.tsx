import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import type { MessageId } from "../../i18n/messages";
import * as formStyles from "../../styles/form.css";
import {
  EARNINGS_PRESETS,
  type EarningsDateRange,
  type EarningsPreset,
  MAX_EARNINGS_RANGE_DAYS,
} from "../../../../shared/payments/earnings-range";
import { customRangeProblem, type CustomRangeProblem, type RangeSelection } from "./earningsRangeParams";
import * as styles from "./PlatformEarningsPage.css";

const PRESET_LABELS: Record<EarningsPreset, MessageId> = {
  today: "platformEarnings.range.preset.today",
  "last-7-days": "platformEarnings.range.preset.last7Days",
  "last-30-days": "platformEarnings.range.preset.last30Days",
  "this-month": "platformEarnings.range.preset.thisMonth",
};

const PROBLEM_MESSAGES: Record<CustomRangeProblem, MessageId> = {
  missing: "platformEarnings.range.error.missing",
  order: "platformEarnings.range.error.order",
  length: "platformEarnings.range.error.length",
  bounds: "platformEarnings.range.error.bounds",
};

// Calendar dates, written as they are: formatted in UTC so no reader's zone moves them.
const RANGE_DATE = { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" } as const;

interface EarningsRangeControlProps {
  selection: RangeSelection;
  /** The dates the selection means today. */
  range: EarningsDateRange;
  onChange: (selection: RangeSelection) => void;
}

/**
 * Spec section 2: the presets Today, Last 7 days, Last 30 days and This month (the
 * default), or two dates by hand; always on the platform's calendar, which it states.
 */
export function EarningsRangeControl({ selection, range, onChange }: EarningsRangeControlProps) {
  const intl = useIntl();
  const headingId = useId();
  const formatDate = (date: string) => intl.formatDate(Date.parse(`${date}T00:00:00Z`), RANGE_DATE);

  return (
    <section className={styles.rangePanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.rangeHeading}>
        <FormattedMessage id="platformEarnings.range.heading" />
      </h2>
      <div
        className={styles.presets}
        role="group"
        aria-label={intl.formatMessage({ id: "platformEarnings.range.presets" })}
      >
        {EARNINGS_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`${button({ variant: "secondary", size: "sm" })} ${styles.preset}`}
            aria-pressed={selection.kind === "preset" && selection.preset === preset}
            onClick={() => onChange({ kind: "preset", preset })}
          >
            <FormattedMessage id={PRESET_LABELS[preset]} />
          </button>
        ))}
      </div>
      {/* Keyed by the range on screen: a preset or Back puts its dates in the fields. */}
      <CustomRangeForm key={`${range.startDate} ${range.endDate}`} range={range} onChange={onChange} />
      <p className={styles.rangeFacts}>
        <span className={styles.rangeShowing} aria-live="polite">
          {range.startDate === range.endDate ? (
            <FormattedMessage id="platformEarnings.range.showingDay" values={{ date: formatDate(range.startDate) }} />
          ) : (
            <FormattedMessage
              id="platformEarnings.range.showing"
              values={{ start: formatDate(range.startDate), end: formatDate(range.endDate) }}
            />
          )}
        </span>
        <span>
          <FormattedMessage id="platformEarnings.range.timeZone" />
        </span>
      </p>
    </section>
  );
}

function CustomRangeForm({
  range,
  onChange,
}: {
  range: EarningsDateRange;
  onChange: (selection: RangeSelection) => void;
}) {
  const intl = useIntl();
  const errorId = useId();
  const [startDate, setStartDate] = useState(range.startDate);
  const [endDate, setEndDate] = useState(range.endDate);
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = customRangeProblem(startDate, endDate);
    setProblem(found);
    if (!found) onChange({ kind: "custom", startDate, endDate });
  };
  // While the error shows, both fields are marked invalid and point to it.
  const fieldError = problem ? errorId : undefined;

  return (
    <form
      className={styles.customForm}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: "platformEarnings.range.custom" })}
    >
      <DateField
        labelId="platformEarnings.range.start"
        value={startDate}
        max={endDate || undefined}
        errorId={fieldError}
        onChange={setStartDate}
      />
      <DateField
        labelId="platformEarnings.range.end"
        value={endDate}
        min={startDate || undefined}
        errorId={fieldError}
        onChange={setEndDate}
      />
      <button type="submit" className={button({ variant: "primary" })}>
        <FormattedMessage id="platformEarnings.range.apply" />
      </button>
      {problem && (
        <p id={errorId} role="alert" className={styles.rangeError}>
          <FormattedMessage id={PROBLEM_MESSAGES[problem]} values={{ days: MAX_EARNINGS_RANGE_DAYS }} />
        </p>
      )}
    </form>
  );
}

interface DateFieldProps {
  labelId: MessageId;
  value: string;
  min?: string;
  max?: string;
  /** The form's error, when there is one: the field is marked invalid and points to it. */
  errorId: string | undefined;
  onChange: (value: string) => void;
}

function DateField({ labelId, value, min, max, errorId, onChange }: DateFieldProps) {
  return (
    <Field label={<FormattedMessage id={labelId} />} describedBy={errorId} invalid={errorId !== undefined} required>
      {(control) => (
        <input
          {...control}
          type="date"
          className={formStyles.input}
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
