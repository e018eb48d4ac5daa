// Response compression: which encoding a request accepts (for the build's pre-compressed
// files and for answers compressed on the fly), and a middleware compressing the JSON
// of /graphql and /api/* and the SPA's HTML.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { bodyBytes, replaceAnswer, wholeResponse } from "./whole-body.ts";

export type ContentCoding = "br" | "gzip";

/** Ours, best first: brotli is smaller, gzip what every client takes. */
export const CONTENT_CODINGS: readonly ContentCoding[] = ["br", "gzip"];

const ALIASES: Readonly<Record<string, string>> = { "x-gzip": "gzip" };

/**
 * The coding to answer with among `available` (best first), by RFC 9110's Accept-Encoding:
 * the highest q wins, `q=0` refuses, `*` stands for codings not named; ties go to the
 * earlier of `available`. Identity when the header is absent or nothing else is wanted.
 */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | "identity" {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(",")) {
    const [name, ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const coding = ALIASES[name] ?? name;
    const q = qualityOf(params);
    if (q === null) continue;
    // A coding named twice keeps its best weight.
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of available) {
    const q = weightOf(coding);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  if (!best) return "identity";
  // Only a client that names identity can prefer it to a compression it also takes.
  const identity = weights.get("identity");
  return identity !== undefined && identity > best.q ? "identity" : best.coding;
}

/** A `q=` parameter's weight (1 without one); null when it is not a weight at all. */
function qualityOf(params: string[]): number | null {
  const q = params.find((param) => param.startsWith("q="));
  if (!q) return 1;
  const value = q.slice(2).trim();
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return null;
  return Number(value);
}

/** Text worth compressing; event streams are excluded (see compressResponses). */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|graphql-response\+json)|[^;]+\+(json|xml))/i;
const UNCOMPRESSIBLE_TYPE = /^(text\/event-stream|multipart\/)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE_TYPE.test(contentType) && !UNCOMPRESSIBLE_TYPE.test(contentType));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Below this size an answer is compressed on the main thread. Handed to the thread pool, each
 * compression wakes a pool thread twice (its data, then its end), and on a busy machine those
 * hand-overs cost more CPU than compressing a page of JSON does (~0.15 ms for the home page's
 * 14 kB); past it, compressing is long enough that the event loop should not wait for it.
 */
export const COMPRESS_INLINE_BELOW = 64 * 1024;

/** Fast settings for answers made per request; the build's files use the slowest, smallest. */
export async function compressBytes(bytes: Uint8Array, coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> {
  let compressed: Buffer;
  if (bytes.byteLength < COMPRESS_INLINE_BELOW) {
    compressed =
      coding === "gzip" ? gzipSync(bytes, GZIP_OPTIONS) : brotliCompressSync(bytes, brotliOptions(bytes.byteLength));
  } else {
    compressed =
      coding === "gzip" ? await gzipAsync(bytes, GZIP_OPTIONS) : await brotli(bytes, brotliOptions(bytes.byteLength));
  }
  // A view of zlib's own buffer, not a copy of it.
  return new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength);
}

const GZIP_OPTIONS = { level: 6 };

const brotliOptions = (size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_QUALITY]: 5,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Adds Accept-Encoding to a Vary header once. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === "*" || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** A strong ETag names exact bytes; a compressed copy is the same content, other bytes. */
const weakened = (etag: string) => (etag.startsWith("W/") ? etag : `W/${etag}`);

export interface CompressionOptions {
  /** Smaller answers go as they are: compressing them saves less than it costs. */
  threshold?: number;
}

/**
 * Compresses a complete answer (JSON, HTML) by the request's Accept-Encoding. Such an
 * answer is read whole first: it is not useful until complete, and so its length is known.
 * Streams are left alone (an event stream must reach the client event by event, and
 * multipart answers part by part), as is anything already encoded, partial, or marked
 * no-transform. Only responses change: request bodies (the Stripe webhook's signed bytes)
 * are never touched.
 */
export function compressResponses(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  return async (c, next) => {
    await next();
    const res = c.res;
    // The body is read only once the answer is to be compressed, and as it is when it is
    // whole (whole-body.ts): reading a Response's body turns it into a web stream.
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has("Content-Encoding") || !isCompressibleType(res.headers.get("Content-Type"))) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get("Cache-Control") ?? "")) return;
    const declared = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (declared < threshold) return;
    const coding = negotiateEncoding(c.req.header("Accept-Encoding"));
    if (coding === "identity") {
      // Not read, so its length may be unknown: another client might get it compressed.
      varyOnAcceptEncoding(res.headers);
      return;
    }

    const bytes = await bodyBytes(res);
    if (!bytes) return;
    // The answer goes out whole whatever happens next, under a copy of its headers (a
    // Response's own may be immutable).
    const headers = new Headers(res.headers);
    headers.set("Content-Length", String(bytes.byteLength));
    if (bytes.byteLength < threshold) {
      replaceAnswer(c, wholeResponse(bytes, { status: res.status, headers }));
      return;
    }
    varyOnAcceptEncoding(headers);
    const compressed = await compressBytes(bytes, coding);
    headers.set("Content-Encoding", coding);
    headers.set("Content-Length", String(compressed.byteLength));
    const etag = headers.get("ETag");
    if (etag) headers.set("ETag", weakened(etag));
    replaceAnswer(c, wholeResponse(compressed, { status: res.status, headers }));
  };
}
