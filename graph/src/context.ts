import type { PaymentGateway } from "./gateways/payments/gateway.ts";
import { PUSH_NOT_CONFIGURED, type PushGateway } from "./gateways/push/push-gateway.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import type { Viewer } from "./services/accounts/viewer.ts";
import type { Partner } from "./services/partners/partner-tokens.ts";
import { type AccountMail, NO_ACCOUNT_MAIL } from "./services/accounts/account-mail.ts";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every service is called with, whichever door the work came through: a GraphQL
 * resolver, a REST handler, a webhook or a background job. It says nothing about HTTP
 * (cookies and headers stay at the edge), so the same rules hold for all of them.
 */
export interface Context {
  readonly db: PrismaClient;
  /** Every "now" a rule needs comes from here, so tests and jobs can pin time. */
  readonly clock: Clock;
  /**
   * Who is asking: a signed-in user, or null for a visitor (and for the system). On /graphql
   * the session is read once the operation is known, and only if it may need it
   * (http/session-viewer.ts); it is settled before anything reads it.
   */
  viewer: Viewer | null;
  /**
   * A partner calling with an API token (never together with a viewer): it reads what a
   * visitor may read, and nothing is written on its behalf.
   */
  readonly partner: Partner | null;
  /**
   * "system" is work the server does on its own behalf: scheduled jobs, the outbox worker,
   * verified webhooks. Access rules let it act on any record; no request can become it.
   */
  readonly actor: "request" | "system";
  /** Stripe, or the offline test-mode gateway when no keys are set (gateways/payments). */
  readonly payments: PaymentGateway;
  /** Firebase Cloud Messaging, or a gateway that says push is not configured (gateways/push). */
  readonly push: PushGateway;
  /** The request's id (X-Request-Id), kept with what it changes in the audit log. */
  readonly requestId?: string;
  /** Email carrying a secret link, sent outside the outbox (services/accounts/account-mail.ts). */
  readonly accountMail: AccountMail;
}

/** The context of one request: the viewer comes from its session cookie (or is null). */
export function requestContext(options: {
  db: PrismaClient;
  clock: Clock;
  viewer: Viewer | null;
  partner?: Partner | null;
  payments?: PaymentGateway;
  push?: PushGateway;
  requestId?: string;
  accountMail?: AccountMail;
}): Context {
  return {
    db: options.db,
    clock: options.clock,
    viewer: options.partner ? null : options.viewer,
    partner: options.partner ?? null,
    actor: "request",
    payments: options.payments ?? NO_PAYMENT_GATEWAY,
    push: options.push ?? PUSH_NOT_CONFIGURED,
    accountMail: options.accountMail ?? NO_ACCOUNT_MAIL,
    ...(options.requestId !== undefined ? { requestId: options.requestId } : {}),
  };
}

/** The context of work no request asked for: jobs, the outbox, Stripe's webhooks. */
export function systemContext(options: {
  db: PrismaClient;
  clock?: Clock;
  payments?: PaymentGateway;
  push?: PushGateway;
}): Context {
  return {
    db: options.db,
    clock: options.clock ?? systemClock,
    viewer: null,
    partner: null,
    actor: "system",
    payments: options.payments ?? NO_PAYMENT_GATEWAY,
    push: options.push ?? PUSH_NOT_CONFIGURED,
    accountMail: NO_ACCOUNT_MAIL,
  };
}

/** For contexts whose work moves no money (purges, tests of other domains): any call is a bug. */
const NO_PAYMENT_GATEWAY: PaymentGateway = new Proxy({} as PaymentGateway, {
  get(_target, property) {
    // Inspection (a log printing the context, an `await`) asks for symbols and `then`.
    if (typeof property === "symbol" || property === "then" || property === "toJSON") return undefined;
    throw new Error(`This context has no payment gateway (asked for ${property})`);
  },
});
