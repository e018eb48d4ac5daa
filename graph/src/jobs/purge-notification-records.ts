import type { Context } from "../context.ts";
import { pruneStalePushTokens } from "../services/notifications/push-tokens.ts";
import { purgeExpiredRateLimits } from "../services/rate-limit.ts";

/** Device tokens unused for PUSH_TOKEN_STALE_DAYS (shared/privacy/retention.ts), and rate-limit windows that have ended. */
export async function purgeNotificationRecords(ctx: Context): Promise<{ pushTokens: number; rateLimits: number }> {
  const [pushTokens, rateLimits] = await Promise.all([pruneStalePushTokens(ctx), purgeExpiredRateLimits(ctx)]);
  return { pushTokens, rateLimits };
}
