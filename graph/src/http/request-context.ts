import type { Context } from "../context.ts";
import type { NewSession } from "../services/accounts/sessions.ts";

/** What only an HTTP door can do for the request it is answering. */
export interface HttpExchange {
  /**
   * The caller's network address: the socket's peer, or with `trustProxy` the address the
   * proxy in front of us saw (the last X-Forwarded-For entry). Null in in-process calls.
   */
  readonly clientAddress: string | null;
  /**
   * The origin the caller reached us at (e.g. "https://example.ca"): the request URL's, or
   * with `trustProxy` the proxy's X-Forwarded-Proto and X-Forwarded-Host. For the absolute
   * return URLs a payment gateway needs; never taken from the request body.
   */
  readonly publicOrigin: string;
  /** The request's User-Agent header, or null without one. */
  readonly userAgent: string | null;
  /** A cookie the request carries. */
  cookie(name: string): string | undefined;
  /** Adds a Set-Cookie header to the response. */
  appendSetCookie(header: string): void;
  /** Whether cookies set for this response must be Secure (production, behind HTTPS). */
  readonly secureCookies: boolean;
  /** Sets the session cookie for a new session, or clears it (null). */
  setSessionCookie(session: NewSession | null): void;
}

/**
 * The context GraphQL resolvers and REST handlers get: the service context plus the HTTP
 * exchange. Services are typed to take `Context`, so they cannot reach for cookies.
 */
export interface RequestContext extends Context {
  readonly http: HttpExchange;
}
