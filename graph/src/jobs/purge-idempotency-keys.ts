import type { Context } from "../context.ts";
import { purgeExpiredIdempotencyKeys } from "../services/idempotency/idempotency.ts";

/** Expired idempotency keys already count for nothing (a claim takes them over); this keeps the table small. */
export async function purgeIdempotencyKeys(ctx: Context): Promise<{ idempotencyKeys: number }> {
  return { idempotencyKeys: await purgeExpiredIdempotencyKeys(ctx) };
}
