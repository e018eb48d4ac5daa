// Staff's export of a period's sales tax, one CSV row per tax line that moved: each settled
// payment's lines as charged and each refund's return of them (negative), with the document
// that shows it, so the returns to the Canada Revenue Agency and Revenu Québec can be filed
// from it. The fee's taxes are the platform's to remit; the service's, the provider's.
//
// The range is checked, and the export audited, before the first byte: a refusal is a plain
// error, never half a file. Rows are then written a batch at a time.
import { stringify } from "csv-stringify/sync";
import type { Context } from "../../context.ts";
import { assertStaff } from "../accounts/access.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { platformToday } from "../../../../shared/payments/earnings-range.ts";
import { ratePercentText } from "../../../../shared/tax/rates-in-force.ts";
import { earningsRange, type EarningsRange, type EarningsRangeInput } from "./earnings.ts";
import { paymentReference } from "../receipts/document-numbers.ts";
import { taxMovements, type MovedTaxLine, type TaxMovement } from "./tax-movements.ts";

export const TAX_LINE_COLUMNS = [
  "date",
  "document",
  "payment_id",
  "reference",
  "provider_id",
  "provider",
  "provider_gst_hst_number",
  "supply",
  "remitted_by",
  "tax",
  "province",
  "rate_percent",
  "base",
  "amount",
] as const;

export interface TaxLinesExport {
  range: EarningsRange;
  /** "tax-lines-2026-11-01-to-2026-11-30.csv". */
  filename: string;
  /** The file's text: the header, then each batch's rows. */
  chunks: AsyncGenerator<string>;
}

/** Staff only. The range is the earnings screen's (calendar days in Toronto, at most 366). */
export async function exportTaxLines(ctx: Context, input: EarningsRangeInput): Promise<TaxLinesExport> {
  assertStaff(ctx);
  const range = earningsRange(ctx, input);
  await recordAudit(ctx.db, ctx, {
    action: "taxLines.export",
    target: { type: "TaxLines", id: `${range.startDate}..${range.endDate}` },
    after: { startDate: range.startDate, endDate: range.endDate },
  });
  return {
    range,
    filename: `tax-lines-${range.startDate}-to-${range.endDate}.csv`,
    chunks: csvChunks(ctx, range),
  };
}

async function* csvChunks(ctx: Context, range: EarningsRange): AsyncGenerator<string> {
  yield csv([[...TAX_LINE_COLUMNS]]);
  for await (const movements of taxMovements(ctx.db, range)) {
    const rows = movements.flatMap((movement) => movement.lines.map((line) => rowOf(movement, line)));
    if (rows.length > 0) yield csv(rows);
  }
}

// Names typed by providers may start with "=", "+", "-" or "@": escaped, so a spreadsheet
// shows them rather than running them. Amounts are numbers, written with their two decimals.
const csv = (rows: (string | number)[][]) =>
  stringify(rows, { escape_formulas: true, cast: { number: (value) => (value / 100).toFixed(2) } });

function rowOf(movement: TaxMovement, line: MovedTaxLine): (string | number)[] {
  const provider = movement.provider;
  return [
    platformToday(movement.at),
    movement.document ?? "",
    String(movement.paymentId),
    paymentReference({ id: movement.paymentId, ...movement }),
    provider ? String(provider.id) : "",
    provider?.name ?? "",
    provider?.gstHstNumber ?? "",
    line.kind === "SERVICE" ? "service" : "platform fee",
    line.kind === "SERVICE" ? "provider" : "platform",
    line.tax,
    line.province,
    ratePercentText(line.ratePpm),
    line.base,
    line.amount,
  ];
}
