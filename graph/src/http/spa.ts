// The built SPA (dist/web): its files, pre-compressed at build time (vite.config.ts), and
// index.html for every other GET, with the route's real status, title and description.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { requestContext, systemClock, systemContext } from "../context.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { RestEnv } from "../rest/env.ts";
import { findCityBySlug } from "../services/cities/cities.ts";
import { profileFacts } from "../services/providers/provider-profile.ts";
import {
  CONTENT_CODINGS,
  type ContentCoding,
  compressResponses,
  negotiateEncoding,
  varyOnAcceptEncoding,
} from "./compression.ts";
import { type ErrorLog, summarize } from "./errors.ts";
import { matchesIfNoneMatch, strongEtag } from "./etag.ts";
import { type FindCity, type FindProvider, routeMetaFor, withRouteMeta } from "./route-meta.ts";

export interface SpaOptions {
  /** The built SPA: index.html, assets/ and the public files. */
  staticDir: string;
  db: PrismaClient;
  /** False while the database is being prepared: city slugs cannot be checked yet. */
  isReady: () => boolean;
  logError: ErrorLog;
}

/** Vite fingerprints these names, so what is under one never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Public files keep their names across builds: cached a while, then revalidated by ETag. */
const REVALIDATED_HOURLY = "public, max-age=3600";
const SIBLING_SUFFIX: Record<ContentCoding, string> = { br: ".br", gzip: ".gz" };

interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** The file as built, and its compressed siblings when the build made them. */
  bodies: { identity: Uint8Array<ArrayBuffer> } & Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
  /** One strong ETag per body: each coding is other bytes. */
  etags: { identity: string } & Partial<Record<ContentCoding, string>>;
}

export function mountSpa(app: Hono<RestEnv>, options: SpaOptions) {
  const indexPath = path.join(options.staticDir, "index.html");
  if (!existsSync(indexPath)) throw new Error(`The web bundle is missing: ${indexPath}. Run npm run build.`);
  const indexHtml = readFileSync(indexPath, "utf8");
  const files = loadStaticFiles(options.staticDir);

  app.get("*", (c, next) => {
    const file = files.get(decodedPath(c.req.url));
    return file ? serveFile(c, file) : next();
  });

  const findCity: FindCity = async (slug) => {
    if (!options.isReady()) return undefined;
    try {
      const city = await findCityBySlug(systemContext({ db: options.db }), slug, {
        select: { name: true, province: true },
      });
      return city ?? null;
    } catch (error) {
      // The page itself will say what went wrong; its HTML need not fail with it.
      options.logError("Looking up a city page's slug failed", summarize(error));
      return undefined;
    }
  };

  // As a visitor reads it: the HTML is the same for everyone (its owner's preview of a
  // provider not yet approved is a 404 page that the SPA then fills in for them).
  const findProvider: FindProvider = async (id) => {
    if (!options.isReady()) return undefined;
    try {
      return await profileFacts(requestContext({ db: options.db, clock: systemClock, viewer: null }), id);
    } catch (error) {
      options.logError("Looking up a provider profile's provider failed", summarize(error));
      return undefined;
    }
  };

  // Every other GET is a client-side route: the SPA renders it, its 404 page included.
  app.get("*", compressResponses(), async (c) => {
    const meta = await routeMetaFor(new URL(c.req.url).pathname, { findCity, findProvider });
    const html = withRouteMeta(indexHtml, meta);
    c.header("Cache-Control", "no-cache");
    // Set here too, not only when compressed, so a 304 and a short answer say the same.
    c.header("Vary", "Accept-Encoding");
    // Only a page that exists can be "not modified"; a 404 is always sent whole.
    if (meta.status === 200) {
      const etag = strongEtag(html);
      c.header("ETag", etag);
      if (matchesIfNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    }
    return c.html(html, meta.status);
  });
}

/**
 * Every file of the build but index.html (which is answered per route), read once at
 * start: the build is a few megabytes, and a rebuild while the server runs cannot pull
 * files out from under the index.html it already holds.
 */
function loadStaticFiles(staticDir: string): Map<string, StaticFile> {
  const paths = new Set(listFiles(staticDir));
  const files = new Map<string, StaticFile>();
  for (const relative of paths) {
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    if (urlPath === "/index.html") continue;
    const isSibling = CONTENT_CODINGS.some((coding) => {
      const suffix = SIBLING_SUFFIX[coding];
      return relative.endsWith(suffix) && paths.has(relative.slice(0, -suffix.length));
    });
    if (isSibling) continue;
    const read = (file: string) => new Uint8Array(readFileSync(path.join(staticDir, file)));
    const identity = read(relative);
    const file: StaticFile = {
      contentType: getMimeType(relative) ?? "application/octet-stream",
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATED_HOURLY,
      bodies: { identity },
      etags: { identity: strongEtag(identity) },
    };
    for (const coding of CONTENT_CODINGS) {
      const sibling = relative + SIBLING_SUFFIX[coding];
      if (!paths.has(sibling)) continue;
      file.bodies[coding] = read(sibling);
      file.etags[coding] = strongEtag(identity, coding);
    }
    files.set(urlPath, file);
  }
  return files;
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return listFiles(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** The path as a file name: percent-decoded; "" when it cannot be (so no file matches). */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return "";
  }
}

const serveFile: (c: Context, file: StaticFile) => Response = (c, file) => {
  const codings = CONTENT_CODINGS.filter((coding) => file.bodies[coding]);
  const coding = negotiateEncoding(c.req.header("Accept-Encoding"), codings);
  const body = file.bodies[coding]!;
  const etag = file.etags[coding]!;
  const headers = new Headers({ "Content-Type": file.contentType, "Cache-Control": file.cacheControl, ETag: etag });
  if (codings.length) varyOnAcceptEncoding(headers);
  if (matchesIfNoneMatch(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  if (coding !== "identity") headers.set("Content-Encoding", coding);
  headers.set("Content-Length", String(body.byteLength));
  // Hono answers a HEAD through its GET route and drops the body.
  return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
};
