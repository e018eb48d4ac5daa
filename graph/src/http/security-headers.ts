// Headers every response carries (the SPA, its files, /graphql, /api/*): the browser is
// told to run only our own scripts, never to frame us, not to guess content types and,
// in production, to use HTTPS only.
import type { MiddlewareHandler } from "hono";

export interface SecurityHeaderOptions {
  production: boolean;
  /** CSP hashes of GraphiQL's inline scripts (see graphiql.ts). */
  graphiqlScriptHashes: () => string[];
}

const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix's dialogs lock scrolling with a <style> element they write at run time.
  "style-src 'self' 'unsafe-inline'",
  // The cities filter draws its chevron with a data: SVG.
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** GraphiQL: its own inline scripts by hash; its editor styles itself inline and runs workers from blobs. */
function graphiqlPolicy(scriptHashes: string[]) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const isGraphiQL = c.req.path === "/graphql" && headers.get("content-type")?.startsWith("text/html");
    headers.set("Content-Security-Policy", isGraphiQL ? graphiqlPolicy(options.graphiqlScriptHashes()) : APP_POLICY);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
