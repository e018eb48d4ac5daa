import type { Context } from "../context.ts";
import { purgeExpiredSessions } from "../services/accounts/sessions.ts";
import { purgeStaleSignInThrottles } from "../services/accounts/sign-in-throttle.ts";
import { purgeExpiredTrustedDevices } from "../services/accounts/trusted-devices.ts";

/**
 * Expired sessions, forgotten throttle keys and expired trusted devices already count for
 * nothing; this keeps their tables small.
 */
export async function purgeSignInRecords(
  ctx: Context,
): Promise<{ sessions: number; signInThrottles: number; trustedDevices: number }> {
  const [sessions, signInThrottles, trustedDevices] = await Promise.all([
    purgeExpiredSessions(ctx),
    purgeStaleSignInThrottles(ctx),
    purgeExpiredTrustedDevices(ctx),
  ]);
  return { sessions, signInThrottles, trustedDevices };
}
