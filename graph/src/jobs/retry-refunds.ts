import type { Context } from "../context.ts";
import { type RefundRetryRun, retryDueRefunds } from "../services/payments/refund-requests.ts";

/**
 * Refunds owed (a cancelled paid booking's) that the gateway refused or could not be asked
 * for: each due one is tried again, with backoff between attempts, and given up on after
 * the limit, when staff are told (services/payments/refund-requests.ts).
 */
export async function retryRefunds(ctx: Context): Promise<RefundRetryRun> {
  return retryDueRefunds(ctx);
}
