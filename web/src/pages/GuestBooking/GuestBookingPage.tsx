import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useParams } from "react-router-dom";
import { CheckoutNotice } from "../../components/CheckoutNotice/CheckoutNotice";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import type { GuestBookingPageQuery } from "./__generated__/GuestBookingPageQuery.graphql";
import { GuestBookingDetails } from "./GuestBookingDetails";
import * as styles from "./GuestBookingPage.css";

// The booking behind the link, and how this marketplace takes cards (for "Pay now").
const guestBookingPageQuery = graphql`
  query GuestBookingPageQuery($token: String!) @preloadable {
    guestBooking(token: $token) {
      __typename
      ... on GuestBooking {
        ...GuestBookingDetails_booking @alias(as: "details")
      }
      ... on Error {
        message
      }
    }
    paymentsSetup {
      mode
      publishableKey
    }
  }
`;

/**
 * '/bookings/manage/:token': a booking made without an account, opened from the link in its
 * confirmation email. The holder sees it, pays for it and cancels it; a link that opens
 * nothing says so in one message, whatever was wrong with it.
 */
export function GuestBookingPage() {
  const intl = useIntl();
  const loaderData = useLoaderData() as LoaderQuery<GuestBookingPageQuery>;
  const retry = useRouteRetry();
  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: "guestBooking.title" })}
        intro={<FormattedMessage id="guestBooking.intro" />}
      />
      <ErrorBoundary
        resetKey={loaderData}
        fallback={() => (
          <ErrorState type="api" title={intl.formatMessage({ id: "guestBooking.loadFailed.title" })} onRetry={retry} />
        )}
      >
        <Suspense fallback={<LoadingState />}>
          <GuestBooking loaderData={loaderData} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function GuestBooking({ loaderData }: { loaderData: LoaderQuery<GuestBookingPageQuery> }) {
  const { token = "" } = useParams();
  const { guestBooking, paymentsSetup } = useLoaderQuery<GuestBookingPageQuery>(guestBookingPageQuery, loaderData);
  if (guestBooking.__typename !== "GuestBooking" || !guestBooking.details) {
    // Too many wrong links from here: the server's words say how long to wait. Anything
    // else is the one refusal, which says nothing about whether the booking exists.
    const throttled = guestBooking.__typename === "RateLimitedError";
    return (
      <CheckoutNotice
        title={<FormattedMessage id="guestBooking.invalid.title" />}
        message={
          throttled && guestBooking.message ? (
            guestBooking.message
          ) : (
            <FormattedMessage id="guestBooking.invalid.message" />
          )
        }
        actions={[{ to: "/", label: <FormattedMessage id="guestBooking.invalid.home" /> }]}
      />
    );
  }
  return <GuestBookingDetails booking={guestBooking.details} token={token} setup={paymentsSetup} />;
}
