// Which gateway the server runs with, from its environment: Stripe when all three keys
// are set, the offline test mode when none is. Some but not all is a half-done setup, and
// refusing to start beats taking real orders that nothing can settle.
import type { Clock } from "../../context.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { PaymentGateway, WebhookDelivery } from "./gateway.ts";
import { checkPaymentKeyPrefix } from "./key-prefix.ts";
import { createStripeGateway, type StripeConnection } from "./stripe-gateway.ts";
import { createTestModeGateway } from "./test-mode-gateway.ts";

export type PaymentGatewayFactory = (options: {
  db: PrismaClient;
  clock: Clock;
  deliverWebhook: WebhookDelivery;
}) => PaymentGateway;

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PUBLISHABLE_KEY"] as const;

export const TEST_MODE_DESCRIPTION = "Test mode — no real charge (no Stripe keys set)";

export function paymentGatewayFromEnv(env: NodeJS.ProcessEnv): { factory: PaymentGatewayFactory; description: string } {
  const value = (name: string) => {
    const text = env[name]?.trim();
    return text ? text : undefined;
  };
  const missing = STRIPE_KEYS.filter((name) => !value(name));
  const apiBase = value("STRIPE_API_BASE");

  if (missing.length === STRIPE_KEYS.length) {
    if (apiBase) throw new Error("STRIPE_API_BASE is set but no Stripe keys are: set all three or unset it.");
    return { factory: (options) => createTestModeGateway(options), description: TEST_MODE_DESCRIPTION };
  }
  if (missing.length > 0) {
    throw new Error(
      `Stripe is partly configured: set ${missing.join(", ")} as well, or unset all three for test mode.`,
    );
  }

  const secretKey = value("STRIPE_SECRET_KEY")!;
  const publishableKey = value("STRIPE_PUBLISHABLE_KEY")!;
  const webhookSecret = value("STRIPE_WEBHOOK_SECRET")!;
  checkKeyPrefix("STRIPE_SECRET_KEY", secretKey, ["sk_", "rk_"]);
  checkKeyPrefix("STRIPE_PUBLISHABLE_KEY", publishableKey, ["pk_"]);
  checkKeyPrefix("STRIPE_WEBHOOK_SECRET", webhookSecret, ["whsec_"]);
  const live = /^[sr]k_live_/.test(secretKey);
  if (live !== publishableKey.startsWith("pk_live_")) {
    throw new Error("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be live keys or both be test keys.");
  }

  const connection = apiBase ? connectionFrom(apiBase) : undefined;
  if (live && connection?.protocol === "http") {
    throw new Error("STRIPE_API_BASE must use https with live keys: the secret key travels in every request.");
  }
  const keys = live ? "live keys" : "test keys";
  const description = connection ? `Stripe (${keys}) at ${apiBase}` : `Stripe (${keys})`;
  return {
    factory: ({ clock }) => createStripeGateway({ secretKey, publishableKey, webhookSecret, connection, clock }),
    description,
  };
}

/**
 * PAYMENT_KEY_PREFIX, checked at start: the prefix of every idempotency key sent to the
 * gateway (key-prefix.ts). Unset or blank: the Installation row's own key.
 */
export function paymentKeyPrefixFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const prefix = env.PAYMENT_KEY_PREFIX?.trim();
  if (!prefix) return undefined;
  checkPaymentKeyPrefix(prefix);
  return prefix;
}

/** A mistyped variable (a publishable key where the secret goes) fails at start, not at checkout. */
function checkKeyPrefix(name: string, key: string, prefixes: string[]) {
  if (!prefixes.some((prefix) => key.startsWith(prefix))) {
    throw new Error(`${name} should start with ${prefixes.join(" or ")}: check that the right key is in it.`);
  }
}

/** STRIPE_API_BASE, e.g. http://127.0.0.1:12111: where a stand-in for Stripe's API listens. */
function connectionFrom(apiBase: string): StripeConnection {
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`STRIPE_API_BASE must be an http(s) URL such as http://127.0.0.1:12111, not "${apiBase}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`STRIPE_API_BASE must be an http(s) URL such as http://127.0.0.1:12111, not "${apiBase}".`);
  }
  if (url.username || url.password || (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash) {
    throw new Error("STRIPE_API_BASE must be a scheme, host and port only: the SDK adds the /v1/... paths itself.");
  }
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  // The URL keeps IPv6 hosts bracketed; the SDK's request wants the bare address.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return { host, port, protocol };
}
