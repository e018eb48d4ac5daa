import { Suspense, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { Link, useLoaderData, useLocation, useSearchParams } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { parseCheckoutParams } from "../../lib/checkoutParams";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import { signInPathFor } from "../../routing/RequireRoleAccess";
import type { CheckoutPageQuery } from "./__generated__/CheckoutPageQuery.graphql";
import { CheckoutNotice } from "../../components/CheckoutNotice/CheckoutNotice";
import { CheckoutSession } from "./CheckoutSession";
import { CheckoutSkeleton } from "./CheckoutSkeleton";
import * as styles from "./CheckoutPage.css";

const checkoutPageQuery = graphql`
  query CheckoutPageQuery @preloadable {
    viewer {
      id
    }
    paymentsSetup {
      mode
      publishableKey
    }
  }
`;

/**
 * Spec section 2 "Checkout": the order summary and the card form for a booking
 * (?bookingId=) or a recurring schedule (?recurring=true&scheduleId=). What is charged is
 * the server's price for it; the link's other parameters are labels.
 */
export function CheckoutPage() {
  const intl = useIntl();
  // Started by the route's loader; a retry runs it again, and its new loader data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<CheckoutPageQuery>;
  const retry = useRouteRetry();
  return (
    <>
      <div className={styles.backRow}>
        <Link to="/" className={`${button({ variant: "ghost", size: "sm" })} ${styles.back}`}>
          <span aria-hidden="true">
            {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- an arrow, not words */}
            {"←"}
          </span>
          <FormattedMessage id="checkout.back" />
        </Link>
      </div>
      <PageHeader title={intl.formatMessage({ id: "checkout.title" })} />
      <ErrorBoundary resetKey={loaderData} fallback={() => <ErrorState type="api" onRetry={retry} />}>
        <Suspense fallback={<CheckoutSkeleton />}>
          <Checkout loaderData={loaderData} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function Checkout({ loaderData }: { loaderData: LoaderQuery<CheckoutPageQuery> }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => parseCheckoutParams(searchParams), [searchParams]);
  const { viewer, paymentsSetup } = useLoaderQuery<CheckoutPageQuery>(checkoutPageQuery, loaderData);

  if (!viewer) {
    return (
      <CheckoutNotice
        title={<FormattedMessage id="checkout.signIn.title" />}
        message={<FormattedMessage id="checkout.signIn.message" />}
        actions={[
          { to: signInPathFor(location), label: <FormattedMessage id="checkout.signIn.action" /> },
          { to: "/", label: <FormattedMessage id="checkout.backHome" /> },
        ]}
      />
    );
  }
  if (!params.target) {
    return (
      <CheckoutNotice
        title={<FormattedMessage id="checkout.nothingToPay.title" />}
        message={<FormattedMessage id="checkout.nothingToPay.noTarget" />}
        actions={[
          { to: "/", label: <FormattedMessage id="checkout.backHome" /> },
          { to: "/bookings", label: <FormattedMessage id="checkout.nothingToPay.myBookings" /> },
        ]}
      />
    );
  }
  // A new target (another link followed from here) starts its own checkout.
  return (
    <CheckoutSession
      key={`${viewer.id} ${location.search}`}
      params={params}
      target={params.target}
      setup={paymentsSetup}
    />
  );
}
