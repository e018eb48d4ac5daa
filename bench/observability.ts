// npm run bench:observability [-- --providers 10000 --requests 2000 --concurrency 8 --load-rounds 4 --reuse
//                                 --scrape-seconds 15 --profile-requests 600 --executed-only]
//
// What the request log and the Prometheus metrics cost the home search, measured in the same
// run: the same search (bench:search's full document, support/home-search.ts) over real HTTP
// to two apps on the same PostgreSQL database, each in a process of its own
// (support/observability-server.ts), taking turns in interleaved rounds:
//
//   observability off  createLogger({ level: "silent" }), no metrics
//   observability on   as `npm start` runs it: createLogger({ level: "info" }), one JSON line a
//                      request written to a file through pino's asynchronous SonicBoom (the
//                      destination pino gives standard output by default; production writes to
//                      stdout, which a container runtime pipes: a file is the honest stand-in),
//                      createMetrics({ processFigures: true }), and /metrics scraped every
//                      --scrape-seconds (15, Prometheus' usual interval) with its bearer token
//
// Both execute the full document every time (publicResponseCache: false), so what is measured
// is the request path, not a cache hit; then, unless --executed-only, the same pair with the
// cache of public answers on, as production answers a repeated search (a hit is cheap, so
// there the lines and figures weigh more). Both apps still run the request-log middleware
// (request id, AsyncLocalStorage, the outcome), which createApp always installs: "off"
// measures what writing the lines and keeping the figures add, not the middleware itself.
//
// Each app in its own process, so the process-wide costs of the "on" one (the default
// metrics' event-loop-delay monitor and GC observer, log writes still in flight) fall on it
// alone, and its CPU time is its own: besides requests/s, p50 and p99, CPU ms per request of
// the app's process and of its PostgreSQL backends, and SQL statements per request
// (support/measured-load.ts, the load from search-load.ts's worker thread). Checked: both
// answer the same providers; the log holds exactly one line per request sent to the "on" app
// (searches, warm-up and scrapes), and its last scrape counts every search. Then, with
// --profile-requests, a CPU profile of each executed app over that many searches, and the
// "on" one's time in pino, sonic-boom, prom-client and graph/src/observability.
//
// Runs on PostgreSQL: a fresh database `bench_observability` (BENCH_OBSERVABILITY_DATABASE_URL
// to change it), dropped at the end; --reuse keeps it for the next --reuse run, and reuses one
// that holds the same number of providers.
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { Profiler } from "node:inspector";
import { parseArgs } from "node:util";
import pg from "pg";
import { dropDatabase } from "./support/bench-postgres.ts";
import { summarizeProfile, type SelfTime } from "./support/cpu-profile-summary.ts";
import {
  fetchIds,
  graphqlTarget,
  HOME_SEARCH as SEARCH,
  HOME_SEARCH_QUERY as QUERY,
  type SearchAnswer,
} from "./support/home-search.ts";
import { type MeasuredFigures, type MeasuredTarget, measureInRounds, send } from "./support/measured-load.ts";
import { cpuMsOf, type MeasuredServer } from "./support/measured-servers.ts";
import { prepareSearchDatabase } from "./support/search-database.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "8" },
    first: { type: "string", default: "20" },
    "load-rounds": { type: "string", default: "4" },
    "warm-up": { type: "string", default: "500" },
    "scrape-seconds": { type: "string", default: "15" },
    "profile-requests": { type: "string", default: "600" },
    "executed-only": { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
  },
});
const databaseUrl =
  process.env.BENCH_OBSERVABILITY_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_observability";
const providers = Number(values.providers);
const concurrency = Number(values.concurrency);
const rounds = Number(values["load-rounds"]);
const warmUp = Number(values["warm-up"]);
const profileRequests = Number(values["profile-requests"]);
const projectRoot = path.resolve(import.meta.dirname, "..");

type Mode = "on" | "off";
type Cache = "executed" | "cached";

interface ObservedServer extends MeasuredServer {
  mode: Mode;
  cache: Cache;
  logFile?: string;
  /** Requests sent to it so far, scrapes included: the lines its log must hold. */
  sent: { searches: number; scrapes: number };
  /** Writes out the log's lines in flight and closes the file. */
  closeLog(): Promise<void>;
}

async function main() {
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  await prepareSearchDatabase(databaseUrl, providers, values.reuse);
  const logDir = await mkdtemp(path.join(tmpdir(), "bench-observability-"));
  const metricsToken = randomBytes(32).toString("hex");
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const caches: Cache[] = values["executed-only"] ? ["executed"] : ["executed", "cached"];
  const servers: ObservedServer[] = [];
  let scraper: Scraper | undefined;
  try {
    for (const cache of caches) {
      for (const mode of ["off", "on"] as const) {
        servers.push(await startServer(mode, cache, { logDir, metricsToken }));
      }
    }
    const search = { query: QUERY, variables: { search: SEARCH, first: Number(values.first) } };
    const targetOf = (server: ObservedServer): MeasuredTarget => {
      const { method, headers, body } = graphqlTarget(`${server.url}/graphql`, search);
      return { server, path: "/graphql", method, headers: headers!, body };
    };
    const named = (server: ObservedServer) => `${server.cache}, observability ${server.mode}`;
    const targets = Object.fromEntries(servers.map((server) => [named(server), targetOf(server)]));

    // The same providers from every app, or the comparison means nothing.
    const answers = await Promise.all(
      servers.map(async (server) => {
        server.sent.searches += 1;
        return fetchIds(
          graphqlTarget(`${server.url}/graphql`, search),
          (answer) => (answer as { data: { providers: SearchAnswer } }).data.providers,
        );
      }),
    );
    if (new Set(answers.map((answer) => JSON.stringify(answer))).size !== 1)
      throw new Error(`The apps disagree:\n${answers.map((answer) => JSON.stringify(answer)).join("\n")}`);

    const on = servers.filter((server) => server.mode === "on");
    scraper = startScraper(on, metricsToken, Number(values["scrape-seconds"]));
    const perRound = Math.ceil(Number(values.requests) / rounds);
    const started = performance.now();
    const figures = await measureInRounds(admin, targets, {
      requests: Number(values.requests),
      concurrency,
      rounds,
      warmUp,
    });
    const loadSeconds = (performance.now() - started) / 1000;
    for (const server of servers) server.sent.searches += warmUp + perRound * rounds;

    let profiles: Record<Mode, Profile> | undefined;
    if (profileRequests > 0) {
      const executed = (mode: Mode) => servers.find((server) => server.cache === "executed" && server.mode === mode)!;
      profiles = {
        off: await profile(executed("off"), targetOf(executed("off"))),
        on: await profile(executed("on"), targetOf(executed("on"))),
      };
    }
    await scraper.stop();
    const counted = await Promise.all(on.map((server) => lastScrapeCount(server, metricsToken)));
    const logs = [];
    for (const server of on) {
      await server.closeLog();
      logs.push(await readLog(server));
    }

    console.log(
      `\nhome search (a full document, page ${values.first}): ${providers} providers on PostgreSQL, ` +
        `${answers[0]!.total} match, the same providers from every app; ${perRound * rounds} requests each in ` +
        `${rounds} interleaved rounds after ${warmUp} to warm up, concurrency ${concurrency}, ` +
        `${loadSeconds.toFixed(0)} s of load; load average ${loadBefore} before, ${loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")} after, ` +
        `on ${availableParallelism()} cores. ` +
        `CPU ms and statements are per request.`,
    );
    console.table(figures);
    for (const cache of caches) {
      const [off, onFigures] = [figures[`${cache}, observability off`]!, figures[`${cache}, observability on`]!];
      console.log(
        `${cache === "executed" ? "Executed every time" : "From the public cache"}: ${compare(onFigures, off)}`,
      );
    }
    for (const [index, server] of on.entries()) {
      const log = logs[index]!;
      const expected = server.sent.searches + server.sent.scrapes;
      console.log(
        `Log of the ${server.cache} "on" app: ${log.lines} lines (${log.searches} searches, ${log.scrapes} scrapes, ` +
          `${log.lines - log.searches - log.scrapes} other), ${expected} requests sent ` +
          `(${server.sent.searches} searches, ${server.sent.scrapes} scrapes of /metrics), ` +
          `${Math.round(log.bytes / Math.max(1, log.lines))} bytes a line; its last scrape counts ` +
          `${counted[index]} searches`,
      );
      if (log.lines !== expected || log.searches !== server.sent.searches || counted[index] !== server.sent.searches)
        process.exitCode = 1;
    }
    if (scraper.failures.length) {
      console.log(`Failed scrapes: ${scraper.failures.join("; ")}`);
      process.exitCode = 1;
    }
    if (profiles) printProfiles(profiles);
  } finally {
    await scraper?.stop();
    for (const server of servers) server.stop();
    await admin.end();
    await rm(logDir, { recursive: true, force: true });
    if (!values.reuse) await dropDatabase(databaseUrl);
  }
}

/** One app of the comparison in its own process (support/observability-server.ts). */
async function startServer(
  mode: Mode,
  cache: Cache,
  options: { logDir: string; metricsToken: string },
): Promise<ObservedServer> {
  const applicationName = `bench_observability_${mode}_${cache}_${process.pid}`;
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", applicationName);
  const logFile = mode === "on" ? path.join(options.logDir, `${cache}.log`) : undefined;
  const child = fork(path.join(projectRoot, "bench/support/observability-server.ts"), [mode, cache], {
    cwd: projectRoot,
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      BENCH_SERVER_DATABASE_URL: url.href,
      BENCH_LOG_FILE: logFile ?? "",
      BENCH_METRICS_TOKEN: options.metricsToken,
      FORCE_COLOR: "0",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { port } = (await nextMessage(child)) as { port: number };
  const ask = async (type: string) => {
    child.send({ type });
    return (await nextMessage(child)) as Record<string, unknown>;
  };
  return {
    mode,
    cache,
    logFile,
    sent: { searches: 0, scrapes: 0 },
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    applicationName,
    statements: async () => (await ask("count")).statements as number,
    startProfile: async () => void (await ask("profile-start")),
    stopProfile: async () => (await ask("profile-stop")).profile as Profiler.Profile,
    closeLog: async () => void (await ask("close-log")),
    stop: () => void child.kill("SIGTERM"),
  };
}

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The server process exited (${code})`));
    child.once("exit", onExit);
    child.once("message", (message) => {
      child.off("exit", onExit);
      resolve(message);
    });
  });
}

interface Scraper {
  failures: string[];
  stop(): Promise<void>;
}

/** Prometheus' part: GET /metrics on every "on" app at once, then every `seconds`. */
function startScraper(servers: ObservedServer[], token: string, seconds: number): Scraper {
  const failures: string[] = [];
  let inFlight: Promise<unknown> = Promise.resolve();
  const scrapeAll = () => {
    inFlight = Promise.all(
      servers.map(async (server) => {
        server.sent.scrapes += 1;
        const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
        const text = await response.text();
        if (response.status !== 200 || !text.includes("http_request_duration_seconds_count"))
          failures.push(`${server.cache}: ${response.status} ${text.slice(0, 120)}`);
      }),
    );
  };
  scrapeAll();
  const timer = setInterval(scrapeAll, seconds * 1000);
  return {
    failures,
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}

/** The searches the app's own figures count: http_request_duration_seconds_count for POST /graphql 200. */
async function lastScrapeCount(server: ObservedServer, token: string): Promise<number> {
  server.sent.scrapes += 1;
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const line = text
    .split("\n")
    .find(
      (one) =>
        one.startsWith("http_request_duration_seconds_count{") &&
        one.includes('route="/graphql"') &&
        one.includes('method="POST"') &&
        one.includes('status="200"'),
    );
  return Number(line?.split(" ").at(-1) ?? 0);
}

/** The "on" app's log: every line must be JSON; request lines for searches and for scrapes. */
async function readLog(server: ObservedServer) {
  const text = await readFile(server.logFile!, "utf8");
  const lines = text.split("\n").filter((line) => line.length > 0);
  let searches = 0;
  let scrapes = 0;
  for (const line of lines) {
    const entry = JSON.parse(line) as { msg?: string; route?: string; requestId?: string };
    if (entry.msg !== "request" || !entry.requestId) continue;
    if (entry.route === "/graphql") searches += 1;
    if (entry.route === "/metrics") scrapes += 1;
  }
  return { lines: lines.length, searches, scrapes, bytes: Buffer.byteLength(text) };
}

function compare(on: MeasuredFigures, off: MeasuredFigures): string {
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  return (
    `observability on at ${percent(on.requestsPerSecond / off.requestsPerSecond)} of the throughput off ` +
    `(a cost of ${percent(1 - on.requestsPerSecond / off.requestsPerSecond)}), ` +
    `p50 ${(on.p50ms / off.p50ms).toFixed(2)}×, p99 ${(on.p99ms / off.p99ms).toFixed(2)}×, ` +
    `server CPU ${on.serverCpuMs} against ${off.serverCpuMs} ms a request ` +
    `(${on.serverCpuMs >= off.serverCpuMs ? "+" : ""}${(on.serverCpuMs - off.serverCpuMs).toFixed(2)} ms, ` +
    `${percent(on.serverCpuMs / off.serverCpuMs - 1)})`
  );
}

interface Profile {
  cpuMs: number;
  sampledMs: number;
  layers: SelfTime[];
  functions: SelfTime[];
}

/** A CPU profile of `server` over `profileRequests` searches, and its process's CPU by /proc. */
async function profile(server: ObservedServer, target: MeasuredTarget): Promise<Profile> {
  await server.startProfile();
  const before = await cpuMsOf(server.pid);
  await send(target, profileRequests, concurrency);
  server.sent.searches += profileRequests;
  const cpuMs = (await cpuMsOf(server.pid)) - before;
  const summary = summarizeProfile(await server.stopProfile(), Number.MAX_SAFE_INTEGER);
  return { cpuMs, sampledMs: summary.sampledMs, layers: summary.layers, functions: summary.functions };
}

/** The packages observability adds, and our own code for it. */
const OBSERVABILITY_LAYERS = new Set(["pino", "sonic-boom", "prom-client", "@pinojs/redact", "pino-std-serializers"]);
const isObservability = (fn: SelfTime) =>
  OBSERVABILITY_LAYERS.has(fn.layer) || fn.name.includes("graph/src/observability/");

function printProfiles(profiles: Record<Mode, Profile>) {
  console.log(
    `\nCPU profiles of the executed apps, ${profileRequests} searches each (self time; "sampled" counts a ` +
      `thread busy or waiting for a core, /proc only the CPU it got):`,
  );
  const layerMs = (one: Profile, layer: string) => one.layers.find((row) => row.layer === layer)?.ms ?? 0;
  const layers = [...new Set([...profiles.on.layers, ...profiles.off.layers].map((row) => row.layer))]
    .map((layer) => ({ layer, off: layerMs(profiles.off, layer), on: layerMs(profiles.on, layer) }))
    .filter((row) => row.off + row.on >= 5)
    .sort((a, b) => b.on - a.on);
  console.table([
    {
      layer: "(all: sampled / CPU by /proc)",
      off: `${Math.round(profiles.off.sampledMs)} / ${Math.round(profiles.off.cpuMs)}`,
      on: `${Math.round(profiles.on.sampledMs)} / ${Math.round(profiles.on.cpuMs)}`,
    },
    ...layers.map((row) => ({ ...row, "on − off": row.on - row.off })),
  ]);
  // The request-log middleware and the operation-name plugin run in both apps: what "on" adds
  // is the difference. Log writes themselves run on libuv's thread pool (fs.write), which /proc
  // counts and the profile of the main thread does not see.
  const observed = (one: Profile) => new Map(one.functions.filter(isObservability).map((fn) => [fn.name, fn]));
  const [off, on] = [observed(profiles.off), observed(profiles.on)];
  const total = (functions: Map<string, SelfTime>) => [...functions.values()].reduce((sum, fn) => sum + fn.ms, 0);
  console.log(
    `Time in observability's own code (pino, sonic-boom, prom-client, redaction, graph/src/observability): ` +
      `off ${total(off)} ms of ${Math.round(profiles.off.sampledMs)} sampled, on ${total(on)} ms of ` +
      `${Math.round(profiles.on.sampledMs)}; "on" adds ${(((total(on) - total(off)) / profileRequests) * 1000).toFixed(0)} ` +
      `µs a search there. Its top functions:`,
  );
  console.table(
    [...new Set([...on.keys(), ...off.keys()])]
      .map((name) => ({
        name,
        layer: (on.get(name) ?? off.get(name))!.layer,
        off: off.get(name)?.ms ?? 0,
        on: on.get(name)?.ms ?? 0,
      }))
      .sort((a, b) => b.on - a.on)
      .slice(0, 12),
  );
}

await main();
