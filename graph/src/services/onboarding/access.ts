// Who may run onboarding: anyone may register a business; only staff review
// registrations and approve providers. A registration is readable by staff and by the
// account that submitted it.
import type { Context } from "../../context.ts";
import type { BusinessRegistration } from "../../generated/prisma/client.ts";
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

export function canReadRegistration(ctx: Context, registration: Pick<BusinessRegistration, "userId">): boolean {
  return isStaff(ctx) || (ctx.viewer !== null && ctx.viewer.userId === registration.userId);
}
