import type { z } from "zod";
import { changePasswordFields } from "../../../../shared/accounts/change-password.ts";
import type { Context } from "../../context.ts";
import { notifyPasswordChanged } from "../notifications/account-security-notices.ts";
import { parseInput, ValidationError } from "../errors.ts";
import { endOtherSessions, signedInForSessions } from "./account-sessions.ts";
import { hashNewPassword } from "./new-account.ts";
import { verifyPassword } from "./password.ts";
import { recordSuccessfulSignIn, reserveSignInAttempt, signInThrottleKeys } from "./sign-in-throttle.ts";

export const WRONG_CURRENT_PASSWORD = "That is not your current password.";

export type ChangePasswordInput = z.input<typeof changePasswordFields>;

/**
 * The signed-in account takes a new password. The current one is asked for, so a session
 * left open on a shared computer cannot lock its owner out; guessing it counts against the
 * sign-in throttle under the account's email and the caller's address, exactly as signing
 * in would, so a session is no way around the throttle. The new one follows sign-up's rules.
 * Every other session ends (whoever else was signed in is out), and the account hears of it
 * through a security notice that no preference turns off.
 */
export async function changePassword(
  ctx: Context,
  input: ChangePasswordInput,
  origin: { clientAddress: string | null },
): Promise<{ otherSessionsEnded: number }> {
  const viewer = signedInForSessions(ctx);
  const fields = parseInput(changePasswordFields, input);
  const account = await ctx.db.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: { id: true, email: true, passwordHash: true },
  });
  const keys = signInThrottleKeys({ email: account.email, clientAddress: origin.clientAddress, trustedDeviceId: null });
  await reserveSignInAttempt(ctx, keys);
  if (!(await verifyPassword(account.passwordHash, fields.currentPassword))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD, [{ path: ["currentPassword"], message: WRONG_CURRENT_PASSWORD }]);
  }
  await recordSuccessfulSignIn(ctx, keys);
  const passwordHash = await hashNewPassword(fields.newPassword, "newPassword");
  const now = ctx.clock.now();
  const otherSessionsEnded = await ctx.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: account.id }, data: { passwordHash } });
    const ended = await endOtherSessions(tx, viewer);
    await notifyPasswordChanged(tx, now, { userId: account.id, email: account.email }, "changed");
    return ended;
  });
  return { otherSessionsEnded };
}
