import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { CONTACT_LIMITS, CONTACT_TOPICS } from "../../../../shared/contact/contact-message";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { submissionKeys } from "../../lib/submissionKey";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import * as formStyles from "../../styles/form.css";
import type { ContactForm_viewer$key } from "./__generated__/ContactForm_viewer.graphql";
import type { ContactFormMutation } from "./__generated__/ContactFormMutation.graphql";
import { checkContactForm, CONTACT_FIELDS, type ContactField, type ContactFormValues } from "./contactForm";
import { topicLabelId } from "../../lib/contactTopics";
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

  /** A Field's id and message, and its control's name, value and change handler. */
  const field = (name: ContactField) => ({ id: idOf(name), error: errors[name] });
  const bound = (name: ContactField) => ({ name, value: values[name], onChange: change(name) });

  return (
    // noValidate: the schema's words, under their fields, rather than the browser's bubbles.
    <form className={formStyles.card} onSubmit={onSubmit} noValidate aria-busy={isInFlight}>
      {alert && (
        <p role="alert" className={formStyles.alert}>
          {alert}
        </p>
      )}
      <div className={formStyles.pair}>
        <Field {...field("name")} label={<FormattedMessage id="contact.field.name" />} required>
          {(control) => (
            <input
              {...control}
              {...bound("name")}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field {...field("email")} label={<FormattedMessage id="contact.field.email" />} required>
          {(control) => (
            <input
              {...control}
              {...bound("email")}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              className={formStyles.input}
            />
          )}
        </Field>
      </div>
      <Field {...field("topic")} label={<FormattedMessage id="contact.field.topic" />} required>
        {(control) => (
          <select {...control} {...bound("topic")} className={formStyles.select}>
            <option value="">
              <FormattedMessage id="contact.field.topic.empty" />
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                <FormattedMessage id={topicLabelId(topic)} />
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        {...field("message")}
        label={<FormattedMessage id="contact.field.message" />}
        hint={
          <FormattedMessage
            id="contact.field.message.hint"
            values={{ min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.message }}
          />
        }
        required
      >
        {(control) => (
          <textarea
            {...control}
            {...bound("message")}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            className={formStyles.textarea}
          />
        )}
      </Field>
      <button type="submit" className={`${button({ variant: "primary" })} ${styles.submit}`} disabled={isInFlight}>
        <FormattedMessage id={isInFlight ? "contact.submitting" : "contact.submit"} />
      </button>
    </form>
  );
}
