// Deliveries the worker gave up on, for staff: what failed, why and how often, and a way
// to try again once the cause is fixed (a transport back up, a new service account).
import { z } from "zod";
import type { Context } from "../../context.ts";
import { NotFoundError, parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { assertStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";

export function failedDeliveriesQuery(ctx: Context) {
  assertStaff(ctx);
  return {
    where: { status: "DEAD" as const },
    orderBy: [{ finishedAt: "desc" as const }, { id: "desc" as const }],
  };
}

const retryInput = z.object({ deliveryId: databaseIdInput("Unknown delivery") });

/** Puts a given-up delivery back in the queue with a fresh count of attempts. */
export async function retryFailedDelivery(ctx: Context, input: z.input<typeof retryInput>) {
  assertStaff(ctx);
  const { deliveryId } = parseInput(retryInput, input);
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.notificationDelivery.updateMany({
      where: { id: deliveryId, status: "DEAD" },
      data: { status: "PENDING", attempts: 0, nextAttemptAt: ctx.clock.now(), finishedAt: null },
    });
    if (count === 0) throw new NotFoundError("No failed delivery with that id: it may have been retried already.");
    await recordAudit(tx, ctx, {
      action: "notificationDelivery.retry",
      target: { type: "NotificationDelivery", id: deliveryId },
      before: { status: "DEAD" },
      after: { status: "PENDING" },
    });
    return tx.notificationDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
  });
}
