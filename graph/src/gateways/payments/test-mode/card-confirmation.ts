// Paying with one of Stripe's test card numbers, as Stripe.js would at Stripe's servers: the
// intent (and the subscription invoice it pays) is paid or refused as Stripe answers that
// card, and payment_intent.* and invoice.* events go to the webhook, which settles. The
// client secret is the proof the caller may pay, so it is compared in constant time.
import { timingSafeEqual } from "node:crypto";
import type Stripe from "stripe";
import type { TestCardOutcome, TestModeControls } from "../gateway.ts";
import { classifyTestCard } from "../test-cards.ts";
import { failedInvoiceAttempt, paidInvoice } from "./invoice-objects.ts";
import { chargeObject, failedPaymentIntent, succeededPaymentIntent } from "./payment-intent-objects.ts";
import {
  destinationOf,
  invalidRequest,
  MAX_CLIENT_SECRET_LENGTH,
  PAYMENT_ALREADY_MADE,
  paymentNotFound,
} from "./request-checks.ts";
import { insertAll, insertEvents, lockedInvoiceOf, lockedObject, TRANSACTION_OPTIONS, writeObject } from "./store.ts";
import { paymentIntentIdOfClientSecret, stripeEvent, testModeId } from "./stripe-format.ts";
import { activeSubscription } from "./subscription-objects.ts";
import type { TestModeDeps } from "./webhook-delivery.ts";

export function testModeCardConfirmation({
  db,
  clock,
  deliver,
  pendingEventsAbout,
}: TestModeDeps): Pick<TestModeControls, "confirmCard"> {
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

  return { confirmCard };
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === "string" ? subscription : subscription.id;
}

/** Compares secrets in constant time: the time taken says nothing about how much matched. */
function sameSecret(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
