import { createHash, randomBytes } from "node:crypto";
import type { Context } from "../../context.ts";
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { Viewer } from "./viewer.ts";
import { SESSION_LIFETIME_DAYS } from "../../../../shared/privacy/retention.ts";

export const SESSION_TTL_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;

/** A session just started: the HTTP edge hands the token to the browser as a cookie. */
export interface NewSession {
  token: string;
  maxAgeSeconds: number;
}

/** Only a digest of the token is stored, so a copy of the table cannot sign anyone in. */
function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type SessionUser = Pick<User, "id" | "email" | "name" | "role" | "providerId">;
const sessionUserSelect = { id: true, email: true, name: true, role: true, providerId: true } as const;

/** Starts a session for `user` and makes them the viewer for the rest of this request. */
export async function startSession(ctx: Context, user: SessionUser): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const id = sessionIdFor(token);
  const expiresAt = new Date(ctx.clock.now().getTime() + SESSION_TTL_SECONDS * 1000);
  await ctx.db.session.create({ data: { id, userId: user.id, expiresAt } });
  ctx.viewer = toViewer(user, id);
  return { token, maxAgeSeconds: SESSION_TTL_SECONDS };
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

/** Ends the viewer's session, if there is one; the edge clears the cookie either way. */
export async function endSession(ctx: Context): Promise<void> {
  if (ctx.viewer) {
    await ctx.db.session.deleteMany({ where: { id: ctx.viewer.sessionId } });
  }
  ctx.viewer = null;
}

/** The viewer a session token names: one indexed lookup, or none without a token. */
export async function viewerForSessionToken(db: PrismaClient, token: string | null, now: Date): Promise<Viewer | null> {
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
export async function purgeExpiredSessions(ctx: Context): Promise<number> {
  const { count } = await ctx.db.session.deleteMany({ where: { expiresAt: { lte: ctx.clock.now() } } });
  return count;
}
