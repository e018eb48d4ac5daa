import type { Context } from "../context.ts";
import { summarize } from "../http/errors.ts";
import { processLog } from "../observability/logger.ts";
import { reconcilePendingPayments, type ReconcileRun } from "../services/payments/reconcile.ts";

/**
 * Pending payments whose events never came: asks the gateway and settles what it says was
 * paid (services/payments/reconcile.ts). A payment the gateway could not answer for is
 * logged and asked again after its wait.
 */
export async function reconcilePayments(ctx: Context): Promise<ReconcileRun> {
  return reconcilePendingPayments(ctx, {
    onError: (paymentId, error) =>
      processLog().error({ paymentId, err: summarize(error) }, "Could not reconcile a payment"),
  });
}
