import { Suspense } from "react";
import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { RequireRole, useViewerRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import type { ProviderDashboardPageQuery } from "./__generated__/ProviderDashboardPageQuery.graphql";
import { dashboardFailure } from "./dashboardFailure";
import { DashboardSkeleton } from "./DashboardSkeleton";
import { ProviderDashboard } from "./ProviderDashboard";
import { PROVIDERS_AND_STAFF } from "./providerDashboardVariables";
import { PROVIDER_PARAM, providerPickFrom, withProviderPick } from "./providerPick";
import { ProviderPicker } from "./ProviderPicker";

// The route's loader starts it once the viewer is known (providerDashboardVariables):
// the dashboard's one request.
const providerDashboardPageQuery = graphql`
  query ProviderDashboardPageQuery($providerId: ID) @preloadable {
    ...ProviderDashboard_query
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
  // The header's viewer, which RequireRole has just read.
  const role = useViewerRole();
  const [searchParams, setSearchParams] = useSearchParams();

  // A provider account has one dashboard, its own: a ?provider= in its URL changes nothing.
  if (role !== "ADMIN") return <DashboardSection providerId={null} />;

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
  // Another pick in the URL runs the route's loader again, and so does a retry: its new
  // loader data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<ProviderDashboardPageQuery>;
  const retry = useRouteRetry();
  return (
    <ErrorBoundary
      resetKey={loaderData}
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
            onRetry={retry}
          />
        );
      }}
    >
      <Suspense fallback={<DashboardSkeleton />}>
        <Dashboard loaderData={loaderData} ownAccount={providerId === null} />
      </Suspense>
    </ErrorBoundary>
  );
}

interface DashboardProps {
  loaderData: LoaderQuery<ProviderDashboardPageQuery>;
  ownAccount: boolean;
}

function Dashboard({ loaderData, ownAccount }: DashboardProps) {
  // Every visit (and every pick) is a new query from the loader, asked of the server again.
  const data = useLoaderQuery<ProviderDashboardPageQuery>(providerDashboardPageQuery, loaderData);
  return <ProviderDashboard query={data} ownAccount={ownAccount} />;
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
