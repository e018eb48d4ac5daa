import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { MIN_PASSWORD_LENGTH } from "../../../../shared/accounts/sign-up";
import { button } from "../../components/Button/Button.css";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import * as form from "../SignIn/SignInPage.css";
import type { SignUpPageMutation } from "./__generated__/SignUpPageMutation.graphql";
import { checkSignUp, SIGN_UP_FIELDS, signUpNextPath, type SignUpField } from "./signUpForm";
import * as styles from "./SignUpPage.css";

const signUpMutation = graphql`
  mutation SignUpPageMutation($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SignInPayload {
        # The same fields the header reads, so it can show the viewer without a refetch.
        viewer {
          ...ViewerMenu_viewer
          ...NotificationBell_viewer
        }
      }
      # Any expected failure (email taken, too many attempts, a common password) carries its own words.
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

/** Spec: customers may make an account; signing up signs them in and goes on where they were. */
export function SignUpPage() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SignUpPageMutation>(signUpMutation);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignUpField>>({});
  const ids = { email: useId(), name: useId(), password: useId() };

  // ?next= wins; otherwise the page the header's link was followed from.
  const from = (location.state as { from?: string } | null)?.from;
  const next = signUpNextPath(searchParams.get("next") ?? from);

  function showFieldErrors(errors: FieldErrors<SignUpField>) {
    setFieldErrors(errors);
    const first = firstInvalidField(errors, SIGN_UP_FIELDS);
    if (first) document.getElementById(ids[first])?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const data = new FormData(event.currentTarget);
    const check = checkSignUp({
      email: String(data.get("email") ?? ""),
      name: String(data.get("name") ?? ""),
      password: String(data.get("password") ?? ""),
    });
    setError(null);
    if (!check.ok) {
      showFieldErrors(check.errors);
      return;
    }
    setFieldErrors({});
    commit({
      variables: { input: check.input },
      updater(store, result) {
        if (result?.signUp.__typename !== "SignInPayload") return;
        const viewer = store.getRootField("signUp").getLinkedRecord("viewer");
        store.getRoot().setLinkedRecord(viewer, "viewer");
        // Everything cached so far was fetched as a visitor: refetch on next use.
        store.invalidateStore();
      },
      onCompleted({ signUp }) {
        if (signUp.__typename === "SignInPayload") {
          void navigate(next, { replace: true });
          return;
        }
        setError(signUp.message ?? intl.formatMessage({ id: "signUp.failed" }));
        const errors = fieldErrorsOf(signUp.fieldErrors ?? [], SIGN_UP_FIELDS);
        // The address is the one thing to change: say so beside it.
        if (signUp.__typename === "EmailUnavailableError" && signUp.message) errors.email = signUp.message;
        showFieldErrors(errors);
      },
      onError() {
        setError(intl.formatMessage({ id: "signUp.unreachable" }));
      },
    });
  }

  const describedBy = (field: SignUpField, ...more: string[]) =>
    [...more, ...(fieldErrors[field] ? [`${ids[field]}-error`] : [])].join(" ") || undefined;
  const invalid = (field: SignUpField) => (fieldErrors[field] ? true : undefined);
  const fieldError = (field: SignUpField) =>
    fieldErrors[field] && (
      <p id={`${ids[field]}-error`} className={form.fieldError}>
        {fieldErrors[field]}
      </p>
    );

  return (
    <div className={form.page}>
      <PageHeader title={intl.formatMessage({ id: "signUp.title" })} />
      {/* noValidate: the schema's messages, under their fields, rather than the browser's bubbles. */}
      <form className={form.form} onSubmit={onSubmit} noValidate aria-busy={isInFlight}>
        {error && (
          <p role="alert" className={form.alert}>
            {error}
          </p>
        )}
        <div className={form.field}>
          <label htmlFor={ids.email} className={form.label}>
            <FormattedMessage id="signUp.email" />
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={form.input}
            aria-invalid={invalid("email")}
            aria-describedby={describedBy("email")}
          />
          {fieldError("email")}
        </div>
        <div className={form.field}>
          <label htmlFor={ids.name} className={form.label}>
            <FormattedMessage id="signUp.name" />
          </label>
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            className={form.input}
            aria-invalid={invalid("name")}
            aria-describedby={describedBy("name")}
          />
          {fieldError("name")}
        </div>
        <div className={form.field}>
          <label htmlFor={ids.password} className={form.label}>
            <FormattedMessage id="signUp.password" />
          </label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            className={form.input}
            aria-invalid={invalid("password")}
            aria-describedby={describedBy("password", `${ids.password}-hint`)}
          />
          <p id={`${ids.password}-hint`} className={styles.hint}>
            <FormattedMessage id="signUp.password.hint" values={{ min: MIN_PASSWORD_LENGTH }} />
          </p>
          {fieldError("password")}
        </div>
        <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
          <FormattedMessage id={isInFlight ? "signUp.submitting" : "signUp.submit"} />
        </button>
      </form>
      <p className={styles.switchLink}>
        <FormattedMessage
          id="signUp.signInLink"
          values={{
            link: (chunks) => (
              <Link to="/sign-in" state={{ from: next }}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </div>
  );
}
