import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { MIN_PASSWORD_LENGTH } from "../../../../shared/accounts/sign-up";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import { adoptViewer } from "../../relay/forgetViewer";
import * as formStyles from "../../styles/form.css";
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
        if (result?.signUp.__typename === "SignInPayload") adoptViewer(store, "signUp");
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

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: "signUp.title" })} />
      {/* noValidate: the schema's messages, under their fields, rather than the browser's bubbles. */}
      <form className={formStyles.card} onSubmit={onSubmit} noValidate aria-busy={isInFlight}>
        {error && (
          <p role="alert" className={formStyles.alert}>
            {error}
          </p>
        )}
        <Field id={ids.email} label={<FormattedMessage id="signUp.email" />} error={fieldErrors.email} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field id={ids.name} label={<FormattedMessage id="signUp.name" />} error={fieldErrors.name} required>
          {(control) => (
            <input {...control} name="name" autoComplete="name" maxLength={100} className={formStyles.input} />
          )}
        </Field>
        <Field
          id={ids.password}
          label={<FormattedMessage id="signUp.password" />}
          hint={<FormattedMessage id="signUp.password.hint" values={{ min: MIN_PASSWORD_LENGTH }} />}
          error={fieldErrors.password}
          required
        >
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="new-password"
              className={formStyles.input}
            />
          )}
        </Field>
        <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
          <FormattedMessage id={isInFlight ? "signUp.submitting" : "signUp.submit"} />
        </button>
      </form>
      <p className={formStyles.footnote}>
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
