import { Hono } from "hono";
import {
  type AccountSession,
  listAccountSessions,
  signOutOtherSessions,
  signOutSession,
} from "../services/accounts/account-sessions.ts";
import { changePassword, type ChangePasswordInput } from "../services/accounts/change-password.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";

/**
 * The signed-in account's sessions and password, over the same services as GraphQL (401
 * signed out):
 *
 * GET /api/account/sessions: where the account is signed in, most recently used first.
 * DELETE /api/account/sessions/{id}: end one (204; 404 when it is not this account's). Ending
 * the caller's own clears its cookie.
 * DELETE /api/account/sessions: end every session but the caller's (`{ signedOutSessionIds }`).
 * POST /api/account/password `{ currentPassword, newPassword }`: change it; every other
 * session ends (`{ otherSessionsEnded }`; 400 for a wrong current password, 429 throttled).
 */
export const accountSessionRoutes = new Hono<RestEnv>()
  .get("/account/sessions", async (c) => {
    const sessions = await listAccountSessions(c.var.ctx);
    c.header("Cache-Control", "no-store");
    return c.json(sessions.map(sessionJson));
  })
  .delete("/account/sessions/:id", async (c) => {
    const ctx = c.var.ctx;
    if (await signOutSession(ctx, { id: c.req.param("id") })) ctx.http.setSessionCookie(null);
    return c.body(null, 204);
  })
  .delete("/account/sessions", async (c) => {
    return c.json({ signedOutSessionIds: await signOutOtherSessions(c.var.ctx) });
  })
  .post("/account/password", async (c) => {
    const ctx = c.var.ctx;
    const body = (await objectBody(c)) as ChangePasswordInput;
    return c.json(await changePassword(ctx, body, { clientAddress: ctx.http.clientAddress }));
  });

function sessionJson(session: AccountSession) {
  return {
    id: session.id,
    browser: session.browser,
    os: session.os,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    current: session.current,
  };
}
