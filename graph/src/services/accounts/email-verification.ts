// Proving an account's email address, and moving the account to a new one. Both are a
// single-use link sent to the address in question (account-tokens.ts): an account's address
// is proved only by someone who reads mail there, and an address change takes effect only
// when the new address answers, so a typo or a stolen session cannot move an account to an
// address its owner does not read. Only the newest link works (issuing one ends the others),
// so a verification link for an old address can never undo a change made since.
//
// What an unverified account may not do yet is decided in docs/decisions/unverified-accounts.md
// and enforced with isEmailVerified where money or a business's approval is at stake.
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../../db/data-exception.ts";
import {
  changeEmailFields,
  type ChangeEmailFields,
  VERIFICATION_LINK_MESSAGE,
  verifyEmailFields,
} from "../../../../shared/accounts/email-change.ts";
import { notifyEmailChanged } from "../notifications/account-security-notices.ts";
import { type RateLimit, consumeRateLimit } from "../rate-limit.ts";
import { ConflictError, EmailUnavailableError, parseInput, UnauthenticatedError, ValidationError } from "../errors.ts";
import { issueAccountToken, useAccountToken } from "./account-tokens.ts";
import { verifyPassword } from "./password.ts";
import { emailKey, recordSuccessfulSignIn, reserveSignInAttempt } from "./sign-in-throttle.ts";

type Db = Context["db"] | Prisma.TransactionClient;

export const SIGN_IN_FOR_EMAIL = "Please sign in to change or confirm your email address.";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "That password isn't right. Your email address was not changed.";
export const SAME_EMAIL_MESSAGE = "This is already your account's email address.";
export const ALREADY_VERIFIED_MESSAGE = "Your email address is already confirmed.";
export { VERIFICATION_LINK_MESSAGE };

/** Links mailed at the account's request (a resend, a change): a few an hour is plenty. */
export const VERIFICATION_MAIL_LIMIT: RateLimit = {
  requests: 3,
  windowSeconds: 60 * 60,
  description: "3 confirmation emails per hour",
};

// The rules an unverified account meets, one wording each: the UI shows them as they are.
export const VERIFY_BEFORE_PAYOUTS_MESSAGE =
  "Please confirm your email address before setting up payouts: follow the link we emailed you, or send a new one from your account page.";
export const REGISTRANT_UNVERIFIED_MESSAGE =
  "The registrant has not confirmed their email address yet. The registration can be approved once they follow the link we emailed them.";

// ---------------------------------------------------------------------------------------
// Mail

type LinkKind = "verify" | "change";

const MAIL_WORDS: Record<LinkKind, { subject: string; lead: string }> = {
  verify: {
    subject: "Confirm your email address",
    lead: "Please confirm that this is your email address by opening this link:",
  },
  change: {
    subject: "Confirm your new email address",
    lead: "You asked to change your account's email address to this one. To confirm, open this link:",
  },
};

function mailLink(ctx: Context, to: string, token: string, kind: LinkKind): void {
  const words = MAIL_WORDS[kind];
  ctx.accountMail.send({
    to,
    subject: words.subject,
    text:
      `${words.lead}\n\n${ctx.accountMail.linkTo(`/verify-email/${token}`)}\n\n` +
      "The link works for 3 days, once. If you did not ask for it, you can ignore this email.",
  });
}

/**
 * A new account's first link (sign-up, or a registration that made the account). Issued in
 * the caller's transaction when it has one; `send` mails it once that transaction is over.
 */
export async function issueFirstVerification(
  db: Db,
  now: Date,
  account: { id: number; email: string },
): Promise<{ send: (ctx: Context) => void }> {
  const token = await issueAccountToken(db, now, {
    userId: account.id,
    purpose: "EMAIL_VERIFICATION",
    email: account.email,
  });
  return { send: (ctx) => mailLink(ctx, account.email, token, "verify") };
}

// ---------------------------------------------------------------------------------------
// Reading

/**
 * The address an account asked to move to and has not confirmed yet: the newest live link's
 * address when it is not the account's own. Null when no change waits.
 */
export async function pendingEmailOf(db: Db, now: Date, user: { id: number; email: string }): Promise<string | null> {
  const token = await db.accountToken.findFirst({
    where: { userId: user.id, purpose: "EMAIL_VERIFICATION", usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { email: true },
  });
  return token && token.email !== user.email ? token.email : null;
}

/**
 * Whether an account's address is confirmed. Read from the database, not the session: a link
 * followed in another browser counts at once.
 */
export async function isEmailVerified(db: Db, userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  return user?.emailVerifiedAt != null;
}

// ---------------------------------------------------------------------------------------
// Doors

export interface VerifiedEmail {
  userId: number;
  email: string;
  /** The link moved the account to a new address (rather than confirming its own). */
  emailChanged: boolean;
}

/**
 * Follows a link: confirms the account's address, or, for a link sent to a new address,
 * moves the account there (if no other account took it meanwhile) and tells the old address.
 * Needs no session: the link is the proof, and it may be opened in another browser. A link
 * that is unknown, used, expired or of another purpose is one ValidationError, so the answer
 * says nothing about which.
 */
export async function verifyEmail(ctx: Context, input: { token: string }): Promise<VerifiedEmail> {
  const { token } = parseInput(verifyEmailFields, input);
  const now = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    const used = await useAccountToken(tx, now, token, "EMAIL_VERIFICATION");
    if (!used) throw new ValidationError(VERIFICATION_LINK_MESSAGE);
    const user = await tx.user.findUnique({ where: { id: used.userId }, select: { email: true } });
    if (!user) throw new ValidationError(VERIFICATION_LINK_MESSAGE);
    if (used.email === user.email) {
      await tx.user.update({ where: { id: used.userId }, data: { emailVerifiedAt: now } });
      return { userId: used.userId, email: user.email, emailChanged: false };
    }
    try {
      await tx.user.update({ where: { id: used.userId }, data: { email: used.email, emailVerifiedAt: now } });
    } catch (error) {
      // Another account took the address after the link was sent: the unique index says so,
      // and the transaction (the link's use included) is undone.
      if (isUniqueViolation(error)) {
        throw new EmailUnavailableError();
      }
      throw error;
    }
    await notifyEmailChanged(tx, now, { userId: used.userId, previousEmail: user.email, newEmail: used.email });
    return { userId: used.userId, email: used.email, emailChanged: true };
  });
}

/**
 * Sends the signed-in account a new link: to the address it is moving to when a change
 * waits, else to its own unconfirmed address. Refused when there is nothing to confirm;
 * counted against VERIFICATION_MAIL_LIMIT.
 */
export async function resendEmailVerification(ctx: Context): Promise<{ sentTo: string }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError(SIGN_IN_FOR_EMAIL);
  const now = ctx.clock.now();
  const user = await ctx.db.user.findUnique({
    where: { id: viewer.userId },
    select: { id: true, email: true, emailVerifiedAt: true },
  });
  if (!user) throw new UnauthenticatedError(SIGN_IN_FOR_EMAIL);
  const pending = await pendingEmailOf(ctx.db, now, user);
  if (!pending && user.emailVerifiedAt) throw new ConflictError(ALREADY_VERIFIED_MESSAGE);
  await consumeRateLimit(ctx.db, now, mailLimitKey(user.id), VERIFICATION_MAIL_LIMIT);
  const sentTo = pending ?? user.email;
  const token = await issueAccountToken(ctx.db, now, { userId: user.id, purpose: "EMAIL_VERIFICATION", email: sentTo });
  mailLink(ctx, sentTo, token, pending ? "change" : "verify");
  return { sentTo };
}

/**
 * Asks to move the signed-in account to `newEmail`: checks the current password (counted by
 * the sign-in throttle, so a stolen session cannot guess it), refuses an address another
 * account has, and mails a link to the new address. Nothing about the account changes until
 * that link is followed (verifyEmail); until then the old address still signs in.
 */
export async function changeEmail(ctx: Context, input: ChangeEmailFields): Promise<{ pendingEmail: string }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError(SIGN_IN_FOR_EMAIL);
  const { newEmail, currentPassword } = parseInput(changeEmailFields, input);

  const keys = [emailKey(viewer.email)];
  await reserveSignInAttempt(ctx, keys);
  const user = await ctx.db.user.findUnique({
    where: { id: viewer.userId },
    select: { id: true, email: true, passwordHash: true },
  });
  if (!user) throw new UnauthenticatedError(SIGN_IN_FOR_EMAIL);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD_MESSAGE, [
      { path: ["currentPassword"], message: WRONG_CURRENT_PASSWORD_MESSAGE },
    ]);
  }
  await recordSuccessfulSignIn(ctx, keys);
  if (newEmail === user.email) {
    throw new ValidationError(SAME_EMAIL_MESSAGE, [{ path: ["newEmail"], message: SAME_EMAIL_MESSAGE }]);
  }
  const now = ctx.clock.now();
  // Counted before the address is looked up: the refusal below must not become a free way
  // to learn which addresses have accounts.
  await consumeRateLimit(ctx.db, now, mailLimitKey(user.id), VERIFICATION_MAIL_LIMIT);
  const taken = await ctx.db.user.findUnique({ where: { email: newEmail }, select: { id: true } });
  if (taken) throw new EmailUnavailableError();
  const token = await issueAccountToken(ctx.db, now, {
    userId: user.id,
    purpose: "EMAIL_VERIFICATION",
    email: newEmail,
  });
  mailLink(ctx, newEmail, token, "change");
  return { pendingEmail: newEmail };
}

function mailLimitKey(userId: number): string {
  return `email-verification:user:${userId}`;
}
