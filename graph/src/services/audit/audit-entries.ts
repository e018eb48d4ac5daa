// Staff's reading of the audit log: newest first, narrowed by what was done, who did it or
// which record it touched. Entries are never changed, so a page's rows stay as they were read.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { assertStaff, isStaff } from "../accounts/access.ts";
import { parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { AUDIT_ACTIONS } from "./audit-log.ts";

export const AUDIT_ENTRY_ORDER = [{ at: "desc" }, { id: "desc" }] as const;

const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const auditFilterInput = z.object({
  action: z.preprocess(
    blankAsAbsent,
    z.enum(AUDIT_ACTIONS, `action must be one of: ${AUDIT_ACTIONS.join(", ")}`).nullish(),
  ),
  actorId: z.preprocess(blankAsAbsent, databaseIdInput("There is no account with that id.").nullish()),
  targetType: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{1,32}$/, "targetType is a record's kind, such as Payment or Provider.")
      .nullish(),
  ),
  targetId: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "targetId is a record's id, such as 42.")
      .nullish(),
  ),
});

export function canReadAuditEntry(ctx: Context): boolean {
  return isStaff(ctx);
}

/** Staff only; `query` is a connection's or a REST page's take/cursor and selection. */
export async function listAuditEntries<Q extends Omit<Prisma.AuditEntryFindManyArgs, "where" | "orderBy">>(
  ctx: Context,
  filter: z.input<typeof auditFilterInput>,
  query: Q,
): Promise<Prisma.AuditEntryGetPayload<Q>[]> {
  assertStaff(ctx);
  const { action, actorId, targetType, targetId } = parseInput(auditFilterInput, filter);
  const where: Prisma.AuditEntryWhereInput = {
    ...(action ? { action } : {}),
    ...(actorId ? { actorUserId: actorId } : {}),
    ...(targetType ? { targetType } : {}),
    ...(targetId ? { targetId } : {}),
  };
  return ctx.db.auditEntry.findMany({ ...query, where, orderBy: [...AUDIT_ENTRY_ORDER] }) as Promise<
    Prisma.AuditEntryGetPayload<Q>[]
  >;
}
