import { startTransition, Suspense, useCallback, useState } from "react";
import { useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useSearchParams } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { PayoutsCard } from "../../components/PayoutsCard/PayoutsCard";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { RequireRole, type Role } from "../../routing/RequireRole";
import type { ProviderDashboardPageQuery } from "./__generated__/ProviderDashboardPageQuery.graphql";
import type { ProviderDashboardPageViewerQuery } from "./__generated__/ProviderDashboardPageViewerQuery.graphql";
import { dashboardFailure } from "./dashboardFailure";
import { DashboardSkeleton } from "./DashboardSkeleton";
import { ProviderDashboardHeader } from "./ProviderDashboardHeader";
import { ProviderDashboardTabs } from "./ProviderDashboardTabs";
import { PROVIDER_PARAM, providerPickFrom, withProviderPick } from "./providerPick";
import { ProviderPicker } from "./ProviderPicker";
import { ProviderStatCards } from "./ProviderStatCards";
import * as styles from "./ProviderDashboardPage.css";

/** A provider's own account, and staff, who may open any provider's. */
const PROVIDERS_AND_STAFF: readonly Role[] = ["PROVIDER", "ADMIN"];

// RequireRole has just read the viewer: this is answered from the store.
const viewerQuery = graphql`
  query ProviderDashboardPageViewerQuery {
    viewer {
      id
      role
    }
  }
`;

// Without a providerId the server answers the provider account's own dashboard.
const providerDashboardPageQuery = graphql`
  query ProviderDashboardPageQuery($providerId: ID) {
    providerDashboard(providerId: $providerId) {
      ...ProviderDashboardHeader_dashboard
      ...ProviderStatCards_dashboard
      ...ProviderDashboardTabs_dashboard
    }
    ...ProviderUpcomingBookings_query
    ...PayoutsCard_query
  }
`;

/** Spec section 2 "Provider dashboard": stats, and bookings to move along, by tab. */
export function ProviderDashboardPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={PROVIDERS_AND_STAFF}>
      <PageHeader
        title={intl.formatMessage({ id: "providerDashboard.title" })}
        intro={intl.formatMessage({ id: "providerDashboard.intro" })}
      />
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardForViewer />
      </Suspense>
    </RequireRole>
  );
}

/** A provider sees its own; staff pick one by number (?provider=12). */
function DashboardForViewer() {
  const intl = useIntl();
  const { viewer } = useLazyLoadQuery<ProviderDashboardPageViewerQuery>(
    viewerQuery,
    {},
    { fetchPolicy: "store-or-network" },
  );
  const [searchParams, setSearchParams] = useSearchParams();

  // A provider account has one dashboard, its own: a ?provider= in its URL changes nothing.
  if (viewer?.role !== "ADMIN") return <DashboardSection providerId={null} />;

  const pick = providerPickFrom(searchParams);
  const pickedText = searchParams.get(PROVIDER_PARAM) ?? "";
  return (
    <>
      {/* Keyed by the URL's pick: Back and Forward show the number they lead to. */}
      <ProviderPicker
        key={`picker ${pickedText}`}
        initialText={pickedText}
        onPick={(id) => setSearchParams(withProviderPick(searchParams, id))}
      />
      {pick.kind === "none" && (
        <StaffEmptyState
          title={intl.formatMessage({ id: "providerDashboard.choose.title" })}
          message={intl.formatMessage({ id: "providerDashboard.choose.message" })}
        />
      )}
      {pick.kind === "invalid" && <ProviderNotFound provider={pick.text} />}
      {/* Keyed by provider: another one starts from its own loading state, not the last one's page. */}
      {pick.kind === "provider" && <DashboardSection key={`provider ${pick.id}`} providerId={String(pick.id)} />}
    </>
  );
}

function DashboardSection({ providerId }: { providerId: string | null }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKey={attempt}
      fallback={(error) => {
        const failure = dashboardFailure(error);
        if (failure.kind === "not-found") return <ProviderNotFound provider={providerId ?? ""} />;
        if (failure.kind === "refused") return <ErrorState type="default" message={failure.message} />;
        return (
          <ErrorState
            type={failure.type}
            // The network card keeps its own title, 'Connection Lost'.
            title={
              failure.type === "network" ? undefined : intl.formatMessage({ id: "providerDashboard.loadFailed.title" })
            }
            onRetry={() => setAttempt((n) => n + 1)}
          />
        );
      }}
    >
      <Suspense fallback={<DashboardSkeleton />}>
        <Dashboard providerId={providerId} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The dashboard itself. After a booking moves, the whole query is asked again: the booking
 * changes tab (Today to Completed, or out of Upcoming) and the stats change with it, which
 * no single booking in the mutation's answer can say. The store's data stays on screen
 * meanwhile (store-and-network), so nothing flickers.
 */
function Dashboard({ providerId, attempt }: { providerId: string | null; attempt: number }) {
  // A new location (a visit, a retry through the route) or attempt is a new key: Relay
  // keeps a failure for a while under the old one.
  const { key } = useLocation();
  const [refreshes, setRefreshes] = useState(0);
  const data = useLazyLoadQuery<ProviderDashboardPageQuery>(
    providerDashboardPageQuery,
    { providerId },
    { fetchPolicy: "store-and-network", fetchKey: `${key} ${attempt} ${refreshes}` },
  );
  const refresh = useCallback(() => startTransition(() => setRefreshes((n) => n + 1)), []);

  return (
    <div className={styles.dashboard}>
      <ProviderDashboardHeader dashboard={data.providerDashboard} />
      <ProviderStatCards dashboard={data.providerDashboard} />
      <PayoutsCard query={data} ownAccount={providerId === null} />
      <ProviderDashboardTabs dashboard={data.providerDashboard} query={data} onBookingMoved={refresh} />
    </div>
  );
}

function ProviderNotFound({ provider }: { provider: string }) {
  const intl = useIntl();
  return (
    <ErrorState
      type="no-results"
      title={intl.formatMessage({ id: "providerDashboard.notFound.title" })}
      message={intl.formatMessage({ id: "providerDashboard.notFound.message" }, { provider })}
      suggestions={[
        intl.formatMessage({ id: "providerDashboard.notFound.suggestion1" }),
        intl.formatMessage({ id: "providerDashboard.notFound.suggestion2" }),
      ]}
    />
  );
}
