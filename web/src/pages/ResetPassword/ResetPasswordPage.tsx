import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { Link, useNavigate, useParams } from "react-router-dom";
import { MIN_PASSWORD_LENGTH } from "../../../../shared/accounts/sign-up";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { fieldErrorsOf, type FieldErrors } from "../../lib/forms/fieldErrors";
import { checkNewPassword, PASSWORD_RESET_STATE, RESET_FIELDS, type ResetField } from "../../lib/passwordReset";
import { forgetViewer } from "../../relay/forgetViewer";
import * as formStyles from "../../styles/form.css";
import type { ResetPasswordPageMutation } from "./__generated__/ResetPasswordPageMutation.graphql";
import * as styles from "./ResetPasswordPage.css";

const resetMutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordPayload {
        success
      }
      # A refused password, a dead link or too many tries: each carries its own words.
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

/**
 * The emailed link's page: a new password (the sign-up rules), then the sign-in page. A dead
 * link says so and offers a new one; a refused password leaves the link working.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [commit, isInFlight] = useMutation<ResetPasswordPageMutation>(resetMutation);
  const [error, setError] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ResetField>>({});
  const ids = { password: useId() };

  function showFieldErrors(errors: FieldErrors<ResetField>) {
    setFieldErrors(errors);
    if (errors.password) document.getElementById(ids.password)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const check = checkNewPassword({ password: String(new FormData(event.currentTarget).get("password") ?? "") });
    setError(null);
    setDeadLink(false);
    if (!check.ok) {
      showFieldErrors(check.errors);
      return;
    }
    setFieldErrors({});
    commit({
      variables: { input: { token, password: check.input.password } },
      updater(store, data) {
        // Every session of the account ended; if this browser had one, it is a visitor now.
        if (data?.resetPassword.__typename === "ResetPasswordPayload") forgetViewer(store);
      },
      onCompleted({ resetPassword: result }) {
        if (result.__typename === "ResetPasswordPayload") {
          void navigate("/sign-in", { replace: true, state: PASSWORD_RESET_STATE });
          return;
        }
        setError(result.message ?? intl.formatMessage({ id: "resetPassword.failed" }));
        const fields = result.fieldErrors ?? [];
        setDeadLink(fields.some((field) => field.path[0] === "token"));
        showFieldErrors(fieldErrorsOf(fields, RESET_FIELDS));
      },
      onError() {
        setError(intl.formatMessage({ id: "resetPassword.unreachable" }));
      },
    });
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: "resetPassword.title" })}
        intro={<FormattedMessage id="resetPassword.intro" />}
      />
      <form className={formStyles.card} onSubmit={onSubmit} noValidate aria-busy={isInFlight}>
        {error && (
          <div role="alert" className={formStyles.alert}>
            <p>{error}</p>
            {deadLink && (
              <p>
                <FormattedMessage
                  id="resetPassword.askAgain"
                  values={{ link: (chunks) => <Link to="/forgot-password">{chunks}</Link> }}
                />
              </p>
            )}
          </div>
        )}
        <Field
          id={ids.password}
          label={<FormattedMessage id="resetPassword.password" />}
          hint={<FormattedMessage id="resetPassword.password.hint" values={{ min: MIN_PASSWORD_LENGTH }} />}
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
          <FormattedMessage id={isInFlight ? "resetPassword.submitting" : "resetPassword.submit"} />
        </button>
      </form>
    </div>
  );
}
