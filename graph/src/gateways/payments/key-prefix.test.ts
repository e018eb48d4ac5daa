import { describe, expect, it } from "vitest";
import type { PaymentGateway } from "./gateway.ts";
import { MAX_GATEWAY_KEY_LENGTH, prefixedKey, withIdempotencyKeyPrefix } from "./key-prefix.ts";
import { paymentKeyPrefixFromEnv } from "./configure.ts";

describe("prefixedKey", () => {
  it("puts the installation's prefix before the key", () => {
    expect(prefixedKey("a1b2c3", "booking-12-payment")).toBe("a1b2c3:booking-12-payment");
  });

  it("keeps a long key within the gateway's limit, with room for the gateway's own suffixes, and distinct", () => {
    const prefix = "p".repeat(40);
    const long = prefixedKey(prefix, `payment-1-refund-${"x".repeat(255)}`);
    const other = prefixedKey(prefix, `payment-1-refund-${"y".repeat(255)}`);
    expect(long.startsWith(`${prefix}:sha256-`)).toBe(true);
    expect(`${long}:subscription`.length).toBeLessThanOrEqual(MAX_GATEWAY_KEY_LENGTH);
    expect(other).not.toBe(long);
    expect(prefixedKey(prefix, "k".repeat(198))).toBe(`${prefix}:${"k".repeat(198)}`);
  });
});

describe("withIdempotencyKeyPrefix", () => {
  it("prefixes the key of every keyed call and leaves other calls alone", async () => {
    const seen: Record<string, unknown> = {};
    const record = (name: string) => async (request: unknown) => {
      seen[name] = request;
      return { id: name };
    };
    const gateway = {
      mode: "test",
      publishableKey: null,
      testMode: null,
      createPaymentIntent: record("createPaymentIntent"),
      createSubscription: record("createSubscription"),
      updateSubscriptionPrice: record("updateSubscriptionPrice"),
      refund: record("refund"),
      transfer: record("transfer"),
      reverseTransfer: record("reverseTransfer"),
      createConnectedAccount: record("createConnectedAccount"),
      retrievePaymentIntent: record("retrievePaymentIntent"),
    } as unknown as PaymentGateway;
    const wrapped = withIdempotencyKeyPrefix(gateway, async () => "inst");
    await wrapped.refund({ paymentIntentId: "pi_1", amount: 1, idempotencyKey: "r-1", metadata: {} });
    await wrapped.transfer({
      amount: 1,
      currency: "cad",
      destination: "acct_1",
      transferGroup: "g",
      idempotencyKey: "t-1",
      metadata: {},
    });
    await wrapped.retrievePaymentIntent("pi_1");
    expect(seen.refund).toMatchObject({ paymentIntentId: "pi_1", idempotencyKey: "inst:r-1" });
    expect(seen.transfer).toMatchObject({ idempotencyKey: "inst:t-1" });
    expect(seen.retrievePaymentIntent).toBe("pi_1");
    expect(wrapped.mode).toBe("test");
  });
});

describe("PAYMENT_KEY_PREFIX", () => {
  it("is optional, trimmed, and refused when it is not 1 to 40 letters, digits, - or _", () => {
    expect(paymentKeyPrefixFromEnv({})).toBeUndefined();
    expect(paymentKeyPrefixFromEnv({ PAYMENT_KEY_PREFIX: "  " })).toBeUndefined();
    expect(paymentKeyPrefixFromEnv({ PAYMENT_KEY_PREFIX: " staging-2 " })).toBe("staging-2");
    expect(() => paymentKeyPrefixFromEnv({ PAYMENT_KEY_PREFIX: "has space" })).toThrow(/PAYMENT_KEY_PREFIX/);
    expect(() => paymentKeyPrefixFromEnv({ PAYMENT_KEY_PREFIX: "x".repeat(41) })).toThrow(/PAYMENT_KEY_PREFIX/);
  });
});
