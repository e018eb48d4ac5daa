import { Suspense, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { TestModeNotice } from "../../components/TestModeNotice/TestModeNotice";
import { toast } from "../../components/Toast/useToast";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { signInPathFor } from "../../routing/RequireRoleAccess";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import * as formStyles from "../../styles/form.css";
import type { PayoutsTestOnboardingPageCompleteMutation } from "./__generated__/PayoutsTestOnboardingPageCompleteMutation.graphql";
import type { PayoutsTestOnboardingPageQuery } from "./__generated__/PayoutsTestOnboardingPageQuery.graphql";
import { accountIdOf, DEFAULT_RETURN_PATH, returnPathOf } from "./onboardingParams";
import * as styles from "./PayoutsTestOnboardingPage.css";

const pageQuery = graphql`
  query PayoutsTestOnboardingPageQuery @preloadable {
    viewer {
      id
      role
    }
    paymentsSetup {
      mode
    }
  }
`;

const completeMutation = graphql`
  mutation PayoutsTestOnboardingPageCompleteMutation($input: CompleteTestPayoutSetupInput!) {
    completeTestPayoutSetup(input: $input) {
      __typename
      ... on PayoutSummary {
        payoutsEnabled
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Test mode's stand-in for Stripe's hosted payout onboarding: where the provider lands
 * from the dashboard's "Set up payouts". No bank details are asked for; completing it
 * makes the account able to receive transfers, as Stripe's would once it has checked them.
 */
export function PayoutsTestOnboardingPage() {
  const intl = useIntl();
  // Started by the route's loader on every visit; a retry runs it again, and its new loader
  // data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<PayoutsTestOnboardingPageQuery>;
  const retry = useRouteRetry();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "payoutsTestOnboarding.title" })}
        intro={intl.formatMessage({ id: "payoutsTestOnboarding.intro" })}
      />
      <ErrorBoundary
        resetKey={loaderData}
        fallback={(error) => (
          <ErrorState
            type="api"
            title={intl.formatMessage({ id: "payoutsTestOnboarding.loadFailed.title" })}
            message={error instanceof GraphQLResponseError ? error.message : undefined}
            onRetry={retry}
          />
        )}
      >
        <Suspense fallback={<LoadingState />}>
          <Onboarding loaderData={loaderData} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function Onboarding({ loaderData }: { loaderData: LoaderQuery<PayoutsTestOnboardingPageQuery> }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { viewer, paymentsSetup } = useLoaderQuery<PayoutsTestOnboardingPageQuery>(pageQuery, loaderData);
  const accountId = accountIdOf(searchParams.get("account"));
  const returnPath = returnPathOf(searchParams.get("return"));

  // Said plainly rather than redirected: whoever followed this link should know why it stops here.
  if (!viewer) {
    return (
      <EmptyState
        titleId="payoutsTestOnboarding.signedOut.title"
        messageId="payoutsTestOnboarding.signedOut.message"
        action={{ to: signInPathFor(location), labelId: "payoutsTestOnboarding.signedOut.action" }}
      />
    );
  }
  if (viewer.role !== "PROVIDER") {
    return (
      <EmptyState
        titleId="payoutsTestOnboarding.notProvider.title"
        messageId="payoutsTestOnboarding.notProvider.message"
        action={{ to: "/", labelId: "payoutsTestOnboarding.home" }}
      />
    );
  }
  if (paymentsSetup.mode !== "TEST") {
    return (
      <EmptyState
        titleId="payoutsTestOnboarding.notTestMode.title"
        messageId="payoutsTestOnboarding.notTestMode.message"
        action={{ to: DEFAULT_RETURN_PATH, labelId: "payoutsTestOnboarding.dashboard" }}
      />
    );
  }
  if (!accountId) {
    return (
      <EmptyState
        titleId="payoutsTestOnboarding.badLink.title"
        messageId="payoutsTestOnboarding.badLink.message"
        action={{ to: DEFAULT_RETURN_PATH, labelId: "payoutsTestOnboarding.dashboard" }}
      />
    );
  }
  return <CompleteSetup accountId={accountId} returnPath={returnPath} />;
}

function CompleteSetup({ accountId, returnPath }: { accountId: string; returnPath: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const [commit, isInFlight] = useMutation<PayoutsTestOnboardingPageCompleteMutation>(completeMutation);
  // The server's words for the last attempt.
  const [error, setError] = useState<string | null>(null);

  function complete() {
    setError(null);
    commit({
      variables: { input: { accountId } },
      onCompleted({ completeTestPayoutSetup: result }) {
        if (result.__typename !== "PayoutSummary") {
          setError(result.message ?? intl.formatMessage({ id: "payoutsTestOnboarding.failed" }));
          return;
        }
        toast({ title: { id: "payoutsTestOnboarding.toast.done" } });
        void navigate(returnPath);
      },
      onError(failure) {
        setError(
          failure instanceof GraphQLResponseError
            ? failure.message
            : intl.formatMessage({ id: "payoutsTestOnboarding.failed" }),
        );
      },
    });
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      {/* Only ever shown in test mode: the page refuses to work in Stripe mode. */}
      <TestModeNotice mode="TEST">
        <FormattedMessage id="payoutsTestOnboarding.testMode" />
      </TestModeNotice>
      <h2 id={headingId} className={styles.noteTitle}>
        <FormattedMessage id="payoutsTestOnboarding.heading" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="payoutsTestOnboarding.explainer" />
      </p>
      <dl className={styles.details}>
        <dt className={styles.term}>
          <FormattedMessage id="payoutsTestOnboarding.account" />
        </dt>
        <dd className={styles.account}>{accountId}</dd>
      </dl>
      {error && (
        <p role="alert" className={formStyles.alert}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={button({ variant: "primary" })} disabled={isInFlight} onClick={complete}>
          <FormattedMessage id={isInFlight ? "payoutsTestOnboarding.completing" : "payoutsTestOnboarding.complete"} />
        </button>
        <Link to={DEFAULT_RETURN_PATH} className={button({ variant: "secondary" })}>
          <FormattedMessage id="payoutsTestOnboarding.later" />
        </Link>
      </div>
    </section>
  );
}
