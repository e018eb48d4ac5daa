import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { MAX_SECOND_FACTOR_CODE_LENGTH } from "../../../../shared/accounts/two-factor";
import * as formStyles from "../../styles/form.css";
import { Field } from "../Field/Field";

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** Says that a recovery code is taken too (sign-in); by default only the app's code is asked for. */
  acceptsRecoveryCode?: boolean;
  /** Focus on mount: the field appears in answer to a step the person has just taken. */
  autoFocus?: boolean;
  /** While the code is on its way: kept focusable, so focus stays for the answer. */
  readOnly?: boolean;
}

/**
 * The authenticator app's code: the numeric keyboard and the one-time-code autofill on
 * phones, but no digits-only pattern, so a recovery code can be typed in its place.
 */
export function CodeField({
  value,
  onChange,
  error,
  acceptsRecoveryCode = false,
  autoFocus,
  readOnly,
}: CodeFieldProps) {
  return (
    <Field
      label={<FormattedMessage id="twoFactor.code.label" />}
      hint={<FormattedMessage id={acceptsRecoveryCode ? "twoFactor.code.hintRecovery" : "twoFactor.code.hint"} />}
      error={error}
      // Focus stays in the field while the code is checked: the answer is announced there.
      announce="alert"
      required
    >
      {(control) => (
        <input
          {...control}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={MAX_SECOND_FACTOR_CODE_LENGTH}
          autoFocus={autoFocus}
          readOnly={readOnly}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={formStyles.input}
        />
      )}
    </Field>
  );
}

/** What the server is sent: what was typed, without the spaces people put between groups. */
export function typedCode(value: string): string {
  return value.replace(/\s+/g, "");
}
