import { Suspense } from "react";
import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { errorTypeFor } from "../../components/StateCard/stateCardContent";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import type { AvailabilityPageQuery } from "./__generated__/AvailabilityPageQuery.graphql";
import { AvailabilityCalendar } from "./AvailabilityCalendar";
import { canAddAvailability, parseProviderParam, providerToShow } from "./availabilityWeek";

// Whose calendar to show depends on who is signed in (a provider sees their own): without a
// ?provider= the route's loader asks this first (routes.tsx imports its artifact), and the
// calendar's query, which needs its answer for its variables, once it has answered.
export const availabilityViewerQuery = graphql`
  query AvailabilityPageViewerQuery {
    viewer {
      id
      role
      provider {
        id
        databaseId
      }
    }
  }
`;

// Started by the route's loader (availabilityVariables).
const availabilityTestPageQuery = graphql`
  query AvailabilityPageQuery($providerId: ID!, $providerNodeId: ID!, $start: String!, $end: String!) @preloadable {
    viewer {
      id
      role
      provider {
        id
        databaseId
      }
    }
    provider: node(id: $providerNodeId) {
      ... on Provider {
        databaseId
        name
        services
        startingPrice
      }
    }
    ...AvailabilityCalendar_query @arguments(providerId: $providerId, start: $start, end: $end)
    ...BookSlotDialog_query
  }
`;

/**
 * /availability-test: a provider's week of appointment slots (spec sections 2, 5 and 8).
 * `?provider=<databaseId>` picks the provider; without it, the signed-in provider's own,
 * else the demo's provider 1.
 */
export function AvailabilityPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = parseProviderParam(searchParams.get("provider"));
  // Another provider in the URL, or a retry, runs the route's loader again: its new loader
  // data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<AvailabilityPageQuery>;
  const retry = useRouteRetry();

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "availabilityTest.title" })}
        intro={intl.formatMessage({ id: "availabilityTest.intro" })}
      />
      <ErrorBoundary
        resetKey={loaderData}
        fallback={(error) => (
          <ErrorState
            type={errorTypeFor(error)}
            title={intl.formatMessage({ id: "availabilityTest.loadFailed.title" })}
            // The server answers a provider that is not there (or not public yet) with an error too.
            message={
              requested !== null && errorTypeFor(error) === "api"
                ? intl.formatMessage({ id: "availabilityTest.loadFailed.requested" })
                : undefined
            }
            onRetry={retry}
            // A provider named in the URL may not exist (or not be public yet).
            action={
              requested === null
                ? undefined
                : {
                    label: intl.formatMessage({ id: "availabilityTest.loadFailed.defaultCalendar" }),
                    onClick: () => setSearchParams({}),
                  }
            }
          />
        )}
      >
        <Suspense fallback={<LoadingState />}>
          <ProviderAvailability requested={requested} loaderData={loaderData} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

interface ProviderAvailabilityProps {
  requested: number | null;
  loaderData: LoaderQuery<AvailabilityPageQuery>;
}

function ProviderAvailability({ requested, loaderData }: ProviderAvailabilityProps) {
  const data = useLoaderQuery<AvailabilityPageQuery>(availabilityTestPageQuery, loaderData);
  const { viewer, provider } = data;
  // The same provider the loader's variables name (availabilityVariables).
  const providerId = providerToShow(requested, viewer);

  return (
    <AvailabilityCalendar
      // Another provider is another calendar: its week, selection and tab start afresh.
      key={providerId}
      query={data}
      bookingQuery={data}
      provider={{
        databaseId: providerId,
        name: provider?.name ?? null,
        services: provider?.services ?? [],
        startingPrice: provider?.startingPrice ?? null,
      }}
      canAdd={canAddAvailability(viewer, providerId)}
      signedIn={viewer != null}
    />
  );
}
