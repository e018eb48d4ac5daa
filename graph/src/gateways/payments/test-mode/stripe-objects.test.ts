import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { accountUpdatedEvent } from "./account-objects.ts";
import { invoicePaidEvent, invoicePaymentFailedEvent } from "./invoice-objects.ts";
import { chargeRefundedEvent, paymentFailedEvent, paymentIntentSucceededEvent } from "./payment-intent-objects.ts";
import {
  clientSecretFor,
  paymentIntentIdOfClientSecret,
  signTestEvent,
  stripeSeconds,
  testModeId,
} from "./stripe-format.ts";
import { servicePeriod, subscriptionDeletedEvent } from "./subscription-objects.ts";

const CREATED = new Date("2026-11-20T15:00:00Z");
const SECONDS = stripeSeconds(CREATED);
const SECRET = "whsec_unit";

describe("event builders", () => {
  it("wrap their object in Stripe's event envelope", () => {
    const event = paymentIntentSucceededEvent({
      paymentIntentId: "pi_test_1",
      amount: 15_000,
      applicationFeeAmount: 1_500,
      destination: "acct_test_1",
      metadata: { bookingId: "41" },
      chargeId: "ch_test_1",
      created: CREATED,
    });
    expect(event).toMatchObject({
      object: "event",
      api_version: Stripe.API_VERSION,
      created: SECONDS,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_test_1",
          object: "payment_intent",
          status: "succeeded",
          amount: 15_000,
          amount_received: 15_000,
          application_fee_amount: 1_500,
          transfer_data: { destination: "acct_test_1" },
          latest_charge: "ch_test_1",
          metadata: { bookingId: "41" },
          currency: "cad",
        },
      },
    });
    expect(event.id).toMatch(/^evt_test_[A-Za-z0-9]{24}$/);
    expect(paymentIntentSucceededEvent({ amount: 1, created: SECONDS, eventId: "evt_fixed" }).id).toBe("evt_fixed");
  });

  it("build a failed payment with Stripe's last_payment_error", () => {
    const event = paymentFailedEvent({ paymentIntentId: "pi_test_2", amount: 500, created: SECONDS });
    expect(event.data.object).toMatchObject({
      status: "requires_payment_method",
      amount_received: 0,
      last_payment_error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    });
    const incorrect = paymentFailedEvent({
      amount: 500,
      created: SECONDS,
      code: "incorrect_number",
      declineCode: null,
      message: "Your card number is incorrect.",
    });
    expect(incorrect.data.object.last_payment_error).not.toHaveProperty("decline_code");
  });

  it("build a refunded charge whose total is the sum of its refunds", () => {
    const event = chargeRefundedEvent({
      chargeId: "ch_test_3",
      paymentIntentId: "pi_test_3",
      amount: 10_000,
      refunds: [
        { id: "re_test_b", amount: 3_000, metadata: { paymentId: "9" } },
        { id: "re_test_a", amount: 2_000 },
      ],
      created: SECONDS,
    });
    expect(event.type).toBe("charge.refunded");
    expect(event.data.object).toMatchObject({
      id: "ch_test_3",
      payment_intent: "pi_test_3",
      amount: 10_000,
      amount_captured: 10_000,
      amount_refunded: 5_000,
      refunded: false,
    });
    expect(event.data.object.refunds?.data.map((refund) => [refund.id, refund.charge, refund.amount])).toEqual([
      ["re_test_b", "ch_test_3", 3_000],
      ["re_test_a", "ch_test_3", 2_000],
    ]);
    const full = chargeRefundedEvent({
      paymentIntentId: "pi_test_3",
      amount: 100,
      refunds: [{ amount: 100 }],
      created: SECONDS,
    });
    expect(full.data.object.refunded).toBe(true);
  });

  it("build invoices that name their subscription, its metadata and the intent that paid", () => {
    const paid = invoicePaidEvent({
      invoiceId: "in_test_4",
      subscriptionId: "sub_test_4",
      metadata: { recurringScheduleId: "3" },
      paymentIntentId: "pi_test_4",
      amountPaid: 12_000,
      created: SECONDS,
    });
    expect(paid.data.object).toMatchObject({
      id: "in_test_4",
      status: "paid",
      amount_due: 12_000,
      amount_paid: 12_000,
      amount_remaining: 0,
      parent: { subscription_details: { subscription: "sub_test_4", metadata: { recurringScheduleId: "3" } } },
      status_transitions: { paid_at: SECONDS },
    });
    expect(paid.data.object.payments?.data[0]).toMatchObject({
      invoice: "in_test_4",
      status: "paid",
      amount_paid: 12_000,
      payment: { type: "payment_intent", payment_intent: "pi_test_4" },
    });

    const failed = invoicePaymentFailedEvent({ subscriptionId: "sub_test_4", amountDue: 12_000, created: SECONDS });
    expect(failed.data.object).toMatchObject({
      status: "open",
      amount_due: 12_000,
      amount_paid: 0,
      attempted: true,
      attempt_count: 1,
    });
    expect(failed.data.object.payments?.data[0]).toMatchObject({ status: "open", amount_paid: null });
  });

  it("build a deleted subscription and an updated account", () => {
    const deleted = subscriptionDeletedEvent({
      subscriptionId: "sub_test_5",
      metadata: { recurringScheduleId: "3" },
      amount: 12_000,
      recurring: { interval: "week", intervalCount: 2 },
      created: SECONDS,
    });
    expect(deleted.type).toBe("customer.subscription.deleted");
    expect(deleted.data.object).toMatchObject({
      id: "sub_test_5",
      status: "canceled",
      ended_at: SECONDS,
      metadata: { recurringScheduleId: "3" },
    });
    expect(deleted.data.object.items.data[0]!.price.recurring).toMatchObject({ interval: "week", interval_count: 2 });

    const updated = accountUpdatedEvent({
      accountId: "acct_test_6",
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      created: SECONDS,
      previousAttributes: { payouts_enabled: false },
    });
    expect(updated.data).toMatchObject({
      object: {
        id: "acct_test_6",
        object: "account",
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
      },
      previous_attributes: { payouts_enabled: false },
    });
  });
});

describe("signTestEvent", () => {
  it("signs as Stripe signs: the SDK's constructEvent accepts it and refuses it altered", () => {
    const event = paymentIntentSucceededEvent({ amount: 100, created: SECONDS });
    const { payload, signature } = signTestEvent({ secret: SECRET, event, timestamp: SECONDS });
    expect(signature).toMatch(new RegExp(`^t=${SECONDS},v1=[0-9a-f]{64}$`));
    const received = Stripe.webhooks.constructEvent(payload, signature, SECRET, 300, undefined, CREATED.getTime());
    expect(received).toEqual(JSON.parse(JSON.stringify(event)));
    expect(() =>
      Stripe.webhooks.constructEvent(
        payload.replace('"amount": 100', '"amount": 1'),
        signature,
        SECRET,
        300,
        undefined,
        CREATED.getTime(),
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it("dates the signature now unless told otherwise", () => {
    const before = stripeSeconds(new Date());
    const { signature } = signTestEvent({ secret: SECRET, event: { id: "evt_x" } });
    const timestamp = Number(/^t=(\d+),/.exec(signature)![1]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(stripeSeconds(new Date()) + 1);
  });
});

describe("ids and secrets", () => {
  it("look like Stripe's and are read back", () => {
    const id = testModeId("pi");
    expect(id).toMatch(/^pi_test_[A-Za-z0-9]{24}$/);
    const secret = clientSecretFor(id);
    expect(paymentIntentIdOfClientSecret(secret)).toBe(id);
    expect(paymentIntentIdOfClientSecret("pi_123")).toBeNull();
    expect(paymentIntentIdOfClientSecret(`${id}_secret_`)).toBeNull();
    expect(new Set(Array.from({ length: 100 }, () => testModeId("x"))).size).toBe(100);
  });

  it("bill the first period in UTC: a week, two weeks, a month (the 31st ends on a shorter month's last day)", () => {
    expect(servicePeriod(SECONDS, { interval: "week", intervalCount: 1 }).end - SECONDS).toBe(7 * 86_400);
    expect(servicePeriod(SECONDS, { interval: "week", intervalCount: 2 }).end - SECONDS).toBe(14 * 86_400);
    const monthEnd = (at: string) =>
      new Date(
        servicePeriod(stripeSeconds(new Date(at)), { interval: "month", intervalCount: 1 }).end * 1000,
      ).toISOString();
    expect(monthEnd("2026-11-20T15:00:00Z")).toBe("2026-12-20T15:00:00.000Z");
    expect(monthEnd("2026-01-31T12:00:00Z")).toBe("2026-02-28T12:00:00.000Z");
    expect(monthEnd("2026-12-31T12:00:00Z")).toBe("2027-01-31T12:00:00.000Z");
  });
});
