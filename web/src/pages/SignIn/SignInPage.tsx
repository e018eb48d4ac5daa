import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { switchLink } from "../SignUp/SignUpPage.css";
import type { SignInPageMutation } from "./__generated__/SignInPageMutation.graphql";
import { safeNextPath } from "./safeNextPath";
import * as styles from "./SignInPage.css";

const signInMutation = graphql`
  mutation SignInPageMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInPayload {
        # The same fields the header reads, so it can show the viewer without a refetch.
        viewer {
          ...ViewerMenu_viewer
          ...NotificationBell_viewer
        }
      }
      # Any expected failure (wrong password, too many attempts) carries its own words.
      ... on Error {
        message
      }
      ... on ValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

type FieldName = "email" | "password";

// The seed's accounts (README "Demo accounts"): addresses and a password, not words.
const DEMO_EMAILS = ["customer@demo.test", "provider@demo.test", "admin@demo.test"];
const DEMO_PASSWORD = "demo-password";

export function SignInPage() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SignInPageMutation>(signInMutation);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const ids = { email: useId(), password: useId(), error: useId() };

  // ?next= wins; otherwise the page the header's "Sign in" link was followed from.
  const from = (location.state as { from?: string } | null)?.from;
  const next = safeNextPath(searchParams.get("next") ?? from);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setFieldErrors({});
    commit({
      variables: { input: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") } },
      updater(store, data) {
        if (data?.signIn.__typename !== "SignInPayload") return;
        const viewer = store.getRootField("signIn").getLinkedRecord("viewer");
        store.getRoot().setLinkedRecord(viewer, "viewer");
        // Everything cached so far was fetched as someone else: refetch on next use.
        store.invalidateStore();
      },
      onCompleted({ signIn }) {
        if (signIn.__typename === "SignInPayload") {
          void navigate(next, { replace: true });
          return;
        }
        // Every other member of the result implements Error; a validation error also
        // says which field is wrong.
        setError(signIn.message ?? intl.formatMessage({ id: "signIn.failed" }));
        setFieldErrors(
          Object.fromEntries((signIn.fieldErrors ?? []).map((f) => [f.path[f.path.length - 1], f.message])),
        );
      },
      onError() {
        setError(intl.formatMessage({ id: "signIn.unreachable" }));
      },
    });
  }

  const describedBy = (field: FieldName) => (fieldErrors[field] ? `${ids[field]}-error` : undefined);

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: "signIn.title" })} />
      <form className={styles.form} onSubmit={onSubmit}>
        {error && (
          <p id={ids.error} role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={ids.email} className={styles.label}>
            <FormattedMessage id="signIn.email" />
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="username"
            required
            className={styles.input}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={describedBy("email")}
          />
          {fieldErrors.email && (
            <p id={`${ids.email}-error`} className={styles.fieldError}>
              {fieldErrors.email}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.password} className={styles.label}>
            <FormattedMessage id="signIn.password" />
          </label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={styles.input}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={describedBy("password")}
          />
          {fieldErrors.password && (
            <p id={`${ids.password}-error`} className={styles.fieldError}>
              {fieldErrors.password}
            </p>
          )}
        </div>
        <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
          <FormattedMessage id={isInFlight ? "signIn.submitting" : "signIn.submit"} />
        </button>
      </form>
      <p className={switchLink}>
        <FormattedMessage
          id="signIn.signUpLink"
          values={{
            link: (chunks) => (
              <Link to="/sign-up" state={{ from: next }}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      <aside className={styles.demo} aria-label={intl.formatMessage({ id: "signIn.demo.label" })}>
        <p className={styles.demoTitle}>
          <FormattedMessage id="signIn.demo.title" />
        </p>
        <ul className={styles.demoList}>
          {DEMO_EMAILS.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
        <p>
          <FormattedMessage
            id="signIn.demo.password"
            values={{ password: DEMO_PASSWORD, code: (chunks) => <code>{chunks}</code> }}
          />
        </p>
      </aside>
    </div>
  );
}
