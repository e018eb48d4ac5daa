// What an operator graphs and alerts on, in Prometheus' text format (prom-client): request
// and GraphQL durations, the database pool, the outbox's backlog, the jobs, the webhooks' lag,
// the public cache and the throttles. One registry per app, not prom-client's global one, so
// tests can run many apps in one process and read each one's figures alone.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Clock } from "../context.ts";
import type { PoolUse } from "../db/client.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { RequestObserver } from "./request-log.ts";

export interface MetricsOptions {
  db: PrismaClient;
  clock: Clock;
  /** The PostgreSQL pool's figures, read at each scrape; absent on PGlite. */
  poolUse?: () => PoolUse;
  /** The process's own figures (memory, event loop lag, GC): on in a server, off in tests. */
  processFigures?: boolean;
}

/** Seconds, from a millisecond up to the 30 s a request may take before it is abandoned. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds from Stripe's creation of an event to our handling of it: retries take hours. */
const LAG_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 1800, 3600, 6 * 3600, 24 * 3600, 3 * 24 * 3600];
/**
 * Operation names are the caller's words: a client could mint a new one per request and
 * grow the registry without end. The first ones seen keep their name; the rest share one.
 */
const MAX_OPERATION_NAMES = 200;

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: MetricsOptions) {
  const registry = new Registry();
  if (options.processFigures) collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const operationDuration = new Histogram({
    name: "graphql_operation_duration_seconds",
    help: "Time to answer a GraphQL request, by operation name (other: past the first 200 names, or none).",
    labelNames: ["operation"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const throttleRefusals = new Counter({
    name: "throttle_refusals_total",
    help: "Requests refused with 429 by a rate limit or sign-in throttle, by route pattern.",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Runs of the server's repeating jobs, by job and outcome (ok or failed).",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "job_run_duration_seconds",
    help: "Time a repeating job's run took.",
    labelNames: ["job"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const webhookLag = new Histogram({
    name: "webhook_processing_lag_seconds",
    help: "Seconds from the payment gateway's creation of an event to its handling here.",
    buckets: LAG_BUCKETS,
    registers: [registry],
  });
  const publicCacheLookups = new Counter({
    name: "public_cache_lookups_total",
    help: "Look-ups in the public answers' cache, by result (hit or miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const publicReads = new Counter({
    name: "public_reads_total",
    help: "Visitors' public reads with DATABASE_REPLICA_URL set, by the database that served them (replica, or primary while the replica lags or is unreachable).",
    labelNames: ["database"] as const,
    registers: [registry],
  });

  const { poolUse } = options;
  if (poolUse) {
    new Gauge({
      name: "db_pool_connections",
      help: "The PostgreSQL pool's connections, by state (idle, in_use) and requests waiting for one (waiting).",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "in_use" }, use.total - use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }
  // Read from the database as each scrape begins (see scrape()), one statement for both.
  const outboxPending = new Gauge({
    name: "outbox_pending_deliveries",
    help: "Notification deliveries (email, push) waiting to be sent, in the whole database.",
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "Age of the oldest delivery waiting to be sent (0 when none): a stuck outbox grows it.",
    registers: [registry],
  });

  const operationNames = new Set<string>();
  const operationLabel = (name: string | null) => {
    if (name === null) return "other";
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return "other";
    operationNames.add(name);
    return name;
  };

  const observeRequest: RequestObserver = (outcome) => {
    const seconds = outcome.durationMs / 1000;
    requestDuration.observe({ route: outcome.route, method: outcome.method, status: String(outcome.status) }, seconds);
    if (outcome.route === "/graphql" && outcome.method !== "OPTIONS") {
      operationDuration.observe({ operation: operationLabel(outcome.operation) }, seconds);
    }
    if (outcome.status === 429) throttleRefusals.inc({ route: outcome.route });
  };

  return {
    registry,
    observeRequest,
    jobRun(job: string, outcome: "ok" | "failed", seconds: number) {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
    webhookHandled(eventCreatedAt: Date, now: Date) {
      webhookLag.observe(Math.max(0, (now.getTime() - eventCreatedAt.getTime()) / 1000));
    },
    publicCacheLookup(hit: boolean) {
      publicCacheLookups.inc({ result: hit ? "hit" : "miss" });
    },
    publicRead(database: "replica" | "primary") {
      publicReads.inc({ database });
    },
    /** The scrape's text and its content type. */
    async scrape(): Promise<{ text: string; contentType: string }> {
      const outbox = await outboxBacklog(options.db, options.clock.now());
      outboxPending.set(outbox.pending);
      outboxOldest.set(outbox.oldestSeconds);
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

/** Pending deliveries, and how long ago the oldest one's notice was recorded. */
async function outboxBacklog(db: PrismaClient, now: Date): Promise<{ pending: number; oldestSeconds: number }> {
  const [figures] = await db.$queryRaw<{ pending: bigint; oldest: Date | null }[]>`
    SELECT count(*) AS "pending", min(n."createdAt") AS "oldest"
    FROM "NotificationDelivery" d JOIN "Notification" n ON n."id" = d."notificationId"
    WHERE d."status" = 'PENDING'`;
  const oldest = figures?.oldest ?? null;
  return {
    pending: Number(figures?.pending ?? 0),
    oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
