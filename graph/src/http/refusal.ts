import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A request refused at the edge, in the shape its door speaks: GraphQL's `{ errors }` on
 * /graphql (with a code a client can branch on), REST's `{ message }` everywhere else.
 */
export function refuse(c: HonoContext, status: ContentfulStatusCode, message: string, code: string) {
  if (c.req.path === "/graphql" || c.req.path.startsWith("/graphql/")) {
    return c.json({ errors: [{ message, extensions: { code } }] }, status);
  }
  return c.json({ message }, status);
}
