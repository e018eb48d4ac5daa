// The words and figures a receipt or credit note prints, shared by the HTML and PDF renderers
// so the two copies of one document cannot say different things. Renderers decide layout only.
import { format, isValid, parseISO } from "date-fns";
import { formatCad } from "../../../../shared/payments/money.ts";
import type { ReceiptDocument, ReceiptParty } from "./receipt-document.ts";

export const RECEIPT_WORDS = {
  receipt: "Receipt",
  creditNote: "Credit note",
  feeStatement: "Fee statement",
  issuedOn: "Issue date",
  suppliedOn: "Date of supply",
  period: "Period",
  reference: "Reference",
  correctsReceipt: "Corrects receipt",
  supplier: "Supplier",
  customer: "Customer",
  marketplace: "Payment taken by",
  amountsCaption: "Amounts",
  description: "Description",
  amount: "Amount",
  subtotal: "Subtotal",
  totalPaid: "Total paid",
  totalRefunded: "Total refunded",
  totalCharged: "Total charged",
} as const;

const TOTAL_WORDS: Record<ReceiptDocument["kind"], string> = {
  receipt: RECEIPT_WORDS.totalPaid,
  creditNote: RECEIPT_WORDS.totalRefunded,
  feeStatement: RECEIPT_WORDS.totalCharged,
};

/** "Receipt R-000042": the heading, the HTML title and the PDF's Title. */
export function documentTitle(doc: ReceiptDocument): string {
  return `${RECEIPT_WORDS[doc.kind]} ${doc.number}`;
}

function assertDay(day: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isValid(parseISO(day))) {
    throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  }
}

/** "2026-12-01" as "December 1, 2026". */
export function formatDay(day: string): string {
  assertDay(day);
  // parseISO reads a bare date as local midnight and format prints local time, so the day
  // printed is the day given whatever the process's time zone.
  return format(parseISO(day), "MMMM d, yyyy");
}

/** The UTC midnight starting `day`: an instant that depends on the document alone. */
export function startOfDayUtc(day: string): Date {
  assertDay(day);
  return new Date(`${day}T00:00:00Z`);
}

export interface LabelledValue {
  label: string;
  value: string;
}

/** The facts under the title, in print order. */
export function documentFacts(doc: ReceiptDocument): LabelledValue[] {
  const facts: LabelledValue[] = [
    { label: RECEIPT_WORDS.issuedOn, value: formatDay(doc.issuedOn) },
    doc.period
      ? { label: RECEIPT_WORDS.period, value: `${formatDay(doc.period.from)} to ${formatDay(doc.period.to)}` }
      : { label: RECEIPT_WORDS.suppliedOn, value: formatDay(doc.suppliedOn) },
    { label: RECEIPT_WORDS.reference, value: doc.reference },
  ];
  if (doc.creditsReceipt !== null) facts.push({ label: RECEIPT_WORDS.correctsReceipt, value: doc.creditsReceipt });
  return facts;
}

export interface PartyBlock {
  /** Stable key, for ids and anchors. */
  key: "supplier" | "customer" | "marketplace";
  heading: string;
  name: string;
  addressLines: string[];
  /** "GST/HST 123456782 RT 0001". */
  registrations: string[];
}

function blockOf(key: PartyBlock["key"], party: ReceiptParty): PartyBlock {
  return {
    key,
    heading: RECEIPT_WORDS[key],
    name: party.name,
    addressLines: party.addressLines.filter((line) => line.trim() !== ""),
    registrations: party.registrations.map(({ label, number }) => `${label} ${number}`),
  };
}

/** Who supplied, who paid, and who took the payment for the supplier (if another), in print order. */
export function partyBlocks(doc: ReceiptDocument): PartyBlock[] {
  const blocks = [blockOf("supplier", doc.supplier), blockOf("customer", doc.customer)];
  return doc.marketplace ? [...blocks, blockOf("marketplace", doc.marketplace)] : blocks;
}

export interface AmountRow {
  kind: "line" | "subtotal" | "tax" | "total";
  label: string;
  /** Formatted: "$1,234.50". */
  amount: string;
}

/**
 * The amount table's rows, in print order: each line, the subtotal, each tax ("GST 5% on
 * $100.00") and the total. Throws when the figures do not add up, because a tax document
 * whose arithmetic is wrong must not be issued by either renderer.
 */
export function amountRows(doc: ReceiptDocument): AmountRow[] {
  const linesSum = doc.lines.reduce((sum, line) => sum + line.amount, 0);
  const taxSum = doc.taxes.reduce((sum, tax) => sum + tax.amount, 0);
  if (linesSum !== doc.subtotal) throw new RangeError(`${doc.number}: subtotal is not the sum of its lines`);
  if (doc.subtotal + taxSum !== doc.total) throw new RangeError(`${doc.number}: total is not subtotal plus taxes`);
  return [
    ...doc.lines.map((line): AmountRow => ({ kind: "line", label: line.description, amount: formatCad(line.amount) })),
    { kind: "subtotal", label: RECEIPT_WORDS.subtotal, amount: formatCad(doc.subtotal) },
    ...doc.taxes.map((tax): AmountRow => ({
      kind: "tax",
      label: `${tax.label} on ${formatCad(tax.base)}`,
      amount: formatCad(tax.amount),
    })),
    { kind: "total", label: TOTAL_WORDS[doc.kind], amount: formatCad(doc.total) },
  ];
}
