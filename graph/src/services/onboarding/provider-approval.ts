import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma, Provider } from "../../generated/prisma/client.ts";
import { storableText } from "../../../../shared/validation/text.ts";
import { ConflictError, NotFoundError, parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { assertRecentSecondFactor, assertStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { notifyProviderDecided } from "../notifications/registration-notices.ts";

// Spec section 8's toast description for a blank approver name.
export const APPROVER_NAME_MESSAGE = "Please enter your name as the approver.";
export const PROVIDER_REJECTION_REASON_MESSAGE = "Please enter a reason for rejecting this provider";

export class PendingProviderNotFoundError extends NotFoundError {
  constructor() {
    super("There is no provider with that id.");
    this.name = "PendingProviderNotFoundError";
  }
}

const providerId = databaseIdInput("There is no provider with that id.");

export const approveProviderInput = z.object({
  providerId,
  approvedBy: storableText(100).min(1, APPROVER_NAME_MESSAGE),
});
export const rejectProviderInput = z.object({
  providerId,
  reason: storableText(2000).min(1, PROVIDER_REJECTION_REASON_MESSAGE),
});

/**
 * Staff approve a pending provider (spec sections 4 and 5): it becomes ACTIVE, so it is
 * bookable and in search at once. The typed approver name, the staff account and the
 * time are recorded. Only a PENDING provider can be decided (one conditional update).
 */
export async function approveProvider(ctx: Context, input: z.input<typeof approveProviderInput>): Promise<Provider> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { providerId: id, approvedBy } = parseInput(approveProviderInput, input);
  return decide(ctx, id, { status: "ACTIVE", approvedBy, approvedAt: ctx.clock.now() });
}

/** Staff reject a pending provider with a reason: it stays unpublished. */
export async function rejectProvider(ctx: Context, input: z.input<typeof rejectProviderInput>): Promise<Provider> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { providerId: id, reason } = parseInput(rejectProviderInput, input);
  return decide(ctx, id, { status: "REJECTED", rejectionReason: reason, rejectedAt: ctx.clock.now() });
}

async function decide(
  ctx: Context,
  id: number,
  data: { status: "ACTIVE" | "REJECTED" } & Partial<Provider>,
): Promise<Provider> {
  return ctx.db.$transaction(async (tx) => {
    const decided = await tx.provider.updateMany({
      where: { id, status: "PENDING" },
      data: { ...data, decidedById: ctx.viewer?.userId ?? null },
    });
    if (decided.count === 0) {
      const current = await tx.provider.findUnique({ where: { id }, select: { status: true } });
      if (!current) throw new PendingProviderNotFoundError();
      throw new ConflictError(
        `This provider has already been ${current.status === "ACTIVE" ? "approved" : "rejected"}.`,
      );
    }
    await notifyProviderDecided(tx, ctx.clock.now(), id);
    await recordAudit(tx, ctx, {
      action: data.status === "ACTIVE" ? "provider.approve" : "provider.reject",
      target: { type: "Provider", id },
      before: { status: "PENDING" },
      after:
        data.status === "ACTIVE"
          ? { status: data.status, approvedBy: data.approvedBy ?? null }
          : { status: data.status, reason: data.rejectionReason ?? null },
    });
    return tx.provider.findUniqueOrThrow({ where: { id } });
  });
}

/** Providers waiting for approval, oldest first (first come, first served); staff only. */
export function listPendingProviders<Q extends Omit<Prisma.ProviderFindManyArgs, "where" | "orderBy">>(
  ctx: Context,
  query: Q,
): Promise<Prisma.ProviderGetPayload<Q>[]> {
  assertStaff(ctx);
  return ctx.db.provider.findMany({
    ...query,
    where: { status: "PENDING" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  }) as Promise<Prisma.ProviderGetPayload<Q>[]>;
}
