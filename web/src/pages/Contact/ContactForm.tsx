import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { CONTACT_LIMITS, CONTACT_TOPICS } from "../../../../shared/contact/contact-message";
import { button } from "../../components/Button/Button.css";
import { submissionKeys } from "../../lib/submissionKey";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import * as fields from "../RegisterBusiness/RegisterBusinessPage.css";
import type { ContactForm_viewer$key } from "./__generated__/ContactForm_viewer.graphql";
import type { ContactFormMutation } from "./__generated__/ContactFormMutation.graphql";
import {
  checkContactForm,
  CONTACT_FIELDS,
  topicLabelId,
  type ContactField,
  type ContactFormValues,
} from "./contactForm";
import * as styles from "./ContactPage.css";

const sendMutation = graphql`
  mutation ContactFormMutation($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on SendContactMessagePayload {
        reference
      }
      # Too many messages, a reused key: each failure carries its own words.
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

interface ContactFormProps {
  /** The signed-in account, whose name and address fill the form; null for a visitor. */
  viewer: ContactForm_viewer$key | null;
  onSent: (reference: string) => void;
}

/**
 * The message to staff: checked here with the server's own schema (nothing is sent until it
 * passes, and each field shows its own words), then sent once per filled-in form.
 */
export function ContactForm({ viewer, onSent }: ContactFormProps) {
  const intl = useIntl();
  const account = useFragment(
    graphql`
      fragment ContactForm_viewer on User {
        name
        email
      }
    `,
    viewer,
  );
  const [values, setValues] = useState<ContactFormValues>(() => ({
    name: account?.name ?? "",
    email: account?.email ?? "",
    topic: "",
    message: "",
  }));
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<ContactFormMutation>(sendMutation);
  const keys = useMemo(() => submissionKeys(), []);
  const baseId = useId();
  const idOf = (field: ContactField) => `${baseId}-${field}`;

  function showErrors(next: FieldErrors<ContactField>) {
    setErrors(next);
    const first = firstInvalidField(next, CONTACT_FIELDS);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    setAlert(null);
    const check = checkContactForm(values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    const input = check.input;
    commit({
      variables: { input: { ...input, idempotencyKey: keys.keyFor(input) } },
      onCompleted({ sendContactMessage: result }) {
        if (result.__typename === "SendContactMessagePayload" && result.reference) {
          keys.succeeded();
          onSent(result.reference);
          return;
        }
        const fromServer = fieldErrorsOf(result.fieldErrors ?? [], CONTACT_FIELDS);
        // Words about a field go under it; anything else (a limit reached) above the form.
        if (Object.keys(fromServer).length > 0) showErrors(fromServer);
        else setAlert(result.message ?? intl.formatMessage({ id: "contact.failed" }));
      },
      onError() {
        setAlert(intl.formatMessage({ id: "contact.unreachable" }));
      },
    });
  }

  const change =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };

  /** A control's id, name, value and ARIA: invalid while it has a message, described by its hint and message. */
  const control = (field: ContactField, { hint = false } = {}) => {
    const describedBy = [hint && `${idOf(field)}-hint`, errors[field] && `${idOf(field)}-error`]
      .filter(Boolean)
      .join(" ");
    return {
      id: idOf(field),
      name: field,
      value: values[field],
      onChange: change(field),
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": describedBy || undefined,
    } as const;
  };

  const fieldError = (field: ContactField) =>
    errors[field] && (
      <p id={`${idOf(field)}-error`} className={fields.fieldError}>
        {errors[field]}
      </p>
    );

  return (
    // noValidate: the schema's words, under their fields, rather than the browser's bubbles.
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isInFlight}>
      {alert && (
        <p role="alert" className={fields.alert}>
          {alert}
        </p>
      )}
      <div className={fields.pair}>
        <div className={fields.field}>
          <label htmlFor={idOf("name")} className={fields.label}>
            <FormattedMessage id="contact.field.name" />
          </label>
          <input
            {...control("name")}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            className={fields.input}
          />
          {fieldError("name")}
        </div>
        <div className={fields.field}>
          <label htmlFor={idOf("email")} className={fields.label}>
            <FormattedMessage id="contact.field.email" />
          </label>
          <input
            {...control("email")}
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            className={fields.input}
          />
          {fieldError("email")}
        </div>
      </div>
      <div className={fields.field}>
        <label htmlFor={idOf("topic")} className={fields.label}>
          <FormattedMessage id="contact.field.topic" />
        </label>
        <select {...control("topic")} required className={fields.input}>
          <option value="">
            <FormattedMessage id="contact.field.topic.empty" />
          </option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              <FormattedMessage id={topicLabelId(topic)} />
            </option>
          ))}
        </select>
        {fieldError("topic")}
      </div>
      <div className={fields.field}>
        <label htmlFor={idOf("message")} className={fields.label}>
          <FormattedMessage id="contact.field.message" />
        </label>
        <textarea
          {...control("message", { hint: true })}
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          className={fields.textarea}
        />
        <p id={`${idOf("message")}-hint`} className={fields.hint}>
          <FormattedMessage
            id="contact.field.message.hint"
            values={{ min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.message }}
          />
        </p>
        {fieldError("message")}
      </div>
      <button type="submit" className={`${button({ variant: "primary" })} ${styles.submit}`} disabled={isInFlight}>
        <FormattedMessage id={isInFlight ? "contact.submitting" : "contact.submit"} />
      </button>
    </form>
  );
}
