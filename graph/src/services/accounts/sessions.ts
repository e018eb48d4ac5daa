import { createHash, randomBytes } from "node:crypto";
import { parse, serialize } from "hono/utils/cookie";
import type { Context } from "../../context.ts";
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { Viewer } from "./viewer.ts";

export const SESSION_COOKIE = "sid";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Only a digest of the token is stored, so a copy of the table cannot sign anyone in. */
function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sessionCookie(ctx: Context, token: string, maxAge: number): string {
  return serialize(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: ctx.secureCookies,
    maxAge,
  });
}

type SessionUser = Pick<User, "id" | "email" | "name" | "role" | "providerId">;
const sessionUserSelect = { id: true, email: true, name: true, role: true, providerId: true } as const;

/** Starts a session for `user` and makes them the viewer for the rest of this request. */
export async function startSession(ctx: Context, user: SessionUser): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const id = sessionIdFor(token);
  const expiresAt = new Date(ctx.clock.now().getTime() + SESSION_TTL_SECONDS * 1000);
  await ctx.db.session.create({ data: { id, userId: user.id, expiresAt } });
  ctx.responseCookies.push(sessionCookie(ctx, token, SESSION_TTL_SECONDS));
  ctx.viewer = toViewer(user, id);
}

function toViewer(user: SessionUser, sessionId: string): Viewer {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    providerId: user.providerId,
    sessionId,
  };
}

export async function endSession(ctx: Context): Promise<void> {
  if (ctx.viewer) {
    await ctx.db.session.deleteMany({ where: { id: ctx.viewer.sessionId } });
  }
  ctx.responseCookies.push(sessionCookie(ctx, "", 0));
  ctx.viewer = null;
}

/** Resolves the request's cookie to its viewer: one indexed lookup, or none without a cookie. */
export async function viewerFromCookieHeader(
  db: PrismaClient,
  cookieHeader: string | null | undefined,
  now: Date,
): Promise<Viewer | null> {
  if (!cookieHeader) return null;
  const token = parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE];
  if (!token) return null;
  const id = sessionIdFor(token);
  const session = await db.session.findUnique({
    where: { id },
    select: { expiresAt: true, user: { select: sessionUserSelect } },
  });
  if (!session || session.expiresAt <= now) return null;
  return toViewer(session.user, id);
}

/** Deletes sessions past their expiry (they are already refused); returns how many. */
export async function purgeExpiredSessions(db: PrismaClient, now: Date): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
