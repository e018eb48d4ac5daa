// What a caller hears when the payment gateway said no or did not answer. Stripe's own
// words are kept where they are meant for the payer (a declined card, an amount under
// Stripe's minimum); anything about our keys, Stripe's servers or the network becomes one
// plain sentence, with the SDK's error kept as `cause` for the log.
import { AppError } from "../../services/errors.ts";

/**
 * - `card`: the card was refused (402), with the issuer's reason in Stripe's words.
 * - `invalid_request`: Stripe refused what was asked (400), e.g. an amount under its minimum.
 * - `idempotency_conflict`: the key was used before for a different request (409).
 * - `in_progress`: the same request is still running at Stripe (409), e.g. a double click.
 * - `unavailable`: Stripe could not be reached, failed, throttled us, or refused our keys (502).
 */
export type PaymentGatewayFailure = "card" | "invalid_request" | "idempotency_conflict" | "in_progress" | "unavailable";

export const PAYMENT_SERVICE_UNAVAILABLE = "The payment service is not responding. Please try again in a moment.";
export const PAYMENT_ALREADY_STARTED =
  "This payment was already started with different details. Please reload the page and try again.";
export const PAYMENT_IN_PROGRESS = "This payment is already being processed. Please wait a moment and try again.";

const STATUS: Record<PaymentGatewayFailure, number> = {
  card: 402,
  invalid_request: 400,
  idempotency_conflict: 409,
  in_progress: 409,
  unavailable: 502,
};

export class PaymentGatewayError extends AppError {
  override readonly status: number;
  readonly failure: PaymentGatewayFailure;
  /** Stripe's error code (`card_declined`, `insufficient_funds`, `amount_too_small`), when it gave one. */
  readonly code: string | null;
  /** The issuer's reason for a declined card (`generic_decline`, `insufficient_funds`), when given. */
  readonly declineCode: string | null;

  constructor(
    failure: PaymentGatewayFailure,
    message: string,
    details: { code?: string | null; declineCode?: string | null; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "PaymentGatewayError";
    this.failure = failure;
    this.status = STATUS[failure];
    this.code = details.code ?? null;
    this.declineCode = details.declineCode ?? null;
  }
}
