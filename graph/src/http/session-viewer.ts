// The session cookie's viewer on /graphql, read once the operation is known rather than
// before: a signed-in browser's search, city picker and paging ask for nothing personal, and
// read no session at all. Services keep a plain `ctx.viewer` (Viewer | null): it is an
// accessor that is settled before anything reads it, by `sessionViewer`'s onParams, which
// runs before the response cache asks whether the caller is a visitor, and before execution.
import type { GraphQLParams, Plugin } from "graphql-yoga";
import type { GraphQLSchema } from "graphql";
import type { Context } from "../context.ts";
import type { Viewer } from "../services/accounts/viewer.ts";
import type { PersistedOperations } from "./persisted-operations.ts";
import { viewerFreeDocuments } from "./viewer-free.ts";

const pending = Symbol("pending session");

interface PendingSession {
  read: () => Promise<Viewer | null>;
}

type Deferred = Context & { [pending]?: PendingSession | null };

/**
 * Makes `ctx.viewer` wait for `read`, which `sessionViewer` runs or skips. Reading the viewer
 * before then is a bug in the order of the server's steps, and fails loudly: as a visitor, a
 * signed-in caller would silently be shown a visitor's answer.
 */
export function deferViewer(ctx: Context, read: () => Promise<Viewer | null>): void {
  let viewer: Viewer | null = null;
  Object.defineProperty(ctx, pending, { value: { read }, writable: true, configurable: true });
  Object.defineProperty(ctx, "viewer", {
    enumerable: true,
    configurable: true,
    get(this: Deferred) {
      if (this[pending]) throw new Error("The viewer was asked for before the session cookie was read");
      return viewer;
    },
    // Signing in and out, and deleting the account, set it during the request.
    set(this: Deferred, value: Viewer | null) {
      this[pending] = null;
      viewer = value;
    },
  });
}

/** Reads the deferred session, if it has not been read; a no-op for any other context. */
async function loadViewer(ctx: Deferred): Promise<void> {
  const session = ctx[pending];
  if (!session) return;
  const viewer = await session.read();
  // Unless something settled it meanwhile.
  if (ctx[pending] === session) ctx.viewer = viewer;
}

/**
 * Once the request is answered: a session nothing needed (a request refused before its
 * operation was known, GraphiQL's page) is left unread, and the caller counts as a visitor for
 * whatever still looks (the HTTP caching's rule, public-http-cache.ts, shares only answers
 * it was told are public, and those were all settled by `sessionViewer` first).
 */
export function settleViewer(ctx: Context): void {
  const deferred = ctx as Deferred;
  if (deferred[pending]) deferred.viewer = null;
}

/**
 * Settles a deferred viewer before anything reads it. A trusted document that
 * `viewerFreeDocuments` vouches for (its answer is the same for every caller) skips the
 * read when POSTed; anything else reads it. Only a POST: an answer to a GET may be shared
 * over HTTP, and one that a request carrying a session asked for never is.
 */
export function sessionViewer(schema: GraphQLSchema, documents?: PersistedOperations): Plugin {
  const isViewerFree = viewerFreeDocuments(schema, documents);
  return {
    onParams({ params, request, context }) {
      const ctx = context as unknown as Deferred;
      if (!ctx[pending]) return;
      const documentId = (params as GraphQLParams & { documentId?: unknown }).documentId;
      const skip = request.method === "POST" && params.query == null && isViewerFree(documentId);
      if (skip) {
        ctx.viewer = null;
        return;
      }
      return loadViewer(ctx);
    },
  };
}
