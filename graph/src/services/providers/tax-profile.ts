// A provider's tax profile: which sales taxes it is registered to collect, and its numbers,
// which receipts print. A GST/HST number makes it a registrant; none, a small supplier that
// charges no GST/HST (shared/tax/sales-tax.ts). Its own accounts and staff read and change it;
// every change is audited, whoever makes it, because it changes what customers are charged.
import type { Context } from "../../context.ts";
import { taxProfileFields, type TaxProfile } from "../../../../shared/tax/registration-numbers.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { parseInput } from "../errors.ts";
import { assertActsForProvider, ProviderNotFoundError, providerIdInput } from "./access.ts";

export interface ProviderTaxProfile extends TaxProfile {
  providerId: number;
  /** No GST/HST number: its customers are charged no GST/HST. */
  smallSupplier: boolean;
  /** When it was last saved; null while it was never set (the provider counts as a small supplier). */
  updatedAt: Date | null;
}

const profileSelection = {
  id: true,
  gstHstNumber: true,
  qstNumber: true,
  pstNumber: true,
  taxProfileUpdatedAt: true,
} as const;

type ProfileRow = { id: number; taxProfileUpdatedAt: Date | null } & TaxProfile;

/** The profile as every door answers it, from the provider's columns. */
export const profileOf = (row: ProfileRow): ProviderTaxProfile => ({
  providerId: row.id,
  smallSupplier: row.gstHstNumber === null,
  gstHstNumber: row.gstHstNumber,
  qstNumber: row.qstNumber,
  pstNumber: row.pstNumber,
  updatedAt: row.taxProfileUpdatedAt,
});

/** The provider's tax profile, for its own accounts and staff. */
export async function readTaxProfile(ctx: Context, providerId: unknown): Promise<ProviderTaxProfile> {
  const id = parseInput(providerIdInput, providerId);
  assertActsForProvider(ctx, id);
  const row = await ctx.db.provider.findUnique({ where: { id }, select: profileSelection });
  if (!row) throw new ProviderNotFoundError();
  return profileOf(row);
}

/**
 * Replaces the provider's tax profile with `input` (an empty number: not registered for that
 * tax). Saving what it already holds changes nothing and records nothing.
 */
export async function updateTaxProfile(ctx: Context, providerId: unknown, input: unknown): Promise<ProviderTaxProfile> {
  const id = parseInput(providerIdInput, providerId);
  assertActsForProvider(ctx, id);
  const profile = parseInput(taxProfileFields, input);
  return ctx.db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<ProfileRow[]>`
      SELECT "id", "gstHstNumber", "qstNumber", "pstNumber", "taxProfileUpdatedAt"
      FROM "Provider" WHERE "id" = ${id} FOR UPDATE`;
    if (!before) throw new ProviderNotFoundError();
    const unchanged =
      before.taxProfileUpdatedAt !== null &&
      before.gstHstNumber === profile.gstHstNumber &&
      before.qstNumber === profile.qstNumber &&
      before.pstNumber === profile.pstNumber;
    if (unchanged) return profileOf(before);
    const after = await tx.provider.update({
      where: { id },
      data: { ...profile, taxProfileUpdatedAt: ctx.clock.now() },
      select: profileSelection,
    });
    await recordAudit(tx, ctx, {
      action: "provider.taxProfile",
      target: { type: "Provider", id },
      before: { gstHstNumber: before.gstHstNumber, qstNumber: before.qstNumber, pstNumber: before.pstNumber },
      after: profile,
    });
    return profileOf(after);
  });
}
