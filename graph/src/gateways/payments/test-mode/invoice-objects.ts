// A subscription's invoices as Stripe's API (version Stripe.API_VERSION) writes them, with
// the line they bill and the payment (an intent) that pays them: the one place this shape is
// built. The test-mode gateway stores a subscription's first invoice, marks it paid or its
// attempt refused when its intent is, and sends the invoice.* events built here; tests of the
// webhook build their invoice events here too, so both settle from the same shape.
import type Stripe from "stripe";
import { type EventOptions, list, stripeEvent, stripeSeconds, testModeId } from "./stripe-format.ts";

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

// ---------------------------------------------------------------------------------------
// Changes: what paying and failing to pay do to a stored invoice

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

// ---------------------------------------------------------------------------------------
// Events

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
