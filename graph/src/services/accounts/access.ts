// Who may see an account, and who is staff. An account is readable by its owner and staff,
// never by other visitors. Staff (an ADMIN account, or the system acting for a job or a
// webhook) run the back office of every domain: reviews, refunds, earnings, the push test.
import type { Context } from "../../context.ts";
import type { User } from "../../generated/prisma/client.ts";
import { ForbiddenError, UnauthenticatedError } from "../errors.ts";

export function isStaff(ctx: Context): boolean {
  return ctx.actor === "system" || ctx.viewer?.role === "ADMIN";
}

/** Staff only: 401 for a visitor, 403 for any other account. Checked before any look-up. */
export function assertStaff(ctx: Context): void {
  if (isStaff(ctx)) return;
  if (!ctx.viewer) throw new UnauthenticatedError();
  throw new ForbiddenError();
}

export function canReadUser(ctx: Context, user: Pick<User, "id">): boolean {
  if (ctx.actor === "system") return true;
  return ctx.viewer?.userId === user.id || ctx.viewer?.role === "ADMIN";
}
