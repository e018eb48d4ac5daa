import type { Context } from "../context.ts";
import { purgeExpiredSessions } from "../services/accounts/sessions.ts";
import { purgeStaleFailedSignIns } from "../services/accounts/sign-in-throttle.ts";

/** Expired sessions and stale sign-in failures already count for nothing; this keeps the tables small. */
export async function purgeSignInRecords(ctx: Context): Promise<{ sessions: number; failedSignIns: number }> {
  const [sessions, failedSignIns] = await Promise.all([purgeExpiredSessions(ctx), purgeStaleFailedSignIns(ctx)]);
  return { sessions, failedSignIns };
}
