import type { ProviderDashboardPageQuery$variables } from "./__generated__/ProviderDashboardPageQuery.graphql";
import { providerPickFrom } from "./providerPick";

/** A provider's own account, and staff, who may open any provider's. */
export const PROVIDERS_AND_STAFF = ["PROVIDER", "ADMIN"] as const;

/**
 * The page query's variables for the viewer and the URL (the route loader's), or null when
 * there is no dashboard to ask for. A provider account has one, its own: a ?provider= in
 * its URL changes nothing (without a providerId the server answers the account's own).
 * Staff see the one picked by number (?provider=12), none before they pick or for a number
 * no provider can have; nobody else has one.
 */
export function providerDashboardVariables(
  role: string | null,
  searchParams: URLSearchParams,
): ProviderDashboardPageQuery$variables | null {
  if (role === "PROVIDER") return { providerId: null };
  if (role !== "ADMIN") return null;
  const pick = providerPickFrom(searchParams);
  return pick.kind === "provider" ? { providerId: String(pick.id) } : null;
}
