import type { Context } from "../../context.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { TooManySignInAttemptsError } from "../errors.ts";
import { addressBucket } from "./client-address.ts";
import { SIGN_IN_THROTTLE_FORGET_AFTER_HOURS } from "../../../../shared/privacy/retention.ts";

/** Attempts per account (or trusted browser) that run back to back before the delays start. */
export const ACCOUNT_FREE_ATTEMPTS = 5;
/** Attempts per client address before the delays start: offices and campuses share one. */
export const ADDRESS_FREE_ATTEMPTS = 20;
/** The wait after the last free attempt; it doubles with each further attempt... */
export const FIRST_DELAY_MS = 1000;
/** ...up to this. A wait, never a lock: the owner can always try again. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A key left alone this long after its wait ended starts over (and the purge deletes it). */
export const FORGET_AFTER_MS = SIGN_IN_THROTTLE_FORGET_AFTER_HOURS * 60 * 60 * 1000;

/** One counter an attempt is throttled under. */
export interface ThrottleKey {
  readonly key: string;
  readonly freeAttempts: number;
  /**
   * What a correct password does to the count: an account's (or device's) key starts
   * over; a shared address only gets that attempt back, so one good account cannot
   * wipe the failures of a password-spraying run from the same address.
   */
  readonly onSuccess: "clear" | "refund";
}

export function emailKey(email: string): ThrottleKey {
  return { key: `email:${email}`, freeAttempts: ACCOUNT_FREE_ATTEMPTS, onSuccess: "clear" };
}

export function deviceKey(trustedDeviceId: string): ThrottleKey {
  return { key: `device:${trustedDeviceId}`, freeAttempts: ACCOUNT_FREE_ATTEMPTS, onSuccess: "clear" };
}

export function addressKey(clientAddress: string): ThrottleKey {
  return { key: `address:${addressBucket(clientAddress)}`, freeAttempts: ADDRESS_FREE_ATTEMPTS, onSuccess: "refund" };
}

/**
 * The keys one attempt counts against. A browser the account signed in from before
 * (a trusted device) has a key of its own and nothing else: whoever hammers the email,
 * or shares the owner's address, cannot make the owner wait. Its token is a secret only
 * a past correct password produced, and its key is as strict as the email's, so a
 * stolen cookie buys no more guesses. Anyone else counts against the email and, when
 * known, the address (which is what stops one address guessing across many emails).
 */
export function signInThrottleKeys(attempt: {
  email: string;
  clientAddress: string | null;
  trustedDeviceId: string | null;
}): ThrottleKey[] {
  if (attempt.trustedDeviceId) return [deviceKey(attempt.trustedDeviceId)];
  const keys = [emailKey(attempt.email)];
  if (attempt.clientAddress) keys.push(addressKey(attempt.clientAddress));
  return keys;
}

/**
 * The keys a sign-up counts against: the email and the client address, under names of
 * their own, so creating accounts and guessing passwords do not share a count. A sign-up
 * is never refunded: every account made from one address counts.
 */
export function signUpThrottleKeys(attempt: { email: string; clientAddress: string | null }): ThrottleKey[] {
  const keys: ThrottleKey[] = [
    { key: `sign-up:email:${attempt.email}`, freeAttempts: ACCOUNT_FREE_ATTEMPTS, onSuccess: "refund" },
  ];
  if (attempt.clientAddress) {
    const address = addressKey(attempt.clientAddress);
    keys.push({ ...address, key: `sign-up:${address.key}` });
  }
  return keys;
}

/**
 * Reserves one attempt under every key, or under none, before any password is checked;
 * throws TooManySignInAttemptsError (nothing reserved) when any key still has to wait.
 * Each reservation is one upsert that increments and checks in the database, so however
 * many requests and app instances race, no key lets through more attempts than it allows.
 */
export async function reserveSignInAttempt(
  ctx: Context,
  keys: readonly ThrottleKey[],
  action: "sign-in" | "sign-up" | "password-reset" = "sign-in",
): Promise<void> {
  const now = ctx.clock.now();
  // Sorted, so attempts that share keys lock them in the same order and never deadlock.
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await ctx.db.$transaction(
    async (tx) => {
      for (const key of ordered) {
        const reserved = await tx.$queryRaw<{ attempts: number }[]>(reservation(key, now));
        if (reserved.length > 0) continue;
        // The refused upsert left the row locked, so this reads the wait that refused it.
        const row = await tx.signInThrottle.findUnique({ where: { key: key.key }, select: { blockedUntil: true } });
        const waitMs = (row?.blockedUntil.getTime() ?? now.getTime()) - now.getTime();
        // Thrown inside the transaction: the keys reserved before this one are given back.
        throw new TooManySignInAttemptsError(waitMs / 1000, action);
      }
    },
    // Attempts on one key queue on its row; a burst must not time out while it waits.
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/**
 * The upsert that takes attempt n under `key` only if its wait is over, and sets the wait
 * before attempt n + 1: none within the free attempts, then FIRST_DELAY_MS doubling up to
 * MAX_DELAY_MS. No row comes back when the key must still wait.
 *
 * Within the free attempts the count alone decides, not the time: "now" is each request's
 * own clock, read before it queued on the row, so a request that read it a millisecond
 * before the one that reserved ahead of it (another instance, or just a slower path) would
 * otherwise find that one's zero wait ending after its own now, and be refused.
 */
function reservation(key: ThrottleKey, now: Date): Prisma.Sql {
  const at = Prisma.sql`${now}::timestamp(3)`;
  const forgetBefore = Prisma.sql`${new Date(now.getTime() - FORGET_AFTER_MS)}::timestamp(3)`;
  const attempts = Prisma.sql`CASE WHEN t."blockedUntil" <= ${forgetBefore} THEN 1 ELSE t."attempts" + 1 END`;
  return Prisma.sql`
    INSERT INTO "SignInThrottle" AS t ("key", "attempts", "blockedUntil")
    VALUES (${key.key}, 1, ${at} + ${waitAfter(Prisma.sql`1`, key.freeAttempts)})
    ON CONFLICT ("key") DO UPDATE
      SET "attempts" = ${attempts}, "blockedUntil" = ${at} + ${waitAfter(attempts, key.freeAttempts)}
      WHERE t."attempts" < ${key.freeAttempts}::int OR t."blockedUntil" <= ${at}
    RETURNING t."attempts"`;
}

function waitAfter(attempt: Prisma.Sql, freeAttempts: number): Prisma.Sql {
  // The exponent is capped so power() cannot overflow before LEAST() applies the cap.
  return Prisma.sql`(CASE WHEN ${attempt} < ${freeAttempts}::int THEN 0
    ELSE LEAST(${MAX_DELAY_MS}::float8, ${FIRST_DELAY_MS}::float8 * power(2, LEAST(${attempt} - ${freeAttempts}::int, 40)))
    END) * interval '1 millisecond'`;
}

/** A correct password: the account's keys start over, the address gets its attempt back. */
export async function recordSuccessfulSignIn(ctx: Context, keys: readonly ThrottleKey[]): Promise<void> {
  const clear = keys.filter((key) => key.onSuccess === "clear").map((key) => key.key);
  const refund = keys.filter((key) => key.onSuccess === "refund").map((key) => key.key);
  if (clear.length > 0) await ctx.db.signInThrottle.deleteMany({ where: { key: { in: clear } } });
  if (refund.length > 0) {
    await ctx.db.signInThrottle.updateMany({
      where: { key: { in: refund }, attempts: { gt: 0 } },
      data: { attempts: { decrement: 1 } },
    });
  }
}

/** Keys the next attempt would start over anyway; returns how many were deleted. */
export async function purgeStaleSignInThrottles(ctx: Context): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - FORGET_AFTER_MS);
  const { count } = await ctx.db.signInThrottle.deleteMany({ where: { blockedUntil: { lte: cutoff } } });
  return count;
}
