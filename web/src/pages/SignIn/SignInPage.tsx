import { useId, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { Field } from "../../components/Field/Field";
import { CodeField, typedCode } from "../../components/TwoFactor/CodeField";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { adoptViewer } from "../../relay/forgetViewer";
import * as formStyles from "../../styles/form.css";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { SignInPageMutation } from "./__generated__/SignInPageMutation.graphql";
import type { SignInPageViewerQuery } from "./__generated__/SignInPageViewerQuery.graphql";
import { safeNextPath } from "../../lib/safeNextPath";
import { PasswordResetNotice } from "./PasswordResetNotice";
import { SignedInNotice } from "./SignedInNotice";
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
      # Any expected failure (wrong password, too many attempts, a second factor to give or
      # a wrong code for it) carries its own words.
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

// Started by the route's loader; answered from the store when the header has loaded the viewer.
const signInViewerQuery = graphql`
  query SignInPageViewerQuery @preloadable {
    viewer {
      id
      ...SignedInNotice_viewer
    }
  }
`;

type FieldName = "email" | "password" | "code";

/**
 * The sign-in form; or, for someone already signed in, who they are with the ways on and a
 * 'Sign out' to switch accounts. Told rather than sent away: a silent redirect from a
 * bookmarked /sign-in would leave them wondering where the form went, and switching
 * accounts is the likely reason they came.
 */
export function SignInPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // ?next= wins; otherwise the page the header's "Sign in" link was followed from.
  const from = (location.state as { from?: string } | null)?.from;
  const next = safeNextPath(searchParams.get("next") ?? from);
  // Once the form has signed someone in, it is on its way to `next`: no notice in between.
  const [submitted, setSubmitted] = useState(false);
  const form = <SignInForm next={next} onSubmit={() => setSubmitted(true)} />;

  return (
    <div className={styles.page}>
      {/* Not knowing who is signed in must not keep anyone from signing in. */}
      <ErrorBoundary resetKey={location.key} fallback={() => form}>
        <SignedInOrForm next={next} form={form} formSubmitted={submitted} />
      </ErrorBoundary>
    </div>
  );
}

interface SignedInOrFormProps {
  next: string;
  form: ReactNode;
  /** The form stays in place (and keeps its state) from its submission on. */
  formSubmitted: boolean;
}

function SignedInOrForm({ next, form, formSubmitted }: SignedInOrFormProps) {
  const { viewer } = useLoaderQuery<SignInPageViewerQuery>(
    signInViewerQuery,
    useLoaderData() as LoaderQuery<SignInPageViewerQuery>,
  );
  return viewer && !formSubmitted ? <SignedInNotice viewer={viewer} next={next} /> : form;
}

// The seed's accounts (README "Demo accounts"): addresses and a password, not words.
const DEMO_EMAILS = ["customer@demo.test", "provider@demo.test", "admin@demo.test"];
const DEMO_PASSWORD = "demo-password";

interface SignInFormProps {
  next: string;
  /** Tells the page a sign-in was sent from here (see SignInPage). */
  onSubmit: () => void;
}

function SignInForm({ next, onSubmit: onSubmitted }: SignInFormProps) {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SignInPageMutation>(signInMutation);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  // Asked for once the password was right on an account with two-factor sign-in; the same
  // form is sent again with it, so the address and password stay as typed.
  const [codeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState("");
  const ids = { error: useId() };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmitted();
    const form = new FormData(event.currentTarget);
    setError(null);
    setFieldErrors({});
    const input = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    commit({
      variables: { input: codeAsked ? { ...input, code: typedCode(code) } : input },
      updater(store, data) {
        if (data?.signIn.__typename === "SignInPayload") adoptViewer(store, "signIn");
      },
      onCompleted({ signIn }) {
        if (signIn.__typename === "SignInPayload") {
          void navigate(next, { replace: true });
          return;
        }
        if (signIn.__typename === "SecondFactorRequiredError" || signIn.__typename === "InvalidSecondFactorCodeError") {
          // Not a failure of the form: the code's field says what is asked, or what was wrong.
          setCodeAsked(true);
          setCode("");
          if (signIn.__typename === "InvalidSecondFactorCodeError") {
            setFieldErrors({ code: signIn.message ?? intl.formatMessage({ id: "twoFactor.code.refused" }) });
          }
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

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: "signIn.title" })} />
      <PasswordResetNotice />
      <form className={formStyles.card} onSubmit={onSubmit}>
        {error && (
          <p id={ids.error} role="alert" className={formStyles.alert}>
            {error}
          </p>
        )}
        <Field label={<FormattedMessage id="signIn.email" />} error={fieldErrors.email} required>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="username" className={formStyles.input} />
          )}
        </Field>
        <Field label={<FormattedMessage id="signIn.password" />} error={fieldErrors.password} required>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              className={formStyles.input}
            />
          )}
        </Field>
        {codeAsked && (
          <CodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              setFieldErrors({});
            }}
            error={fieldErrors.code}
            acceptsRecoveryCode
            autoFocus
            readOnly={isInFlight}
          />
        )}
        <Link to="/forgot-password" className={styles.forgotPassword}>
          <FormattedMessage id="signIn.forgotPassword" />
        </Link>
        <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
          <FormattedMessage id={isInFlight ? "signIn.submitting" : "signIn.submit"} />
        </button>
      </form>
      <p className={formStyles.footnote}>
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
    </>
  );
}
