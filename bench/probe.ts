// npm run bench:probe [-- --dir <checkout> --seed 20261120 --timeout-ms 20000 --alias-timeout-ms 120000 --idle-s 30]
//
// An outside probe of a REAL server process on the embedded database: starts the API
// server of a checkout (scripts/serve-api.ts, default this repository) on a fresh
// temporary PGlite folder and a free port, waits for /readyz, then over HTTP sends a
// fixed, seeded set of bad requests (about 4,800, REST and GraphQL, from the fuzz suite's
// generators: graph/test/fuzz), the 1,000-alias providers query (timed), and reads the
// server's resident memory (VmRSS) at start, after the probe and after an idle wait.
//
// Prints: requests sent, answers ≥ 500, "Unexpected error." answers, timeouts, the
// failing request classes with examples and the server's log line, the alias query's
// status and time, and the three RSS figures. Runs the same set against any checkout,
// so "before" and "after" are the same probe:
//   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/
//   npx tsx bench/probe.ts --dir /tmp/before
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { schema } from "../graph/src/schema/index.ts";
import { appRoutes } from "../graph/test/fuzz/fuzz-app.ts";
import { abbreviate } from "../graph/test/fuzz/generators.ts";
import { discover, type FuzzResponse, httpSender, problemsOf, type Send } from "../graph/test/fuzz/harness.ts";
import {
  aliasQuery,
  FuzzRequest,
  heavyDocuments,
  probeFindings,
  operationRequest,
  restRequest,
  rootFields,
  strayRestRequest,
  transportRequest,
} from "../graph/test/fuzz/requests.ts";
import { freePort } from "../graph/test/support/free-port.ts";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "." },
    seed: { type: "string", default: "20261120" },
    providers: { type: "string", default: "2000" },
    "timeout-ms": { type: "string", default: "20000" },
    "alias-timeout-ms": { type: "string", default: "120000" },
    "idle-s": { type: "string", default: "30" },
    "start-timeout-s": { type: "string", default: "600" },
    examples: { type: "string", default: "3" },
  },
});
const dir = path.resolve(values.dir!);
const seed = Number(values.seed);
const timeoutMs = Number(values["timeout-ms"]);
const aliasTimeoutMs = Number(values["alias-timeout-ms"]);
const idleSeconds = Number(values["idle-s"]);
const examplesPerClass = Number(values.examples);

/** How many requests each class of the fixed set gets: about 4,800 in all. */
const PER_REST_ROUTE = 300;
const STRAY_REST = 150;
const PER_ROOT_FIELD = 150;
const TRANSPORT = 400;

interface LogLine {
  at: number;
  line: string;
}

class ServerProcess {
  child!: ChildProcess;
  readonly logs: LogLine[] = [];
  exits: string[] = [];

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  start() {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      SEED_PROVIDERS: values.providers,
    };
    // The embedded database, whatever this shell points at.
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    // `node --import tsx` rather than the tsx CLI, so this pid is the server's own (its RSS).
    this.child = spawn(process.execPath, ["--import", "tsx", "scripts/serve-api.ts"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => this.logs.push({ at: performance.now(), line }));
    }
    this.child.once("exit", (code, signal) => {
      if (!stopping) this.exits.push(`exited with ${signal ?? `code ${code}`}`);
    });
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  rssMb(): number | null {
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, "utf8");
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      return kb ? Number(kb) / 1024 : null;
    } catch {
      return null;
    }
  }

  /** Server log lines that say something failed (the start-up chatter is left out). */
  logsBetween(from: number, to: number): string[] {
    return this.logs
      .filter((entry) => entry.at >= from && entry.at < to)
      .map((entry) => entry.line)
      .filter((line) => !/^\[marketplace\] (Listening|Database|Ready|Applied|Seeded|Empty database)/.test(line));
  }
}

let stopping = false;

async function main() {
  if (!existsSync(path.join(dir, "scripts/serve-api.ts"))) throw new Error(`${dir} has no scripts/serve-api.ts`);
  const commit = gitCommit(dir);
  // The checkout's own generated Prisma client (quick when it is fresh).
  execFileSync(process.execPath, ["--import", "tsx", "scripts/generate.ts"], { cwd: dir, stdio: "inherit" });

  const dataDir = await mkdtemp(path.join(tmpdir(), "probe-pglite-"));
  const server = new ServerProcess(await freePort(), dataDir);
  console.log(
    `Probing ${dir}${commit ? ` (${commit})` : ""} on PGlite at ${dataDir}, port ${server.port}, seed ${seed}`,
  );
  server.start();
  const startedIn = await waitHealthy(server, Number(values["start-timeout-s"]) * 1000);
  if (startedIn === null) {
    console.error(server.logs.map((entry) => entry.line).join("\n"));
    throw new Error("The server did not become healthy");
  }
  console.log(`Healthy after ${(startedIn / 1000).toFixed(1)} s (migrated and seeded ${values.providers} providers)`);
  const rssStart = server.rssMb();

  let sent = 0;
  const logsBetween = (from: number, to: number) => server.logsBetween(from, to);
  const normal = httpSender({ port: server.port, timeoutMs, logsBetween });
  const slow = httpSender({ port: server.port, timeoutMs: aliasTimeoutMs, logsBetween });
  const send: Send = (request) => {
    sent += 1;
    return (request.target === "GraphQL alias query" ? slow : normal)(request);
  };

  const known = await discover(send, new Date().toISOString().slice(0, 10));
  const discoveryRequests = sent;
  console.log(
    `Discovered ${known.providerIds.length} providers, ${known.cityIds.length} cities, ${known.sessions.length} sessions, ` +
      `${known.bookingIds.length} bookings (${discoveryRequests} requests)`,
  );

  const requests = fixedRequestSet(known);
  console.log(`Sending ${requests.length} requests, one at a time, ${timeoutMs / 1000} s timeout each...`);
  const outcomes: Outcome[] = [];
  const probeStarted = performance.now();
  for (const [index, request] of requests.entries()) {
    const response = await send(request);
    // Node answers 431 and resets the socket while a client still writes a huge head: the
    // HTTP layer's limit at work, not a failure of the server's code.
    const refusedByNode = response.error !== undefined && oversizedHead(request);
    outcomes.push({ request, response, problems: refusedByNode ? [] : problemsOf(request, response), refusedByNode });
    if (response.timedOut || !server.alive) await recover(server, index);
    if ((index + 1) % 500 === 0) {
      const failing = outcomes.filter((outcome) => outcome.problems.length).length;
      console.log(`  ${index + 1}/${requests.length} sent, ${failing} failing so far`);
    }
  }
  const probeSeconds = (performance.now() - probeStarted) / 1000;

  console.log(`Sending the 1,000-alias providers query (${aliasTimeoutMs / 1000} s timeout)...`);
  const aliasRequest = new FuzzRequest(
    "GraphQL alias query",
    "POST",
    "/graphql",
    { "content-type": "application/json", accept: "application/json" },
    JSON.stringify({ query: aliasQuery(1000) }),
  );
  const alias = await send(aliasRequest);
  if (alias.timedOut || !server.alive) await recover(server, requests.length);
  const rssAfter = server.rssMb();
  console.log(`Idle for ${idleSeconds} s...`);
  await sleep(idleSeconds * 1000);
  const rssIdle = server.rssMb();

  report({ outcomes, alias, sent, discoveryRequests, probeSeconds, rssStart, rssAfter, rssIdle, server });

  stopping = true;
  server.child.kill("SIGTERM");
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.child.kill("SIGKILL");
      resolve(undefined);
    }, 10_000);
    server.child.once("exit", () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  await rm(dataDir, { recursive: true, force: true });
}

interface Outcome {
  request: FuzzRequest;
  response: FuzzResponse;
  problems: string[];
  refusedByNode: boolean;
}

/** The same requests for any checkout and every run: each class sampled with its own seed. */
function fixedRequestSet(known: Parameters<typeof probeFindings>[0]): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  let classSeed = seed;
  const sample = (arbitrary: fc.Arbitrary<FuzzRequest>, count: number) =>
    requests.push(...fc.sample(arbitrary, { seed: classSeed++, numRuns: count }));
  for (const route of appRoutes().filter((route) => route.path !== "/graphql"))
    sample(restRequest(route, known), PER_REST_ROUTE);
  sample(strayRestRequest(known), STRAY_REST);
  for (const { operation, field } of rootFields(schema))
    sample(operationRequest(schema, operation, field, known), PER_ROOT_FIELD);
  sample(transportRequest(schema, known), TRANSPORT);
  requests.push(...heavyDocuments(known));
  requests.push(...probeFindings(known));
  return requests;
}

/** After a timeout or a crash: wait until the server answers /readyz again (restarting it if it died). */
async function recover(server: ServerProcess, index: number) {
  if (!server.alive) {
    console.log(`  the server ${server.exits.at(-1) ?? "stopped"} after request ${index + 1}: restarting it`);
    server.start();
  }
  const waited = await waitHealthy(server, 300_000);
  console.log(
    waited === null
      ? `  the server is still not answering after request ${index + 1}`
      : `  after request ${index + 1} the server answered /readyz again within ${(waited / 1000).toFixed(1)} s`,
  );
}

async function waitHealthy(server: ServerProcess, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (!server.alive) return null;
    const ok = await new Promise<boolean>((resolve) => {
      const probe = httpRequest(
        { host: "127.0.0.1", port: server.port, path: "/readyz", timeout: 2000 },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        },
      );
      probe.on("timeout", () => probe.destroy());
      probe.on("error", () => resolve(false));
      probe.end();
    });
    if (ok) return performance.now() - started;
    await sleep(250);
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// The report

/** What kind of bad input a request carries, read off the request itself. */
function inputClasses(request: FuzzRequest): string[] {
  let url = request.url;
  try {
    url = decodeURIComponent(request.url);
  } catch {
    // Malformed escapes: read it as sent.
  }
  const body = typeof request.body === "string" ? request.body : request.body ? "<bytes>" : "";
  const all = `${url}\n${body}`;
  const classes: string[] = [];
  if (all.includes("\u0000") || /\\u0000|%00/.test(all) || /%00/.test(request.url)) classes.push("NUL");
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]|\\u00[01][1-9a-f]/i.test(all)) classes.push("control chars");
  if (/%ED%[AB][0-9A-F]/i.test(request.url) || /\\ud[89a-f][0-9a-f]{2}/i.test(body) || /[\ud800-\udfff]/.test(all))
    classes.push("surrogates");
  if (/([^]{1,4}?)\1{5000,}/.test(all)) classes.push("long or deep");
  if ([...all.matchAll(/\d{10,}/g)].some((match) => Number(match[0]) >= 2 ** 31)) classes.push("int ≥ 2^31");
  if (/(?:after|before)["=:]/.test(all)) classes.push("cursor");
  if (/\bnodes?\(/.test(all)) classes.push("node id");
  if (/preferred(Date|Time)/.test(all)) classes.push("booking");
  if (/[?&](variables|extensions)=/.test(request.url)) classes.push("GET variables/extensions");
  if (/\ba\d{2,}:/.test(body)) classes.push("aliases");
  if ((typeof request.body === "string" ? request.body.length : (request.body?.length ?? 0)) > 1_000_000)
    classes.push("body > 1 MB");
  return classes;
}

/**
 * What the server logged for a request in one line: the first line (who failed, with
 * which exception) and the line that says why (Prisma puts the database's words lines below).
 */
function logSummary(logs: string[]): string | undefined {
  const first = logs.find((line) => /error|failed|exception/i.test(line)) ?? logs[0];
  if (first === undefined) return undefined;
  const why = logs.find(
    (line) => line !== first && /Message: |Code: |Argument |Invalid value|out of range|invalid byte/i.test(line),
  );
  return why ? `${first.trim()} … ${why.trim()}` : first.trim();
}

/** A failure's log line or answer, without what varies from request to request. */
function signature(outcome: Outcome): string {
  const log = logSummary(outcome.response.logs);
  if (log)
    return log
      .replace(/\d+/g, "N")
      .replace(/"[^"]*"/g, '"…"')
      .slice(0, 220);
  if (outcome.response.timedOut) return "no answer";
  return outcome.response.text.replace(/\d+/g, "N").slice(0, 100);
}

/** Node's HTTP server resets a connection whose request head is over its 16 KB limit. */
function oversizedHead(request: FuzzRequest): boolean {
  return request.url.length + Object.values(request.headers).join("").length > 16_000;
}

function report(figures: {
  outcomes: Outcome[];
  alias: FuzzResponse;
  sent: number;
  discoveryRequests: number;
  probeSeconds: number;
  rssStart: number | null;
  rssAfter: number | null;
  rssIdle: number | null;
  server: ServerProcess;
}) {
  const { outcomes, alias } = figures;
  const count = (test: (outcome: Outcome) => boolean) => outcomes.filter(test).length;
  const fiveHundreds = count((outcome) => outcome.response.status >= 500);
  const unexpected = count((outcome) => outcome.problems.some((problem) => problem.includes("Unexpected error")));
  const timeouts = count((outcome) => outcome.response.timedOut === true);
  const connection = count((outcome) => outcome.response.error !== undefined && !outcome.refusedByNode);
  const refused = count((outcome) => outcome.refusedByNode || outcome.response.status === 431);
  const notJson = count((outcome) => outcome.problems.some((problem) => problem.includes("JSON")));
  const mb = (value: number | null) => (value === null ? "n/a" : `${value.toFixed(0)} MB`);

  console.log(`\n=== Probe of ${dir} ===`);
  console.log(
    `Requests sent:            ${figures.sent} (${outcomes.length} in the fixed set, ${figures.discoveryRequests} discovery, 1 alias query) in ${figures.probeSeconds.toFixed(0)} s`,
  );
  console.log(`Responses ≥ 500:          ${fiveHundreds}`);
  console.log(`"Unexpected error." answers: ${unexpected}`);
  console.log(`Timeouts (> ${timeoutMs / 1000} s):       ${timeouts}`);
  console.log(`Connection failures:      ${connection}`);
  console.log(`Refused by Node's 16 KB request-head limit (431 or reset; not failures): ${refused}`);
  console.log(`Non-JSON where JSON expected: ${notJson}`);
  console.log(`Server exits:             ${figures.server.exits.length ? figures.server.exits.join("; ") : "none"}`);
  const aliasAnswer = alias.timedOut
    ? `no answer within ${aliasTimeoutMs / 1000} s`
    : `status ${alias.status} in ${(alias.ms / 1000).toFixed(2)} s, ${alias.text.length} bytes${
        alias.text.includes('"errors"') ? `: ${abbreviate(firstError(alias.text), 120)}` : ""
      }`;
  console.log(`Alias query (1,000 × providers(first: 100)): ${aliasAnswer}`);
  console.log(
    `RSS: start ${mb(figures.rssStart)}, after the probe ${mb(figures.rssAfter)}, after ${idleSeconds} s idle ${mb(figures.rssIdle)}`,
  );

  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes.filter((o) => o.problems.length)) {
    const kinds = outcome.problems.map((problem) => problem.replace(/\d+ s$/, "N s")).join(" + ");
    const key = `${outcome.request.target} · ${kinds} · ${signature(outcome)}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  if (!groups.size) {
    console.log("\nNo failing requests.");
    return;
  }
  console.log(`\nFailing requests by class (${groups.size} classes):`);
  for (const [key, group] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const inputs = new Map<string, number>();
    for (const outcome of group)
      for (const input of inputClasses(outcome.request)) inputs.set(input, (inputs.get(input) ?? 0) + 1);
    console.log(`\n● ${group.length} × ${key}`);
    if (inputs.size) console.log(`  inputs: ${[...inputs].map(([input, n]) => `${input} (${n})`).join(", ")}`);
    for (const outcome of group.slice(0, examplesPerClass)) {
      console.log(`  - ${outcome.request.describe(240)}`);
      console.log(`    → ${outcome.response.status} ${abbreviate(outcome.response.text, 200)}`);
      const log = logSummary(outcome.response.logs);
      if (log) console.log(`    log: ${log.slice(0, 400)}`);
    }
  }
}

function firstError(text: string): string {
  try {
    return (JSON.parse(text) as { errors?: { message: string }[] }).errors?.[0]?.message ?? text;
  } catch {
    return text;
  }
}

function gitCommit(checkout: string): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: checkout, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

await main();
