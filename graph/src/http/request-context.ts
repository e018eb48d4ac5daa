import type { Context } from "../context.ts";
import type { NewSession } from "../services/accounts/sessions.ts";

/** What only an HTTP door can do for the request it is answering. */
export interface HttpExchange {
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
