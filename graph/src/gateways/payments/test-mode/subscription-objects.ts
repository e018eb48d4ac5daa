// Subscriptions (with their price, plan and item) and customers as Stripe's API (version
// Stripe.API_VERSION) writes them: the one place these shapes are built. The test-mode
// gateway stores them when a recurring schedule is subscribed to and activates the
// subscription when its first invoice is paid; tests of the webhook build
// customer.subscription.deleted here, so cancelling is tested with the shape test mode keeps.
import type Stripe from "stripe";
import { type EventOptions, list, stripeEvent, stripeSeconds, testModeId } from "./stripe-format.ts";

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

// ---------------------------------------------------------------------------------------
// Changes: what paying the first invoice does to a stored subscription

/** A subscription whose first invoice was paid. */
export function activeSubscription(subscription: Stripe.Subscription): Stripe.Subscription {
  return { ...subscription, status: "active" };
}

// ---------------------------------------------------------------------------------------
// Events

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
