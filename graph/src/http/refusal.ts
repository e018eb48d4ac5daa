import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { currentRequestId } from "../observability/logger.ts";

/**
 * A REST error's body: its message, anything the door adds (a refusal's code), and the
 * request's id, which the answer's X-Request-Id header also carries, so that a report
 * quoting either leads to the request's log line.
 */
export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  const requestId = currentRequestId();
  return { message, ...extra, ...(requestId === undefined ? {} : { requestId }) };
}

/**
 * A request refused at the edge, in the shape its door speaks: GraphQL's `{ errors }` on
 * /graphql (with a code a client can branch on, and the request's id in the answer's
 * extensions), REST's `{ message }` everywhere else.
 */
export function refuse(c: HonoContext, status: ContentfulStatusCode, message: string, code: string) {
  if (c.req.path === "/graphql" || c.req.path.startsWith("/graphql/")) {
    const requestId = currentRequestId();
    const extensions = requestId === undefined ? {} : { extensions: { requestId } };
    return c.json({ errors: [{ message, extensions: { code } }], ...extensions }, status);
  }
  return c.json(errorBody(message), status);
}
