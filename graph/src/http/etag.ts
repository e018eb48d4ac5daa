// Entity tags, for the answers a browser or a proxy may keep and revalidate: the SPA's
// files and the public answers of /graphql and /api (public-http-cache.ts).
import { createHash } from "node:crypto";
import type { ContentCoding } from "./compression.ts";

/** A strong ETag names exact bytes: each coding of a file is other bytes, so its own tag. */
export function strongEtag(content: string | Uint8Array, coding?: ContentCoding): string {
  const hash = createHash("sha256").update(content).digest("base64url").slice(0, 27);
  return `"${hash}${coding ? `-${coding}` : ""}"`;
}

/** RFC 9110's weak comparison, as If-None-Match uses: W/ does not matter, `*` matches all. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
