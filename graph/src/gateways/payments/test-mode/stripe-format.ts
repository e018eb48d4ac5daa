// What every Stripe object and event test mode makes has in common, in the form Stripe's API
// (version Stripe.API_VERSION) writes it: ids and client secrets, timestamps in seconds, list
// envelopes, the event envelope, and the webhook signature. The builders of each kind of
// object (payment-intent-objects.ts, invoice-objects.ts, subscription-objects.ts,
// account-objects.ts) wrap their objects with these, so every event has one envelope; tests of
// the webhook sign with signTestEvent too, so what they deliver is what test mode delivers.
import { randomInt } from "node:crypto";
import Stripe from "stripe";

/** Seconds since the epoch, as every Stripe timestamp is. */
export function stripeSeconds(at: Date | number): number {
  return typeof at === "number" ? Math.floor(at) : Math.floor(at.getTime() / 1000);
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random letters and digits from the system's CSPRNG: ids and secrets nobody can guess. */
export function randomToken(length = 24): string {
  let token = "";
  for (let index = 0; index < length; index++) token += BASE62[randomInt(BASE62.length)];
  return token;
}

/** An id like Stripe's in test mode: `pi_test_...`, `evt_test_...`. */
export function testModeId(prefix: string): string {
  return `${prefix}_test_${randomToken()}`;
}

/** A PaymentIntent's client secret: Stripe's form, `<id>_secret_<random>`. */
export function clientSecretFor(paymentIntentId: string): string {
  return `${paymentIntentId}_secret_${randomToken()}`;
}

/** The intent a client secret belongs to, read off its form (the secret itself is still checked). */
export function paymentIntentIdOfClientSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9_]{1,100})_secret_[A-Za-z0-9]{1,100}$/.exec(clientSecret);
  return match ? match[1]! : null;
}

/** Stripe's list envelope (a charge's refunds, a subscription's items): one page holding all of it. */
export function list<T>(data: T[], url: string): Stripe.ApiList<T> {
  return { object: "list", data, has_more: false, url };
}

// ---------------------------------------------------------------------------------------
// Events

export type StripeEventType = Stripe.Event["type"];
export type StripeEventOf<T extends StripeEventType> = Extract<Stripe.Event, { type: T }>;

export interface EventOptions {
  /** When it happened; seconds or a Date. */
  created: Date | number;
  /** Defaults to a new random `evt_test_...`. */
  eventId?: string;
}

/** Wraps an object in the event Stripe sends about it (a webhook delivery's body). */
export function stripeEvent<T extends StripeEventType>(
  type: T,
  object: StripeEventOf<T>["data"]["object"],
  options: EventOptions & { previousAttributes?: Record<string, unknown> },
): StripeEventOf<T> {
  const event: Stripe.EventBase = {
    id: options.eventId ?? testModeId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: stripeSeconds(options.created),
    data: options.previousAttributes ? { object, previous_attributes: options.previousAttributes } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  // EventBase and the union member differ only in the object's type, which `object` carries.
  return event as StripeEventOf<T>;
}

// ---------------------------------------------------------------------------------------
// Signing

/**
 * A webhook delivery as Stripe makes it: the event's JSON and its `Stripe-Signature`
 * header, an HMAC of `<timestamp>.<payload>` with the endpoint's secret. `timestamp`
 * (seconds) defaults to now; a test with a pinned clock passes its clock's seconds, since
 * the test-mode gateway verifies against its clock.
 */
export function signTestEvent(options: { secret: string; event: object; timestamp?: number }): {
  payload: string;
  signature: string;
} {
  // Stripe sends its events pretty-printed; the signature covers the exact bytes.
  const payload = JSON.stringify(options.event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret,
    timestamp: options.timestamp ?? stripeSeconds(Date.now() / 1000),
  });
  return { payload, signature };
}
