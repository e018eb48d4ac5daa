// Receipts and credit notes, built from the books: the payment's stored tax lines, the parties'
// names, addresses and registration numbers, and the numbers settlement issued (settle.ts). A
// receipt is for the customer who paid, the provider paid and staff; a guest reads theirs with
// the booking's signed link. Anyone else is told there is no such receipt, whether or not the
// payment exists.
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { NotFoundError, parseInput, UnauthenticatedError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { canReadPayment } from "../payments/access.ts";
import { nextDocumentNumber, taxedPaymentOf } from "../payments/payment-taxes.ts";
import { refundLedgerSplit } from "../../../../shared/payments/ledger-split.ts";
import { platformToday } from "../../../../shared/payments/earnings-range.ts";
import type { ReceiptDocument, ReceiptParty, ReceiptTaxLine } from "./receipt-document.ts";
import { marketplaceParty } from "./marketplace-party.ts";
import { providerParty, providerPartySelection } from "./provider-party.ts";
import { creditNoteNumberText, paymentReference, receiptNumberText, taxLineLabel } from "./document-numbers.ts";

const NO_RECEIPT = "There is no receipt for that payment.";
const NO_CREDIT_NOTE = "There is no credit note with that number for this payment.";

export class ReceiptNotFoundError extends NotFoundError {
  constructor(message = NO_RECEIPT) {
    super(message);
    this.name = "ReceiptNotFoundError";
  }
}

export const paymentIdInput = databaseIdInput(NO_RECEIPT);
export const creditNoteNumberInput = databaseIdInput(NO_CREDIT_NOTE);

const documentSelection = {
  id: true,
  providerId: true,
  customerId: true,
  bookingId: true,
  recurringScheduleId: true,
  paymentStatus: true,
  totalAmount: true,
  platformFee: true,
  serviceTax: true,
  receiptNumber: true,
  settledAt: true,
  createdAt: true,
  taxLines: { where: { kind: "SERVICE" }, orderBy: { position: "asc" } },
  provider: { select: providerPartySelection },
  booking: {
    select: {
      id: true,
      serviceType: true,
      customerName: true,
      preferredDate: true,
      address: true,
      addressUnit: true,
      postalCode: true,
      addressCity: { select: { name: true, provinceCode: true } },
    },
  },
  recurringSchedule: {
    select: {
      id: true,
      serviceType: true,
      customerName: true,
      address: true,
      addressUnit: true,
      addressCity: { select: { name: true, provinceCode: true } },
    },
  },
  customer: { select: { name: true } },
} satisfies Prisma.PaymentSelect;

type DocumentPayment = Prisma.PaymentGetPayload<{ select: typeof documentSelection }>;

/** The payment a signed-in reader may see a document of, or the same 404 for every other case. */
async function readablePayment(ctx: Context, paymentId: unknown): Promise<DocumentPayment> {
  const id = parseInput(paymentIdInput, paymentId);
  if (!ctx.viewer && ctx.actor !== "system") throw new UnauthenticatedError("Please sign in to see this receipt.");
  const payment = await ctx.db.payment.findUnique({ where: { id }, select: documentSelection });
  if (!payment || !canReadPayment(ctx, payment) || payment.paymentStatus !== "COMPLETED") {
    throw new ReceiptNotFoundError();
  }
  return payment;
}

/** A guest's booking's payment, for the holder of its verified link. */
async function guestPayment(ctx: Context, grant: { bookingId: number; guest: true }): Promise<DocumentPayment> {
  const payment = await ctx.db.payment.findUnique({ where: { bookingId: grant.bookingId }, select: documentSelection });
  if (!payment || payment.customerId !== null || payment.paymentStatus !== "COMPLETED") {
    throw new ReceiptNotFoundError();
  }
  return payment;
}

/** The receipt of a completed payment, for the customer who paid, its provider and staff. */
export async function readReceipt(ctx: Context, paymentId: unknown): Promise<ReceiptDocument> {
  return receiptOf(ctx, await readablePayment(ctx, paymentId));
}

/** The receipt of a guest's booking, for the holder of its signed link. */
export async function readGuestReceipt(ctx: Context, grant: { bookingId: number; guest: true }) {
  return receiptOf(ctx, await guestPayment(ctx, grant));
}

/**
 * A completed payment's receipt, read by the system (the outbox attaching it to the payment's
 * email), or null when the payment has no receipt.
 */
export async function settledReceipt(ctx: Context, paymentId: number): Promise<ReceiptDocument | null> {
  const payment = await ctx.db.payment.findUnique({ where: { id: paymentId }, select: documentSelection });
  if (!payment || payment.paymentStatus !== "COMPLETED") return null;
  return receiptOf(ctx, payment);
}

/** One credit note of a payment, by its number, for those who may read the payment. */
export async function readCreditNote(ctx: Context, paymentId: unknown, number: unknown): Promise<ReceiptDocument> {
  const payment = await readablePayment(ctx, paymentId);
  return creditNoteOf(ctx, payment, parseInput(creditNoteNumberInput, number));
}

/** A guest's credit note, for the holder of the booking's signed link. */
export async function readGuestCreditNote(ctx: Context, grant: { bookingId: number; guest: true }, number: unknown) {
  return creditNoteOf(ctx, await guestPayment(ctx, grant), parseInput(creditNoteNumberInput, number));
}

/** Every credit note of a payment, oldest first (the booking cards list them). */
export function creditNotesOf(ctx: Context, paymentId: number) {
  return ctx.db.creditNote.findMany({
    where: { paymentId },
    orderBy: { number: "asc" },
    select: { number: true, refundedBefore: true, refundedAfter: true, issuedAt: true },
  });
}

/**
 * The payment's receipt number. One paid before receipts were numbered (or recorded without
 * the gateway) gets the next number the first time its receipt is asked for.
 */
async function receiptNumberOf(ctx: Context, payment: DocumentPayment): Promise<number> {
  if (payment.receiptNumber !== null) return payment.receiptNumber;
  return ctx.db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ receiptNumber: number | null }[]>`
      SELECT "receiptNumber" FROM "Payment" WHERE "id" = ${payment.id} FOR UPDATE`;
    if (row?.receiptNumber != null) return row.receiptNumber;
    const number = await nextDocumentNumber(tx, "receipt");
    await tx.payment.update({ where: { id: payment.id }, data: { receiptNumber: number } });
    return number;
  });
}

async function receiptOf(ctx: Context, payment: DocumentPayment): Promise<ReceiptDocument> {
  const number = await receiptNumberOf(ctx, payment);
  const price = payment.totalAmount - payment.serviceTax;
  const taxes = payment.taxLines.map((line) => taxLineOf(line, line.base, line.amount));
  return {
    kind: "receipt",
    number: receiptNumberText(number),
    issuedOn: platformToday(payment.settledAt ?? payment.createdAt),
    ...commonParts(payment),
    lines: [{ description: await serviceDescription(ctx, payment), amount: price }],
    subtotal: price,
    taxes,
    total: payment.totalAmount,
    creditsReceipt: null,
    note: noTaxNote(payment),
  };
}

async function creditNoteOf(ctx: Context, payment: DocumentPayment, number: number): Promise<ReceiptDocument> {
  const note = await ctx.db.creditNote.findUnique({ where: { number } });
  if (!note || note.paymentId !== payment.id) throw new ReceiptNotFoundError(NO_CREDIT_NOTE);
  const returned = refundLedgerSplit({
    ...(await taxedPaymentOf(ctx.db, payment)),
    refundedBefore: note.refundedBefore,
    refundedAfter: note.refundedAfter,
  });
  const refund = note.refundedAfter - note.refundedBefore;
  const priceReturned = refund + returned.serviceTax;
  // Every tax's base is the price, so what each returns is on the price returned.
  const taxes = payment.taxLines.map((line, index) =>
    taxLineOf(line, priceReturned, -(returned.serviceTaxLines[index] ?? 0)),
  );
  return {
    kind: "creditNote",
    number: creditNoteNumberText(note.number),
    issuedOn: platformToday(note.issuedAt),
    ...commonParts(payment),
    lines: [{ description: `Refund: ${await serviceDescription(ctx, payment)}`, amount: priceReturned }],
    subtotal: priceReturned,
    taxes,
    total: refund,
    creditsReceipt: receiptNumberText(await receiptNumberOf(ctx, payment)),
    note: null,
  };
}

/** The parts a receipt and its credit notes share: the parties, the date of supply, the reference. */
function commonParts(payment: DocumentPayment) {
  const booking = payment.booking;
  const record = booking ?? payment.recurringSchedule;
  const supplier = providerParty(payment.provider);
  const customer: ReceiptParty = {
    name: record?.customerName ?? payment.customer?.name ?? "",
    addressLines: record ? serviceAddressLines(record, booking?.postalCode ?? null) : [],
    registrations: [],
  };
  return {
    suppliedOn: booking
      ? booking.preferredDate.toISOString().slice(0, 10)
      : platformToday(payment.settledAt ?? payment.createdAt),
    supplier,
    customer,
    marketplace: marketplaceParty(),
    reference: paymentReference(payment),
  };
}

function serviceAddressLines(
  record: { address: string | null; addressUnit: string; addressCity: { name: string; provinceCode: string } | null },
  postalCode: string | null,
): string[] {
  const street = [record.addressUnit, record.address].filter(Boolean).join(" - ");
  const place = record.addressCity
    ? [`${record.addressCity.name}, ${record.addressCity.provinceCode}`, postalCode].filter(Boolean).join(" ")
    : "";
  return [street, place].filter(Boolean);
}

/** "GST 5%", "QST 9.975%": the rate as few digits as it needs. */
function taxLineOf(line: { tax: string; ratePpm: number }, base: number, amount: number): ReceiptTaxLine {
  return { label: taxLineLabel(line), base, amount };
}

async function serviceDescription(ctx: Context, payment: DocumentPayment): Promise<string> {
  const slug = payment.booking?.serviceType ?? payment.recurringSchedule?.serviceType;
  if (!slug) return "Service";
  const category = await ctx.db.category.findUnique({ where: { slug }, select: { name: true } });
  return category?.name ?? slug;
}

/** Why a receipt shows no tax, when it shows none. */
function noTaxNote(payment: DocumentPayment): string | null {
  if (payment.taxLines.length > 0) return null;
  if (!payment.provider?.gstHstNumber) {
    return "No GST/HST was charged: the provider is a small supplier, not registered for the GST/HST.";
  }
  return "No sales tax was charged on this payment.";
}

/** A document a payment has, and where its reader downloads it. */
export interface PaymentDocumentLink {
  kind: "RECEIPT" | "CREDIT_NOTE";
  /** "R-000042"; null for a receipt whose number is issued when it is first opened. */
  number: string | null;
  /** The PDF's path; `?format=html` is the page. */
  path: string;
  issuedAt: Date | null;
}

/** The selection documentLinks needs, for a query that lists payments. */
export const documentLinkSelection = {
  paymentStatus: true,
  receiptNumber: true,
  settledAt: true,
  creditNotes: { orderBy: { number: "asc" }, select: { number: true, issuedAt: true } },
} as const satisfies Prisma.PaymentSelect;

/** A completed payment's receipt and credit notes, under `base` (the payment's or the guest link's path). */
export function documentLinks(
  payment: Prisma.PaymentGetPayload<{ select: typeof documentLinkSelection }>,
  base: string,
): PaymentDocumentLink[] {
  if (payment.paymentStatus !== "COMPLETED") return [];
  return [
    {
      kind: "RECEIPT",
      number: payment.receiptNumber === null ? null : receiptNumberText(payment.receiptNumber),
      path: `${base}/receipt`,
      issuedAt: payment.settledAt,
    },
    ...payment.creditNotes.map((note) => ({
      kind: "CREDIT_NOTE" as const,
      number: creditNoteNumberText(note.number),
      path: `${base}/credit-notes/${note.number}`,
      issuedAt: note.issuedAt,
    })),
  ];
}
