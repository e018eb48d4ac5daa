import { Suspense, type ComponentType } from "react";
import { loadQuery } from "react-relay/hooks";
import {
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from "react-router-dom";
import type { Environment } from "relay-runtime";
import { App } from "./App";
import HeaderQueryNode, { type HeaderQuery } from "./components/Header/__generated__/HeaderQuery.graphql";
import { ErrorState } from "./components/StateCard/ErrorState";
import { LoadingState } from "./components/StateCard/LoadingState";
import type { AccountPageQuery } from "./pages/Account/__generated__/AccountPageQuery.graphql";
import type { AdminPageQuery } from "./pages/Admin/__generated__/AdminPageQuery.graphql";
import type { AdminApprovalsPageQuery } from "./pages/AdminApprovals/__generated__/AdminApprovalsPageQuery.graphql";
import type { AdminMessagesPageQuery } from "./pages/AdminMessages/__generated__/AdminMessagesPageQuery.graphql";
import { adminMessagesVariables, ROUTE_FILTER } from "./pages/AdminMessages/adminMessagesVariables";
import type { AdminReviewsPageQuery } from "./pages/AdminReviews/__generated__/AdminReviewsPageQuery.graphql";
import AdminReviewsPageQueryNode from "./pages/AdminReviews/__generated__/AdminReviewsPageQuery$parameters";
import type { AdminListingChangesPageQuery } from "./pages/AdminListingChanges/__generated__/AdminListingChangesPageQuery.graphql";
import AdminListingChangesPageQueryNode from "./pages/AdminListingChanges/__generated__/AdminListingChangesPageQuery$parameters";
import type { AdminNoShowsPageQuery } from "./pages/AdminNoShows/__generated__/AdminNoShowsPageQuery.graphql";
import AdminNoShowsPageQueryNode from "./pages/AdminNoShows/__generated__/AdminNoShowsPageQuery$parameters";
import type { ProviderListingPageQuery } from "./pages/ProviderListing/__generated__/ProviderListingPageQuery.graphql";
import ProviderListingPageQueryNode from "./pages/ProviderListing/__generated__/ProviderListingPageQuery$parameters";
import type { AdminAuditPageQuery } from "./pages/AdminAudit/__generated__/AdminAuditPageQuery.graphql";
import AdminAuditPageQueryNode from "./pages/AdminAudit/__generated__/AdminAuditPageQuery$parameters";
import { auditVariables } from "./pages/AdminAudit/auditFilters";
import type { AdminPartnersPageQuery } from "./pages/AdminPartners/__generated__/AdminPartnersPageQuery.graphql";
import type { AvailabilityPageQuery } from "./pages/Availability/__generated__/AvailabilityPageQuery.graphql";
import type { CheckoutPageQuery } from "./pages/Checkout/__generated__/CheckoutPageQuery.graphql";
import CitiesPageQueryNode from "./pages/Cities/__generated__/CitiesPageQuery$parameters";
import type { CitiesPageQuery } from "./pages/Cities/__generated__/CitiesPageQuery.graphql";
import { cityFilterVariables, parseCityFilters } from "./pages/Cities/cityFilters";
import CityPageQueryNode from "./pages/City/__generated__/CityPageQuery$parameters";
import type { CityPageQuery } from "./pages/City/__generated__/CityPageQuery.graphql";
import { cityPageVariables } from "./pages/City/cityPageVariables";
import type { CleaningFinderPageQuery } from "./pages/CleaningFinder/__generated__/CleaningFinderPageQuery.graphql";
import type { ContactPageQuery } from "./pages/Contact/__generated__/ContactPageQuery.graphql";
import HomePageQueryNode, { type HomePageQuery } from "./pages/Home/__generated__/HomePageQuery.graphql";
import { parseHomeSearch, providerSearchInput } from "./pages/Home/homeSearch";
import type { GuestBookingPageQuery } from "./pages/GuestBooking/__generated__/GuestBookingPageQuery.graphql";
import type { MyBookingsPageQuery } from "./pages/MyBookings/__generated__/MyBookingsPageQuery.graphql";
import type { MyDataPageQuery } from "./pages/MyData/__generated__/MyDataPageQuery.graphql";
import { NotFoundPage } from "./pages/NotFound/NotFoundPage";
// The finder's lists without their schema (shared/matching/finder-choices.ts): no zod here.
import { cleaningFinderVariables } from "./pages/CleaningFinder/cleaningFinderVariables";
import AccountPageQueryNode from "./pages/Account/__generated__/AccountPageQuery$parameters";
import AdminPageQueryNode from "./pages/Admin/__generated__/AdminPageQuery$parameters";
import AdminApprovalsPageQueryNode from "./pages/AdminApprovals/__generated__/AdminApprovalsPageQuery$parameters";
import AdminMessagesPageQueryNode from "./pages/AdminMessages/__generated__/AdminMessagesPageQuery$parameters";
import AdminPartnersPageQueryNode from "./pages/AdminPartners/__generated__/AdminPartnersPageQuery$parameters";
import AvailabilityPageQueryNode from "./pages/Availability/__generated__/AvailabilityPageQuery$parameters";
import CheckoutPageQueryNode from "./pages/Checkout/__generated__/CheckoutPageQuery$parameters";
import CleaningFinderPageQueryNode from "./pages/CleaningFinder/__generated__/CleaningFinderPageQuery$parameters";
import ContactPageQueryNode from "./pages/Contact/__generated__/ContactPageQuery$parameters";
import GuestBookingPageQueryNode from "./pages/GuestBooking/__generated__/GuestBookingPageQuery$parameters";
import MyBookingsPageQueryNode from "./pages/MyBookings/__generated__/MyBookingsPageQuery$parameters";
import MyDataPageQueryNode from "./pages/MyData/__generated__/MyDataPageQuery$parameters";
import PaymentSuccessPageQueryNode from "./pages/PaymentSuccess/__generated__/PaymentSuccessPageQuery$parameters";
import PayoutsTestOnboardingPageQueryNode from "./pages/PayoutsTestOnboarding/__generated__/PayoutsTestOnboardingPageQuery$parameters";
import PlatformEarningsPageQueryNode from "./pages/PlatformEarnings/__generated__/PlatformEarningsPageQuery$parameters";
import ProviderDashboardPageQueryNode from "./pages/ProviderDashboard/__generated__/ProviderDashboardPageQuery$parameters";
import RecurringBookingsPageQueryNode from "./pages/RecurringBookings/__generated__/RecurringBookingsPageQuery$parameters";
import RegisterBusinessPageQueryNode from "./pages/RegisterBusiness/__generated__/RegisterBusinessPageQuery$parameters";
import SavedPageQueryNode from "./pages/Saved/__generated__/SavedPageQuery$parameters";
import SignInPageViewerQueryNode from "./pages/SignIn/__generated__/SignInPageViewerQuery$parameters";
import SimpleTestPageQueryNode from "./pages/SimpleTest/__generated__/SimpleTestPageQuery$parameters";
import ProviderProfilePageQueryNode from "./pages/ProviderProfile/__generated__/ProviderProfilePageQuery$parameters";
import type { ProviderProfilePageQuery } from "./pages/ProviderProfile/__generated__/ProviderProfilePageQuery.graphql";
import { providerProfileVariables } from "./pages/ProviderProfile/providerProfileVariables";
import type { PaymentSuccessPageQuery } from "./pages/PaymentSuccess/__generated__/PaymentSuccessPageQuery.graphql";
import type { PayoutsTestOnboardingPageQuery } from "./pages/PayoutsTestOnboarding/__generated__/PayoutsTestOnboardingPageQuery.graphql";
import type { PlatformEarningsPageQuery } from "./pages/PlatformEarnings/__generated__/PlatformEarningsPageQuery.graphql";
import type { ProviderDashboardPageQuery } from "./pages/ProviderDashboard/__generated__/ProviderDashboardPageQuery.graphql";
import { availabilityVariables, requestedProvider } from "./pages/Availability/availabilityVariables";
import { platformEarningsVariables } from "./pages/PlatformEarnings/platformEarningsVariables";
import { PROVIDERS_AND_STAFF, providerDashboardVariables } from "./pages/ProviderDashboard/providerDashboardVariables";
import type { RecurringBookingsPageQuery } from "./pages/RecurringBookings/__generated__/RecurringBookingsPageQuery.graphql";
import { customerIdParam, recurringBookingsVariables } from "./pages/RecurringBookings/recurringBookingsVariables";
import type { RegisterBusinessPageQuery } from "./pages/RegisterBusiness/__generated__/RegisterBusinessPageQuery.graphql";
import type { SavedPageQuery } from "./pages/Saved/__generated__/SavedPageQuery.graphql";
import type { SignInPageViewerQuery } from "./pages/SignIn/__generated__/SignInPageViewerQuery.graphql";
import type { SimpleTestPageQuery } from "./pages/SimpleTest/__generated__/SimpleTestPageQuery.graphql";
import { createQueryRegistry } from "./routing/queryRegistry";
import { ADMIN_ONLY, PROVIDER_ONLY, SIGNED_IN } from "./routing/RequireRoleAccess";
import { createRouteLoaders, lazyModule, whenHere } from "./routing/routeLoaders";
import { viewerInStore } from "./routing/viewerAccess";
import { QueryRegistryProvider } from "./routing/routeQuery";
import { RouteError } from "./routing/RouteError";
import { firstViewPage, lazyPage, type LazyPage } from "./routing/lazyPage";
import { ignoreSearchChanges } from "./routing/shouldRevalidate";

// The helpers a loader takes its variables from when they import a library (date-fns and
// time zones for the payment return), fetched by the first loader that needs them. The
// others import nothing heavier than shared/calendar, so they are here at once.
const paymentSuccessVariables = lazyModule(() => import("./pages/PaymentSuccess/paymentSuccessVariables"));

// Each page's code is its own chunk; the loaders below need only the queries' artifacts.
const AccountPage = lazyPage(() => import("./pages/Account/AccountPage").then((m) => m.AccountPage));
const AdminPage = lazyPage(() => import("./pages/Admin/AdminPage").then((m) => m.AdminPage));
const AdminApprovalsPage = lazyPage(() =>
  import("./pages/AdminApprovals/AdminApprovalsPage").then((m) => m.AdminApprovalsPage),
);
const AdminPartnersPage = lazyPage(() =>
  import("./pages/AdminPartners/AdminPartnersPage").then((m) => m.AdminPartnersPage),
);
const AdminReviewsPage = lazyPage(() =>
  import("./pages/AdminReviews/AdminReviewsPage").then((m) => m.AdminReviewsPage),
);
const AdminListingChangesPage = lazyPage(() =>
  import("./pages/AdminListingChanges/AdminListingChangesPage").then((m) => m.AdminListingChangesPage),
);
const AdminNoShowsPage = lazyPage(() =>
  import("./pages/AdminNoShows/AdminNoShowsPage").then((m) => m.AdminNoShowsPage),
);
const ProviderListingPage = lazyPage(() =>
  import("./pages/ProviderListing/ProviderListingPage").then((m) => m.ProviderListingPage),
);
const AdminAuditPage = lazyPage(() => import("./pages/AdminAudit/AdminAuditPage").then((m) => m.AdminAuditPage));
const AdminMessagesPage = lazyPage(() =>
  import("./pages/AdminMessages/AdminMessagesPage").then((m) => m.AdminMessagesPage),
);
const AvailabilityPage = lazyPage(() =>
  import("./pages/Availability/AvailabilityPage").then((m) => m.AvailabilityPage),
);
const CheckoutPage = lazyPage(() => import("./pages/Checkout/CheckoutPage").then((m) => m.CheckoutPage));
const CitiesPage = firstViewPage(() => import("./pages/Cities/CitiesPage").then((m) => m.CitiesPage));
const CityPage = firstViewPage(() => import("./pages/City/CityPage").then((m) => m.CityPage));
const CleaningFinderPage = firstViewPage(() =>
  import("./pages/CleaningFinder/CleaningFinderPage").then((m) => m.CleaningFinderPage),
);
const ContactPage = lazyPage(() => import("./pages/Contact/ContactPage").then((m) => m.ContactPage));
const FeesPage = lazyPage(() => import("./pages/Fees/FeesPage").then((m) => m.FeesPage));
const FirebaseTestPage = lazyPage(() =>
  import("./pages/FirebaseTest/FirebaseTestPage").then((m) => m.FirebaseTestPage),
);
const GuestBookingPage = lazyPage(() =>
  import("./pages/GuestBooking/GuestBookingPage").then((m) => m.GuestBookingPage),
);
const HelpPage = lazyPage(() => import("./pages/Help/HelpPage").then((m) => m.HelpPage));
const HomePage = firstViewPage(() => import("./pages/Home/HomePage").then((m) => m.HomePage));
const MyDataPage = lazyPage(() => import("./pages/MyData/MyDataPage").then((m) => m.MyDataPage));
const MyBookingsPage = lazyPage(() => import("./pages/MyBookings/MyBookingsPage").then((m) => m.MyBookingsPage));
const PaymentSuccessPage = lazyPage(() =>
  import("./pages/PaymentSuccess/PaymentSuccessPage").then((m) => m.PaymentSuccessPage),
);
const PlatformEarningsPage = lazyPage(() =>
  import("./pages/PlatformEarnings/PlatformEarningsPage").then((m) => m.PlatformEarningsPage),
);
const PayoutsTestOnboardingPage = lazyPage(() =>
  import("./pages/PayoutsTestOnboarding/PayoutsTestOnboardingPage").then((m) => m.PayoutsTestOnboardingPage),
);
const PrivacyPage = lazyPage(() => import("./pages/Privacy/PrivacyPage").then((m) => m.PrivacyPage));
const ProviderDashboardPage = lazyPage(() =>
  import("./pages/ProviderDashboard/ProviderDashboardPage").then((m) => m.ProviderDashboardPage),
);
// A page search engines send people to: a first view.
const ProviderProfilePage = firstViewPage(() =>
  import("./pages/ProviderProfile/ProviderProfilePage").then((m) => m.ProviderProfilePage),
);
const RecurringBookingsPage = lazyPage(() =>
  import("./pages/RecurringBookings/RecurringBookingsPage").then((m) => m.RecurringBookingsPage),
);
const RegisterBusinessPage = lazyPage(() =>
  import("./pages/RegisterBusiness/RegisterBusinessPage").then((m) => m.RegisterBusinessPage),
);
const SavedPage = lazyPage(() => import("./pages/Saved/SavedPage").then((m) => m.SavedPage));
const SignInPage = lazyPage(() => import("./pages/SignIn/SignInPage").then((m) => m.SignInPage));
const SignUpPage = lazyPage(() => import("./pages/SignUp/SignUpPage").then((m) => m.SignUpPage));
const ForgotPasswordPage = lazyPage(() =>
  import("./pages/ForgotPassword/ForgotPasswordPage").then((m) => m.ForgotPasswordPage),
);
const VerifyEmailPage = lazyPage(() => import("./pages/VerifyEmail/VerifyEmailPage").then((m) => m.VerifyEmailPage));
const ResetPasswordPage = lazyPage(() =>
  import("./pages/ResetPassword/ResetPasswordPage").then((m) => m.ResetPasswordPage),
);
const SimpleTestPage = lazyPage(() => import("./pages/SimpleTest/SimpleTestPage").then((m) => m.SimpleTestPage));
const TermsPage = lazyPage(() => import("./pages/Terms/TermsPage").then((m) => m.TermsPage));

/**
 * A screen (path "" is the index route) with its own error boundary, so the header and
 * footer stay when it fails, and its own Suspense boundary. The key makes each screen's boundary a new one: otherwise React reuses the previous
 * screen's (same element type, same place) and, inside the router's transition, keeps the
 * old screen up with no sign of loading until the new one's data arrives.
 * A lazy page's loader starts its chunk's download beside the query, so neither waits for
 * the other; the page suspends (the fallback shows) until both are in, and a chunk that
 * fails to load is the route's error, like a failed query.
 */
function screen(
  path: string,
  page: LazyPage | ComponentType,
  loader?: LoaderFunction,
  shouldRevalidate?: ShouldRevalidateFunction,
): RouteObject {
  const lazy = "preload" in page ? page : undefined;
  const Page = lazy ? lazy.Component : (page as ComponentType);
  const element = (
    <Suspense key={path || "index"} fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
  const load: LoaderFunction | undefined = lazy
    ? (args, context) => {
        // A failed download is the page's to report: its render throws it to RouteError. In a
        // task of its own (adding a link per chunk to the document takes a slow phone a while),
        // so the first visit's router task, which runs the loaders, stays short (main.tsx).
        setTimeout(() => void lazy.preload().catch(() => {}), 0);
        return loader ? loader(args, context) : null;
      }
    : loader;
  const common = { element, ErrorBoundary: RouteError, loader: load, shouldRevalidate };
  return path === "" ? { index: true, ...common } : { path, ...common };
}

/** Spec section 2 route table. Pages with data start their one query in the loader. */
export function createRoutes(environment: Environment, registry = createQueryRegistry()): RouteObject[] {
  const loaders = createRouteLoaders(environment, registry);
  const searchOf = (request: Request) => new URL(request.url).searchParams;
  // Pages that ask the server again on every visit, showing what the store has meanwhile.
  const everyVisit = { fetchPolicy: "store-and-network" } as const;
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
                loadQuery<CitiesPageQuery>(
                  environment,
                  CitiesPageQueryNode,
                  cityFilterVariables(parseCityFilters(new URL(request.url).searchParams)),
                ),
              ),
            ignoreSearchChanges,
          ),
        ),
        screen("city/:citySlug", CityPage, ({ params }) =>
          registry.track(
            loadQuery<CityPageQuery>(environment, CityPageQueryNode, cityPageVariables(params.citySlug ?? "")),
          ),
        ),
        // An address that names no provider starts nothing: the page says it is not found.
        // Every visit: its openings and reviews change while the page is away.
        screen(
          "providers/:providerSlug",
          ProviderProfilePage,
          ({ params }) =>
            loaders.loadWhen<ProviderProfilePageQuery, null>(
              ProviderProfilePageQueryNode,
              null,
              () => providerProfileVariables(params.providerSlug),
              everyVisit,
            ),
          ignoreSearchChanges,
        ),
        screen(
          "register-business",
          RegisterBusinessPage,
          // Every visit: staff may have decided the registrant's registration since.
          () => loaders.load<RegisterBusinessPageQuery>(RegisterBusinessPageQueryNode, {}, everyVisit),
          ignoreSearchChanges,
        ),
        // The staff screens' queries start once the viewer is known to be staff: a visitor's
        // or a customer's browser never asks for them (RequireRole sends them away).
        screen(
          "admin",
          AdminPage,
          () => loaders.forRoles<AdminPageQuery>(ADMIN_ONLY, AdminPageQueryNode, () => ({}), everyVisit),
          ignoreSearchChanges,
        ),
        screen(
          "admin/approvals",
          AdminApprovalsPage,
          () =>
            loaders.forRoles<AdminApprovalsPageQuery>(ADMIN_ONLY, AdminApprovalsPageQueryNode, () => ({}), everyVisit),
          ignoreSearchChanges,
        ),
        screen(
          "admin/partners",
          AdminPartnersPage,
          () =>
            loaders.forRoles<AdminPartnersPageQuery>(ADMIN_ONLY, AdminPartnersPageQueryNode, () => ({}), everyVisit),
          ignoreSearchChanges,
        ),
        // The first filter's; the page asks for another when it is chosen.
        screen(
          "admin/messages",
          AdminMessagesPage,
          () =>
            loaders.forRoles<AdminMessagesPageQuery>(
              ADMIN_ONLY,
              AdminMessagesPageQueryNode,
              () => adminMessagesVariables(ROUTE_FILTER),
              everyVisit,
            ),
          ignoreSearchChanges,
        ),
        screen(
          "admin/reviews",
          AdminReviewsPage,
          () => loaders.forRoles<AdminReviewsPageQuery>(ADMIN_ONLY, AdminReviewsPageQueryNode, () => ({}), everyVisit),
          ignoreSearchChanges,
        ),
        screen(
          "admin/listing-changes",
          AdminListingChangesPage,
          () =>
            loaders.forRoles<AdminListingChangesPageQuery>(
              ADMIN_ONLY,
              AdminListingChangesPageQueryNode,
              () => ({}),
              everyVisit,
            ),
          ignoreSearchChanges,
        ),
        screen(
          "admin/no-shows",
          AdminNoShowsPage,
          () => loaders.forRoles<AdminNoShowsPageQuery>(ADMIN_ONLY, AdminNoShowsPageQueryNode, () => ({}), everyVisit),
          ignoreSearchChanges,
        ),
        // The filters are the URL's: each change of them asks again.
        screen("admin/audit", AdminAuditPage, ({ request }) =>
          loaders.forRoles<AdminAuditPageQuery>(
            ADMIN_ONLY,
            AdminAuditPageQueryNode,
            () => auditVariables(searchOf(request)),
            everyVisit,
          ),
        ),
        // The criteria are the URL's: each change of them is a new search (none while the form shows).
        screen("cleaning-finder", CleaningFinderPage, ({ request }) =>
          loaders.loadWhen<CleaningFinderPageQuery, CleaningFinderPageQuery["variables"] | null>(
            CleaningFinderPageQueryNode,
            cleaningFinderVariables(searchOf(request)),
            (variables) => variables,
          ),
        ),
        // Only staff ask for another customer's (?customerId=): that waits for the viewer.
        screen("recurring-bookings", RecurringBookingsPage, ({ request }) => {
          const search = searchOf(request);
          return customerIdParam(search.get("customerId")) === null
            ? loaders.load<RecurringBookingsPageQuery>(
                RecurringBookingsPageQueryNode,
                recurringBookingsVariables(search, null),
                everyVisit,
              )
            : loaders.afterViewer<RecurringBookingsPageQuery>(
                RecurringBookingsPageQueryNode,
                (viewer) => recurringBookingsVariables(search, viewer.role),
                everyVisit,
              );
        }),
        // A visitor's answer is a null viewer: the page asks them to sign in.
        screen(
          "checkout",
          CheckoutPage,
          () => loaders.load<CheckoutPageQuery>(CheckoutPageQueryNode, {}),
          ignoreSearchChanges,
        ),
        screen(
          "bookings",
          MyBookingsPage,
          () => loaders.load<MyBookingsPageQuery>(MyBookingsPageQueryNode, {}, everyVisit),
          ignoreSearchChanges,
        ),
        // A guest's booking, from the link in its email: afresh on every visit (Stripe sends the
        // guest back here after paying, and the provider may have moved it since).
        screen(
          "bookings/manage/:token",
          GuestBookingPage,
          ({ params }) =>
            loaders.load<GuestBookingPageQuery>(GuestBookingPageQueryNode, { token: params.token ?? "" }, everyVisit),
          ignoreSearchChanges,
        ),
        // Staff's pick is the URL's (?provider=12): each pick runs this again.
        screen("provider-dashboard", ProviderDashboardPage, ({ request }) =>
          loaders.forRoles<ProviderDashboardPageQuery>(
            PROVIDERS_AND_STAFF,
            ProviderDashboardPageQueryNode,
            (viewer) => providerDashboardVariables(viewer.role, searchOf(request)),
            everyVisit,
          ),
        ),
        screen(
          "provider/listing",
          ProviderListingPage,
          () =>
            loaders.forRoles<ProviderListingPageQuery>(
              PROVIDER_ONLY,
              ProviderListingPageQueryNode,
              () => ({}),
              everyVisit,
            ),
          ignoreSearchChanges,
        ),
        // Without a ?provider=, whose calendar it is depends on the viewer: one request all
        // the same, by the role the store knows, or for both calendars before it knows any.
        screen("availability-test", AvailabilityPage, ({ request }) =>
          loaders.load<AvailabilityPageQuery>(
            AvailabilityPageQueryNode,
            availabilityVariables(requestedProvider(searchOf(request)), viewerInStore(environment)?.role, new Date()),
            everyVisit,
          ),
        ),
        // The range is the URL's: each change of it runs this again.
        screen("platform-earnings", PlatformEarningsPage, ({ request }) =>
          loaders.forRoles<PlatformEarningsPageQuery>(
            ADMIN_ONLY,
            PlatformEarningsPageQueryNode,
            () => platformEarningsVariables(searchOf(request), new Date()),
            everyVisit,
          ),
        ),
        screen(
          "simple-test",
          SimpleTestPage,
          () => loaders.load<SimpleTestPageQuery>(SimpleTestPageQueryNode, {}),
          ignoreSearchChanges,
        ),
        screen("firebase-test", FirebaseTestPage),
        // Always the server's current outcome on arrival; only someone signed in is asked it.
        screen("payment-success", PaymentSuccessPage, ({ request }) => {
          const helpers = paymentSuccessVariables.get();
          return loaders.afterViewer<PaymentSuccessPageQuery>(
            PaymentSuccessPageQueryNode,
            (viewer) =>
              whenHere(helpers, (loaded) => loaded.paymentSuccessVariables(searchOf(request), viewer.role !== null)),
            { fetchPolicy: "network-only" },
          );
        }),
        screen(
          "payouts/test-onboarding",
          PayoutsTestOnboardingPage,
          () => loaders.load<PayoutsTestOnboardingPageQuery>(PayoutsTestOnboardingPageQueryNode, {}, everyVisit),
          ignoreSearchChanges,
        ),
        screen("help", HelpPage),
        screen(
          "contact",
          ContactPage,
          () => loaders.load<ContactPageQuery>(ContactPageQueryNode, {}),
          ignoreSearchChanges,
        ),
        screen("privacy", PrivacyPage),
        screen("terms", TermsPage),
        screen("fees", FeesPage),
        screen(
          "sign-in",
          SignInPage,
          () => loaders.load<SignInPageViewerQuery>(SignInPageViewerQueryNode, {}),
          ignoreSearchChanges,
        ),
        screen("sign-up", SignUpPage),
        // Forms only, no query: nothing to preload but their code.
        screen("forgot-password", ForgotPasswordPage),
        screen("reset-password/:token", ResetPasswordPage),
        // Follows the emailed link as it opens: a mutation, no query to preload.
        screen("verify-email/:token", VerifyEmailPage),
        screen("saved", SavedPage, () => loaders.load<SavedPageQuery>(SavedPageQueryNode, {}), ignoreSearchChanges),
        // Only a signed-in browser asks for the account (a visitor is sent to sign in), afresh
        // each visit: a later change of name or email shows at once.
        screen(
          "account",
          AccountPage,
          () => loaders.forRoles<AccountPageQuery>(SIGNED_IN, AccountPageQueryNode, () => ({}), everyVisit),
          ignoreSearchChanges,
        ),
        screen(
          "account/data",
          MyDataPage,
          () => loaders.load<MyDataPageQuery>(MyDataPageQueryNode, {}),
          ignoreSearchChanges,
        ),
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
