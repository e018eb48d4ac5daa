import { useState, type FormEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { CodeField, typedCode } from "./CodeField";
import { useVerifySecondFactor } from "./useVerifySecondFactor";

interface SecondFactorFormProps {
  onVerified: () => void;
  className?: string;
  /** The box around the field (a dialog's scrolling part). */
  fieldsClassName?: string;
  /** The buttons, given whether the code is on its way (a page's one button, a dialog's pair). */
  actions: (submitting: boolean) => ReactNode;
  autoFocus?: boolean;
}

/** A code to prove this session's second factor: the app's code, or a recovery code. */
export function SecondFactorForm({
  onVerified,
  className,
  fieldsClassName,
  actions,
  autoFocus,
}: SecondFactorFormProps) {
  const intl = useIntl();
  const { verify, isVerifying } = useVerifySecondFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Opened over another form (a step-up), its submit must not bubble there through React.
    event.stopPropagation();
    if (isVerifying) return;
    const typed = typedCode(code);
    if (typed === "") {
      setError(intl.formatMessage({ id: "twoFactor.code.missing" }));
      return;
    }
    setError(null);
    verify(typed, {
      onVerified,
      onRefused: (message) => {
        setError(message);
        setCode("");
      },
    });
  }

  return (
    <form className={className} onSubmit={submit} noValidate aria-busy={isVerifying}>
      <div className={fieldsClassName}>
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          error={error}
          acceptsRecoveryCode
          autoFocus={autoFocus}
          readOnly={isVerifying}
        />
      </div>
      {actions(isVerifying)}
    </form>
  );
}
