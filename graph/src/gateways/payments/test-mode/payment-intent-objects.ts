// Payment intents, their charges and their refunds as Stripe's API (version
// Stripe.API_VERSION) writes them: the one place these shapes are built. The test-mode gateway
// stores them, changes them with the functions below when a card is paid or refused or a
// payment refunded, and sends the payment_intent.* and charge.refunded events built here;
// tests of the webhook build their events here too, so what settlement is tested with is what
// test mode sends, and both are what the SDK's types say Stripe sends.
import type Stripe from "stripe";
import { type EventOptions, list, stripeEvent, stripeSeconds, testModeId } from "./stripe-format.ts";

export interface PaymentIntentInput {
  id: string;
  clientSecret: string | null;
  amount: number;
  currency?: string;
  created: Date | number;
  status?: Stripe.PaymentIntent.Status;
  metadata?: Stripe.Metadata;
  applicationFeeAmount?: number | null;
  destination?: string | null;
  description?: string | null;
  receiptEmail?: string | null;
  customer?: string | null;
  latestCharge?: string | null;
  paymentMethod?: string | null;
  lastPaymentError?: CardError | null;
}

/** A card's refusal as Stripe reports it on the intent (`last_payment_error`). */
export interface CardError {
  code: Stripe.PaymentIntent.LastPaymentError.Code;
  declineCode: string | null;
  message: string;
}

export function paymentIntentObject(input: PaymentIntentInput): Stripe.PaymentIntent {
  const status = input.status ?? "requires_payment_method";
  const destination = input.destination ?? null;
  return {
    id: input.id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: status === "succeeded" ? input.amount : 0,
    application: null,
    application_fee_amount: input.applicationFeeAmount ?? null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: input.clientSecret,
    confirmation_method: "automatic",
    created: stripeSeconds(input.created),
    currency: input.currency ?? "cad",
    customer: input.customer ?? null,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: input.lastPaymentError ? lastPaymentError(input.lastPaymentError) : null,
    latest_charge: input.latestCharge ?? null,
    livemode: false,
    managed_payments: null,
    metadata: { ...input.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod ?? null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail ?? null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status,
    transfer_data: destination ? { destination } : null,
    transfer_group: null,
  };
}

export function lastPaymentError(error: CardError): Stripe.PaymentIntent.LastPaymentError {
  return {
    type: "card_error",
    code: error.code,
    ...(error.declineCode ? { decline_code: error.declineCode } : {}),
    message: error.message,
    doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll("_", "-")}`,
  };
}

export interface RefundInput {
  id: string;
  amount: number;
  currency?: string;
  chargeId: string;
  paymentIntentId: string;
  created: Date | number;
  metadata?: Stripe.Metadata;
}

export function refundObject(input: RefundInput): Stripe.Refund {
  return {
    id: input.id,
    object: "refund",
    amount: input.amount,
    balance_transaction: null,
    charge: input.chargeId,
    created: stripeSeconds(input.created),
    currency: input.currency ?? "cad",
    customer: null,
    customer_account: null,
    metadata: { ...input.metadata },
    payment_intent: input.paymentIntentId,
    payment_method: null,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}

export interface ChargeInput {
  id: string;
  paymentIntentId: string;
  amount: number;
  currency?: string;
  created: Date | number;
  /** Newest first, as Stripe lists them; the charge's amount_refunded is their sum. */
  refunds?: Stripe.Refund[];
  metadata?: Stripe.Metadata;
  applicationFeeAmount?: number | null;
  destination?: string | null;
  description?: string | null;
  receiptEmail?: string | null;
  customer?: string | null;
  paymentMethod?: string | null;
}

export function chargeObject(input: ChargeInput): Stripe.Charge {
  const refunds = input.refunds ?? [];
  const amountRefunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const destination = input.destination ?? null;
  return {
    id: input.id,
    object: "charge",
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: input.applicationFeeAmount ?? null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: null,
    captured: true,
    created: stripeSeconds(input.created),
    currency: input.currency ?? "cad",
    customer: input.customer ?? null,
    description: input.description ?? null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: { ...input.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: input.paymentIntentId,
    payment_method: input.paymentMethod ?? null,
    payment_method_details: null,
    receipt_email: input.receiptEmail ?? null,
    receipt_number: null,
    receipt_url: null,
    refunded: amountRefunded >= input.amount,
    refunds: list(refunds, `/v1/charges/${input.id}/refunds`),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: destination ? { amount: null, destination } : null,
    transfer_group: null,
  };
}

// ---------------------------------------------------------------------------------------
// Changes: what paying, failing and refunding do to a stored intent or charge

/** Paid by a card: the charge made and the card's payment method are recorded on the intent. */
export function succeededPaymentIntent(
  intent: Stripe.PaymentIntent,
  paid: { chargeId: string; paymentMethodId: string },
): Stripe.PaymentIntent {
  return {
    ...intent,
    status: "succeeded",
    amount_received: intent.amount,
    latest_charge: paid.chargeId,
    payment_method: paid.paymentMethodId,
    last_payment_error: null,
  };
}

/** A refused card: the intent waits for another payment method and says why. */
export function failedPaymentIntent(
  intent: Stripe.PaymentIntent,
  error: CardError,
  paymentMethodId: string | null,
): Stripe.PaymentIntent {
  return {
    ...intent,
    status: "requires_payment_method",
    last_payment_error: lastPaymentError(error),
    payment_method: paymentMethodId,
  };
}

/** The charge after `refund`: Stripe lists refunds newest first and keeps the running total. */
export function refundedCharge(charge: Stripe.Charge, refund: Stripe.Refund): Stripe.Charge {
  const amountRefunded = charge.amount_refunded + refund.amount;
  const refunds = charge.refunds ?? list([], `/v1/charges/${charge.id}/refunds`);
  return {
    ...charge,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= charge.amount,
    refunds: { ...refunds, data: [refund, ...refunds.data] },
  };
}

// ---------------------------------------------------------------------------------------
// Events

export interface PaymentIntentEventInput extends EventOptions {
  paymentIntentId?: string;
  amount: number;
  currency?: string;
  metadata?: Stripe.Metadata;
  applicationFeeAmount?: number | null;
  destination?: string | null;
}

/** A paid intent: `latest_charge` is its charge, `amount_received` its amount. */
export function paymentIntentSucceededEvent(
  input: PaymentIntentEventInput & { chargeId?: string },
): Stripe.PaymentIntentSucceededEvent {
  const id = input.paymentIntentId ?? testModeId("pi");
  const intent = paymentIntentObject({
    ...input,
    id,
    clientSecret: null,
    status: "succeeded",
    latestCharge: input.chargeId ?? testModeId("ch"),
    paymentMethod: testModeId("pm"),
  });
  return stripeEvent("payment_intent.succeeded", intent, input);
}

/** A refused card: the intent waits for another one, `last_payment_error` says why. */
export function paymentFailedEvent(
  input: PaymentIntentEventInput & { message?: string; code?: CardError["code"]; declineCode?: string | null },
): Stripe.PaymentIntentPaymentFailedEvent {
  const intent = paymentIntentObject({
    ...input,
    id: input.paymentIntentId ?? testModeId("pi"),
    clientSecret: null,
    status: "requires_payment_method",
    lastPaymentError: {
      code: input.code ?? "card_declined",
      declineCode: input.declineCode === undefined ? "generic_decline" : input.declineCode,
      message: input.message ?? "Your card was declined.",
    },
  });
  return stripeEvent("payment_intent.payment_failed", intent, input);
}

export interface ChargeRefundedEventInput extends EventOptions {
  chargeId?: string;
  paymentIntentId: string;
  /** The charge's amount. */
  amount: number;
  currency?: string;
  /** Every refund of the charge so far, newest first; amount_refunded is their sum. */
  refunds: { id?: string; amount: number; metadata?: Stripe.Metadata; created?: Date | number }[];
  metadata?: Stripe.Metadata;
  applicationFeeAmount?: number | null;
  destination?: string | null;
  /** When the charge was made; defaults to `created`. */
  chargedAt?: Date | number;
}

/** A charge after a refund: `amount_refunded` is the running total, `refunds` lists each. */
export function chargeRefundedEvent(input: ChargeRefundedEventInput): Stripe.ChargeRefundedEvent {
  const chargeId = input.chargeId ?? testModeId("ch");
  const refunds = input.refunds.map((refund) =>
    refundObject({
      id: refund.id ?? testModeId("re"),
      amount: refund.amount,
      currency: input.currency,
      chargeId,
      paymentIntentId: input.paymentIntentId,
      created: refund.created ?? input.created,
      metadata: refund.metadata,
    }),
  );
  const charge = chargeObject({ ...input, id: chargeId, created: input.chargedAt ?? input.created, refunds });
  return stripeEvent("charge.refunded", charge, input);
}
