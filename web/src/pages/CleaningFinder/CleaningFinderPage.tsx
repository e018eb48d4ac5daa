import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useNavigate, useSearchParams } from "react-router-dom";
import { BookingDialog } from "../../components/BookingDialog/BookingDialog";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { ComparisonTray } from "../../components/ComparisonTray/ComparisonTray";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { errorTypeFor } from "../../components/StateCard/stateCardContent";
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
          <ComparisonTray />
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
      <section aria-labelledby="finder-results-title" className={styles.resultsSection}>
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
      <ComparisonTray onBook={setBooking} />
      <BookingDialog query={data} provider={booking} onClose={() => setBooking(null)} />
    </>
  );
}
