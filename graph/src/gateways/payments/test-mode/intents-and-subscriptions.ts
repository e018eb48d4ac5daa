// Test mode's answers to checkout: a payment intent for a booking, a subscription (with its
// customer, price, first invoice and the intent that pays it) for a recurring schedule, and an
// intent made earlier, read again. Each is made once per idempotency key, as Stripe does, and
// a key reused with different parameters is refused, so a retried or double-clicked checkout
// never makes a second payment. Nothing is paid here: card-confirmation.ts pays. And which
// intent pays an invoice, read from the stored invoice, as Stripe answers it; an intent or an
// invoice read whole, for the reconciliation job; and what a schedule's pause, resume,
// cancellation and price change do to its subscription.
import type Stripe from "stripe";
import {
  type GatewayIntent,
  type GatewaySubscription,
  type PaymentGateway,
  type PaymentIntentRequest,
  paymentIntentOfInvoice,
  type SubscriptionPriceChange,
  type SubscriptionRequest,
} from "../gateway.ts";
import { invoiceObject } from "./invoice-objects.ts";
import { paymentIntentObject } from "./payment-intent-objects.ts";
import {
  checkChargeAmount,
  checkCurrency,
  checkFee,
  checkFeePercent,
  checkId,
  checkIdempotencyKey,
  checkMetadata,
  checkOptionalId,
  checkRecurring,
  checkText,
  destinationOf,
  idempotencyConflict,
  invalidRequest,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  noSuch,
  sameMetadata,
} from "./request-checks.ts";
import {
  insertAll,
  insertEvents,
  insertOnce,
  lockedObject,
  objectById,
  objectByKey,
  type StoredObject,
  TRANSACTION_OPTIONS,
  writeObject,
} from "./store.ts";
import { clientSecretFor, stripeEvent, stripeSeconds, testModeId } from "./stripe-format.ts";
import { customerObject, servicePeriod, subscriptionObject } from "./subscription-objects.ts";
import type { TestModeDeps } from "./webhook-delivery.ts";

export function testModeIntentsAndSubscriptions({
  db,
  clock,
  deliver,
}: Pick<TestModeDeps, "db" | "clock" | "deliver">): Pick<
  PaymentGateway,
  | "cancelSubscription"
  | "pauseSubscription"
  | "resumeSubscription"
  | "updateSubscriptionPrice"
  | "createPaymentIntent"
  | "retrievePaymentIntent"
  | "updatePaymentIntentAmount"
  | "createSubscription"
  | "invoicePaymentIntentId"
  | "retrievePaymentIntentObject"
  | "retrieveInvoice"
> {
  async function createPaymentIntent(request: PaymentIntentRequest): Promise<GatewayIntent> {
    checkChargeAmount(request.amount);
    checkCurrency(request.currency);
    checkFee(request.applicationFeeAmount, request.amount);
    checkOptionalId(request.destination, "acct", "destination");
    checkIdempotencyKey(request.idempotencyKey);
    checkMetadata(request.metadata);
    checkText(request.description, MAX_TEXT_LENGTH, "description");
    if (request.receiptEmail !== null) checkText(request.receiptEmail, MAX_EMAIL_LENGTH, "receipt_email");

    const now = clock.now();
    const id = testModeId("pi");
    // As the Stripe gateway asks: a fee only on a charge to a connected account (Stripe
    // refuses one without), so without a destination the fee is not part of the request.
    const applicationFeeAmount = request.destination ? request.applicationFeeAmount : null;
    const intent = paymentIntentObject({
      id,
      clientSecret: clientSecretFor(id),
      amount: request.amount,
      currency: request.currency,
      created: now,
      metadata: request.metadata,
      applicationFeeAmount,
      destination: request.destination,
      description: request.description,
      receiptEmail: request.receiptEmail,
    });
    await insertOnce(db, { id, object: "payment_intent", idempotencyKey: request.idempotencyKey, data: intent }, now);
    const stored = await objectByKey<Stripe.PaymentIntent>(db, request.idempotencyKey, "payment_intent");
    const same =
      stored.amount === request.amount &&
      stored.currency === request.currency &&
      stored.application_fee_amount === applicationFeeAmount &&
      destinationOf(stored.transfer_data) === request.destination &&
      sameMetadata(stored.metadata, request.metadata) &&
      stored.description === request.description &&
      stored.receipt_email === request.receiptEmail;
    if (!same) throw idempotencyConflict(request.idempotencyKey);
    return gatewayIntentOf(stored);
  }

  async function retrievePaymentIntent(id: string): Promise<GatewayIntent> {
    checkId(id, "pi", "A payment intent id");
    const intent = await objectById<Stripe.PaymentIntent>(db, id, "payment_intent");
    if (!intent) throw noSuch("payment_intent", id);
    return gatewayIntentOf(intent);
  }

  async function updatePaymentIntentAmount(
    intent: GatewayIntent,
    change: { amount: number; applicationFeeAmount: number },
  ): Promise<GatewayIntent> {
    checkId(intent.id, "pi", "A payment intent id");
    checkChargeAmount(change.amount);
    checkFee(change.applicationFeeAmount, change.amount);
    return db.$transaction(async (tx) => {
      const stored = await lockedObject<Stripe.PaymentIntent>(tx, intent.id, "payment_intent");
      if (!stored) throw noSuch("payment_intent", intent.id);
      // Stripe refuses to change what is paid, or being paid.
      if (stored.status !== "requires_payment_method") {
        throw invalidRequest(
          `This PaymentIntent's amount could not be updated because it has a status of ${stored.status}.`,
          "payment_intent_unexpected_state",
        );
      }
      const updated: Stripe.PaymentIntent = {
        ...stored,
        amount: change.amount,
        application_fee_amount: stored.transfer_data ? change.applicationFeeAmount : stored.application_fee_amount,
      };
      await writeObject(tx, updated.id, updated, clock.now());
      return gatewayIntentOf(updated);
    }, TRANSACTION_OPTIONS);
  }

  async function createSubscription(request: SubscriptionRequest): Promise<GatewaySubscription> {
    checkChargeAmount(request.amount);
    checkCurrency(request.currency);
    checkRecurring(request.recurring);
    checkText(request.customerEmail, MAX_EMAIL_LENGTH, "email");
    checkText(request.customerName, MAX_NAME_LENGTH, "name");
    checkText(request.productName, MAX_NAME_LENGTH, "product_data[name]");
    checkFeePercent(request.applicationFeePercent);
    checkOptionalId(request.destination, "acct", "transfer_data[destination]");
    checkIdempotencyKey(request.idempotencyKey);
    checkMetadata(request.metadata);

    const now = clock.now();
    const created = stripeSeconds(now);
    const ids = {
      subscription: testModeId("sub"),
      invoice: testModeId("in"),
      intent: testModeId("pi"),
      customer: testModeId("cus"),
      price: testModeId("price"),
      product: testModeId("prod"),
      item: testModeId("si"),
    };
    const clientSecret = clientSecretFor(ids.intent);
    // As for intents: a fee only beside a destination, as the Stripe gateway asks.
    const applicationFeePercent = request.destination ? request.applicationFeePercent : null;
    const subscription = subscriptionObject({
      id: ids.subscription,
      customerId: ids.customer,
      amount: request.amount,
      currency: request.currency,
      recurring: request.recurring,
      created: now,
      status: "incomplete",
      metadata: request.metadata,
      applicationFeePercent,
      destination: request.destination,
      latestInvoiceId: ids.invoice,
      productId: ids.product,
      productName: request.productName,
      priceId: ids.price,
      subscriptionItemId: ids.item,
    });
    // Stripe pays a subscription's invoice with an intent of its own: no metadata of ours
    // (that is on the subscription, and so on the invoice), and the fee as the percentage.
    const intent = paymentIntentObject({
      id: ids.intent,
      clientSecret,
      amount: request.amount,
      currency: request.currency,
      created: now,
      applicationFeeAmount: applicationFeePercent === null ? null : percentOf(request.amount, applicationFeePercent),
      destination: request.destination,
      description: "Subscription creation",
      customer: ids.customer,
    });
    const invoice = invoiceObject({
      id: ids.invoice,
      subscriptionId: ids.subscription,
      metadata: request.metadata,
      amount: request.amount,
      currency: request.currency,
      created: now,
      status: "open",
      attemptCount: 0,
      paymentIntentId: ids.intent,
      clientSecret,
      customerId: ids.customer,
      customerEmail: request.customerEmail,
      customerName: request.customerName,
      period: servicePeriod(created, request.recurring),
      description: `1 × ${request.productName}`,
      priceId: ids.price,
      productId: ids.product,
      subscriptionItemId: ids.item,
    });
    const customer = customerObject({
      id: ids.customer,
      email: request.customerEmail,
      name: request.customerName,
      created: now,
    });
    await db.$transaction(async (tx) => {
      const row: StoredObject = {
        id: ids.subscription,
        object: "subscription",
        idempotencyKey: request.idempotencyKey,
        data: subscription,
      };
      // Only the first of identical requests makes the rest; the others read what it made.
      if (!(await insertOnce(tx, row, now))) return;
      await insertAll(
        tx,
        [
          { id: ids.customer, object: "customer", idempotencyKey: null, data: customer },
          { id: ids.intent, object: "payment_intent", idempotencyKey: null, data: intent },
          { id: ids.invoice, object: "invoice", idempotencyKey: null, data: invoice },
        ],
        now,
      );
    }, TRANSACTION_OPTIONS);

    const stored = await objectByKey<Stripe.Subscription>(db, request.idempotencyKey, "subscription");
    const price = stored.items.data[0]?.price;
    const same =
      price?.unit_amount === request.amount &&
      stored.currency === request.currency &&
      price.recurring?.interval === request.recurring.interval &&
      price.recurring.interval_count === request.recurring.intervalCount &&
      stored.application_fee_percent === applicationFeePercent &&
      destinationOf(stored.transfer_data) === request.destination &&
      sameMetadata(stored.metadata, request.metadata);
    if (!same) throw idempotencyConflict(request.idempotencyKey);
    const firstInvoice = await objectById<Stripe.Invoice>(db, String(stored.latest_invoice), "invoice");
    const secret = firstInvoice?.confirmation_secret?.client_secret;
    if (!secret) throw new Error(`Test-mode subscription ${stored.id} has no first invoice to pay`);
    return { id: stored.id, clientSecret: secret };
  }

  /** As Stripe's cancel: status canceled now, and customer.subscription.deleted sent. */
  async function cancelSubscription(subscriptionId: string): Promise<void> {
    checkId(subscriptionId, "sub", "A subscription id");
    const now = clock.now();
    const events = await db.$transaction(async (tx) => {
      const subscription = await lockedObject<Stripe.Subscription>(tx, subscriptionId, "subscription");
      if (!subscription) throw noSuch("subscription", subscriptionId);
      if (subscription.status === "canceled") return [];
      const ended = stripeSeconds(now);
      const cancelled: Stripe.Subscription = {
        ...subscription,
        status: "canceled",
        canceled_at: ended,
        ended_at: ended,
      };
      await writeObject(tx, subscriptionId, cancelled, now);
      const made = [stripeEvent("customer.subscription.deleted", cancelled, { created: now })];
      await insertEvents(tx, made, now);
      return made;
    }, TRANSACTION_OPTIONS);
    await deliver(events);
  }

  /** Stripe's pause_collection: stored on the subscription (test mode bills no later periods anyway). */
  async function setPauseCollection(subscriptionId: string, pause: Stripe.Subscription.PauseCollection | null) {
    checkId(subscriptionId, "sub", "A subscription id");
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const subscription = await lockedObject<Stripe.Subscription>(tx, subscriptionId, "subscription");
      if (!subscription) throw noSuch("subscription", subscriptionId);
      if (subscription.status === "canceled") {
        throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
      }
      await writeObject(tx, subscriptionId, { ...subscription, pause_collection: pause }, now);
    }, TRANSACTION_OPTIONS);
  }

  const pauseSubscription = (subscriptionId: string, resumesAt: Date | null) =>
    setPauseCollection(subscriptionId, {
      behavior: "void",
      resumes_at: resumesAt ? stripeSeconds(resumesAt) : null,
    });
  const resumeSubscription = (subscriptionId: string) => setPauseCollection(subscriptionId, null);

  /**
   * As Stripe's subscription item update with price_data and no proration: a new price for
   * the same product and interval, which the next invoice bills. The price already there is
   * left alone, so a retry changes nothing.
   */
  async function updateSubscriptionPrice(change: SubscriptionPriceChange): Promise<void> {
    checkId(change.subscriptionId, "sub", "A subscription id");
    checkChargeAmount(change.amount);
    checkIdempotencyKey(change.idempotencyKey);
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const subscription = await lockedObject<Stripe.Subscription>(tx, change.subscriptionId, "subscription");
      if (!subscription) throw noSuch("subscription", change.subscriptionId);
      if (subscription.status === "canceled") {
        throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
      }
      const [item, ...others] = subscription.items.data;
      if (!item || item.price.unit_amount === change.amount) return;
      const priceId = testModeId("price");
      const price: Stripe.Price = {
        ...item.price,
        id: priceId,
        created: stripeSeconds(now),
        unit_amount: change.amount,
      };
      const plan: Stripe.Plan = { ...item.plan, id: priceId, created: stripeSeconds(now), amount: change.amount };
      const updated: Stripe.Subscription = {
        ...subscription,
        items: { ...subscription.items, data: [{ ...item, price, plan }, ...others] },
      };
      await writeObject(tx, change.subscriptionId, updated, now);
    }, TRANSACTION_OPTIONS);
  }

  async function invoicePaymentIntentId(invoiceId: string): Promise<string | null> {
    checkId(invoiceId, "in", "An invoice id");
    const invoice = await objectById<Stripe.Invoice>(db, invoiceId, "invoice");
    if (!invoice) throw noSuch("invoice", invoiceId);
    return paymentIntentOfInvoice(invoice);
  }

  /** The stored intent as Stripe's API answers it: the reconciliation job's read. */
  async function retrievePaymentIntentObject(id: string): Promise<Stripe.PaymentIntent> {
    checkId(id, "pi", "A payment intent id");
    const intent = await objectById<Stripe.PaymentIntent>(db, id, "payment_intent");
    if (!intent) throw noSuch("payment_intent", id);
    return intent;
  }

  /** The stored invoice, its payments included (Stripe's expand: ["payments"]). */
  async function retrieveInvoice(invoiceId: string): Promise<Stripe.Invoice> {
    checkId(invoiceId, "in", "An invoice id");
    const invoice = await objectById<Stripe.Invoice>(db, invoiceId, "invoice");
    if (!invoice) throw noSuch("invoice", invoiceId);
    return invoice;
  }

  return {
    retrievePaymentIntentObject,
    retrieveInvoice,
    cancelSubscription,
    pauseSubscription,
    resumeSubscription,
    updateSubscriptionPrice,
    createPaymentIntent,
    retrievePaymentIntent,
    updatePaymentIntentAmount,
    createSubscription,
    invoicePaymentIntentId,
  };
}

function gatewayIntentOf(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret!,
    status: intent.status,
    amount: intent.amount,
    destination: destinationOf(intent.transfer_data),
  };
}

/** A percentage of an amount in whole cents, half up, in integer arithmetic (no float error). */
function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}
