// What a receipt or a credit note says, in the order it says it: the shape the services build
// from the books (receipts.ts) and the renderers print (HTML and PDF). Amounts are cents;
// dates are YYYY-MM-DD. Nothing here reads the database: a document is complete as built.

/** One party named on the document, with the tax numbers it prints. */
export interface ReceiptParty {
  name: string;
  /** Postal address, one line per entry (may be empty when unknown). */
  addressLines: string[];
  /** "GST/HST 123456782 RT 0001", "QST 1234567890 TQ 0001": each printed as label and number. */
  registrations: { label: string; number: string }[];
}

/** One amount before tax: the service, or what a credit note returns of it. */
export interface ReceiptLine {
  description: string;
  amount: number;
}

/** One tax, as charged: "GST 5%" on a base. */
export interface ReceiptTaxLine {
  /** The tax's name and rate as printed: "GST 5%", "QST 9.975%", "HST 13%". */
  label: string;
  base: number;
  amount: number;
}

export interface ReceiptDocument {
  /**
   * A receipt for a payment, a credit note for a refund of one, or a provider's monthly
   * statement of the fees (and their taxes) the marketplace charged it.
   */
  kind: "receipt" | "creditNote" | "feeStatement";
  /** Gap-free within its series: "R-000042", "CN-000003"; a statement's: "FS-2026-11-000042". */
  number: string;
  /** The day the document was issued (the payment's or refund's day, platform time). */
  issuedOn: string;
  /** The date of supply: the visit's day (a statement's: the period's last day). */
  suppliedOn: string;
  /** A statement's period, both days included: printed instead of the date of supply. */
  period?: { from: string; to: string };
  /** Who supplied the service: the provider, with its tax numbers. */
  supplier: ReceiptParty;
  /** Who paid. */
  customer: ReceiptParty;
  /**
   * The marketplace that took the payment for the supplier, with its own numbers; null on a
   * statement, where the marketplace is the supplier.
   */
  marketplace: ReceiptParty | null;
  lines: ReceiptLine[];
  /** Sum of `lines`. */
  subtotal: number;
  taxes: ReceiptTaxLine[];
  /** subtotal + taxes: what was paid (a receipt) or returned (a credit note). */
  total: number;
  /** "Booking 123" or "Recurring schedule 45": what the payment was for; "Provider 42" on a statement. */
  reference: string;
  /** A credit note's receipt: the number of the receipt it corrects. */
  creditsReceipt: string | null;
  /** Why no tax, or other words the document must carry; null when none. */
  note: string | null;
}
