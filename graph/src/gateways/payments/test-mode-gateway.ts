// The offline test-mode gateway: used when no Stripe keys are set, so `npm start` takes
// payments on a machine without internet and nothing real is ever charged. It keeps the
// objects Stripe would keep (intents, charges, subscriptions, invoices, refunds, transfers,
// connected accounts) in the TestModeObject table, shaped as Stripe's API answers them,
// answers Stripe's test card numbers as Stripe does, and reports what happened the way
// Stripe does: events signed with the webhook secret, delivered to our own webhook door.
// Settlement therefore runs through exactly the code that settles real Stripe payments.
//
// Each change and the events it causes are committed together; the events are delivered
// after the commit (the webhook opens its own transactions, and reacts by calling this
// gateway again, e.g. transfers after account.updated). An event stays marked pending
// (Stripe's `pending_webhooks`) until the webhook accepted it, and is delivered again when
// the same payment or refund is asked for again, so a refused delivery is never lost.
import { randomBytes, timingSafeEqual } from "node:crypto";
import Stripe from "stripe";
import type { Clock } from "../../context.ts";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import {
  type ConnectedAccountRequest,
  type GatewayIntent,
  type GatewaySubscription,
  type PaymentGateway,
  type PaymentIntentRequest,
  type RefundRequest,
  type SubscriptionRequest,
  type TestCardOutcome,
  type TransferRequest,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookDelivery,
  WebhookSignatureError,
} from "./gateway.ts";
import { PAYMENT_ALREADY_STARTED, PaymentGatewayError } from "./gateway-error.ts";
import { classifyTestCard } from "./test-cards.ts";
import {
  accountObject,
  activeSubscription,
  chargeObject,
  clientSecretFor,
  customerObject,
  failedInvoiceAttempt,
  failedPaymentIntent,
  invoiceObject,
  onboardedAccount,
  paidInvoice,
  paymentIntentIdOfClientSecret,
  paymentIntentObject,
  refundedCharge,
  refundObject,
  servicePeriod,
  signTestEvent,
  stripeEvent,
  stripeSeconds,
  subscriptionObject,
  succeededPaymentIntent,
  testModeId,
  transferObject,
} from "./test-mode-events.ts";

export interface TestModeGatewayOptions {
  db: PrismaClient;
  clock: Clock;
  /** Hands a signed event to POST /api/stripe/webhook. */
  deliverWebhook: WebhookDelivery;
  /** Defaults to a random secret made for this process: nobody outside can sign our events. */
  webhookSecret?: string;
}

/** Stripe's smallest CAD charge ($0.50) and largest (8 digits of cents). */
const MIN_CHARGE_CENTS = 50;
const MAX_AMOUNT_CENTS = 99_999_999;
/** Stripe's limits on what a request may carry. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const MAX_METADATA_KEYS = 50;
const MAX_METADATA_KEY_LENGTH = 40;
const MAX_METADATA_VALUE_LENGTH = 500;
const MAX_TEXT_LENGTH = 1000;
const MAX_EMAIL_LENGTH = 512;
const MAX_NAME_LENGTH = 256;
/** A client secret is an id, `_secret_` and 24 letters; anything much longer is not one. */
const MAX_CLIENT_SECRET_LENGTH = 255;

export const PAYMENT_NOT_FOUND = "This payment could not be found.";
export const PAYMENT_ALREADY_MADE = "This payment has already been made.";

const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

type Db = PrismaClient | Prisma.TransactionClient;
type ObjectKind =
  "payment_intent" | "charge" | "refund" | "subscription" | "invoice" | "customer" | "account" | "transfer" | "event";

interface StoredObject {
  id: string;
  object: ObjectKind;
  idempotencyKey: string | null;
  data: object;
}

export function createTestModeGateway(options: TestModeGatewayOptions): PaymentGateway {
  const { db, clock } = options;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(32).toString("hex")}`;

  /**
   * Sends events to the webhook in order and marks each delivered once accepted. The
   * signature is dated by our clock, which verifyWebhook also measures age against, so
   * a pinned clock in a test signs and verifies alike.
   */
  async function deliver(events: readonly Stripe.Event[]): Promise<void> {
    for (const event of events) {
      const { payload, signature } = signTestEvent({
        secret: webhookSecret,
        event,
        timestamp: stripeSeconds(clock.now()),
      });
      const { status } = await options.deliverWebhook({ payload, signature });
      if (status < 200 || status >= 300) {
        throw new Error(`The webhook refused the ${event.type} event ${event.id} with status ${status}.`);
      }
      await db.$executeRaw`
        UPDATE "TestModeObject" SET "data" = jsonb_set("data", '{pending_webhooks}', '0'), "updatedAt" = ${clock.now()}
        WHERE "id" = ${event.id} AND "object" = 'event'`;
    }
  }

  /** Events about these objects the webhook has not accepted yet, oldest first. */
  async function pendingEventsAbout(objectIds: string[]): Promise<Stripe.Event[]> {
    const rows = await db.testModeObject.findMany({
      where: { object: "event", OR: objectIds.map((id) => ({ data: { path: ["data", "object", "id"], equals: id } })) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows
      .map((row) => row.data as unknown as Stripe.Event)
      .filter((event) => event.pending_webhooks > 0)
      .sort((a, b) => a.created - b.created || EVENT_ORDER.indexOf(a.type) - EVENT_ORDER.indexOf(b.type));
  }

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
    const intent = paymentIntentObject({
      id,
      clientSecret: clientSecretFor(id),
      amount: request.amount,
      currency: request.currency,
      created: now,
      metadata: request.metadata,
      applicationFeeAmount: request.applicationFeeAmount,
      destination: request.destination,
      description: request.description,
      receiptEmail: request.receiptEmail,
    });
    await insertOnce(db, { id, object: "payment_intent", idempotencyKey: request.idempotencyKey, data: intent }, now);
    const stored = await objectByKey<Stripe.PaymentIntent>(db, request.idempotencyKey, "payment_intent");
    const same =
      stored.amount === request.amount &&
      stored.currency === request.currency &&
      stored.application_fee_amount === request.applicationFeeAmount &&
      destinationOf(stored.transfer_data) === request.destination &&
      sameMetadata(stored.metadata, request.metadata) &&
      stored.description === request.description &&
      stored.receipt_email === request.receiptEmail;
    if (!same) throw idempotencyConflict(request.idempotencyKey);
    return { id: stored.id, clientSecret: stored.client_secret!, status: stored.status, amount: stored.amount };
  }

  async function retrievePaymentIntent(id: string): Promise<GatewayIntent> {
    checkId(id, "pi", "A payment intent id");
    const intent = await objectById<Stripe.PaymentIntent>(db, id, "payment_intent");
    if (!intent) throw noSuch("payment_intent", id);
    return { id: intent.id, clientSecret: intent.client_secret!, status: intent.status, amount: intent.amount };
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
    const subscription = subscriptionObject({
      id: ids.subscription,
      customerId: ids.customer,
      amount: request.amount,
      currency: request.currency,
      recurring: request.recurring,
      created: now,
      status: "incomplete",
      metadata: request.metadata,
      applicationFeePercent: request.applicationFeePercent,
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
      applicationFeeAmount: percentOf(request.amount, request.applicationFeePercent),
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
      stored.application_fee_percent === request.applicationFeePercent &&
      destinationOf(stored.transfer_data) === request.destination &&
      sameMetadata(stored.metadata, request.metadata);
    if (!same) throw idempotencyConflict(request.idempotencyKey);
    const firstInvoice = await objectById<Stripe.Invoice>(db, String(stored.latest_invoice), "invoice");
    const secret = firstInvoice?.confirmation_secret?.client_secret;
    if (!secret) throw new Error(`Test-mode subscription ${stored.id} has no first invoice to pay`);
    return { id: stored.id, clientSecret: secret };
  }

  async function confirmCard(request: { clientSecret: string; cardNumber: string }): Promise<TestCardOutcome> {
    const clientSecret = typeof request.clientSecret === "string" ? request.clientSecret : "";
    const intentId =
      clientSecret.length <= MAX_CLIENT_SECRET_LENGTH ? paymentIntentIdOfClientSecret(clientSecret) : null;
    if (!intentId) throw paymentNotFound();
    const card = classifyTestCard(typeof request.cardNumber === "string" ? request.cardNumber : "");
    const now = clock.now();

    const result = await db.$transaction(async (tx) => {
      const intent = await lockedObject<Stripe.PaymentIntent>(tx, intentId, "payment_intent");
      if (!intent || !sameSecret(intent.client_secret, clientSecret)) throw paymentNotFound();
      const invoice = await lockedInvoiceOf(tx, intent.id);
      if (intent.status === "succeeded") return { kind: "paid before" as const, intent, invoice };
      if (intent.status !== "requires_payment_method") {
        throw invalidRequest(
          `This payment cannot be made now: it is ${intent.status.replaceAll("_", " ")}.`,
          "payment_intent_unexpected_state",
        );
      }

      const events: Stripe.Event[] = [];
      let outcome: TestCardOutcome;
      if (card.outcome === "succeeded") {
        const chargeId = testModeId("ch");
        const paymentMethodId = testModeId("pm");
        const charge = chargeObject({
          id: chargeId,
          paymentIntentId: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          created: now,
          metadata: intent.metadata,
          applicationFeeAmount: intent.application_fee_amount,
          destination: destinationOf(intent.transfer_data),
          description: intent.description,
          receiptEmail: intent.receipt_email,
          customer: typeof intent.customer === "string" ? intent.customer : null,
          paymentMethod: paymentMethodId,
        });
        const paid = succeededPaymentIntent(intent, { chargeId, paymentMethodId });
        await insertAll(tx, [{ id: chargeId, object: "charge", idempotencyKey: null, data: charge }], now);
        await writeObject(tx, paid.id, paid, now);
        events.push(stripeEvent("payment_intent.succeeded", paid, { created: now }));
        if (invoice) {
          const paidFirstInvoice = paidInvoice(invoice, now);
          await writeObject(tx, invoice.id!, paidFirstInvoice, now);
          const subscriptionId = subscriptionIdOf(invoice);
          const subscription = subscriptionId
            ? await lockedObject<Stripe.Subscription>(tx, subscriptionId, "subscription")
            : null;
          if (subscription && subscription.status === "incomplete") {
            await writeObject(tx, subscription.id, activeSubscription(subscription), now);
          }
          events.push(stripeEvent("invoice.paid", paidFirstInvoice, { created: now }));
        }
        outcome = { status: "succeeded", paymentIntentId: intent.id };
      } else {
        const failed = failedPaymentIntent(intent, card, card.brand ? testModeId("pm") : null);
        await writeObject(tx, failed.id, failed, now);
        events.push(stripeEvent("payment_intent.payment_failed", failed, { created: now }));
        if (invoice) {
          const attempted = failedInvoiceAttempt(invoice);
          await writeObject(tx, invoice.id!, attempted, now);
          events.push(stripeEvent("invoice.payment_failed", attempted, { created: now }));
        }
        outcome = { status: "failed", paymentIntentId: intent.id, message: card.message };
      }
      await insertEvents(tx, events, now);
      return { kind: "attempted" as const, events, outcome };
    }, TRANSACTION_OPTIONS);

    if (result.kind === "attempted") {
      await deliver(result.events);
      return result.outcome;
    }
    // Paid before. If the webhook has not accepted what that payment sent (it refused, or
    // that delivery is still running in a double-clicked request), send it now; otherwise
    // paying again is a mistake worth saying.
    const pending = await pendingEventsAbout([result.intent.id, ...(result.invoice?.id ? [result.invoice.id] : [])]);
    if (pending.length === 0) throw invalidRequest(PAYMENT_ALREADY_MADE, "payment_intent_unexpected_state");
    await deliver(pending);
    return { status: "succeeded", paymentIntentId: result.intent.id };
  }

  async function refund(request: RefundRequest): Promise<{ id: string }> {
    checkId(request.paymentIntentId, "pi", "payment_intent");
    checkAmount(request.amount, 1);
    checkIdempotencyKey(request.idempotencyKey);
    checkMetadata(request.metadata);
    const now = clock.now();

    const result = await db.$transaction(async (tx) => {
      const intent = await lockedObject<Stripe.PaymentIntent>(tx, request.paymentIntentId, "payment_intent");
      if (!intent) throw noSuch("payment_intent", request.paymentIntentId);
      // Looked up after the intent is locked: a retry racing the first waits, then finds it.
      const before = await storedByKey(tx, request.idempotencyKey);
      if (before) {
        const earlier = before.data as unknown as Stripe.Refund;
        if (before.object !== "refund" || earlier.payment_intent !== intent.id || earlier.amount !== request.amount) {
          throw idempotencyConflict(request.idempotencyKey);
        }
        return { kind: "refunded before" as const, refund: earlier };
      }
      const chargeId = typeof intent.latest_charge === "string" ? intent.latest_charge : null;
      const charge =
        chargeId && intent.status === "succeeded" ? await lockedObject<Stripe.Charge>(tx, chargeId, "charge") : null;
      if (!charge) {
        throw invalidRequest("This payment has not been made, so there is nothing to refund.", "charge_not_refundable");
      }
      const refundable = charge.amount - charge.amount_refunded;
      if (refundable <= 0) {
        throw invalidRequest("This payment has already been refunded in full.", "charge_already_refunded");
      }
      if (request.amount > refundable) {
        throw invalidRequest(
          `The refund of ${dollars(request.amount)} is more than the ${dollars(refundable)} left to refund on this payment.`,
          "amount_too_large",
        );
      }
      const refundId = testModeId("re");
      const made = refundObject({
        id: refundId,
        amount: request.amount,
        currency: charge.currency,
        chargeId: charge.id,
        paymentIntentId: intent.id,
        created: now,
        metadata: request.metadata,
      });
      const row: StoredObject = { id: refundId, object: "refund", idempotencyKey: request.idempotencyKey, data: made };
      // The same key on another payment, at the same moment: that payment's lock does not stop it.
      if (!(await insertOnce(tx, row, now))) throw idempotencyConflict(request.idempotencyKey);
      const updated = refundedCharge(charge, made);
      await writeObject(tx, charge.id, updated, now);
      const events = [stripeEvent("charge.refunded", updated, { created: now })];
      await insertEvents(tx, events, now);
      return { kind: "refunded" as const, refund: made, events };
    }, TRANSACTION_OPTIONS);

    if (result.kind === "refunded") await deliver(result.events);
    else await deliver(await pendingEventsAbout([String(result.refund.charge)]));
    return { id: result.refund.id };
  }

  async function transfer(request: TransferRequest): Promise<{ id: string }> {
    checkAmount(request.amount, 1);
    checkCurrency(request.currency);
    checkId(request.destination, "acct", "destination");
    checkText(request.transferGroup, MAX_NAME_LENGTH, "transfer_group");
    checkIdempotencyKey(request.idempotencyKey);
    checkMetadata(request.metadata);

    const account = await objectById<Stripe.Account>(db, request.destination, "account");
    if (!account) throw noSuch("destination", request.destination);
    if (!account.payouts_enabled) {
      throw invalidRequest(
        "The provider's payout account has not finished setting up, so it cannot receive transfers yet.",
        "insufficient_capabilities_for_transfer",
      );
    }
    const now = clock.now();
    const id = testModeId("tr");
    const made = transferObject({
      id,
      amount: request.amount,
      currency: request.currency,
      destination: request.destination,
      transferGroup: request.transferGroup,
      created: now,
      metadata: request.metadata,
    });
    await insertOnce(db, { id, object: "transfer", idempotencyKey: request.idempotencyKey, data: made }, now);
    const stored = await objectByKey<Stripe.Transfer>(db, request.idempotencyKey, "transfer");
    const same =
      stored.amount === request.amount &&
      stored.currency === request.currency &&
      stored.destination === request.destination &&
      stored.transfer_group === request.transferGroup;
    if (!same) throw idempotencyConflict(request.idempotencyKey);
    return { id: stored.id };
  }

  async function createConnectedAccount(request: ConnectedAccountRequest): Promise<{ id: string }> {
    checkText(request.email, MAX_EMAIL_LENGTH, "email");
    checkText(request.businessName, MAX_NAME_LENGTH, "business_profile[name]");
    checkIdempotencyKey(request.idempotencyKey);
    checkMetadata(request.metadata);
    const now = clock.now();
    const id = testModeId("acct");
    const account = accountObject({ id, email: request.email, created: now, metadata: request.metadata });
    await insertOnce(db, { id, object: "account", idempotencyKey: request.idempotencyKey, data: account }, now);
    const stored = await objectByKey<Stripe.Account>(db, request.idempotencyKey, "account");
    if (stored.email !== request.email) throw idempotencyConflict(request.idempotencyKey);
    return { id: stored.id };
  }

  /** The account an id from a link (so from a browser) names, or Stripe's "No such account". */
  async function existingAccount(accountId: string): Promise<Stripe.Account> {
    const wellFormed = typeof accountId === "string" && /^acct_[A-Za-z0-9_]{1,100}$/.test(accountId);
    const account = wellFormed ? await objectById<Stripe.Account>(db, accountId, "account") : null;
    if (!account) throw noSuch("account", String(accountId).slice(0, 120));
    return account;
  }

  async function onboardingLink(request: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }> {
    checkText(request.returnUrl, MAX_TEXT_LENGTH, "return_url");
    await existingAccount(request.accountId);
    const query = new URLSearchParams({ account: request.accountId, return: localPath(request.returnUrl) });
    return { url: `/payouts/test-onboarding?${query}` };
  }

  async function completeOnboarding(accountId: string): Promise<void> {
    await existingAccount(accountId);
    const now = clock.now();
    const events = await db.$transaction(async (tx) => {
      const account = await lockedObject<Stripe.Account>(tx, accountId, "account");
      if (!account) throw noSuch("account", accountId);
      const onboarded = onboardedAccount(account);
      await writeObject(tx, account.id, onboarded, now);
      // Sent even when nothing changed: finishing again re-sends what a refused delivery lost.
      const previousAttributes = {
        charges_enabled: account.charges_enabled,
        payouts_enabled: account.payouts_enabled,
        details_submitted: account.details_submitted,
      };
      const made = [stripeEvent("account.updated", onboarded, { created: now, previousAttributes })];
      await insertEvents(tx, made, now);
      return made;
    }, TRANSACTION_OPTIONS);
    await deliver(events);
  }

  function verifyWebhook(payload: string, signatureHeader: string | undefined): Stripe.Event {
    if (!signatureHeader) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
    try {
      // Age is measured on our clock, the one our signatures are dated by.
      return Stripe.webhooks.constructEvent(
        payload,
        signatureHeader,
        webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        clock.now().getTime(),
      );
    } catch (error) {
      throw new WebhookSignatureError(signatureFailure(error));
    }
  }

  return {
    mode: "test",
    publishableKey: null,
    createPaymentIntent,
    retrievePaymentIntent,
    createSubscription,
    refund,
    transfer,
    createConnectedAccount,
    onboardingLink,
    verifyWebhook,
    testMode: { confirmCard, completeOnboarding },
  };
}

/** When one change sends several events, the order Stripe sends them in. */
const EVENT_ORDER: readonly string[] = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "invoice.paid",
  "invoice.payment_failed",
  "charge.refunded",
  "account.updated",
];

// ---------------------------------------------------------------------------------------
// Storage

/**
 * Inserts the object unless its idempotency key is taken; true if it was inserted. Two
 * identical requests at once: the database's unique key lets exactly one in.
 */
async function insertOnce(db: Db, row: StoredObject, now: Date): Promise<boolean> {
  const inserted = await db.$queryRaw<unknown[]>`
    INSERT INTO "TestModeObject" ("id", "object", "idempotencyKey", "data", "createdAt", "updatedAt")
    VALUES (${row.id}, ${row.object}, ${row.idempotencyKey}, ${JSON.stringify(row.data)}::jsonb, ${now}, ${now})
    ON CONFLICT ("idempotencyKey") DO NOTHING
    RETURNING 1 AS "inserted"`;
  return inserted.length > 0;
}

async function insertAll(db: Db, rows: StoredObject[], now: Date): Promise<void> {
  await db.testModeObject.createMany({
    data: rows.map((row) => ({
      id: row.id,
      object: row.object,
      idempotencyKey: row.idempotencyKey,
      data: row.data as Prisma.InputJsonObject,
      createdAt: now,
      updatedAt: now,
    })),
  });
}

async function insertEvents(db: Db, events: Stripe.Event[], now: Date): Promise<void> {
  await insertAll(
    db,
    events.map((event) => ({ id: event.id, object: "event", idempotencyKey: null, data: event })),
    now,
  );
}

async function writeObject(db: Db, id: string, data: object, now: Date): Promise<void> {
  await db.testModeObject.update({ where: { id }, data: { data: data as Prisma.InputJsonObject, updatedAt: now } });
}

async function objectById<T>(db: Db, id: string, object: ObjectKind): Promise<T | null> {
  const row = await db.testModeObject.findUnique({ where: { id } });
  return row && row.object === object ? (row.data as unknown as T) : null;
}

/** Reads and locks an object for this transaction: two changes to one object run one after the other. */
async function lockedObject<T>(tx: Prisma.TransactionClient, id: string, object: ObjectKind): Promise<T | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "TestModeObject" WHERE "id" = ${id} AND "object" = ${object} FOR UPDATE`;
  return rows.length === 0 ? null : objectById<T>(tx, id, object);
}

/** The invoice an intent pays, if it pays one (Stripe links them by the invoice's payments). */
async function lockedInvoiceOf(tx: Prisma.TransactionClient, intentId: string): Promise<Stripe.Invoice | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "TestModeObject"
    WHERE "object" = 'invoice' AND "data" -> 'payments' -> 'data' -> 0 -> 'payment' ->> 'payment_intent' = ${intentId}
    FOR UPDATE`;
  const id = rows[0]?.id;
  return id === undefined ? null : objectById<Stripe.Invoice>(tx, id, "invoice");
}

async function storedByKey(db: Db, idempotencyKey: string) {
  return db.testModeObject.findUnique({ where: { idempotencyKey } });
}

/** The object a request with this key made; a key first used for something else is a conflict. */
async function objectByKey<T>(db: Db, idempotencyKey: string, object: ObjectKind): Promise<T> {
  const row = await storedByKey(db, idempotencyKey);
  if (!row) throw new Error(`Test-mode ${object} with key ${idempotencyKey} vanished after it was stored`);
  if (row.object !== object) throw idempotencyConflict(idempotencyKey);
  return row.data as unknown as T;
}

// ---------------------------------------------------------------------------------------
// Requests: checked as Stripe checks them, refused in Stripe's terms

function invalidRequest(message: string, code: string | null = null): PaymentGatewayError {
  return new PaymentGatewayError("invalid_request", message, { code });
}

function noSuch(what: string, id: string): PaymentGatewayError {
  return invalidRequest(`No such ${what}: '${id}'`, "resource_missing");
}

function paymentNotFound(): PaymentGatewayError {
  return invalidRequest(PAYMENT_NOT_FOUND, "resource_missing");
}

function idempotencyConflict(key: string): PaymentGatewayError {
  return new PaymentGatewayError("idempotency_conflict", PAYMENT_ALREADY_STARTED, {
    cause: new Error(
      "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
        `Try using a key other than '${key}' if you meant to execute a different request.`,
    ),
  });
}

function checkAmount(amount: number, minimum: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`An amount is a whole number of cents, not ${amount}`);
  if (amount < minimum) throw invalidRequest(`Amount must be at least ${dollars(minimum)} cad`, "amount_too_small");
  if (amount > MAX_AMOUNT_CENTS) {
    throw invalidRequest(`Amount must be no more than ${dollars(MAX_AMOUNT_CENTS)} cad`, "amount_too_large");
  }
}

function checkChargeAmount(amount: number): void {
  checkAmount(amount, MIN_CHARGE_CENTS);
}

// What follows guards against our own bugs (the callers derive these values), refused as
// the Stripe gateway refuses them before calling Stripe.

function checkFee(fee: number, amount: number): void {
  if (!Number.isSafeInteger(fee) || fee < 0 || fee > amount) {
    throw new RangeError("An application fee is a whole number of cents, at most the amount");
  }
}

function checkCurrency(currency: string): void {
  if (currency !== "cad") throw new RangeError("Payments are in Canadian dollars (cad) only");
}

function checkRecurring(recurring: SubscriptionRequest["recurring"]): void {
  const ok =
    (recurring?.interval === "week" && (recurring.intervalCount === 1 || recurring.intervalCount === 2)) ||
    (recurring?.interval === "month" && recurring.intervalCount === 1);
  if (!ok) throw new RangeError("A subscription recurs weekly, every 2 weeks or monthly");
}

function checkFeePercent(percent: number): void {
  if (!(Number.isFinite(percent) && percent >= 0 && percent <= 100)) {
    throw new RangeError("An application fee percent is between 0 and 100");
  }
}

function checkIdempotencyKey(key: string): void {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new RangeError(`An idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
}

function checkText(value: string, maxLength: number, parameter: string): void {
  if (typeof value !== "string" || value.length > maxLength) {
    throw new RangeError(`${parameter} must be text of at most ${maxLength} characters`);
  }
}

function checkId(value: string, prefix: string, parameter: string): void {
  if (typeof value !== "string" || !new RegExp(`^${prefix}_[A-Za-z0-9_]{1,100}$`).test(value)) {
    throw new RangeError(`${parameter} looks like ${prefix}_ followed by letters and digits`);
  }
}

function checkOptionalId(value: string | null, prefix: string, parameter: string): void {
  if (value !== null) checkId(value, prefix, parameter);
}

function checkMetadata(metadata: Record<string, string>): void {
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

function sameMetadata(a: Stripe.Metadata | null | undefined, b: Record<string, string>): boolean {
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b).length && left.every(([key, value]) => b[key] === value);
}

function destinationOf(transferData: { destination: string | Stripe.Account } | null | undefined): string | null {
  const destination = transferData?.destination;
  if (destination === undefined) return null;
  return typeof destination === "string" ? destination : destination.id;
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === "string" ? subscription : subscription.id;
}

/** A percentage of an amount in whole cents, half up, in integer arithmetic (no float error). */
function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/** Compares secrets in constant time: the time taken says nothing about how much matched. */
function sameSecret(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const cadFormat = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });

function dollars(cents: number): string {
  return cadFormat.format(cents / 100);
}

/**
 * Where the simulated onboarding sends the provider back: the return URL's path only, so
 * the link can never lead off our site, whatever the URL named.
 */
function localPath(returnUrl: string): string {
  try {
    const url = new URL(returnUrl, "http://localhost");
    // "//host" would be read by a browser as another site.
    return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/** The SDK's reason, in the words the Stripe gateway uses for it (stripe-gateway.ts). */
function signatureFailure(error: unknown): string {
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
