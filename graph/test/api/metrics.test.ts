// GET /metrics as Prometheus scrapes it: only with the operators' token, in the text format a
// real parser reads, with the figures of what the app just did: requests by route and
// status, GraphQL operations by name, throttle refusals, the public cache, the outbox, the
// jobs and the webhooks' lag (and the pool, on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { systemContext } from "../../src/context.ts";
import { startRepeatingJobs } from "../../src/jobs/schedule.ts";
import { createMetrics, type Metrics } from "../../src/observability/metrics.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { fixedClock, startTestApp, TEST_NOW, TEST_WEBHOOK_SECRET, type TestApp } from "../support/app.ts";
import { parseScrape, samplesOf, type Scrape, valueOf } from "../support/prometheus-text.ts";
import { signDelivery, STRIPE_WEBHOOK_PATH, unixSeconds, webhookRequestInit } from "../support/stripe-events.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789abcdef";

let api: TestApp;
let metrics: Metrics;
let app: ReturnType<typeof createApp>;

const call = (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://marketplace.test${path}`, init));
const graphql = (query: string, operationName?: string) =>
  call("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, operationName }),
  });

async function scrape(): Promise<Scrape> {
  const response = await call("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseScrape(await response.text());
}

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  metrics = createMetrics({ db: api.db.prisma, clock: fixedClock, poolUse: api.db.poolUse });
  app = createApp({
    db: api.db.prisma,
    clock: fixedClock,
    metrics,
    metricsToken: TOKEN,
    logError: () => {},
    payments: (gateway) => createTestModeGateway({ ...gateway, webhookSecret: TEST_WEBHOOK_SECRET }),
  });
}, 120_000);

afterAll(() => api?.close());

describe("GET /metrics", () => {
  it("answers only the bearer of the operators' token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await call("/metrics", { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.json()).toMatchObject({ message: expect.stringContaining("METRICS_TOKEN") });
    }
    // Without a token, the figures are kept but not served.
    const kept = createMetrics({ db: api.db.prisma, clock: fixedClock });
    const unserved = createApp({ db: api.db.prisma, clock: fixedClock, metrics: kept, logError: () => {} });
    expect((await unserved.fetch(new Request("http://marketplace.test/metrics"))).status).not.toBe(200);
    expect(() => createApp({ db: api.db.prisma, metrics, metricsToken: "short" })).toThrow(/at least 32/);
  });

  it("counts requests by route pattern and status, and GraphQL operations by name", async () => {
    for (let i = 0; i < 3; i += 1) expect((await call("/api/categories")).status).toBe(200);
    expect((await call("/api/providers/no-such-id")).status).toBe(400);
    expect((await call("/api/no-such-route")).status).toBe(404);
    expect((await graphql("query TopCities { cities(first: 2) { totalCount } }")).status).toBe(200);
    expect((await graphql("query TopCities { cities(first: 2) { totalCount } }")).status).toBe(200);

    const figures = await scrape();
    expect(figures.families.get("http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    const categories = { route: "/api/categories", method: "GET", status: "200" };
    expect(valueOf(figures, "http_request_duration_seconds_count", categories)).toBe(3);
    // Buckets are cumulative: the largest holds every request.
    expect(valueOf(figures, "http_request_duration_seconds_bucket", { ...categories, le: "30" })).toBe(3);
    expect(valueOf(figures, "http_request_duration_seconds_bucket", { ...categories, le: "+Inf" })).toBe(3);
    // The pattern, never the id a caller typed; a path no route serves is "unmatched".
    const badId = { route: "/api/providers/:id", status: "400" };
    expect(valueOf(figures, "http_request_duration_seconds_count", badId)).toBe(1);
    expect(valueOf(figures, "http_request_duration_seconds_count", { route: "unmatched", status: "404" })).toBe(1);
    expect(JSON.stringify([...figures.series.values()])).not.toContain("no-such");
    expect(valueOf(figures, "graphql_operation_duration_seconds_count", { operation: "TopCities" })).toBe(2);
  });

  it("reads the public cache's hits and misses", async () => {
    const before = await scrape();
    const hitsBefore = valueOf(before, "public_cache_lookups_total", { result: "hit" }) ?? 0;
    await graphql("query Categories { categories { name } }");
    await graphql("query Categories { categories { name } }");
    const after = await scrape();
    expect(valueOf(after, "public_cache_lookups_total", { result: "hit" })).toBeGreaterThan(hitsBefore);
    expect(valueOf(after, "public_cache_lookups_total", { result: "miss" })).toBeGreaterThan(0);
  });

  it("counts a throttle's refusals by route", async () => {
    let refused = 0;
    for (let attempt = 0; attempt < 40 && refused === 0; attempt += 1) {
      const response = await call("/api/account/password-reset", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "someone.throttled@example.ca" }),
      });
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const figures = await scrape();
    expect(valueOf(figures, "throttle_refusals_total", { route: "/api/account/password-reset" })).toBe(1);
  });

  it("gives the outbox's backlog and the age of its oldest pending delivery", async () => {
    const pendingBefore = await api.db.prisma.notificationDelivery.count({ where: { status: "PENDING" } });
    // Two notices waiting, recorded ten and three minutes ago, one sent: the oldest waits 600 s.
    for (const [minutesAgo, status] of [
      [10, "PENDING"],
      [3, "PENDING"],
      [30, "SENT"],
    ] as const) {
      await api.db.prisma.notification.create({
        data: {
          kind: "BOOKING_CREATED",
          email: "outbox@example.ca",
          title: "A booking",
          body: "Waiting to be sent",
          createdAt: new Date(TEST_NOW.getTime() - minutesAgo * 60_000),
          deliveries: { create: { channel: "EMAIL", status, nextAttemptAt: TEST_NOW } },
        },
      });
    }
    const figures = await scrape();
    expect(valueOf(figures, "outbox_pending_deliveries")).toBe(pendingBefore + 2);
    if (pendingBefore === 0) expect(valueOf(figures, "outbox_oldest_pending_age_seconds")).toBe(600);
  });

  it("counts job runs by outcome, and times them", async () => {
    const jobs = await startRepeatingJobs(
      systemContext({ db: api.db.prisma, clock: fixedClock }),
      [
        { name: "tidy up", everyMs: 60_000, run: async () => {} },
        {
          name: "always fails",
          everyMs: 60_000,
          run: async () => {
            throw new Error("down");
          },
        },
      ],
      () => {},
      (job, outcome, seconds) => metrics.jobRun(job, outcome, seconds),
    );
    await jobs.runAll();
    await jobs.stop();
    const figures = await scrape();
    // Once as they start, once more by runAll.
    expect(valueOf(figures, "job_runs_total", { job: "tidy up", outcome: "ok" })).toBe(2);
    expect(valueOf(figures, "job_runs_total", { job: "always fails", outcome: "failed" })).toBe(2);
    expect(valueOf(figures, "job_runs_total", { job: "always fails", outcome: "ok" })).toBeUndefined();
    expect(valueOf(figures, "job_run_duration_seconds_count", { job: "tidy up" })).toBe(2);
  });

  it("measures how late the gateway's events arrive", async () => {
    const created = new Date(TEST_NOW.getTime() - 120_000);
    const event = {
      id: "evt_metrics_lag",
      type: "customer.created",
      created: unixSeconds(created),
      data: { object: {} },
    };
    const delivery = signDelivery({ secret: TEST_WEBHOOK_SECRET, timestamp: unixSeconds(TEST_NOW), event });
    const response = await call(STRIPE_WEBHOOK_PATH, webhookRequestInit(delivery.payload, delivery.signature));
    expect(response.status).toBe(200);
    const figures = await scrape();
    expect(valueOf(figures, "webhook_processing_lag_seconds_count")).toBe(1);
    expect(valueOf(figures, "webhook_processing_lag_seconds_sum")).toBe(120);
    expect(valueOf(figures, "webhook_processing_lag_seconds_bucket", { le: "60" })).toBe(0);
    expect(valueOf(figures, "webhook_processing_lag_seconds_bucket", { le: "300" })).toBe(1);
  });

  it("shows the PostgreSQL pool's connections (none on PGlite, which has no pool)", async () => {
    const pool = samplesOf(await scrape(), "db_pool_connections");
    if (!api.db.poolUse) {
      expect(pool).toEqual([]);
      return;
    }
    expect(pool.map((sample) => sample.labels?.state).sort()).toEqual(["idle", "in_use", "waiting"]);
    expect(valueOf(await scrape(), "db_pool_connections", { state: "waiting" })).toBe(0);
  });
});
