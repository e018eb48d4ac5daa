import { Suspense, useCallback } from "react";
import { useIntl } from "react-intl";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { EarningsSummary } from "../../components/EarningsSummary/EarningsSummary";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { RefundDialog } from "../../components/RefundDialog/RefundDialog";
import { TestModeNotice } from "../../components/TestModeNotice/TestModeNotice";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import type { PlatformEarningsPageQuery } from "./__generated__/PlatformEarningsPageQuery.graphql";
import { earningsFailure } from "./earningsFailure";
import { EarningsRangeControl } from "./EarningsRangeControl";
import { selectionFrom, withSelection } from "./earningsRangeParams";
import { EarningsSkeleton } from "./EarningsSkeleton";
import { EarningsTabs } from "./EarningsTabs";
import { PaymentFlowExplainer } from "./PaymentFlowExplainer";
import { TaxLinesExport } from "./TaxLinesExport";
import { platformEarningsVariables } from "./platformEarningsVariables";
import * as styles from "./PlatformEarningsPage.css";

const platformEarningsPageQuery = graphql`
  query PlatformEarningsPageQuery($startDate: String!, $endDate: String!) @preloadable {
    platformEarnings(startDate: $startDate, endDate: $endDate) {
      ...EarningsSummary_earnings
      ...EarningsChart_earnings
    }
    ...PaymentsTable_query
    paymentsSetup {
      ...TestModeNotice_setup
    }
  }
`;

/**
 * Spec section 2 "Platform earnings" (staff only): a date range on the platform's calendar,
 * four summary cards, how payments flow, and the range's payments and daily chart.
 */
export function PlatformEarningsPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "platformEarnings.title" })}
        intro={intl.formatMessage({ id: "platformEarnings.intro" })}
      />
      <EarningsScreen />
    </RequireRole>
  );
}

/** The range comes from the URL, so a reload or a shared link shows the same one. */
function EarningsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = selectionFrom(searchParams);
  // "Today" on the platform's calendar, by this device's clock, as the route's loader took it.
  const range = platformEarningsVariables(searchParams, new Date());
  return (
    <div className={styles.page}>
      <EarningsRangeControl
        selection={selection}
        range={range}
        onChange={(next) => setSearchParams(withSelection(searchParams, next))}
      />
      {/* Keyed by range: another range starts from its own loading state, not the last one's figures. */}
      <EarningsSection key={`${range.startDate} ${range.endDate}`} />
    </div>
  );
}

function EarningsSection() {
  const intl = useIntl();
  // The range's query is the route loader's (another range in the URL runs it again); a
  // retry runs it again too, and its new loader data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<PlatformEarningsPageQuery>;
  const retry = useRouteRetry();
  return (
    <ErrorBoundary
      resetKey={loaderData}
      fallback={(error) => {
        const failure = earningsFailure(error);
        if (failure.kind === "refused") return <ErrorState type="default" message={failure.message} />;
        return (
          <ErrorState
            type={failure.type}
            // Spec words. The network card keeps its own title, 'Connection Lost'.
            title={failure.type === "network" ? undefined : intl.formatMessage({ id: "platformEarnings.error.title" })}
            onRetry={retry}
          />
        );
      }}
    >
      <Suspense fallback={<EarningsSkeleton />}>
        <Earnings loaderData={loaderData} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Earnings({ loaderData }: { loaderData: LoaderQuery<PlatformEarningsPageQuery> }) {
  const environment = useRelayEnvironment();
  const data = useLoaderQuery<PlatformEarningsPageQuery>(platformEarningsPageQuery, loaderData);
  // A refund changes the cards' totals too: ask again, keeping the page on screen meanwhile;
  // the answer lands in the store, which the page reads. Its variables are the loader's.
  const variables = loaderData.queryRef?.variables;
  const refresh = useCallback(() => {
    if (!variables) return;
    fetchQuery<PlatformEarningsPageQuery>(environment, platformEarningsPageQuery, variables, {
      fetchPolicy: "network-only",
    }).subscribe({});
  }, [environment, variables]);
  const earnings = data.platformEarnings;
  // Only an error leaves it null, and errors are thrown to the boundary above.
  if (!earnings) return null;
  return (
    <div className={styles.section}>
      <TestModeNotice setup={data.paymentsSetup} />
      <EarningsSummary earnings={earnings} />
      {variables ? <TaxLinesExport startDate={variables.startDate} endDate={variables.endDate} /> : null}
      <PaymentFlowExplainer />
      <EarningsTabs
        earnings={earnings}
        query={data}
        renderActions={(payment) => <RefundDialog payment={payment} onRefunded={refresh} />}
      />
    </div>
  );
}
