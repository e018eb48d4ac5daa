// npm run bench:matches [-- --providers 10000 --requests 200 --concurrency 10]
//
// The quiz's matches through the real app (createApp, in process, on a pinned clock):
// POST /api/quiz/matches {sessionId} for a few quiz sessions stored first through
// POST /api/quiz (Toronto house cleaning asap, Montréal carpet cleaning this week with
// certification required, Vancouver car detailing next week, Calgary house cleaning
// flexible), taken in turn, `--requests` times one at a time (each request followed by the
// baseline's for the same answers, so load from other jobs falls on both alike) and then
// `--concurrency` at once.
// The seed spreads `--providers` providers over Canadian cities; three in four get an open
// calendar for the next 14 days (bench/support/quiz-match-baseline.ts), so urgency ranks.
//
// Baseline, in the same run on the same driver: ONE hand-written SQL statement returning
// the same ranked page for the same answers (the active providers in the box within 50 km
// offering the service, scored by the weighted sum of match-weights.ts), with the columns the
// answer shows. Every answer of both is checked against the other's (same ids in the same
// order, same scores and distances); the run fails loudly otherwise. Also the SQL statements
// one request runs (Prisma's query events), with their mean durations.
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL in the
// URL's `?schema=` or else the schema bench_matches, emptied first (bench/support/bench-database.ts).
import { parseArgs } from "node:util";
import { createApp } from "../graph/src/app.ts";
import { type BenchDatabase, openBenchDatabase } from "./support/bench-database.ts";
import {
  measure,
  median,
  type Statement,
  statementSummary,
  sum,
  type Timing,
  timingOf,
} from "./support/bench-timing.ts";
import {
  BASELINE_SQL,
  type BaselineRow,
  baselineParameters,
  CANDIDATES_SQL,
  insertCalendars,
  QUIZ_SCENARIOS,
} from "./support/quiz-match-baseline.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "200" },
    concurrency: { type: "string", default: "10" },
  },
});
const providers = positive("providers", values.providers);
const requests = positive("requests", values.requests);
const concurrency = positive("concurrency", values.concurrency);

const WARM_UP = 20;

/** What the app and the baseline both answer, reduced to what must agree. */
type Ranking = { id: number; score: number; distance: number }[];

type Scenario = (typeof QUIZ_SCENARIOS)[number] & {
  parameters: unknown[];
  /** Providers the answers rank in all; the answer is the first QUIZ_MATCH_LIMIT. */
  candidates: number;
  /** The first answer for it, which every later one must equal. */
  expected: Ranking | null;
};

async function main() {
  const database = await openBenchDatabase({ name: "matches", providers });
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

async function run(database: BenchDatabase) {
  const { prisma } = database;
  let recorded: Statement[] | null = null;
  prisma.$on("query", (event) => {
    recorded?.push({ query: event.query, ms: Number(event.duration) });
  });
  // Pinned, so both see the same windows, and the calendars stay where they were put.
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const app = createApp({
    db: prisma,
    clock: { now: () => now },
    logError: (message, error) => console.error(message, error),
  });
  const slots = await insertCalendars(prisma, now);
  await database.analyze();

  const post = async (path: string, body: unknown) => {
    const response = await app.fetch(
      new Request(`http://bench${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      }),
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  };
  const scenarios: Scenario[] = [];
  for (const scenario of QUIZ_SCENARIOS) {
    await post("/api/quiz", { sessionId: scenario.sessionId, ...scenario.answers });
    const city = await prisma.city.findUniqueOrThrow({ where: { slug: scenario.slug } });
    const parameters = baselineParameters(scenario.answers, city, now);
    const [{ count }] = await prisma.$queryRawUnsafe<[{ count: number }]>(CANDIDATES_SQL, ...parameters);
    scenarios.push({ ...scenario, parameters, candidates: count, expected: null });
  }

  const viaApp = async (index: number) => {
    const scenario = scenarios[index % scenarios.length]!;
    const matches = (await post("/api/quiz/matches", { sessionId: scenario.sessionId })) as Ranking;
    agree(scenario, "POST /api/quiz/matches", matches);
  };
  const viaSql = async (index: number) => {
    const scenario = scenarios[index % scenarios.length]!;
    const rows = await prisma.$queryRawUnsafe<BaselineRow[]>(BASELINE_SQL, ...scenario.parameters);
    // As the app rounds its scores for the card.
    const ranking = rows.map((row) => ({
      id: row.id,
      score: Math.round(Number(row.score) * 10) / 10,
      distance: row.distance,
    }));
    agree(scenario, "the baseline", ranking);
  };

  // The baseline's first answers are the reference; the app's must equal them, and so on.
  for (let i = 0; i < scenarios.length; i += 1) await viaSql(i);
  const warmUp = Array.from({ length: WARM_UP }, (_, i) => i);
  await measure(warmUp, 1, viaApp);
  await measure(warmUp, 1, viaSql);

  // One at a time, the two take turns (an app request, then the baseline's for the same
  // answers), so load from other jobs on a shared machine falls on both alike.
  const loop = Array.from({ length: requests }, (_, i) => i);
  const appRun = { latencies: [] as number[], statements: [] as Statement[] };
  const sqlRun = { latencies: [] as number[], statements: [] as Statement[] };
  for (const index of loop) {
    for (const [side, task] of [
      [appRun, viaApp],
      [sqlRun, viaSql],
    ] as const) {
      recorded = side.statements;
      const started = performance.now();
      await task(index);
      side.latencies.push(performance.now() - started);
    }
  }
  recorded = null;
  const sequential = (side: typeof appRun) => ({
    timing: timingOf(side.latencies, sum(side.latencies) / 1000),
    perRequest: side.statements.length / requests,
    summary: statementSummary(side.statements, requests),
  });
  const appSequential = sequential(appRun);
  const sqlSequential = sequential(sqlRun);
  const appParallel = { timing: await measure(loop, concurrency, viaApp) };
  const sqlParallel = { timing: await measure(loop, concurrency, viaSql) };

  // Each scenario's requests in the sequential runs (request i asks for scenario i mod n).
  const meanOf = (latencies: number[], scenario: number) => {
    const own = latencies.filter((_, i) => i % scenarios.length === scenario);
    return Number((sum(own) / own.length).toFixed(2));
  };
  console.log(
    `\nquiz matches on ${database.kind}: ${providers} providers, ${slots} open or booked slots over the next 14 days; ` +
      `${scenarios.length} stored quiz sessions taken in turn, ${requests} requests per run (one at a time: app and ` +
      `baseline taking turns, requests/s = 1000 / mean ms); every answer of both checked against the other's ` +
      `(same ids in the same order, same scores and distances)`,
  );
  console.table(
    scenarios.map(({ answers, candidates, expected }, index) => ({
      location: answers.location,
      service: answers.serviceType,
      budget: answers.budget,
      urgency: answers.urgency,
      mobile: answers.mobilePreference,
      certification: answers.certificationImportance,
      ranked: candidates,
      answered: expected!.length,
      "app mean ms": meanOf(appSequential.timing.byItem, index),
      "baseline mean ms": meanOf(sqlSequential.timing.byItem, index),
    })),
  );
  console.table({
    "POST /api/quiz/matches, one at a time": rate(appSequential.timing),
    "baseline: one SQL statement, one at a time": rate(sqlSequential.timing),
    [`POST /api/quiz/matches, concurrency ${concurrency}`]: rate(appParallel.timing),
    [`baseline: one SQL statement, concurrency ${concurrency}`]: rate(sqlParallel.timing),
  });
  for (const [how, app, sql] of [
    ["one at a time", appSequential, sqlSequential],
    [`at concurrency ${concurrency}`, appParallel, sqlParallel],
  ] as const) {
    console.log(
      `Quiz matches ${how}: ${app.timing.perSecond} requests/s against the baseline's ${sql.timing.perSecond} ` +
        `(${percent(app.timing.perSecond, sql.timing.perSecond)} of it; mean ${times(app.timing.meanMs, sql.timing.meanMs)}, ` +
        `p50 ${times(app.timing.p50ms, sql.timing.p50ms)} the baseline's)`,
    );
  }
  const pairs = appRun.latencies.map((ms, i) => ms / sqlRun.latencies[i]!);
  console.log(`Median of the ${requests} back-to-back pairs' ratios: ${median(pairs).toFixed(1)}×`);
  for (const [name, { perRequest, summary }] of [
    ["POST /api/quiz/matches", appSequential],
    ["baseline", sqlSequential],
  ] as const) {
    console.log(
      `SQL statements per request, ${name} (one-at-a-time run): ${perRequest.toFixed(1)}; mean duration of each:`,
    );
    for (const line of summary) console.log(`  ${line}`);
  }
}

/** The first answer for a scenario is the reference; every later one, from either side, must equal it. */
function agree(scenario: Scenario, who: string, answer: Ranking) {
  const ranking = answer.map(({ id, score, distance }) => ({ id, score, distance: Number(distance) }));
  if (scenario.expected === null) {
    if (ranking.length === 0) throw new Error(`${who} matched nobody for ${scenario.sessionId}: nothing to compare`);
    scenario.expected = ranking;
    return;
  }
  const expected = scenario.expected;
  const same =
    ranking.length === expected.length &&
    ranking.every(
      (row, i) =>
        row.id === expected[i]!.id &&
        row.score === expected[i]!.score &&
        Math.abs(row.distance - expected[i]!.distance) < 1e-9,
    );
  if (!same) {
    throw new Error(
      `${who} ranks ${scenario.sessionId} differently:\n  got      ${JSON.stringify(ranking)}\n  expected ${JSON.stringify(expected)}`,
    );
  }
}

const rate = (timing: Timing) => ({
  "requests/s": timing.perSecond,
  "mean ms": timing.meanMs,
  "p50 ms": timing.p50ms,
  "p95 ms": timing.p95ms,
});
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const times = (slow: number, fast: number) => `${(slow / fast).toFixed(1)}×`;

function positive(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

await main();
