// Bounds on what a request may send, checked before anything reads the body.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { refuse } from "./refusal.ts";

/** Every body we accept is a small JSON document; 1 MB is generous for all of them. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (c: Context) => refuse(c, 413, "The request body is too large: at most 1 MB.", "PAYLOAD_TOO_LARGE");

/** Counts a body that declares no length as it streams, so a 200 MB upload is never buffered. */
const countingBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Refuses a body over the limit with a 413, by its Content-Length when it declares one and
 * by counting as it streams when it doesn't. A declared length is read from the header
 * alone: asking for the body would turn Node's request into a web stream, which costs
 * every request (a twentieth of a search's CPU) and defeats the Node adapter's direct
 * reading of the body. Node's parser has already refused a malformed Content-Length.
 */
export const limitBodySize: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header("content-length");
  if (declared !== undefined && /^\d{1,16}$/.test(declared) && c.req.header("transfer-encoding") === undefined) {
    return Number(declared) > MAX_BODY_BYTES ? tooLarge(c) : next();
  }
  return countingBodyLimit(c, next);
};

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

/**
 * A request that carries no body at all: no Content-Type, and a Content-Length of 0 or
 * neither length nor Transfer-Encoding (RFC 9112: then there is no body).
 */
function hasNoBody(c: Context): boolean {
  if (c.req.header("content-type") !== undefined) return false;
  const length = c.req.header("content-length");
  return length === undefined ? c.req.header("transfer-encoding") === undefined : /^0+$/.test(length);
}

/**
 * REST writes are JSON and say so. A form or text/plain POST is what a cross-site page can
 * send without a preflight; we never parsed those as anything but JSON anyway. A write with
 * nothing to send (spec section 7: a body only when there is a payload, as a resume has none)
 * sends no body and no Content-Type: that is not a form, and its handler reads no fields.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!BODYLESS.has(c.req.method) && !hasNoBody(c)) {
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
