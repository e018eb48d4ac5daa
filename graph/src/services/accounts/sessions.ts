import { createHash, randomBytes } from "node:crypto";
import type { Context } from "../../context.ts";
import { queryRows } from "../../db/rows.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import { Prisma, type PrismaClient, type User } from "../../generated/prisma/client.ts";
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
type SessionRow = SessionUser & { secondFactorAt: Date | null };

/** Starts a session for `user` and makes them the viewer for the rest of this request. */
export async function startSession(ctx: Context, user: SessionUser): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const id = sessionIdFor(token);
  const expiresAt = new Date(ctx.clock.now().getTime() + SESSION_TTL_SECONDS * 1000);
  await ctx.db.session.create({ data: { id, userId: user.id, expiresAt } });
  ctx.viewer = toViewer({ ...user, secondFactorAt: null }, id);
  return { token, maxAgeSeconds: SESSION_TTL_SECONDS };
}

function toViewer(user: SessionRow, sessionId: string): Viewer {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    providerId: user.providerId,
    sessionId,
    secondFactorAt: user.secondFactorAt,
  };
}

/** Ends the viewer's session, if there is one; the edge clears the cookie either way. */
export async function endSession(ctx: Context): Promise<void> {
  if (ctx.viewer) {
    await ctx.db.session.deleteMany({ where: { id: ctx.viewer.sessionId } });
  }
  ctx.viewer = null;
}

/**
 * The viewer a session token names, or none without a token. A session is refused from its
 * expiry on. Every signed-in request that needs its viewer runs this first, so it is one
 * hand-written statement (the session joined to its account by primary key), one whatever
 * Prisma's relation strategy, and sent straight to the driver (db/rows.ts).
 */
export async function viewerForSessionToken(db: PrismaClient, token: string | null, now: Date): Promise<Viewer | null> {
  if (!token) return null;
  const id = sessionIdFor(token);
  // expiresAt is a UTC timestamp without a time zone: `now` is compared as UTC whatever the
  // process's zone (a Date parameter would be sent in local time).
  const [user] = await queryRows<SessionRow>(
    db,
    Prisma.sql`
    SELECT u."id", u."email", u."name", u."role"::text AS "role", u."providerId", s."secondFactorAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${id} AND s."expiresAt" > ${utcTimestampSql(now)}`,
  );
  return user ? toViewer(user, id) : null;
}

/** Deletes sessions past their expiry (they are already refused); returns how many. */
export async function purgeExpiredSessions(ctx: Context): Promise<number> {
  const { count } = await ctx.db.session.deleteMany({ where: { expiresAt: { lte: ctx.clock.now() } } });
  return count;
}
