// The payment gateway as the marketplace uses it: a handful of calls, two implementations.
// stripe-gateway.ts talks to Stripe with the real SDK; test-mode-gateway.ts (no keys set)
// keeps Stripe-shaped objects in our own database and answers Stripe's test cards. Both
// report what happened the same way: Stripe events, signed with the webhook secret, that
// reach POST /api/stripe/webhook, so money is only ever settled by the webhook code.
import type Stripe from "stripe";

export type GatewayMode = "stripe" | "test";

/** Money moves in Canadian dollars only. */
export type Currency = "cad";

export interface PaymentIntentRequest {
  /** Cents, more than 0. */
  amount: number;
  currency: Currency;
  /** The platform's commission in cents (Stripe's application_fee_amount). */
  applicationFeeAmount: number;
  /** The provider's connected account; null holds the provider's share on the platform. */
  destination: string | null;
  /** Derived from what is paid for, so a retried or double-clicked checkout makes no second intent. */
  idempotencyKey: string;
  /** Carried on the intent and its events: bookingId, providerId, customerId. */
  metadata: Record<string, string>;
  description: string;
  receiptEmail: string | null;
}

export interface GatewayIntent {
  /** pi_... */
  id: string;
  /** What the browser confirms the card with; never logged. */
  clientSecret: string;
  status: Stripe.PaymentIntent.Status;
  amount: number;
  /** The connected account it pays out to at charge time, if any. */
  destination: string | null;
}

export type SubscriptionInterval = { interval: "week"; intervalCount: 1 | 2 } | { interval: "month"; intervalCount: 1 };

export interface SubscriptionRequest {
  customerEmail: string;
  customerName: string;
  /** Cents per period. */
  amount: number;
  currency: Currency;
  recurring: SubscriptionInterval;
  /** What the price is for, e.g. "House Cleaning, every 2 weeks". */
  productName: string;
  /** Percent, e.g. 10 (Stripe's application_fee_percent). */
  applicationFeePercent: number;
  destination: string | null;
  /** Derived from the schedule: one subscription per schedule, however often asked. */
  idempotencyKey: string;
  /** Carried on the subscription (and so on its invoices): recurringScheduleId, providerId, customerId. */
  metadata: Record<string, string>;
}

export interface GatewaySubscription {
  /** sub_... */
  id: string;
  /** The first invoice's confirmation secret: the browser pays it like an intent. */
  clientSecret: string;
}

export interface SubscriptionPriceChange {
  /** sub_... */
  subscriptionId: string;
  /** Cents per period. */
  amount: number;
  /** Derived from the change (the accepted proposal): a retry changes it once. */
  idempotencyKey: string;
}

export interface RefundRequest {
  paymentIntentId: string;
  /** Cents; no more than what is left unrefunded. */
  amount: number;
  /**
   * A destination charge: take the provider's part back from their account and the fee
   * from ours, in proportion (Stripe's reverse_transfer and refund_application_fee), as the
   * ledger does. Otherwise the platform, which still holds the share, refunds it all.
   */
  reverseTransfer?: boolean;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface TransferRequest {
  amount: number;
  currency: Currency;
  destination: string;
  /** Ties the transfer to the payment it pays out (Stripe's transfer_group). */
  transferGroup: string;
  /**
   * The charge (ch_...) whose money this is (Stripe's source_transaction): Stripe then pays
   * it out of that charge's funds, even while they are still pending, instead of refusing
   * for want of an available balance. Null when the charge is not known.
   */
  sourceTransaction?: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** Taking back part of a separate transfer: the provider's part of a refund made after it was paid out. */
export interface TransferReversalRequest {
  /** tr_... */
  transferId: string;
  /** Cents; no more than what is left of the transfer. */
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ConnectedAccountRequest {
  email: string;
  businessName: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  readonly mode: GatewayMode;
  /** What the browser's Stripe.js needs (Stripe mode only). */
  readonly publishableKey: string | null;

  createPaymentIntent(request: PaymentIntentRequest): Promise<GatewayIntent>;
  /**
   * An intent made earlier (its client secret again): checkout returns to an unpaid payment
   * after the creating request's idempotency key has expired (Stripe keeps keys 24 hours).
   */
  retrievePaymentIntent(id: string): Promise<GatewayIntent>;
  /**
   * A new amount for an intent not yet paid (the booking's price changed since checkout
   * began). The fee changes with it where the intent carries one (a destination charge).
   */
  updatePaymentIntentAmount(
    intent: GatewayIntent,
    change: { amount: number; applicationFeeAmount: number },
  ): Promise<GatewayIntent>;
  createSubscription(request: SubscriptionRequest): Promise<GatewaySubscription>;
  /** Ends a subscription now: no more invoices. Cancelling one already cancelled changes nothing. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Stops charging while its schedule is paused (Stripe's pause_collection, invoices voided),
   * until `resumesAt` (Stripe resumes it by itself then) or until resumeSubscription.
   */
  pauseSubscription(subscriptionId: string, resumesAt: Date | null): Promise<void>;
  /** Charges again from the next period. */
  resumeSubscription(subscriptionId: string): Promise<void>;
  /**
   * A new price per period from the next invoice on (no proration): its schedule's price
   * changed. Same product and interval; refused for a cancelled subscription.
   */
  updateSubscriptionPrice(request: SubscriptionPriceChange): Promise<void>;
  refund(request: RefundRequest): Promise<{ id: string }>;
  transfer(request: TransferRequest): Promise<{ id: string }>;
  /** Stripe's transfer reversal: the amount goes back from the connected account to the platform. */
  reverseTransfer(request: TransferReversalRequest): Promise<{ id: string }>;
  /**
   * The intent that paid a subscription's invoice, or null if it names none. Stripe leaves
   * an invoice's payments out of webhook payloads, so a payment settled from invoice.paid
   * may not know it, and refunds name the intent.
   */
  invoicePaymentIntentId(invoiceId: string): Promise<string | null>;
  /**
   * The intent as the gateway keeps it now (status, amount_received, latest_charge): what
   * the reconciliation job settles from when an intent's events never arrived.
   */
  retrievePaymentIntentObject(id: string): Promise<Stripe.PaymentIntent>;
  /** The invoice as the gateway keeps it now, with its payments: the reconciliation job's read. */
  retrieveInvoice(id: string): Promise<Stripe.Invoice>;
  createConnectedAccount(request: ConnectedAccountRequest): Promise<{ id: string }>;
  /** Where the provider finishes setting up payouts (Stripe's hosted onboarding, or ours in test mode). */
  onboardingLink(request: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;

  /**
   * A webhook delivery's event, if its signature is good: Stripe's `constructEvent` with a
   * 300-second tolerance. Throws WebhookSignatureError otherwise.
   */
  verifyWebhook(payload: string, signatureHeader: string | undefined): Stripe.Event;

  /** Only in test mode: what the browser would otherwise do at Stripe's servers. */
  readonly testMode: TestModeControls | null;
}

export interface TestModeControls {
  /**
   * Pays an intent or a subscription's first invoice with one of Stripe's test card
   * numbers, as Stripe.js would. The outcome arrives as signed webhook events; resolves
   * once they were delivered.
   */
  confirmCard(request: { clientSecret: string; cardNumber: string }): Promise<TestCardOutcome>;
  /** The provider finished the simulated onboarding: account.updated with payouts enabled. */
  completeOnboarding(accountId: string): Promise<void>;
}

export type TestCardOutcome =
  { status: "succeeded"; paymentIntentId: string } | { status: "failed"; paymentIntentId: string; message: string };

/** The delivery's signature is missing, wrong, or older than the tolerance: nothing was read. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** Stripe's default, stated: a signed timestamp older than this is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Hands a signed event to the app's own POST /api/stripe/webhook (test mode's way of "sending" one). */
export type WebhookDelivery = (delivery: { payload: string; signature: string }) => Promise<{ status: number }>;

/**
 * The intent that paid an invoice, from its payments (present when the invoice was read
 * with `expand: ["payments"]`, or built by test mode): the paid one first, else the first
 * that names an intent.
 */
export function paymentIntentOfInvoice(invoice: Pick<Stripe.Invoice, "payments">): string | null {
  const entries = invoice.payments?.data ?? [];
  const ordered = [...entries.filter((entry) => entry.status === "paid"), ...entries];
  for (const entry of ordered) {
    const intent = entry.payment?.payment_intent;
    if (typeof intent === "string") return intent;
    if (intent?.id) return intent.id;
  }
  return null;
}
