import { Suspense, type ComponentType } from "react";
import { loadQuery } from "react-relay";
import { createBrowserRouter, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from "react-router-dom";
import type { Environment } from "relay-runtime";
import { App } from "./App";
import HeaderQueryNode, { type HeaderQuery } from "./components/Header/__generated__/HeaderQuery.graphql";
import { ErrorState } from "./components/StateCard/ErrorState";
import { LoadingState } from "./components/StateCard/LoadingState";
import { AdminPage } from "./pages/Admin/AdminPage";
import { AdminApprovalsPage } from "./pages/AdminApprovals/AdminApprovalsPage";
import { AvailabilityTestPage } from "./pages/AvailabilityTest/AvailabilityTestPage";
import { CheckoutPage } from "./pages/Checkout/CheckoutPage";
import CitiesPageQueryNode, { type CitiesPageQuery } from "./pages/Cities/__generated__/CitiesPageQuery.graphql";
import { CitiesPage } from "./pages/Cities/CitiesPage";
import { cityFilterVariables, parseCityFilters } from "./pages/Cities/cityFilters";
import CityPageQueryNode, { type CityPageQuery } from "./pages/City/__generated__/CityPageQuery.graphql";
import { CityPage, cityPageVariables } from "./pages/City/CityPage";
import { CleaningFinderPage } from "./pages/CleaningFinder/CleaningFinderPage";
import { ContactPage } from "./pages/Contact/ContactPage";
import { FeesPage } from "./pages/Fees/FeesPage";
import { FirebaseTestPage } from "./pages/FirebaseTest/FirebaseTestPage";
import { HelpPage } from "./pages/Help/HelpPage";
import HomePageQueryNode, { type HomePageQuery } from "./pages/Home/__generated__/HomePageQuery.graphql";
import { HomePage } from "./pages/Home/HomePage";
import { parseHomeSearch, providerSearchInput } from "./pages/Home/homeSearch";
import { NotFoundPage } from "./pages/NotFound/NotFoundPage";
import { PaymentSuccessPage } from "./pages/PaymentSuccess/PaymentSuccessPage";
import { PlatformEarningsPage } from "./pages/PlatformEarnings/PlatformEarningsPage";
import { PrivacyPage } from "./pages/Privacy/PrivacyPage";
import { ProviderDashboardPage } from "./pages/ProviderDashboard/ProviderDashboardPage";
import { RecurringBookingsPage } from "./pages/RecurringBookings/RecurringBookingsPage";
import { RegisterBusinessPage } from "./pages/RegisterBusiness/RegisterBusinessPage";
import { SignInPage } from "./pages/SignIn/SignInPage";
import { SimpleTestPage } from "./pages/SimpleTest/SimpleTestPage";
import { TermsPage } from "./pages/Terms/TermsPage";
import { createQueryRegistry } from "./routing/queryRegistry";
import { QueryRegistryProvider } from "./routing/routeQuery";
import { RouteError } from "./routing/RouteError";
import { ignoreSearchChanges } from "./routing/shouldRevalidate";

/**
 * A screen (path "" is the index route) with its own error boundary, so the header and
 * footer stay when it fails, and its own Suspense boundary. The key makes each screen's boundary a new one: otherwise React reuses the previous
 * screen's (same element type, same place) and, inside the router's transition, keeps the
 * old screen up with no sign of loading until the new one's data arrives.
 */
function screen(path: string, Page: ComponentType, loader?: LoaderFunction, shouldRevalidate?: ShouldRevalidateFunction): RouteObject {
  const element = (
    <Suspense key={path || "index"} fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
  const common = { element, ErrorBoundary: RouteError, loader, shouldRevalidate };
  return path === "" ? { index: true, ...common } : { path, ...common };
}

/** Spec section 2 route table. Pages with data start their one query in the loader. */
export function createRoutes(environment: Environment, registry = createQueryRegistry()): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      element: (
        <QueryRegistryProvider registry={registry}>
          <App />
        </QueryRegistryProvider>
      ),
      // Only if the layout itself fails; page errors stay inside the layout.
      ErrorBoundary: () => <ErrorState headingLevel={1} onRetry={() => window.location.reload()} />,
      // Loaders are synchronous, so this shows for a tick at most.
      HydrateFallback: () => null,
      loader: () => registry.track(loadQuery<HeaderQuery>(environment, HeaderQueryNode, {})),
      shouldRevalidate: ignoreSearchChanges,
      children: [
        // The loader starts the search in the URL; later changes refetch the results in the page.
        screen(
          "",
          HomePage,
          ({ request }) =>
            registry.track(
              loadQuery<HomePageQuery>(environment, HomePageQueryNode, {
                search: providerSearchInput(parseHomeSearch(new URL(request.url).searchParams)),
              }),
            ),
          ignoreSearchChanges,
        ),
        // Whether /cities and /cities-directory differ is not shown: one screen serves both.
        // The loader starts the query for the URL's filters; later filter changes refetch in the page.
        ...["cities-directory", "cities"].map((path) =>
          screen(
            path,
            CitiesPage,
            ({ request }) =>
              registry.track(
                loadQuery<CitiesPageQuery>(environment, CitiesPageQueryNode, cityFilterVariables(parseCityFilters(new URL(request.url).searchParams))),
              ),
            ignoreSearchChanges,
          ),
        ),
        screen("city/:citySlug", CityPage, ({ params }) =>
          registry.track(loadQuery<CityPageQuery>(environment, CityPageQueryNode, cityPageVariables(params.citySlug ?? ""))),
        ),
        screen("register-business", RegisterBusinessPage),
        screen("admin", AdminPage),
        screen("admin/approvals", AdminApprovalsPage),
        screen("cleaning-finder", CleaningFinderPage),
        screen("recurring-bookings", RecurringBookingsPage),
        screen("checkout", CheckoutPage),
        screen("provider-dashboard", ProviderDashboardPage),
        screen("availability-test", AvailabilityTestPage),
        screen("platform-earnings", PlatformEarningsPage),
        screen("simple-test", SimpleTestPage),
        screen("firebase-test", FirebaseTestPage),
        screen("payment-success", PaymentSuccessPage),
        screen("help", HelpPage),
        screen("contact", ContactPage),
        screen("privacy", PrivacyPage),
        screen("terms", TermsPage),
        screen("fees", FeesPage),
        screen("sign-in", SignInPage),
        screen("*", NotFoundPage),
      ],
    },
  ];
}

export function createAppRouter(environment: Environment) {
  const registry = createQueryRegistry();
  const router = createBrowserRouter(createRoutes(environment, registry));
  registry.attach(() => router.state);
  return router;
}
