import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { PartnerToken, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { storableText } from "../../../../shared/validation/text.ts";
import { NotFoundError, parseInput, RateLimitedError, UnauthenticatedError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { assertRecentSecondFactor, assertStaff } from "../accounts/access.ts";

/** Tokens start with this, so a leaked one is recognisable (and secret scanners can find it). */
export const PARTNER_TOKEN_PREFIX = "lsm_pt_";
const MAX_TOKEN_LENGTH = 100;

export const INVALID_PARTNER_TOKEN_MESSAGE = "This API token is not valid or has been revoked.";

/** How many requests a token may make per window (README "Partner access"). */
export interface PartnerRateLimit {
  requests: number;
  windowSeconds: number;
}

export const DEFAULT_PARTNER_RATE_LIMIT: PartnerRateLimit = { requests: 120, windowSeconds: 60 };

/** Where a token stands in its current window, for the rate-limit headers of its answers. */
export interface PartnerQuota {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
  windowSeconds: number;
}

/** The partner a request's bearer token names. */
export interface Partner {
  tokenId: number;
  name: string;
  quota: PartnerQuota;
}

/** A token over its rate: the 429 carries the quota's headers too. */
export class PartnerRateLimitedError extends RateLimitedError {
  readonly quota: PartnerQuota;
  constructor(quota: PartnerQuota) {
    super(quota.resetSeconds, `${quota.limit} requests per ${quota.windowSeconds} seconds per token`);
    this.quota = quota;
  }
}

export class PartnerTokenNotFoundError extends NotFoundError {
  constructor() {
    super("There is no partner token with that id.");
    this.name = "PartnerTokenNotFoundError";
  }
}

function tokenHashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const issuePartnerTokenInput = z.object({
  name: storableText(100).min(2, "Please enter the partner's name (at least 2 characters)"),
});

/**
 * Staff issue a token for a partner. The token is returned this once and only its
 * SHA-256 is stored: a copy of the table cannot call the API. A retry issues another
 * token (the first cannot be shown again), which staff can revoke.
 */
export async function issuePartnerToken(
  ctx: Context,
  input: z.input<typeof issuePartnerTokenInput>,
): Promise<{ token: string; record: PartnerToken }> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { name } = parseInput(issuePartnerTokenInput, input);
  const token = `${PARTNER_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const record = await ctx.db.$transaction(async (tx) => {
    const created = await tx.partnerToken.create({
      data: {
        name,
        tokenHash: tokenHashOf(token),
        prefix: token.slice(0, PARTNER_TOKEN_PREFIX.length + 4),
        createdById: ctx.viewer?.userId ?? null,
        createdAt: ctx.clock.now(),
      },
    });
    // The prefix names the token in staff's list; the token itself is never kept.
    await recordAudit(tx, ctx, {
      action: "partnerToken.issue",
      target: { type: "PartnerToken", id: created.id },
      after: { name, prefix: created.prefix },
    });
    return created;
  });
  return { token, record };
}

export const revokePartnerTokenInput = z.object({ id: databaseIdInput("There is no partner token with that id.") });

/** Revokes a token: its next request is refused. Revoking twice keeps the first time. */
export async function revokePartnerToken(
  ctx: Context,
  input: z.input<typeof revokePartnerTokenInput>,
): Promise<PartnerToken> {
  assertStaff(ctx);
  const { id } = parseInput(revokePartnerTokenInput, input);
  return ctx.db.$transaction(async (tx) => {
    const revoked = await tx.partnerToken.updateMany({
      where: { id, revokedAt: null },
      data: { revokedAt: ctx.clock.now() },
    });
    const token = await tx.partnerToken.findUnique({ where: { id } });
    if (!token) throw new PartnerTokenNotFoundError();
    // A second revocation changes nothing, so it records nothing.
    if (revoked.count > 0) {
      await recordAudit(tx, ctx, {
        action: "partnerToken.revoke",
        target: { type: "PartnerToken", id },
        before: { revoked: false },
        after: { revoked: true, name: token.name },
      });
    }
    return token;
  });
}

/** Tokens for staff, newest first. */
export function listPartnerTokens<Q extends Omit<Prisma.PartnerTokenFindManyArgs, "where" | "orderBy">>(
  ctx: Context,
  query: Q,
): Promise<Prisma.PartnerTokenGetPayload<Q>[]> {
  assertStaff(ctx);
  return ctx.db.partnerToken.findMany({ ...query, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }) as Promise<
    Prisma.PartnerTokenGetPayload<Q>[]
  >;
}

/**
 * The partner a bearer token names, counting this request against its rate. One UPDATE
 * checks the token is live, records its use and counts the request in a fixed window, so
 * every app instance shares the count. A revoked or unknown token is refused at once;
 * a request over the rate is a PartnerRateLimitedError with the seconds until the window ends.
 * Either way the caller learns its quota (PartnerQuota), for the answer's headers.
 */
export async function authenticatePartner(
  db: PrismaClient,
  now: Date,
  token: string,
  limit: PartnerRateLimit,
): Promise<Partner> {
  if (!token.startsWith(PARTNER_TOKEN_PREFIX) || token.length > MAX_TOKEN_LENGTH) {
    throw new UnauthenticatedError(INVALID_PARTNER_TOKEN_MESSAGE);
  }
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const rows = await db.$queryRaw<{ id: number; name: string; windowStartedAt: Date; requestsInWindow: number }[]>`
    UPDATE "PartnerToken" AS t SET
      "lastUsedAt" = ${now}::timestamp(3),
      "windowStartedAt" = CASE WHEN t."windowStartedAt" IS NULL OR t."windowStartedAt" <= ${windowStart}::timestamp(3)
        THEN ${now}::timestamp(3) ELSE t."windowStartedAt" END,
      "requestsInWindow" = CASE WHEN t."windowStartedAt" IS NULL OR t."windowStartedAt" <= ${windowStart}::timestamp(3)
        THEN 1 ELSE LEAST(t."requestsInWindow" + 1, 2147483647) END
    WHERE t."tokenHash" = ${tokenHashOf(token)} AND t."revokedAt" IS NULL
    RETURNING t."id", t."name", t."windowStartedAt", t."requestsInWindow"`;
  const row = rows[0];
  if (!row) throw new UnauthenticatedError(INVALID_PARTNER_TOKEN_MESSAGE);
  const windowEnds = row.windowStartedAt.getTime() + limit.windowSeconds * 1000;
  const quota: PartnerQuota = {
    limit: limit.requests,
    remaining: Math.max(0, limit.requests - row.requestsInWindow),
    resetSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
    windowSeconds: limit.windowSeconds,
  };
  if (row.requestsInWindow > limit.requests) throw new PartnerRateLimitedError(quota);
  return { tokenId: row.id, name: row.name, quota };
}
