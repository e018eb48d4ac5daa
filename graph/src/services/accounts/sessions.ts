import { createHash, randomBytes } from "node:crypto";
import type { Context } from "../../context.ts";
import { queryRows } from "../../db/rows.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import { Prisma, type PrismaClient, type User } from "../../generated/prisma/client.ts";
import type { Viewer } from "./viewer.ts";
import type { Role } from "../../generated/prisma/enums.ts";
import {
  SESSION_IDLE_DAYS,
  SESSION_LIFETIME_DAYS,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_LIFETIME_HOURS,
} from "../../../../shared/privacy/retention.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a session may last from sign-in, and unused (docs/decisions/session-lifetimes.md). */
export interface SessionLimits {
  lifetimeMs: number;
  idleMs: number;
}

export const SESSION_LIMITS: SessionLimits = {
  lifetimeMs: SESSION_LIFETIME_DAYS * DAY_MS,
  idleMs: SESSION_IDLE_DAYS * DAY_MS,
};

/** Staff can refund, approve and read everyone's data: a stolen session must not last. */
export const STAFF_SESSION_LIMITS: SessionLimits = {
  lifetimeMs: STAFF_SESSION_LIFETIME_HOURS * HOUR_MS,
  idleMs: STAFF_SESSION_IDLE_MINUTES * MINUTE_MS,
};

export function sessionLimitsFor(role: Role): SessionLimits {
  return role === "ADMIN" ? STAFF_SESSION_LIMITS : SESSION_LIMITS;
}

/**
 * A request moves its session's lastUsedAt only when it is at least this old: one write per
 * session every few minutes rather than one per request, at the cost of idleness being
 * measured a few minutes short.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/** The longest a User-Agent kept for the sessions list may be (the column's size). */
export const MAX_USER_AGENT_LENGTH = 512;

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
/** A session row of a LEFT JOIN: every column null when no session was live. */
type NullableSessionRow = { [Column in keyof SessionRow]: SessionRow[Column] | null };

/**
 * Starts a session for `user` and makes them the viewer for the rest of this request. Its
 * end is fixed by the account's role now; `userAgent` (the browser's, as the door received
 * it) is only kept to name the device in the sessions list. `secondFactorAt` is when the
 * sign-in proved the account's second factor, if it did.
 */
export async function startSession(
  ctx: Context,
  user: SessionUser,
  userAgent: string | null = null,
  secondFactorAt: Date | null = null,
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const id = sessionIdFor(token);
  const now = ctx.clock.now();
  const { lifetimeMs } = sessionLimitsFor(user.role);
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await ctx.db.session.create({
    data: {
      id,
      userId: user.id,
      expiresAt,
      createdAt: now,
      lastUsedAt: now,
      userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
      secondFactorAt,
    },
  });
  ctx.viewer = toViewer({ ...user, secondFactorAt }, id);
  return { token, maxAgeSeconds: Math.floor(lifetimeMs / 1000) };
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
 * A session is live until its expiry, while it was used within its role's idle limit, and (for
 * staff) within staff's lifetime from sign-in, which also ends at once the sessions an account
 * had before it was made staff. The role is the account's now, so the rule is in SQL.
 */
function liveSessionSql(now: Date): Prisma.Sql {
  const at = (msAgo: number) => utcTimestampSql(new Date(now.getTime() - msAgo));
  return Prisma.sql`s."expiresAt" > ${utcTimestampSql(now)}
    AND s."lastUsedAt" > CASE WHEN u."role" = 'ADMIN' THEN ${at(STAFF_SESSION_LIMITS.idleMs)}
      ELSE ${at(SESSION_LIMITS.idleMs)} END
    AND (u."role" <> 'ADMIN' OR s."createdAt" > ${at(STAFF_SESSION_LIMITS.lifetimeMs)})`;
}

/**
 * The viewer a session token names, or none without a token. A session is refused from its
 * expiry on, and once idle past its role's limit. Every signed-in request that needs its
 * viewer runs this first, so it is one hand-written statement (the session joined to its
 * account by primary key), one whatever Prisma's relation strategy, and sent straight to the
 * driver (db/rows.ts). The same statement moves the session's lastUsedAt forward when it is
 * older than SESSION_TOUCH_INTERVAL_MS: a writable CTE, which PostgreSQL runs whether or not
 * the outer SELECT reads it, so the touch costs no second round trip.
 */
export async function viewerForSessionToken(db: PrismaClient, token: string | null, now: Date): Promise<Viewer | null> {
  if (!token) return null;
  const id = sessionIdFor(token);
  const [user] = await queryRows<SessionRow>(
    db,
    Prisma.sql`${liveSessionCte(id, now)}
    SELECT "id", "email", "name", "role", "providerId", "secondFactorAt" FROM live`,
  );
  return user ? toViewer(user, id) : null;
}

/** What `viewerAndPublicDataVersion` reads: the viewer, and the public data version. */
export interface SessionAndPublicDataVersion {
  viewer: Viewer | null;
  /** The "PublicDataVersion" row's version as text; null without the row. */
  publicDataVersion: string | null;
}

/**
 * viewerForSessionToken, and the public data version (the key of every answer kept for all
 * callers, http/public-cache.ts) in the same statement: a signed-in request that reads both
 * would otherwise make two round trips before its first data statement.
 */
export async function viewerAndPublicDataVersion(
  db: PrismaClient,
  token: string,
  now: Date,
): Promise<SessionAndPublicDataVersion> {
  const id = sessionIdFor(token);
  const [row] = await queryRows<NullableSessionRow & { publicDataVersion: string | null }>(
    db,
    Prisma.sql`${liveSessionCte(id, now)}
    SELECT live."id", live."email", live."name", live."role", live."providerId", live."secondFactorAt",
      version."version"::text AS "publicDataVersion"
    FROM (SELECT 1) AS request
      LEFT JOIN live ON true
      LEFT JOIN "PublicDataVersion" version ON version."id" = 1`,
  );
  if (!row) return { viewer: null, publicDataVersion: null };
  const { publicDataVersion, ...session } = row;
  return { viewer: session.id === null ? null : toViewer(session as SessionRow, id), publicDataVersion };
}

/**
 * The live session `id` joined to its account (`live`), and the touch of its lastUsedAt when
 * that is older than SESSION_TOUCH_INTERVAL_MS (`touched`). The timestamps are UTC without a
 * time zone: instants are compared as UTC whatever the process's zone (a Date parameter would
 * be sent in local time).
 */
function liveSessionCte(id: string, now: Date): Prisma.Sql {
  return Prisma.sql`
    WITH live AS (
      SELECT u."id", u."email", u."name", u."role"::text AS "role", u."providerId", s."secondFactorAt",
        s."lastUsedAt" <= ${utcTimestampSql(new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS))} AS "stale"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId"
      WHERE s."id" = ${id} AND ${liveSessionSql(now)}
    ), touched AS (
      UPDATE "Session" SET "lastUsedAt" = ${utcTimestampSql(now)}
      WHERE "id" = ${id} AND EXISTS (SELECT 1 FROM live WHERE live."stale")
    )`;
}

/** Deletes sessions past their expiry or idle past their role's limit (already refused). */
export async function purgeExpiredSessions(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  const count = await ctx.db.$executeRaw(Prisma.sql`
    DELETE FROM "Session" d USING "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE d."id" = s."id" AND NOT (${liveSessionSql(now)})`);
  return count;
}
