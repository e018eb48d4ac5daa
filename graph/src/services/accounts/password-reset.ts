// "Forgot password?": a link by email, then a new password through it.
//
// Asking for a link answers the same, with the same status and after the same work, whether
// or not an account has the address: the account is looked up, the token made and the email
// sent after the answer has gone, so neither the answer nor its timing tells who is a customer.
//
// The link carries the token in its path (/reset-password/<token>), not in a query string:
// proxies, analytics and server logs keep query strings far more often than they parse
// paths, and the web app reads it as a route parameter like a guest's booking link.
//
// Using the link does not sign anyone in: the person signs in with the new password, so a
// sign-in is always a password (and whatever else sign-in asks for) typed on the sign-in page.
import type { Context } from "../../context.ts";
import {
  passwordResetFields,
  type PasswordResetFields,
  passwordResetRequestFields,
  type PasswordResetRequestFields,
  RESET_LINK_INVALID_MESSAGE,
} from "../../../../shared/accounts/password-reset.ts";
import { notifyPasswordChanged } from "../notifications/account-security-notices.ts";
import { parseInput, ValidationError } from "../errors.ts";
import { ACCOUNT_TOKEN_LIFETIME_MS, issueAccountToken, useAccountToken } from "./account-tokens.ts";
import type { Db } from "../idempotency/idempotency.ts";
import { hashNewPassword } from "./new-account.ts";
import { processLog } from "../../observability/logger.ts";
import {
  ADDRESS_FREE_ATTEMPTS,
  addressKey,
  emailKey,
  recordSuccessfulSignIn,
  reserveSignInAttempt,
  type ThrottleKey,
} from "./sign-in-throttle.ts";

export { RESET_LINK_INVALID_MESSAGE };

/** Links one address may ask for before the waits start: a person asks again once or twice. */
export const RESET_EMAIL_FREE_REQUESTS = 3;

export const RESET_EMAIL_SUBJECT = "Reset your password";

/** Where the web app takes a new password: the link's path. */
export function passwordResetPath(token: string): string {
  return `/reset-password/${token}`;
}

/** Where a request or a confirmation came from, as the door knows it. */
export interface ResetOrigin {
  /** The caller's network address; null in process. */
  clientAddress: string | null;
}

/**
 * The counters a request for a link is throttled under: the address asked about (so nobody
 * can fill someone's inbox) and the caller's address (so nobody can ask about every address).
 * Names of their own: asking for links and guessing passwords do not share a count. Never
 * refunded: every email sent counts.
 */
export function resetRequestThrottleKeys(email: string, clientAddress: string | null): ThrottleKey[] {
  const keys: ThrottleKey[] = [
    { key: `reset-email:${email}`, freeAttempts: RESET_EMAIL_FREE_REQUESTS, onSuccess: "refund" },
  ];
  if (clientAddress) {
    const address = addressKey(clientAddress);
    keys.push({ ...address, key: `reset-${address.key}` });
  }
  return keys;
}

/**
 * The counter a link's use is throttled under: the caller's address. A token is 256 random
 * bits, so guessing is hopeless anyway; this keeps anyone from trying at the database's cost.
 * A link that works gives its attempt back.
 */
export function resetConfirmThrottleKeys(clientAddress: string | null): ThrottleKey[] {
  if (!clientAddress) return [];
  const address = addressKey(clientAddress);
  return [{ key: `reset-link:${address.key}`, freeAttempts: ADDRESS_FREE_ATTEMPTS, onSuccess: "refund" }];
}

/**
 * Asks for a password-reset link. Answers `{ accepted: true }` whether or not an account uses
 * the address; an account that does gets an email with a link that works once, for 30
 * minutes. Refused only for a malformed address (ValidationError) or too many requests
 * (TooManySignInAttemptsError).
 */
export async function requestPasswordReset(
  ctx: Context,
  input: PasswordResetRequestFields,
  origin: ResetOrigin,
): Promise<{ accepted: true }> {
  const { email } = parseInput(passwordResetRequestFields, input);
  await reserveSignInAttempt(ctx, resetRequestThrottleKeys(email, origin.clientAddress), "password-reset");
  // Not awaited: the answer leaves now, whatever the look-up finds.
  void sendResetLink(ctx, email).catch((error: unknown) => {
    // Neither the address nor a token is logged: the person can simply ask again.
    processLog().error(
      { err: error instanceof Error ? error.message : "unknown error" },
      "Password reset link not issued",
    );
  });
  return { accepted: true };
}

async function sendResetLink(ctx: Context, email: string): Promise<void> {
  const user = await ctx.db.user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) return;
  const token = await issueAccountToken(ctx.db, ctx.clock.now(), {
    userId: user.id,
    purpose: "PASSWORD_RESET",
    email: user.email,
  });
  ctx.accountMail.send({ to: user.email, subject: RESET_EMAIL_SUBJECT, text: resetEmailText(ctx, token) });
}

function resetEmailText(ctx: Context, token: string): string {
  const minutes = ACCOUNT_TOKEN_LIFETIME_MS.PASSWORD_RESET / 60_000;
  return [
    "Someone asked to reset the password of the account that uses this email address.",
    "",
    "To choose a new password, open this link:",
    ctx.accountMail.linkTo(passwordResetPath(token)),
    "",
    `The link works once, for ${minutes} minutes. Using it signs you out on every device.`,
    "",
    "If you did not ask, ignore this email: your password stays as it is.",
  ].join("\n");
}

export const SET_PASSWORD_EMAIL_SUBJECT = "Choose a password for your account";

/**
 * The first link of an account made without a password (a business registration sent with
 * none): a reset link that works as long as a verification link does, since choosing the
 * password through it also confirms the address. Issued in the caller's transaction, so a
 * rolled-back account has no link; `send` mails it once that transaction is over.
 */
export async function issuePasswordSetLink(
  db: Db,
  now: Date,
  account: { id: number; email: string },
): Promise<{ send: (ctx: Context) => void }> {
  const lifetimeMs = ACCOUNT_TOKEN_LIFETIME_MS.EMAIL_VERIFICATION;
  const token = await issueAccountToken(db, now, {
    userId: account.id,
    purpose: "PASSWORD_RESET",
    email: account.email,
    lifetimeMs,
  });
  const days = lifetimeMs / (24 * 60 * 60 * 1000);
  return {
    send: (ctx) =>
      ctx.accountMail.send({
        to: account.email,
        subject: SET_PASSWORD_EMAIL_SUBJECT,
        text: [
          "Your business registration was received, and an account was made for this email address.",
          "",
          "To choose its password, open this link:",
          ctx.accountMail.linkTo(passwordResetPath(token)),
          "",
          `The link works once, for ${days} days. Choosing a password also confirms this email address,`,
          "which we need before we can approve your registration.",
          "",
          "If you did not register a business, ignore this email.",
        ].join("\n"),
      }),
  };
}

/**
 * Sets a new password through a reset link. The password follows the sign-up rules and is
 * checked before the link is used, so a refused password leaves the link working. The link
 * works once: it also proves the address (a never-verified account whose address it was sent
 * to becomes verified), every session of the account ends, and the account is told. Nobody is
 * signed in. A dead link (unknown, tampered, expired, used, of another purpose) is one
 * ValidationError on `token`. Returns the account's id, for the door to clear a cookie of it.
 */
export async function resetPassword(
  ctx: Context,
  input: PasswordResetFields,
  origin: ResetOrigin,
): Promise<{ userId: number }> {
  const { token, password } = parseInput(passwordResetFields, input);
  const keys = resetConfirmThrottleKeys(origin.clientAddress);
  // Reserved before the hash, so a flood of tries costs no hashing past the limit.
  if (keys.length > 0) await reserveSignInAttempt(ctx, keys, "password-reset");
  let passwordHash: string;
  try {
    passwordHash = await hashNewPassword(password);
  } catch (error) {
    // A common password tried no link: the attempt is given back.
    await recordSuccessfulSignIn(ctx, keys);
    throw error;
  }

  const now = ctx.clock.now();
  const account = await ctx.db.$transaction(async (tx) => {
    const used = await useAccountToken(tx, now, token, "PASSWORD_RESET");
    if (!used) return null;
    const user = await tx.user.findUniqueOrThrow({
      where: { id: used.userId },
      select: { id: true, email: true, emailVerifiedAt: true },
    });
    // The link reached this address; an address changed since proves nothing about the new one.
    const proves = user.emailVerifiedAt === null && user.email === used.email;
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, ...(proves ? { emailVerifiedAt: now } : {}) },
    });
    // Whoever knew the old password, or holds a session made with it, is out.
    await tx.session.deleteMany({ where: { userId: user.id } });
    await notifyPasswordChanged(tx, now, { userId: user.id, email: user.email }, "reset");
    return user;
  });
  if (!account) {
    throw new ValidationError(RESET_LINK_INVALID_MESSAGE, [{ path: ["token"], message: RESET_LINK_INVALID_MESSAGE }]);
  }
  // The owner proved the address: wrong guesses made at the account's sign-in before no
  // longer keep them waiting, and this address gets its attempt back.
  await recordSuccessfulSignIn(ctx, [emailKey(account.email), ...keys]);
  return { userId: account.id };
}
