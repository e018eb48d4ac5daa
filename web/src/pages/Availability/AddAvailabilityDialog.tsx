import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { SLOT_DURATIONS, WINDOW_HOURS } from "../../../../shared/availability/slots";
import * as form from "../../components/BookingDialog/BookingDialog.css";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { DialogHeader } from "../../components/DialogFrame/DialogHeader";
import * as frame from "../../components/DialogFrame/DialogFrame.css";
import { toast } from "../../components/Toast/useToast";
import { formatPriceCents } from "../../lib/format";
import * as formStyles from "../../styles/form.css";
import type { AddAvailabilityDialogMutation } from "./__generated__/AddAvailabilityDialogMutation.graphql";
import {
  addAvailabilityOutcome,
  checkWindow,
  defaultWindowForm,
  durationHours,
  WINDOW_FIELDS,
  type WindowField,
  type WindowFieldErrors,
} from "./availabilityForm";
import { formatDayLong, formatSlotTimes, formatTimeOfDay } from "./slotText";
import * as styles from "./AddAvailabilityDialog.css";

const addAvailabilityMutation = graphql`
  mutation AddAvailabilityDialogMutation($input: AddAvailabilityInput!) {
    addAvailability(input: $input) {
      __typename
      ... on AddAvailabilityPayload {
        slots {
          id
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

// Spec section 8 "Availability".
const FAILED = {
  title: { id: "availabilityTest.toast.addFailed.title" },
  description: { id: "availabilityTest.toast.addFailed.description" },
  variant: "destructive",
} as const;

interface AddAvailabilityDialogProps {
  providerId: number;
  /** The day to add to; null keeps the dialog closed. */
  date: string | null;
  /** The provider's today: its slots that have begun are not made. */
  today: string;
  /** Cents: each new slot's price (the server's default, the provider's starting price). */
  startingPrice: number | null;
  onClose: () => void;
  onAdded: () => void;
}

/** Provider View's 'Add availability' for one day (spec section 5). */
export function AddAvailabilityDialog({
  providerId,
  date,
  today,
  startingPrice,
  onClose,
  onAdded,
}: AddAvailabilityDialogProps) {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<AddAvailabilityDialogMutation>(addAvailabilityMutation);

  return (
    <Dialog.Root
      open={date !== null}
      onOpenChange={(open) => {
        if (!open && !isInFlight) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        {date && (
          <Dialog.Content className={frame.content.narrow}>
            <DialogHeader
              title={<FormattedMessage id="availabilityTest.addDialog.title" />}
              description={
                <FormattedMessage
                  id="availabilityTest.addDialog.description"
                  values={{ date: formatDayLong(intl, date) }}
                />
              }
              closeLabel={intl.formatMessage({ id: "availabilityTest.addDialog.close" })}
              closeDisabled={isInFlight}
            />
            {/* Mounted with the content: every opening starts from the spec's defaults. */}
            <WindowForm
              key={date}
              date={date}
              isToday={date === today}
              startingPrice={startingPrice}
              submitting={isInFlight}
              onSubmit={(window, showErrors) =>
                commit({
                  variables: { input: { providerId: String(providerId), ...window } },
                  onCompleted({ addAvailability }) {
                    const outcome = addAvailabilityOutcome(addAvailability);
                    if (outcome.kind === "added") {
                      toast({
                        title: { id: "availabilityTest.toast.added.title" },
                        description: {
                          id: "availabilityTest.toast.added.description",
                          values: { count: outcome.count },
                        },
                      });
                      onAdded();
                      onClose();
                    } else if (outcome.kind === "refused") {
                      // The server's words (an overlap, a past day) say more than the generic ones.
                      toast({ ...FAILED, description: outcome.message });
                      showErrors(outcome.errors);
                    } else {
                      toast(FAILED);
                    }
                  },
                  onError: () => void toast(FAILED),
                })
              }
            />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type AddAvailabilityWindow = Extract<ReturnType<typeof checkWindow>, { ok: true }>["window"];

interface WindowFormProps {
  date: string;
  isToday: boolean;
  startingPrice: number | null;
  submitting: boolean;
  onSubmit: (window: AddAvailabilityWindow, showErrors: (errors: WindowFieldErrors) => void) => void;
}

function WindowForm({ date, isToday, startingPrice, submitting, onSubmit }: WindowFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(defaultWindowForm);
  // The server's messages, until the form changes; the schema's are worked out as it does.
  const [serverErrors, setServerErrors] = useState<WindowFieldErrors>({});
  const idPrefix = useId();
  const idOf = (field: WindowField) => `${idPrefix}-${field}`;
  const check = checkWindow(date, values);
  const errors: WindowFieldErrors = { ...serverErrors, ...(check.ok ? {} : check.errors) };

  function set(field: WindowField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!check.ok) {
      const first = WINDOW_FIELDS.find((field) => check.errors[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    onSubmit(check.window, setServerErrors);
  }

  const select = (name: WindowField, label: ReactNode, options: ReactNode) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={formStyles.select}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        >
          {options}
        </select>
      )}
    </Field>
  );

  const hourOptions = WINDOW_HOURS.map((hour) => (
    <option key={hour} value={hour}>
      {formatTimeOfDay(intl, hour)}
    </option>
  ));

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <div className={form.fields}>
        {errors.date && (
          <p role="alert" className={formStyles.error}>
            {errors.date}
          </p>
        )}
        <div className={form.pair}>
          {select("startTime", <FormattedMessage id="availabilityTest.addDialog.startTime" />, hourOptions)}
          {select("endTime", <FormattedMessage id="availabilityTest.addDialog.endTime" />, hourOptions)}
        </div>
        {select(
          "durationMinutes",
          <FormattedMessage id="availabilityTest.addDialog.duration" />,
          SLOT_DURATIONS.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              <FormattedMessage id="availabilityTest.duration" values={{ hours: durationHours(minutes) }} />
            </option>
          )),
        )}

        <section className={styles.preview} aria-labelledby={`${idPrefix}-preview`}>
          <h3 id={`${idPrefix}-preview`} className={styles.previewHeading}>
            <FormattedMessage id="availabilityTest.addDialog.preview.heading" />
          </h3>
          {/* Said as the choices change, so the effect of each is heard. */}
          <p aria-live="polite" className={styles.previewSummary}>
            {!check.ok ? (
              <FormattedMessage id="availabilityTest.addDialog.preview.none" />
            ) : startingPrice === null ? (
              <FormattedMessage
                id="availabilityTest.addDialog.preview.countOnly"
                values={{ count: check.slots.length }}
              />
            ) : (
              <FormattedMessage
                id="availabilityTest.addDialog.preview.count"
                values={{ count: check.slots.length, price: formatPriceCents(startingPrice, intl) }}
              />
            )}
          </p>
          {check.ok && (
            <ul role="list" className={styles.previewList}>
              {check.slots.map((slot) => (
                <li key={slot.startTime} className={styles.previewSlot}>
                  {formatSlotTimes(intl, slot.startTime, slot.endTime)}
                </li>
              ))}
            </ul>
          )}
          {isToday && (
            <p className={form.note}>
              <FormattedMessage id="availabilityTest.addDialog.preview.today" />
            </p>
          )}
        </section>
      </div>
      <div className={form.actions}>
        <Dialog.Close asChild>
          <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
            <FormattedMessage id="availabilityTest.addDialog.cancel" />
          </button>
        </Dialog.Close>
        <button type="submit" className={button({ variant: "primary" })} disabled={submitting}>
          <FormattedMessage
            id={submitting ? "availabilityTest.addDialog.submitting" : "availabilityTest.addDialog.submit"}
          />
        </button>
      </div>
    </form>
  );
}
