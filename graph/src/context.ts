import type { PrismaClient } from "./generated/prisma/client.ts";
import type { Viewer } from "./services/accounts/viewer.ts";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything one request may use. GraphQL resolvers and REST handlers build the
 * same context, so services never know which door a request came through.
 */
export interface Context {
  db: PrismaClient;
  clock: Clock;
  /** Who is asking: null for a visitor. */
  viewer: Viewer | null;
  /** Set-Cookie values to add to the response (sign-in, sign-out). */
  responseCookies: string[];
  /** True when cookies must carry `Secure` (production over HTTPS). */
  secureCookies: boolean;
}
