import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { changeEmailFields } from "../../../../shared/accounts/email-change";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { fieldErrorsOf, firstInvalidField, type FieldErrors } from "../../lib/forms/fieldErrors";
import * as formStyles from "../../styles/form.css";
import type { EmailSection_viewer$key } from "./__generated__/EmailSection_viewer.graphql";
import type { EmailSectionChangeMutation } from "./__generated__/EmailSectionChangeMutation.graphql";
import type { EmailSectionResendMutation } from "./__generated__/EmailSectionResendMutation.graphql";
import * as styles from "./AccountPage.css";
import * as own from "./EmailSection.css";

const changeMutation = graphql`
  mutation EmailSectionChangeMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ... on EmailLinkSentPayload {
        sentTo
        viewer {
          id
          pendingEmail
        }
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

const resendMutation = graphql`
  mutation EmailSectionResendMutation {
    resendEmailVerification {
      __typename
      ... on EmailLinkSentPayload {
        sentTo
        viewer {
          id
          emailVerified
          pendingEmail
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type EmailField = "newEmail" | "currentPassword";
const FIELDS: readonly EmailField[] = ["newEmail", "currentPassword"];

/**
 * The account's email address: whether it is confirmed (and what waits until it is), a
 * change waiting for its link, "Resend the link", and the form that asks for a new address.
 * The address itself changes only when the link mailed to the new one is followed.
 */
export function EmailSection({ viewer }: { viewer: EmailSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment EmailSection_viewer on User {
        id
        email
        emailVerified
        pendingEmail
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [commitResend, isResending] = useMutation<EmailSectionResendMutation>(resendMutation);

  function resend() {
    if (isResending) return;
    setSentTo(null);
    setResendError(null);
    commitResend({
      variables: {},
      onCompleted({ resendEmailVerification: result }) {
        if (result.__typename === "EmailLinkSentPayload" && result.sentTo) setSentTo(result.sentTo);
        else setResendError(result.message ?? intl.formatMessage({ id: "account.email.resend.failed" }));
      },
      onError: () => setResendError(intl.formatMessage({ id: "account.email.unreachable" })),
    });
  }

  const resendButton = (
    <button
      type="button"
      className={`${button({ variant: "secondary" })} ${own.action}`}
      onClick={resend}
      disabled={isResending}
    >
      <FormattedMessage id={isResending ? "account.email.resend.sending" : "account.email.resend"} />
    </button>
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="account.email.heading" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage
          id={data.emailVerified ? "account.email.current.verified" : "account.email.current.unverified"}
          values={{ email: <strong>{data.email}</strong> }}
        />
      </p>
      {!data.emailVerified && !data.pendingEmail && (
        <div className={own.notice}>
          <p className={own.noticeText}>
            <FormattedMessage id="account.email.unverified.notice" />
          </p>
          {resendButton}
        </div>
      )}
      {data.pendingEmail && (
        <div className={own.notice}>
          <p className={own.noticeText}>
            <FormattedMessage id="account.email.pending" values={{ email: <strong>{data.pendingEmail}</strong> }} />
          </p>
          {resendButton}
        </div>
      )}
      <div role="status">
        {sentTo && (
          <p className={styles.text}>
            <FormattedMessage id="account.email.resend.sent" values={{ email: sentTo }} />
          </p>
        )}
      </div>
      {resendError && (
        <p role="alert" className={formStyles.alert}>
          {resendError}
        </p>
      )}
      {changing ? (
        <ChangeEmailForm
          onSent={(address) => {
            setChanging(false);
            setResendError(null);
            setSentTo(address);
          }}
          onCancel={() => setChanging(false)}
        />
      ) : (
        <button
          type="button"
          className={`${button({ variant: "secondary" })} ${own.action}`}
          onClick={() => {
            setSentTo(null);
            setChanging(true);
          }}
        >
          <FormattedMessage id="account.email.change" />
        </button>
      )}
    </section>
  );
}

function ChangeEmailForm({ onSent, onCancel }: { onSent: (address: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<EmailSectionChangeMutation>(changeMutation);
  const [errors, setErrors] = useState<FieldErrors<EmailField>>({});
  const [error, setError] = useState<string | null>(null);
  const ids: Record<EmailField, string> = { newEmail: useId(), currentPassword: useId() };

  function show(next: FieldErrors<EmailField>) {
    setErrors(next);
    const first = firstInvalidField(next, FIELDS);
    if (first) document.getElementById(ids[first])?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const form = new FormData(event.currentTarget);
    setError(null);
    const checked = changeEmailFields.safeParse({
      newEmail: String(form.get("newEmail") ?? ""),
      currentPassword: String(form.get("currentPassword") ?? ""),
    });
    if (!checked.success) {
      // The catalog's words for the first check; the server's own refusals keep theirs.
      const wrong = fieldErrorsOf(checked.error.issues, FIELDS);
      show({
        newEmail: wrong.newEmail && intl.formatMessage({ id: "account.email.newEmail.invalid" }),
        currentPassword: wrong.currentPassword && intl.formatMessage({ id: "account.email.password.required" }),
      });
      return;
    }
    show({});
    commit({
      variables: { input: checked.data },
      onCompleted({ changeEmail: result }) {
        if (result.__typename === "EmailLinkSentPayload" && result.sentTo) {
          onSent(result.sentTo);
          return;
        }
        const onFields = fieldErrorsOf(result.fieldErrors ?? [], FIELDS);
        if (firstInvalidField(onFields, FIELDS)) show(onFields);
        else setError(result.message ?? intl.formatMessage({ id: "account.email.change.failed" }));
      },
      onError: () => setError(intl.formatMessage({ id: "account.email.unreachable" })),
    });
  }

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <p className={styles.text}>
        <FormattedMessage id="account.email.change.intro" />
      </p>
      <Field
        id={ids.newEmail}
        label={<FormattedMessage id="account.email.newEmail" />}
        error={errors.newEmail}
        required
      >
        {(control) => (
          <input
            {...control}
            name="newEmail"
            type="email"
            autoComplete="email"
            className={formStyles.input}
            readOnly={isInFlight}
          />
        )}
      </Field>
      <Field
        id={ids.currentPassword}
        label={<FormattedMessage id="account.email.password" />}
        error={errors.currentPassword}
        required
      >
        {(control) => (
          <input
            {...control}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            className={formStyles.input}
            readOnly={isInFlight}
          />
        )}
      </Field>
      {error && (
        <p role="alert" className={formStyles.alert}>
          {error}
        </p>
      )}
      <div className={own.actions}>
        <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
          <FormattedMessage id={isInFlight ? "account.email.change.submitting" : "account.email.change.submit"} />
        </button>
        <button type="button" className={button({ variant: "secondary" })} onClick={onCancel} disabled={isInFlight}>
          <FormattedMessage id="account.email.change.cancel" />
        </button>
      </div>
    </form>
  );
}
