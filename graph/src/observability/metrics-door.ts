// GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN): the figures say how busy
// the marketplace is and where it fails, which is nobody's business but its operators'.
// Prometheus sends the token with `authorization: { credentials: ... }` in its scrape config.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";
import { errorBody } from "../http/refusal.ts";
import type { Metrics } from "./metrics.ts";

/** At least this long: a token short enough to guess would guard nothing. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** The handler of GET /metrics; refuses a token too short to guard anything. */
export function metricsHandler(metrics: Metrics, token: string): Handler {
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long.`);
  }
  const expected = digest(token);
  return async (c) => {
    const offered = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    // Compared as digests, in constant time: the answer's timing says nothing of the token.
    if (offered === undefined || !timingSafeEqual(digest(offered), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      c.header("Cache-Control", "no-store");
      return c.json(errorBody("Metrics need the operators' bearer token (METRICS_TOKEN)."), 401);
    }
    const { text, contentType } = await metrics.scrape();
    return c.body(text, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  };
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
