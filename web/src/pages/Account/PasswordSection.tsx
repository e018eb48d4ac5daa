import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { changePasswordFields } from "../../../../shared/accounts/change-password";
import { MIN_PASSWORD_LENGTH } from "../../../../shared/accounts/sign-up";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { toast } from "../../components/Toast/useToast";
import { type FieldErrors, fieldErrorsOf, firstInvalidField } from "../../lib/forms/fieldErrors";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import * as formStyles from "../../styles/form.css";
import type { PasswordSection_viewer$key } from "./__generated__/PasswordSection_viewer.graphql";
import type { PasswordSectionMutation } from "./__generated__/PasswordSectionMutation.graphql";
import * as styles from "./AccountPage.css";
import * as own from "./PasswordSection.css";

const changePasswordMutation = graphql`
  mutation PasswordSectionMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload {
        otherSessionsEnded
      }
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

const FIELDS = ["currentPassword", "newPassword"] as const;
type PasswordField = (typeof FIELDS)[number];

/**
 * Changing the password: the current one, then the new one (sign-up's rules). Every other
 * session is signed out by the change; this one stays.
 */
export function PasswordSection({ viewer }: { viewer: PasswordSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PasswordSection_viewer on User {
        email
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const headingId = useId();
  const ids = { currentPassword: useId(), newPassword: useId() };
  const [commit, isInFlight] = useMutation<PasswordSectionMutation>(changePasswordMutation);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function showErrors(next: FieldErrors<PasswordField>) {
    setErrors(next);
    const first = firstInvalidField(next, FIELDS);
    if (first) document.getElementById(ids[first])?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    setFailure(null);
    const checked = changePasswordFields.safeParse({
      currentPassword: String(values.get("currentPassword") ?? ""),
      newPassword: String(values.get("newPassword") ?? ""),
    });
    if (!checked.success) {
      showErrors(fieldErrorsOf(checked.error.issues, FIELDS));
      return;
    }
    setErrors({});
    commit({
      variables: { input: checked.data },
      onCompleted({ changePassword: result }) {
        if (result.__typename === "ChangePasswordPayload") {
          form.reset();
          toast({
            title: { id: "account.password.toast.title" },
            description: {
              id: "account.password.toast.description",
              values: { count: result.otherSessionsEnded ?? 0 },
            },
          });
          return;
        }
        const onFields = fieldErrorsOf(result.fieldErrors ?? [], FIELDS);
        if (firstInvalidField(onFields, FIELDS)) showErrors(onFields);
        else setFailure(result.message ?? intl.formatMessage({ id: "account.password.changeFailed" }));
      },
      onError(error) {
        setFailure(
          error instanceof GraphQLResponseError
            ? error.message
            : intl.formatMessage({ id: "account.password.changeFailed" }),
        );
      },
    });
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="account.password.heading" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="account.password.intro" />
      </p>
      <form className={own.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
        {/* For password managers: which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={data.email} readOnly hidden />
        <Field
          id={ids.currentPassword}
          label={<FormattedMessage id="account.password.current" />}
          error={errors.currentPassword}
          required
        >
          {(control) => (
            <input
              {...control}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              readOnly={isInFlight}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field
          id={ids.newPassword}
          label={<FormattedMessage id="account.password.new" />}
          hint={<FormattedMessage id="account.password.new.hint" values={{ min: MIN_PASSWORD_LENGTH }} />}
          error={errors.newPassword}
          required
        >
          {(control) => (
            <input
              {...control}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              readOnly={isInFlight}
              className={formStyles.input}
            />
          )}
        </Field>
        {failure && (
          <p role="alert" className={formStyles.alert}>
            {failure}
          </p>
        )}
        <button type="submit" className={`${button({ variant: "primary" })} ${styles.action}`} disabled={isInFlight}>
          <FormattedMessage id={isInFlight ? "account.password.submitting" : "account.password.submit"} />
        </button>
      </form>
    </section>
  );
}
