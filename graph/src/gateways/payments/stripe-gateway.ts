// The gateway over Stripe itself, through the official SDK. Every write carries an
// idempotency key derived by the caller from what is paid for, so a retried request (the
// SDK's own retries included) or a double-clicked checkout finds the first object instead
// of making a second one. Stripe's refusals become PaymentGatewayError (gateway-error.ts).
import Stripe from "stripe";
import type { Clock } from "../../context.ts";
import {
  type ConnectedAccountRequest,
  type GatewayIntent,
  type GatewaySubscription,
  type PaymentGateway,
  type PaymentIntentRequest,
  type RefundRequest,
  type SubscriptionPriceChange,
  type SubscriptionRequest,
  type TransferRequest,
  type TransferReversalRequest,
  paymentIntentOfInvoice,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from "./gateway.ts";
import {
  PAYMENT_ALREADY_STARTED,
  PAYMENT_IN_PROGRESS,
  PAYMENT_SERVICE_UNAVAILABLE,
  PaymentGatewayError,
} from "./gateway-error.ts";

/** Where the SDK sends its requests instead of api.stripe.com (a local stand-in, in tests). */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: "http" | "https";
}

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  connection?: StripeConnection;
  /**
   * The SDK retries connection failures, 409s and 5xx with the same idempotency key, so a
   * retry is safe. Default 2; tests of a single failure set 0.
   */
  maxNetworkRetries?: number;
  /** Per request. A payer is waiting on the checkout page: fail in seconds, not the SDK's 80. */
  timeoutMs?: number;
  /** The "now" a webhook signature's age is judged against. */
  clock?: Clock;
}

const DEFAULT_MAX_NETWORK_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 20_000;

/** Stripe's limits: longer keys are refused by the API, so a longer one is our bug. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const MAX_METADATA_KEYS = 50;
const MAX_METADATA_KEY_LENGTH = 40;
const MAX_METADATA_VALUE_LENGTH = 500;
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{1,250}$/;
// Ids that go into a URL path: only Stripe's own shapes get that far.
const TRANSFER_ID = /^tr_[A-Za-z0-9]{1,250}$/;
const INVOICE_ID = /^in_[A-Za-z0-9]{1,250}$/;
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,250}$/;

function checkSubscriptionId(id: string): void {
  if (!SUBSCRIPTION_ID.test(id))
    throw new RangeError("A subscription id looks like sub_ followed by letters and digits");
}

const stripeSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const { secretKey, publishableKey, webhookSecret, connection, clock } = options;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error("The Stripe gateway needs a secret key, a publishable key and a webhook secret.");
  }
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(connection ? { host: connection.host, port: connection.port, protocol: connection.protocol } : {}),
  });

  return {
    mode: "stripe",
    publishableKey,
    testMode: null,

    async createPaymentIntent(request: PaymentIntentRequest): Promise<GatewayIntent> {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amount,
        currency: request.currency,
        // Stripe takes an application fee only from a charge to a connected account. Without
        // one the whole charge stays on the platform's balance, the split lives in our
        // ledger alone, and the provider's share is paid later by transfer (payouts.ts).
        ...(request.destination
          ? {
              application_fee_amount: request.applicationFeeAmount,
              transfer_data: { destination: request.destination },
            }
          : {}),
        metadata: checkedMetadata(request.metadata),
        description: request.description,
        ...(request.receiptEmail ? { receipt_email: request.receiptEmail } : {}),
        automatic_payment_methods: { enabled: true },
      };
      const intent = await call(() =>
        stripe.paymentIntents.create(params, { idempotencyKey: checkedKey(request.idempotencyKey) }),
      );
      return intentFrom(intent);
    },

    async retrievePaymentIntent(id: string): Promise<GatewayIntent> {
      // The id goes into the URL path: only Stripe's own shape gets that far.
      if (!PAYMENT_INTENT_ID.test(id))
        throw new RangeError("A payment intent id looks like pi_ followed by letters and digits");
      const intent = await call(() => stripe.paymentIntents.retrieve(id));
      return intentFrom(intent);
    },

    async updatePaymentIntentAmount(intent, change) {
      if (!PAYMENT_INTENT_ID.test(intent.id))
        throw new RangeError("A payment intent id looks like pi_ followed by letters and digits");
      const updated = await call(() =>
        stripe.paymentIntents.update(intent.id, {
          amount: change.amount,
          // As at creation: a fee only on a charge to a connected account.
          ...(intent.destination ? { application_fee_amount: change.applicationFeeAmount } : {}),
        }),
      );
      return intentFrom(updated);
    },

    async createSubscription(request: SubscriptionRequest): Promise<GatewaySubscription> {
      const key = request.idempotencyKey;
      const metadata = checkedMetadata(request.metadata);
      const customer = await call(() =>
        stripe.customers.create(
          { email: request.customerEmail, name: request.customerName, metadata },
          { idempotencyKey: checkedKey(`${key}:customer`) },
        ),
      );
      const price = await call(() =>
        stripe.prices.create(
          {
            currency: request.currency,
            unit_amount: request.amount,
            recurring: { interval: request.recurring.interval, interval_count: request.recurring.intervalCount },
            product_data: { name: request.productName },
          },
          { idempotencyKey: checkedKey(`${key}:price`) },
        ),
      );
      const subscription = await call(() =>
        stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [{ price: price.id }],
            // The subscription waits, incomplete, for the browser to pay its first invoice
            // with the confirmation secret; the card is then kept for the next periods.
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            // As for intents: a fee only beside a destination (see createPaymentIntent).
            ...(request.destination
              ? {
                  application_fee_percent: request.applicationFeePercent,
                  transfer_data: { destination: request.destination },
                }
              : {}),
            metadata,
            expand: ["latest_invoice.confirmation_secret"],
          },
          { idempotencyKey: checkedKey(`${key}:subscription`) },
        ),
      );
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === "object" ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) {
        throw new Error(
          `Stripe returned subscription ${subscription.id} without its first invoice's confirmation secret ` +
            "(latest_invoice.confirmation_secret.client_secret), so the browser has nothing to pay.",
        );
      }
      return { id: subscription.id, clientSecret };
    },

    async cancelSubscription(subscriptionId: string) {
      checkSubscriptionId(subscriptionId);
      // Stripe refuses to cancel a subscription that has already ended: ask first.
      const subscription = await call(() => stripe.subscriptions.retrieve(subscriptionId));
      if (subscription.status === "canceled") return;
      await call(() => stripe.subscriptions.cancel(subscriptionId));
    },

    async pauseSubscription(subscriptionId: string, resumesAt: Date | null) {
      checkSubscriptionId(subscriptionId);
      const pause = { behavior: "void" as const, ...(resumesAt ? { resumes_at: stripeSeconds(resumesAt) } : {}) };
      await call(() => stripe.subscriptions.update(subscriptionId, { pause_collection: pause }));
    },

    async resumeSubscription(subscriptionId: string) {
      checkSubscriptionId(subscriptionId);
      // An empty value is how Stripe's API clears a field.
      await call(() => stripe.subscriptions.update(subscriptionId, { pause_collection: "" }));
    },

    async updateSubscriptionPrice(change: SubscriptionPriceChange) {
      checkSubscriptionId(change.subscriptionId);
      const subscription = await call(() => stripe.subscriptions.retrieve(change.subscriptionId));
      const item = subscription.items.data[0];
      const recurring = item?.price.recurring;
      if (!item || !recurring) {
        throw new Error(`Stripe subscription ${subscription.id} has no recurring price to change.`);
      }
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      // A new price inline, for the same product and interval, from the next invoice on: the
      // period already paid is not re-billed (no proration).
      await call(() =>
        stripe.subscriptionItems.update(
          item.id,
          {
            price_data: {
              currency: item.price.currency,
              product,
              unit_amount: change.amount,
              recurring: { interval: recurring.interval, interval_count: recurring.interval_count },
            },
            proration_behavior: "none",
          },
          { idempotencyKey: checkedKey(change.idempotencyKey) },
        ),
      );
    },

    async refund(request: RefundRequest) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amount,
            ...(request.reverseTransfer ? { reverse_transfer: true, refund_application_fee: true } : {}),
            metadata: checkedMetadata(request.metadata),
          },
          { idempotencyKey: checkedKey(request.idempotencyKey) },
        ),
      );
      return { id: refund.id };
    },

    async transfer(request: TransferRequest) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: request.amount,
            currency: request.currency,
            destination: request.destination,
            transfer_group: request.transferGroup,
            ...(request.sourceTransaction ? { source_transaction: request.sourceTransaction } : {}),
            metadata: checkedMetadata(request.metadata),
          },
          { idempotencyKey: checkedKey(request.idempotencyKey) },
        ),
      );
      return { id: transfer.id };
    },

    async reverseTransfer(request: TransferReversalRequest) {
      if (!TRANSFER_ID.test(request.transferId))
        throw new RangeError("A transfer id looks like tr_ followed by letters and digits");
      const reversal = await call(() =>
        stripe.transfers.createReversal(
          request.transferId,
          { amount: request.amount, metadata: checkedMetadata(request.metadata) },
          { idempotencyKey: checkedKey(request.idempotencyKey) },
        ),
      );
      return { id: reversal.id };
    },

    async invoicePaymentIntentId(invoiceId: string) {
      if (!INVOICE_ID.test(invoiceId))
        throw new RangeError("An invoice id looks like in_ followed by letters and digits");
      // An invoice's payments are only in the answer when asked for by name.
      const invoice = await call(() => stripe.invoices.retrieve(invoiceId, { expand: ["payments"] }));
      return paymentIntentOfInvoice(invoice);
    },

    async retrievePaymentIntentObject(id: string) {
      if (!PAYMENT_INTENT_ID.test(id))
        throw new RangeError("A payment intent id looks like pi_ followed by letters and digits");
      return call(() => stripe.paymentIntents.retrieve(id));
    },

    async retrieveInvoice(invoiceId: string) {
      if (!INVOICE_ID.test(invoiceId))
        throw new RangeError("An invoice id looks like in_ followed by letters and digits");
      return call(() => stripe.invoices.retrieve(invoiceId, { expand: ["payments"] }));
    },

    async createConnectedAccount(request: ConnectedAccountRequest) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: "express",
            country: "CA",
            email: request.email,
            business_profile: { name: request.businessName },
            // transfers is what destination charges and payouts need; Express accounts
            // under the full service agreement ask for card_payments beside it.
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: checkedMetadata(request.metadata),
          },
          { idempotencyKey: checkedKey(request.idempotencyKey) },
        ),
      );
      return { id: account.id };
    },

    async onboardingLink(request) {
      // An account link is single-use and expires within minutes: a new one every time is
      // what Stripe expects, so no idempotency key.
      const link = await call(() =>
        stripe.accountLinks.create({
          account: request.accountId,
          refresh_url: request.refreshUrl,
          return_url: request.returnUrl,
          type: "account_onboarding",
        }),
      );
      return { url: link.url };
    },

    verifyWebhook(payload: string, signatureHeader: string | undefined): Stripe.Event {
      if (!signatureHeader) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      try {
        return stripe.webhooks.constructEvent(
          payload,
          signatureHeader,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          clock?.now().getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(signatureFailure(error));
      }
    },
  };
}

function intentFrom(intent: Stripe.PaymentIntent): GatewayIntent {
  if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret.`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status,
    amount: intent.amount,
    destination: destinationId(intent.transfer_data?.destination),
  };
}

function destinationId(destination: string | Stripe.Account | null | undefined): string | null {
  if (!destination) return null;
  return typeof destination === "string" ? destination : destination.id;
}

/** The SDK's call, with Stripe's refusals and outages as PaymentGatewayError. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw gatewayErrorFrom(error);
  }
}

/** What a caller should hear about an error the SDK threw; anything else passes unchanged. */
export function gatewayErrorFrom(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const details = { code: error.code ?? null, declineCode: error.decline_code ?? null, cause: error };
  switch (error.type) {
    case "StripeCardError":
      return new PaymentGatewayError("card", error.message || "Your card was declined.", details);
    case "StripeIdempotencyError":
      return new PaymentGatewayError("idempotency_conflict", PAYMENT_ALREADY_STARTED, details);
    case "StripeInvalidRequestError":
      return new PaymentGatewayError("invalid_request", error.message || PAYMENT_SERVICE_UNAVAILABLE, details);
    case "StripeAPIError":
      // Still locked after the SDK's retries: the same key's first request is running.
      if (error.statusCode === 409) return new PaymentGatewayError("in_progress", PAYMENT_IN_PROGRESS, details);
      return new PaymentGatewayError("unavailable", PAYMENT_SERVICE_UNAVAILABLE, details);
    default:
      // Connection failures, timeouts, 5xx, rate limits, and keys Stripe refused: none is
      // the payer's to fix, and the key's details are not theirs to read.
      return new PaymentGatewayError("unavailable", PAYMENT_SERVICE_UNAVAILABLE, details);
  }
}

/**
 * Why a delivery was refused, in our words: the SDK's messages can quote the payload. Test
 * mode's webhook says the same, so a refusal reads alike in both modes.
 */
export function signatureFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  if (/tolerance/i.test(message)) {
    return `The webhook's signature is older than ${WEBHOOK_TOLERANCE_SECONDS} seconds and was refused as a replay.`;
  }
  if (/unable to extract|expected scheme/i.test(message)) {
    return "The Stripe-Signature header is malformed: it has no timestamp or no v1 signature.";
  }
  if (/no signatures found matching/i.test(message)) {
    return "The webhook's signature does not match its body and the webhook secret.";
  }
  if (error instanceof SyntaxError) return "The webhook's body is not valid JSON.";
  return "The webhook's signature could not be verified.";
}

function checkedKey(key: string): string {
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new RangeError(`An idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return key;
}

function checkedMetadata(metadata: Record<string, string>): Record<string, string> {
  const entries = Object.entries(metadata);
  if (entries.length > MAX_METADATA_KEYS)
    throw new RangeError(`Stripe metadata holds at most ${MAX_METADATA_KEYS} keys`);
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > MAX_METADATA_KEY_LENGTH || /[[\]]/.test(key)) {
      throw new RangeError(`Stripe metadata key "${key.slice(0, 50)}" must be 1 to 40 characters without brackets`);
    }
    if (value.length > MAX_METADATA_VALUE_LENGTH) {
      throw new RangeError(`Stripe metadata value for "${key}" is longer than ${MAX_METADATA_VALUE_LENGTH} characters`);
    }
  }
  return metadata;
}
