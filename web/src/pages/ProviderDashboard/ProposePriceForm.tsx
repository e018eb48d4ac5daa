import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { toast } from "../../components/Toast/useToast";
import { formatCents } from "../../lib/bookingFormat";
import { fieldErrorsOf } from "../../lib/forms/fieldErrors";
import { submissionKeys } from "../../lib/submissionKey";
import * as formStyles from "../../styles/form.css";
import type { ProposePriceFormMutation } from "./__generated__/ProposePriceFormMutation.graphql";
import { checkProposedPrice, PROPOSE_PRICE_FIELDS } from "./proposePriceForm";
import * as styles from "./ProviderScheduleCard.css";

// The answer carries the card's fields: the store shows the open proposal on the card at once.
const proposeMutation = graphql`
  mutation ProposePriceFormMutation($input: ProposeSchedulePriceInput!) {
    proposeSchedulePrice(input: $input) {
      __typename
      ... on SchedulePriceProposalPayload {
        proposal {
          schedule {
            ...ProviderScheduleCard_schedule
          }
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

interface ProposePriceFormProps {
  /** The schedule's global id. */
  scheduleId: string;
  /** Cents per visit now: proposing it again changes nothing, so it is refused here. */
  currentPrice: number;
  /** An open proposal would be replaced by this one. */
  replacesProposal: boolean;
  /** Whose schedule, for the toast. */
  customer: string;
  /** Sent (the card shows the proposal), or closed without sending. */
  onDone: () => void;
}

/**
 * The provider's new price per visit for one schedule: dollars, checked here in the
 * catalog's words, then sent once per typed price (an idempotency key per attempt). The
 * server's refusal of the price shows under the field; any other above it.
 */
export function ProposePriceForm({
  scheduleId,
  currentPrice,
  replacesProposal,
  customer,
  onDone,
}: ProposePriceFormProps) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [commit, sending] = useMutation<ProposePriceFormMutation>(proposeMutation);
  const keys = useMemo(() => submissionKeys(), []);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  // The form opens for this: the price is what the provider came to type.
  useEffect(() => inputRef.current?.focus(), []);

  function showError(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    const check = checkProposedPrice(text, currentPrice);
    if (!check.ok) {
      showError(intl.formatMessage({ id: check.messageId }));
      return;
    }
    setError(null);
    const request = { scheduleId, pricePerVisit: check.cents };
    commit({
      variables: { input: { ...request, idempotencyKey: keys.keyFor(request) } },
      onCompleted({ proposeSchedulePrice: result }) {
        if (result.__typename === "SchedulePriceProposalPayload") {
          keys.succeeded();
          toast({
            title: { id: "providerSchedules.propose.sent" },
            description: {
              id: "providerSchedules.propose.sentDescription",
              values: { customer, proposed: formatCents(check.cents, intl) },
            },
          });
          onDone();
          return;
        }
        const fromServer = fieldErrorsOf(result.fieldErrors ?? [], PROPOSE_PRICE_FIELDS);
        if (fromServer.pricePerVisit) showError(fromServer.pricePerVisit);
        else setAlert(result.message ?? intl.formatMessage({ id: "providerSchedules.propose.failed" }));
      },
      onError() {
        setAlert(intl.formatMessage({ id: "providerSchedules.propose.unreachable" }));
      },
    });
  }

  return (
    // noValidate: the catalog's words under the field, rather than the browser's bubbles.
    <form className={styles.proposeForm} onSubmit={onSubmit} noValidate aria-busy={sending}>
      {alert && (
        <p role="alert" className={formStyles.alert}>
          {alert}
        </p>
      )}
      <Field
        id={fieldId}
        label={<FormattedMessage id="providerSchedules.propose.field" />}
        hint={<FormattedMessage id="providerSchedules.propose.hint" values={{ replaces: String(replacesProposal) }} />}
        error={error}
        required
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            className={styles.priceInput}
            name="pricePerVisit"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
          />
        )}
      </Field>
      <div className={styles.proposeActions}>
        <button type="submit" className={button({ variant: "primary", size: "sm" })} disabled={sending}>
          <FormattedMessage id={sending ? "providerSchedules.propose.sending" : "providerSchedules.propose.submit"} />
        </button>
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          disabled={sending}
          onClick={onDone}
        >
          <FormattedMessage id="providerSchedules.propose.close" />
        </button>
      </div>
    </form>
  );
}
