// Who may see a provider. Approved (ACTIVE) providers are the public catalogue; a pending
// or rejected one holds a business's unpublished contact details, so only the account
// that acts for it and staff may read it.
import type { Context } from "../../context.ts";
import type { Provider } from "../../generated/prisma/client.ts";

export function canReadProvider(ctx: Context, provider: Pick<Provider, "id" | "status">): boolean {
  if (provider.status === "ACTIVE" || ctx.actor === "system") return true;
  const viewer = ctx.viewer;
  if (!viewer) return false;
  return viewer.role === "ADMIN" || viewer.providerId === provider.id;
}
