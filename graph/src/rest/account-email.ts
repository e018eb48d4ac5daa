import { Hono } from "hono";
import { changeEmail, resendEmailVerification, verifyEmail } from "../services/accounts/email-verification.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";

/**
 * The account's email address over the same service as GraphQL:
 *
 * POST /api/account/email `{ newEmail, currentPassword }`: 202 `{ pendingEmail }`, a link
 * mailed to the new address (401 signed out, 400 wrong password or address, 409 taken, 429).
 * POST /api/account/email/verify `{ token }`: 200 `{ email, emailChanged }`; no session
 * needed (400 for a dead link, 409 when the new address was taken meanwhile).
 * POST /api/account/email/verification: 202 `{ sentTo }`, a new link (409 nothing to confirm, 429).
 */
export const accountEmailRoutes = new Hono<RestEnv>()
  .post("/account/email", async (c) => {
    const body = await objectBody(c);
    const { pendingEmail } = await changeEmail(c.var.ctx, {
      newEmail: body.newEmail as string,
      currentPassword: body.currentPassword as string,
    });
    return c.json({ pendingEmail }, 202);
  })
  .post("/account/email/verify", async (c) => {
    const body = await objectBody(c);
    const { email, emailChanged } = await verifyEmail(c.var.ctx, { token: body.token as string });
    return c.json({ email, emailChanged });
  })
  .post("/account/email/verification", async (c) => {
    const { sentTo } = await resendEmailVerification(c.var.ctx);
    return c.json({ sentTo }, 202);
  });
