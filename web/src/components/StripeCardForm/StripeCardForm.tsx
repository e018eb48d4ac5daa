// Stripe mode's card form: Stripe Elements' PaymentElement, confirmed with
// stripe.confirmPayment, which sends the customer to /payment-success when done. Loaded
// only in Stripe mode (the checkout page imports this module lazily, and this module
// imports Stripe.js lazily), so test mode never loads anything from Stripe.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance, Stripe } from "@stripe/stripe-js";
import { useEffect, useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { tokens } from "../../styles/tokens";
import { button } from "../Button/Button.css";
import { heading, panel } from "../CheckoutSummary/CheckoutSummary.css";
import { toast } from "../Toast/useToast";
import * as styles from "../TestCardForm/TestCardForm.css";

export interface StripeCardFormProps {
  publishableKey: string;
  /** The checkout's client secret (a PaymentIntent's, or a subscription's first invoice's). */
  clientSecret: string;
  /** 'Start Subscription' rather than 'Pay Now'. */
  isRecurring: boolean;
  /** Absolute /payment-success URL for this checkout (checkoutParams.paymentReturnUrl). */
  returnUrl: string;
}

// One Stripe.js per key for the page's life, as Stripe asks (loadStripe once, not per render).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(publishableKey));
    // A failed load is retried on the next visit rather than remembered.
    stripe.catch(() => stripeByKey.delete(publishableKey));
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

// Stripe draws its fields in its own frame, which cannot read our CSS variables: the
// same design values, given to it directly.
const APPEARANCE: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: tokens.color.brand,
    colorText: tokens.color.text,
    colorDanger: tokens.color.danger,
    colorBackground: tokens.color.surface,
    fontFamily: tokens.fontFamily.body,
    borderRadius: tokens.radius.md,
  },
};

export default function StripeCardForm({ publishableKey, clientSecret, isRecurring, returnUrl }: StripeCardFormProps) {
  const headingId = useId();
  // Elements takes its Stripe and its options once: a new secret is a new form (see `key`).
  // Offline, or blocked: null, and the form says it could not load.
  const [stripe] = useState(() => stripeFor(publishableKey).catch(() => null));
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        <FormattedMessage id="checkout.card.title" />
      </h2>
      {loadFailed ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="checkout.stripe.loadFailed" />
        </p>
      ) : (
        <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
          <StripePaymentForm isRecurring={isRecurring} returnUrl={returnUrl} />
        </Elements>
      )}
    </section>
  );
}

function StripePaymentForm({ isRecurring, returnUrl }: { isRecurring: boolean; returnUrl: string }) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    // Success leaves the page for returnUrl (after 3-D Secure when the bank asks for it);
    // only a failure comes back here.
    let message: string;
    try {
      const { error: failure } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      message = failure.message ?? intl.formatMessage({ id: "payments.failed.message" });
    } catch {
      // Stripe.js could not reach Stripe: nothing was charged.
      message = intl.formatMessage({ id: "checkout.error.network" });
    }
    setError(message);
    toast({ title: { id: "payments.failed.title" }, description: message, variant: "destructive" });
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <PaymentElement onReady={() => setReady(true)} />
      <p className={styles.error} role="alert" aria-live="assertive">
        {error}
      </p>
      <button
        type="submit"
        className={`${button({ variant: "primary" })} ${styles.submit}`}
        disabled={!stripe || !elements || !ready || busy}
      >
        <FormattedMessage
          id={
            busy ? "checkout.submit.processing" : isRecurring ? "checkout.submit.subscription" : "checkout.submit.pay"
          }
        />
      </button>
    </form>
  );
}
