// The signed-in account's own sessions: where it is signed in, and signing out of any of
// them. A session's key in the table is the digest of its cookie's token; the list names
// each by a different digest of that key, so what a page shows (and a browser's store keeps)
// is never the key itself, and an id from the list means nothing outside its account.
import { createHash } from "node:crypto";
import Bowser from "bowser";
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { NotFoundError, parseInput, UnauthenticatedError } from "../errors.ts";
import { sessionLimitsFor } from "./sessions.ts";
import type { Viewer } from "./viewer.ts";

export const NO_SUCH_SESSION = "There is no such session on your account.";

/** Public ids are 16 hex characters: 64 bits, unique among an account's sessions. */
const PUBLIC_ID_LENGTH = 16;

export interface AccountSession {
  id: string;
  /** From the User-Agent at sign-in ("Chrome"); null when it names none we know. */
  browser: string | null;
  /** "macOS", "Windows", "Android"...; null when unknown. */
  os: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  /** The session this request came with. */
  current: boolean;
}

export function signedInForSessions(ctx: Context): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

export function publicSessionId(sessionKey: string): string {
  return createHash("sha256").update(`account-session:${sessionKey}`).digest("hex").slice(0, PUBLIC_ID_LENGTH);
}

/** The account's sessions that are still live; the largest number the list shows. */
const MAX_LISTED_SESSIONS = 100;

function liveSessionsWhere(viewer: Viewer, now: Date): Prisma.SessionWhereInput {
  const limits = sessionLimitsFor(viewer.role);
  return {
    userId: viewer.userId,
    expiresAt: { gt: now },
    lastUsedAt: { gt: new Date(now.getTime() - limits.idleMs) },
    createdAt: { gt: new Date(now.getTime() - limits.lifetimeMs) },
  };
}

export async function listAccountSessions(ctx: Context): Promise<AccountSession[]> {
  const viewer = signedInForSessions(ctx);
  const rows = await ctx.db.session.findMany({
    where: liveSessionsWhere(viewer, ctx.clock.now()),
    select: { id: true, userAgent: true, createdAt: true, lastUsedAt: true },
    orderBy: [{ lastUsedAt: "desc" }, { createdAt: "desc" }],
    take: MAX_LISTED_SESSIONS,
  });
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    ...deviceOf(row.userAgent),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.id === viewer.sessionId,
  }));
}

export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  try {
    const parsed = Bowser.parse(userAgent);
    return { browser: parsed.browser.name || null, os: parsed.os.name || null };
  } catch {
    return { browser: null, os: null };
  }
}

export const signOutSessionInput = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, NO_SUCH_SESSION),
});

/**
 * Ends one of the viewer's sessions by its public id. An id that is not one of the viewer's
 * sessions (another account's, an ended one, a made-up one) is a NotFoundError, the same in
 * every case, so the answer tells nothing about other accounts. The current session may be
 * named too: that is signing out, and the answer is true.
 */
export async function signOutSession(ctx: Context, input: { id: string }): Promise<boolean> {
  const viewer = signedInForSessions(ctx);
  const { id } = parseInput(signOutSessionInput, input);
  const keys = await ctx.db.session.findMany({ where: { userId: viewer.userId }, select: { id: true } });
  const key = keys.find((row) => publicSessionId(row.id) === id)?.id;
  if (!key) throw new NotFoundError(NO_SUCH_SESSION);
  await ctx.db.session.deleteMany({ where: { id: key, userId: viewer.userId } });
  const current = key === viewer.sessionId;
  if (current) ctx.viewer = null;
  return current;
}

/** Ends every session of the viewer's account but this one; returns their public ids. */
export async function signOutOtherSessions(ctx: Context): Promise<string[]> {
  const viewer = signedInForSessions(ctx);
  const ended = await ctx.db.session.findMany({
    where: { userId: viewer.userId, id: { not: viewer.sessionId } },
    select: { id: true },
  });
  await ctx.db.session.deleteMany({ where: { userId: viewer.userId, id: { in: ended.map((row) => row.id) } } });
  return ended.map((row) => publicSessionId(row.id));
}

/** The same, inside a caller's transaction (a password change). */
export async function endOtherSessions(
  db: Pick<Prisma.TransactionClient, "session">,
  viewer: Pick<Viewer, "userId" | "sessionId">,
): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId: viewer.userId, id: { not: viewer.sessionId } } });
  return count;
}
