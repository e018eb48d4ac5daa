import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context as HonoContext } from "hono";
import { getCookie } from "hono/cookie";
import type { HttpExchange } from "./request-context.ts";
import { sessionCookieHeader } from "./session-cookie.ts";

export interface ExchangeOptions {
  secureCookies: boolean;
  /** True behind a reverse proxy that appends the caller's address to X-Forwarded-For. */
  trustProxy: boolean;
}

/**
 * The HTTP side of one request, as resolvers and REST handlers may use it, and the step
 * that writes the cookies they set onto the response once the handler has made it.
 */
export function httpExchange(c: HonoContext, options: ExchangeOptions) {
  const setCookies: string[] = [];
  // Worked out when first read: most requests (a search, a page) never ask.
  let clientAddress: string | null | undefined;
  let publicOrigin: string | undefined;
  const exchange: HttpExchange = {
    get clientAddress() {
      if (clientAddress === undefined) clientAddress = clientAddressOf(c, options.trustProxy);
      return clientAddress;
    },
    get publicOrigin() {
      return (publicOrigin ??= publicOriginOf(c, options.trustProxy));
    },
    get userAgent() {
      return c.req.header("user-agent") ?? null;
    },
    cookie: (name) => getCookie(c, name),
    appendSetCookie: (header) => setCookies.push(header),
    secureCookies: options.secureCookies,
    setSessionCookie: (session) => setCookies.push(sessionCookieHeader(session, { secure: options.secureCookies })),
  };
  const writeCookies = (response: Response) => {
    for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  };
  return { exchange, writeCookies };
}

function clientAddressOf(c: HonoContext, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // Called in process (tests): there is no socket.
    return null;
  }
}

function publicOriginOf(c: HonoContext, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (trustProxy) {
    const first = (header: string) => c.req.header(header)?.split(",")[0]?.trim();
    const protocol = first("x-forwarded-proto");
    const host = first("x-forwarded-host");
    if (protocol === "https" || protocol === "http") url.protocol = `${protocol}:`;
    if (host) {
      try {
        url.host = host;
      } catch {
        // A malformed forwarded host: keep the request's own.
      }
    }
  }
  return url.origin;
}
