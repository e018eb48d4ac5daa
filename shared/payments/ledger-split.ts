// How a payment's money is written to the ledger once sales tax is part of it: the platform's
// fee, the tax on that fee (charged to the provider, remitted by the platform), the service's
// taxes (collected for the provider, who remits them) and the provider's share, the rest. A
// settlement writes the parts as charged; a refund writes each part's return in proportion
// (commission.ts `refundParts`), so the books sum to the cent after any run of refunds.
import { refundParts } from "./commission.ts";

export interface LedgerSplit {
  platformFee: number;
  feeTax: number;
  serviceTax: number;
  /** What the provider keeps of the price: the total less every other part. */
  providerShare: number;
}

/** A payment as the ledger sees it: its total and the amounts of each tax line within it. */
export interface TaxedPayment {
  totalAmount: number;
  platformFee: number;
  /** Each line of tax on the fee, in receipt order. */
  feeTaxLines: readonly number[];
  /** Each line of tax on the service, in receipt order. */
  serviceTaxLines: readonly number[];
}

/** The ledger kinds that are the provider's: paid out to it, held until it can receive them. */
export const PROVIDER_LEDGER_KINDS = ["PROVIDER_SHARE", "SERVICE_TAX"] as const;

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** The settlement's entries: the parts as charged, the provider's share the rest. */
export function settlementSplit(payment: TaxedPayment): LedgerSplit {
  const feeTax = sum(payment.feeTaxLines);
  const serviceTax = sum(payment.serviceTaxLines);
  return {
    platformFee: payment.platformFee,
    feeTax,
    serviceTax,
    providerShare: payment.totalAmount - payment.platformFee - feeTax - serviceTax,
  };
}

export interface RefundLedgerSplit extends LedgerSplit {
  /** Each fee tax line's return (non-positive), in the payment's order. */
  feeTaxLines: number[];
  /** Each service tax line's return (non-positive): what a credit note prints per tax. */
  serviceTaxLines: number[];
}

/**
 * A refund's entries (non-positive), from the refunded totals before and after it. With no tax
 * lines it is exactly the untaxed split (commission.ts `refundSplit`).
 */
export function refundLedgerSplit(
  payment: TaxedPayment & { refundedBefore: number; refundedAfter: number },
): RefundLedgerSplit {
  const fees = payment.feeTaxLines.length;
  const { parts, remainder } = refundParts({
    totalAmount: payment.totalAmount,
    parts: [payment.platformFee, ...payment.feeTaxLines, ...payment.serviceTaxLines],
    refundedBefore: payment.refundedBefore,
    refundedAfter: payment.refundedAfter,
  });
  const feeTaxLines = parts.slice(1, 1 + fees);
  const serviceTaxLines = parts.slice(1 + fees);
  return {
    platformFee: parts[0]!,
    feeTax: sum(feeTaxLines),
    serviceTax: sum(serviceTaxLines),
    providerShare: remainder,
    feeTaxLines,
    serviceTaxLines,
  };
}
