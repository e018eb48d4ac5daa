// npm run bench:search [-- --providers 100000 --requests 2000 --concurrency 8 --first 20 --explain --reuse
//                          --load-rounds 3]
//
// The home search (Toronto, Ontario; house cleaning; 50 km; nearest first) through
// /graphql on a real HTTP server, beside baselines measured in the same run: a bare
// node:http handler answering the same search with ONE hand-written SQL statement over the
// same schema and indexes (support/search-baseline.ts): one counting exactly and answering
// the full document's fields, one counting and paging as the SPA's search does (up to
// 1,000, the page from a circle past that) and answering exactly what the SPA's document
// does, and each of the two prepared once per connection, as the app prepares its own.
// GraphQL is asked three ways: the SPA's "Load More" search by its trusted document's id, a
// full document as partners send it (both executed every time: the app's cache of public
// answers is off for them), and the same full document from an app whose cache answers it.
// Load comes from a worker thread, in interleaved rounds (support/search-load.ts).
//
// Beside them, an auto-generated GraphQL server: PostGraphile, in its own process, serving a
// PostgreSQL function whose body is the SPA's baseline statement (support/postgraphile-target.ts;
// PostGraphile is pinned in bench/postgraphile/ and installed there on first use). It must name
// the SPA's providers in the SPA's order before any load.
//
// Also prints how many SQL statements one GraphQL search issues for page sizes 10 and
// 50: it must not grow with the page, where one search's time goes stage by stage
// (support/search-stages.ts), and with --explain each statement's EXPLAIN (ANALYZE, BUFFERS).
// Every server is asked for uncompressed answers: compression is the same work for either
// (and often a proxy's), so it would only blur what the comparison is about. --reuse keeps
// the last run's database when it holds the same number of providers (a million take minutes).
//
// Runs on PostgreSQL: a fresh database `bench_search` (BENCH_DATABASE_URL to change it).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { createApp } from "../graph/src/app.ts";
import { openDatabase } from "../graph/src/db/client.ts";
import { PrismaClient } from "../graph/src/generated/prisma/client.ts";
import persistedOperations from "../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import {
  BENCH_DATABASE_URL,
  fetchIds,
  graphqlTarget,
  HOME_SEARCH as SEARCH,
  HOME_SEARCH_QUERY as QUERY,
  type SearchAnswer,
} from "./support/home-search.ts";
import { prepareSearchDatabase } from "./support/search-database.ts";
import { assertSameAnswer, startSearchBaseline } from "./support/search-baseline.ts";
import { loadInRounds, loadOnce } from "./support/search-load.ts";
import { measureStages } from "./support/search-stages.ts";
import {
  assertSameProviders,
  createSearchFunction,
  installPostGraphile,
  postGraphileRequest,
  startPostGraphile,
} from "./support/postgraphile-target.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "8" },
    first: { type: "string", default: "20" },
    explain: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
    rounds: { type: "string", default: "300" },
    "load-rounds": { type: "string", default: "3" },
    words: { type: "string", default: "eco-friendly" },
  },
});
const providers = Number(values.providers);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const first = Number(values.first);
const databaseUrl = BENCH_DATABASE_URL;

async function main() {
  installPostGraphile();
  await prepareSearchDatabase(databaseUrl, providers, values.reuse);

  // The marketplace, as `npm start` serves it on PostgreSQL, once without its cache of
  // public answers (every search executed: the comparison the target ratios are about)
  // and once with it, as it runs in production.
  const db = await openDatabase({ databaseUrl });
  const logError = (message: string, error: unknown) => console.error(message, error);
  const app = createApp({ db: db.prisma, logError, publicResponseCache: false });
  const appServer = serve({ fetch: app.fetch, port: 0 }) as Server;
  const cachingApp = createApp({ db: db.prisma, logError });
  const cachingServer = serve({ fetch: cachingApp.fetch, port: 0 }) as Server;

  // The bare baseline: node:http, pg, one statement (support/search-baseline.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const {
    rows: [toronto],
  } = await pool.query(`SELECT id, name, province, latitude, longitude FROM "City" WHERE slug = 'toronto-ontario'`);
  const baseline = startSearchBaseline(pool, toronto, SEARCH.maxDistance, SEARCH.serviceType, first);
  const bareServer = baseline.server;
  await createSearchFunction(pool);
  const postGraphile = await startPostGraphile(databaseUrl);
  await Promise.all([listening(appServer), listening(cachingServer), listening(bareServer.listen(0))]);

  const graphqlRequest = graphqlTarget(`http://127.0.0.1:${(appServer.address() as AddressInfo).port}/graphql`, {
    query: QUERY,
    variables: { search: SEARCH, first },
  });
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
  const preparedBareRequest = { ...bareRequest, url: `${bareRequest.url}?prepared` };
  const preparedCappedBareRequest = { ...bareRequest, url: `${bareRequest.url}capped?prepared` };
  // The same search with words, as the home's Keywords field sends them (GraphQL's `text`).
  const wordsSearch = { ...SEARCH, text: values.words };
  const textRequest = {
    ...graphqlRequest,
    body: JSON.stringify({ query: QUERY, variables: { search: wordsSearch, first } }),
  };
  const bareTextRequest = { ...bareRequest, url: `${bareRequest.url}text?q=${encodeURIComponent(values.words)}` };
  const postGraphileSearch = postGraphileRequest(
    postGraphile.url,
    toronto,
    SEARCH.maxDistance,
    SEARCH.serviceType,
    first,
  );

  // Same answer from both, or the comparison means nothing.
  const graphqlIds = await fetchIds(
    graphqlRequest,
    (body) => (body as { data: { providers: SearchAnswer } }).data.providers,
  );
  const bareIds = await fetchIds(bareRequest, (body) => body as SearchAnswer);
  if (JSON.stringify(graphqlIds) !== JSON.stringify(bareIds))
    throw new Error(`The servers disagree:\n${JSON.stringify(graphqlIds)}\n${JSON.stringify(bareIds)}`);
  const textIds = await fetchIds(textRequest, (body) => (body as { data: { providers: SearchAnswer } }).data.providers);
  const bareTextIds = await fetchIds(bareTextRequest, (body) => body as SearchAnswer);
  if (JSON.stringify(textIds) !== JSON.stringify(bareTextIds) || textIds.total === 0)
    throw new Error(`The searches with words disagree:\n${JSON.stringify(textIds)}\n${JSON.stringify(bareTextIds)}`);
  // The capped baseline answers the SPA's document itself, to the last field.
  const spaAnswer = ((await (await fetch(spaRequest.url, spaRequest)).json()) as { data: { providers: SearchAnswer } })
    .data.providers;
  for (const target of [cappedBareRequest, preparedCappedBareRequest])
    assertSameAnswer(spaAnswer, await (await fetch(target.url, target)).json());
  const spaCount = spaAnswer.foundCount!;
  const spaIds = spaAnswer.edges.map((edge) => edge.node.databaseId);
  await assertSameProviders(postGraphileSearch, { ids: spaIds, found: spaCount.count }, first);

  const targets = {
    "GraphQL, the SPA's trusted document by id, executed": spaRequest,
    "GraphQL, a full document (as partners send), executed": graphqlRequest,
    "GraphQL /graphql, from the public cache": cachedRequest,
    "baseline: node:http + one SQL": bareRequest,
    "baseline, counting and answering as the SPA does": cappedBareRequest,
    "baseline, prepared": preparedBareRequest,
    "baseline as the SPA, prepared": preparedCappedBareRequest,
    "PostGraphile, the SPA's statement as a function": postGraphileSearch,
    "GraphQL, a full document with words, executed": textRequest,
    "baseline with words: node:http + one SQL": bareTextRequest,
  };
  const figures = await loadInRounds(targets, {
    requests,
    concurrency,
    rounds: Number(values["load-rounds"]),
    warmUp: 1000,
  });
  const perPage10 = (await statementsOfSearch(10)).length;
  const statements = await statementsOfSearch(first);
  const perPage50 = (await statementsOfSearch(50)).length;
  const withWords10 = (await statementsOfSearch(10, wordsSearch, false)).length;
  const withWords50 = (await statementsOfSearch(50, wordsSearch, false)).length;
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
  const bareOneAtATime = await loadOnce(bareRequest, Number(values.rounds), 1);

  console.log(
    `\nhome search: ${providers} providers on PostgreSQL, ${graphqlIds.total} match ` +
      `(the SPA's count: ${spaCount.count}${spaCount.isLowerBound ? "+" : ""}), page ${first}, ` +
      `${requests} requests each in ${values["load-rounds"]} interleaved rounds, concurrency ${concurrency}, ` +
      `the same answers from GraphQL and the baselines, the same providers from PostGraphile`,
  );
  console.table(figures);
  const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(0)}%`;
  const comparisons: [string, keyof typeof targets, keyof typeof targets][] = [
    [
      "the SPA's trusted document, against the baseline answering as it does",
      "GraphQL, the SPA's trusted document by id, executed",
      "baseline, counting and answering as the SPA does",
    ],
    [
      "the same, against that baseline prepared",
      "GraphQL, the SPA's trusted document by id, executed",
      "baseline as the SPA, prepared",
    ],
    [
      "a full document, against the exact baseline",
      "GraphQL, a full document (as partners send), executed",
      "baseline: node:http + one SQL",
    ],
    [
      "the same, against that baseline prepared",
      "GraphQL, a full document (as partners send), executed",
      "baseline, prepared",
    ],
    [
      `a full document with words ("${values.words}"), against the baseline with the same words`,
      "GraphQL, a full document with words, executed",
      "baseline with words: node:http + one SQL",
    ],
  ];
  for (const [name, graphql, bare] of comparisons) {
    const [ours, theirs] = [figures[graphql], figures[bare]];
    console.log(
      `Executed GraphQL, ${name}: throughput ${ratio(ours.requestsPerSecond, theirs.requestsPerSecond)} ` +
        `of the baseline's, p99 ${(ours.p99ms / theirs.p99ms).toFixed(2)}× its p99`,
    );
  }
  const versus = (ours: keyof typeof targets, theirs: keyof typeof targets) =>
    `throughput ${ratio(figures[ours].requestsPerSecond, figures[theirs].requestsPerSecond)}, ` +
    `p99 ${(figures[ours].p99ms / figures[theirs].p99ms).toFixed(2)}×`;
  console.log(
    `PostGraphile against the baseline answering as the SPA does: ` +
      versus("PostGraphile, the SPA's statement as a function", "baseline, counting and answering as the SPA does"),
  );
  console.log(
    `Executed GraphQL, the SPA's trusted document, against PostGraphile: ` +
      versus("GraphQL, the SPA's trusted document by id, executed", "PostGraphile, the SPA's statement as a function"),
  );
  console.log(`SQL statements per GraphQL search: page 10 → ${perPage10}, page 50 → ${perPage50}`);
  console.log(`... with words (${textIds.total} match): page 10 → ${withWords10}, page 50 → ${withWords50}`);
  console.log(`\nOne search at a time, stage by stage (p50; "layer" is that stage minus the one above):`);
  console.table(stages);
  console.log(`baseline over HTTP, one at a time: p50 ${bareOneAtATime.p50ms} ms`);
  if (values.explain) await explain([...statements, baseline.statement]);

  appServer.close();
  cachingServer.close();
  bareServer.close();
  postGraphile.stop();
  await pool.end();
  await db.close();
  if (perPage50 !== perPage10 || withWords50 !== withWords10) process.exitCode = 1;
}

function listening(server: Server) {
  return new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
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

/**
 * The SQL statements one search issues (text and parameters), seen by a PrismaClient of its
 * own: one openDatabase did not make sends its statements through Prisma (db/rows.ts), whose
 * query event reports them, with the same SQL the driver is given.
 */
async function statementsOfSearch(size: number, search: object = SEARCH, fullPage = true) {
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
        body: JSON.stringify({ query: QUERY, variables: { search, first: size } }),
      }),
    );
  await (await ask()).json(); // connects the pool
  statements = [];
  const body = (await (await ask()).json()) as { data?: { providers: { edges: unknown[] } } };
  // A search with words may match fewer than a page: it must still answer.
  const shown = body.data?.providers.edges.length;
  if (fullPage ? shown !== size : shown === undefined)
    throw new Error(`Expected a page of ${size}: ${JSON.stringify(body).slice(0, 300)}`);
  await prisma.$disconnect();
  return statements;
}

await main();
