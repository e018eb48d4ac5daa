// Who may see a provider. Approved (ACTIVE) providers are the public catalogue; a pending
// or rejected one holds a business's unpublished contact details, so only the account
// that acts for it and staff may read it.
import type { Context } from "../../context.ts";
import type { Provider } from "../../generated/prisma/client.ts";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { isStaff } from "../accounts/access.ts";

const NO_SUCH_PROVIDER = "There is no provider with that id.";

/** A provider's numeric id as the API takes it (a number, or a numeric string). */
export const providerIdInput = databaseIdInput(NO_SUCH_PROVIDER);

export class ProviderNotFoundError extends NotFoundError {
  constructor() {
    super(NO_SUCH_PROVIDER);
    this.name = "ProviderNotFoundError";
  }
}

export function canReadProvider(ctx: Context, provider: Pick<Provider, "id" | "status">): boolean {
  if (provider.status === "ACTIVE" || ctx.actor === "system") return true;
  const viewer = ctx.viewer;
  if (!viewer) return false;
  return isStaff(ctx) || viewer.providerId === provider.id;
}

/** Whether the viewer is the account that acts for this provider, or staff. */
export function canActForProvider(ctx: Context, providerId: number): boolean {
  if (ctx.actor === "system") return true;
  return ctx.viewer !== null && (isStaff(ctx) || ctx.viewer.providerId === providerId);
}

/**
 * A provider's own workspace (its bookings, stats, availability): the account that acts for
 * it, and staff. 401 for a visitor and 403 for anyone else, before anything is read.
 */
export function assertActsForProvider(ctx: Context, providerId: number): void {
  if (canActForProvider(ctx, providerId)) return;
  if (!ctx.viewer) throw new UnauthenticatedError();
  throw new ForbiddenError("Only this provider's own account and staff can do that.");
}

/**
 * The provider with this id if the viewer may read it, else ProviderNotFoundError: unknown
 * and unreadable are the same 404, so the ids of unpublished businesses do not show.
 */
export async function readableProviderId(ctx: Context, providerId: unknown): Promise<number> {
  const id = parseInput(providerIdInput, providerId);
  const provider = await ctx.db.provider.findUnique({ where: { id }, select: { id: true, status: true } });
  if (!provider || !canReadProvider(ctx, provider)) throw new ProviderNotFoundError();
  return id;
}
