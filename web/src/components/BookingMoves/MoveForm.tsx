import { addDays, format } from "date-fns";
import { useEffect, useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery } from "relay-runtime";
import { latestBookingDate } from "../../../../shared/bookings/booking-time";
import { localIsoDate } from "../../../../shared/calendar/iso-dates";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import * as formStyles from "../../styles/form.css";
import * as form from "../BookingDialog/BookingDialog.css";
import { PREFERRED_TIME_OPTIONS } from "../BookingDialog/bookingForm";
import { DialogFormActions } from "../DialogFrame/DialogFormActions";
import { Choice, Field, FieldGroup } from "../Field/Field";
import type { MoveFormSlotsQuery } from "./__generated__/MoveFormSlotsQuery.graphql";
import * as styles from "./BookingMoves.css";

const slotsQuery = graphql`
  query MoveFormSlotsQuery($providerId: ID!, $start: String!, $end: String!) {
    availability(providerId: $providerId, start: $start, end: $end) {
      slots {
        databaseId
        date
        startTime
        startsAt
        price
        state
      }
    }
  }
`;

/** How far ahead the free times are listed (the availability call's limit is 31 days). */
const SLOT_DAYS = 30;

export const MOVE_FIELDS = ["timeSlotId", "preferredDate", "preferredTime"] as const;
export type MoveField = (typeof MOVE_FIELDS)[number];

/** What the form sends: one of the provider's free slots, or a date and time. */
export type MoveTarget = { timeSlotId: string } | { preferredDate: string; preferredTime: string };

/** What the server said of a sent move: words under fields, or one message above them. */
export interface MoveRefusal {
  message: string;
  fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }> | null;
}

interface Slot {
  databaseId: number;
  date: string;
  startTime: string;
  price: number;
}

type SlotsState = { step: "loading" } | { step: "ready"; slots: readonly Slot[] } | { step: "failed" };

/** The provider's free slots from today for SLOT_DAYS days, loaded when the form opens. */
function useFreeSlots(providerId: string): SlotsState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<SlotsState>({ step: "loading" });
  useEffect(() => {
    const today = localIsoDate(new Date());
    const end = format(addDays(new Date(`${today}T12:00:00`), SLOT_DAYS), "yyyy-MM-dd");
    const now = Date.now();
    const subscription = fetchQuery<MoveFormSlotsQuery>(
      environment,
      slotsQuery,
      { providerId, start: today, end },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next(data) {
        const free = data.availability.slots.filter(
          (slot) => slot.state === "AVAILABLE" && new Date(slot.startsAt).getTime() > now,
        );
        setState({ step: "ready", slots: free });
      },
      error() {
        setState({ step: "failed" });
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, providerId]);
  return state;
}

interface MoveFormProps {
  /** The provider's id: whose free times are offered. */
  providerId: string;
  submitting: boolean;
  onSubmit: (target: MoveTarget, refuse: (refusal: MoveRefusal) => void) => void;
}

/**
 * A new time for a booking: one of the provider's free times (listed with their prices), or
 * another date and time to ask for. Checked before it is sent; the server's refusal shows
 * under its field, or above the form.
 */
export function MoveForm({ providerId, submitting, onSubmit }: MoveFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const idOf = (field: MoveField) => `${baseId}-${field}`;
  const slots = useFreeSlots(providerId);
  const [kind, setKind] = useState<"slot" | "time">("slot");
  const [values, setValues] = useState<Record<MoveField, string>>({
    timeSlotId: "",
    preferredDate: "",
    preferredTime: "",
  });
  const [errors, setErrors] = useState<FieldErrors<MoveField>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const today = localIsoDate(new Date());
  // With no free times listed, the only way is to ask for a date and time.
  const noSlots = slots.step !== "ready" || slots.slots.length === 0;
  const choosing = noSlots && slots.step !== "loading" ? "time" : kind;

  function set(field: MoveField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: FieldErrors<MoveField>) {
    setErrors(next);
    const first = firstInvalidField(next, MOVE_FIELDS);
    if (first) document.getElementById(first === "timeSlotId" ? `${idOf(first)}-0` : idOf(first))?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    const missing: FieldErrors<MoveField> = {};
    const required = intl.formatMessage({ id: "bookingMoves.form.required" });
    if (choosing === "slot" && !values.timeSlotId) missing.timeSlotId = required;
    if (choosing === "time" && !values.preferredDate) missing.preferredDate = required;
    if (choosing === "time" && !values.preferredTime) missing.preferredTime = required;
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    setErrors({});
    const target: MoveTarget =
      choosing === "slot"
        ? { timeSlotId: values.timeSlotId }
        : { preferredDate: values.preferredDate, preferredTime: values.preferredTime };
    onSubmit(target, (refusal) => {
      const fromServer = fieldErrorsOf(refusal.fieldErrors ?? [], MOVE_FIELDS);
      if (Object.keys(fromServer).length > 0) showErrors(fromServer);
      else setAlert(refusal.message);
    });
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <div className={form.fields}>
        {alert && (
          <p role="alert" className={formStyles.alert}>
            {alert}
          </p>
        )}
        {slots.step === "loading" && (
          <p role="status" className={form.note}>
            <FormattedMessage id="bookingMoves.form.loading" />
          </p>
        )}
        {!noSlots && (
          <FieldGroup role="radiogroup" label={<FormattedMessage id="bookingMoves.form.kind" />}>
            <Choice
              type="radio"
              name={`${baseId}-kind`}
              checked={choosing === "slot"}
              onChange={() => setKind("slot")}
              disabled={submitting}
              label={<FormattedMessage id="bookingMoves.form.kind.slot" />}
            />
            <Choice
              type="radio"
              name={`${baseId}-kind`}
              checked={choosing === "time"}
              onChange={() => setKind("time")}
              disabled={submitting}
              label={<FormattedMessage id="bookingMoves.form.kind.time" />}
            />
          </FieldGroup>
        )}
        {slots.step === "ready" && choosing === "slot" && (
          <FieldGroup
            id={idOf("timeSlotId")}
            role="radiogroup"
            label={<FormattedMessage id="bookingMoves.form.slot" />}
            hint={<FormattedMessage id="bookingMoves.form.slot.hint" />}
            error={errors.timeSlotId}
            required
            requiredMarker
          >
            <div className={styles.slotList}>
              {slots.slots.map((slot, index) => (
                <Choice
                  key={slot.databaseId}
                  id={`${idOf("timeSlotId")}-${index}`}
                  type="radio"
                  name={`${baseId}-slot`}
                  value={String(slot.databaseId)}
                  checked={values.timeSlotId === String(slot.databaseId)}
                  disabled={submitting}
                  onChange={() => set("timeSlotId", String(slot.databaseId))}
                  label={
                    <FormattedMessage
                      id="bookingMoves.form.slot.option"
                      values={{
                        date: formatBookingDate(slot.date, intl),
                        time: formatBookingTime(slot.startTime, intl),
                        price: formatCents(slot.price, intl),
                      }}
                    />
                  }
                />
              ))}
            </div>
          </FieldGroup>
        )}
        {choosing === "time" && slots.step !== "loading" && (
          <>
            <p className={form.note}>
              <FormattedMessage id="bookingMoves.form.time.note" />
            </p>
            <div className={form.pair}>
              <Field
                id={idOf("preferredDate")}
                label={<FormattedMessage id="bookingMoves.form.date" />}
                error={errors.preferredDate}
                required
                requiredMarker
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    name="preferredDate"
                    min={today}
                    max={latestBookingDate(today)}
                    value={values.preferredDate}
                    disabled={submitting}
                    onChange={(event) => set("preferredDate", event.target.value)}
                    className={formStyles.input}
                  />
                )}
              </Field>
              <Field
                id={idOf("preferredTime")}
                label={<FormattedMessage id="bookingMoves.form.time" />}
                error={errors.preferredTime}
                required
                requiredMarker
              >
                {(control) => (
                  <select
                    {...control}
                    name="preferredTime"
                    value={values.preferredTime}
                    disabled={submitting}
                    onChange={(event) => set("preferredTime", event.target.value)}
                    className={formStyles.select}
                  >
                    <option value="">
                      <FormattedMessage id="bookingMoves.form.time.empty" />
                    </option>
                    {PREFERRED_TIME_OPTIONS.map((time) => (
                      <option key={time.value} value={time.value}>
                        {time.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </>
        )}
      </div>
      <DialogFormActions
        cancelLabel={<FormattedMessage id="bookingMoves.form.cancel" />}
        submitLabel={<FormattedMessage id={submitting ? "bookingMoves.form.submitting" : "bookingMoves.form.submit"} />}
        submitting={submitting}
      />
    </form>
  );
}
