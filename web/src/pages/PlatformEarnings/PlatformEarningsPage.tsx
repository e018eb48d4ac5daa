import { startTransition, Suspense, useCallback, useState } from "react";
import { useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useSearchParams } from "react-router-dom";
import { EarningsSummary } from "../../components/EarningsSummary/EarningsSummary";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { RefundDialog } from "../../components/RefundDialog/RefundDialog";
import { TestModeNotice } from "../../components/TestModeNotice/TestModeNotice";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import { type EarningsDateRange, platformToday } from "../../../../shared/payments/earnings-range";
import type { PlatformEarningsPageQuery } from "./__generated__/PlatformEarningsPageQuery.graphql";
import { earningsFailure } from "./earningsFailure";
import { EarningsRangeControl } from "./EarningsRangeControl";
import { datesOf, selectionFrom, withSelection } from "./earningsRangeParams";
import { EarningsSkeleton } from "./EarningsSkeleton";
import { EarningsTabs } from "./EarningsTabs";
import { PaymentFlowExplainer } from "./PaymentFlowExplainer";
import * as styles from "./PlatformEarningsPage.css";

const platformEarningsPageQuery = graphql`
  query PlatformEarningsPageQuery($startDate: String!, $endDate: String!) {
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
  // "Today" on the platform's calendar, by this device's clock.
  const range = datesOf(selection, platformToday(new Date()));
  return (
    <div className={styles.page}>
      <EarningsRangeControl
        selection={selection}
        range={range}
        onChange={(next) => setSearchParams(withSelection(searchParams, next))}
      />
      {/* Keyed by range: another range starts from its own loading state, not the last one's figures. */}
      <EarningsSection key={`${range.startDate} ${range.endDate}`} range={range} />
    </div>
  );
}

function EarningsSection({ range }: { range: EarningsDateRange }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKey={attempt}
      fallback={(error) => {
        const failure = earningsFailure(error);
        if (failure.kind === "refused") return <ErrorState type="default" message={failure.message} />;
        return (
          <ErrorState
            type={failure.type}
            // Spec words. The network card keeps its own title, 'Connection Lost'.
            title={failure.type === "network" ? undefined : intl.formatMessage({ id: "platformEarnings.error.title" })}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        );
      }}
    >
      <Suspense fallback={<EarningsSkeleton />}>
        <Earnings range={range} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Earnings({ range, attempt }: { range: EarningsDateRange; attempt: number }) {
  // A new location (a visit, a reload through the route) or attempt is a new key: Relay
  // keeps a failure for a while under the old one.
  const { key } = useLocation();
  const [refreshes, setRefreshes] = useState(0);
  const data = useLazyLoadQuery<PlatformEarningsPageQuery>(platformEarningsPageQuery, range, {
    fetchPolicy: "store-and-network",
    fetchKey: `${key} ${attempt} ${refreshes}`,
  });
  // A refund changes the cards' totals too: ask again, keeping the page on screen meanwhile.
  const refresh = useCallback(() => startTransition(() => setRefreshes((n) => n + 1)), []);
  const earnings = data.platformEarnings;
  // Only an error leaves it null, and errors are thrown to the boundary above.
  if (!earnings) return null;
  return (
    <div className={styles.section}>
      <TestModeNotice setup={data.paymentsSetup} />
      <EarningsSummary earnings={earnings} />
      <PaymentFlowExplainer />
      <EarningsTabs
        earnings={earnings}
        query={data}
        renderActions={(payment) => <RefundDialog payment={payment} onRefunded={refresh} />}
      />
    </div>
  );
}
