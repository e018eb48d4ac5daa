// The contact form apart from React: its fields in the order shown, and its check with the
// server's own schema (so the same words appear under the same fields, before anything is sent).
import { contactMessageFields, type ContactMessageFields } from "../../../../shared/contact/contact-message";
import { fieldErrorsOf, type FieldErrors } from "../../lib/forms/fieldErrors";

export const CONTACT_FIELDS = ["name", "email", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export type ContactCheck = { ok: true; input: ContactMessageFields } | { ok: false; errors: FieldErrors<ContactField> };

export function checkContactForm(values: ContactFormValues): ContactCheck {
  const result = contactMessageFields.safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues, CONTACT_FIELDS) };
}
