import type { Plugin } from "graphql-yoga";
import { GraphQLError, getOperationAST } from "graphql";
import type { Context as HonoContext, MiddlewareHandler } from "hono";
import type { Clock } from "../context.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { UnauthenticatedError } from "../services/errors.ts";
import {
  authenticatePartner,
  type Partner,
  type PartnerQuota,
  type PartnerRateLimit,
} from "../services/partners/partner-tokens.ts";
import { refuse } from "./refusal.ts";
import type { RequestContext } from "./request-context.ts";

export const BEARER_ONLY_MESSAGE = "Send a partner API token as 'Authorization: Bearer <token>'.";
export const PARTNERS_READ_ONLY_MESSAGE = "Partner API tokens may only read public marketplace data.";

/**
 * The partner a request's Authorization header names, or null without the header. A
 * header that is not a live bearer token is refused (401), and so is a request over the
 * token's rate (429): a partner never falls back to being a visitor by mistake.
 */
export async function partnerFromRequest(
  c: HonoContext,
  options: { db: PrismaClient; clock: Clock; rateLimit: PartnerRateLimit },
): Promise<Partner | null> {
  const header = c.req.header("authorization");
  if (header === undefined) return null;
  const token = bearerTokenIn(header);
  if (!token) throw new UnauthenticatedError(BEARER_ONLY_MESSAGE);
  return authenticatePartner(options.db, options.clock.now(), token, options.rateLimit);
}

/** The token of an `Authorization: Bearer <token>` header, or null for any other header. */
export function bearerTokenIn(header: string | undefined): string | null {
  return (header && /^Bearer +(\S+) *$/i.exec(header)?.[1]) || null;
}

/**
 * A partner's quota on every answer to its token, 429 included, in the fields most clients
 * and gateways read (IETF httpapi rate-limit headers draft 06): the limit, what is left in
 * the window, the seconds until it starts again, and the policy (`120;w=60`).
 */
export function rateLimitHeaders(quota: PartnerQuota): Record<string, string> {
  return {
    "RateLimit-Limit": String(quota.limit),
    "RateLimit-Remaining": String(quota.remaining),
    "RateLimit-Reset": String(quota.resetSeconds),
    "RateLimit-Policy": `${quota.limit};w=${quota.windowSeconds}`,
  };
}

export const RATE_LIMIT_HEADER_NAMES = Object.keys(
  rateLimitHeaders({ limit: 0, remaining: 0, resetSeconds: 0, windowSeconds: 0 }),
);

/** Partners read: a mutation sent with a token is refused before it runs. */
export function partnersReadOnly(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!args.contextValue.partner) return;
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation === "query") return;
      setResultAndStopExecution({
        errors: [new GraphQLError(PARTNERS_READ_ONLY_MESSAGE, { extensions: { code: "FORBIDDEN", status: 403 } })],
      });
    },
  };
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The same rule at /api: a write sent with a token is refused before it runs. Without it a
 * token would book or register a business (and make an account) as if it were a visitor.
 */
export const partnersReadOnlyRest: MiddlewareHandler<{ Variables: { ctx: RequestContext } }> = async (c, next) => {
  if (c.var.ctx.partner && !READS.has(c.req.method)) return refuse(c, 403, PARTNERS_READ_ONLY_MESSAGE, "FORBIDDEN");
  await next();
};
