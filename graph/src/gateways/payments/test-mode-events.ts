// Stripe's objects and events as Stripe's API (version Stripe.API_VERSION) writes them: the one
// place their shapes are built. The test-mode gateway stores these objects and sends these
// events; tests of the webhook build events here too, so what settlement is tested with is
// what test mode sends, and both are what the SDK's types say Stripe sends.
import { randomInt } from "node:crypto";
import Stripe from "stripe";

/** Seconds since the epoch, as every Stripe timestamp is. */
export function stripeSeconds(at: Date | number): number {
  return typeof at === "number" ? Math.floor(at) : Math.floor(at.getTime() / 1000);
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random letters and digits from the system's CSPRNG: ids and secrets nobody can guess. */
export function randomToken(length = 24): string {
  let token = "";
  for (let index = 0; index < length; index++) token += BASE62[randomInt(BASE62.length)];
  return token;
}

/** An id like Stripe's in test mode: `pi_test_...`, `evt_test_...`. */
export function testModeId(prefix: string): string {
  return `${prefix}_test_${randomToken()}`;
}

/** A PaymentIntent's client secret: Stripe's form, `<id>_secret_<random>`. */
export function clientSecretFor(paymentIntentId: string): string {
  return `${paymentIntentId}_secret_${randomToken()}`;
}

/** The intent a client secret belongs to, read off its form (the secret itself is still checked). */
export function paymentIntentIdOfClientSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9_]{1,100})_secret_[A-Za-z0-9]{1,100}$/.exec(clientSecret);
  return match ? match[1]! : null;
}

function list<T>(data: T[], url: string): Stripe.ApiList<T> {
  return { object: "list", data, has_more: false, url };
}

// ---------------------------------------------------------------------------------------
// Objects

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

export interface InvoiceInput {
  id: string;
  subscriptionId: string;
  /** The subscription's metadata, which Stripe copies to its invoices' subscription_details. */
  metadata?: Stripe.Metadata;
  amount: number;
  currency?: string;
  created: Date | number;
  status?: "open" | "paid";
  /** When it was paid (status "paid"). */
  paidAt?: Date | number | null;
  /** How many times payment was tried. */
  attemptCount?: number;
  paymentIntentId: string;
  /** The intent's client secret: what the browser pays the invoice with. */
  clientSecret?: string | null;
  customerId?: string;
  customerEmail?: string | null;
  customerName?: string | null;
  /** The service period the line bills, seconds; default: created to created. */
  period?: { start: number; end: number };
  description?: string | null;
  priceId?: string;
  productId?: string;
  subscriptionItemId?: string;
}

export function invoiceObject(input: InvoiceInput): Stripe.Invoice {
  const created = stripeSeconds(input.created);
  const status = input.status ?? "open";
  const paid = status === "paid";
  const paidAt = paid ? stripeSeconds(input.paidAt ?? input.created) : null;
  const currency = input.currency ?? "cad";
  const metadata = { ...input.metadata };
  const period = input.period ?? { start: created, end: created };
  const subscriptionItemId = input.subscriptionItemId ?? testModeId("si");
  const line: Stripe.InvoiceLineItem = {
    id: `il_${input.id.replace(/^in_/, "")}`,
    object: "line_item",
    amount: input.amount,
    currency,
    description: input.description ?? null,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: input.id,
    livemode: false,
    metadata,
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: input.subscriptionId,
        subscription_item: subscriptionItemId,
      },
      type: "subscription_item_details",
    },
    period,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: input.priceId ?? testModeId("price"), product: input.productId ?? testModeId("prod") },
      type: "price_details",
      unit_amount_decimal: null,
    },
    quantity: 1,
    quantity_decimal: null,
    subscription: input.subscriptionId,
    subtotal: input.amount,
    taxes: [],
  };
  const payment: Stripe.InvoicePayment = {
    id: `inpay_${input.id.replace(/^in_/, "")}`,
    object: "invoice_payment",
    amount_paid: paid ? input.amount : null,
    amount_requested: input.amount,
    created,
    currency,
    invoice: input.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: input.paymentIntentId, type: "payment_intent" },
    status: paid ? "paid" : "open",
    status_transitions: { canceled_at: null, paid_at: paidAt },
  };
  return {
    id: input.id,
    object: "invoice",
    account_country: "CA",
    account_name: null,
    account_tax_ids: null,
    amount_due: input.amount,
    amount_overpaid: 0,
    amount_paid: paid ? input.amount : 0,
    amount_remaining: paid ? 0 : input.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: input.attemptCount ?? (paid ? 1 : 0),
    attempted: (input.attemptCount ?? (paid ? 1 : 0)) > 0,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: "subscription_create",
    collection_method: "charge_automatically",
    confirmation_secret: input.clientSecret ? { client_secret: input.clientSecret, type: "payment_intent" } : null,
    created,
    currency,
    custom_fields: null,
    customer: input.customerId ?? null,
    customer_account: null,
    customer_address: null,
    customer_email: input.customerEmail ?? null,
    customer_name: input.customerName ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: list([line], `/v1/invoices/${input.id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata, subscription: input.subscriptionId },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: list([payment], `/v1/invoice_payments`),
    period_end: created,
    period_start: created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status,
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: paidAt, voided_at: null },
    subtotal: input.amount,
    subtotal_excluding_tax: input.amount,
    test_clock: null,
    total: input.amount,
    total_discount_amounts: [],
    total_excluding_tax: input.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: created,
  };
}

export type RecurringInterval = { interval: "week" | "month"; intervalCount: number };

export interface SubscriptionInput {
  id: string;
  customerId?: string;
  amount: number;
  currency?: string;
  recurring?: RecurringInterval;
  created: Date | number;
  status?: Stripe.Subscription.Status;
  metadata?: Stripe.Metadata;
  applicationFeePercent?: number | null;
  destination?: string | null;
  latestInvoiceId?: string | null;
  productId?: string;
  productName?: string;
  priceId?: string;
  subscriptionItemId?: string;
  /** When it ended (status "canceled"). */
  endedAt?: Date | number | null;
}

export function subscriptionObject(input: SubscriptionInput): Stripe.Subscription {
  const created = stripeSeconds(input.created);
  const currency = input.currency ?? "cad";
  const recurring = input.recurring ?? { interval: "month", intervalCount: 1 };
  const period = servicePeriod(created, recurring);
  const productId = input.productId ?? testModeId("prod");
  const priceId = input.priceId ?? testModeId("price");
  const price: Stripe.Price = {
    id: priceId,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: input.productName ?? null,
    product: productId,
    recurring: {
      interval: recurring.interval,
      interval_count: recurring.intervalCount,
      meter: null,
      trial_period_days: null,
      usage_type: "licensed",
    },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: input.amount,
    unit_amount_decimal: null,
  };
  const plan: Stripe.Plan = {
    id: priceId,
    object: "plan",
    active: true,
    amount: input.amount,
    amount_decimal: null,
    billing_scheme: "per_unit",
    created,
    currency,
    interval: recurring.interval,
    interval_count: recurring.intervalCount,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: input.productName ?? null,
    product: productId,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
  const item: Stripe.SubscriptionItem = {
    id: input.subscriptionItemId ?? testModeId("si"),
    object: "subscription_item",
    billing_thresholds: null,
    created,
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan,
    price,
    quantity: 1,
    subscription: input.id,
    tax_rates: [],
  };
  const destination = input.destination ?? null;
  const status = input.status ?? "incomplete";
  const endedAt = status === "canceled" ? stripeSeconds(input.endedAt ?? input.created) : null;
  return {
    id: input.id,
    object: "subscription",
    application: null,
    application_fee_percent: input.applicationFeePercent ?? null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: endedAt,
    cancellation_details:
      endedAt === null
        ? null
        : { comment: null, feedback: null, feedback_option: null, reason: "cancellation_requested" },
    collection_method: "charge_automatically",
    created,
    currency,
    customer: input.customerId ?? testModeId("cus"),
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: endedAt,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: "self" },
    },
    items: list([item], `/v1/subscription_items?subscription=${input.id}`),
    latest_invoice: input.latestInvoiceId ?? null,
    livemode: false,
    managed_payments: null,
    metadata: { ...input.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: created,
    status,
    test_clock: null,
    transfer_data: destination ? { amount_percent: null, destination } : null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  };
}

/** The first service period of a subscription starting at `start` (seconds), in UTC as Stripe bills. */
export function servicePeriod(start: number, recurring: RecurringInterval): { start: number; end: number } {
  const end = new Date(start * 1000);
  if (recurring.interval === "week") {
    end.setUTCDate(end.getUTCDate() + 7 * recurring.intervalCount);
  } else {
    // Like Stripe, a month from the 31st ends on the last day of a shorter month.
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + recurring.intervalCount);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  }
  return { start, end: stripeSeconds(end) };
}

export interface CustomerInput {
  id: string;
  email: string | null;
  name: string | null;
  created: Date | number;
}

export function customerObject(input: CustomerInput): Stripe.Customer {
  return {
    id: input.id,
    object: "customer",
    balance: 0,
    created: stripeSeconds(input.created),
    default_source: null,
    description: null,
    email: input.email,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: input.name,
    shipping: null,
  };
}

export interface AccountInput {
  id: string;
  email?: string | null;
  created: Date | number;
  metadata?: Stripe.Metadata;
  chargesEnabled?: boolean;
  payoutsEnabled?: boolean;
  detailsSubmitted?: boolean;
}

/** An Express connected account: Stripe collects the provider's details on its own pages. */
export function accountObject(input: AccountInput): Stripe.Account {
  const payoutsEnabled = input.payoutsEnabled ?? false;
  const chargesEnabled = input.chargesEnabled ?? false;
  return {
    id: input.id,
    object: "account",
    capabilities: {
      card_payments: chargesEnabled ? "active" : "inactive",
      transfers: payoutsEnabled ? "active" : "inactive",
    },
    charges_enabled: chargesEnabled,
    country: "CA",
    created: stripeSeconds(input.created),
    default_currency: "cad",
    details_submitted: input.detailsSubmitted ?? false,
    email: input.email ?? null,
    metadata: { ...input.metadata },
    payouts_enabled: payoutsEnabled,
    type: "express",
  };
}

export interface TransferInput {
  id: string;
  amount: number;
  currency?: string;
  destination: string;
  transferGroup: string | null;
  created: Date | number;
  metadata?: Stripe.Metadata;
}

export function transferObject(input: TransferInput): Stripe.Transfer {
  return {
    id: input.id,
    object: "transfer",
    amount: input.amount,
    amount_reversed: 0,
    balance_transaction: null,
    created: stripeSeconds(input.created),
    currency: input.currency ?? "cad",
    description: null,
    destination: input.destination,
    livemode: false,
    metadata: { ...input.metadata },
    reversals: list([], `/v1/transfers/${input.id}/reversals`),
    reversed: false,
    source_transaction: null,
    transfer_group: input.transferGroup,
  };
}

// ---------------------------------------------------------------------------------------
// Changes: what paying, failing, refunding and onboarding do to a stored object

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

/** The invoice after its intent was paid at `at`. */
export function paidInvoice(invoice: Stripe.Invoice, at: Date | number): Stripe.Invoice {
  const paidAt = stripeSeconds(at);
  const attempts = invoice.attempt_count + 1;
  return {
    ...invoice,
    status: "paid",
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempted: true,
    attempt_count: attempts,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, paid_at: paidAt },
    payments: invoice.payments && {
      ...invoice.payments,
      data: invoice.payments.data.map((payment) => ({
        ...payment,
        status: "paid",
        amount_paid: payment.amount_requested,
        status_transitions: { ...payment.status_transitions, paid_at: paidAt },
      })),
    },
  };
}

/** The invoice after a refused attempt: still open for its whole amount. */
export function failedInvoiceAttempt(invoice: Stripe.Invoice): Stripe.Invoice {
  return { ...invoice, attempted: true, attempt_count: invoice.attempt_count + 1, next_payment_attempt: null };
}

/** A subscription whose first invoice was paid. */
export function activeSubscription(subscription: Stripe.Subscription): Stripe.Subscription {
  return { ...subscription, status: "active" };
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

/** A connected account whose owner finished onboarding: it can take charges and receive payouts. */
export function onboardedAccount(account: Stripe.Account): Stripe.Account {
  return {
    ...account,
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    capabilities: { ...account.capabilities, card_payments: "active", transfers: "active" },
  };
}

// ---------------------------------------------------------------------------------------
// Events

export type StripeEventType = Stripe.Event["type"];
export type StripeEventOf<T extends StripeEventType> = Extract<Stripe.Event, { type: T }>;

export interface EventOptions {
  /** When it happened; seconds or a Date. */
  created: Date | number;
  /** Defaults to a new random `evt_test_...`. */
  eventId?: string;
}

/** Wraps an object in the event Stripe sends about it (a webhook delivery's body). */
export function stripeEvent<T extends StripeEventType>(
  type: T,
  object: StripeEventOf<T>["data"]["object"],
  options: EventOptions & { previousAttributes?: Record<string, unknown> },
): StripeEventOf<T> {
  const event: Stripe.EventBase = {
    id: options.eventId ?? testModeId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: stripeSeconds(options.created),
    data: options.previousAttributes ? { object, previous_attributes: options.previousAttributes } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  // EventBase and the union member differ only in the object's type, which `object` carries.
  return event as StripeEventOf<T>;
}

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

export interface InvoiceEventInput extends EventOptions {
  invoiceId?: string;
  subscriptionId: string;
  /** The subscription's metadata (recurringScheduleId, providerId, customerId). */
  metadata?: Stripe.Metadata;
  paymentIntentId?: string;
  currency?: string;
  customerId?: string;
}

/** A subscription's invoice was paid: `amount_paid`, and the intent that paid it in `payments`. */
export function invoicePaidEvent(input: InvoiceEventInput & { amountPaid: number }): Stripe.InvoicePaidEvent {
  const invoice = invoiceObject({
    ...input,
    id: input.invoiceId ?? testModeId("in"),
    amount: input.amountPaid,
    status: "paid",
    paidAt: input.created,
    paymentIntentId: input.paymentIntentId ?? testModeId("pi"),
  });
  return stripeEvent("invoice.paid", invoice, input);
}

/** A subscription's invoice could not be paid: it stays open for `amount_due`. */
export function invoicePaymentFailedEvent(
  input: InvoiceEventInput & { amountDue: number; attemptCount?: number },
): Stripe.InvoicePaymentFailedEvent {
  const invoice = invoiceObject({
    ...input,
    id: input.invoiceId ?? testModeId("in"),
    amount: input.amountDue,
    status: "open",
    attemptCount: input.attemptCount ?? 1,
    paymentIntentId: input.paymentIntentId ?? testModeId("pi"),
  });
  return stripeEvent("invoice.payment_failed", invoice, input);
}

/** A subscription ended (cancelled, or unpaid for too long): no more invoices. */
export function subscriptionDeletedEvent(
  input: EventOptions & {
    subscriptionId: string;
    metadata?: Stripe.Metadata;
    amount?: number;
    recurring?: RecurringInterval;
    startedAt?: Date | number;
  },
): Stripe.CustomerSubscriptionDeletedEvent {
  const subscription = subscriptionObject({
    ...input,
    id: input.subscriptionId,
    amount: input.amount ?? 0,
    created: input.startedAt ?? input.created,
    status: "canceled",
    endedAt: input.created,
  });
  return stripeEvent("customer.subscription.deleted", subscription, input);
}

/** A connected account changed; with everything enabled, it can receive transfers. */
export function accountUpdatedEvent(
  input: EventOptions & {
    accountId: string;
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    detailsSubmitted: boolean;
    email?: string | null;
    metadata?: Stripe.Metadata;
    /** When the account was made; defaults to `created`. */
    accountCreated?: Date | number;
    previousAttributes?: Partial<Stripe.Account>;
  },
): Stripe.AccountUpdatedEvent {
  const account = accountObject({ ...input, id: input.accountId, created: input.accountCreated ?? input.created });
  return stripeEvent("account.updated", account, input);
}

// ---------------------------------------------------------------------------------------
// Signing

/**
 * A webhook delivery as Stripe makes it: the event's JSON and its `Stripe-Signature`
 * header, an HMAC of `<timestamp>.<payload>` with the endpoint's secret. `timestamp`
 * (seconds) defaults to now; a test with a pinned clock passes its clock's seconds, since
 * the test-mode gateway verifies against its clock.
 */
export function signTestEvent(options: { secret: string; event: object; timestamp?: number }): {
  payload: string;
  signature: string;
} {
  // Stripe sends its events pretty-printed; the signature covers the exact bytes.
  const payload = JSON.stringify(options.event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret,
    timestamp: options.timestamp ?? stripeSeconds(Date.now() / 1000),
  });
  return { payload, signature };
}
