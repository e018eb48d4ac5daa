import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { CardFormSkeleton, CheckoutSummary } from "../../components/CheckoutSummary/CheckoutSummary";
import type { CheckoutSummary_summary$key } from "../../components/CheckoutSummary/__generated__/CheckoutSummary_summary.graphql";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { TestCardForm } from "../../components/TestCardForm/TestCardForm";
import { toast } from "../../components/Toast/useToast";
import GuestBookingPageQueryNode, {
  type GuestBookingPageQuery,
  type GuestBookingPageQuery$data,
} from "./__generated__/GuestBookingPageQuery.graphql";
import type { GuestBookingPaymentStartMutation } from "./__generated__/GuestBookingPaymentStartMutation.graphql";
import { guestBookingPath } from "./guestBookingWords";
import * as styles from "./GuestBookingPage.css";

// Stripe Elements only in Stripe mode, as on the checkout page.
const StripeCardForm = lazy(() => import("../../components/StripeCardForm/StripeCardForm"));

const startMutation = graphql`
  mutation GuestBookingPaymentStartMutation($input: GuestBookingTokenInput!) {
    startGuestBookingCheckout(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        clientSecret
        summary {
          ...CheckoutSummary_summary
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type PaymentState =
  | { status: "starting" }
  | { status: "ready"; clientSecret: string; summary: CheckoutSummary_summary$key }
  | { status: "failed"; message: string | null };

interface GuestBookingPaymentProps {
  token: string;
  setup: GuestBookingPageQuery$data["paymentsSetup"];
  /** The card was accepted and the booking shows it paid. */
  onPaid: () => void;
}

/**
 * The checkout's summary and card form, under the booking: the same parts the checkout page
 * uses, started through the link rather than an account. Test mode pays here; Stripe comes
 * back to this page when done.
 */
export function GuestBookingPayment({ token, setup, onPaid }: GuestBookingPaymentProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [start] = useMutation<GuestBookingPaymentStartMutation>(startMutation);
  const [state, setState] = useState<PaymentState>({ status: "starting" });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // StrictMode runs effects twice: one request per attempt (the server would answer the same payment).
    if (started.current === attempt) return;
    started.current = attempt;
    start({
      variables: { input: { token } },
      onCompleted({ startGuestBookingCheckout: result }) {
        if (result.__typename === "StartCheckoutPayload" && result.clientSecret && result.summary) {
          setState({ status: "ready", clientSecret: result.clientSecret, summary: result.summary });
        } else {
          setState({ status: "failed", message: result.message ?? null });
        }
      },
      onError: () => setState({ status: "failed", message: null }),
    });
  }, [attempt, start, token]);

  // The reader asked for it: focus follows to the panel that appeared.
  useEffect(() => panelRef.current?.focus(), []);

  function paid() {
    toast({
      title: { id: "guestBooking.toast.paid.title" },
      description: { id: "guestBooking.toast.paid.description" },
    });
    // The booking afresh (paid), into the store the page reads: the same record, by id.
    fetchQuery<GuestBookingPageQuery>(
      environment,
      GuestBookingPageQueryNode,
      { token },
      { fetchPolicy: "network-only" },
    )
      .toPromise()
      .catch(() => {})
      .finally(onPaid);
  }

  return (
    <div ref={panelRef} tabIndex={-1} className={styles.paymentPanel} aria-busy={state.status === "starting"}>
      {state.status === "failed" ? (
        <ErrorState
          type="api"
          title={intl.formatMessage({ id: "checkout.startFailed.title" })}
          message={state.message ?? undefined}
          onRetry={() => {
            setState({ status: "starting" });
            setAttempt((n) => n + 1);
          }}
        />
      ) : state.status === "starting" ? (
        <CardFormSkeleton />
      ) : (
        <div className={styles.checkout}>
          <CheckoutSummary summary={state.summary} />
          {setup.mode === "STRIPE" ? (
            setup.publishableKey ? (
              <Suspense fallback={<CardFormSkeleton />}>
                <StripeCardForm
                  publishableKey={setup.publishableKey}
                  clientSecret={state.clientSecret}
                  isRecurring={false}
                  returnUrl={`${window.location.origin}${guestBookingPath(token)}`}
                />
              </Suspense>
            ) : (
              <ErrorState type="api" />
            )
          ) : (
            <TestCardForm clientSecret={state.clientSecret} isRecurring={false} onPaid={paid} guestToken={token} />
          )}
        </div>
      )}
    </div>
  );
}
