// What test mode checks a request for before it changes anything, as Stripe checks it, and
// the errors it refuses with, in Stripe's terms (PaymentGatewayError, as the Stripe gateway
// throws): amounts and their limits, currency, ids, idempotency keys, metadata and text
// lengths. Most of these guard against our own bugs, since the callers derive the values.
import type Stripe from "stripe";
import { formatCad } from "../../../../../shared/payments/money.ts";
import type { SubscriptionRequest } from "../gateway.ts";
import { PAYMENT_ALREADY_STARTED, PaymentGatewayError } from "../gateway-error.ts";

/** Stripe's smallest CAD charge ($0.50) and largest (8 digits of cents). */
const MIN_CHARGE_CENTS = 50;
const MAX_AMOUNT_CENTS = 99_999_999;
/** Stripe's limits on what a request may carry. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const MAX_METADATA_KEYS = 50;
const MAX_METADATA_KEY_LENGTH = 40;
const MAX_METADATA_VALUE_LENGTH = 500;
export const MAX_TEXT_LENGTH = 1000;
export const MAX_EMAIL_LENGTH = 512;
export const MAX_NAME_LENGTH = 256;
/** A client secret is an id, `_secret_` and 24 letters; anything much longer is not one. */
export const MAX_CLIENT_SECRET_LENGTH = 255;

export const PAYMENT_NOT_FOUND = "This payment could not be found.";
export const PAYMENT_ALREADY_MADE = "This payment has already been made.";

// ---------------------------------------------------------------------------------------
// Requests: checked as Stripe checks them, refused in Stripe's terms

export function invalidRequest(message: string, code: string | null = null): PaymentGatewayError {
  return new PaymentGatewayError("invalid_request", message, { code });
}

export function noSuch(what: string, id: string): PaymentGatewayError {
  return invalidRequest(`No such ${what}: '${id}'`, "resource_missing");
}

export function paymentNotFound(): PaymentGatewayError {
  return invalidRequest(PAYMENT_NOT_FOUND, "resource_missing");
}

export function idempotencyConflict(key: string): PaymentGatewayError {
  return new PaymentGatewayError("idempotency_conflict", PAYMENT_ALREADY_STARTED, {
    cause: new Error(
      "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
        `Try using a key other than '${key}' if you meant to execute a different request.`,
    ),
  });
}

export function checkAmount(amount: number, minimum: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`An amount is a whole number of cents, not ${amount}`);
  if (amount < minimum) throw invalidRequest(`Amount must be at least ${formatCad(minimum)} cad`, "amount_too_small");
  if (amount > MAX_AMOUNT_CENTS) {
    throw invalidRequest(`Amount must be no more than ${formatCad(MAX_AMOUNT_CENTS)} cad`, "amount_too_large");
  }
}

export function checkChargeAmount(amount: number): void {
  checkAmount(amount, MIN_CHARGE_CENTS);
}

// What follows guards against our own bugs (the callers derive these values), refused as
// the Stripe gateway refuses them before calling Stripe.

export function checkFee(fee: number, amount: number): void {
  if (!Number.isSafeInteger(fee) || fee < 0 || fee > amount) {
    throw new RangeError("An application fee is a whole number of cents, at most the amount");
  }
}

export function checkCurrency(currency: string): void {
  if (currency !== "cad") throw new RangeError("Payments are in Canadian dollars (cad) only");
}

export function checkRecurring(recurring: SubscriptionRequest["recurring"]): void {
  const ok =
    (recurring?.interval === "week" && (recurring.intervalCount === 1 || recurring.intervalCount === 2)) ||
    (recurring?.interval === "month" && recurring.intervalCount === 1);
  if (!ok) throw new RangeError("A subscription recurs weekly, every 2 weeks or monthly");
}

export function checkFeePercent(percent: number): void {
  if (!(Number.isFinite(percent) && percent >= 0 && percent <= 100)) {
    throw new RangeError("An application fee percent is between 0 and 100");
  }
}

export function checkIdempotencyKey(key: string): void {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new RangeError(`An idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
}

export function checkText(value: string, maxLength: number, parameter: string): void {
  if (typeof value !== "string" || value.length > maxLength) {
    throw new RangeError(`${parameter} must be text of at most ${maxLength} characters`);
  }
}

export function checkId(value: string, prefix: string, parameter: string): void {
  if (typeof value !== "string" || !new RegExp(`^${prefix}_[A-Za-z0-9_]{1,100}$`).test(value)) {
    throw new RangeError(`${parameter} looks like ${prefix}_ followed by letters and digits`);
  }
}

export function checkOptionalId(value: string | null, prefix: string, parameter: string): void {
  if (value !== null) checkId(value, prefix, parameter);
}

export function checkMetadata(metadata: Record<string, string>): void {
  const entries = Object.entries(metadata ?? {});
  const ok =
    entries.length <= MAX_METADATA_KEYS &&
    entries.every(
      ([key, value]) =>
        key.length > 0 &&
        key.length <= MAX_METADATA_KEY_LENGTH &&
        typeof value === "string" &&
        value.length <= MAX_METADATA_VALUE_LENGTH,
    );
  if (!ok) {
    throw new RangeError(
      `Metadata holds at most ${MAX_METADATA_KEYS} keys of 1 to ${MAX_METADATA_KEY_LENGTH} characters, ` +
        `with text values of up to ${MAX_METADATA_VALUE_LENGTH}`,
    );
  }
}

// ---------------------------------------------------------------------------------------
// Small helpers

export function sameMetadata(a: Stripe.Metadata | null | undefined, b: Record<string, string>): boolean {
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b).length && left.every(([key, value]) => b[key] === value);
}

export function destinationOf(
  transferData: { destination: string | Stripe.Account } | null | undefined,
): string | null {
  const destination = transferData?.destination;
  if (destination === undefined) return null;
  return typeof destination === "string" ? destination : destination.id;
}
