// The audit log: who did what to which record, for every staff action and every movement of
// money. An entry is written by the service that makes the change, inside the same
// transaction, so a change without its entry (or an entry for a change rolled back) cannot
// be committed. The table refuses updates and deletes (migration audit_log).
import type { Context } from "../../context.ts";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { AUDIT_ACTIONS, type AuditAction } from "../../../../shared/audit/audit-actions.ts";

export { AUDIT_ACTIONS, type AuditAction };

/** A few plain fields of a record, before or after: never a secret, a token or a card. */
export type AuditFields = Record<string, string | number | boolean | null>;

export interface AuditChange {
  action: AuditAction;
  target: { type: string; id: number | string };
  before?: AuditFields;
  after?: AuditFields;
}

type Writer = Pick<PrismaClient, "auditEntry"> | Prisma.TransactionClient;

/**
 * Records a change made under `ctx`: a signed-in account's (its number and role), else the
 * system's (a job, the outbox, a verified webhook). Call it with the transaction that makes
 * the change.
 */
export async function recordAudit(db: Writer, ctx: Context, change: AuditChange): Promise<void> {
  const viewer = ctx.actor === "request" ? ctx.viewer : null;
  await db.auditEntry.create({
    data: {
      at: ctx.clock.now(),
      actorKind: viewer ? "USER" : "SYSTEM",
      actorUserId: viewer?.userId ?? null,
      actorRole: viewer?.role ?? null,
      action: change.action,
      targetType: change.target.type,
      targetId: String(change.target.id),
      summary: { before: change.before ?? null, after: change.after ?? null },
      requestId: ctx.requestId ?? null,
    },
  });
}

/**
 * Records a change only when staff make it: the doors that let staff act on a customer's or
 * a provider's records serve their owners too, whose own changes are not staff actions.
 */
export async function recordStaffAction(db: Writer, ctx: Context, change: AuditChange): Promise<void> {
  if (ctx.actor === "request" && ctx.viewer?.role === "ADMIN") await recordAudit(db, ctx, change);
}
