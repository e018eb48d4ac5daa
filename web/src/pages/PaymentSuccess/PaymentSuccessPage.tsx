import { Suspense, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useSearchParams } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { TestModeNotice } from "../../components/TestModeNotice/TestModeNotice";
import { parsePaymentSuccessParams } from "../../lib/checkoutParams";
import { signInPathFor } from "../../routing/RequireRoleAccess";
import { CheckoutNotice } from "../../components/CheckoutNotice/CheckoutNotice";
import type { PaymentSuccessPageQuery } from "./__generated__/PaymentSuccessPageQuery.graphql";
import { PaymentOutcomePanel } from "./PaymentOutcomePanel";
import * as styles from "./PaymentSuccessPage.css";

const paymentSuccessPageQuery = graphql`
  query PaymentSuccessPageQuery {
    viewer {
      id
    }
    paymentsSetup {
      ...TestModeNotice_setup
    }
  }
`;

/**
 * The card provider's return URL (spec section 7): what became of the payment, as the
 * server knows it from the gateway's webhook. The URL only says which payment; whatever
 * else Stripe appends to it (redirect_status…) decides nothing.
 */
export function PaymentSuccessPage() {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: "paymentSuccess.title" })} />
      <ErrorBoundary
        resetKey={attempt}
        fallback={() => <ErrorState type="api" onRetry={() => setAttempt((n) => n + 1)} />}
      >
        <Suspense fallback={<LoadingState message={intl.formatMessage({ id: "paymentSuccess.pending.title" })} />}>
          <PaymentSuccess attempt={attempt} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function PaymentSuccess({ attempt }: { attempt: number }) {
  const intl = useIntl();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = useMemo(() => parsePaymentSuccessParams(searchParams), [searchParams]);
  const { viewer, paymentsSetup } = useLazyLoadQuery<PaymentSuccessPageQuery>(
    paymentSuccessPageQuery,
    {},
    { fetchPolicy: "store-or-network", fetchKey: attempt },
  );
  const home = { to: "/", label: <FormattedMessage id="paymentSuccess.backHome" /> };

  let body;
  if (!viewer) {
    body = (
      <CheckoutNotice
        title={<FormattedMessage id="paymentSuccess.signIn.title" />}
        message={<FormattedMessage id="paymentSuccess.signIn.message" />}
        actions={[{ to: signInPathFor(location), label: <FormattedMessage id="checkout.signIn.action" /> }, home]}
      />
    );
  } else if (!target) {
    body = (
      <CheckoutNotice
        title={<FormattedMessage id="paymentSuccess.noPayment.title" />}
        message={<FormattedMessage id="paymentSuccess.noPayment.message" />}
        actions={[home]}
      />
    );
  } else {
    body = (
      <Suspense fallback={<LoadingState message={intl.formatMessage({ id: "paymentSuccess.pending.title" })} />}>
        <PaymentOutcomePanel key={`${viewer.id} ${location.key} ${attempt}`} target={target} />
      </Suspense>
    );
  }
  return (
    <div className={styles.stack}>
      <TestModeNotice setup={paymentsSetup} />
      {body}
    </div>
  );
}
