// The booking request's form mechanics, shared by the 'Book Service' dialog and the slot
// booking dialog (which asks for the same things less the date and time): values, the
// server's messages under their fields, spec section 5's 'Missing Information' check, and
// the fields both show, laid out and labelled the same way, and the form's foot.
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { BOOKING_TEXT_LIMITS, type BookingField } from "../../../../shared/bookings/booking-request";
import type { MessageId } from "../../i18n/messages";
import * as formStyles from "../../styles/form.css";
import { button } from "../Button/Button.css";
import { Field, type FieldControlProps } from "../Field/Field";
import { toast } from "../Toast/useToast";
import * as styles from "./BookingDialog.css";

const MISSING = {
  title: { id: "bookingDialog.toast.missing.title" },
  description: { id: "bookingDialog.toast.missing.description" },
  variant: "destructive",
} as const;

export type FieldErrors<F extends BookingField> = Partial<Record<F, string>>;

export interface BookingFields<F extends BookingField> {
  values: Record<F, string>;
  /** Puts the server's messages under their fields. */
  showFieldErrors: (errors: FieldErrors<F>) => void;
  /** A control's name, value and change handler. */
  bind: (field: F) => {
    name: F;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  /** A Field (label, required mark, message) around the control `render` draws from the Field's props. */
  field: (name: F, render: (control: FieldControlProps) => ReactNode) => ReactNode;
  /**
   * The form's submit handler: any empty required field is the 'Missing Information' toast
   * and nothing is sent; the inputs' own format checks come next; then `onValid`.
   */
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useBookingFields<F extends BookingField>(options: {
  initial: () => Record<F, string>;
  required: readonly F[];
  missing: (values: Record<F, string>) => readonly F[];
  submitting: boolean;
  onValid: (values: Record<F, string>, showFieldErrors: (errors: FieldErrors<F>) => void) => void;
}): BookingFields<F> {
  const [values, setValues] = useState(options.initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const idPrefix = useId();
  const idOf = (field: F) => `${idPrefix}-${field}`;
  const isRequired = (field: F) => options.required.includes(field);

  function set(field: F, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  return {
    values,
    showFieldErrors: setFieldErrors,
    bind: (field) => ({
      name: field,
      value: values[field],
      onChange: (event) => set(field, event.target.value),
    }),
    field: (name, render) => (
      <Field
        id={idOf(name)}
        label={<FormattedMessage id={`bookingDialog.field.${name as BookingField}`} />}
        error={fieldErrors[name]}
        required={isRequired(name)}
        requiredMarker
      >
        {render}
      </Field>
    ),
    submit(event) {
      event.preventDefault();
      if (options.submitting) return;
      // Spec section 5: any empty required field is a toast, and nothing is sent.
      if (options.missing(values).length > 0) {
        toast(MISSING);
        return;
      }
      // The only format checks are the inputs' own (an email address, a date from today).
      const form = event.currentTarget;
      if (!form.checkValidity()) {
        form.reportValidity();
        return;
      }
      setFieldErrors({});
      options.onValid(values, setFieldErrors);
    },
  };
}

/** The service type, from the provider's services. */
export function ServiceTypeField<F extends BookingField>({
  fields,
  options,
}: {
  fields: BookingFields<F | "serviceType">;
  options: ReadonlyArray<{ slug: string; name: string }>;
}) {
  return fields.field("serviceType", (control) => (
    <select {...control} {...fields.bind("serviceType")} className={formStyles.input}>
      <option value="">
        <FormattedMessage id="bookingDialog.field.serviceType.empty" />
      </option>
      {options.map((category) => (
        <option key={category.slug} value={category.slug}>
          {category.name}
        </option>
      ))}
    </select>
  ));
}

type RequestDetailsField =
  "serviceDetails" | "customerName" | "customerPhone" | "customerEmail" | "specialInstructions";

/** What the job is and who asks for it: details, name, phone and email, instructions. */
export function RequestDetailsFields<F extends BookingField>({
  fields,
}: {
  fields: BookingFields<F | RequestDetailsField>;
}) {
  const intl = useIntl();
  return (
    <>
      {fields.field("serviceDetails", (control) => (
        <textarea
          {...control}
          {...fields.bind("serviceDetails")}
          className={formStyles.textarea}
          rows={3}
          maxLength={BOOKING_TEXT_LIMITS.serviceDetails}
          placeholder={intl.formatMessage({ id: "bookingDialog.field.serviceDetails.placeholder" })}
        />
      ))}
      {fields.field("customerName", (control) => (
        <input
          {...control}
          {...fields.bind("customerName")}
          autoComplete="name"
          maxLength={BOOKING_TEXT_LIMITS.customerName}
          className={formStyles.input}
        />
      ))}
      <div className={styles.pair}>
        {fields.field("customerPhone", (control) => (
          <input
            {...control}
            {...fields.bind("customerPhone")}
            type="tel"
            autoComplete="tel"
            maxLength={BOOKING_TEXT_LIMITS.customerPhone}
            className={formStyles.input}
          />
        ))}
        {fields.field("customerEmail", (control) => (
          <input
            {...control}
            {...fields.bind("customerEmail")}
            type="email"
            autoComplete="email"
            maxLength={BOOKING_TEXT_LIMITS.customerEmail}
            className={formStyles.input}
          />
        ))}
      </div>
      {fields.field("specialInstructions", (control) => (
        <textarea
          {...control}
          {...fields.bind("specialInstructions")}
          className={formStyles.textarea}
          rows={2}
          maxLength={BOOKING_TEXT_LIMITS.specialInstructions}
          placeholder={intl.formatMessage({ id: "bookingDialog.field.specialInstructions.placeholder" })}
        />
      ))}
    </>
  );
}

/** Last under the fields: what the required mark means, the mark itself hidden from screen readers. */
export function RequiredNote({ id }: { id: MessageId }) {
  return (
    <p className={styles.note}>
      <FormattedMessage id={id} values={{ mark: (chunks) => <span aria-hidden="true">{chunks}</span> }} />
    </p>
  );
}

/** The dialog's way out and the form's submit, which says it is sending; neither works meanwhile. */
export function FormActions({
  submitting,
  cancelId,
  submitId,
  submittingId,
}: {
  submitting: boolean;
  cancelId: MessageId;
  submitId: MessageId;
  submittingId: MessageId;
}) {
  return (
    <div className={styles.actions}>
      <Dialog.Close asChild>
        <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
          <FormattedMessage id={cancelId} />
        </button>
      </Dialog.Close>
      <button type="submit" className={button({ variant: "primary" })} disabled={submitting}>
        <FormattedMessage id={submitting ? submittingId : submitId} />
      </button>
    </div>
  );
}
