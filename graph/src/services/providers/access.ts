// Who may see a provider. Approved (ACTIVE) providers are the public catalogue; a pending
// or rejected one holds a business's unpublished contact details, so only the account
// that acts for it and staff may read it.
import type { Context } from "../../context.ts";
import type { Provider } from "../../generated/prisma/client.ts";
import { ForbiddenError, UnauthenticatedError } from "../errors.ts";
import { isStaff } from "../accounts/access.ts";

export function canReadProvider(ctx: Context, provider: Pick<Provider, "id" | "status">): boolean {
  if (provider.status === "ACTIVE" || ctx.actor === "system") return true;
  const viewer = ctx.viewer;
  if (!viewer) return false;
  return isStaff(ctx) || viewer.providerId === provider.id;
}

/**
 * A provider's own workspace (its bookings, stats, availability): the account that acts for
 * it, and staff. 401 for a visitor and 403 for anyone else, before anything is read.
 */
export function assertActsForProvider(ctx: Context, providerId: number): void {
  if (ctx.actor === "system") return;
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();
  if (isStaff(ctx) || viewer.providerId === providerId) return;
  throw new ForbiddenError("Only this provider's own account and staff can do that.");
}
