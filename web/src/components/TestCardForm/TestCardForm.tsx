import { useId, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { button } from "../Button/Button.css";
import { panel, heading } from "../CheckoutSummary/CheckoutSummary.css";
import { Field } from "../Field/Field";
import { TestModeNotice } from "../TestModeNotice/TestModeNotice";
import { toast } from "../Toast/useToast";
import type { TestCardFormGuestPayMutation } from "./__generated__/TestCardFormGuestPayMutation.graphql";
import type { TestCardFormPayMutation } from "./__generated__/TestCardFormPayMutation.graphql";
import * as styles from "./TestCardForm.css";

const payMutation = graphql`
  mutation TestCardFormPayMutation($input: PayWithTestCardInput!) {
    payWithTestCard(input: $input) {
      __typename
      ... on PayWithTestCardPayload {
        succeeded
        # Nullable here, non-null on Error: one name for both is invalid GraphQL.
        declineMessage
      }
      ... on Error {
        message
      }
    }
  }
`;

// A booking made without an account, paid through its signed link: the same answer's shape.
const guestPayMutation = graphql`
  mutation TestCardFormGuestPayMutation($input: PayGuestBookingWithTestCardInput!) {
    payGuestBookingWithTestCard(input: $input) {
      __typename
      ... on PayWithTestCardPayload {
        succeeded
        declineMessage
      }
      ... on Error {
        message
      }
    }
  }
`;

// Stripe's test cards, as the offline gateway answers them (graph/src/gateways/payments/test-cards.ts).
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcomeId: "checkout.testCard.hint.succeeds" },
  { number: "4000 0000 0000 0002", outcomeId: "checkout.testCard.hint.declined" },
  { number: "4000 0000 0000 9995", outcomeId: "checkout.testCard.hint.insufficientFunds" },
] as const;

// Room for 19 digits with spaces or dashes between groups; the server checks the digits.
const MAX_CARD_INPUT = 23;

interface TestCardFormProps {
  /** The checkout's client secret, from createPaymentIntent or createSubscription. */
  clientSecret: string;
  /** 'Start Subscription' rather than 'Pay Now'. */
  isRecurring: boolean;
  /** The card was accepted: the page goes on to /payment-success. */
  onPaid: () => void;
  /** A guest's booking: paid through its signed link's token rather than an account. */
  guestToken?: string;
}

/**
 * Test mode's card form (no Stripe keys set): a card number field that takes Stripe's test
 * cards and pays through payWithTestCard, whose outcome the server settles with the same
 * signed webhook events Stripe sends. Clearly labelled: nothing real is charged.
 */
export function TestCardForm({ clientSecret, isRecurring, onPaid, guestToken }: TestCardFormProps) {
  const intl = useIntl();
  const ids = { heading: useId() };
  const [commitAccount, accountInFlight] = useMutation<TestCardFormPayMutation>(payMutation);
  const [commitGuest, guestInFlight] = useMutation<TestCardFormGuestPayMutation>(guestPayMutation);
  const isInFlight = accountInFlight || guestInFlight;
  // Stays on after success, while the page moves on: no second click in between.
  const [paid, setPaid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight || paid;

  function fail(message: string) {
    setError(message);
    // Spec section 8: 'Payment Failed' with the gateway's message.
    toast({ title: { id: "payments.failed.title" }, description: message, variant: "destructive" });
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const cardNumber = String(new FormData(event.currentTarget).get("cardNumber") ?? "").trim();
    if (!cardNumber) {
      setError(intl.formatMessage({ id: "checkout.testCard.required" }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const onError = () => fail(intl.formatMessage({ id: "checkout.error.network" }));
    if (guestToken !== undefined) {
      commitGuest({
        variables: { input: { token: guestToken, clientSecret, cardNumber } },
        onCompleted: ({ payGuestBookingWithTestCard: result }) => settle(result),
        onError,
      });
      return;
    }
    commitAccount({
      variables: { input: { clientSecret, cardNumber } },
      onCompleted: ({ payWithTestCard: result }) => settle(result),
      onError,
    });
  }

  function settle(result: {
    __typename: string;
    succeeded?: boolean;
    declineMessage?: string | null;
    message?: string;
  }) {
    if (result.__typename === "PayWithTestCardPayload" && result.succeeded) {
      setPaid(true);
      onPaid();
      return;
    }
    fail(result.declineMessage ?? result.message ?? intl.formatMessage({ id: "payments.failed.message" }));
  }

  return (
    <section className={panel} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={heading}>
        <FormattedMessage id="checkout.card.title" />
      </h2>
      <TestModeNotice mode="TEST">
        <FormattedMessage id="checkout.testCard.notice" />
      </TestModeNotice>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Field
          label={<FormattedMessage id="checkout.testCard.label" />}
          hint={
            <>
              <p>
                <FormattedMessage id="checkout.testCard.hint" />
              </p>
              <ul className={styles.hintList}>
                {TEST_CARDS.map((card) => (
                  <li key={card.number}>
                    <span className={styles.cardNumber}>{card.number}</span> <FormattedMessage id={card.outcomeId} />
                  </li>
                ))}
              </ul>
            </>
          }
          error={error}
          required
          // Always present, so screen readers announce the words when they appear.
          announce="alert"
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              name="cardNumber"
              className={styles.cardInput}
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              spellCheck={false}
              maxLength={MAX_CARD_INPUT}
              placeholder={intl.formatMessage({ id: "checkout.testCard.placeholder" })}
              // Not disabled: focus stays here, and comes back here when the card is refused.
              readOnly={busy}
            />
          )}
        </Field>
        <button type="submit" className={`${button({ variant: "primary" })} ${styles.submit}`} disabled={busy}>
          <FormattedMessage
            id={
              busy ? "checkout.submit.processing" : isRecurring ? "checkout.submit.subscription" : "checkout.submit.pay"
            }
          />
        </button>
      </form>
    </section>
  );
}
