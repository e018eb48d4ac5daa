import type { ChangeEvent, ReactNode } from "react";
import type { FieldErrors } from "../../lib/forms/fieldErrors";
import type { RegistrationField, RegistrationFormValues } from "./registrationForm";
import * as styles from "./RegisterBusinessPage.css";

/** What each part of the form needs from the form: its values, its messages, and a way to change them. */
export interface FormBinding {
  values: RegistrationFormValues;
  errors: FieldErrors<RegistrationField>;
  /** The DOM id of a field's control, or of its group. */
  idOf: (field: RegistrationField) => string;
  /** New values; the messages of the fields named as edited go with the old ones. */
  update: (next: (values: RegistrationFormValues) => RegistrationFormValues, ...edited: RegistrationField[]) => void;
}

type TextField = {
  [K in RegistrationField]: RegistrationFormValues[K] extends string ? K : never;
}[RegistrationField];

/** A control's id, name and ARIA: invalid while it has a message, described by its hint and message. */
export function fieldAria(form: FormBinding, name: RegistrationField, { hint = false } = {}) {
  const id = form.idOf(name);
  const describedBy = [hint && `${id}-hint`, form.errors[name] && `${id}-error`].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-invalid": form.errors[name] ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** The props of a text input, select or textarea bound to one of the form's text values. */
export function textControl(form: FormBinding, name: Exclude<TextField, "businessType">, options?: { hint?: boolean }) {
  return {
    ...fieldAria(form, name, options),
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      form.update((values) => ({ ...values, [name]: value }), name);
    },
  };
}

interface FieldProps {
  form: FormBinding;
  name: RegistrationField;
  label: ReactNode;
  /** Shown under the control; pass `hint: true` to fieldAria() too. */
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, its control, an optional hint, and the field's message once there is one. */
export function Field({ form, name, label, hint, children }: FieldProps) {
  const id = form.idOf(name);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError form={form} name={name} />
    </div>
  );
}

/** The field's message (the schema's or the server's words), where fieldAria() points. */
export function FieldError({ form, name }: { form: FormBinding; name: RegistrationField }) {
  const message = form.errors[name];
  if (!message) return null;
  return (
    <p id={`${form.idOf(name)}-error`} className={styles.fieldError}>
      {message}
    </p>
  );
}
