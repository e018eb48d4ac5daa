// The public answers over HTTP: /api's public reads kept in memory like
// GraphQL's (response-cache.ts), and what a browser or a CDN is told about every answer of
// /graphql and /api. A shared answer to an anonymous GET carries an ETag and `public,
// no-cache`: anyone may keep it, but must ask us before each use, and a matching
// If-None-Match gets 304 with no body. There is no `max-age`/`s-maxage` on purpose: every
// use reaches the app, so a write shows at once (the version has no delay to wait out), a
// partner's request is still counted against its token, and a revalidation costs a cache
// hit and a few header bytes. Everything else is `private, no-store` unless its handler
// said otherwise.
import type { MiddlewareHandler } from "hono";
import type { RestEnv } from "../rest/env.ts";
import { matchesIfNoneMatch, strongEtag } from "./etag.ts";
import { isAnonymous, type PublicAnswers } from "./public-cache.ts";
import { bodyBytes, replaceAnswer, wholeResponse } from "./whole-body.ts";

/**
 * The /api reads every visitor gets alike (rest/catalogue.ts, rest/providers.ts): the same
 * services as GraphQL's public fields. A provider's availability is not among them: which
 * slots are open depends on the clock.
 */
export const PUBLIC_REST_PATHS = ["/api/categories", "/api/reviews/recent", "/api/providers", "/api/providers/search"];

interface RestAnswer {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

/** What a kept /api answer repeats: its type and its next page's link. */
const KEPT_HEADERS = ["Content-Type", "Link"];

/**
 * For PUBLIC_REST_PATHS, after the request's context is built (so a partner has already been
 * counted): an anonymous GET is answered from memory under the current version, or answered
 * and kept.
 */
export function publicRestCache(answers: PublicAnswers): MiddlewareHandler<RestEnv> {
  return async (c, next) => {
    const ctx = c.var.ctx;
    if (c.req.method !== "GET" || !isAnonymous(ctx)) return next();
    const version = await answers.version(ctx.db);
    if (version === null) return next();
    const url = new URL(c.req.url);
    const key = `rest:${version}:${url.pathname}${url.search}`;
    const kept = answers.get<RestAnswer>(key);
    if (kept) {
      answers.markShared(c.req.raw, key);
      return c.body(kept.body, 200, Object.fromEntries(kept.headers));
    }
    await next();
    if (c.res.status !== 200 || c.res.headers.has("Set-Cookie")) return;
    const answer = c.res;
    const body = await bodyBytes(answer);
    if (!body) return;
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
      const value = answer.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    // Reading it spent the answer's body: it goes out whole, as kept.
    replaceAnswer(c, wholeResponse(body, { status: answer.status, headers: new Headers(answer.headers) }));
    answers.set(key, { body, headers } satisfies RestAnswer, body.byteLength);
    answers.markShared(c.req.raw, key);
  };
}

const JSON_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;

/**
 * For /graphql and /api, outside the context middleware so it sees every cookie the answer
 * sets: an answer that sets one is never shared, nor kept.
 */
export function publicHttpCaching(answers: PublicAnswers): MiddlewareHandler<RestEnv> {
  return async (c, next) => {
    await next();
    const ctx = c.get("ctx") as RestEnv["Variables"]["ctx"] | undefined;
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    const shared = ctx !== undefined && isAnonymous(ctx) && answers.isShared(c.req.raw);
    if (shared && c.res.headers.has("Set-Cookie")) answers.withdraw(c.req.raw);
    const cacheable =
      shared &&
      c.req.method === "GET" &&
      c.res.status === 200 &&
      !c.res.headers.has("Set-Cookie") &&
      JSON_TYPE.test(c.res.headers.get("Content-Type") ?? "");
    if (!cacheable) {
      if (read && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-store");
      return;
    }
    // The tag names the bytes, not the version: an answer kept for its figures' minute
    // (response-cache.ts) can change while the version does not.
    const body = (await bodyBytes(c.res)) ?? new Uint8Array();
    const etag = strongEtag(body);
    const notModified = matchesIfNoneMatch(c.req.header("If-None-Match"), etag);
    const headers = new Headers(c.res.headers);
    if (notModified) headers.delete("Content-Length");
    headers.set("ETag", etag);
    headers.set("Cache-Control", "public, no-cache");
    replaceAnswer(
      c,
      notModified
        ? new Response(null, { status: 304, headers })
        : wholeResponse(body, { status: c.res.status, headers }),
    );
  };
}
