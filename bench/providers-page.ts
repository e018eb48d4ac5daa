// npm run bench:providers [-- --providers 2000 --requests 400 --concurrency 4]
//
// One page of the GraphQL `providers` connection (with each provider's city and
// services) through the real app, beside a baseline measured in the same run: the
// same rows from one hand-written SQL query on the same database. Also prints how many
// SQL statements one GraphQL request issues for page sizes 10 and 50: it must not
// grow with the page (no query per row).
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PGlite } from "@electric-sql/pglite";
import { seedDatabase } from "../prisma/seed/seed.ts";
import { createApp } from "../graph/src/app.ts";
import { openDatabase } from "../graph/src/db/client.ts";
import { applyPendingMigrations } from "../graph/src/db/migrate.ts";
import { PGLITE_EXTENSIONS } from "../graph/src/db/pglite.ts";
import { PrismaClient } from "../graph/src/generated/prisma/client.ts";
import { PrismaPg } from "@prisma/adapter-pg";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "2000" },
    requests: { type: "string", default: "400" },
    concurrency: { type: "string", default: "4" },
    first: { type: "string", default: "20" },
  },
});
const providers = Number(values.providers);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const first = Number(values.first);

const QUERY = `query Page($first: Int!) {
  providers(first: $first) {
    totalCount
    edges { node { id name rating reviewCount startingPrice services specialties isCertified isMobileService city { name province } } }
  }
}`;

// The baseline: the same page and total in one statement, shaped in SQL.
const BASELINE_SQL = `
  SELECT p.id, p.name, p.rating, p."reviewCount", p."startingPrice", p.specialties,
         p."isCertified", p."isMobileService", c.name AS city, c.province,
         (SELECT array_agg(cat.name ORDER BY cat."sortOrder") FROM "ProviderCategory" pc
            JOIN "Category" cat ON cat.id = pc."categoryId" WHERE pc."providerId" = p.id) AS services,
         count(*) OVER () AS total
  FROM "Provider" p JOIN "City" c ON c.id = p."cityId"
  WHERE p.status = 'ACTIVE'
  ORDER BY p.rating DESC, p.id ASC
  LIMIT $1`;

async function main() {
  const usePostgres = Boolean(process.env.DATABASE_URL);
  const dataDir = usePostgres ? undefined : await mkdtemp(path.join(tmpdir(), "bench-providers-"));
  const setup = await openDatabase(usePostgres ? {} : { dataDir });
  await applyPendingMigrations(setup);
  if (usePostgres)
    await setup.prisma.$executeRawUnsafe(`TRUNCATE "City", "Category", "Provider", "User" RESTART IDENTITY CASCADE`);
  await seedDatabase(setup.prisma, { providers, log: () => {} });
  await setup.close();

  // A client of our own, on the same data, so every SQL statement can be counted.
  const pglite = usePostgres ? undefined : await PGlite.create({ dataDir: dataDir!, extensions: PGLITE_EXTENSIONS });
  const adapter = pglite ? new PrismaPGlite(pglite) : new PrismaPg({ connectionString: process.env.DATABASE_URL! });
  const prisma = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  let statements = 0;
  prisma.$on("query", () => {
    statements += 1;
  });
  const app = createApp({ db: prisma, logError: (message, error) => console.error(message, error) });

  const graphqlPage = async (size: number) => {
    const response = await app.fetch(
      new Request("http://bench/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: QUERY, variables: { first: size } }),
      }),
    );
    const body = (await response.json()) as { data?: { providers: { edges: unknown[] } }; errors?: unknown };
    if (!body.data || body.data.providers.edges.length !== Math.min(size, providers)) {
      throw new Error(`Unexpected GraphQL answer: ${JSON.stringify(body).slice(0, 300)}`);
    }
  };
  const baselinePage = async (size: number) => {
    const rows = await prisma.$queryRawUnsafe<unknown[]>(BASELINE_SQL, size);
    if (rows.length !== Math.min(size, providers)) throw new Error("Unexpected baseline answer");
  };

  const statementsFor = async (size: number) => {
    statements = 0;
    await graphqlPage(size);
    return statements;
  };

  // Warm both paths (JIT, prepared plans) before measuring.
  for (let i = 0; i < 30; i += 1) {
    await graphqlPage(first);
    await baselinePage(first);
  }
  const graphql = await measure(() => graphqlPage(first));
  const baseline = await measure(() => baselinePage(first));
  const perPage10 = await statementsFor(10);
  const perPage50 = await statementsFor(50);

  console.log(
    `\nproviders page: ${providers} providers on ${usePostgres ? "PostgreSQL" : "PGlite"}, page ${first}, ${requests} requests, concurrency ${concurrency}`,
  );
  console.table({
    "GraphQL /graphql (in process)": graphql,
    "baseline: one SQL query": baseline,
  });
  console.log(
    `GraphQL throughput is ${((graphql.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}% of the baseline's`,
  );
  console.log(`SQL statements per GraphQL request: page 10 → ${perPage10}, page 50 → ${perPage50}`);

  await prisma.$disconnect();
  await pglite?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (perPage50 !== perPage10) process.exitCode = 1;
}

async function measure(run: () => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50ms: Number(at(0.5).toFixed(2)),
    p99ms: Number(at(0.99).toFixed(2)),
  };
}

await main();
