import { Suspense, useCallback, useMemo, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { BottomNav } from "../../components/BottomNav/BottomNav";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { CityListItem } from "../../components/CityListItem/CityListItem";
import { FilterChips } from "../../components/FilterChips/FilterChips";
import { hasFilters, NO_FILTERS, type SearchFilters } from "../../components/FilterChips/searchFilters";
import { ProviderResults } from "../../components/ProviderResults/ProviderResults";
import { Sidebar } from "../../components/Sidebar/Sidebar";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { lazyComponent } from "../../routing/lazyComponent";
import { CardDialogs } from "../../routing/CardDialogs";
import { LazyMount } from "../../routing/LazyMount";
import { LazyBookingDialog, LazyComparisonTray, LazyQuizModal, preload } from "../../routing/lazyParts";
import type { RouteQuery } from "../../routing/queryRegistry";
import { useRouteQuery } from "../../routing/routeQuery";
import type { HomePageQuery } from "./__generated__/HomePageQuery.graphql";
import { HomeFigures } from "./HomeFigures";
import { HomeHero } from "./HomeHero";
import {
  homeSearchHref,
  homeSearchToParams,
  parseHomeSearch,
  providerSearchInput,
  withSearchChoice,
  type HomeSearch,
  type SearchChoice,
} from "./homeSearch";
import * as styles from "./HomePage.css";

// The list in quiz mode (?quiz=) is only reached from the quiz: a first visit does not
// download it. A failed download is the route's error, as a failed page chunk is.
const LazyHomeQuizMatches = lazyComponent(() => import("./HomeQuizMatches").then((m) => m.HomeQuizMatches));

const homePageQuery = graphql`
  query HomePageQuery($search: ProviderSearchInput) {
    ...ProviderResults_query @arguments(search: $search)
    ...Sidebar_query
    ...BottomNav_query
    ...BookingDialog_query
    ...HomeFigures_query
    # Tier 1 is the 10 largest cities.
    cities(tier: 1, first: 10) {
      edges {
        node {
          id
          ...CityListItem_city
        }
      }
    }
  }
`;

const SEARCH_FORM_ID = "home-search";

/** A pointer over the cards, or focus among them: 'Book Now' or 'Compare' may be next. */
const preloadCardActions = () => preload(LazyBookingDialog, LazyComparisonTray);

/**
 * Spec section 2 "Home screen". The whole search (city, service, chips) is in the URL: the
 * loader starts the page's query for it, and later changes refetch the results in place.
 */
export function HomePage() {
  const { queryRef } = useLoaderData() as RouteQuery<HomePageQuery>;
  const data = useRouteQuery<HomePageQuery>(homePageQuery, queryRef);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseHomeSearch(searchParams);
  const searchText = homeSearchToParams(search).toString();
  // A new object only when the search itself changes.
  const input = useMemo(() => providerSearchInput(parseHomeSearch(new URLSearchParams(searchText))), [searchText]);

  const apply = useCallback(
    (next: HomeSearch, { replace }: { replace: boolean }) =>
      setSearchParams((params) => homeSearchToParams(next, params), { replace, preventScrollReset: true }),
    [setSearchParams],
  );
  // Built on the URL as it is now, not on this render's `search`: while the results of the
  // last choice load, React keeps this screen (a transition) with the search before it, and
  // a second choice made meanwhile (a service right after a city) must keep the first.
  const choose = (choice: SearchChoice, options: { replace: boolean }) =>
    apply(withSearchChoice(parseHomeSearch(new URLSearchParams(window.location.search)), choice), options);
  // Any other search leaves the quiz's matches (spec section 2: 'Clear Filters' resets them too).
  const setFilters = (filters: SearchFilters) => apply({ ...search, ...filters, quiz: null }, { replace: false });
  const showResults = () =>
    document.getElementById("home-results")?.scrollIntoView({ behavior: "smooth", block: "start" });
  // 'Book Now' on a card or in the comparison opens the one booking dialog for that provider.
  const [booking, setBooking] = useState<ComparedProvider | null>(null);
  // The quiz opens from the hero and from the empty list's 'Take Quiz'.
  const [quizOpen, setQuizOpen] = useState(false);

  return (
    <>
      <HomeHero
        id={SEARCH_FORM_ID}
        search={search}
        onBook={setBooking}
        onTakeQuiz={() => setQuizOpen(true)}
        figures={<HomeFigures query={data} />}
        // Choosing a city or a service is editing a field, not a step to go back to.
        onLocationChange={(location) => choose({ location }, { replace: true })}
        onServiceChange={(service) => choose({ service }, { replace: true })}
        onFind={(choice) => {
          choose(choice, { replace: false });
          showResults();
        }}
      />
      <LazyMount code={LazyQuizModal} open={quizOpen} onFailed={() => setQuizOpen(false)}>
        <LazyQuizModal.Component
          open={quizOpen}
          onOpenChange={setQuizOpen}
          onBook={setBooking}
          onSeeAll={(quiz) => {
            apply({ ...search, quiz }, { replace: false });
            showResults();
          }}
        />
      </LazyMount>

      <div className={styles.layout}>
        <section
          id="home-results"
          aria-labelledby="home-results-title"
          className={styles.results}
          onPointerEnter={preloadCardActions}
          onFocus={preloadCardActions}
        >
          <h2 id="home-results-title" className={styles.visuallyHidden}>
            <FormattedMessage id="home.results.heading" />
          </h2>
          {search.quiz ? (
            <Suspense fallback={<LoadingState variant="quiz" />}>
              <LazyHomeQuizMatches.Component
                sessionId={search.quiz}
                onClear={() => setFilters(NO_FILTERS)}
                onBook={setBooking}
              />
            </Suspense>
          ) : (
            <ProviderResults
              query={data}
              loadedSearch={queryRef.variables.search ?? null}
              search={input}
              columns={2}
              toolbar={<FilterChips filters={search} onChange={setFilters} />}
              // The words typed narrow the list as the chips do, and clear with them.
              onClearFilters={
                hasFilters(search) || search.words
                  ? () => apply({ ...search, ...NO_FILTERS, words: "", quiz: null }, { replace: false })
                  : undefined
              }
              onTakeQuiz={() => setQuizOpen(true)}
              onBook={setBooking}
            />
          )}
        </section>
        <Sidebar
          query={data}
          location={search.location}
          serviceHref={(service) => homeSearchHref(withSearchChoice(search, { service }), searchParams)}
        />
      </div>

      <section aria-labelledby="major-cities" className={styles.cities}>
        <h2 id="major-cities" className={styles.sectionHeading}>
          <FormattedMessage id="home.majorCities.heading" />
        </h2>
        <ul role="list" className={styles.cityGrid}>
          {data.cities.edges.map(({ node }) => (
            <li key={node.id}>
              <CityListItem city={node} />
            </li>
          ))}
        </ul>
      </section>

      <CardDialogs query={data} booking={booking} onBook={setBooking} />
      <BottomNav query={data} searchTargetId={SEARCH_FORM_ID} />
    </>
  );
}
