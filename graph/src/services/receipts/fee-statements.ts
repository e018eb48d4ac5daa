// A provider's monthly statement of the fees the marketplace charged it: each payment's fee
// (and each refund's return of one), then the GST/HST and QST on those fees, under the
// marketplace's registration numbers. The marketplace kept the fees from the payments it took
// for the provider, so nothing is owed; the statement is what a registered provider claims its
// input tax credits with. Its figures are the ledger's (payments/tax-movements.ts).
//
// For the provider's own accounts and staff. A month is a calendar month on the platform's
// clock; the current one is a statement to date.
import { z } from "zod";
import type { Context } from "../../context.ts";
import { parseInput, ValidationError } from "../errors.ts";
import { assertActsForProvider, ProviderNotFoundError, providerIdInput } from "../providers/access.ts";
import { earningsRange } from "../payments/earnings.ts";
import { taxMovements, type TaxMovement } from "../payments/tax-movements.ts";
import { monthOf, platformToday } from "../../../../shared/payments/earnings-range.ts";
import { paymentReference, taxLineLabel } from "./document-numbers.ts";
import { marketplaceParty } from "./marketplace-party.ts";
import { providerParty, providerPartySelection } from "./provider-party.ts";
import type { ReceiptDocument, ReceiptLine, ReceiptTaxLine } from "./receipt-document.ts";

const MONTH_WORDS = "The month must be written as 2026-11.";
const FUTURE_MONTH = "That month has not begun: choose this month or an earlier one.";

export const monthInput = z
  .string({ error: MONTH_WORDS })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_WORDS)
  .refine((month) => month >= "2000-01", MONTH_WORDS);

/** "FS-2026-11-000042": a provider's statement of a month, one per provider and month. */
export const feeStatementNumber = (providerId: number, month: string) =>
  `FS-${month}-${String(providerId).padStart(6, "0")}`;

/** How many months a provider is offered statements of, the current one first. */
export const OFFERED_STATEMENT_MONTHS = 12;

export interface FeeStatementLink {
  /** "2026-11". */
  month: string;
  /** The PDF, on this server; `?format=html` is the page. */
  path: string;
}

/** The months a provider's accounts are offered statements of: this one and the eleven before, newest first. */
export function feeStatementLinks(providerId: number, now: Date): FeeStatementLink[] {
  const [year, month] = platformToday(now).split("-").map(Number) as [number, number];
  return Array.from({ length: OFFERED_STATEMENT_MONTHS }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    const text = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    return { month: text, path: `/api/providers/${providerId}/fee-statements/${text}` };
  });
}

/** The statement of `month` ("2026-11") for the provider, as its accounts and staff read it. */
export async function readFeeStatement(ctx: Context, providerId: unknown, month: unknown): Promise<ReceiptDocument> {
  const id = parseInput(providerIdInput, providerId);
  assertActsForProvider(ctx, id);
  const monthText = parseInput(monthInput, month);
  const today = platformToday(ctx.clock.now());
  if (monthText > today.slice(0, 7)) {
    throw new ValidationError(FUTURE_MONTH, [{ path: ["month"], message: FUTURE_MONTH }]);
  }
  const provider = await ctx.db.provider.findUnique({ where: { id }, select: providerPartySelection });
  if (!provider) throw new ProviderNotFoundError();
  const days = monthOf(`${monthText}-01`);
  const range = earningsRange(ctx, days);

  const lines: ReceiptLine[] = [];
  const taxes = new Map<string, ReceiptTaxLine>();
  for await (const movements of taxMovements(ctx.db, range, { providerId: id })) {
    for (const movement of movements) addMovement(movement, lines, taxes);
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const taxLines = [...taxes.values()];
  return {
    kind: "feeStatement",
    number: feeStatementNumber(id, monthText),
    issuedOn: today < days.endDate ? today : days.endDate,
    suppliedOn: days.endDate,
    period: { from: days.startDate, to: days.endDate },
    supplier: marketplaceParty(),
    customer: providerParty(provider),
    marketplace: null,
    lines,
    subtotal,
    taxes: taxLines,
    total: subtotal + taxLines.reduce((sum, tax) => sum + tax.amount, 0),
    reference: `Provider ${id}`,
    creditsReceipt: null,
    note:
      lines.length === 0
        ? "No fees were charged this month."
        : "These fees and their taxes were kept from the payments the marketplace took for you: nothing is owed.",
  };
}

/** One payment's fee (or a refund's return of it) as a line, and its taxes into the totals by rate. */
function addMovement(movement: TaxMovement, lines: ReceiptLine[], taxes: Map<string, ReceiptTaxLine>): void {
  const feeLines = movement.lines.filter((line) => line.kind === "FEE");
  if (movement.platformFee === 0 && feeLines.every((line) => line.amount === 0)) return;
  const reference = paymentReference({ id: movement.paymentId, ...movement });
  const document = movement.document ? ` (${movement.document})` : "";
  const day = platformToday(movement.at);
  lines.push({
    description:
      movement.kind === "settlement"
        ? `Fee on ${reference}, paid ${day}${document}`
        : `Fee returned on ${reference}, refunded ${day}${document}`,
    amount: movement.platformFee,
  });
  for (const line of feeLines) {
    const label = taxLineLabel(line);
    const key = `${line.province} ${label}`;
    const total = taxes.get(key) ?? { label, base: 0, amount: 0 };
    taxes.set(key, { label, base: total.base + line.base, amount: total.amount + line.amount });
  }
}
