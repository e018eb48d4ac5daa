// One contract, two gateways: the same cases run against the offline test-mode gateway (on a
// real database) and against the Stripe gateway, the real `stripe` SDK talking to the local
// stand-in for Stripe's API. Where Stripe's side acts without a request of ours (Stripe.js
// paying a card, a provider finishing Stripe's onboarding), each gateway's world does it its
// own way; everything else goes through the PaymentGateway interface alone. A behaviour the
// two answer differently fails here, whichever of them moved: settle which one is right by
// Stripe's documented behaviour (test-mode/README.md says how).
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../src/context.ts";
import type { Database } from "../../src/db/client.ts";
import {
  type GatewayIntent,
  type PaymentGateway,
  type PaymentIntentRequest,
  type SubscriptionRequest,
  WebhookSignatureError,
} from "../../src/gateways/payments/gateway.ts";
import { PaymentGatewayError, type PaymentGatewayFailure } from "../../src/gateways/payments/gateway-error.ts";
import { createStripeGateway } from "../../src/gateways/payments/stripe-gateway.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { createTestDatabase } from "../support/database.ts";
import { startStripeApiStandIn } from "../support/stripe-api-stand-in.ts";

const NOW = new Date("2026-11-20T15:00:00Z");
const clock: Clock = { now: () => NOW };
const nowSeconds = Math.floor(NOW.getTime() / 1000);
const WEBHOOK_SECRET = "whsec_payment_gateway_contract";
const SUCCEEDING_CARD = "4242424242424242";

/** A gateway and what Stripe's side does around it, for one run of the contract. */
interface GatewayWorld {
  gateway: PaymentGateway;
  /** The payer's card goes through, as Stripe.js would at Stripe's servers. */
  pay(intent: Pick<GatewayIntent, "id" | "clientSecret">): Promise<void>;
  /** The provider finishes Stripe's onboarding: the account can receive transfers. */
  onboard(accountId: string): Promise<void>;
  /** An object as Stripe's side holds it (what GET /v1/<things>/<id> answers). */
  stored(id: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

async function testModeWorld(): Promise<GatewayWorld> {
  const database: Database = await createTestDatabase();
  const gateway: PaymentGateway = createTestModeGateway({
    db: database.prisma,
    clock,
    webhookSecret: WEBHOOK_SECRET,
    // As POST /api/stripe/webhook: every delivery must verify, or it is refused.
    deliverWebhook: async ({ payload, signature }) => {
      gateway.verifyWebhook(payload, signature);
      return { status: 200 };
    },
  });
  return {
    gateway,
    async pay(intent) {
      const outcome = await gateway.testMode!.confirmCard({
        clientSecret: intent.clientSecret,
        cardNumber: SUCCEEDING_CARD,
      });
      expect(outcome).toMatchObject({ status: "succeeded", paymentIntentId: intent.id });
    },
    onboard: (accountId) => gateway.testMode!.completeOnboarding(accountId),
    async stored(id) {
      const row = await database.prisma.testModeObject.findUniqueOrThrow({ where: { id } });
      return row.data as Record<string, unknown>;
    },
    close: () => database.close(),
  };
}

async function stripeWorld(): Promise<GatewayWorld> {
  const secretKey = "sk_test_payment_gateway_contract";
  // knownIdsOnly: a refund or transfer naming an id Stripe never made is refused, as Stripe does.
  const stripeApi = await startStripeApiStandIn({ secretKey, knownIdsOnly: true });
  const gateway = createStripeGateway({
    secretKey,
    publishableKey: "pk_test_payment_gateway_contract",
    webhookSecret: WEBHOOK_SECRET,
    connection: stripeApi.connection,
    maxNetworkRetries: 0,
    clock,
  });
  return {
    gateway,
    async pay(intent) {
      stripeApi.payPaymentIntent(intent.id);
    },
    async onboard(accountId) {
      stripeApi.completeAccountOnboarding(accountId);
    },
    async stored(id) {
      const object = stripeApi.object(id);
      if (!object) throw new Error(`The Stripe API stand-in holds no ${id}`);
      return object;
    },
    close: () => stripeApi.close(),
  };
}

const gateways = [
  { name: "the test-mode gateway", start: testModeWorld },
  { name: "the Stripe gateway (real SDK, API stand-in)", start: stripeWorld },
];

/** Fails unless the promise is refused as a PaymentGatewayError of this kind (and Stripe code, when given). */
async function expectRefusal(
  promise: Promise<unknown>,
  failure: PaymentGatewayFailure,
  code?: string,
): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  const refusal = error as PaymentGatewayError;
  expect(refusal.failure).toBe(failure);
  if (code !== undefined) expect(refusal.code).toBe(code);
  return refusal;
}

const key = (what: string) => `contract-${what}-${randomUUID()}`;

describe.each(gateways)("$name", ({ start }) => {
  let world: GatewayWorld;
  let gateway: PaymentGateway;
  /** A provider's account that finished onboarding, as destination charges need. */
  let providerAccount: string;

  beforeAll(async () => {
    world = await start();
    gateway = world.gateway;
    providerAccount = (
      await gateway.createConnectedAccount({
        email: "owner@example.ca",
        businessName: "Maple Cleaners",
        idempotencyKey: key("account"),
        metadata: { providerId: "7" },
      })
    ).id;
    await world.onboard(providerAccount);
  });

  afterAll(async () => {
    await world?.close();
  });

  function intentRequest(overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest {
    return {
      amount: 15_000,
      currency: "cad",
      applicationFeeAmount: 1_500,
      destination: providerAccount,
      idempotencyKey: key("intent"),
      metadata: { bookingId: "41", providerId: "7", customerId: "12" },
      description: "House Cleaning with Maple Cleaners",
      receiptEmail: "customer@example.ca",
      ...overrides,
    };
  }

  async function paidIntent(overrides: Partial<PaymentIntentRequest> = {}) {
    const intent = await gateway.createPaymentIntent(intentRequest(overrides));
    await world.pay(intent);
    const chargeId = (await world.stored(intent.id)).latest_charge as string;
    return { intent, chargeId };
  }

  describe("a payment for a booking", () => {
    it("is an intent waiting for a card, with the fee and the provider's account on it", async () => {
      const request = intentRequest();
      const intent = await gateway.createPaymentIntent(request);

      expect(intent.id).toMatch(/^pi_/);
      expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
      expect(intent).toMatchObject({ status: "requires_payment_method", amount: 15_000, destination: providerAccount });
      expect(await world.stored(intent.id)).toMatchObject({
        amount: 15_000,
        currency: "cad",
        application_fee_amount: 1_500,
        transfer_data: { destination: providerAccount },
        metadata: request.metadata,
        status: "requires_payment_method",
      });
    });

    it("without a destination carries no fee, so a different fee under the same key is the same request", async () => {
      const request = intentRequest({ destination: null });
      const intent = await gateway.createPaymentIntent(request);
      expect(intent.destination).toBeNull();
      expect(await world.stored(intent.id)).toMatchObject({ application_fee_amount: null, transfer_data: null });

      // Stripe refuses a fee without a destination, so the fee is never sent: the request is unchanged.
      const again = await gateway.createPaymentIntent({ ...request, applicationFeeAmount: 2_000 });
      expect(again.id).toBe(intent.id);

      const updated = await gateway.updatePaymentIntentAmount(intent, { amount: 18_000, applicationFeeAmount: 1_800 });
      expect(updated.amount).toBe(18_000);
      expect(await world.stored(intent.id)).toMatchObject({ amount: 18_000, application_fee_amount: null });
    });

    it("is made once per idempotency key; the key for another amount is refused", async () => {
      const request = intentRequest();
      const first = await gateway.createPaymentIntent(request);
      const retried = await gateway.createPaymentIntent(request);
      expect(retried).toEqual(first);

      await expectRefusal(gateway.createPaymentIntent({ ...request, amount: 16_000 }), "idempotency_conflict");
      expect(await gateway.createPaymentIntent(intentRequest())).not.toMatchObject({ id: first.id });
    });

    it("is refused under Stripe's $0.50 minimum", async () => {
      await expectRefusal(
        gateway.createPaymentIntent(intentRequest({ amount: 49, applicationFeeAmount: 4 })),
        "invalid_request",
        "amount_too_small",
      );
      const intent = await gateway.createPaymentIntent(intentRequest({ amount: 50, applicationFeeAmount: 5 }));
      expect(intent.amount).toBe(50);
    });

    it("reads back the same intent, paid or not; an unknown one is Stripe's resource_missing", async () => {
      const intent = await gateway.createPaymentIntent(intentRequest());
      expect(await gateway.retrievePaymentIntent(intent.id)).toEqual(intent);

      await world.pay(intent);
      expect(await gateway.retrievePaymentIntent(intent.id)).toEqual({ ...intent, status: "succeeded" });
      expect(await world.stored(intent.id)).toMatchObject({ status: "succeeded", amount_received: 15_000 });

      await expectRefusal(gateway.retrievePaymentIntent("pi_contractMissing1"), "invalid_request", "resource_missing");
    });

    it("changes its amount and fee before it is paid, never after", async () => {
      const intent = await gateway.createPaymentIntent(intentRequest());
      const updated = await gateway.updatePaymentIntentAmount(intent, { amount: 18_000, applicationFeeAmount: 1_800 });
      expect(updated).toEqual({ ...intent, amount: 18_000 });
      expect(await world.stored(intent.id)).toMatchObject({ amount: 18_000, application_fee_amount: 1_800 });

      await world.pay(updated);
      await expectRefusal(
        gateway.updatePaymentIntentAmount(updated, { amount: 20_000, applicationFeeAmount: 2_000 }),
        "invalid_request",
        "payment_intent_unexpected_state",
      );
      expect(await world.stored(intent.id)).toMatchObject({ amount: 18_000, amount_received: 18_000 });
    });
  });

  describe("refunds", () => {
    const refundOf = (paymentIntentId: string, amount: number, idempotencyKey = key("refund")) =>
      gateway.refund({ paymentIntentId, amount, idempotencyKey, metadata: { paymentId: "41" } });

    it("refund part, then the rest; then nothing is left to refund", async () => {
      const { intent, chargeId } = await paidIntent();

      const part = await refundOf(intent.id, 4_000);
      expect(part.id).toMatch(/^re_/);
      expect(await world.stored(chargeId)).toMatchObject({ amount: 15_000, amount_refunded: 4_000, refunded: false });

      const rest = await refundOf(intent.id, 11_000);
      expect(rest.id).not.toBe(part.id);
      expect(await world.stored(chargeId)).toMatchObject({ amount_refunded: 15_000, refunded: true });

      await expectRefusal(refundOf(intent.id, 100), "invalid_request", "charge_already_refunded");
    });

    it("refuse more than is left, and refund nothing then", async () => {
      const { intent, chargeId } = await paidIntent();
      await refundOf(intent.id, 10_000);

      await expectRefusal(refundOf(intent.id, 5_001), "invalid_request");
      expect(await world.stored(chargeId)).toMatchObject({ amount_refunded: 10_000, refunded: false });
      await refundOf(intent.id, 5_000);
      expect(await world.stored(chargeId)).toMatchObject({ amount_refunded: 15_000, refunded: true });
    });

    it("retried with its key is the same refund, counted once; the key for another amount is refused", async () => {
      const { intent, chargeId } = await paidIntent();
      const refundKey = key("refund");
      const first = await refundOf(intent.id, 2_500, refundKey);
      expect(await refundOf(intent.id, 2_500, refundKey)).toEqual(first);
      expect(await world.stored(chargeId)).toMatchObject({ amount_refunded: 2_500 });

      await expectRefusal(refundOf(intent.id, 3_000, refundKey), "idempotency_conflict");
      expect(await world.stored(chargeId)).toMatchObject({ amount_refunded: 2_500 });
    });

    it("refuse a payment not made yet, and one Stripe never made", async () => {
      const unpaid = await gateway.createPaymentIntent(intentRequest());
      await expectRefusal(refundOf(unpaid.id, 1_000), "invalid_request");
      await expectRefusal(refundOf("pi_contractMissing2", 1_000), "invalid_request", "resource_missing");
    });
  });

  describe("payouts to a provider", () => {
    const accountRequest = () => ({
      email: "new-owner@example.ca",
      businessName: "Prairie Shine",
      idempotencyKey: key("account"),
      metadata: { providerId: "8" },
    });
    const transferRequest = (destination: string, sourceTransaction: string, overrides = {}) => ({
      amount: 13_500,
      currency: "cad" as const,
      destination,
      transferGroup: "payment-41",
      sourceTransaction,
      idempotencyKey: key("transfer"),
      metadata: { paymentId: "41" },
      ...overrides,
    });

    it("open a connected account once per key, with somewhere to finish onboarding", async () => {
      const request = accountRequest();
      const account = await gateway.createConnectedAccount(request);
      expect(account.id).toMatch(/^acct_/);
      expect(await gateway.createConnectedAccount(request)).toEqual(account);
      expect(await gateway.createConnectedAccount(accountRequest())).not.toEqual(account);
      expect(await world.stored(account.id)).toMatchObject({ payouts_enabled: false, charges_enabled: false });

      const link = await gateway.onboardingLink({
        accountId: account.id,
        refreshUrl: "https://example.ca/payouts/refresh",
        returnUrl: "https://example.ca/payouts",
      });
      expect(link.url).not.toBe("");

      await expectRefusal(
        gateway.onboardingLink({
          accountId: "acct_contractMissing1",
          refreshUrl: "https://example.ca/payouts/refresh",
          returnUrl: "https://example.ca/payouts",
        }),
        "invalid_request",
        "resource_missing",
      );
    });

    it("transfer only to an account that finished onboarding, once per key", async () => {
      const { chargeId } = await paidIntent({ destination: null });
      const account = await gateway.createConnectedAccount(accountRequest());
      await expectRefusal(
        gateway.transfer(transferRequest(account.id, chargeId)),
        "invalid_request",
        "insufficient_capabilities_for_transfer",
      );

      await world.onboard(account.id);
      expect(await world.stored(account.id)).toMatchObject({ payouts_enabled: true, charges_enabled: true });
      const request = transferRequest(account.id, chargeId);
      const transfer = await gateway.transfer(request);
      expect(transfer.id).toMatch(/^tr_/);
      expect(await world.stored(transfer.id)).toMatchObject({
        amount: 13_500,
        currency: "cad",
        destination: account.id,
        transfer_group: "payment-41",
        source_transaction: chargeId,
        amount_reversed: 0,
      });
      expect(await gateway.transfer(request)).toEqual(transfer);
      await expectRefusal(gateway.transfer({ ...request, amount: 13_000 }), "idempotency_conflict");
      await expectRefusal(
        gateway.transfer(transferRequest("acct_contractMissing2", chargeId)),
        "invalid_request",
        "resource_missing",
      );
    });

    it("take back part of a transfer, never more than is left", async () => {
      const { chargeId } = await paidIntent({ destination: null });
      const transfer = await gateway.transfer(transferRequest(providerAccount, chargeId));
      const reversal = (amount: number, idempotencyKey = key("reversal")) =>
        gateway.reverseTransfer({ transferId: transfer.id, amount, idempotencyKey, metadata: { paymentId: "41" } });

      const reversalKey = key("reversal");
      const first = await reversal(3_000, reversalKey);
      expect(first.id).toMatch(/^trr_/);
      expect(await reversal(3_000, reversalKey)).toEqual(first);
      expect(await world.stored(transfer.id)).toMatchObject({ amount_reversed: 3_000, reversed: false });

      await expectRefusal(reversal(10_501), "invalid_request");
      await reversal(10_500);
      expect(await world.stored(transfer.id)).toMatchObject({ amount_reversed: 13_500, reversed: true });

      await expectRefusal(
        gateway.reverseTransfer({
          transferId: "tr_contractMissing1",
          amount: 100,
          idempotencyKey: key("r"),
          metadata: {},
        }),
        "invalid_request",
        "resource_missing",
      );
    });
  });

  describe("a subscription for a recurring schedule", () => {
    function subscriptionRequest(overrides: Partial<SubscriptionRequest> = {}): SubscriptionRequest {
      return {
        customerEmail: "customer@example.ca",
        customerName: "Casey Customer",
        amount: 12_000,
        currency: "cad",
        recurring: { interval: "week", intervalCount: 2 },
        productName: "House Cleaning, every 2 weeks",
        applicationFeePercent: 10,
        destination: providerAccount,
        idempotencyKey: key("subscription"),
        metadata: { recurringScheduleId: "3", providerId: "7", customerId: "12" },
        ...overrides,
      };
    }

    it("starts once per key, its first invoice paid by the intent whose secret the browser gets", async () => {
      const request = subscriptionRequest();
      const subscription = await gateway.createSubscription(request);
      expect(subscription.id).toMatch(/^sub_/);
      expect(subscription.clientSecret).toMatch(/^pi_[A-Za-z0-9_]+_secret_[A-Za-z0-9]+$/);
      expect(await gateway.createSubscription(request)).toEqual(subscription);

      const stored = await world.stored(subscription.id);
      expect(stored).toMatchObject({
        status: "incomplete",
        application_fee_percent: 10,
        transfer_data: { destination: providerAccount },
        metadata: request.metadata,
      });
      const intentId = subscription.clientSecret.split("_secret_")[0];
      expect(await gateway.invoicePaymentIntentId(stored.latest_invoice as string)).toBe(intentId);
      expect(await world.stored(intentId!)).toMatchObject({ amount: 12_000, application_fee_amount: 1_200 });
      await expectRefusal(gateway.invoicePaymentIntentId("in_contractMissing1"), "invalid_request", "resource_missing");
    });

    it("without a destination carries no fee percent", async () => {
      const subscription = await gateway.createSubscription(subscriptionRequest({ destination: null }));
      expect(await world.stored(subscription.id)).toMatchObject({ application_fee_percent: null, transfer_data: null });
      const intentId = subscription.clientSecret.split("_secret_")[0]!;
      expect(await world.stored(intentId)).toMatchObject({ application_fee_amount: null, transfer_data: null });
    });

    it("pauses and resumes collection; once cancelled it stays cancelled", async () => {
      const { id } = await gateway.createSubscription(subscriptionRequest());
      const resumesAt = new Date("2026-12-20T15:00:00Z");
      await gateway.pauseSubscription(id, resumesAt);
      expect(await world.stored(id)).toMatchObject({
        pause_collection: { behavior: "void", resumes_at: Math.floor(resumesAt.getTime() / 1000) },
      });
      await gateway.resumeSubscription(id);
      expect(await world.stored(id)).toMatchObject({ pause_collection: null });

      await gateway.cancelSubscription(id);
      expect(await world.stored(id)).toMatchObject({ status: "canceled" });
      await gateway.cancelSubscription(id);
      await expectRefusal(gateway.pauseSubscription(id, null), "invalid_request");
      await expectRefusal(gateway.cancelSubscription("sub_contractMissing1"), "invalid_request", "resource_missing");
    });
  });

  describe("webhook signatures", () => {
    const event = {
      id: "evt_contract1",
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds,
      data: { object: { id: "pi_contract1", object: "payment_intent", amount: 15_000, status: "succeeded" } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "payment_intent.succeeded",
    };
    // Stripe sends its events pretty-printed; a signature covers the exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const sign = (options: { timestamp?: number; secret?: string; body?: string } = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: options.body ?? payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp ?? nowSeconds,
      });
    const refusal = (body: string, header: string | undefined) => {
      try {
        gateway.verifyWebhook(body, header);
      } catch (error) {
        expect(error).toBeInstanceOf(WebhookSignatureError);
        return (error as Error).message;
      }
      throw new Error("The delivery was accepted");
    };

    it("accept a delivery signed with the webhook secret, up to 300 seconds old", () => {
      expect(gateway.verifyWebhook(payload, sign())).toMatchObject({
        id: "evt_contract1",
        type: "payment_intent.succeeded",
        data: { object: { id: "pi_contract1", amount: 15_000 } },
      });
      expect(gateway.verifyWebhook(payload, sign({ timestamp: nowSeconds - 300 })).id).toBe("evt_contract1");
    });

    it("refuse a tampered body, another secret, a stale, malformed or missing signature, each for its reason", () => {
      const tampered = payload.replace('"amount": 15000', '"amount": 1');
      expect(tampered).not.toBe(payload);
      expect(refusal(tampered, sign())).toMatch(/does not match/);
      expect(refusal(payload, sign({ secret: "whsec_someone_else" }))).toMatch(/does not match/);
      expect(refusal(payload, sign({ timestamp: nowSeconds - 301 }))).toMatch(/older than 300 seconds/);
      expect(refusal(payload, `t=${nowSeconds}`)).toMatch(/malformed/);
      expect(refusal(payload, undefined)).toMatch(/missing/);
    });
  });
});
