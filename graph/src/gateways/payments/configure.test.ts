// Which gateway the environment asks for: all three Stripe keys, none, or a half-done setup
// that must stop the server rather than take orders nothing can settle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeApiStandIn, type StripeApiStandIn } from "../../../test/support/stripe-api-stand-in.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { paymentGatewayFromEnv, TEST_MODE_DESCRIPTION } from "./configure.ts";

const TEST_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_configure",
  STRIPE_PUBLISHABLE_KEY: "pk_test_configure",
  STRIPE_WEBHOOK_SECRET: "whsec_configure",
};
const LIVE_KEYS = {
  STRIPE_SECRET_KEY: "sk_live_configure",
  STRIPE_PUBLISHABLE_KEY: "pk_live_configure",
  STRIPE_WEBHOOK_SECRET: "whsec_configure",
};

const unusedDb = {} as PrismaClient;
const clock = { now: () => new Date() };
const deliverWebhook = async () => ({ status: 200 });

let stripeApi: StripeApiStandIn;
beforeAll(async () => {
  stripeApi = await startStripeApiStandIn({ secretKey: TEST_KEYS.STRIPE_SECRET_KEY });
});
afterAll(async () => {
  await stripeApi.close();
});

describe("paymentGatewayFromEnv", () => {
  it("runs the offline test mode when no Stripe key is set", () => {
    const { factory, description } = paymentGatewayFromEnv({});

    expect(description).toBe(TEST_MODE_DESCRIPTION);
    expect(description).toBe("Test mode — no real charge (no Stripe keys set)");
    expect(typeof factory).toBe("function");
  });

  it("treats keys set to blanks as not set", () => {
    const env = { STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "  ", STRIPE_WEBHOOK_SECRET: "" };

    expect(paymentGatewayFromEnv(env).description).toBe(TEST_MODE_DESCRIPTION);
  });

  it("runs Stripe with test keys when all three are set", () => {
    const { factory, description } = paymentGatewayFromEnv(TEST_KEYS);
    const gateway = factory({ db: unusedDb, clock, deliverWebhook });

    expect(description).toBe("Stripe (test keys)");
    expect(gateway.mode).toBe("stripe");
    expect(gateway.publishableKey).toBe("pk_test_configure");
    expect(gateway.testMode).toBeNull();
  });

  it("says when the keys are live", () => {
    expect(paymentGatewayFromEnv(LIVE_KEYS).description).toBe("Stripe (live keys)");
  });

  it.each([
    [{ STRIPE_SECRET_KEY: "sk_test_x" }, "STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY"],
    [{ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }, "STRIPE_PUBLISHABLE_KEY"],
    [{ STRIPE_PUBLISHABLE_KEY: "pk_test_x" }, "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET"],
  ])("refuses a partial setup and names what is missing (%o)", (env, missing) => {
    expect(() => paymentGatewayFromEnv(env)).toThrow(`set ${missing} as well`);
  });

  it("refuses a key in the wrong variable, without echoing it", () => {
    const env = { ...TEST_KEYS, STRIPE_SECRET_KEY: "pk_test_configure" };

    expect(() => paymentGatewayFromEnv(env)).toThrow(/STRIPE_SECRET_KEY should start with sk_ or rk_/);
    expect(() => paymentGatewayFromEnv(env)).not.toThrow(/pk_test_configure/);
  });

  it("refuses a live secret key beside a test publishable key", () => {
    expect(() => paymentGatewayFromEnv({ ...LIVE_KEYS, STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toThrow(
      /both be live keys or both be test keys/,
    );
  });

  it("sends the SDK's requests to STRIPE_API_BASE", async () => {
    stripeApi.reset();
    const { factory, description } = paymentGatewayFromEnv({ ...TEST_KEYS, STRIPE_API_BASE: stripeApi.url });
    const gateway = factory({ db: unusedDb, clock, deliverWebhook });

    const account = await gateway.createConnectedAccount({
      email: "owner@example.ca",
      businessName: "Maple Cleaners",
      idempotencyKey: "provider:pr_1:connected-account",
      metadata: {},
    });

    expect(description).toBe(`Stripe (test keys) at ${stripeApi.url}`);
    expect(account.id).toMatch(/^acct_/);
    expect(stripeApi.requestsTo("POST", "/v1/accounts")).toHaveLength(1);
  });

  it.each([
    "127.0.0.1:12111",
    "ftp://127.0.0.1:12111",
    "not a url",
    "http://127.0.0.1:12111/v1",
    "http://user:pass@127.0.0.1:12111",
    "http://127.0.0.1:12111?x=1",
  ])("refuses STRIPE_API_BASE=%s", (apiBase) => {
    expect(() => paymentGatewayFromEnv({ ...TEST_KEYS, STRIPE_API_BASE: apiBase })).toThrow(/STRIPE_API_BASE must/);
  });

  it("refuses to send live keys over plain http", () => {
    expect(() => paymentGatewayFromEnv({ ...LIVE_KEYS, STRIPE_API_BASE: "http://127.0.0.1:12111" })).toThrow(
      /https with live keys/,
    );
    expect(paymentGatewayFromEnv({ ...LIVE_KEYS, STRIPE_API_BASE: "https://stripe-proxy.internal" }).description).toBe(
      "Stripe (live keys) at https://stripe-proxy.internal",
    );
  });

  it("refuses STRIPE_API_BASE without keys: it would be silently ignored", () => {
    expect(() => paymentGatewayFromEnv({ STRIPE_API_BASE: "http://127.0.0.1:12111" })).toThrow(/no Stripe keys/);
  });
});
