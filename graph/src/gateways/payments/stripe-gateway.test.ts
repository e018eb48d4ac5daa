// The Stripe gateway through the real `stripe` SDK, against a local stand-in for Stripe's
// API: what each call sends (path, form fields, Idempotency-Key) and what it makes of the
// answers, Stripe's refusals included; and the webhook signature check, offline.
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  apiError,
  cardError,
  startStripeApiStandIn,
  stripeError,
  type StripeApiStandIn,
} from "../../../test/support/stripe-api-stand-in.ts";
import type { PaymentGateway, PaymentIntentRequest, SubscriptionRequest } from "./gateway.ts";
import { WebhookSignatureError } from "./gateway.ts";
import { PAYMENT_SERVICE_UNAVAILABLE, PaymentGatewayError } from "./gateway-error.ts";
import { createStripeGateway } from "./stripe-gateway.ts";

const SECRET_KEY = "sk_test_gateway";
const PUBLISHABLE_KEY = "pk_test_gateway";
const WEBHOOK_SECRET = "whsec_gateway_test_secret";

let stripeApi: StripeApiStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  stripeApi = await startStripeApiStandIn({ secretKey: SECRET_KEY });
  gateway = createStripeGateway({
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: WEBHOOK_SECRET,
    connection: stripeApi.connection,
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await stripeApi.close();
});
beforeEach(() => {
  stripeApi.reset();
});

const intentRequest: PaymentIntentRequest = {
  amount: 15_000,
  currency: "cad",
  applicationFeeAmount: 1_500,
  destination: "acct_provider123",
  idempotencyKey: "booking:bk_1:payment-intent",
  metadata: { bookingId: "bk_1", providerId: "pr_1", customerId: "us_1" },
  description: "House Cleaning with Maple Cleaners",
  receiptEmail: "customer@example.ca",
};

const subscriptionRequest: SubscriptionRequest = {
  customerEmail: "customer@example.ca",
  customerName: "Jane Customer",
  amount: 12_000,
  currency: "cad",
  recurring: { interval: "week", intervalCount: 2 },
  productName: "House Cleaning, every 2 weeks",
  applicationFeePercent: 10,
  destination: "acct_provider123",
  idempotencyKey: "schedule:rs_1:subscription",
  metadata: { recurringScheduleId: "rs_1", providerId: "pr_1", customerId: "us_1" },
};

describe("the gateway", () => {
  it("says it is Stripe and hands out the publishable key", () => {
    expect(gateway.mode).toBe("stripe");
    expect(gateway.publishableKey).toBe(PUBLISHABLE_KEY);
    expect(gateway.testMode).toBeNull();
  });

  it("refuses to start without its keys", () => {
    expect(() => createStripeGateway({ secretKey: "", publishableKey: "pk_test_x", webhookSecret: "whsec_x" })).toThrow(
      /secret key/,
    );
  });
});

describe("createPaymentIntent", () => {
  it("posts the amount in CAD cents, the 10% application fee, the destination and the idempotency key", async () => {
    const intent = await gateway.createPaymentIntent(intentRequest);

    const [request, ...others] = stripeApi.requestsTo("POST", "/v1/payment_intents");
    expect(others).toHaveLength(0);
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request!.idempotencyKey).toBe("booking:bk_1:payment-intent");
    expect(request!.form).toEqual({
      amount: "15000",
      currency: "cad",
      application_fee_amount: "1500",
      "transfer_data[destination]": "acct_provider123",
      "metadata[bookingId]": "bk_1",
      "metadata[providerId]": "pr_1",
      "metadata[customerId]": "us_1",
      description: "House Cleaning with Maple Cleaners",
      receipt_email: "customer@example.ca",
      "automatic_payment_methods[enabled]": "true",
    });
    expect(request!.params.metadata).toEqual(intentRequest.metadata);

    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent).toMatchObject({ status: "requires_payment_method", amount: 15_000 });
  });

  it("without a connected account, charges the platform alone: no destination, no application fee (Stripe refuses one)", async () => {
    const intent = await gateway.createPaymentIntent({ ...intentRequest, destination: null, receiptEmail: null });

    const [request] = stripeApi.requestsTo("POST", "/v1/payment_intents");
    expect(request!.form).toEqual({
      amount: "15000",
      currency: "cad",
      "metadata[bookingId]": "bk_1",
      "metadata[providerId]": "pr_1",
      "metadata[customerId]": "us_1",
      description: "House Cleaning with Maple Cleaners",
      "automatic_payment_methods[enabled]": "true",
    });
    expect(intent.amount).toBe(15_000);
  });

  it("sends the same idempotency key when the checkout is asked twice, and Stripe answers with the first intent", async () => {
    const first = await gateway.createPaymentIntent(intentRequest);
    const second = await gateway.createPaymentIntent(intentRequest);

    const requests = stripeApi.requestsTo("POST", "/v1/payment_intents");
    expect(requests.map((request) => request.idempotencyKey)).toEqual([
      "booking:bk_1:payment-intent",
      "booking:bk_1:payment-intent",
    ]);
    expect(requests[1]!.rawBody).toBe(requests[0]!.rawBody);
    expect(second).toEqual(first);
  });

  it("keeps the key on the SDK's own retry after Stripe failed, and returns the retry's intent", async () => {
    const retrying = createStripeGateway({
      secretKey: SECRET_KEY,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      connection: stripeApi.connection,
      maxNetworkRetries: 1,
    });
    stripeApi.answer("POST", "/v1/payment_intents", apiError(500, true), { times: 1 });

    const intent = await retrying.createPaymentIntent(intentRequest);

    const requests = stripeApi.requestsTo("POST", "/v1/payment_intents");
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.idempotencyKey)).toEqual([
      "booking:bk_1:payment-intent",
      "booking:bk_1:payment-intent",
    ]);
    expect(intent.id).toMatch(/^pi_/);
  });

  it("reports a declined card with Stripe's own message, as a 402", async () => {
    stripeApi.answer(
      "POST",
      "/v1/payment_intents",
      cardError("Your card has insufficient funds.", "insufficient_funds"),
    );

    const error = await gateway.createPaymentIntent(intentRequest).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({
      status: 402,
      failure: "card",
      message: "Your card has insufficient funds.",
      code: "card_declined",
      declineCode: "insufficient_funds",
    });
  });

  it("reports Stripe refusing the request with its message, as a 400", async () => {
    stripeApi.answer(
      "POST",
      "/v1/payment_intents",
      stripeError(400, {
        type: "invalid_request_error",
        code: "amount_too_small",
        param: "amount",
        message: "Amount must be at least $0.50 cad",
      }),
    );

    const error = await gateway.createPaymentIntent(intentRequest).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({
      status: 400,
      failure: "invalid_request",
      message: "Amount must be at least $0.50 cad",
      code: "amount_too_small",
    });
  });

  it("reports a failure on Stripe's side as the payment service not responding (502), the cause kept for the log", async () => {
    stripeApi.answer("POST", "/v1/payment_intents", apiError(500));

    const error = await gateway.createPaymentIntent(intentRequest).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 502, failure: "unavailable", message: PAYMENT_SERVICE_UNAVAILABLE });
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeAPIError);
  });

  it("reports keys Stripe refuses as the service not responding, without a word about the key", async () => {
    const wrongKey = createStripeGateway({
      secretKey: "sk_test_wrong",
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      connection: stripeApi.connection,
      maxNetworkRetries: 0,
    });

    const error = await wrongKey.createPaymentIntent(intentRequest).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, message: PAYMENT_SERVICE_UNAVAILABLE });
  });

  it("reports an unreachable Stripe as the service not responding", async () => {
    const closed = await startStripeApiStandIn();
    const connection = closed.connection;
    await closed.close();
    const unreachable = createStripeGateway({
      secretKey: SECRET_KEY,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      connection,
      maxNetworkRetries: 0,
    });

    const error = await unreachable.createPaymentIntent(intentRequest).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 502, failure: "unavailable", message: PAYMENT_SERVICE_UNAVAILABLE });
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it("reports the key reused for a different amount as a conflict, not as a second intent", async () => {
    await gateway.createPaymentIntent(intentRequest);

    const error = await gateway
      .createPaymentIntent({ ...intentRequest, amount: 20_000, applicationFeeAmount: 2_000 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 409, failure: "idempotency_conflict" });
  });

  it("reports the same request still running at Stripe (a double click) as in progress", async () => {
    stripeApi.answer(
      "POST",
      "/v1/payment_intents",
      stripeError(409, {
        type: "invalid_request_error",
        code: "idempotency_key_in_use",
        message: "There is currently another in-progress request using this Idempotent Key.",
      }),
    );

    const error = await gateway.createPaymentIntent(intentRequest).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 409, failure: "in_progress", code: "idempotency_key_in_use" });
  });

  it("refuses an idempotency key Stripe would refuse, before sending anything", async () => {
    await expect(gateway.createPaymentIntent({ ...intentRequest, idempotencyKey: "k".repeat(256) })).rejects.toThrow(
      RangeError,
    );
    expect(stripeApi.requests).toHaveLength(0);
  });
});

describe("retrievePaymentIntent", () => {
  it("reads an intent made earlier, with its client secret and its current status", async () => {
    const made = await gateway.createPaymentIntent(intentRequest);
    stripeApi.updateObject(made.id, { status: "processing" });

    const intent = await gateway.retrievePaymentIntent(made.id);

    expect(stripeApi.requestsTo("GET", `/v1/payment_intents/${made.id}`)).toHaveLength(1);
    expect(intent).toEqual({ ...made, status: "processing" });
  });

  it("reports an intent Stripe does not know with its message", async () => {
    await expect(gateway.retrievePaymentIntent("pi_missing")).rejects.toMatchObject({
      status: 400,
      failure: "invalid_request",
      code: "resource_missing",
      message: "No such payment intent: 'pi_missing'",
    });
  });

  it("refuses an id that is not a payment intent's, before sending anything", async () => {
    for (const id of ["", "ch_123", "pi_1/../../v1/accounts", `pi_${"a".repeat(251)}`]) {
      await expect(gateway.retrievePaymentIntent(id)).rejects.toThrow(RangeError);
    }
    expect(stripeApi.requests).toHaveLength(0);
  });
});

describe("updatePaymentIntentAmount", () => {
  it("changes only the amount of an intent that keeps the whole charge on the platform", async () => {
    const made = await gateway.createPaymentIntent({ ...intentRequest, destination: null });
    const updated = await gateway.updatePaymentIntentAmount(made, { amount: 20_000, applicationFeeAmount: 2_000 });
    expect(stripeApi.requestsTo("POST", `/v1/payment_intents/${made.id}`)[0]!.form).toEqual({ amount: "20000" });
    expect(updated).toMatchObject({ id: made.id, amount: 20_000, destination: null });
  });
});

describe("createSubscription", () => {
  it("makes a customer, a recurring price and an incomplete subscription, each with its own key", async () => {
    const subscription = await gateway.createSubscription(subscriptionRequest);

    expect(stripeApi.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /v1/customers",
      "POST /v1/prices",
      "POST /v1/subscriptions",
    ]);
    const [customer, price, created] = stripeApi.requests;

    expect(customer!.idempotencyKey).toBe("schedule:rs_1:subscription:customer");
    expect(customer!.form).toMatchObject({ email: "customer@example.ca", name: "Jane Customer" });

    expect(price!.idempotencyKey).toBe("schedule:rs_1:subscription:price");
    expect(price!.form).toEqual({
      currency: "cad",
      unit_amount: "12000",
      "recurring[interval]": "week",
      "recurring[interval_count]": "2",
      "product_data[name]": "House Cleaning, every 2 weeks",
    });

    // The subscription names the customer and the price Stripe just made.
    const customerId = created!.form.customer!;
    const priceId = created!.form["items[0][price]"]!;
    expect(stripeApi.object(customerId)).toMatchObject({ object: "customer", email: "customer@example.ca" });
    expect(stripeApi.object(priceId)).toMatchObject({ object: "price", unit_amount: 12_000 });
    expect(created!.idempotencyKey).toBe("schedule:rs_1:subscription:subscription");
    expect(created!.form).toEqual({
      customer: customerId,
      "items[0][price]": priceId,
      payment_behavior: "default_incomplete",
      "payment_settings[save_default_payment_method]": "on_subscription",
      application_fee_percent: "10",
      "transfer_data[destination]": "acct_provider123",
      "metadata[recurringScheduleId]": "rs_1",
      "metadata[providerId]": "pr_1",
      "metadata[customerId]": "us_1",
      "expand[0]": "latest_invoice.confirmation_secret",
    });
    expect(created!.params.expand).toEqual(["latest_invoice.confirmation_secret"]);

    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
  });

  it("prices monthly as an interval of one month; without a connected account, no destination and no fee percent", async () => {
    await gateway.createSubscription({
      ...subscriptionRequest,
      recurring: { interval: "month", intervalCount: 1 },
      destination: null,
    });

    const [price] = stripeApi.requestsTo("POST", "/v1/prices");
    expect(price!.form).toMatchObject({ "recurring[interval]": "month", "recurring[interval_count]": "1" });
    const [created] = stripeApi.requestsTo("POST", "/v1/subscriptions");
    expect(Object.keys(created!.form).filter((name) => name.startsWith("transfer_data"))).toEqual([]);
    expect(created!.form.application_fee_percent).toBeUndefined();
    expect(created!.form.payment_behavior).toBe("default_incomplete");
  });

  it("asked again for the same schedule, finds the same customer, price and subscription", async () => {
    const first = await gateway.createSubscription(subscriptionRequest);
    const second = await gateway.createSubscription(subscriptionRequest);

    expect(second).toEqual(first);
    expect(stripeApi.requestsTo("POST", "/v1/subscriptions").map((request) => request.idempotencyKey)).toEqual([
      "schedule:rs_1:subscription:subscription",
      "schedule:rs_1:subscription:subscription",
    ]);
  });

  it("fails clearly when the first invoice comes back without its confirmation secret", async () => {
    stripeApi.answer("POST", "/v1/subscriptions", (request) => ({
      body: {
        id: "sub_without_secret",
        object: "subscription",
        customer: request.form.customer,
        status: "incomplete",
        latest_invoice: { id: "in_1", object: "invoice", confirmation_secret: null },
      },
    }));

    await expect(gateway.createSubscription(subscriptionRequest)).rejects.toThrow(
      /sub_without_secret.*confirmation secret/,
    );
  });

  it("reports Stripe failing midway as the service not responding", async () => {
    stripeApi.answer("POST", "/v1/prices", apiError(503));

    await expect(gateway.createSubscription(subscriptionRequest)).rejects.toMatchObject({
      status: 502,
      message: PAYMENT_SERVICE_UNAVAILABLE,
    });
    expect(stripeApi.requestsTo("POST", "/v1/subscriptions")).toHaveLength(0);
  });
});

describe("refund, transfer and connected accounts", () => {
  it("refunds part of an intent with its key and metadata", async () => {
    const refund = await gateway.refund({
      paymentIntentId: "pi_123",
      amount: 2_500,
      idempotencyKey: "payment:pay_1:refund:1",
      metadata: { paymentId: "pay_1", requestedBy: "us_staff" },
    });

    const [request] = stripeApi.requestsTo("POST", "/v1/refunds");
    expect(request!.idempotencyKey).toBe("payment:pay_1:refund:1");
    expect(request!.form).toEqual({
      payment_intent: "pi_123",
      amount: "2500",
      "metadata[paymentId]": "pay_1",
      "metadata[requestedBy]": "us_staff",
    });
    expect(refund.id).toMatch(/^re_/);
  });

  it("takes a destination charge's refund back from the provider and the fee in proportion", async () => {
    await gateway.refund({
      paymentIntentId: "pi_456",
      amount: 1_000,
      reverseTransfer: true,
      idempotencyKey: "payment-7-refund-0-1000",
      metadata: {},
    });
    const [request] = stripeApi.requestsTo("POST", "/v1/refunds");
    expect(request!.form).toMatchObject({ reverse_transfer: "true", refund_application_fee: "true" });
  });

  it("reports a refund Stripe refuses with its message", async () => {
    stripeApi.answer(
      "POST",
      "/v1/refunds",
      stripeError(400, {
        type: "invalid_request_error",
        code: "charge_already_refunded",
        message: "Charge ch_1 has already been refunded.",
      }),
    );

    await expect(
      gateway.refund({ paymentIntentId: "pi_123", amount: 100, idempotencyKey: "r", metadata: {} }),
    ).rejects.toMatchObject({
      status: 400,
      code: "charge_already_refunded",
      message: "Charge ch_1 has already been refunded.",
    });
  });

  it("transfers the provider's share to their account, grouped with its payment", async () => {
    const transfer = await gateway.transfer({
      amount: 13_500,
      currency: "cad",
      destination: "acct_provider123",
      transferGroup: "payment:pay_1",
      idempotencyKey: "payment:pay_1:transfer",
      metadata: { paymentId: "pay_1" },
    });

    const [request] = stripeApi.requestsTo("POST", "/v1/transfers");
    expect(request!.idempotencyKey).toBe("payment:pay_1:transfer");
    expect(request!.form).toEqual({
      amount: "13500",
      currency: "cad",
      destination: "acct_provider123",
      transfer_group: "payment:pay_1",
      "metadata[paymentId]": "pay_1",
    });
    expect(transfer.id).toMatch(/^tr_/);
  });

  it("opens a Canadian Express account that can receive transfers", async () => {
    const account = await gateway.createConnectedAccount({
      email: "owner@maple.example.ca",
      businessName: "Maple Cleaners",
      idempotencyKey: "provider:pr_1:connected-account",
      metadata: { providerId: "pr_1" },
    });

    const [request] = stripeApi.requestsTo("POST", "/v1/accounts");
    expect(request!.idempotencyKey).toBe("provider:pr_1:connected-account");
    expect(request!.form).toEqual({
      type: "express",
      country: "CA",
      email: "owner@maple.example.ca",
      "business_profile[name]": "Maple Cleaners",
      "capabilities[card_payments][requested]": "true",
      "capabilities[transfers][requested]": "true",
      "metadata[providerId]": "pr_1",
    });
    expect(account.id).toMatch(/^acct_/);
  });

  it("links to Stripe's hosted onboarding for the account", async () => {
    const link = await gateway.onboardingLink({
      accountId: "acct_provider123",
      refreshUrl: "http://localhost:3000/provider-dashboard?payouts=refresh",
      returnUrl: "http://localhost:3000/provider-dashboard?payouts=done",
    });

    const [request] = stripeApi.requestsTo("POST", "/v1/account_links");
    expect(request!.form).toEqual({
      account: "acct_provider123",
      refresh_url: "http://localhost:3000/provider-dashboard?payouts=refresh",
      return_url: "http://localhost:3000/provider-dashboard?payouts=done",
      type: "account_onboarding",
    });
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
  });
});

describe("verifyWebhook", () => {
  const stripe = new Stripe("sk_test_unused");
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "payment_intent.succeeded",
    created: 1_790_000_000,
    data: { object: { id: "pi_1", object: "payment_intent", amount: 15_000 } },
  });
  const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });

  it("accepts a delivery signed with the webhook secret and reads its event", () => {
    const event = gateway.verifyWebhook(payload, sign(payload));

    expect(event).toMatchObject({ id: "evt_1", type: "payment_intent.succeeded" });
  });

  it("accepts a signature 299 seconds old", () => {
    const timestamp = Math.floor(Date.now() / 1000) - 299;

    expect(gateway.verifyWebhook(payload, sign(payload, { timestamp })).id).toBe("evt_1");
  });

  it("refuses a tampered body", () => {
    const header = sign(payload);
    const tampered = payload.replace("15000", "1");

    expectRefused(() => gateway.verifyWebhook(tampered, header), /does not match/);
  });

  it("refuses a signature made with another secret", () => {
    expectRefused(
      () => gateway.verifyWebhook(payload, sign(payload, { secret: "whsec_someone_else" })),
      /does not match/,
    );
  });

  it("refuses a signature 301 seconds old as a replay", () => {
    const timestamp = Math.floor(Date.now() / 1000) - 301;

    expectRefused(() => gateway.verifyWebhook(payload, sign(payload, { timestamp })), /older than 300 seconds/);
  });

  it("judges a signature's age by the gateway's clock", () => {
    const signedAt = Date.UTC(2026, 0, 15, 12, 0, 0);
    const pinned = (now: number) =>
      createStripeGateway({
        secretKey: SECRET_KEY,
        publishableKey: PUBLISHABLE_KEY,
        webhookSecret: WEBHOOK_SECRET,
        connection: stripeApi.connection,
        clock: { now: () => new Date(now) },
      });
    const header = sign(payload, { timestamp: signedAt / 1000 });

    expect(pinned(signedAt + 300_000).verifyWebhook(payload, header).id).toBe("evt_1");
    expectRefused(() => pinned(signedAt + 301_000).verifyWebhook(payload, header), /older than 300 seconds/);
  });

  it("refuses a delivery without a signature header", () => {
    expectRefused(() => gateway.verifyWebhook(payload, undefined), /missing/);
    expectRefused(() => gateway.verifyWebhook(payload, ""), /missing/);
  });

  it("refuses a header that is not a Stripe signature", () => {
    expectRefused(() => gateway.verifyWebhook(payload, "not a signature"), /malformed/);
  });

  it("never quotes the secret in its refusal", () => {
    for (const header of [sign(payload, { secret: "whsec_other" }), "t=1,v1=abc", undefined]) {
      try {
        gateway.verifyWebhook(payload, header);
      } catch (error) {
        expect((error as Error).message).not.toContain(WEBHOOK_SECRET);
      }
    }
  });
});

function expectRefused(verify: () => unknown, message: RegExp) {
  let caught: unknown;
  try {
    verify();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(WebhookSignatureError);
  expect((caught as Error).message).toMatch(message);
}
