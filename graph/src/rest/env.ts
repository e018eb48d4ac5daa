import type { Context } from "../context.ts";

/** Hono's per-request variables: the same Context GraphQL resolvers get. */
export interface RestEnv {
  Variables: { ctx: Context };
}
