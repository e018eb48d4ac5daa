// Refunds the platform owes (a cancelled paid booking's), kept as RefundRequest rows so none
// is lost: the row is written in the transaction of the change that owes it, under a unique
// key, so twenty racing cancellations owe one refund. The gateway is asked after that commits
// (sendGatewayRefund, the path staff refunds take); a refusal or an unreachable gateway leaves
// the row PENDING with a backoff, and the retry job (jobs/retry-refunds.ts) tries it again.
// After REFUND_MAX_ATTEMPTS it is FAILED and staff are told. The ledger moves when the
// gateway's charge.refunded lands (settle.ts), as for any refund.
//
// An attempt is claimed first, in one statement that counts it and leases the row (moving
// `nextAttemptAt` past the lease), so two workers never send the same request at once; the
// gateway's idempotency key is the request's own, so even a send repeated after a lease ran
// out refunds once.
import type { Context } from "../../context.ts";
import { Prisma, type RefundRequest } from "../../generated/prisma/client.ts";
import { notifyRefundFailed, notifyRefundIssued } from "../notifications/refund-notices.ts";
import { refundableAmountOf, sendGatewayRefund } from "./refunds.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";

type Tx = Prisma.TransactionClient;

/** Attempts before a refund is given up on (FAILED) and staff are told. */
export const REFUND_MAX_ATTEMPTS = 6;
/** The wait after the first failed attempt, doubled after each further one, up to the max. */
export const REFUND_RETRY_BASE_MS = 5 * 60 * 1000;
export const REFUND_RETRY_MAX_MS = 6 * 60 * 60 * 1000;
/** How long a claimed request is its claimer's: longer than any gateway call. */
export const REFUND_LEASE_MS = 2 * 60 * 1000;

const ERROR_LIMIT = 500;
const REASON_LIMIT = 200;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(REFUND_RETRY_MAX_MS, REFUND_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Records, in the caller's transaction, that `amount` of the payment is owed back. The key
 * names what owes it ("booking-12-cancellation"): a second request under it is the first.
 */
export async function recordRefundRequest(
  tx: Tx,
  now: Date,
  request: { key: string; paymentId: number; amount: number; reason: string },
): Promise<RefundRequest> {
  await tx.refundRequest.createMany({
    data: [
      {
        key: request.key,
        paymentId: request.paymentId,
        amount: request.amount,
        reason: request.reason.slice(0, REASON_LIMIT),
        nextAttemptAt: now,
        createdAt: now,
      },
    ],
    skipDuplicates: true,
  });
  return tx.refundRequest.findUniqueOrThrow({ where: { key: request.key } });
}

/** Claims one request if it is due: counts the attempt and leases it. Null when not due or taken. */
async function claim(ctx: Context, id: number): Promise<RefundRequest | null> {
  const now = ctx.clock.now();
  const rows = await ctx.db.$queryRaw<{ id: number }[]>(Prisma.sql`
    UPDATE "RefundRequest"
    SET "attempts" = "attempts" + 1,
        "nextAttemptAt" = ${utcTimestampSql(new Date(now.getTime() + REFUND_LEASE_MS))}
    WHERE "id" = ${id} AND "status" = 'PENDING' AND "nextAttemptAt" <= ${utcTimestampSql(now)}
    RETURNING "id"
  `);
  if (rows.length === 0) return null;
  return ctx.db.refundRequest.findUniqueOrThrow({ where: { id } });
}

/** Claims up to `limit` due requests, oldest due first, skipping rows another worker holds. */
async function claimDue(ctx: Context, limit: number): Promise<number[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db.$queryRaw<{ id: number }[]>(Prisma.sql`
    UPDATE "RefundRequest"
    SET "attempts" = "attempts" + 1,
        "nextAttemptAt" = ${utcTimestampSql(new Date(now.getTime() + REFUND_LEASE_MS))}
    WHERE "id" IN (
      SELECT "id" FROM "RefundRequest"
      WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${utcTimestampSql(now)}
      ORDER BY "nextAttemptAt", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"
  `);
  return rows.map((row) => row.id);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_LIMIT);
}

/** Sends a claimed request to the gateway and records what came of it. */
async function send(ctx: Context, request: RefundRequest): Promise<RefundRequest> {
  const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: request.paymentId } });
  let outcome: { id: string } | { error: string };
  try {
    const left = refundableAmountOf(payment);
    if (left < request.amount) {
      // Staff refunded part of it by hand meanwhile: what is owed is no longer there to refund.
      throw new Error(`Only ${left} cents of the payment are left to refund; ${request.amount} are owed.`);
    }
    outcome = await sendGatewayRefund(ctx, payment, {
      amount: request.amount,
      idempotencyKey: `refund-request-${request.id}`,
      metadata: { paymentId: String(payment.id), refundRequestId: String(request.id), reason: request.reason },
    });
  } catch (error) {
    outcome = { error: errorText(error) };
  }
  const now = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    if ("id" in outcome) {
      const done = await tx.refundRequest.update({
        where: { id: request.id },
        data: { status: "DONE", gatewayRefundId: outcome.id, finishedAt: now, lastError: null },
      });
      await notifyRefundIssued(tx, now, request.id);
      return done;
    }
    if (request.attempts >= REFUND_MAX_ATTEMPTS) {
      const failed = await tx.refundRequest.update({
        where: { id: request.id },
        data: { status: "FAILED", finishedAt: now, lastError: outcome.error },
      });
      await notifyRefundFailed(tx, now, request.id);
      return failed;
    }
    return tx.refundRequest.update({
      where: { id: request.id },
      data: {
        lastError: outcome.error,
        nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(request.attempts)),
      },
    });
  });
}

/**
 * Tries one request now if it is due (just after the change that owed it commits). Returns
 * the request as it stands after the attempt, or as it was when it is not due or is taken.
 */
export async function attemptRefundRequest(ctx: Context, id: number): Promise<RefundRequest> {
  const claimed = await claim(ctx, id);
  if (!claimed) return ctx.db.refundRequest.findUniqueOrThrow({ where: { id } });
  return send(ctx, claimed);
}

/**
 * attemptRefundRequest for a request a change has just recorded and committed (a cancellation,
 * a move, a no-show). A refusal leaves it due for the retry job, and the change stands: the
 * request is returned as it then stands, or as it was.
 */
export async function attemptRecordedRefund(
  ctx: Context,
  request: RefundRequest | null,
): Promise<RefundRequest | null> {
  if (!request || request.status !== "PENDING") return request;
  try {
    return await attemptRefundRequest(ctx, request.id);
  } catch {
    return request;
  }
}

export interface RefundRetryRun {
  done: number;
  retried: number;
  failed: number;
}

/** The retry job's run: every due request, a batch at a time. */
export async function retryDueRefunds(ctx: Context, options: { batchSize?: number; maxBatches?: number } = {}) {
  const batchSize = options.batchSize ?? 20;
  const maxBatches = options.maxBatches ?? 10;
  const run: RefundRetryRun = { done: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const ids = await claimDue(ctx, batchSize);
    for (const id of ids) {
      const claimed = await ctx.db.refundRequest.findUniqueOrThrow({ where: { id } });
      const after = await send(ctx, claimed);
      if (after.status === "DONE") run.done += 1;
      else if (after.status === "FAILED") run.failed += 1;
      else run.retried += 1;
    }
    if (ids.length < batchSize) break;
  }
  return run;
}
