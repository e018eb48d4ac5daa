import { GraphQLError } from "graphql";
import { createYoga, maskError as maskUnexpectedError } from "graphql-yoga";
import { Hono, type MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Clock, requestContext, systemClock } from "./context.ts";
import type { RequestContext } from "./http/request-context.ts";
import { crossSitePolicy } from "./http/cross-site.ts";
import {
  clientErrorFor,
  type ErrorLog,
  isCallersGraphQLError,
  retryAfterHeader,
  summarize,
  withoutEchoedValues,
} from "./http/errors.ts";
import { httpExchange } from "./http/exchange.ts";
import { compressResponses } from "./http/compression.ts";
import { bundledGraphiQL } from "./http/graphiql.ts";
import { graphqlGuards } from "./http/graphql-guards.ts";
import { partnerFromRequest, partnersReadOnly, partnersReadOnlyRest, rateLimitHeaders } from "./http/partner-access.ts";
import { persistedOperations } from "./http/persisted-operations.ts";
import { PublicAnswers } from "./http/public-cache.ts";
import { publicFieldCache, PublicFields } from "./http/public-field-cache.ts";
import { PUBLIC_REST_PATHS, publicHttpCaching, publicRestCache } from "./http/public-http-cache.ts";
import { limitBodySize, requireJsonBody } from "./http/request-body.ts";
import { refuse } from "./http/refusal.ts";
import { publicResponseCache } from "./http/response-cache.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { sessionTokenFrom } from "./http/session-cookie.ts";
import { deferViewer, sessionViewer, settleViewer } from "./http/session-viewer.ts";
import { mountSpa } from "./http/spa.ts";
import { mountTestClock, type TestClockHooks } from "./http/test-clock.ts";
import { wholeResponse, yogaAnswerText } from "./http/whole-body.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { restRouter } from "./rest/router.ts";
import type { PaymentGatewayFactory } from "./gateways/payments/configure.ts";
import type { PaymentGateway } from "./gateways/payments/gateway.ts";
import type { PushGateway } from "./gateways/push/push-gateway.ts";
import { installationKeyPrefix, withIdempotencyKeyPrefix } from "./gateways/payments/key-prefix.ts";
import { createTestModeGateway } from "./gateways/payments/test-mode-gateway.ts";
import { STRIPE_WEBHOOK_PATH, stripeWebhook } from "./webhooks/stripe.ts";
import { schema } from "./schema/index.ts";
import { viewerAndPublicDataVersion, viewerForSessionToken } from "./services/accounts/sessions.ts";
import { UnauthenticatedError } from "./services/errors.ts";
import {
  DEFAULT_PARTNER_RATE_LIMIT,
  type PartnerRateLimit,
  PartnerRateLimitedError,
} from "./services/partners/partner-tokens.ts";
import type { RestEnv } from "./rest/env.ts";
import { REQUEST_ID_HEADER, requestIdFor } from "./http/request-id.ts";
import { currentRequestId, errorLogFor, type Logger, processLog } from "./observability/logger.ts";
import { operationNameLog, requestLog } from "./observability/request-log.ts";
import type { Metrics } from "./observability/metrics.ts";
import { metricsHandler } from "./observability/metrics-door.ts";
import { readinessProbe } from "./http/readiness.ts";
import { isPublicRestRead, ReplicaReads, replicaReadsPlugin } from "./http/replica-reads.ts";
import { type AccountMail, DISCARDED_ACCOUNT_MAIL } from "./services/accounts/account-mail.ts";

export interface AppOptions {
  db: PrismaClient;
  clock?: Clock;
  /** The browser journeys' movable clock (http/test-clock.ts); never in production. */
  testClock?: TestClockHooks;
  /** The built SPA (dist/web); omitted in API-only tests. */
  staticDir?: string;
  /** Production: Secure cookies, HSTS, no "Did you mean" suggestions. */
  production?: boolean;
  /** Defaults to `production`. */
  secureCookies?: boolean;
  /** Behind a reverse proxy: the caller's address and host come from X-Forwarded-For/-Host. */
  trustProxy?: boolean;
  /** Browser origins besides our own that may call with credentials (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** False while migrations and the first seed run: /readyz and the APIs answer 503 until then. */
  isReady?: () => boolean;
  /** True once the process has begun to stop: /readyz answers 503, so a balancer sends no more. */
  isStopping?: () => boolean;
  /**
   * Where the request lines and errors go (observability/logger.ts); the process's logger by
   * default, which writes nothing below a warning until the server sets its own.
   */
  logger?: Logger;
  /** Errors only, to the logger by default: tests capture them here. */
  logError?: ErrorLog;
  /**
   * The Prometheus figures (observability/metrics.ts), served at GET /metrics to callers
   * with `metricsToken` (METRICS_TOKEN); without a token they are gathered but not served.
   */
  metrics?: Metrics;
  metricsToken?: string;
  /** Requests per window for each partner API token (PARTNER_RATE_LIMIT_PER_MINUTE). */
  partnerRateLimit?: PartnerRateLimit;
  /**
   * The payment gateway (gateways/payments/configure.ts): Stripe when its keys are set.
   * Defaults to the offline test-mode gateway, which delivers its events to this app.
   */
  payments?: PaymentGatewayFactory;
  /**
   * The prefix of every idempotency key sent to the payment gateway (PAYMENT_KEY_PREFIX);
   * the Installation row's key by default (gateways/payments/key-prefix.ts).
   */
  paymentKeyPrefix?: string;
  /** Firebase Cloud Messaging when FIREBASE_SERVICE_ACCOUNT is set; "not configured" by default. */
  push?: PushGateway;
  /** Password-reset and verification email; none by default (services/accounts/account-mail.ts). */
  accountMail?: AccountMail;
  /**
   * Anonymous public reads answered from memory under the database's public data version,
   * with ETags for browsers and CDNs (http/public-cache.ts), and the public fields everyone
   * reads alike, kept per field for any caller (http/public-field-cache.ts). Default true;
   * false measures the uncached path.
   */
  publicResponseCache?: boolean;
  /**
   * The use from which a document other than the SPA's trusted ones runs compiled
   * (http/compiled-execution.ts); default 3. `npm run test:pg` sets 1, so that its suites
   * are answered compiled while `npm test`'s are answered by graphql-js.
   */
  compileDocumentsFromUse?: number;
  /**
   * A PostgreSQL streaming replica of `db` (DATABASE_REPLICA_URL): visitors' public reads go
   * there while it is up to date (http/replica-reads.ts), everything else to `db`.
   */
  replicaDb?: PrismaClient;
}

const GRAPHQL_METHODS = new Set(["GET", "POST", "OPTIONS"]);

const STARTING = { message: "The marketplace is starting up. Please try again in a moment." };

/**
 * One fetch handler for everything the process serves: /graphql, /api/*, /healthz,
 * /readyz and the SPA. Tests call `app.fetch(request)` in process; the server hands it to Node.
 */
export function createApp(options: AppOptions) {
  const clock = options.clock ?? systemClock;
  const production = options.production ?? false;
  const secureCookies = options.secureCookies ?? production;
  const trustProxy = options.trustProxy ?? false;
  const isReady = options.isReady ?? (() => true);
  const logger = options.logger ?? processLog();
  const logError = options.logError ?? errorLogFor(logger);
  const graphiql = bundledGraphiQL();
  const partnerRateLimit = options.partnerRateLimit ?? DEFAULT_PARTNER_RATE_LIMIT;
  const { metrics } = options;
  const publicAnswers =
    (options.publicResponseCache ?? true)
      ? new PublicAnswers(clock, undefined, metrics && ((hit) => metrics.publicCacheLookup(hit)))
      : null;
  const replicaReads =
    options.replicaDb &&
    new ReplicaReads({
      primary: options.db,
      replica: options.replicaDb,
      answers: publicAnswers,
      onRead: metrics && ((servedBy) => metrics.publicRead(servedBy)),
      onReplicaError: (error) => logger.warn({ err: summarize(error) }, "The read replica did not answer"),
    });
  const crossSite = crossSitePolicy({ allowedOrigins: options.allowedOrigins ?? [], trustProxy });
  // Test mode "sends" its signed events to our own webhook door, through the whole app.
  // Whichever gateway it is, its idempotency keys carry this installation's prefix.
  const gateway: PaymentGateway = (options.payments ?? createTestModeGateway)({
    db: options.db,
    clock,
    deliverWebhook: async ({ payload, signature }) => {
      const response = await app.fetch(
        new Request(`http://127.0.0.1${STRIPE_WEBHOOK_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }),
      );
      return { status: response.status };
    },
  });
  const payments = withIdempotencyKeyPrefix(gateway, installationKeyPrefix(options.db, options.paymentKeyPrefix));

  const yoga = createYoga<RequestContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: { title: "Local Services Marketplace — GraphiQL", defaultQuery: GRAPHIQL_QUERY },
    // GraphiQL is bundled rather than fetched from a CDN, so it works offline too.
    renderGraphiQL: graphiql.render,
    landingPage: false,
    // CORS is the app's (cross-site.ts), the same for /graphql and /api.
    cors: false,
    // No uploads: a multipart POST is one more body a cross-site form could send.
    multipart: false,
    // limitBodySize has refused an oversized body before Yoga runs; Yoga's own limit would
    // pipe every body through one more stream to count it again.
    maxRequestBodySize: false,
    // The response cache after persisted operations, which fill in the text it keys by.
    plugins: [
      operationNameLog(),
      ...graphqlGuards({ production }),
      partnersReadOnly(),
      // Reads the session cookie's viewer only for an operation that may need it, before the
      // response cache asks whether the caller is a visitor (http/session-viewer.ts).
      sessionViewer(schema),
      ...persistedOperations(undefined, { fromUse: options.compileDocumentsFromUse }),
      ...(publicAnswers ? publicResponseCache(publicAnswers, clock) : []),
      // Public fields everyone reads alike, kept per field for any caller, under the same version.
      ...(publicAnswers ? [publicFieldCache(new PublicFields(publicAnswers, clock))] : []),
      ...(replicaReads ? [replicaReadsPlugin(replicaReads)] : []),
    ],
    maskedErrors: {
      // Expected failures keep their words; anything else is logged once and masked.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        const expected = clientErrorFor(original, logError);
        if (expected && error instanceof GraphQLError) {
          return new GraphQLError(expected.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: expected.refusalCode ?? expected.name, status: expected.status },
          });
        }
        // The caller's own document or variables: its words, less any value it quotes back.
        if (isCallersGraphQLError(error)) {
          return new GraphQLError(withoutEchoedValues(error.message), {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            path: error.path,
            extensions: error.extensions,
          });
        }
        logError("GraphQL request failed", summarize(original));
        return maskUnexpectedError(error, message, isDev);
      },
    },
    // Execution errors are logged by maskError above; Yoga's own log keeps anything else.
    logging: {
      debug() {},
      info() {},
      warn: (...args) => logger.warn({ detail: args.map(String).join(" ").slice(0, 500) }, "GraphQL server warning"),
      error: (...args) => {
        for (const arg of args) if (!(arg instanceof GraphQLError)) logError("GraphQL server error", summarize(arg));
      },
    },
  });

  const app = new Hono<RestEnv>();
  // First, so its line times everything and its request id reaches every line and answer.
  app.use(
    "*",
    requestLog(logger, metrics ? [metrics.observeRequest] : [], (c) => c.get("ctx")),
  );
  app.use(
    "*",
    securityHeaders({ production, graphiqlScriptHashes: graphiql.scriptHashes, stripe: payments.mode === "stripe" }),
  );
  app.use("*", refuseUnaddressableRequests);
  // Both doors' answers (JSON, GraphiQL's page) compressed per Accept-Encoding; responses only.
  for (const door of ["/graphql", "/api/*"]) app.use(door, compressResponses());

  // Alive: the process answers. Ready: it can serve (http/readiness.ts).
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  const readiness = readinessProbe({
    db: options.db,
    isPrepared: isReady,
    isStopping: options.isStopping ?? (() => false),
  });
  app.get("/readyz", async (c) => {
    const state = await readiness();
    c.header("Cache-Control", "no-store");
    return c.json({ status: state }, state === "ready" ? 200 : 503);
  });
  if (metrics && options.metricsToken) app.get("/metrics", metricsHandler(metrics, options.metricsToken));

  // Both doors build the same per-request context: who is asking, the clock, the db.
  const withContext: MiddlewareHandler<RestEnv> = async (c, next) => {
    if (!isReady()) return c.json(STARTING, 503);
    // A partner's token stands for the partner alone: its request's cookies are ignored.
    const partner = await partnerFromRequest(c, { db: options.db, clock, rateLimit: partnerRateLimit });
    const token = partner ? null : sessionTokenFrom(c.req.header("cookie"));
    const { exchange, writeCookies } = httpExchange(c, { secureCookies, trustProxy });
    const requestId = currentRequestId() ?? requestIdFor(c.req.header(REQUEST_ID_HEADER));
    const ctx: RequestContext = {
      ...requestContext({
        db: options.db,
        clock,
        viewer: null,
        partner,
        payments,
        push: options.push,
        accountMail: options.accountMail ?? DISCARDED_ACCOUNT_MAIL,
        requestId,
      }),
      http: exchange,
    };
    const readViewer = async () => {
      if (!token || !publicAnswers) return viewerForSessionToken(options.db, token, clock.now());
      // Who asks, and the version the shared answers are kept under, in one statement.
      const { viewer, publicDataVersion } = await viewerAndPublicDataVersion(options.db, token, clock.now());
      publicAnswers.knowVersion(ctx, publicDataVersion);
      return viewer;
    };
    // GraphQL reads the session once it knows the operation needs it (http/session-viewer.ts).
    if (token && c.req.path === "/graphql") deferViewer(ctx, readViewer);
    else if (token) ctx.viewer = await readViewer();
    else if (replicaReads && !partner && isPublicRestRead(c.req.method, c.req.path)) await replicaReads.route(ctx);
    c.set("ctx", ctx);
    try {
      await next();
    } finally {
      settleViewer(ctx);
    }
    writeCookies(c.res);
    if (partner)
      for (const [name, value] of Object.entries(rateLimitHeaders(partner.quota))) c.res.headers.set(name, value);
  };
  // Stripe's deliveries: no session, no CORS (a server calls), the raw body verified by
  // signature. Registered before the /api middleware, which would want a browser's JSON.
  app.post(
    STRIPE_WEBHOOK_PATH,
    limitBodySize,
    async (c, next) => (isReady() ? next() : c.json(STARTING, 503)),
    stripeWebhook({
      db: options.db,
      clock,
      payments: () => payments,
      logError,
      onApplied: metrics && ((createdAt) => metrics.webhookHandled(createdAt, clock.now())),
    }),
  );
  for (const door of ["/graphql", "/api/*"]) {
    app.use(door, crossSite.corsHeaders, crossSite.refuseForeignWrites, limitBodySize);
  }
  app.use("/api/*", requireJsonBody);
  // GraphQL is GET and POST (and CORS's OPTIONS). Hono would run a HEAD through the GET
  // route and copy the response, which breaks on Yoga's, so HEAD is refused here too.
  app.use("/graphql", async (c, next) => {
    if (GRAPHQL_METHODS.has(c.req.method)) return next();
    c.header("Allow", [...GRAPHQL_METHODS].join(", "));
    if (c.req.method === "HEAD") return c.body(null, 405);
    return refuse(c, 405, "GraphQL takes GET and POST requests.", "METHOD_NOT_ALLOWED");
  });
  // Outside the context, so it sees the cookies an answer sets; see http/public-http-cache.ts.
  if (publicAnswers) for (const door of ["/graphql", "/api/*"]) app.use(door, publicHttpCaching(publicAnswers));
  app.use("/graphql", withContext);
  app.use("/api/*", withContext, partnersReadOnlyRest);
  if (publicAnswers) for (const path of PUBLIC_REST_PATHS) app.use(path, publicRestCache(publicAnswers));

  app.on(["GET", "POST", "OPTIONS"], "/graphql", async (c) => {
    const answer = await yoga.fetch(c.req.raw, c.var.ctx);
    // Yoga answers with its own fetch ponyfill's Response, which the Node adapter can only
    // stream out chunk by chunk. Yoga's answers are whole strings (no subscriptions, no
    // @defer), and a global Response made from one is written to the socket in one go,
    // with its length: a multipart answer's "Transfer-Encoding: chunked" no longer applies.
    const text = await yogaAnswerText(answer);
    if (text === null) return answer;
    const headers = new Headers(answer.headers);
    headers.delete("transfer-encoding");
    return wholeResponse(text, { status: answer.status, statusText: answer.statusText, headers });
  });
  app.route("/api", restRouter(logError));

  if (options.testClock) mountTestClock(app, options.testClock);
  if (options.staticDir) mountSpa(app, { staticDir: options.staticDir, db: options.db, isReady, logError });

  // No route for the address (the SPA answers its own pages): JSON like every other error.
  app.notFound((c) => refuse(c, 404, "There is nothing at this address.", "NOT_FOUND"));
  // What escapes every door's own handling: a malformed request is the caller's 400,
  // anything else our masked 500. Always JSON, never the framework's plain text.
  app.onError((error, c) => {
    const expected = clientErrorFor(error, logError);
    const retryAfter = retryAfterHeader(error);
    if (retryAfter) c.header("Retry-After", retryAfter);
    if (error instanceof PartnerRateLimitedError) {
      for (const [name, value] of Object.entries(rateLimitHeaders(error.quota))) c.header(name, value);
    }
    // RFC 6750: a refused bearer token says so, for clients that handle it generically.
    if (error instanceof UnauthenticatedError && c.req.header("authorization") !== undefined) {
      c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
    }
    if (expected) return refuse(c, expected.status as ContentfulStatusCode, expected.message, expected.name);
    logError(`${c.req.method} ${c.req.path} failed`, summarize(error));
    return refuse(c, 500, "Something went wrong on our side. Please try again.", "INTERNAL_SERVER_ERROR");
  });
  // The server's jobs (payouts) move money through the same gateway as the requests.
  return Object.assign(app, { payments });
}

/**
 * Node's HTTP server accepts a Host such as 999.999.999.999, from which no URL can be
 * built; everything downstream (Yoga, the query parser) would fail on it. Refuse it first.
 */
const refuseUnaddressableRequests: MiddlewareHandler = async (c, next) => {
  try {
    new URL(c.req.url);
  } catch {
    return refuse(c, 400, "The request's address is not valid: check its Host header and path.", "BAD_REQUEST");
  }
  await next();
};

const GRAPHIQL_QUERY = `# Explore the marketplace. Try:
query MajorCities {
  cities(tier: 1, first: 10) {
    totalCount
    edges { node { id name province population slug } }
  }
  categories { name priceRange }
}
`;
