// Money going back and going out in test mode: refunds of a paid intent (charge.refunded to
// the webhook, which reverses the ledger in proportion), transfers of a provider's share to
// their connected account and reversals of part of one (the provider's part of a later
// refund), and the accounts themselves with their simulated onboarding (account.updated to
// the webhook, which then pays out what was held). Refunds, transfers and reversals are made
// once per idempotency key, as Stripe makes them.
import type Stripe from "stripe";
import { formatCad } from "../../../../../shared/payments/money.ts";
import type {
  ConnectedAccountRequest,
  PaymentGateway,
  RefundRequest,
  TestModeControls,
  TransferRequest,
  TransferReversalRequest,
} from "../gateway.ts";
import {
  accountObject,
  onboardedAccount,
  reversedTransfer,
  transferObject,
  transferReversalObject,
} from "./account-objects.ts";
import { refundedCharge, refundObject } from "./payment-intent-objects.ts";
import {
  checkAmount,
  checkCurrency,
  checkId,
  checkIdempotencyKey,
  checkMetadata,
  checkOptionalId,
  checkText,
  idempotencyConflict,
  invalidRequest,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  noSuch,
} from "./request-checks.ts";
import {
  insertEvents,
  insertOnce,
  lockedObject,
  objectById,
  objectByKey,
  storedByKey,
  type StoredObject,
  TRANSACTION_OPTIONS,
  writeObject,
} from "./store.ts";
import { stripeEvent, testModeId } from "./stripe-format.ts";
import type { TestModeDeps } from "./webhook-delivery.ts";

export function testModeRefundsAndPayouts({
  db,
  clock,
  deliver,
  pendingEventsAbout,
}: TestModeDeps): Pick<
  PaymentGateway,
  "refund" | "transfer" | "reverseTransfer" | "createConnectedAccount" | "onboardingLink"
> &
  Pick<TestModeControls, "completeOnboarding"> {
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
          `The refund of ${formatCad(request.amount)} is more than the ${formatCad(refundable)} left to refund on this payment.`,
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
    const sourceTransaction = request.sourceTransaction ?? null;
    checkOptionalId(sourceTransaction, "ch", "source_transaction");
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
      sourceTransaction,
      created: now,
      metadata: request.metadata,
    });
    await insertOnce(db, { id, object: "transfer", idempotencyKey: request.idempotencyKey, data: made }, now);
    const stored = await objectByKey<Stripe.Transfer>(db, request.idempotencyKey, "transfer");
    const same =
      stored.amount === request.amount &&
      stored.currency === request.currency &&
      stored.destination === request.destination &&
      stored.transfer_group === request.transferGroup &&
      (stored.source_transaction ?? null) === sourceTransaction;
    if (!same) throw idempotencyConflict(request.idempotencyKey);
    return { id: stored.id };
  }

  async function reverseTransfer(request: TransferReversalRequest): Promise<{ id: string }> {
    checkId(request.transferId, "tr", "transfer");
    checkAmount(request.amount, 1);
    checkIdempotencyKey(request.idempotencyKey);
    checkMetadata(request.metadata);
    const now = clock.now();

    return db.$transaction(async (tx) => {
      const transfer = await lockedObject<Stripe.Transfer>(tx, request.transferId, "transfer");
      if (!transfer) throw noSuch("transfer", request.transferId);
      // Looked up after the transfer is locked: a retry racing the first waits, then finds it.
      const before = await storedByKey(tx, request.idempotencyKey);
      if (before) {
        const earlier = before.data as unknown as Stripe.TransferReversal;
        if (
          before.object !== "transfer_reversal" ||
          earlier.transfer !== transfer.id ||
          earlier.amount !== request.amount
        ) {
          throw idempotencyConflict(request.idempotencyKey);
        }
        return { id: earlier.id };
      }
      const remaining = transfer.amount - transfer.amount_reversed;
      if (request.amount > remaining) {
        throw invalidRequest(
          `The reversal of ${formatCad(request.amount)} is more than the ${formatCad(remaining)} left of this transfer.`,
          "amount_too_large",
        );
      }
      const id = testModeId("trr");
      const made = transferReversalObject({
        id,
        transferId: transfer.id,
        amount: request.amount,
        currency: transfer.currency,
        created: now,
        metadata: request.metadata,
      });
      const row: StoredObject = {
        id,
        object: "transfer_reversal",
        idempotencyKey: request.idempotencyKey,
        data: made,
      };
      // The same key on another transfer, at the same moment: that transfer's lock does not stop it.
      if (!(await insertOnce(tx, row, now))) throw idempotencyConflict(request.idempotencyKey);
      await writeObject(tx, transfer.id, reversedTransfer(transfer, made), now);
      return { id };
    }, TRANSACTION_OPTIONS);
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

  return { refund, transfer, reverseTransfer, createConnectedAccount, onboardingLink, completeOnboarding };
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
