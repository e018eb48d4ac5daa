// Bounds on what a request may send, checked before anything reads the body.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { refuse } from "./refusal.ts";

/** Every body we accept is a small JSON document; 1 MB is generous for all of them. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a body over the limit with a 413, by its Content-Length when it declares one and
 * by counting as it streams when it doesn't, so a 200 MB upload is never buffered.
 */
export const limitBodySize: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => refuse(c, 413, "The request body is too large: at most 1 MB.", "PAYLOAD_TOO_LARGE"),
});

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

/**
 * REST writes are JSON and say so. A form or text/plain POST is what a cross-site page can
 * send without a preflight; we never parsed those as anything but JSON anyway.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!BODYLESS.has(c.req.method)) {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      return refuse(
        c,
        415,
        "Send the request body as JSON (Content-Type: application/json).",
        "UNSUPPORTED_MEDIA_TYPE",
      );
    }
  }
  await next();
};
