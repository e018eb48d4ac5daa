import { type Context, Hono } from "hono";
import { matchesIfNoneMatch, strongEtag } from "../http/etag.ts";
import type { RestEnv } from "./env.ts";
import { openApiDocument } from "./openapi/document.ts";
import { renderApiReference } from "./openapi/docs-page.ts";

/**
 * The description of this API (rest/openapi/), for programs and for people:
 *
 * GET /api/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas the
 *   services parse requests with and the schemas of the presenters' answers.
 * GET /api/docs: the same document as a page to read, rendered on the server.
 *
 * Both are built on first use and the same bytes until the next deploy: any cache may keep
 * them (`public`), revalidating by ETag, which a matching If-None-Match answers with 304.
 */
export const referenceRoutes = new Hono<RestEnv>()
  .get("/openapi.json", (c) => fixedAnswer(c, openApiJson(), "application/json; charset=utf-8"))
  .get("/docs", (c) => fixedAnswer(c, referencePage(), "text/html; charset=utf-8"));

interface Fixed {
  text: string;
  etag: string;
}

let json: Fixed | undefined;
let page: Fixed | undefined;

function openApiJson(): Fixed {
  if (!json) {
    const text = JSON.stringify(openApiDocument());
    json = { text, etag: strongEtag(text) };
  }
  return json;
}

function referencePage(): Fixed {
  if (!page) {
    const text = renderApiReference(openApiDocument());
    page = { text, etag: strongEtag(text) };
  }
  return page;
}

function fixedAnswer(c: Context<RestEnv>, fixed: Fixed, type: string) {
  c.header("ETag", fixed.etag);
  c.header("Cache-Control", "public, no-cache");
  if (matchesIfNoneMatch(c.req.header("If-None-Match"), fixed.etag)) return c.body(null, 304);
  return c.body(fixed.text, 200, { "Content-Type": type });
}
