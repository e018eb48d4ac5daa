import { Suspense, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useLocation, useSearchParams } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { TestModeNotice } from "../../components/TestModeNotice/TestModeNotice";
import { parsePaymentSuccessParams } from "../../lib/checkoutParams";
import { signInPathFor } from "../../routing/RequireRoleAccess";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import { CheckoutNotice } from "../../components/CheckoutNotice/CheckoutNotice";
import type { PaymentSuccessPageQuery } from "./__generated__/PaymentSuccessPageQuery.graphql";
import { PaymentOutcomePanel } from "./PaymentOutcomePanel";
import * as styles from "./PaymentSuccessPage.css";

// Started by the route's loader (paymentSuccessVariables), with the outcome once the viewer
// is known to be signed in.
const paymentSuccessPageQuery = graphql`
  query PaymentSuccessPageQuery($bookingId: ID, $scheduleId: ID, $withOutcome: Boolean!) @preloadable {
    viewer {
      id
    }
    paymentsSetup {
      ...TestModeNotice_setup
    }
    ...PaymentOutcomePanel_query @include(if: $withOutcome) @alias(as: "outcome")
  }
`;

/**
 * The card provider's return URL (spec section 7): what became of the payment, as the
 * server knows it from the gateway's webhook. The URL only says which payment; whatever
 * else Stripe appends to it (redirect_status…) decides nothing.
 */
export function PaymentSuccessPage() {
  const intl = useIntl();
  // A retry runs the route's loader again; its new loader data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<PaymentSuccessPageQuery>;
  const retry = useRouteRetry();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: "paymentSuccess.title" })} />
      <ErrorBoundary resetKey={loaderData} fallback={() => <ErrorState type="api" onRetry={retry} />}>
        <Suspense fallback={<LoadingState message={intl.formatMessage({ id: "paymentSuccess.pending.title" })} />}>
          <PaymentSuccess loaderData={loaderData} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function PaymentSuccess({ loaderData }: { loaderData: LoaderQuery<PaymentSuccessPageQuery> }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = useMemo(() => parsePaymentSuccessParams(searchParams), [searchParams]);
  const data = useLoaderQuery<PaymentSuccessPageQuery>(paymentSuccessPageQuery, loaderData);
  const { viewer, paymentsSetup, outcome } = data;
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
  } else if (!target || !outcome) {
    body = (
      <CheckoutNotice
        title={<FormattedMessage id="paymentSuccess.noPayment.title" />}
        message={<FormattedMessage id="paymentSuccess.noPayment.message" />}
        actions={[home]}
      />
    );
  } else {
    // Its polls start afresh with each visit (and retry), as the loader's query does.
    body = <PaymentOutcomePanel key={`${viewer.id} ${location.key}`} query={outcome} target={target} />;
  }
  return (
    <div className={styles.stack}>
      <TestModeNotice setup={paymentsSetup} />
      {body}
    </div>
  );
}
