// Two-factor sign-in: enrolment with an authenticator app, recovery codes, the proof a
// session gives of the second factor (at sign-in, or later for staff and step-up), and
// turning it off. Every code check is throttled per account like a password guess, and
// every change is audited and told to the account in its own transaction.
import { createHash, randomInt } from "node:crypto";
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import {
  isTotpCode,
  MAX_SECOND_FACTOR_CODE_LENGTH,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
} from "../../../../shared/accounts/two-factor.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { notifyTwoFactorChanged } from "../notifications/account-security-notices.ts";
import {
  ConflictError,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidSecondFactorCodeError,
  UnauthenticatedError,
  ValidationError,
  parseInput,
} from "../errors.ts";
import { MAX_PASSWORD_LENGTH, verifyPassword } from "./password.ts";
import {
  recordSuccessfulSignIn,
  reserveSignInAttempt,
  type ThrottleKey,
  ACCOUNT_FREE_ATTEMPTS,
} from "./sign-in-throttle.ts";
import { newTotpSecret, otpauthUri, qrCodeSvg, totpMatches } from "./totp.ts";
import type { Viewer } from "./viewer.ts";

export const secondFactorCode = z
  .string()
  .trim()
  .min(1, "Enter the code from your authenticator app, or a recovery code.")
  .max(MAX_SECOND_FACTOR_CODE_LENGTH, "That code is too long.");

export const codeInput = z.object({ code: secondFactorCode });
export const disableTwoFactorInput = z.object({
  code: secondFactorCode,
  password: z.string().min(1, "Please enter your password").max(MAX_PASSWORD_LENGTH),
});

/** Codes checked for one account count here, whichever door they came through. */
export function secondFactorThrottleKey(userId: number): ThrottleKey {
  return { key: `second-factor:user:${userId}`, freeAttempts: ACCOUNT_FREE_ATTEMPTS, onSuccess: "clear" };
}

// 32 letters and digits with no 0/o or 1/l/i to mistake: 50 random bits per code.
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function recoveryCodeHash(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}

type Tx = Prisma.TransactionClient;

/** Replaces the account's recovery codes with new ones; returns them (shown once, never stored). */
async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })) });
  return codes;
}

/**
 * Whether `code` proves the account's second factor: its authenticator's code now, or one of
 * its unused recovery codes, which this uses up (one conditional update, so two requests
 * cannot both spend it). Not throttled: callers count the attempt first.
 */
export async function secondFactorMatches(
  db: Pick<Context["db"], "recoveryCode">,
  account: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!account.totpSecret) return false;
  if (isTotpCode(code)) return totpMatches(account.totpSecret, code, now);
  const used = await db.recoveryCode.updateMany({
    where: { userId: account.id, codeHash: recoveryCodeHash(code), usedAt: null },
    data: { usedAt: now },
  });
  return used.count === 1;
}

function signedIn(ctx: Context): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

async function accountOf(ctx: Context, userId: number) {
  return ctx.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, role: true, passwordHash: true, totpSecret: true, totpEnabledAt: true },
  });
}

/** A throttled check of a code (and, for turning two-factor off, the password too). */
async function checkCode(
  ctx: Context,
  account: { id: number; totpSecret: string | null },
  code: string,
  confirm?: () => Promise<boolean>,
): Promise<void> {
  const keys = [secondFactorThrottleKey(account.id)];
  await reserveSignInAttempt(ctx, keys);
  if (confirm && !(await confirm())) throw new InvalidCredentialsError();
  if (!(await secondFactorMatches(ctx.db, account, code, ctx.clock.now()))) throw new InvalidSecondFactorCodeError();
  await recordSuccessfulSignIn(ctx, keys);
}

/** This session proved the second factor now: staff may act, and step-up is fresh. */
async function markSessionVerified(ctx: Context, tx: Pick<Tx, "session">, viewer: Viewer): Promise<void> {
  const now = ctx.clock.now();
  await tx.session.updateMany({ where: { id: viewer.sessionId }, data: { secondFactorAt: now } });
  ctx.viewer = { ...viewer, secondFactorAt: now };
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

/**
 * Starts enrolment: a new secret for the account's authenticator app, kept but not yet in
 * force (starting again replaces it). Refused when two-factor is already on.
 */
export async function startTwoFactorEnrolment(ctx: Context): Promise<TwoFactorEnrolment> {
  const viewer = signedIn(ctx);
  const secret = newTotpSecret();
  const { count } = await ctx.db.user.updateMany({
    where: { id: viewer.userId, totpEnabledAt: null },
    data: { totpSecret: secret },
  });
  if (count === 0) throw new ConflictError("Two-factor sign-in is already on for this account.");
  const uri = otpauthUri(secret, viewer.email);
  return { secret, otpauthUri: uri, qrCodeSvg: qrCodeSvg(uri) };
}

/**
 * Puts two-factor in force once a code from the new secret matches, and returns the
 * account's recovery codes (the only time they are seen). The session counts as verified.
 */
export async function confirmTwoFactorEnrolment(ctx: Context, input: { code: string }): Promise<string[]> {
  const viewer = signedIn(ctx);
  const { code } = parseInput(codeInput, input);
  const account = await accountOf(ctx, viewer.userId);
  if (account.totpEnabledAt) throw new ConflictError("Two-factor sign-in is already on for this account.");
  if (!account.totpSecret) throw new ValidationError("Start setting up two-factor sign-in first.");
  if (!isTotpCode(code)) throw new InvalidSecondFactorCodeError();
  await checkCode(ctx, account, code);
  const now = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: account.id, totpEnabledAt: null, totpSecret: account.totpSecret },
      data: { totpEnabledAt: now },
    });
    if (count === 0) throw new ConflictError("Two-factor sign-in changed meanwhile: start again.");
    const codes = await replaceRecoveryCodes(tx, account.id);
    await markSessionVerified(ctx, tx, viewer);
    await recordAudit(tx, ctx, { action: "twoFactor.enable", target: { type: "User", id: account.id } });
    await notifyTwoFactorChanged(tx, now, { userId: account.id, email: account.email }, "enabled");
    return codes;
  });
}

async function enabledAccount(ctx: Context, viewer: Viewer) {
  const account = await accountOf(ctx, viewer.userId);
  if (!account.totpEnabledAt) throw new ValidationError("Two-factor sign-in is not on for this account.");
  return account;
}

/**
 * Proves the second factor for this session (a code, or a recovery code, used once): staff
 * who signed in without a code, and staff confirming a refund or an approval, call it.
 */
export async function verifySecondFactor(ctx: Context, input: { code: string }): Promise<void> {
  const viewer = signedIn(ctx);
  const { code } = parseInput(codeInput, input);
  const account = await enabledAccount(ctx, viewer);
  await checkCode(ctx, account, code);
  await markSessionVerified(ctx, ctx.db, viewer);
}

/** New recovery codes for old ones (all of those stop working), after a code proves it is the owner. */
export async function regenerateRecoveryCodes(ctx: Context, input: { code: string }): Promise<string[]> {
  const viewer = signedIn(ctx);
  const { code } = parseInput(codeInput, input);
  const account = await enabledAccount(ctx, viewer);
  await checkCode(ctx, account, code);
  const now = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, account.id);
    await markSessionVerified(ctx, tx, viewer);
    await recordAudit(tx, ctx, { action: "twoFactor.replaceRecoveryCodes", target: { type: "User", id: account.id } });
    await notifyTwoFactorChanged(tx, now, { userId: account.id, email: account.email }, "recoveryCodesReplaced");
    return codes;
  });
}

/**
 * Turns two-factor off, with the password and a code. Staff accounts must keep it: the back
 * office opens only to a session that proved it.
 */
export async function disableTwoFactor(ctx: Context, input: { code: string; password: string }): Promise<void> {
  const viewer = signedIn(ctx);
  const { code, password } = parseInput(disableTwoFactorInput, input);
  if (viewer.role === "ADMIN") throw new ForbiddenError("Staff accounts must keep two-factor sign-in on.");
  const account = await enabledAccount(ctx, viewer);
  await checkCode(ctx, account, code, () => verifyPassword(account.passwordHash, password));
  const now = ctx.clock.now();
  await ctx.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: account.id }, data: { totpSecret: null, totpEnabledAt: null } });
    await tx.recoveryCode.deleteMany({ where: { userId: account.id } });
    await tx.session.updateMany({ where: { userId: account.id }, data: { secondFactorAt: null } });
    await recordAudit(tx, ctx, { action: "twoFactor.disable", target: { type: "User", id: account.id } });
    await notifyTwoFactorChanged(tx, now, { userId: account.id, email: account.email }, "disabled");
  });
  ctx.viewer = { ...viewer, secondFactorAt: null };
}

/** What the viewer's own account says about two-factor (User's viewer-only fields). */
export async function twoFactorStatus(
  ctx: Context,
  userId: number,
): Promise<{ enabled: boolean; recoveryCodesLeft: number | null }> {
  const account = await ctx.db.user.findUnique({ where: { id: userId }, select: { totpEnabledAt: true } });
  if (!account?.totpEnabledAt) return { enabled: false, recoveryCodesLeft: null };
  const left = await ctx.db.recoveryCode.count({ where: { userId, usedAt: null } });
  return { enabled: true, recoveryCodesLeft: left };
}
