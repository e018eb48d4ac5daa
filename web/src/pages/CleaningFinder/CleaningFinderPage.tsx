import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useNavigate, useSearchParams } from "react-router-dom";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { useComparison } from "../../components/Comparison/ComparisonProvider";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { errorTypeFor } from "../../components/StateCard/stateCardContent";
import { LazyMount } from "../../routing/LazyMount";
import { LazyBookingDialog, LazyComparisonTray, preload } from "../../routing/lazyParts";
import { CardDialogs } from "../../routing/CardDialogs";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import type { CleaningFinderPageQuery } from "./__generated__/CleaningFinderPageQuery.graphql";
import { FinderForm } from "./FinderForm";
import { finderParams, parseFinderParams, showsResults, type FinderDraft } from "./finderParams";
import { FinderResults } from "./FinderResults";
import { FinderSummary } from "./FinderSummary";
import * as styles from "./CleaningFinderPage.css";

const cleaningFinderPageQuery = graphql`
  query CleaningFinderPageQuery($criteria: CleaningFinderInput!) @preloadable {
    ...FinderResults_query @arguments(criteria: $criteria)
    ...BookingDialog_query
  }
`;

/** A pointer over the results, or focus among them: 'Book Now' or 'Compare' may be next. */
const preloadCardActions = () => preload(LazyBookingDialog, LazyComparisonTray);

/**
 * Spec section 2 "Cleaning finder" with section 4's states: the criteria form, then the
 * results on submit; 'Modify Search' returns to the form. The criteria are the URL's
 * (/cleaning-finder?propertyType=house&cleaningType=deep&budget=standard...), so results
 * can be shared and reloaded, and back and forward move between the form and the results.
 * A `location` alone (from the home search) prefills the form's city.
 */
export function CleaningFinderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = parseFinderParams(searchParams);
  const go = (draft: FinderDraft, editing: boolean) =>
    void navigate({ search: `?${finderParams(draft, { editing })}` });
  // The form starts again from the URL whenever the URL's criteria change.
  const formKey = finderParams(state.draft).toString();
  const comparing = useComparison().providers.length > 0;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "cleaningFinder.title" })}
        intro={<FormattedMessage id="cleaningFinder.intro" />}
      />
      {showsResults(state) ? (
        <FinderResultsView draft={state.draft} onModify={() => go(state.draft, true)} />
      ) : (
        <div className={styles.formPage}>
          <FinderForm key={formKey} initial={state.draft} onSubmit={(draft) => go(draft, false)} />
          {/* As on the home: the comparison's code loads when something is first compared. */}
          <LazyMount code={LazyComparisonTray} open={comparing}>
            <LazyComparisonTray.Component />
          </LazyMount>
        </div>
      )}
    </>
  );
}

function FinderResultsView({ draft, onModify }: { draft: FinderDraft; onModify: () => void }) {
  const intl = useIntl();
  // The route's loader has started the search for the URL's criteria (cleaningFinderVariables):
  // new criteria, and a retry, run it again, and its new loader data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<CleaningFinderPageQuery>;
  const retry = useRouteRetry();
  const modify = { label: intl.formatMessage({ id: "cleaningFinder.modifySearch" }), onClick: onModify };

  return (
    <div className={styles.resultsLayout}>
      <FinderSummary draft={draft} onModify={onModify} />
      <section
        aria-labelledby="finder-results-title"
        className={styles.resultsSection}
        onPointerEnter={preloadCardActions}
        onFocus={preloadCardActions}
      >
        <h2 id="finder-results-title" className={styles.visuallyHidden}>
          <FormattedMessage id="cleaningFinder.results.heading" />
        </h2>
        <ErrorBoundary
          resetKey={loaderData}
          fallback={(error) => <ErrorState type={errorTypeFor(error)} onRetry={retry} action={modify} />}
        >
          <Suspense
            fallback={
              <LoadingState variant="search" message={intl.formatMessage({ id: "cleaningFinder.results.loading" })} />
            }
          >
            <LoadedResults loaderData={loaderData} onModify={onModify} />
          </Suspense>
        </ErrorBoundary>
      </section>
    </div>
  );
}

function LoadedResults({
  loaderData,
  onModify,
}: {
  loaderData: LoaderQuery<CleaningFinderPageQuery>;
  onModify: () => void;
}) {
  const data = useLoaderQuery<CleaningFinderPageQuery>(cleaningFinderPageQuery, loaderData);
  // 'Book Now' on a card or in the comparison opens the one booking dialog for that provider.
  const [booking, setBooking] = useState<ComparedProvider | null>(null);
  return (
    <>
      <FinderResults query={data} onModify={onModify} onBook={setBooking} />
      <CardDialogs query={data} booking={booking} onBook={setBooking} />
    </>
  );
}
