import { Suspense } from "react";
import { useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
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
import { answersChoice, type CalendarChoice, calendarChoice, choiceVariables } from "./availabilityVariables";
import { canAddAvailability, parseProviderParam, providerToShow } from "./availabilityWeek";

// Started by the route's loader (availabilityVariables), in one round trip: `mine` asks for
// the signed-in provider's own calendar and `theirs` for providerId's, whichever applies, or
// both on a first visit, before the browser knows who is signed in.
const availabilityTestPageQuery = graphql`
  query AvailabilityPageQuery(
    $mine: Boolean!
    $theirs: Boolean!
    $providerId: ID!
    $providerNodeId: ID!
    $start: String!
    $end: String!
  ) @preloadable {
    viewer {
      id
      role
      provider {
        id
        databaseId
        ... @include(if: $mine) {
          name
          services
          startingPrice
        }
      }
    }
    provider: node(id: $providerNodeId) @include(if: $theirs) {
      ... on Provider {
        databaseId
        name
        services
        startingPrice
      }
    }
    ...AvailabilityCalendar_query
      @arguments(mine: $mine, theirs: $theirs, providerId: $providerId, start: $start, end: $end)
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
  const choice = calendarChoice(requested, data.viewer);
  // Read once the query has answered, so the loader has made its reference.
  const { variables } = loaderData.queryRef!;
  // The loader went by a role the store held, and the answer's viewer says otherwise (an
  // account that became a provider meanwhile, or one without its provider): a second
  // request, for the calendar that applies.
  if (!answersChoice(variables, choice)) {
    return (
      <AskedAgain variables={choiceVariables(choice, { start: variables.start, end: variables.end })} choice={choice} />
    );
  }
  return <ProviderCalendar data={data} choice={choice} />;
}

interface ChosenCalendarProps {
  choice: CalendarChoice;
}

function AskedAgain({ variables, choice }: ChosenCalendarProps & { variables: AvailabilityPageQuery["variables"] }) {
  const data = useLazyLoadQuery<AvailabilityPageQuery>(availabilityTestPageQuery, variables);
  return <ProviderCalendar data={data} choice={choice} />;
}

function ProviderCalendar({ data, choice }: ChosenCalendarProps & { data: AvailabilityPageQuery["response"] }) {
  const { viewer } = data;
  const provider = choice.own ? viewer?.provider : data.provider;
  const providerId = choice.own ? providerToShow(null, viewer) : choice.providerId;

  return (
    <AvailabilityCalendar
      // Another provider is another calendar: its week, selection and tab start afresh.
      key={providerId}
      query={data}
      own={choice.own}
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
