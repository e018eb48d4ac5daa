// Every idempotency key this installation sends to the payment gateway starts with a prefix
// of its own. The keys are derived from our database ids ("booking-12-payment"), so two
// installations on one Stripe account (staging beside production, a copy restored from a
// backup, a developer's laptop with the team's test keys) would otherwise send the same key
// for different things, and Stripe, which keeps a key for 24 hours, would answer one with
// the other's intent or refuse it as a conflict. The prefix is the Installation row's key,
// made once by the migration that created the table, or PAYMENT_KEY_PREFIX when set (a
// restored copy sets its own, so it does not share the original's).
//
// It is applied here, once, around whichever gateway runs (app.ts wraps it), so no caller
// adds it and none can forget it: a new keyed call joins KEYED_CALLS or the build fails.
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { PaymentGateway } from "./gateway.ts";

/** What PAYMENT_KEY_PREFIX may hold, as the Installation row's key does: at most 40 characters. */
export const PAYMENT_KEY_PREFIX_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** Stripe's limit for an Idempotency-Key. */
export const MAX_GATEWAY_KEY_LENGTH = 255;
/**
 * Room the gateway may add itself: a subscription's three requests append ":customer",
 * ":price" and ":subscription" to the key they are given.
 */
const GATEWAY_SUFFIX_ROOM = 16;
const MAX_PREFIXED_KEY_LENGTH = MAX_GATEWAY_KEY_LENGTH - GATEWAY_SUFFIX_ROOM;

/**
 * `<prefix>:<key>`; a key too long for that keeps its SHA-256 instead, so distinct keys
 * stay distinct and the result stays within the gateway's limit.
 */
export function prefixedKey(prefix: string, key: string): string {
  const joined = `${prefix}:${key}`;
  if (joined.length <= MAX_PREFIXED_KEY_LENGTH) return joined;
  return `${prefix}:sha256-${createHash("sha256").update(key).digest("hex")}`;
}

type KeyedCall = {
  [Name in keyof PaymentGateway]: PaymentGateway[Name] extends (...args: infer Args) => Promise<unknown>
    ? Args[0] extends { idempotencyKey: string }
      ? Name
      : never
    : never;
}[keyof PaymentGateway];

/** Every gateway call that carries an idempotency key: the compiler refuses a list missing one. */
const KEYED_CALLS: Record<KeyedCall, true> = {
  createPaymentIntent: true,
  createSubscription: true,
  updateSubscriptionPrice: true,
  refund: true,
  transfer: true,
  reverseTransfer: true,
  createConnectedAccount: true,
};

/** The gateway, with every idempotency key it is handed prefixed by `prefix()`. */
export function withIdempotencyKeyPrefix(gateway: PaymentGateway, prefix: () => Promise<string>): PaymentGateway {
  const wrapped: PaymentGateway = { ...gateway };
  for (const name of Object.keys(KEYED_CALLS) as KeyedCall[]) {
    const call = gateway[name] as (request: { idempotencyKey: string }) => Promise<unknown>;
    const prefixed = async (request: { idempotencyKey: string }) =>
      call({ ...request, idempotencyKey: prefixedKey(await prefix(), request.idempotencyKey) });
    Object.assign(wrapped, { [name]: prefixed });
  }
  return wrapped;
}

/**
 * This installation's prefix: `configured` (PAYMENT_KEY_PREFIX) when given, else the
 * Installation row's key, read once (a database made before the row, or emptied, gets one
 * now). A failed read is asked again on the next call.
 */
export function installationKeyPrefix(db: PrismaClient, configured?: string): () => Promise<string> {
  if (configured !== undefined) {
    checkPaymentKeyPrefix(configured);
    return () => Promise.resolve(configured);
  }
  let read: Promise<string> | null = null;
  return () => {
    read ??= readInstallationKey(db).catch((error: unknown) => {
      read = null;
      throw error;
    });
    return read;
  };
}

async function readInstallationKey(db: PrismaClient): Promise<string> {
  const row = await db.installation.findUnique({ where: { id: 1 }, select: { key: true } });
  if (row) return row.key;
  await db.$executeRaw`
    INSERT INTO "Installation" ("id", "key") VALUES (1, ${randomBytes(6).toString("hex")})
    ON CONFLICT ("id") DO NOTHING`;
  const { key } = await db.installation.findUniqueOrThrow({ where: { id: 1 }, select: { key: true } });
  return key;
}

export function checkPaymentKeyPrefix(prefix: string): void {
  if (!PAYMENT_KEY_PREFIX_PATTERN.test(prefix)) {
    throw new Error("PAYMENT_KEY_PREFIX must be 1 to 40 letters, digits, - or _.");
  }
}
