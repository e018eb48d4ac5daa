// Who may run onboarding: anyone may register a business; only staff review
// registrations and approve providers. A registration is readable by staff and by the
// account that submitted it.
import type { Context } from "../../context.ts";
import type { BusinessRegistration } from "../../generated/prisma/client.ts";
import { isStaff } from "../accounts/access.ts";

export function canReadRegistration(ctx: Context, registration: Pick<BusinessRegistration, "userId">): boolean {
  return isStaff(ctx) || (ctx.viewer !== null && ctx.viewer.userId === registration.userId);
}
