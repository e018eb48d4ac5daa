// npm run bench:search [-- --providers 100000 --requests 2000 --concurrency 8 --first 20]
//
// The home search (Toronto, Ontario; house cleaning; 50 km; nearest first) through
// /graphql on a real HTTP server, beside a baseline measured in the same run: a bare
// node:http handler answering the same search with ONE hand-written SQL statement.
// Load comes from a worker thread, so the client does not share the servers' event loop.
// Also prints how many SQL statements one GraphQL search issues for page sizes 10 and
// 50: it must not grow with the page.
//
// Runs on PostgreSQL: a fresh database `bench_search` (BENCH_DATABASE_URL to change it).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { serve } from "@hono/node-server";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { seedDatabase } from "../prisma/seed/seed.ts";
import { createApp } from "../graph/src/app.ts";
import { openDatabase } from "../graph/src/db/client.ts";
import { applyPendingMigrations } from "../graph/src/db/migrate.ts";
import { PrismaClient } from "../graph/src/generated/prisma/client.ts";
import { boundingBox, EARTH_RADIUS_KM } from "../graph/src/services/providers/geo.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "8" },
    first: { type: "string", default: "20" },
  },
});
const providers = Number(values.providers);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const first = Number(values.first);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_search";

const SEARCH = { location: "Toronto, Ontario", serviceType: "house-cleaning", maxDistance: 50 };

const QUERY = `query HomeSearch($search: ProviderSearchInput, $first: Int) {
  providers(search: $search, first: $first) {
    totalCount
    edges { distanceKm node { id databaseId name rating reviewCount startingPrice services specialties isCertified isMobileService city { name province } } }
  }
}`;

// The baseline: category, distance, filters, order, page, total and each provider's
// services and city, all in one statement. Like the app (which remembers cities), it
// knows the city's coordinates and box before the request; literal bounds also give the
// planner the row estimates it needs to pick a good join.
const BASELINE_SQL = `
  WITH matched AS (
    SELECT * FROM (
      SELECT p.id, p.rating, 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
               power(sin(radians(p.latitude - $1::float8) / 2), 2)
               + cos(radians($1::float8)) * cos(radians(p.latitude))
                 * power(sin(radians(p.longitude - $2::float8) / 2), 2)))) AS distance
      FROM "Provider" p
      WHERE p.status = 'ACTIVE'
        AND p.latitude BETWEEN $5::float8 AND $6::float8 AND p.longitude BETWEEN $7::float8 AND $8::float8
        AND EXISTS (SELECT 1 FROM "ProviderCategory" pc WHERE pc."providerId" = p.id
                    AND pc."categoryId" = (SELECT id FROM "Category" WHERE slug = $3))
    ) candidate WHERE distance <= $4::float8
  ),
  page AS (SELECT * FROM matched ORDER BY distance, rating DESC, id LIMIT $9)
  SELECT (SELECT count(*) FROM matched)::int AS total, page.distance, p.id, p.name, p.rating, p."reviewCount",
         p."startingPrice", p.specialties, p."isCertified", p."isMobileService", c.name AS "cityName", c.province,
         (SELECT array_agg(cat.name ORDER BY cat."sortOrder") FROM "ProviderCategory" pc
            JOIN "Category" cat ON cat.id = pc."categoryId" WHERE pc."providerId" = p.id) AS services
  FROM page JOIN "Provider" p ON p.id = page.id JOIN "City" c ON c.id = p."cityId"
  ORDER BY page.distance, page.rating DESC, page.id`;

async function main() {
  await recreateDatabase();
  const setup = await openDatabase({ databaseUrl });
  await applyPendingMigrations(setup);
  const summary = await seedDatabase(setup.prisma, { providers, log: () => {} });
  // As autovacuum would soon: statistics, and the visibility map index-only scans rely on.
  await setup.prisma.$executeRawUnsafe(`VACUUM ANALYZE`);
  await setup.close();
  console.log(`Seeded ${summary.providers} providers into ${databaseUrl}`);

  // The marketplace, as `npm start` serves it on PostgreSQL.
  const db = await openDatabase({ databaseUrl });
  const app = createApp({ db: db.prisma, logError: (message, error) => console.error(message, error) });
  const appServer = serve({ fetch: app.fetch, port: 0 }) as Server;

  // The bare baseline: node:http, pg, one statement.
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const {
    rows: [toronto],
  } = await pool.query(`SELECT latitude, longitude FROM "City" WHERE slug = 'toronto-ontario'`);
  const box = boundingBox(toronto, SEARCH.maxDistance);
  const baselineParams = [
    toronto.latitude,
    toronto.longitude,
    SEARCH.serviceType,
    SEARCH.maxDistance,
    box.minLatitude,
    box.maxLatitude,
    box.minLongitude,
    box.maxLongitude,
    first,
  ];
  const bareServer = createServer(async (_request, response) => {
    try {
      const { rows } = await pool.query(BASELINE_SQL, baselineParams);
      const body = {
        totalCount: rows[0]?.total ?? 0,
        edges: rows.map((row) => ({
          distanceKm: row.distance,
          node: {
            databaseId: row.id,
            name: row.name,
            rating: row.rating,
            reviewCount: row.reviewCount,
            startingPrice: row.startingPrice,
            services: row.services,
            specialties: row.specialties,
            isCertified: row.isCertified,
            isMobileService: row.isMobileService,
            city: { name: row.cityName, province: row.province },
          },
        })),
      };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await Promise.all([listening(appServer), listening(bareServer.listen(0))]);

  const graphqlRequest = {
    url: `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: QUERY, variables: { search: SEARCH, first } }),
  };
  const bareRequest = { url: `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`, method: "GET" };

  // Same answer from both, or the comparison means nothing.
  const graphqlIds = await fetchIds(
    graphqlRequest,
    (body) => (body as { data: { providers: SearchAnswer } }).data.providers,
  );
  const bareIds = await fetchIds(bareRequest, (body) => body as SearchAnswer);
  if (JSON.stringify(graphqlIds) !== JSON.stringify(bareIds)) {
    throw new Error(`The two servers disagree:\n${JSON.stringify(graphqlIds)}\n${JSON.stringify(bareIds)}`);
  }

  await load(graphqlRequest, 200);
  await load(bareRequest, 200);
  const graphql = await load(graphqlRequest, requests);
  const baseline = await load(bareRequest, requests);
  const perPage10 = await statementsPerSearch(10);
  const perPage50 = await statementsPerSearch(50);

  console.log(
    `\nhome search: ${providers} providers on PostgreSQL, ${graphqlIds.total} match, page ${first}, ` +
      `${requests} requests, concurrency ${concurrency}, same ids from both servers`,
  );
  console.table({
    "GraphQL /graphql (Hono + Yoga + Pothos + Prisma)": graphql,
    "baseline: node:http + one SQL": baseline,
  });
  console.log(
    `GraphQL throughput is ${((graphql.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}% of the baseline's`,
  );
  console.log(`SQL statements per GraphQL search: page 10 → ${perPage10}, page 50 → ${perPage50}`);

  appServer.close();
  bareServer.close();
  await pool.end();
  await db.close();
  if (perPage50 !== perPage10) process.exitCode = 1;
}

async function recreateDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

function listening(server: Server) {
  return new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
}

interface Target {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What both servers answer a search with, as far as the comparison reads it. */
interface SearchAnswer {
  totalCount: number;
  edges: { distanceKm: number | null; node: { databaseId: number } }[];
}

async function fetchIds(target: Target, connection: (body: unknown) => SearchAnswer) {
  const response = await fetch(target.url, target);
  const body = await response.json();
  const { totalCount, edges } = connection(body);
  if (!edges?.length) throw new Error(`Empty answer from ${target.url}: ${JSON.stringify(body).slice(0, 300)}`);
  return {
    total: totalCount,
    ids: edges.map((edge) => edge.node.databaseId),
    distances: edges.map((edge) => edge.distanceKm),
  };
}

/** SQL statements one search issues, counted by a PrismaClient of its own. */
async function statementsPerSearch(size: number) {
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl }),
    log: [{ emit: "event", level: "query" }],
  });
  let statements = 0;
  prisma.$on("query", () => {
    statements += 1;
  });
  const app = createApp({ db: prisma, logError: (message, error) => console.error(message, error) });
  const ask = () =>
    app.fetch(
      new Request("http://bench/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: QUERY, variables: { search: SEARCH, first: size } }),
      }),
    );
  await (await ask()).json(); // connects the pool
  statements = 0;
  const body = (await (await ask()).json()) as { data?: { providers: { edges: unknown[] } } };
  if (body.data?.providers.edges.length !== size)
    throw new Error(`Expected a page of ${size}: ${JSON.stringify(body).slice(0, 300)}`);
  await prisma.$disconnect();
  return statements;
}

/** Runs `count` requests with `concurrency` in flight from a worker thread; returns rate and latencies. */
function load(target: Target, count: number): Promise<{ requestsPerSecond: number; p50ms: number; p99ms: number }> {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { target, count, concurrency } });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { target, count, concurrency } = workerData;
(async () => {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(target.url, target);
      const text = await response.text();
      if (!response.ok || text.includes('"errors"')) throw new Error("Bad answer: " + text.slice(0, 200));
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  parentPort.postMessage({
    requestsPerSecond: Math.round(count / seconds),
    p50ms: Number(at(0.5).toFixed(2)),
    p99ms: Number(at(0.99).toFixed(2)),
  });
})();
`;

await main();
