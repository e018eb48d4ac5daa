import { parse, serialize } from "hono/utils/cookie";
import type { NewSession } from "../services/accounts/sessions.ts";

export const SESSION_COOKIE = "sid";

/** The Set-Cookie value that starts a session in the browser, or ends it (null). */
export function sessionCookieHeader(session: NewSession | null, options: { secure: boolean }): string {
  return serialize(SESSION_COOKIE, session?.token ?? "", {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    maxAge: session?.maxAgeSeconds ?? 0,
  });
}

/** The session token a request's Cookie header carries, if any. */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] || null;
}
