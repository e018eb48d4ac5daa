// Who may see an account, and who is staff. An account is readable by its owner and staff,
// never by other visitors. Staff (an ADMIN account, or the system acting for a job or a
// webhook) run the back office of every domain: reviews, refunds, earnings, the push test.
// An ADMIN account is staff only in a session that proved its second factor: a password
// alone, guessed or reused from elsewhere, must not open the back office.
import type { Context } from "../../context.ts";
import type { User } from "../../generated/prisma/client.ts";
import { STEP_UP_MAX_AGE_MS } from "../../../../shared/accounts/two-factor.ts";
import { ForbiddenError, SecondFactorRequiredError, StepUpRequiredError, UnauthenticatedError } from "../errors.ts";

export function isStaff(ctx: Context): boolean {
  if (ctx.actor === "system") return true;
  return ctx.viewer?.role === "ADMIN" && ctx.viewer.secondFactorAt !== null;
}

/**
 * Staff only: 401 for a visitor, SecondFactorRequiredError for an ADMIN session that has not
 * proved its second factor, 403 for any other account. Checked before any look-up.
 */
export function assertStaff(ctx: Context): void {
  if (isStaff(ctx)) return;
  throw staffRefusal(ctx);
}

/** Why a caller is not staff, in the words the door should give. */
export function staffRefusal(ctx: Context): Error {
  if (!ctx.viewer) return new UnauthenticatedError();
  if (ctx.viewer.role === "ADMIN") return new SecondFactorRequiredError();
  return new ForbiddenError();
}

/**
 * Staff actions that move money or let someone in (refunds, approvals, partner tokens) also
 * need a recent proof: a session left open on a desk cannot refund for a whole day. Call it
 * after assertStaff. The system acting for a job needs none.
 */
export function assertRecentSecondFactor(ctx: Context): void {
  if (ctx.actor === "system") return;
  const provedAt = ctx.viewer?.secondFactorAt;
  if (provedAt && ctx.clock.now().getTime() - provedAt.getTime() <= STEP_UP_MAX_AGE_MS) return;
  throw new StepUpRequiredError();
}

export function canReadUser(ctx: Context, user: Pick<User, "id">): boolean {
  if (ctx.actor === "system") return true;
  return ctx.viewer?.userId === user.id || isStaff(ctx);
}
