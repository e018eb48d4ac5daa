import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import * as formStyles from "../../styles/form.css";
import { button } from "../Button/Button.css";
import type { TwoFactorEnrolmentConfirmMutation } from "./__generated__/TwoFactorEnrolmentConfirmMutation.graphql";
import type { TwoFactorEnrolmentStartMutation } from "./__generated__/TwoFactorEnrolmentStartMutation.graphql";
import { CodeField, typedCode } from "./CodeField";
import { RecoveryCodes } from "./RecoveryCodes";
import * as styles from "./TwoFactor.css";

const startMutation = graphql`
  mutation TwoFactorEnrolmentStartMutation {
    startTwoFactorEnrolment {
      __typename
      ... on StartTwoFactorEnrolmentPayload {
        secret
        otpauthUri
        qrCodeSvg
      }
      ... on Error {
        message
      }
    }
  }
`;

// The viewer's fields come back with the answer, for the guard and the header; whoever shows
// this keeps it on screen until the codes are saved (StaffSecondFactor, TwoFactorSection).
const confirmMutation = graphql`
  mutation TwoFactorEnrolmentConfirmMutation($input: ConfirmTwoFactorEnrolmentInput!) {
    confirmTwoFactorEnrolment(input: $input) {
      __typename
      ... on ConfirmTwoFactorEnrolmentPayload {
        recoveryCodes
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

type Stage =
  { kind: "start" } | { kind: "scan"; secret: string; qrCodeSvg: string } | { kind: "codes"; codes: readonly string[] };

interface TwoFactorEnrolmentProps {
  /** The level of the steps' headings under the caller's own. */
  headingLevel: 2 | 3;
  /** Once the set-up has begun (a secret was made). */
  onStarted?: () => void;
  /** After "I have saved them". */
  onDone: () => void;
  /** A Cancel back to the start before it is on (the account page); none where it is a must. */
  cancellable?: boolean;
}

/**
 * Turning two-factor sign-in on: a new secret as a QR code and as text, a code from the app
 * to show it was added, then the recovery codes, shown once. Started by a button rather than
 * on mount: each start makes a new secret, and a second one would void the first.
 */
export function TwoFactorEnrolment({ headingLevel, onStarted, onDone, cancellable = false }: TwoFactorEnrolmentProps) {
  const intl = useIntl();
  const [stage, setStage] = useState<Stage>({ kind: "start" });
  const [start, isStarting] = useMutation<TwoFactorEnrolmentStartMutation>(startMutation);
  const [confirm, isConfirming] = useMutation<TwoFactorEnrolmentConfirmMutation>(confirmMutation);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  // Each new step takes focus at its heading, so a screen reader starts reading it there.
  useEffect(() => {
    if (stage.kind !== "start") heading.current?.focus();
  }, [stage.kind]);

  function begin() {
    if (isStarting) return;
    setError(null);
    start({
      variables: {},
      onCompleted({ startTwoFactorEnrolment: result }) {
        if (result.__typename === "StartTwoFactorEnrolmentPayload" && result.secret && result.qrCodeSvg) {
          setCode("");
          setCodeError(null);
          setStage({ kind: "scan", secret: result.secret, qrCodeSvg: result.qrCodeSvg });
          onStarted?.();
        } else {
          setError(result.message ?? intl.formatMessage({ id: "twoFactor.enrol.failed" }));
        }
      },
      onError: () => setError(intl.formatMessage({ id: "twoFactor.unreachable" })),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isConfirming) return;
    const typed = typedCode(code);
    if (typed === "") {
      setCodeError(intl.formatMessage({ id: "twoFactor.code.missing" }));
      return;
    }
    setCodeError(null);
    confirm({
      variables: { input: { code: typed } },
      onCompleted({ confirmTwoFactorEnrolment: result }) {
        if (result.__typename === "ConfirmTwoFactorEnrolmentPayload" && result.recoveryCodes) {
          setStage({ kind: "codes", codes: result.recoveryCodes });
        } else {
          setCode("");
          setCodeError(result.message ?? intl.formatMessage({ id: "twoFactor.code.refused" }));
        }
      },
      onError: () => setCodeError(intl.formatMessage({ id: "twoFactor.unreachable" })),
    });
  }

  const alert = error && (
    <p role="alert" className={formStyles.alert}>
      {error}
    </p>
  );

  if (stage.kind === "start") {
    return (
      <div className={styles.steps}>
        {alert}
        <button
          type="button"
          className={`${button({ variant: "primary" })} ${styles.action}`}
          onClick={begin}
          disabled={isStarting}
        >
          <FormattedMessage id={isStarting ? "twoFactor.enrol.starting" : "twoFactor.enrol.start"} />
        </button>
      </div>
    );
  }

  if (stage.kind === "codes") {
    return (
      <div className={styles.steps}>
        <StepHeading as={Heading} headingRef={heading}>
          <FormattedMessage id="twoFactor.codes.heading" />
        </StepHeading>
        <RecoveryCodes codes={stage.codes} onSaved={onDone} />
      </div>
    );
  }

  return (
    <div className={styles.steps}>
      <StepHeading as={Heading} headingRef={heading}>
        <FormattedMessage id="twoFactor.enrol.scanHeading" />
      </StepHeading>
      <p className={styles.text}>
        <FormattedMessage id="twoFactor.enrol.scan" />
      </p>
      <img
        className={styles.qrCode}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(stage.qrCodeSvg)}`}
        alt={intl.formatMessage({ id: "twoFactor.enrol.qrAlt" })}
        width={200}
        height={200}
      />
      <p className={styles.text}>
        <FormattedMessage
          id="twoFactor.enrol.typeInstead"
          values={{ key: <code className={styles.secret}>{groupedSecret(stage.secret)}</code> }}
        />
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={isConfirming}>
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
          readOnly={isConfirming}
        />
        <div className={styles.actions}>
          <button type="submit" className={button({ variant: "primary" })} disabled={isConfirming}>
            <FormattedMessage id={isConfirming ? "twoFactor.enrol.confirming" : "twoFactor.enrol.confirm"} />
          </button>
          {cancellable && (
            <button
              type="button"
              className={button({ variant: "secondary" })}
              onClick={() => setStage({ kind: "start" })}
            >
              <FormattedMessage id="twoFactor.enrol.cancel" />
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

function StepHeading({
  as: Heading,
  headingRef,
  children,
}: {
  as: "h2" | "h3";
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
      {children}
    </Heading>
  );
}

/** The secret in groups of four, as authenticator apps show a key to type. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
