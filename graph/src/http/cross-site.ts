// Which web pages may call us with the visitor's cookies. The SPA is served by this same
// process, so its own origin always may; partners' browser apps that use cookies are listed
// in ALLOWED_ORIGINS, and any page may call with a partner's bearer token alone. Everyone
// else gets no CORS headers (the browser hides our answers from them) and, for a write, a
// 403 before anything runs: a cross-site form or text/plain POST needs no preflight, so CORS
// alone would not stop it from acting.
import type { Context as HonoContext, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { bearerTokenIn, RATE_LIMIT_HEADER_NAMES } from "./partner-access.ts";
import { refuse } from "./refusal.ts";

export interface CrossSiteOptions {
  /** Extra origins ("https://partner.example") allowed to call with credentials. */
  allowedOrigins: readonly string[];
  /** Behind a reverse proxy, the public host is X-Forwarded-Host. */
  trustProxy: boolean;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSED = "Cross-site requests are not allowed.";

/** What a page on another origin may read of an answer besides the basics. */
const EXPOSED_HEADERS = ["Link", "Retry-After", "X-Request-Id", ...RATE_LIMIT_HEADER_NAMES];

/** A partner's call: a bearer token and no cookie, so no credential the browser added itself. */
function isBearerOnly(c: HonoContext): boolean {
  return bearerTokenIn(c.req.header("authorization")) !== null && c.req.header("cookie") === undefined;
}

/** A preflight for a call that will carry an Authorization header. */
function asksToSendAuthorization(c: HonoContext): boolean {
  const names = c.req.header("access-control-request-headers") ?? "";
  return names.split(",").some((name) => name.trim().toLowerCase() === "authorization");
}

/** ALLOWED_ORIGINS: comma-separated origins; each is normalised, and a bad one is an error at start-up. */
export function parseAllowedOrigins(text: string | undefined): string[] {
  if (!text?.trim()) return [];
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin such as https://partner.example`);
      }
      if (url.origin === "null") throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an http(s) origin`);
      return url.origin;
    });
}

export function crossSitePolicy(options: CrossSiteOptions) {
  const listed = new Set(options.allowedOrigins);

  /** The request's own origin's host: the Host header, or the proxy's X-Forwarded-Host. */
  const ownHost = (c: HonoContext) =>
    (options.trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined) ??
    c.req.header("host") ??
    new URL(c.req.url).host;

  const isAllowed = (origin: string, c: HonoContext): boolean => {
    if (listed.has(origin)) return true;
    try {
      return new URL(origin).host === ownHost(c);
    } catch {
      return false;
    }
  };

  const allowedCors = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: [
      "Authorization",
      "Content-Type",
      "Idempotency-Key",
      "X-GraphQL-Yoga-CSRF",
      "GraphQL-Require-Preflight",
    ],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });

  /**
   * Any page may call with a partner's token and no credentials (fetch's default for
   * another origin): the token is in the page's own code, nothing ambient rides along, and
   * the browser may read the answer. A credentialed call from such a page gets no grant.
   */
  const bearerCors = cors({
    origin: "*",
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type", "GraphQL-Require-Preflight"],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });

  /**
   * CORS headers for allowed origins (the SPA's same-origin calls need none), and for any
   * origin's bearer-only calls; anyone else's preflight is answered with no grant, so the
   * browser stops there.
   */
  const corsHeaders: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && isAllowed(origin, c)) return allowedCors(c, next);
    const preflight = c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined;
    // A preflight carries no Authorization itself, only the names of the headers to come.
    if (origin && (preflight ? asksToSendAuthorization(c) : isBearerOnly(c))) return bearerCors(c, next);
    if (preflight) return c.body(null, 204);
    await next();
  };

  /**
   * A write from a foreign page is refused: by its Origin header when it sends one (all
   * current browsers do on POST), else by Sec-Fetch-Site. Clients that are not browsers
   * send neither and are not affected. A bearer-only POST acts as the token's partner and
   * nobody else (GraphQL reads are POSTs too); partners' writes are refused by their rule.
   */
  const refuseForeignWrites: MiddlewareHandler = async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isBearerOnly(c)) {
      const origin = c.req.header("origin");
      const foreign =
        origin !== undefined ? !isAllowed(origin, c) : c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site";
      if (foreign) return refuse(c, 403, CROSS_SITE_REFUSED, "CROSS_SITE_REQUEST");
    }
    await next();
  };

  return { corsHeaders, refuseForeignWrites };
}
