// Staff take a provider off the marketplace (a complaint, a lapsed licence) and put it back.
// Suspended, it is out of search, its profile and new bookings (every one of them admits
// ACTIVE providers only); its upcoming bookings stand, their customers told. Each move is one
// conditional update, with its notices and audit entry in the same transaction.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Provider } from "../../generated/prisma/client.ts";
import { storableText } from "../../../../shared/validation/text.ts";
import { assertRecentSecondFactor, assertStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { ConflictError, parseInput } from "../errors.ts";
import { notifyProviderReinstated, notifyProviderSuspended } from "../notifications/suspension-notices.ts";
import { ProviderNotFoundError, providerIdInput } from "./access.ts";

export const SUSPENSION_REASON_MESSAGE = "Please give the reason, in at least 5 characters.";

const suspensionInput = z.object({
  providerId: providerIdInput,
  reason: storableText(2000).min(5, SUSPENSION_REASON_MESSAGE),
});

/** An approved provider leaves the marketplace, with staff's reason; already suspended, nothing changes. */
export async function suspendProvider(ctx: Context, input: z.input<typeof suspensionInput>): Promise<Provider> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { providerId: id, reason } = parseInput(suspensionInput, input);
  return ctx.db.$transaction(async (tx) => {
    const now = ctx.clock.now();
    const moved = await tx.provider.updateMany({
      where: { id, status: "ACTIVE" },
      data: { status: "SUSPENDED", suspendedAt: now, suspensionReason: reason },
    });
    const current = await tx.provider.findUnique({ where: { id } });
    if (!current) throw new ProviderNotFoundError();
    if (moved.count === 0) {
      if (current.status === "SUSPENDED") return current;
      throw new ConflictError("Only an approved provider can be suspended.");
    }
    await notifyProviderSuspended(tx, now, id, reason);
    await recordAudit(tx, ctx, {
      action: "provider.suspend",
      target: { type: "Provider", id },
      before: { status: "ACTIVE" },
      after: { status: "SUSPENDED", reason },
    });
    return current;
  });
}

/** A suspended provider is back on the marketplace, with staff's reason; already back, nothing changes. */
export async function reinstateProvider(ctx: Context, input: z.input<typeof suspensionInput>): Promise<Provider> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { providerId: id, reason } = parseInput(suspensionInput, input);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.provider.findUnique({ where: { id }, select: { suspensionReason: true } });
    const moved = await tx.provider.updateMany({
      where: { id, status: "SUSPENDED" },
      data: { status: "ACTIVE", suspendedAt: null, suspensionReason: null },
    });
    const current = await tx.provider.findUnique({ where: { id } });
    if (!current || !before) throw new ProviderNotFoundError();
    if (moved.count === 0) {
      if (current.status === "ACTIVE") return current;
      throw new ConflictError("Only a suspended provider can be reinstated.");
    }
    await notifyProviderReinstated(tx, ctx.clock.now(), id);
    await recordAudit(tx, ctx, {
      action: "provider.reinstate",
      target: { type: "Provider", id },
      before: { status: "SUSPENDED", reason: before.suspensionReason },
      after: { status: "ACTIVE", reason },
    });
    return current;
  });
}
