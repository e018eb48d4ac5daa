// Single-use links sent by email (password reset, email verification). The token travels in
// the link only; the table keeps its SHA-256, so a copy of the database resets no password.
// Using a token is one conditional UPDATE: of two requests racing with the same link, one wins.
import { createHash, randomBytes } from "node:crypto";
import type { AccountTokenPurpose, Prisma, PrismaClient } from "../../generated/prisma/client.ts";

type Db = PrismaClient | Prisma.TransactionClient;

/** A password-reset link works for 30 minutes; a verification link for 3 days. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  PASSWORD_RESET: 30 * 60 * 1000,
  EMAIL_VERIFICATION: 3 * 24 * 60 * 60 * 1000,
};

/** 32 random bytes in base64url: 43 characters. Longer input is refused before hashing. */
export const ACCOUNT_TOKEN_MAX_LENGTH = 64;

export function accountTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Makes a token for `userId` and returns it (to put in a link); earlier unused tokens of the
 * same purpose stop working, so only the newest link does.
 */
export async function issueAccountToken(
  db: Db,
  now: Date,
  input: {
    userId: number;
    purpose: AccountTokenPurpose;
    email: string;
    /** How long the link works, when not its purpose's usual lifetime. */
    lifetimeMs?: number;
  },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.accountToken.updateMany({
    where: { userId: input.userId, purpose: input.purpose, usedAt: null },
    data: { usedAt: now },
  });
  await db.accountToken.create({
    data: {
      id: accountTokenDigest(token),
      userId: input.userId,
      purpose: input.purpose,
      email: input.email.toLowerCase(),
      expiresAt: new Date(now.getTime() + (input.lifetimeMs ?? ACCOUNT_TOKEN_LIFETIME_MS[input.purpose])),
    },
  });
  return token;
}

export interface UsedAccountToken {
  userId: number;
  email: string;
}

/**
 * Uses a token once: its account and address, or null when it is unknown, of another purpose,
 * expired or already used. Run it inside the transaction of the change the token allows, so a
 * change that fails leaves the link usable.
 */
export async function useAccountToken(
  db: Db,
  now: Date,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<UsedAccountToken | null> {
  if (token.length === 0 || token.length > ACCOUNT_TOKEN_MAX_LENGTH) return null;
  const { count } = await db.accountToken.updateMany({
    where: { id: accountTokenDigest(token), purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count === 0) return null;
  const row = await db.accountToken.findUniqueOrThrow({
    where: { id: accountTokenDigest(token) },
    select: { userId: true, email: true },
  });
  return row;
}

/** Deletes tokens past their expiry (they are already refused); returns how many. */
export async function purgeExpiredAccountTokens(db: Db, now: Date): Promise<number> {
  const { count } = await db.accountToken.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
