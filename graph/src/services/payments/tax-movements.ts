// What moved of a period's sales tax and fees, payment by payment: each payment settled in the
// period with its stored tax lines as charged, then each refund issued in it (its credit note)
// with what it returned of each, split in proportion exactly as the ledger wrote it
// (shared/payments/ledger-split.ts). Staff's CSV of tax lines and a provider's fee statement
// both read it, so the two cannot disagree with the books or with each other.
//
// Read in batches by id, so a busy month is streamed, not held in memory at once.
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { refundLedgerSplit } from "../../../../shared/payments/ledger-split.ts";
import { creditNoteNumberText, receiptNumberText } from "../receipts/document-numbers.ts";

/** The instants bounding a period: from `startsAt`, up to but not including `endsBefore`. */
export interface MovementPeriod {
  startsAt: Date;
  endsBefore: Date;
}

export interface MovedTaxLine {
  /** On the service (the provider's to remit) or on the platform's fee (the platform's). */
  kind: "SERVICE" | "FEE";
  tax: string;
  province: string;
  ratePpm: number;
  /** Cents the rate applied to: negative for what a refund returned. */
  base: number;
  /** Cents of tax: negative for what a refund returned. */
  amount: number;
}

export interface TaxMovement {
  kind: "settlement" | "refund";
  /** When the money moved: the payment's settlement or the refund's gateway event. */
  at: Date;
  /** The receipt's or credit note's number as printed; null for a receipt not yet numbered. */
  document: string | null;
  paymentId: number;
  bookingId: number | null;
  recurringScheduleId: number | null;
  provider: { id: number; name: string; gstHstNumber: string | null } | null;
  /** Cents of the platform's fee charged, or returned (negative). */
  platformFee: number;
  lines: MovedTaxLine[];
}

const BATCH = 500;

const movementPaymentSelection = {
  id: true,
  totalAmount: true,
  platformFee: true,
  receiptNumber: true,
  settledAt: true,
  bookingId: true,
  recurringScheduleId: true,
  provider: { select: { id: true, name: true, gstHstNumber: true } },
  taxLines: {
    orderBy: [{ kind: "asc" }, { position: "asc" }],
    select: { kind: true, tax: true, province: true, ratePpm: true, base: true, amount: true },
  },
} satisfies Prisma.PaymentSelect;

type MovementPayment = Prisma.PaymentGetPayload<{ select: typeof movementPaymentSelection }>;

/** Every movement of the period, in batches: settlements by payment id, then refunds by credit note. */
export async function* taxMovements(
  db: PrismaClient,
  period: MovementPeriod,
  filter: { providerId?: number } = {},
): AsyncGenerator<TaxMovement[]> {
  const inPeriod = { gte: period.startsAt, lt: period.endsBefore };
  for (let after = 0; ;) {
    const payments = await db.payment.findMany({
      where: { id: { gt: after }, settledAt: inPeriod, providerId: filter.providerId },
      orderBy: { id: "asc" },
      take: BATCH,
      select: movementPaymentSelection,
    });
    if (payments.length === 0) break;
    yield payments.map(settlementOf);
    after = payments.at(-1)!.id;
    if (payments.length < BATCH) break;
  }
  for (let after = 0; ;) {
    const notes = await db.creditNote.findMany({
      where: { number: { gt: after }, issuedAt: inPeriod, payment: { providerId: filter.providerId } },
      orderBy: { number: "asc" },
      take: BATCH,
      select: {
        number: true,
        issuedAt: true,
        refundedBefore: true,
        refundedAfter: true,
        payment: { select: movementPaymentSelection },
      },
    });
    if (notes.length === 0) break;
    yield notes.map(refundOf);
    after = notes.at(-1)!.number;
    if (notes.length < BATCH) break;
  }
}

function commonOf(payment: MovementPayment) {
  return {
    paymentId: payment.id,
    bookingId: payment.bookingId,
    recurringScheduleId: payment.recurringScheduleId,
    provider: payment.provider,
  };
}

function settlementOf(payment: MovementPayment): TaxMovement {
  return {
    kind: "settlement",
    at: payment.settledAt!,
    document: payment.receiptNumber === null ? null : receiptNumberText(payment.receiptNumber),
    ...commonOf(payment),
    platformFee: payment.platformFee,
    lines: payment.taxLines.map((line) => ({ ...line })),
  };
}

function refundOf(note: {
  number: number;
  issuedAt: Date;
  refundedBefore: number;
  refundedAfter: number;
  payment: MovementPayment;
}): TaxMovement {
  const { payment } = note;
  const feeLines = payment.taxLines.filter((line) => line.kind === "FEE");
  const serviceLines = payment.taxLines.filter((line) => line.kind === "SERVICE");
  const returned = refundLedgerSplit({
    totalAmount: payment.totalAmount,
    platformFee: payment.platformFee,
    feeTaxLines: feeLines.map((line) => line.amount),
    serviceTaxLines: serviceLines.map((line) => line.amount),
    refundedBefore: note.refundedBefore,
    refundedAfter: note.refundedAfter,
  });
  // The service's taxes are on the price, so the price returned is their base; the fee's
  // taxes are on the fee returned.
  const priceReturned = -(note.refundedAfter - note.refundedBefore) - returned.serviceTax;
  const seen = { FEE: 0, SERVICE: 0 };
  return {
    kind: "refund",
    at: note.issuedAt,
    document: creditNoteNumberText(note.number),
    ...commonOf(payment),
    platformFee: returned.platformFee,
    // In the payment's own order; each line's return is its own kind's part, by position.
    lines: payment.taxLines.map((line) => {
      const index = seen[line.kind]++;
      return line.kind === "FEE"
        ? { ...line, base: returned.platformFee, amount: returned.feeTaxLines[index] ?? 0 }
        : { ...line, base: priceReturned, amount: returned.serviceTaxLines[index] ?? 0 };
    }),
  };
}
