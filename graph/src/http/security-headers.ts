// Headers every response carries (the SPA, its files, /graphql, /api/*): the browser is
// told to run only our own scripts, never to frame us, not to guess content types and,
// in production, to use HTTPS only. A script is never a document, so the headers that only
// a document obeys (its policy, framing, opener) are left off scripts: over HTTP/1.1 they
// were 320 uncompressed bytes on each of the twenty-odd chunks of a first visit.
import type { MiddlewareHandler } from "hono";

export interface SecurityHeaderOptions {
  production: boolean;
  /** CSP hashes of GraphiQL's inline scripts (see graphiql.ts). */
  graphiqlScriptHashes: () => string[];
  /** Payments go through Stripe (not test mode): the checkout page loads Stripe.js. */
  stripe?: boolean;
}

/**
 * The SPA's policy. With real payments, Stripe.js runs the card form: its script, the
 * frames it draws the card fields in and its API are allowed (Stripe's published CSP list).
 */
function appPolicy(stripe: boolean) {
  const stripeScript = stripe ? " https://js.stripe.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${stripeScript}`,
    // Radix's dialogs lock scrolling with a <style> element they write at run time.
    "style-src 'self' 'unsafe-inline'",
    // The cities filter draws its chevron with a data: SVG.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${stripe ? " https://api.stripe.com" : ""}`,
    ...(stripe ? ["frame-src https://js.stripe.com https://hooks.stripe.com"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

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

/** The types a script is served with: nosniff makes the browser hold us to them. */
const SCRIPT_TYPE = /^(text|application)\/javascript\b/;

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const policy = appPolicy(options.stripe ?? false);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const contentType = headers.get("content-type") ?? "";
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    if (SCRIPT_TYPE.test(contentType)) return;
    const isGraphiQL = c.req.path === "/graphql" && contentType.startsWith("text/html");
    headers.set("Content-Security-Policy", isGraphiQL ? graphiqlPolicy(options.graphiqlScriptHashes()) : policy);
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
  };
}
