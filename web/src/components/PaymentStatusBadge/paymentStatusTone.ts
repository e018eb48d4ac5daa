// Spec section 4: a payment is completed, pending or failed; its transfer to the provider
// is transferred or one of the same three. Each status has its own look, and so does a
// pending payment the gateway reported paid short (underpaid): staff must act on it.

export const PAYMENT_STATUSES = ["COMPLETED", "PENDING", "FAILED"] as const;
export const TRANSFER_STATUSES = ["TRANSFERRED", "COMPLETED", "PENDING", "FAILED"] as const;

export type PaymentStatusTone = (typeof TRANSFER_STATUSES)[number] | "UNDERPAID" | "unknown";

/**
 * The badge look for a status as the API sends it. Relay's enums may carry a value this
 * build does not know yet ("%future added value"), which gets a neutral look.
 */
export function paymentStatusTone(status: string, kind: "payment" | "transfer", underpaid = false): PaymentStatusTone {
  if (kind === "payment" && underpaid && status !== "COMPLETED") return "UNDERPAID";
  const known: readonly string[] = kind === "payment" ? PAYMENT_STATUSES : TRANSFER_STATUSES;
  return known.includes(status) ? (status as PaymentStatusTone) : "unknown";
}
