import { useId, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { fieldErrorsOf, type FieldErrors } from "../../lib/forms/fieldErrors";
import { checkResetRequest, REQUEST_FIELDS, type RequestField } from "../../lib/passwordReset";
import * as formStyles from "../../styles/form.css";
import type { ForgotPasswordPageMutation } from "./__generated__/ForgotPasswordPageMutation.graphql";
import * as styles from "./ForgotPasswordPage.css";

const requestMutation = graphql`
  mutation ForgotPasswordPageMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetPayload {
        accepted
      }
      # A malformed address or too many requests: each carries its own words.
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

/** A reset link works this long (the server's ACCOUNT_TOKEN_LIFETIME_MS for a reset). */
const LINK_MINUTES = 30;

/**
 * "Forgot password?": an address in, and the same answer whether or not an account uses it,
 * so the page cannot be used to learn who is a customer.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<ForgotPasswordPageMutation>(requestMutation);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<RequestField>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const ids = { email: useId() };
  const notice = useRef<HTMLDivElement>(null);

  function showFieldErrors(errors: FieldErrors<RequestField>) {
    setFieldErrors(errors);
    if (errors.email) document.getElementById(ids.email)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const check = checkResetRequest({ email: String(new FormData(event.currentTarget).get("email") ?? "") });
    setError(null);
    if (!check.ok) {
      showFieldErrors(check.errors);
      return;
    }
    setFieldErrors({});
    commit({
      variables: { input: check.input },
      onCompleted({ requestPasswordReset: result }) {
        if (result.__typename === "RequestPasswordResetPayload") {
          setSentTo(check.input.email);
          // The form goes away: the words that replace it take the focus, so they are read.
          requestAnimationFrame(() => notice.current?.focus());
          return;
        }
        setError(result.message ?? intl.formatMessage({ id: "forgotPassword.failed" }));
        showFieldErrors(fieldErrorsOf(result.fieldErrors ?? [], REQUEST_FIELDS));
      },
      onError() {
        setError(intl.formatMessage({ id: "forgotPassword.unreachable" }));
      },
    });
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: "forgotPassword.title" })}
        intro={<FormattedMessage id="forgotPassword.intro" />}
      />
      {sentTo !== null ? (
        <div ref={notice} tabIndex={-1} role="status" className={styles.notice}>
          <p className={styles.noticeTitle}>
            <FormattedMessage id="forgotPassword.sent.title" />
          </p>
          <p>
            <FormattedMessage id="forgotPassword.sent.body" values={{ email: sentTo, minutes: LINK_MINUTES }} />
          </p>
          <button type="button" className={button({ variant: "ghost", size: "sm" })} onClick={() => setSentTo(null)}>
            <FormattedMessage id="forgotPassword.sent.again" />
          </button>
        </div>
      ) : (
        // noValidate: the schema's messages, under their fields, rather than the browser's bubbles.
        <form className={formStyles.card} onSubmit={onSubmit} noValidate aria-busy={isInFlight}>
          {error && (
            <p role="alert" className={formStyles.alert}>
              {error}
            </p>
          )}
          <Field
            id={ids.email}
            label={<FormattedMessage id="forgotPassword.email" />}
            error={fieldErrors.email}
            required
          >
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
          <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
            <FormattedMessage id={isInFlight ? "forgotPassword.submitting" : "forgotPassword.submit"} />
          </button>
        </form>
      )}
      <p className={formStyles.footnote}>
        <FormattedMessage
          id="forgotPassword.signInLink"
          values={{ link: (chunks) => <Link to="/sign-in">{chunks}</Link> }}
        />
      </p>
    </div>
  );
}
