import type { RequestContext } from "../http/request-context.ts";

/** Hono's per-request variables: the same context GraphQL resolvers get. */
export interface RestEnv {
  Variables: { ctx: RequestContext };
}
