import { Hono } from "hono";
import { requestPasswordReset, resetPassword } from "../services/accounts/password-reset.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";

export const RESET_REQUESTED_MESSAGE =
  "If an account uses that address, we sent it a link to reset the password. The link works for 30 minutes.";
export const RESET_DONE_MESSAGE =
  "Your password was changed and every device signed out. Sign in with the new password.";

/**
 * "Forgot password?" over the same service as GraphQL:
 *
 * POST /api/account/password-reset `{ email }`: 202 `{ message }` whether or not an account
 * uses the address (400 for a malformed one, 429 when asked too often).
 * POST /api/account/password-reset/confirm `{ token, password }`: 200 `{ message }`; 400 for a
 * refused password or a dead link (expired, used, unknown), 429 after too many dead links.
 */
export const passwordResetRoutes = new Hono<RestEnv>()
  .post("/account/password-reset", async (c) => {
    const ctx = c.var.ctx;
    const body = await objectBody(c);
    await requestPasswordReset(ctx, { email: body.email as string }, { clientAddress: ctx.http.clientAddress });
    return c.json({ message: RESET_REQUESTED_MESSAGE }, 202);
  })
  .post("/account/password-reset/confirm", async (c) => {
    const ctx = c.var.ctx;
    const body = await objectBody(c);
    const reset = await resetPassword(
      ctx,
      { token: body.token as string, password: body.password as string },
      { clientAddress: ctx.http.clientAddress },
    );
    if (ctx.viewer?.userId === reset.userId) ctx.http.setSessionCookie(null);
    return c.json({ message: RESET_DONE_MESSAGE });
  });
