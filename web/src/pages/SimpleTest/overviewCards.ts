import type { MessageId } from "../../i18n/messages";
import { accessFor, signInPathFor } from "../../routing/RequireRoleAccess";
import type { Role } from "./__generated__/SimpleTestPageQuery.graphql";

/**
 * Who a screen is for, as its page and the server enforce it: anyone, any signed-in account,
 * or some roles only.
 */
export type Requirement = "anyone" | "signed-in" | readonly Role[];

export interface OverviewCard {
  path: string;
  titleId: MessageId;
  descriptionId: MessageId;
  requires: Requirement;
}

// The one place the overview learns who may open what. Each entry copies the rule of its
// page's guard (RequireRole / PageFrame roles) and the server's check behind it; when one
// of those changes, this table must follow.
export const OVERVIEW_CARDS: readonly OverviewCard[] = [
  {
    // No guard. Listing slots and booking one are public (bookTimeSlot: "Visitors may book");
    // adding slots is the provider's own account or staff (assertActsForProvider).
    path: "/availability-test",
    titleId: "simpleTest.card.availability.title",
    descriptionId: "simpleTest.card.availability.description",
    requires: "anyone",
  },
  {
    // No guard; the cleaningFinder query is public.
    path: "/cleaning-finder",
    titleId: "simpleTest.card.cleaningFinder.title",
    descriptionId: "simpleTest.card.cleaningFinder.description",
    requires: "anyone",
  },
  {
    // PROVIDERS_AND_STAFF; the server's dashboardProviderId / assertActsForProvider refuse a customer.
    path: "/provider-dashboard",
    titleId: "simpleTest.card.providerDashboard.title",
    descriptionId: "simpleTest.card.providerDashboard.description",
    requires: ["PROVIDER", "ADMIN"],
  },
  {
    // The guard lets any account in, but a provider account is only told that schedules are
    // set up by customers and pointed at its dashboard: the page is a customer's (and staff's).
    path: "/recurring-bookings",
    titleId: "simpleTest.card.recurringBookings.title",
    descriptionId: "simpleTest.card.recurringBookings.description",
    requires: ["CUSTOMER", "ADMIN"],
  },
  {
    // No guard, but a visitor is asked to sign in (the page's notice, and assertMayPay);
    // what can be paid is the signed-in customer's own booking or schedule (assertPaysFor).
    path: "/checkout",
    titleId: "simpleTest.card.checkout.title",
    descriptionId: "simpleTest.card.checkout.description",
    requires: "signed-in",
  },
  {
    // ADMIN_ONLY; platformEarnings is an admin scope and assertStaff.
    path: "/platform-earnings",
    titleId: "simpleTest.card.platformEarnings.title",
    descriptionId: "simpleTest.card.platformEarnings.description",
    requires: ["ADMIN"],
  },
  {
    // ADMIN_ONLY; registrations is an admin scope.
    path: "/admin",
    titleId: "simpleTest.card.registrations.title",
    descriptionId: "simpleTest.card.registrations.description",
    requires: ["ADMIN"],
  },
  {
    // ADMIN_ONLY; pendingProviders and its decisions are admin scopes.
    path: "/admin/approvals",
    titleId: "simpleTest.card.approvals.title",
    descriptionId: "simpleTest.card.approvals.description",
    requires: ["ADMIN"],
  },
  {
    // ADMIN_ONLY; partnerTokens is an admin scope and assertStaff.
    path: "/admin/partners",
    titleId: "simpleTest.card.partners.title",
    descriptionId: "simpleTest.card.partners.description",
    requires: ["ADMIN"],
  },
  {
    // POST /api/notifications/test is staff only.
    path: "/firebase-test",
    titleId: "simpleTest.card.pushTest.title",
    descriptionId: "simpleTest.card.pushTest.description",
    requires: ["ADMIN"],
  },
];

/** Who is looking: a role, nobody signed in, or not known (the viewer could not be loaded). */
export type OverviewViewer = { role: Role } | "signed-out" | "unknown";

/**
 * What a card offers this viewer. `roles` is null where any account will do. A card the
 * viewer cannot open names the roles it needs; one whose viewer is unknown names them too,
 * and leaves the deciding to the page.
 */
export type CardAccess =
  | { kind: "open" }
  | { kind: "sign-in"; roles: readonly Role[] | null }
  | { kind: "forbidden"; roles: readonly Role[] }
  | { kind: "unknown"; roles: readonly Role[] | null };

export function cardAccess(requires: Requirement, viewer: OverviewViewer): CardAccess {
  if (requires === "anyone") return { kind: "open" };
  const roles = requires === "signed-in" ? null : requires;
  if (viewer === "unknown") return { kind: "unknown", roles };
  if (viewer === "signed-out") return { kind: "sign-in", roles };
  if (roles === null) return { kind: "open" };
  return accessFor(viewer.role, roles) === "allowed" ? { kind: "open" } : { kind: "forbidden", roles };
}

/**
 * Where a card leads, or null when following it would only end in a refusal. A visitor goes
 * straight to sign in and comes back to the page; a signed-in account of the wrong role is
 * not sent to a page that would turn it away; an unknown viewer goes to the page, which asks
 * for whatever it needs.
 */
export function cardHref(path: string, access: CardAccess): string | null {
  switch (access.kind) {
    case "sign-in":
      return signInPathFor({ pathname: path, search: "" });
    case "forbidden":
      return null;
    default:
      return path;
  }
}
