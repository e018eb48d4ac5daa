import type { ShouldRevalidateFunctionArgs } from "react-router-dom";

/**
 * For routes whose loader does not read the URL's search params, or whose page refetches
 * for them itself (the cities directory's filters): a change of search params alone
 * must not restart their queries. Everything else (a new path, the same URL again from
 * "Try Again", revalidate() after sign-out) revalidates as usual.
 */
export function ignoreSearchChanges({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
