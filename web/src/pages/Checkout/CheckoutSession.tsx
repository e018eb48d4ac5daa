import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import { CardFormSkeleton, CheckoutSummary } from "../../components/CheckoutSummary/CheckoutSummary";
import type { CheckoutSummary_summary$key } from "../../components/CheckoutSummary/__generated__/CheckoutSummary_summary.graphql";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { TestCardForm } from "../../components/TestCardForm/TestCardForm";
import {
  amountWasCorrected,
  type CheckoutParams,
  type CheckoutTarget,
  paymentReturnUrl,
  paymentSuccessPath,
  targetKey,
} from "../../lib/checkoutParams";
import type { CheckoutPageQuery$data } from "./__generated__/CheckoutPageQuery.graphql";
import type {
  CheckoutSessionPaymentIntentMutation,
  CheckoutSessionPaymentIntentMutation$data,
} from "./__generated__/CheckoutSessionPaymentIntentMutation.graphql";
import type {
  CheckoutSessionSubscriptionMutation,
  CheckoutSessionSubscriptionMutation$data,
} from "./__generated__/CheckoutSessionSubscriptionMutation.graphql";
import { CheckoutNotice } from "../../components/CheckoutNotice/CheckoutNotice";
import { CheckoutSkeleton } from "./CheckoutSkeleton";
import * as styles from "./CheckoutPage.css";

// Stripe Elements and Stripe.js only in Stripe mode: test mode never downloads them.
const StripeCardForm = lazy(() => import("../../components/StripeCardForm/StripeCardForm"));

const paymentIntentMutation = graphql`
  mutation CheckoutSessionPaymentIntentMutation($input: CreatePaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        clientSecret
        summary {
          amount
          isRecurring
          ...CheckoutSummary_summary
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const subscriptionMutation = graphql`
  mutation CheckoutSessionSubscriptionMutation($input: CreateSubscriptionInput!) {
    createSubscription(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        clientSecret
        summary {
          amount
          isRecurring
          ...CheckoutSummary_summary
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type StartResult =
  | CheckoutSessionPaymentIntentMutation$data["createPaymentIntent"]
  | CheckoutSessionSubscriptionMutation$data["createSubscription"];

const UNPAYABLE = new Set(["ValidationError", "ForbiddenError", "NotFoundError"]);

type SessionState =
  | { status: "starting" }
  | {
      status: "ready";
      clientSecret: string;
      amount: number;
      isRecurring: boolean;
      summary: CheckoutSummary_summary$key;
    }
  /**
   * The server says there is nothing this customer can pay here, in its words: nothing to
   * pay (ValidationError), or not theirs to pay / no such thing (ForbiddenError, NotFoundError).
   */
  | { status: "unpayable"; nothingOwed: boolean; message: string }
  /** The server or the gateway could not answer: asking again may work. */
  | { status: "failed"; message: string | null };

interface CheckoutSessionProps {
  params: CheckoutParams;
  target: CheckoutTarget;
  setup: CheckoutPageQuery$data["paymentsSetup"];
}

/** One checkout: asks the server for the client secret once, then shows the summary and the card form. */
export function CheckoutSession({ params, target, setup }: CheckoutSessionProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [startPaymentIntent] = useMutation<CheckoutSessionPaymentIntentMutation>(paymentIntentMutation);
  const [startSubscription] = useMutation<CheckoutSessionSubscriptionMutation>(subscriptionMutation);
  const [state, setState] = useState<SessionState>({ status: "starting" });
  const [attempt, setAttempt] = useState(0);
  // StrictMode runs effects twice: one request per target and attempt (the server would
  // answer the same payment anyway).
  const started = useRef<string | null>(null);

  const onResult = useCallback((result: StartResult) => {
    const { clientSecret, summary, message } = result;
    if (result.__typename === "StartCheckoutPayload" && clientSecret && summary) {
      setState({
        status: "ready",
        clientSecret,
        amount: summary.amount,
        isRecurring: summary.isRecurring,
        summary,
      });
    } else if (UNPAYABLE.has(result.__typename) && message) {
      // Already paid, cancelled, no price yet, not this customer's, not found: the server's words.
      setState({ status: "unpayable", nothingOwed: result.__typename === "ValidationError", message });
    } else {
      // PaymentGatewayError: the gateway did not answer; asking again may work.
      setState({ status: "failed", message: message ?? null });
    }
  }, []);

  useEffect(() => {
    const request = `${targetKey(target)} ${attempt}`;
    if (started.current === request) return;
    started.current = request;
    const onError = () => setState({ status: "failed", message: null });
    if (target.kind === "booking") {
      startPaymentIntent({
        variables: { input: { bookingId: target.bookingId } },
        onCompleted: (data) => onResult(data.createPaymentIntent),
        onError,
      });
    } else {
      startSubscription({
        variables: { input: { recurringScheduleId: target.scheduleId } },
        onCompleted: (data) => onResult(data.createSubscription),
        onError,
      });
    }
  }, [target, attempt, startPaymentIntent, startSubscription, onResult]);

  if (state.status === "starting") return <CheckoutSkeleton />;
  if (state.status === "unpayable") {
    return (
      <CheckoutNotice
        title={
          <FormattedMessage id={state.nothingOwed ? "checkout.nothingToPay.title" : "checkout.unavailable.title"} />
        }
        message={state.message}
        actions={[
          { to: "/", label: <FormattedMessage id="checkout.backHome" /> },
          { to: "/bookings", label: <FormattedMessage id="checkout.nothingToPay.myBookings" /> },
        ]}
      />
    );
  }
  if (state.status === "failed") {
    return (
      <ErrorState
        type="api"
        title={intl.formatMessage({ id: "checkout.startFailed.title" })}
        message={state.message ?? undefined}
        onRetry={() => {
          setState({ status: "starting" });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  return (
    <div className={styles.layout}>
      <CheckoutSummary summary={state.summary} amountCorrected={amountWasCorrected(params, state.amount)} />
      {setup.mode === "STRIPE" ? (
        setup.publishableKey ? (
          <Suspense fallback={<CardFormSkeleton />}>
            <StripeCardForm
              publishableKey={setup.publishableKey}
              clientSecret={state.clientSecret}
              isRecurring={state.isRecurring}
              returnUrl={paymentReturnUrl(window.location.origin, target)}
            />
          </Suspense>
        ) : (
          <ErrorState type="api" />
        )
      ) : (
        <TestCardForm
          clientSecret={state.clientSecret}
          isRecurring={state.isRecurring}
          onPaid={() => void navigate(paymentSuccessPath(target))}
        />
      )}
    </div>
  );
}
