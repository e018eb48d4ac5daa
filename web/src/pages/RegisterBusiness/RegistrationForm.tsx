import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { useRevalidator } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { submissionKeys } from "../../lib/submissionKey";
import { toast } from "../../components/Toast/useToast";
import type { AccountFields_viewer$key } from "./__generated__/AccountFields_viewer.graphql";
import type { RegistrationFormMutation } from "./__generated__/RegistrationFormMutation.graphql";
import { AccountFields } from "./AccountFields";
import { BusinessFields } from "./BusinessFields";
import { ContactFields } from "./ContactFields";
import { TaxFields } from "./TaxFields";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import * as formStyles from "../../styles/form.css";
import type { FormBinding } from "./formBinding";
import {
  checkRegistration,
  emptyRegistrationForm,
  REGISTRATION_FIELDS,
  type RegistrationField,
} from "./registrationForm";
import * as styles from "./RegisterBusinessPage.css";

const registerBusinessMutation = graphql`
  mutation RegistrationFormMutation($input: RegisterBusinessInput!) {
    registerBusiness(input: $input) {
      __typename
      ... on RegisterBusinessPayload {
        registration {
          id
          status
          ...RegistrationStatus_registration
        }
      }
      # Every expected failure (a duplicate, an email in use, too many attempts) has its words.
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

// Spec section 8: the catalog holds the words; a failure shows the server's when it has them.
const SUBMITTED = {
  title: { id: "registerBusiness.toast.submitted.title" },
  description: { id: "registerBusiness.toast.submitted.description" },
} as const;
const FAILED_TITLE = { id: "registerBusiness.toast.failed.title" } as const;
const FAILED_DESCRIPTION = { id: "registerBusiness.toast.failed.description" } as const;

/**
 * Spec sections 3, 5 and 8: the registration, checked here with the server's own schema
 * (nothing is sent until it passes), then sent once per filled-in form.
 */
export function RegistrationForm({ viewer }: { viewer: AccountFields_viewer$key | null }) {
  const intl = useIntl();
  const idPrefix = useId();
  const revalidator = useRevalidator();
  const [commit, isInFlight] = useMutation<RegistrationFormMutation>(registerBusinessMutation);
  // A retry of the same answers (a lost reply, a double submit) reuses its key: one registration.
  const [keys] = useState(() => submissionKeys());
  const [values, setValues] = useState(emptyRegistrationForm);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const createsAccount = viewer === null;

  const idOf = (field: RegistrationField) => `${idPrefix}-${field}`;
  const form: FormBinding = {
    values,
    errors,
    idOf,
    update(next, ...edited) {
      setValues(next);
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !edited.includes(field as RegistrationField))),
      );
    },
  };

  function showFieldErrors(next: FieldErrors<RegistrationField>) {
    setErrors(next);
    const first = firstInvalidField(next, REGISTRATION_FIELDS);
    if (first) focusWithin(idOf(first));
  }

  function fail(message: string) {
    toast({ title: FAILED_TITLE, description: message, variant: "destructive" });
    setFormError(message);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const check = checkRegistration(values, { createsAccount });
    if (!check.ok) {
      setFormError(intl.formatMessage({ id: "registerBusiness.invalid" }, { count: Object.keys(check.errors).length }));
      showFieldErrors(check.errors);
      return;
    }
    setFormError(null);
    setErrors({});
    // The password is no part of what a retry must repeat (the server does not store it).
    const { password, ...fields } = check.request;
    commit({
      variables: { input: { ...fields, password, idempotencyKey: keys.keyFor(fields) } },
      updater(store, data) {
        if (data?.registerBusiness.__typename !== "RegisterBusinessPayload") return;
        // The new account is signed in now: what was fetched as a visitor is refetched on next use.
        if (createsAccount) {
          store.invalidateStore();
          return;
        }
        // The signed-in registrant's page shows the new registration's status in place of the form.
        const registration = store.getRootField("registerBusiness")?.getLinkedRecord("registration");
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (registration && viewer) viewer.setLinkedRecord(registration, "businessRegistration");
      },
      onCompleted({ registerBusiness: result }) {
        if (result.__typename === "RegisterBusinessPayload") {
          keys.succeeded();
          toast(SUBMITTED);
          setValues(emptyRegistrationForm());
          // The header, and this form, learn who is signed in: the root query runs again.
          if (createsAccount) void revalidator.revalidate();
          return;
        }
        fail(result.message ?? intl.formatMessage(FAILED_DESCRIPTION));
        const next = fieldErrorsOf(result.fieldErrors ?? [], REGISTRATION_FIELDS);
        // No account can be made with that address: it is the field to change.
        if (result.__typename === "EmailUnavailableError" && result.message) next.email ??= result.message;
        showFieldErrors(next);
      },
      onError() {
        fail(intl.formatMessage(FAILED_DESCRIPTION));
      },
    });
  }

  return (
    // noValidate: the schema's messages, under their fields, rather than the browser's bubbles.
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isInFlight}>
      {formError && (
        <p role="alert" className={formStyles.alert}>
          {formError}
        </p>
      )}
      <BusinessFields form={form} />
      <ContactFields form={form} />
      <TaxFields form={form} />
      <AccountFields form={form} viewer={viewer} />
      <div className={styles.actions}>
        <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
          <FormattedMessage id={isInFlight ? "registerBusiness.submitting" : "registerBusiness.submit"} />
        </button>
      </div>
    </form>
  );
}

/** Focus a field's control: the element itself, or the first control inside its group. */
function focusWithin(id: string) {
  const element = document.getElementById(id);
  const controls = "input, select, textarea, button";
  const target = element?.matches(controls) ? element : element?.querySelector<HTMLElement>(controls);
  target?.focus();
}
