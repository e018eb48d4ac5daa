import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatCents } from "../../lib/bookingFormat";
import * as formStyles from "../../styles/form.css";
import * as form from "../BookingDialog/BookingDialog.css";
import { DialogFormActions } from "../DialogFrame/DialogFormActions";
import { Choice, Field, FieldGroup } from "../Field/Field";
import { checkPartialRefund, dollarsInputOf, MAX_AMOUNT_LENGTH } from "./refundAmount";
import * as styles from "./RefundDialog.css";

interface RefundFormProps {
  /** Cents left to refund. */
  remaining: number;
  submitting: boolean;
  /** null: refund everything that is left. */
  onSubmit: (amount: number | null, showError: (message: string) => void) => void;
}

export function RefundForm({ remaining, submitting, onSubmit }: RefundFormProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const [kind, setKind] = useState<"full" | "partial">("full");
  const [text, setText] = useState(() => dollarsInputOf(remaining));
  const [showCheck, setShowCheck] = useState(false);
  // The server's words for the last attempt, until the form changes.
  const [serverError, setServerError] = useState<string | null>(null);
  const check = checkPartialRefund(text, remaining);
  const fieldError = kind === "partial" && showCheck && !check.ok ? intl.formatMessage({ id: check.error }) : null;
  const amountId = `${idPrefix}-amount`;
  const amount = kind === "full" ? remaining : check.ok ? check.amount : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (kind === "partial" && !check.ok) {
      setShowCheck(true);
      document.getElementById(amountId)?.focus();
      return;
    }
    setServerError(null);
    onSubmit(kind === "full" ? null : amount, setServerError);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <div className={form.fields}>
        <FieldGroup label={<FormattedMessage id="refundDialog.kind.legend" />}>
          {(["full", "partial"] as const).map((value) => (
            <Choice
              key={value}
              type="radio"
              name={`${idPrefix}-kind`}
              value={value}
              checked={kind === value}
              disabled={submitting}
              onChange={() => {
                setKind(value);
                setServerError(null);
                if (value === "full") setText(dollarsInputOf(remaining));
              }}
              label={
                value === "full" ? (
                  <FormattedMessage id="refundDialog.kind.full" values={{ amount: formatCents(remaining, intl) }} />
                ) : (
                  <FormattedMessage id="refundDialog.kind.partial" />
                )
              }
            />
          ))}
        </FieldGroup>
        <Field
          id={amountId}
          label={<FormattedMessage id="refundDialog.amount.label" />}
          hint={<FormattedMessage id="refundDialog.amount.hint" values={{ amount: formatCents(remaining, intl) }} />}
          error={fieldError}
        >
          {(control) => (
            <div className={styles.amountRow}>
              <span className={styles.currency} aria-hidden="true">
                <FormattedMessage id="refundDialog.amount.currency" />
              </span>
              <input
                {...control}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                className={`${formStyles.input} ${styles.amountInput}`}
                value={text}
                maxLength={MAX_AMOUNT_LENGTH}
                // Full refunds what is left: the amount is shown, not chosen.
                readOnly={kind === "full"}
                disabled={submitting}
                onChange={(event) => {
                  setText(event.target.value);
                  setServerError(null);
                }}
                onBlur={() => setShowCheck(true)}
              />
            </div>
          )}
        </Field>
        <p className={form.note}>
          <FormattedMessage id="refundDialog.split" />
        </p>
        {serverError && (
          <p role="alert" className={formStyles.alert}>
            {serverError}
          </p>
        )}
      </div>
      <DialogFormActions
        cancelLabel={<FormattedMessage id="refundDialog.cancel" />}
        submitLabel={
          submitting ? (
            <FormattedMessage id="refundDialog.submitting" />
          ) : amount === null ? (
            <FormattedMessage id="refundDialog.submit" />
          ) : (
            <FormattedMessage id="refundDialog.submit.amount" values={{ amount: formatCents(amount, intl) }} />
          )
        }
        submitting={submitting}
      />
    </form>
  );
}
