import { useId, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MISSING_FIELDS_MESSAGE } from "../../../../shared/bookings/booking-request";
import { latestBookingDate } from "../../../../shared/bookings/booking-time";
import { RECURRING_SERVICE_TYPES } from "../../../../shared/schedules/recurring-schedule";
import type { MessageId } from "../../i18n/messages";
import { formatBookingDate, formatCents } from "../../lib/bookingFormat";
import { formatDayOfMonth, frequencyLabel, todayInZone } from "../../lib/scheduleFormat";
import * as formStyles from "../../styles/form.css";
import * as form from "../BookingDialog/BookingDialog.css";
import { FormActions, RequestDetailsFields, RequiredNote, useBookingFields } from "../BookingDialog/bookingFields";
import { Field, type FieldControlProps, type FieldIds } from "../Field/Field";
import { AddressFields, useAddressForm } from "../AddressFields/AddressFields";
import {
  ADDRESS_FIELD_ORDER,
  type AddressField,
  type AddressFormValues,
  addressInput,
  type ServiceAddressRequest,
} from "../AddressFields/addressForm";
import { ProviderCombobox } from "./ProviderCombobox";
import { WeekdayField } from "./WeekdayField";
import type { ChosenProvider } from "./ProviderOptions";
import {
  checkSchedule,
  emptyRequestFields,
  emptyScheduleFields,
  firstCleaningOf,
  FREQUENCIES,
  REQUIRED_REQUEST_FIELDS,
  type RequestField,
  type ScheduleField,
  type ScheduleOwnField,
  type ScheduleRequest as ScheduleFormRequest,
} from "./scheduleForm";
import * as styles from "./ScheduleDialog.css";

export type ScheduleFieldErrors = Partial<Record<ScheduleField | AddressField, string>>;
/** The schedule as sent: the form's fields and where the cleanings are. */
export type ScheduleRequest = ScheduleFormRequest & { address: ServiceAddressRequest };

const isAddressField = (field: string): field is AddressField =>
  (ADDRESS_FIELD_ORDER as readonly string[]).includes(field);

interface ScheduleFormProps {
  prefill: Partial<Record<RequestField, string>>;
  initialAddress: AddressFormValues;
  submitting: boolean;
  onSubmit: (input: ScheduleRequest, showFieldErrors: (errors: ScheduleFieldErrors) => void) => void;
}

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, index) => index + 1);
const OWN_LABELS: Record<ScheduleOwnField, MessageId> = {
  providerId: "scheduleDialog.field.provider",
  frequency: "scheduleDialog.field.frequency",
  dayOfWeek: "scheduleDialog.field.dayOfWeek",
  dayOfMonth: "scheduleDialog.field.dayOfMonth",
  startDate: "scheduleDialog.field.startDate",
};
const isRequestField = (field: ScheduleField): field is RequestField => !(field in OWN_LABELS);
const categoryOf = (serviceType: string) =>
  RECURRING_SERVICE_TYPES.find((type) => type.serviceType === serviceType)?.category ?? serviceType;

/**
 * The 'Schedule Regular Cleaning' form: the booking dialog's request fields (through its
 * useBookingFields and RequestDetailsFields) and the schedule's own: the provider, how
 * often and on which day, from when, with its first cleaning and the provider's price shown.
 */
export function ScheduleForm({ prefill, initialAddress, submitting, onSubmit }: ScheduleFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const idOf = (field: ScheduleOwnField) => `${idPrefix}-${field}`;
  const [provider, setProvider] = useState<ChosenProvider | null>(null);
  const [own, setOwn] = useState(() => emptyScheduleFields(todayInZone(null)));
  const [ownErrors, setOwnErrors] = useState<Partial<Record<ScheduleOwnField, string>>>({});
  const address = useAddressForm(initialAddress);

  const fields = useBookingFields<RequestField>({
    initial: () => emptyRequestFields(prefill),
    required: REQUIRED_REQUEST_FIELDS,
    missing: (values) => {
      const checked = checkSchedule({ ...own, ...values });
      return checked.kind === "missing" ? checked.fields.filter(isRequestField) : [];
    },
    submitting,
    onValid: (values, showRequestErrors) => {
      const showErrors = (errors: ScheduleFieldErrors) => {
        const all = Object.entries(errors) as [ScheduleField | AddressField, string][];
        address.showErrors(Object.fromEntries(all.filter(([field]) => isAddressField(field))));
        const entries = all.filter((entry): entry is [ScheduleField, string] => !isAddressField(entry[0]));
        showRequestErrors(Object.fromEntries(entries.filter(([field]) => isRequestField(field))));
        setOwnErrors(Object.fromEntries(entries.filter(([field]) => !isRequestField(field))));
        // Once the messages are on screen, the first field with one takes the focus.
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      };
      setOwnErrors({});
      const checked = checkSchedule({ ...own, ...values });
      if (checked.kind === "valid") {
        // The address is checked with the server's own schema before anything is sent.
        if (address.check()) onSubmit({ ...checked.input, address: addressInput(address.values) }, showErrors);
      }
      // Only a required field of the schedule's own is left (the start date): the server's words.
      else if (checked.kind === "missing")
        showErrors(Object.fromEntries(checked.fields.map((f) => [f, MISSING_FIELDS_MESSAGE])));
      else showErrors(checked.errors);
    },
  });

  function setOwnValue(field: ScheduleOwnField, value: string) {
    setOwn((current) => ({ ...current, [field]: value }));
    setOwnErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  // A schedule's dates are the provider's city's: its today is the first start date.
  const today = todayInZone(provider?.timeZone);
  const category = categoryOf(fields.values.serviceType);
  const firstCleaning = firstCleaningOf(own);
  const monthly = own.frequency === "MONTHLY";

  function chooseProvider(chosen: ChosenProvider | null) {
    setProvider(chosen);
    setOwnValue("providerId", chosen ? String(chosen.databaseId) : "");
    const theirToday = todayInZone(chosen?.timeZone);
    if (chosen && own.startDate < theirToday) setOwn((current) => ({ ...current, startDate: theirToday }));
  }

  const ownValue = (field: ScheduleOwnField) => ({
    name: field,
    value: own[field],
    onChange: (event: { target: { value: string } }) => setOwnValue(field, event.target.value),
  });
  const ownField = (
    field: ScheduleOwnField,
    render: (control: FieldControlProps, ids: FieldIds) => ReactNode,
    required = false,
  ) => (
    <Field
      id={idOf(field)}
      label={<FormattedMessage id={OWN_LABELS[field]} />}
      error={ownErrors[field]}
      required={required}
      requiredMarker
    >
      {render}
    </Field>
  );

  const serviceType = fields.bind("serviceType");

  return (
    // noValidate: empty fields get the spec's toast rather than the browser's bubble.
    <form ref={formRef} className={form.form} onSubmit={fields.submit} noValidate aria-busy={submitting}>
      <div className={form.fields}>
        {fields.field("serviceType", (control) => (
          <select
            {...control}
            {...serviceType}
            className={formStyles.select}
            onChange={(event) => {
              serviceType.onChange(event);
              // A provider is offered for a category: another category needs another provider.
              if (categoryOf(event.target.value) !== category) chooseProvider(null);
            }}
          >
            {RECURRING_SERVICE_TYPES.map(({ serviceType: slug }) => (
              <option key={slug} value={slug}>
                <FormattedMessage id={`serviceType.${slug}`} />
              </option>
            ))}
          </select>
        ))}
        {ownField(
          "providerId",
          (control, ids) => (
            <ProviderCombobox
              key={category}
              id={control.id}
              labelId={ids.labelId}
              category={category}
              value={provider}
              onChange={chooseProvider}
              invalid={Boolean(control["aria-invalid"])}
              describedBy={control["aria-describedby"]}
            />
          ),
          true,
        )}
        <div className={form.pair}>
          {ownField("frequency", (control) => (
            <select {...control} {...ownValue("frequency")} className={formStyles.select}>
              {FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {frequencyLabel(frequency, intl)}
                </option>
              ))}
            </select>
          ))}
          {monthly &&
            ownField(
              "dayOfMonth",
              (control) => (
                // Not the browser's `required`: an empty day is the schedule check's message, not a bubble.
                <select {...control} {...ownValue("dayOfMonth")} required={false} className={formStyles.select}>
                  <option value="">
                    <FormattedMessage id="scheduleDialog.field.dayOfMonth.empty" />
                  </option>
                  {DAYS_OF_MONTH.map((day) => (
                    <option key={day} value={day}>
                      {formatDayOfMonth(day, intl)}
                    </option>
                  ))}
                </select>
              ),
              true,
            )}
        </div>
        {!monthly && (
          <WeekdayField
            id={idOf("dayOfWeek")}
            value={own.dayOfWeek}
            onChange={(day) => setOwnValue("dayOfWeek", day)}
            error={ownErrors.dayOfWeek}
          />
        )}
        <div className={form.pair}>
          {fields.field("preferredTime", (control) => (
            <input {...control} {...fields.bind("preferredTime")} type="time" className={formStyles.input} />
          ))}
          {ownField(
            "startDate",
            (control) => (
              <input
                {...control}
                {...ownValue("startDate")}
                type="date"
                min={today}
                max={latestBookingDate(today)}
                className={formStyles.input}
              />
            ),
            true,
          )}
        </div>
        <p role="status" className={styles.preview}>
          {firstCleaning ? (
            <FormattedMessage
              id="scheduleDialog.preview"
              values={{ date: <time dateTime={firstCleaning}>{formatBookingDate(firstCleaning, intl)}</time> }}
            />
          ) : (
            <FormattedMessage id="scheduleDialog.preview.empty" />
          )}
        </p>
        {/* The provider's price, not the customer's to set (the server charges it). */}
        <p className={styles.preview}>
          {provider ? (
            <FormattedMessage
              id="scheduleDialog.price"
              values={{ price: formatCents(provider.pricePerVisit, intl), provider: provider.name }}
            />
          ) : (
            <FormattedMessage id="scheduleDialog.price.empty" />
          )}
        </p>
        <AddressFields {...address.fieldsProps} />
        <RequestDetailsFields fields={fields} />
        <RequiredNote id="scheduleDialog.note" />
      </div>
      <FormActions
        submitting={submitting}
        cancelId="scheduleDialog.cancel"
        submitId="scheduleDialog.submit"
        submittingId="scheduleDialog.submitting"
      />
    </form>
  );
}
