// One log line per request, written when the answer is ready: who asked (by kind, never by
// name), what (the route's pattern, never the path's values or the query string), how it went
// and how long it took. The request id is made here, first, so every line the request causes
// carries it, and it goes back in the X-Request-Id header and in error bodies.
import type { MiddlewareHandler, Context as HonoContext } from "hono";
import { matchedRoutes } from "hono/route";
import type { Plugin } from "graphql-yoga";
import { getOperationAST } from "graphql";
import type { RequestContext } from "../http/request-context.ts";
import { REQUEST_ID_HEADER, requestIdFor } from "../http/request-id.ts";
import { sessionTokenFrom } from "../http/session-cookie.ts";
import { currentRequestId, type Logger, withRequestId } from "./logger.ts";

/** What the request line says about the caller: a kind, never an identity. */
export type CallerKind = "visitor" | "customer" | "provider" | "staff" | "partner" | "unread-session";

export interface RequestOutcome {
  route: string;
  method: string;
  status: number;
  durationMs: number;
  caller: CallerKind;
  operation: string | null;
}

export type RequestObserver = (outcome: RequestOutcome) => void;

const operationNames = new WeakMap<Request, string>();
/** A GraphQL name, bounded: the line keeps the operation's name, not a value in its place. */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
/** A document that opens with a named operation: `query TopCities(...) {`. */
const OPERATION_HEAD = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * The request line and the outcome's observers (metrics). `ctxOf` reads the context the
 * doors built, when they built one (the SPA's pages and /healthz have none).
 */
export function requestLog(
  logger: Logger,
  observers: readonly RequestObserver[],
  ctxOf: (c: HonoContext) => RequestContext | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    const started = performance.now();
    await withRequestId(requestId, async () => {
      await next();
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      const outcome: RequestOutcome = {
        route: routePattern(c),
        method: c.req.method,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        caller: callerKind(c, ctxOf(c)),
        operation: operationNames.get(c.req.raw) ?? null,
      };
      for (const observe of observers) observe(outcome);
      logger.info(outcome, "request");
    });
  };
}

/**
 * The pattern of the route that answered (`/api/providers/:id`), so that lines group by
 * route and no id or slug a caller typed is kept. A request no route took is "unmatched".
 */
function routePattern(c: HonoContext): string {
  const answered = matchedRoutes(c)[c.req.routeIndex];
  // The REST router's catch-all and the SPA's fallback are routes too ("/api/*", "*").
  if (!answered || (answered.path.endsWith("*") && c.res.status === 404)) return "unmatched";
  return answered.path;
}

function callerKind(c: HonoContext, ctx: RequestContext | undefined): CallerKind {
  if (ctx?.partner) return "partner";
  const viewer = ctx?.viewer;
  if (viewer) return viewer.role === "ADMIN" ? "staff" : viewer.role === "PROVIDER" ? "provider" : "customer";
  // A session the operation did not need is never read, so whose it is stays unknown.
  return sessionTokenFrom(c.req.header("cookie")) ? "unread-session" : "visitor";
}

/**
 * Notes each GraphQL request's operation name for its line: the one it sent, or else the
 * name in the document it ran.
 */
export function operationNameLog(): Plugin {
  return {
    onParams({ params, request }) {
      // A cached answer is never executed: its name is read from what was sent.
      const sent =
        typeof params.operationName === "string"
          ? params.operationName
          : typeof params.query === "string"
            ? OPERATION_HEAD.exec(params.query)?.[1]
            : undefined;
      // Only a GraphQL name: anything else a caller put there is a value, and stays out.
      if (sent && GRAPHQL_NAME.test(sent)) operationNames.set(request, sent);
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (!request || operationNames.has(request)) return;
      const name = getOperationAST(args.document, args.operationName)?.name?.value;
      if (name && GRAPHQL_NAME.test(name)) operationNames.set(request, name);
    },
    // An answer with errors says which request it was, for a report that quotes it.
    onResultProcess({ result, setResult }) {
      const requestId = currentRequestId();
      if (!requestId || Array.isArray(result) || Symbol.asyncIterator in result) return;
      if (!("errors" in result) || !result.errors?.length) return;
      setResult({ ...result, extensions: { ...result.extensions, requestId } });
    },
  };
}
