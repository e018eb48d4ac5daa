import type { ChangeEvent } from "react";
import type { FieldErrors } from "../../lib/forms/fieldErrors";
import type { RegistrationField, RegistrationFormValues } from "./registrationForm";

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

/** A Field's id and message for one of the form's fields: the id the form focuses when it is invalid. */
export function fieldOf(form: FormBinding, name: RegistrationField) {
  return { id: form.idOf(name), error: form.errors[name] };
}

/** The name, value and change handler of a text input, select or textarea bound to one of the form's text values. */
export function textValue(form: FormBinding, name: Exclude<TextField, "businessType">) {
  return {
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      form.update((values) => ({ ...values, [name]: value }), name);
    },
  };
}
