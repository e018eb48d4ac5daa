// The SPA's route table as path patterns (spec section 2), for both sides: the server
// answers 404 for any other path (with the SPA, which draws its 404 page), and the web's
// routes.tsx can build its routes from the same list.

export const WEB_ROUTES = [
  "/",
  "/cities-directory",
  "/cities",
  "/city/:citySlug",
  "/providers/:providerSlug",
  "/register-business",
  "/admin",
  "/admin/approvals",
  "/admin/partners",
  "/admin/messages",
  "/admin/reviews",
  "/admin/listing-changes",
  "/admin/no-shows",
  "/admin/audit",
  "/cleaning-finder",
  "/recurring-bookings",
  "/checkout",
  "/bookings",
  "/bookings/manage/:token",
  "/provider-dashboard",
  "/provider/listing",
  "/availability-test",
  "/platform-earnings",
  "/simple-test",
  "/firebase-test",
  "/payment-success",
  "/payouts/test-onboarding",
  "/help",
  "/contact",
  "/privacy",
  "/terms",
  "/fees",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password/:token",
  "/verify-email/:token",
  "/saved",
  "/account",
  "/account/data",
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

export interface WebRouteMatch {
  route: WebRoute;
  /** The `:name` segments, percent-decoded as React Router hands them to the page. */
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);
const PATTERNS = WEB_ROUTES.map((route) => ({ route, segments: segmentsOf(route) }));

/**
 * The route a browser path renders, matched as React Router matches it: whole segments,
 * letters in any case, a trailing slash ignored; null for the 404 page.
 */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const { route, segments: pattern } of PATTERNS) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(":")) return part.toLowerCase() === segment.toLowerCase();
      const value = decodeSegment(segment);
      if (value === null) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
