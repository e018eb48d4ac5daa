import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { CodeField, typedCode } from "../../components/TwoFactor/CodeField";
import { RecoveryCodes } from "../../components/TwoFactor/RecoveryCodes";
import { TwoFactorEnrolment } from "../../components/TwoFactor/TwoFactorEnrolment";
import * as twoFactorStyles from "../../components/TwoFactor/TwoFactor.css";
import * as formStyles from "../../styles/form.css";
import type { TwoFactorSection_viewer$key } from "./__generated__/TwoFactorSection_viewer.graphql";
import type { TwoFactorSectionDisableMutation } from "./__generated__/TwoFactorSectionDisableMutation.graphql";
import type { TwoFactorSectionRegenerateMutation } from "./__generated__/TwoFactorSectionRegenerateMutation.graphql";
import * as styles from "./AccountPage.css";

const regenerateMutation = graphql`
  mutation TwoFactorSectionRegenerateMutation($input: RegenerateRecoveryCodesInput!) {
    regenerateRecoveryCodes(input: $input) {
      __typename
      ... on RegenerateRecoveryCodesPayload {
        recoveryCodes
      }
      ... on Error {
        message
      }
    }
  }
`;

const disableMutation = graphql`
  mutation TwoFactorSectionDisableMutation($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      __typename
      ... on DisableTwoFactorPayload {
        viewer {
          id
          twoFactorEnabled
          secondFactorVerified
          recoveryCodesLeft
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Mode = "idle" | "enrolling" | "regenerating" | "disabling" | { codes: readonly string[] };

/**
 * Two-factor sign-in on the account page: turning it on, new recovery codes, and turning it
 * off (not for staff, whose screens need it).
 */
export function TwoFactorSection({ viewer }: { viewer: TwoFactorSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TwoFactorSection_viewer on User {
        id
        role
        twoFactorEnabled
        recoveryCodesLeft
      }
    `,
    viewer,
  );
  const headingId = useId();
  const [mode, setMode] = useState<Mode>("idle");
  const staff = data.role === "ADMIN";

  let body;
  if (typeof mode === "object") {
    body = <RecoveryCodes codes={mode.codes} onSaved={() => setMode("idle")} />;
  } else if (!data.twoFactorEnabled || mode === "enrolling") {
    // Kept while enrolling: the answer that turns it on comes before the codes are read.
    body = (
      <>
        <p className={styles.text}>
          <FormattedMessage id={staff ? "account.twoFactor.off.staff" : "account.twoFactor.off"} />
        </p>
        <TwoFactorEnrolment
          headingLevel={3}
          cancellable
          onStarted={() => setMode("enrolling")}
          onDone={() => setMode("idle")}
        />
      </>
    );
  } else if (mode === "regenerating") {
    body = <RegenerateForm onCodes={(codes) => setMode({ codes })} onCancel={() => setMode("idle")} />;
  } else if (mode === "disabling") {
    body = <DisableForm onDone={() => setMode("idle")} onCancel={() => setMode("idle")} />;
  } else {
    body = (
      <>
        <p className={styles.text}>
          <FormattedMessage id="account.twoFactor.on" values={{ left: data.recoveryCodesLeft ?? 0 }} />
        </p>
        <div className={twoFactorStyles.actions}>
          <button type="button" className={button({ variant: "secondary" })} onClick={() => setMode("regenerating")}>
            <FormattedMessage id="account.twoFactor.newCodes" />
          </button>
          {!staff && (
            <button type="button" className={button({ variant: "secondary" })} onClick={() => setMode("disabling")}>
              <FormattedMessage id="account.twoFactor.turnOff" />
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="account.twoFactor.heading" />
      </h2>
      {body}
    </section>
  );
}

function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: readonly string[]) => void; onCancel: () => void }) {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<TwoFactorSectionRegenerateMutation>(regenerateMutation);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const typed = typedCode(code);
    if (typed === "") {
      setError(intl.formatMessage({ id: "twoFactor.code.missing" }));
      return;
    }
    setError(null);
    commit({
      variables: { input: { code: typed } },
      updater(store, response) {
        // The old codes are void: the count the page shows is the new list's.
        const result = response?.regenerateRecoveryCodes;
        if (result?.__typename !== "RegenerateRecoveryCodesPayload" || !result.recoveryCodes) return;
        store.getRoot().getLinkedRecord("viewer")?.setValue(result.recoveryCodes.length, "recoveryCodesLeft");
      },
      onCompleted({ regenerateRecoveryCodes: result }) {
        if (result.__typename === "RegenerateRecoveryCodesPayload" && result.recoveryCodes)
          onCodes(result.recoveryCodes);
        else {
          setCode("");
          setError(result.message ?? intl.formatMessage({ id: "twoFactor.code.refused" }));
        }
      },
      onError: () => setError(intl.formatMessage({ id: "twoFactor.unreachable" })),
    });
  }

  return (
    <form className={twoFactorStyles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <p className={styles.text}>
        <FormattedMessage id="account.twoFactor.newCodes.intro" />
      </p>
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        autoFocus
        readOnly={isInFlight}
      />
      <FormButtons
        submitting={isInFlight}
        submitId="account.twoFactor.newCodes.submit"
        submittingId="account.twoFactor.newCodes.submitting"
        onCancel={onCancel}
      />
    </form>
  );
}

function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<TwoFactorSectionDisableMutation>(disableMutation);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const typed = typedCode(code);
    if (typed === "" || password === "") {
      setError(intl.formatMessage({ id: "account.twoFactor.turnOff.missing" }));
      return;
    }
    setError(null);
    commit({
      variables: { input: { code: typed, password } },
      onCompleted({ disableTwoFactor: result }) {
        if (result.__typename === "DisableTwoFactorPayload") onDone();
        else setError(result.message ?? intl.formatMessage({ id: "twoFactor.code.refused" }));
      },
      onError: () => setError(intl.formatMessage({ id: "twoFactor.unreachable" })),
    });
  }

  return (
    <form className={twoFactorStyles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <p className={styles.text}>
        <FormattedMessage id="account.twoFactor.turnOff.intro" />
      </p>
      {error && (
        <p role="alert" className={formStyles.alert}>
          {error}
        </p>
      )}
      <Field label={<FormattedMessage id="account.twoFactor.turnOff.password" />} required>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            readOnly={isInFlight}
            className={formStyles.input}
          />
        )}
      </Field>
      <CodeField value={code} onChange={setCode} acceptsRecoveryCode readOnly={isInFlight} />
      <FormButtons
        submitting={isInFlight}
        submitId="account.twoFactor.turnOff.submit"
        submittingId="account.twoFactor.turnOff.submitting"
        onCancel={onCancel}
      />
    </form>
  );
}

function FormButtons({
  submitting,
  submitId,
  submittingId,
  onCancel,
}: {
  submitting: boolean;
  submitId: "account.twoFactor.newCodes.submit" | "account.twoFactor.turnOff.submit";
  submittingId: "account.twoFactor.newCodes.submitting" | "account.twoFactor.turnOff.submitting";
  onCancel: () => void;
}) {
  return (
    <div className={twoFactorStyles.actions}>
      <button type="submit" className={button({ variant: "primary" })} disabled={submitting}>
        <FormattedMessage id={submitting ? submittingId : submitId} />
      </button>
      <button type="button" className={button({ variant: "secondary" })} onClick={onCancel} disabled={submitting}>
        <FormattedMessage id="twoFactor.enrol.cancel" />
      </button>
    </div>
  );
}
