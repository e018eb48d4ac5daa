// Staff take a provider off the marketplace (a complaint, a lapsed licence) and put it back.
// Suspended, it is out of search, its profile and new bookings (every one of them admits
// ACTIVE providers only); its upcoming bookings stand, their customers told. Each move is one
// conditional update, with its notices and audit entry in the same transaction.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma, Provider } from "../../generated/prisma/client.ts";
import { storableText } from "../../../../shared/validation/text.ts";
import { assertRecentSecondFactor, assertStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { ConflictError, parseInput } from "../errors.ts";
import { notifyProviderReinstated, notifyProviderSuspended } from "../notifications/suspension-notices.ts";
import { ProviderNotFoundError, providerIdInput } from "./access.ts";

export const SUSPENSION_REASON_MESSAGE = "Please give the reason, in at least 5 characters.";

export const suspensionInput = z.object({
  providerId: providerIdInput,
  reason: storableText(2000).min(5, SUSPENSION_REASON_MESSAGE),
});

/** One of the two moves: from which status to which, and what it writes and says. */
interface StandingMove {
  from: "ACTIVE" | "SUSPENDED";
  to: "ACTIVE" | "SUSPENDED";
  action: "provider.suspend" | "provider.reinstate";
  refused: string;
  columns: (now: Date, reason: string) => Prisma.ProviderUpdateManyMutationInput;
  notify: (tx: Prisma.TransactionClient, now: Date, providerId: number, reason: string) => Promise<void>;
}

const SUSPEND: StandingMove = {
  from: "ACTIVE",
  to: "SUSPENDED",
  action: "provider.suspend",
  refused: "Only an approved provider can be suspended.",
  columns: (now, reason) => ({ status: "SUSPENDED", suspendedAt: now, suspensionReason: reason }),
  notify: notifyProviderSuspended,
};

const REINSTATE: StandingMove = {
  from: "SUSPENDED",
  to: "ACTIVE",
  action: "provider.reinstate",
  refused: "Only a suspended provider can be reinstated.",
  columns: () => ({ status: "ACTIVE", suspendedAt: null, suspensionReason: null }),
  notify: (tx, now, providerId) => notifyProviderReinstated(tx, now, providerId),
};

/** An approved provider leaves the marketplace, with staff's reason; already suspended, nothing changes. */
export const suspendProvider = (ctx: Context, input: z.input<typeof suspensionInput>) =>
  moveStanding(ctx, input, SUSPEND);

/** A suspended provider is back on the marketplace, with staff's reason; already back, nothing changes. */
export const reinstateProvider = (ctx: Context, input: z.input<typeof suspensionInput>) =>
  moveStanding(ctx, input, REINSTATE);

async function moveStanding(
  ctx: Context,
  input: z.input<typeof suspensionInput>,
  move: StandingMove,
): Promise<Provider> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { providerId: id, reason } = parseInput(suspensionInput, input);
  return ctx.db.$transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await tx.provider.findUnique({ where: { id }, select: { suspensionReason: true } });
    if (!before) throw new ProviderNotFoundError();
    const moved = await tx.provider.updateMany({ where: { id, status: move.from }, data: move.columns(now, reason) });
    const current = await tx.provider.findUniqueOrThrow({ where: { id } });
    if (moved.count === 0) {
      if (current.status === move.to) return current;
      throw new ConflictError(move.refused);
    }
    await move.notify(tx, now, id, reason);
    await recordAudit(tx, ctx, {
      action: move.action,
      target: { type: "Provider", id },
      before: { status: move.from, reason: before.suspensionReason },
      after: { status: move.to, reason },
    });
    return current;
  });
}
