import type { MessageId } from "../../i18n/messages";

/** A way to one of an account's own tools: where it goes and what it says. */
export interface RoleLink {
  /** A path of shared/web-routes.ts, with a #fragment for a part of a page. */
  to: string;
  labelId: MessageId;
  /** Current only on its own path, not on the paths below it (/admin, not /admin/messages). */
  end?: true;
}

/** The id of the provider dashboard's Payouts card, where the provider's Payouts link goes. */
export const PAYOUTS_ANCHOR = "payouts";

// Each role's tools, in the order the header, the phone's menu, the staff screens' own
// navigation and the account page list them: one list, so they never disagree. Their words
// are all in the roleLinks namespace: the header is in every first visit's download, and a
// namespace it names goes whole into the catalog's first part (scripts/vite/messageCatalogParts.ts).
const CUSTOMER_LINKS: readonly RoleLink[] = [
  { to: "/bookings", labelId: "roleLinks.customer.bookings" },
  { to: "/recurring-bookings", labelId: "roleLinks.customer.recurring" },
  { to: "/saved", labelId: "roleLinks.customer.saved" },
];

const PROVIDER_LINKS: readonly RoleLink[] = [
  { to: "/provider-dashboard", labelId: "roleLinks.provider.dashboard" },
  { to: "/availability-test", labelId: "roleLinks.provider.availability" },
  { to: `/provider-dashboard#${PAYOUTS_ANCHOR}`, labelId: "roleLinks.provider.payouts" },
  { to: "/provider/listing", labelId: "roleLinks.provider.listing" },
];

/** The staff screens; StaffNav shows them on each of them. */
export const STAFF_LINKS: readonly RoleLink[] = [
  { to: "/admin", labelId: "roleLinks.staff.registrations", end: true },
  { to: "/admin/approvals", labelId: "roleLinks.staff.approvals" },
  { to: "/admin/partners", labelId: "roleLinks.staff.partners" },
  { to: "/admin/messages", labelId: "roleLinks.staff.messages" },
  { to: "/admin/reviews", labelId: "roleLinks.staff.reviews" },
  { to: "/admin/listing-changes", labelId: "roleLinks.staff.listingChanges" },
  { to: "/admin/no-shows", labelId: "roleLinks.staff.noShows" },
  { to: "/admin/audit", labelId: "roleLinks.staff.audit" },
  { to: "/platform-earnings", labelId: "roleLinks.staff.earnings" },
];

/**
 * The tools of a signed-in account's role; none for a visitor (null) or for a role this
 * web app does not know (the server's schema may grow one before the app does).
 */
export function roleLinksFor(role: string | null | undefined): readonly RoleLink[] {
  switch (role) {
    case "CUSTOMER":
      return CUSTOMER_LINKS;
    case "PROVIDER":
      return PROVIDER_LINKS;
    case "ADMIN":
      return STAFF_LINKS;
    default:
      return [];
  }
}

/**
 * Whether a link is the current page's (aria-current). Its #fragment counts, so the
 * dashboard and its Payouts card are never both marked; an `end` link matches its path only,
 * any other its path and the paths below it, letters in any case as the router matches.
 */
export function isCurrentRoleLink(
  link: RoleLink,
  location: { pathname: string; hash: string },
  links: readonly RoleLink[] = [link],
): boolean {
  const [path = "", fragment = ""] = link.to.toLowerCase().split("#");
  const here = location.pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const onPath = link.end ? here === path : here === path || here.startsWith(`${path}/`);
  if (!onPath) return false;
  const hash = location.hash.replace(/^#/, "").toLowerCase();
  if (fragment !== "") return hash === fragment;
  // The page itself, unless a sibling link names the part of it the address points to.
  return !links.some((other) => other !== link && other.to.toLowerCase() === `${path}#${hash}`);
}
