// Payouts to providers (spec section 1: "the remainder goes to the provider through a
// connected-account payout"). A provider sets up a connected account at the gateway; until
// the gateway says it can receive transfers, the provider's share of each payment stays
// with the platform as a pending transfer. Once it can, held shares are transferred, each
// under an idempotency key of its payment, so a retry or a second worker never pays twice.
import { z } from "zod";
import type { Context } from "../../context.ts";
import { dashboardProviderId } from "../bookings/provider-dashboard.ts";
import { providerIdInput, ProviderNotFoundError } from "../providers/access.ts";
import { ForbiddenError, parseInput, ValidationError } from "../errors.ts";
import { assertActsForProvider } from "../providers/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { isEmailVerified, VERIFY_BEFORE_PAYOUTS_MESSAGE } from "../accounts/email-verification.ts";
import { PROVIDER_LEDGER_KINDS } from "../../../../shared/payments/ledger-split.ts";

export interface PayoutSummary {
  providerId: number;
  /** A connected account exists at the gateway (set-up began). */
  hasAccount: boolean;
  /** The gateway says the account can receive transfers. */
  payoutsEnabled: boolean;
  /** The provider's share of settled payments not yet transferred (cents, net of refunds). */
  heldAmount: number;
  /** Shares already transferred (cents, net of refunds at the time of reading). */
  transferredAmount: number;
}

/** The provider dashboard's payouts card: for the provider's own account and staff. */
export async function readPayoutSummary(ctx: Context, id?: string | number | null): Promise<PayoutSummary> {
  const providerId = parseInput(providerIdInput, dashboardProviderId(ctx, id));
  assertActsForProvider(ctx, providerId);
  const provider = await ctx.db.provider.findUnique({
    where: { id: providerId },
    select: { id: true, stripeAccountId: true, payoutsEnabled: true },
  });
  if (!provider) throw new ProviderNotFoundError();
  // One statement: each settled payment's share as the ledger has it now, by transfer state.
  const [totals] = await ctx.db.$queryRaw<{ held: bigint | null; transferred: bigint | null }[]>`
    SELECT
      SUM(l."amount") FILTER (WHERE p."transferStatus" <> 'TRANSFERRED') AS "held",
      SUM(l."amount") FILTER (WHERE p."transferStatus" = 'TRANSFERRED') AS "transferred"
    FROM "Payment" p JOIN "LedgerEntry" l ON l."paymentId" = p."id"
      -- PROVIDER_LEDGER_KINDS: its share and the service's taxes it collects.
      AND l."kind" IN ('PROVIDER_SHARE', 'SERVICE_TAX')
    WHERE p."providerId" = ${providerId} AND p."paymentStatus" = 'COMPLETED'`;
  return {
    providerId,
    hasAccount: provider.stripeAccountId !== null,
    payoutsEnabled: provider.payoutsEnabled,
    heldAmount: Number(totals?.held ?? 0),
    transferredAmount: Number(totals?.transferred ?? 0),
  };
}

/**
 * Begins (or continues) payout set-up: makes the provider's connected account once, and
 * answers where the provider finishes it (the gateway's hosted onboarding, or our
 * simulated one in test mode). Only the provider's own account, once its email address is
 * confirmed: staff cannot sign a business up for payouts on its behalf.
 */
export async function startPayoutSetup(
  ctx: Context,
  input: { providerId?: string | number | null; returnUrl: string; refreshUrl: string },
): Promise<{ url: string }> {
  const providerId = parseInput(providerIdInput, dashboardProviderId(ctx, input.providerId));
  assertActsForProvider(ctx, providerId);
  if (ctx.viewer?.providerId !== providerId) {
    throw new ForbiddenError("Only the provider's own account can set up its payouts.");
  }
  // Money leaves the platform to where this account says: its address must be proved first.
  if (!(await isEmailVerified(ctx.db, ctx.viewer.userId))) throw new ForbiddenError(VERIFY_BEFORE_PAYOUTS_MESSAGE);
  const provider = await ctx.db.provider.findUnique({
    where: { id: providerId },
    select: { id: true, name: true, email: true, status: true, stripeAccountId: true },
  });
  if (!provider) throw new ProviderNotFoundError();
  if (provider.status !== "ACTIVE") {
    throw new ValidationError("Payouts can be set up once the business is approved.");
  }
  let accountId = provider.stripeAccountId;
  if (accountId === null) {
    // The same key every time: two tabs starting set-up make one account.
    const account = await ctx.payments.createConnectedAccount({
      email: provider.email,
      businessName: provider.name,
      idempotencyKey: `provider-${provider.id}-connected-account`,
      metadata: { providerId: String(provider.id) },
    });
    await ctx.db.provider.updateMany({
      where: { id: provider.id, stripeAccountId: null },
      data: { stripeAccountId: account.id },
    });
    accountId = account.id;
  }
  return ctx.payments.onboardingLink({ accountId, returnUrl: input.returnUrl, refreshUrl: input.refreshUrl });
}

const NOT_YOUR_ACCOUNT = "This payout account is not yours.";

export const completeTestOnboardingInput = z.object({
  // Only ever compared with the provider's own: any other text is simply not theirs.
  accountId: z.string().max(255, NOT_YOUR_ACCOUNT),
});

/** Test mode's stand-in for the gateway's hosted onboarding: the provider says "done". */
export async function completeTestOnboarding(
  ctx: Context,
  input: z.input<typeof completeTestOnboardingInput>,
): Promise<void> {
  const { accountId } = parseInput(completeTestOnboardingInput, input);
  const controls = ctx.payments.testMode;
  if (!controls) throw new ValidationError("Simulated payout set-up is only available in test mode.");
  const viewer = ctx.viewer;
  const providerId = viewer?.providerId ?? null;
  if (providerId === null) throw new ForbiddenError("Only a provider account can set up payouts.");
  const provider = await ctx.db.provider.findUnique({ where: { id: providerId }, select: { stripeAccountId: true } });
  if (!provider?.stripeAccountId || provider.stripeAccountId !== accountId) throw new ForbiddenError(NOT_YOUR_ACCOUNT);
  await controls.completeOnboarding(accountId);
}

/**
 * Transfers every held share of a provider whose account can receive them. Runs after an
 * account.updated event and from the payouts job; safe to run twice at once, since each
 * transfer's idempotency key is its payment's and the status moves only from PENDING.
 * Returns how many payments were paid out.
 */
export async function releaseHeldTransfers(ctx: Context, providerId: number): Promise<number> {
  const provider = await ctx.db.provider.findUnique({
    where: { id: providerId },
    select: { payoutsEnabled: true, stripeAccountId: true },
  });
  if (!provider?.payoutsEnabled || !provider.stripeAccountId) return 0;
  const held = await ctx.db.payment.findMany({
    where: { providerId, paymentStatus: "COMPLETED", transferStatus: "PENDING" },
    select: {
      id: true,
      currency: true,
      stripeChargeId: true,
      ledgerEntries: { where: { kind: { in: [...PROVIDER_LEDGER_KINDS] } }, select: { amount: true } },
    },
    orderBy: { id: "asc" },
    take: 100,
  });
  let released = 0;
  for (const payment of held) {
    const share = payment.ledgerEntries.reduce((sum, entry) => sum + entry.amount, 0);
    if (share <= 0) {
      // Refunded in full before it was paid out: nothing is owed.
      await ctx.db.payment.updateMany({
        where: { id: payment.id, transferStatus: "PENDING" },
        data: { transferStatus: "COMPLETED" },
      });
      continue;
    }
    const transfer = await ctx.payments.transfer({
      amount: share,
      currency: "cad",
      destination: provider.stripeAccountId,
      transferGroup: `payment-${payment.id}`,
      // Paid out of the charge itself: Stripe then makes the transfer even while the
      // charge's funds are still pending, rather than refusing it for want of a balance.
      sourceTransaction: payment.stripeChargeId,
      idempotencyKey: `payment-${payment.id}-transfer`,
      metadata: { paymentId: String(payment.id), providerId: String(providerId) },
    });
    released += await ctx.db.$transaction(async (tx) => {
      const { count } = await tx.payment.updateMany({
        where: { id: payment.id, transferStatus: "PENDING" },
        data: { transferStatus: "TRANSFERRED", stripeTransferId: transfer.id },
      });
      // The run that moved it records it: a second run at once finds it moved and writes nothing.
      if (count > 0) {
        await recordAudit(tx, ctx, {
          action: "payout.transfer",
          target: { type: "Payment", id: payment.id },
          before: { transferStatus: "PENDING" },
          after: { transferStatus: "TRANSFERRED", providerShare: share, providerId, gatewayTransfer: transfer.id },
        });
      }
      return count;
    });
  }
  return released;
}

/** The payouts job: every provider with held shares and an account ready to receive them. */
export async function releaseAllHeldTransfers(ctx: Context): Promise<number> {
  const providers = await ctx.db.provider.findMany({
    where: { payoutsEnabled: true, payments: { some: { paymentStatus: "COMPLETED", transferStatus: "PENDING" } } },
    select: { id: true },
    take: 500,
  });
  let released = 0;
  for (const { id } of providers) released += await releaseHeldTransfers(ctx, id);
  return released;
}
