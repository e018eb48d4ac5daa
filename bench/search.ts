// npm run bench:search [-- --providers 100000 --requests 2000 --concurrency 8 --first 20 --explain --reuse]
//
// The home search (Toronto, Ontario; house cleaning; 50 km; nearest first) through
// /graphql on a real HTTP server, beside a baseline measured in the same run: a bare
// node:http handler answering the same search with ONE hand-written SQL statement over the
// same schema and indexes (and a second one, /capped, counting and paging as the SPA's
// search does: up to 1,000, the page from a circle past that). GraphQL is asked three
// ways: the SPA's "Load More" search by its trusted document's id, a full document as
// partners send it (both executed every time: the app's cache of public answers is off for
// them), and the same full document from an app whose cache answers it. Load comes from a worker thread, so the client does not share
// the servers' event loop. The SPA's document asks for `foundCount` ("1,000+ providers
// found"), the full document for the exact `totalCount`, as the baseline counts.
//
// Also prints how many SQL statements one GraphQL search issues for page sizes 10 and
// 50: it must not grow with the page, where one search's time goes stage by stage
// (support/search-stages.ts), and with --explain each statement's EXPLAIN (ANALYZE, BUFFERS).
// Every server is asked for uncompressed answers: compression is the same work for either
// (and often a proxy's), so it would only blur what the comparison is about. --reuse keeps
// the last run's database when it holds the same number of providers (a million take minutes).
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
import { FOUND_COUNT_CAP } from "../graph/src/services/providers/search-input.ts";
import persistedOperations from "../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { measureStages } from "./support/search-stages.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "8" },
    first: { type: "string", default: "20" },
    explain: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
    rounds: { type: "string", default: "300" },
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
const candidatesSql = (radius: string, box: [string, string, string, string]) => `
  SELECT id, rating, distance FROM (
    SELECT p."providerId" AS id, p.rating, 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
             power(sin(radians(p.latitude - $1::float8) / 2), 2)
             + cos(radians($1::float8)) * cos(radians(p.latitude))
               * power(sin(radians(p.longitude - $2::float8) / 2), 2)))) AS distance
    FROM "ProviderSearchEntry" p
    WHERE p."categoryId" = (SELECT id FROM "Category" WHERE slug = $3) AND p.status = 'ACTIVE'
      AND p.latitude BETWEEN ${box[0]}::float8 AND ${box[1]}::float8
      AND p.longitude BETWEEN ${box[2]}::float8 AND ${box[3]}::float8
  ) candidate WHERE distance <= ${radius}::float8`;
const WHOLE_RADIUS = candidatesSql("$4", ["$5", "$6", "$7", "$8"]);
/** The page's cards, with `total`, from CTEs `page` and `matched`. */
const CARDS_OF_PAGE = (total: string) => `
  SELECT ${total} AS total, page.distance, p.id, p.name, p.rating, p."reviewCount",
         p."startingPrice", p.specialties, p."isCertified", p."isMobileService", c.name AS "cityName", c.province,
         (SELECT array_agg(cat.name ORDER BY cat."sortOrder") FROM "ProviderCategory" pc
            JOIN "Category" cat ON cat.id = pc."categoryId" WHERE pc."providerId" = p.id) AS services
  FROM page JOIN "Provider" p ON p.id = page.id JOIN "City" c ON c.id = p."cityId"
  ORDER BY page.distance, page.rating DESC, page.id`;
const BASELINE_SQL = `
  WITH matched AS (${WHOLE_RADIUS}),
  page AS (SELECT * FROM matched ORDER BY distance, rating DESC, id LIMIT $9)
  ${CARDS_OF_PAGE("(SELECT count(*) FROM matched)::int")}`;

// The same search as the SPA counts it (FOUND_COUNT_CAP, search.ts): the count stops after
// 1,001 matches, and past it the page comes from the first circle (an eighth of the radius),
// each branch gated on the count. Five more parameters: the circle's radius and box.
const CAPPED_BASELINE_SQL = `
  WITH matched AS MATERIALIZED (${WHOLE_RADIUS} LIMIT ${FOUND_COUNT_CAP + 1}),
  total AS (SELECT count(*)::int AS count FROM matched),
  page AS (
    (SELECT * FROM matched WHERE (SELECT count FROM total) <= ${FOUND_COUNT_CAP}
     ORDER BY distance, rating DESC, id LIMIT $9)
    UNION ALL
    (SELECT * FROM (${candidatesSql("$10", ["$11", "$12", "$13", "$14"])}) circle
     WHERE (SELECT count FROM total) > ${FOUND_COUNT_CAP} ORDER BY distance, rating DESC, id LIMIT $9))
  ${CARDS_OF_PAGE("(SELECT count FROM total)")}`;

async function main() {
  if (values.reuse && (await seededProviders()) === providers) {
    // A million providers take minutes to seed: a run may measure the last run's data.
    const setup = await openDatabase({ databaseUrl });
    await applyPendingMigrations(setup);
    await setup.prisma.$executeRawUnsafe(`VACUUM ANALYZE`);
    await setup.close();
    console.log(`Reusing the ${providers} providers in ${databaseUrl}`);
  } else {
    await recreateDatabase();
    const setup = await openDatabase({ databaseUrl });
    await applyPendingMigrations(setup);
    const summary = await seedDatabase(setup.prisma, { providers, log: () => {} });
    // As autovacuum would soon: statistics, and the visibility map index-only scans rely on.
    await setup.prisma.$executeRawUnsafe(`VACUUM ANALYZE`);
    await setup.close();
    console.log(`Seeded ${summary.providers} providers into ${databaseUrl}`);
  }

  // The marketplace, as `npm start` serves it on PostgreSQL, once without its cache of
  // public answers (every search executed: the comparison the ratios are about)
  // and once with it, as it runs in production.
  const db = await openDatabase({ databaseUrl });
  const logError = (message: string, error: unknown) => console.error(message, error);
  const app = createApp({ db: db.prisma, logError, publicResponseCache: false });
  const appServer = serve({ fetch: app.fetch, port: 0 }) as Server;
  const cachingApp = createApp({ db: db.prisma, logError });
  const cachingServer = serve({ fetch: cachingApp.fetch, port: 0 }) as Server;

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
  const circleRadius = SEARCH.maxDistance / 8;
  const circle = boundingBox(toronto, circleRadius);
  const cappedParams = [
    ...baselineParams,
    circleRadius,
    circle.minLatitude,
    circle.maxLatitude,
    circle.minLongitude,
    circle.maxLongitude,
  ];
  const bareServer = createServer(async (request, response) => {
    try {
      const capped = request.url === "/capped";
      const { rows } = await pool.query(
        capped ? CAPPED_BASELINE_SQL : BASELINE_SQL,
        capped ? cappedParams : baselineParams,
      );
      const total: number = rows[0]?.total ?? 0;
      const body = {
        ...(capped
          ? { foundCount: { count: Math.min(total, FOUND_COUNT_CAP), isLowerBound: total > FOUND_COUNT_CAP } }
          : { totalCount: total }),
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
  await Promise.all([listening(appServer), listening(cachingServer), listening(bareServer.listen(0))]);

  const graphqlRequest = {
    url: `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "accept-encoding": "identity" },
    body: JSON.stringify({ query: QUERY, variables: { search: SEARCH, first } }),
  };
  // The SPA's own "Load More" search, sent as it sends it: its trusted document's id.
  const spaRequest = {
    ...graphqlRequest,
    body: JSON.stringify({
      documentId: SPA_SEARCH_ID,
      operationName: "ProviderResultsPaginationQuery",
      variables: { search: SEARCH, count: first },
    }),
  };
  const cachedRequest = {
    ...graphqlRequest,
    url: `http://127.0.0.1:${(cachingServer.address() as AddressInfo).port}/graphql`,
  };
  const bareRequest = {
    url: `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`,
    method: "GET",
    headers: { "accept-encoding": "identity" },
  };
  const cappedBareRequest = { ...bareRequest, url: `${bareRequest.url}capped` };

  // Same answer from both, or the comparison means nothing.
  const graphqlIds = await fetchIds(
    graphqlRequest,
    (body) => (body as { data: { providers: SearchAnswer } }).data.providers,
  );
  const bareIds = await fetchIds(bareRequest, (body) => body as SearchAnswer);
  const cappedBareIds = await fetchIds(cappedBareRequest, (body) => body as SearchAnswer);
  const spaIds = await fetchIds(spaRequest, (body) => (body as { data: { providers: SearchAnswer } }).data.providers);
  for (const ids of [bareIds, cappedBareIds, spaIds]) {
    // Past FOUND_COUNT_CAP the SPA's count says "1,000+": the same page, a lower bound.
    const comparable = ids.totalIsExact ? ids : { ...ids, total: graphqlIds.total, totalIsExact: true };
    if (JSON.stringify(graphqlIds) !== JSON.stringify(comparable) || ids.total > graphqlIds.total) {
      throw new Error(`The servers disagree:\n${JSON.stringify(graphqlIds)}\n${JSON.stringify(ids)}`);
    }
  }

  await load(spaRequest, 200);
  await load(graphqlRequest, 200);
  await load(cachedRequest, 200);
  await load(bareRequest, 200);
  await load(cappedBareRequest, 200);
  const spa = await load(spaRequest, requests);
  const graphql = await load(graphqlRequest, requests);
  const cached = await load(cachedRequest, requests);
  const baseline = await load(bareRequest, requests);
  const cappedBaseline = await load(cappedBareRequest, requests);
  const perPage10 = (await statementsOfSearch(10)).length;
  const statements = await statementsOfSearch(first);
  const perPage50 = (await statementsOfSearch(50)).length;
  const stages = await measureStages({
    app,
    db: db.prisma,
    databaseUrl,
    httpUrl: graphqlRequest.url,
    query: QUERY,
    variables: { search: SEARCH, first },
    statements,
    providerQuery: PROVIDER_SELECTION,
    rounds: Number(values.rounds),
  });
  const bareOneAtATime = await load(bareRequest, Number(values.rounds), 1);

  console.log(
    `\nhome search: ${providers} providers on PostgreSQL, ${graphqlIds.total} match ` +
      `(the SPA's count: ${spaIds.total}${spaIds.totalIsExact ? "" : "+"}), page ${first}, ` +
      `${requests} requests, concurrency ${concurrency}, same ids from both servers`,
  );
  console.table({
    "GraphQL, the SPA's trusted document by id, executed": spa,
    "GraphQL, a full document (as partners send), executed": graphql,
    "GraphQL /graphql, from the public cache": cached,
    "baseline: node:http + one SQL": baseline,
    "baseline, counting as the SPA does (up to 1,000)": cappedBaseline,
  });
  const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(0)}%`;
  for (const [name, figures, bare] of [
    ["SPA's trusted document, against the baseline counting as it does", spa, cappedBaseline],
    ["full document", graphql, baseline],
  ] as const) {
    console.log(
      `Executed GraphQL (${name}): throughput ${ratio(figures.requestsPerSecond, bare.requestsPerSecond)} ` +
        `of the baseline's, p99 ${(figures.p99ms / bare.p99ms).toFixed(2)}× its p99`,
    );
  }
  console.log(`SQL statements per GraphQL search: page 10 → ${perPage10}, page 50 → ${perPage50}`);
  console.log(`\nOne search at a time, stage by stage (p50; "layer" is that stage minus the one above):`);
  console.table(stages);
  console.log(`baseline over HTTP, one at a time: p50 ${bareOneAtATime.p50ms} ms`);
  if (values.explain) await explain([...statements, { query: BASELINE_SQL, params: JSON.stringify(baselineParams) }]);

  appServer.close();
  cachingServer.close();
  bareServer.close();
  await pool.end();
  await db.close();
  if (perPage50 !== perPage10) process.exitCode = 1;
}

/** How many providers the bench's database holds, or null when it does not exist yet. */
async function seededProviders(): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query(`SELECT count(*)::int AS count FROM "Provider"`);
    return rows[0].count;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
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
  /** The baseline and the full document count exactly; the SPA asks for `foundCount`. */
  totalCount?: number;
  foundCount?: { count: number; isLowerBound: boolean };
  edges: { distanceKm: number | null; node: { databaseId: number } }[];
}

async function fetchIds(target: Target, connection: (body: unknown) => SearchAnswer) {
  const response = await fetch(target.url, target);
  const body = await response.json();
  const { totalCount, foundCount, edges } = connection(body);
  if (!edges?.length) throw new Error(`Empty answer from ${target.url}: ${JSON.stringify(body).slice(0, 300)}`);
  return {
    total: totalCount ?? foundCount!.count,
    totalIsExact: totalCount !== undefined || !foundCount!.isLowerBound,
    ids: edges.map((edge) => edge.node.databaseId),
    distances: edges.map((edge) => edge.distanceKm),
  };
}

/** The SPA's "Load More" search (web/src/components/ProviderResults), by its id in the manifest. */
const SPA_SEARCH_ID = Object.entries(persistedOperations).find(([, text]) =>
  text.startsWith("query ProviderResultsPaginationQuery("),
)![0];

/** The page's Prisma selection Pothos builds for QUERY's edges.node (logged from queryFromInfo). */
const PROVIDER_SELECTION = {
  include: { categories: { select: { category: { select: { name: true, sortOrder: true } } } }, city: true },
};

/** Each statement's plan, run for real, with the buffers it touched. */
async function explain(statements: { query: string; params: string }[]) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  for (const statement of statements) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.query}`, JSON.parse(statement.params));
    console.log(`\n${statement.query.replace(/\s+/g, " ").slice(0, 160)}…`);
    console.log(rows.map((row) => row["QUERY PLAN"]).join("\n"));
  }
  await pool.end();
}

/** The SQL statements one search issues (text and parameters), seen by a PrismaClient of its own. */
async function statementsOfSearch(size: number) {
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl }),
    log: [{ emit: "event", level: "query" }],
  });
  let statements: { query: string; params: string }[] = [];
  prisma.$on("query", (event) => {
    statements.push({ query: event.query, params: event.params });
  });
  const app = createApp({
    db: prisma,
    logError: (message, error) => console.error(message, error),
    publicResponseCache: false,
  });
  const ask = () =>
    app.fetch(
      new Request("http://bench/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: QUERY, variables: { search: SEARCH, first: size } }),
      }),
    );
  await (await ask()).json(); // connects the pool
  statements = [];
  const body = (await (await ask()).json()) as { data?: { providers: { edges: unknown[] } } };
  if (body.data?.providers.edges.length !== size)
    throw new Error(`Expected a page of ${size}: ${JSON.stringify(body).slice(0, 300)}`);
  await prisma.$disconnect();
  return statements;
}

/** Runs `count` requests with `concurrency` in flight from a worker thread; returns rate and latencies. */
function load(
  target: Target,
  count: number,
  inFlight = concurrency,
): Promise<{ requestsPerSecond: number; p50ms: number; p99ms: number }> {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { target, count, concurrency: inFlight } });
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
