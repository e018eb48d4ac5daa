import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { formatCents } from "../../lib/bookingFormat";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import * as formStyles from "../../styles/form.css";
import * as form from "../BookingDialog/BookingDialog.css";
import { button } from "../Button/Button.css";
import { Choice, Field, FieldGroup } from "../Field/Field";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import * as frame from "../DialogFrame/DialogFrame.css";
import { toast } from "../Toast/useToast";
import type { RefundDialog_payment$key } from "./__generated__/RefundDialog_payment.graphql";
import type { RefundDialogMutation } from "./__generated__/RefundDialogMutation.graphql";
import { submissionKeys } from "../../lib/submissionKey";
import { checkPartialRefund, dollarsInputOf, MAX_AMOUNT_LENGTH } from "./refundAmount";
import * as styles from "./RefundDialog.css";

// The answer's payment updates the store's record (by id), so any row showing it shows
// the refund without a refetch.
const refundMutation = graphql`
  mutation RefundDialogMutation($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      __typename
      ... on RefundPaymentPayload {
        payment {
          id
          refundedAmount
          transferStatus
          ...RefundDialog_payment
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = {
  title: { id: "refundDialog.toast.failed.title" },
  description: { id: "refundDialog.toast.failed.description" },
  variant: "destructive",
} as const;

interface RefundDialogProps {
  payment: RefundDialog_payment$key;
  /** After a refund is made: the caller's totals (earnings, volume) may want asking again. */
  onRefunded?: () => void;
}

/**
 * Staff refund all or part of a completed payment. A "Refund" button
 * that opens the form; nothing when there is nothing left to refund.
 */
export function RefundDialog({ payment, onRefunded }: RefundDialogProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment RefundDialog_payment on Payment {
        id
        databaseId
        totalAmount
        refundedAmount
        refundableAmount
      }
    `,
    payment,
  );
  const [open, setOpen] = useState(false);
  // One key per refund meant: a retry of the same amount is the same refund, not a second one.
  const [keys] = useState(() => submissionKeys());
  const [commit, isInFlight] = useMutation<RefundDialogMutation>(refundMutation);
  const remaining = data.refundableAmount;
  if (remaining === 0 && !open) return null;

  function refund(amount: number | null, showError: (message: string) => void) {
    const refundedBefore = data.refundedAmount;
    commit({
      // Absent: the server refunds whatever is left then, even if that changed meanwhile.
      variables: { input: { paymentId: data.id, amount, idempotencyKey: keys.keyFor({ amount, refundedBefore }) } },
      onCompleted({ refundPayment: result }) {
        if (result.__typename !== "RefundPaymentPayload") {
          const message = result.message ?? intl.formatMessage({ id: "refundDialog.toast.failed.description" });
          showError(message);
          toast({ ...FAILED, description: message });
          return;
        }
        keys.succeeded();
        const refundedNow = result.payment?.refundedAmount ?? refundedBefore;
        const asked = formatCents(amount ?? remaining, intl);
        // With Stripe the ledger moves when its charge.refunded event lands, moments later.
        toast(
          refundedNow > refundedBefore
            ? {
                title: { id: "refundDialog.toast.done.title" },
                description: {
                  id: "refundDialog.toast.done.description",
                  values: { amount: formatCents(refundedNow - refundedBefore, intl) },
                },
              }
            : {
                title: { id: "refundDialog.toast.requested.title" },
                description: { id: "refundDialog.toast.requested.description", values: { amount: asked } },
              },
        );
        setOpen(false);
        onRefunded?.();
      },
      onError: (error) => {
        // The server refused outright (signed out meanwhile, say): its words; else the connection's.
        const message =
          error instanceof GraphQLResponseError
            ? error.message
            : intl.formatMessage({ id: "refundDialog.toast.failed.description" });
        showError(message);
        toast({ ...FAILED, description: message });
      },
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !isInFlight) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          aria-label={intl.formatMessage({ id: "refundDialog.trigger.label" }, { number: data.databaseId })}
        >
          <FormattedMessage id="refundDialog.trigger" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <div className={`${frame.header} ${form.headerRule}`}>
            <Dialog.Title className={frame.title}>
              <FormattedMessage id="refundDialog.title" values={{ number: data.databaseId }} />
            </Dialog.Title>
            <Dialog.Description className={frame.description}>
              <FormattedMessage
                id="refundDialog.description"
                values={{
                  total: formatCents(data.totalAmount, intl),
                  refunded: formatCents(data.refundedAmount, intl),
                  remaining: formatCents(remaining, intl),
                }}
              />
            </Dialog.Description>
            <Dialog.Close
              className={frame.close}
              aria-label={intl.formatMessage({ id: "refundDialog.close" })}
              disabled={isInFlight}
            >
              <CloseGlyph />
            </Dialog.Close>
          </div>
          {/* Mounted with the content: every opening starts from what is left now. */}
          {open && <RefundForm remaining={remaining} submitting={isInFlight} onSubmit={refund} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface RefundFormProps {
  /** Cents left to refund. */
  remaining: number;
  submitting: boolean;
  /** null: refund everything that is left. */
  onSubmit: (amount: number | null, showError: (message: string) => void) => void;
}

function RefundForm({ remaining, submitting, onSubmit }: RefundFormProps) {
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
      <div className={form.actions}>
        <Dialog.Close asChild>
          <button type="button" className={button({ variant: "secondary" })} disabled={submitting}>
            <FormattedMessage id="refundDialog.cancel" />
          </button>
        </Dialog.Close>
        <button type="submit" className={button({ variant: "primary" })} disabled={submitting}>
          {submitting ? (
            <FormattedMessage id="refundDialog.submitting" />
          ) : amount === null ? (
            <FormattedMessage id="refundDialog.submit" />
          ) : (
            <FormattedMessage id="refundDialog.submit.amount" values={{ amount: formatCents(amount, intl) }} />
          )}
        </button>
      </div>
    </form>
  );
}
