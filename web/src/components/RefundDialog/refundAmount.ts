// The refund form's amount: typed in dollars, sent in cents. Parsed by hand rather than
// through floating point, so "19.99" is 1999 cents and never 1998.
import type { MessageId } from "../../i18n/messages";

/** Longer than any amount the platform can charge ($100,000.00 and some separators). */
export const MAX_AMOUNT_LENGTH = 16;

/** "1,234.5", "$20" or "0.99" → cents; null when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,/g, "");
  if (cleaned.length === 0 || cleaned.length > MAX_AMOUNT_LENGTH) return null;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const dollars = Number(match[1] || "0");
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as the input shows them: "150.00" (a machine's number, for the field to edit). */
export function dollarsInputOf(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

export type RefundCheck = { ok: true; amount: number } | { ok: false; error: MessageId };

/**
 * A partial refund's amount, checked as the server will: more than zero and no more than
 * what is left to refund.
 */
export function checkPartialRefund(text: string, remaining: number): RefundCheck {
  if (text.trim() === "") return { ok: false, error: "refundDialog.amount.required" };
  const amount = parseDollars(text);
  if (amount === null) return { ok: false, error: "refundDialog.amount.invalid" };
  if (amount <= 0) return { ok: false, error: "refundDialog.amount.zero" };
  if (amount > remaining) return { ok: false, error: "refundDialog.amount.tooMuch" };
  return { ok: true, amount };
}
