import type { Context } from "../../context.ts";
import { TooManySignInAttemptsError } from "../errors.ts";

/** OWASP-style lockout: this many failures for one email within the window lock it. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;
const WINDOW_MS = SIGN_IN_WINDOW_MINUTES * 60 * 1000;

/**
 * Kept in the database, not in memory, so every app instance sees the same count.
 * Keyed by email only: an attacker rotating addresses still hits the same account's limit.
 */
export async function assertSignInAllowed(ctx: Context, email: string): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - WINDOW_MS);
  const failures = await ctx.db.failedSignIn.count({ where: { email, createdAt: { gt: since } } });
  if (failures >= MAX_FAILED_SIGN_INS) throw new TooManySignInAttemptsError(SIGN_IN_WINDOW_MINUTES);
}

export async function recordFailedSignIn(ctx: Context, email: string): Promise<void> {
  await ctx.db.failedSignIn.create({ data: { email, createdAt: ctx.clock.now() } });
}

export async function clearFailedSignIns(ctx: Context, email: string): Promise<void> {
  await ctx.db.failedSignIn.deleteMany({ where: { email } });
}

/** Failures older than the window no longer count; returns how many were deleted. */
export async function purgeStaleFailedSignIns(ctx: Context): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - WINDOW_MS);
  const { count } = await ctx.db.failedSignIn.deleteMany({ where: { createdAt: { lte: cutoff } } });
  return count;
}
