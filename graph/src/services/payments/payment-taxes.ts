// The sales tax of a payment, from the engine (shared/tax/sales-tax.ts) and the records it
// needs: where the service is performed (the booking's address, else the provider's city),
// the provider's province (for the fee's tax), its registrations and the service category.
// Checkout quotes it and stores its lines with the payment; settlement and refunds read the
// stored lines back, so the ledger, the gateway and the receipt all use one set of figures.
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { PLATFORM_COMMISSION_BPS } from "../../../../shared/payments/commission.ts";
import type { TaxedPayment } from "../../../../shared/payments/ledger-split.ts";
import { platformToday } from "../../../../shared/payments/earnings-range.ts";
import { settleTaxed, type TaxedSettlement, type TaxLine } from "../../../../shared/tax/sales-tax.ts";
import type { ProvinceCode } from "../../../../shared/tax/tax-rates.ts";
import type { ServiceTypeSlug } from "../../../../shared/service-types.ts";

type Db = PrismaClient | Prisma.TransactionClient;

/** What is taxed: a booking or a recurring schedule, by its own fields. */
export interface TaxedService {
  serviceType: string;
  addressCityId: number | null;
  providerId: number;
}

export interface TaxQuote extends TaxedSettlement {
  /** Where the service is performed: the province its taxes are due in. */
  province: ProvinceCode;
  /** The provider charges no GST/HST (not registered): checkout says why there is no tax. */
  smallSupplier: boolean;
}

/** The taxes on `price` for `service`, payable on the platform's day of `now`. */
export async function quoteTaxes(db: Db, service: TaxedService, price: number, now: Date): Promise<TaxQuote> {
  const provider = await db.provider.findUniqueOrThrow({
    where: { id: service.providerId },
    select: { gstHstNumber: true, qstNumber: true, pstNumber: true, city: { select: { provinceCode: true } } },
  });
  const address =
    service.addressCityId === null
      ? null
      : await db.city.findUnique({ where: { id: service.addressCityId }, select: { provinceCode: true } });
  const providerProvince = provider.city.provinceCode as ProvinceCode;
  const province = (address?.provinceCode ?? providerProvince) as ProvinceCode;
  const settlement = settleTaxed({
    // An unknown category (data older than the category list) is taxed as no PST lists it.
    category: service.serviceType as ServiceTypeSlug,
    province,
    providerProvince,
    payableOn: platformToday(now),
    registrations: {
      gstHst: provider.gstHstNumber !== null,
      qst: provider.qstNumber !== null,
      pst: provider.pstNumber !== null,
    },
    price,
    commissionBps: PLATFORM_COMMISSION_BPS,
  });
  return { ...settlement, province, smallSupplier: provider.gstHstNumber === null };
}

const sumOf = (lines: readonly TaxLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** The payment's columns for a quote: what it charges and the parts the ledger splits. */
export const paymentAmountsOf = (quote: TaxedSettlement) => ({
  totalAmount: quote.total,
  platformFee: quote.platformFee,
  serviceTax: sumOf(quote.serviceTaxes),
  feeTax: sumOf(quote.feeTaxes),
});

/** Replaces an unpaid payment's tax lines with the quote's. */
export async function storeTaxLines(tx: Prisma.TransactionClient, paymentId: number, quote: TaxedSettlement) {
  await tx.paymentTaxLine.deleteMany({ where: { paymentId } });
  const rows = (kind: "SERVICE" | "FEE", lines: readonly TaxLine[]) =>
    lines.map((line, position) => ({
      paymentId,
      kind,
      position,
      tax: line.tax,
      province: line.province,
      ratePpm: line.ratePpm,
      base: line.base,
      amount: line.amount,
      source: line.source.slice(0, 400),
    }));
  await tx.paymentTaxLine.createMany({
    data: [...rows("SERVICE", quote.serviceTaxes), ...rows("FEE", quote.feeTaxes)],
  });
}

/** A payment's stored lines in receipt order. */
export function taxLinesOf(db: Db, paymentId: number) {
  return db.paymentTaxLine.findMany({ where: { paymentId }, orderBy: [{ kind: "asc" }, { position: "asc" }] });
}

/** The payment as the ledger splits it: its total, its fee and each tax line's amount. */
export async function taxedPaymentOf(
  db: Db,
  payment: { id: number; totalAmount: number; platformFee: number },
): Promise<TaxedPayment> {
  const lines = await taxLinesOf(db, payment.id);
  return {
    totalAmount: payment.totalAmount,
    platformFee: payment.platformFee,
    feeTaxLines: lines.filter((line) => line.kind === "FEE").map((line) => line.amount),
    serviceTaxLines: lines.filter((line) => line.kind === "SERVICE").map((line) => line.amount),
  };
}

/**
 * The next number of a series of documents, taken inside the transaction that issues it: a
 * second issuer waits on the counter's row until the first commits or rolls back, so numbers
 * are never skipped or repeated, across processes too.
 */
export async function nextDocumentNumber(tx: Prisma.TransactionClient, series: "receipt" | "creditNote") {
  const [row] = await tx.$queryRaw<{ lastNumber: number }[]>`
    INSERT INTO "DocumentCounter" ("series", "lastNumber") VALUES (${series}, 1)
    ON CONFLICT ("series") DO UPDATE SET "lastNumber" = "DocumentCounter"."lastNumber" + 1
    RETURNING "lastNumber"`;
  return row!.lastNumber;
}
