import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useSearchParams } from "react-router-dom";
import { localIsoDate } from "../../components/BookingDialog/bookingForm";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { errorTypeFor } from "../../components/StateCard/stateCardContent";
import type { AvailabilityPageQuery } from "./__generated__/AvailabilityPageQuery.graphql";
import type { AvailabilityPageViewerQuery } from "./__generated__/AvailabilityPageViewerQuery.graphql";
import { AvailabilityCalendar } from "./AvailabilityCalendar";
import {
  canAddAvailability,
  initialRange,
  parseProviderParam,
  providerGlobalId,
  providerToShow,
} from "./availabilityWeek";

// Whose calendar to show depends on who is signed in (a provider sees their own), so the
// viewer is asked first, apart: the calendar's query needs its answer for its variables.
const viewerQuery = graphql`
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

const availabilityTestPageQuery = graphql`
  query AvailabilityPageQuery($providerId: ID!, $providerNodeId: ID!, $start: String!, $end: String!) {
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
  const [attempt, setAttempt] = useState(0);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "availabilityTest.title" })}
        intro={intl.formatMessage({ id: "availabilityTest.intro" })}
      />
      <ErrorBoundary
        resetKey={`${attempt} ${requested}`}
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
            onRetry={() => setAttempt((n) => n + 1)}
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
          <ProviderAvailability requested={requested} attempt={attempt} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function ProviderAvailability({ requested, attempt }: { requested: number | null; attempt: number }) {
  // Relay keeps a failure under the same key: a retry is a new one.
  const { viewer } = useLazyLoadQuery<AvailabilityPageViewerQuery>(
    viewerQuery,
    {},
    { fetchPolicy: "store-or-network", fetchKey: attempt },
  );
  const providerId = providerToShow(requested, viewer);
  // The reader's today, once: the provider's today comes with the answer.
  const [range] = useState(() => initialRange(localIsoDate(new Date())));
  const data = useLazyLoadQuery<AvailabilityPageQuery>(
    availabilityTestPageQuery,
    { providerId: String(providerId), providerNodeId: providerGlobalId(providerId), ...range },
    { fetchPolicy: "store-and-network", fetchKey: attempt },
  );
  const provider = data.provider;

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
