// npm run bench:home [-- --providers 10000 --requests 1200 --concurrency 8 --load-rounds 3 --reuse
//                        --profile-requests 600]
//
// The SPA's home query (HomePageQuery, sent as the SPA sends it: its trusted document's id)
// executed by the marketplace, once as a visitor and once as a signed-in customer (a real
// session cookie), beside a bare baseline answering the same JSON text byte for byte
// (support/home-baseline.ts: node:http, pg, hand-written prepared statements). The app is the
// one `npm start` builds, public response cache included: every request asks a search radius
// no request asked before (50.0<n>1 km, the same providers), so the cache never answers and
// every query is executed; whatever else the server keeps between requests, it keeps.
//
// Each server runs in a process of its own (support/measured-server.ts): besides requests/s
// and p50/p99, the CPU ms per request of that process and of the PostgreSQL backends serving
// it (/proc/<pid>/stat, backends found by application_name), and the SQL statements per
// request, counted by a hook on the pg driver's Client#query inside the server process
// (pg_stat_statements is not loaded on this cluster). Then a CPU profile of the app process
// over the visitor's query: the top self-time functions and the time by package.
//
// Runs on PostgreSQL: a fresh database `bench_home` (BENCH_HOME_DATABASE_URL to change it).
import { parseArgs } from "node:util";
import type pg from "pg";
import persistedOperations from "../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { bookingRequest, customerCookie } from "./support/bench-session.ts";
import { summarizeProfile } from "./support/cpu-profile-summary.ts";
import { type MeasuredTarget, measureInRounds, send } from "./support/measured-load.ts";
import { cpuMsOf, type MeasuredServer, startAppAndBaseline } from "./support/measured-servers.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "10000" },
    requests: { type: "string", default: "1200" },
    concurrency: { type: "string", default: "8" },
    "load-rounds": { type: "string", default: "3" },
    "profile-requests": { type: "string", default: "600" },
    reuse: { type: "boolean", default: false },
  },
});
const databaseUrl = process.env.BENCH_HOME_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_home";
const concurrency = Number(values.concurrency);

const HOME_QUERY_ID = Object.entries(persistedOperations).find(([, text]) =>
  text.startsWith("query HomePageQuery("),
)![0];
/** What the home's loader sends for /?location=Toronto, Ontario&service=house-cleaning, radius varied. */
const HOME_BODY = JSON.stringify({
  documentId: HOME_QUERY_ID,
  operationName: "HomePageQuery",
  variables: { search: { location: "Toronto, Ontario", serviceType: "house-cleaning", maxDistance: 0 } },
}).replace('"maxDistance":0', '"maxDistance":50.0__SEQ__1');
const HEADERS = { "content-type": "application/json", accept: "application/json", "accept-encoding": "identity" };

async function main() {
  const servers = await startAppAndBaseline(databaseUrl, "home-baseline", {
    providers: Number(values.providers),
    reuse: values.reuse,
  });
  const { admin, app, bare } = servers;
  try {
    const cookie = await customerCookie(admin);
    await bookWithAddress(app, cookie, admin);
    const target = (server: MeasuredServer, headers: Record<string, string>): MeasuredTarget => ({
      server,
      path: server === app ? "/graphql" : "/",
      method: "POST",
      headers: { ...HEADERS, ...headers },
      body: HOME_BODY,
    });
    const targets = {
      "GraphQL, visitor": target(app, {}),
      "baseline, visitor": target(bare, {}),
      "GraphQL, signed-in customer": target(app, { cookie }),
      "baseline, signed-in customer": target(bare, { cookie }),
    };
    await assertSameText(targets["GraphQL, visitor"], targets["baseline, visitor"]);
    await assertSameText(targets["GraphQL, signed-in customer"], targets["baseline, signed-in customer"]);

    const figures = await measureInRounds(admin, targets, {
      requests: Number(values.requests),
      concurrency,
      rounds: Number(values["load-rounds"]),
      warmUp: 300,
    });
    await app.startProfile();
    const cpuBefore = await cpuMsOf(app.pid);
    await send(targets["GraphQL, visitor"], Number(values["profile-requests"]), concurrency);
    const profiledCpuMs = (await cpuMsOf(app.pid)) - cpuBefore;
    const profile = summarizeProfile(await app.stopProfile());

    console.log(
      `\nhome query (HomePageQuery by its id, cache defeated by a new radius each request): ` +
        `${values.providers} providers on PostgreSQL, ${values.requests} requests each in ` +
        `${values["load-rounds"]} interleaved rounds, concurrency ${concurrency}; the same JSON text from ` +
        `GraphQL and the baseline. CPU ms and statements are per request.`,
    );
    console.table(figures);
    for (const who of ["visitor", "signed-in customer"] as const) {
      const [ours, theirs] = [figures[`GraphQL, ${who}`], figures[`baseline, ${who}`]];
      console.log(
        `GraphQL as a ${who}: throughput ${Math.round((ours.requestsPerSecond / theirs.requestsPerSecond) * 100)}% ` +
          `of the baseline's, p99 ${(ours.p99ms / theirs.p99ms).toFixed(2)}×, server CPU ` +
          `${(ours.serverCpuMs / theirs.serverCpuMs).toFixed(2)}×, PostgreSQL CPU ` +
          `${(ours.postgresCpuMs / theirs.postgresCpuMs).toFixed(2)}×, statements ${ours.statements} vs ${theirs.statements}`,
      );
    }
    // The sampler charges a thread's busy wall time to the frame it is in: on a busy machine,
    // the time it waits for a core while in a system call lands on that call (writev).
    console.log(
      `\nCPU profile of the app process, ${values["profile-requests"]} visitor home queries: ` +
        `${Math.round(profile.sampledMs)} ms sampled busy, ${Math.round(profiledCpuMs)} ms of CPU by /proc ` +
        `(the difference is time spent waiting for a core). By package:`,
    );
    console.table(profile.layers.map(({ layer, ms, share }) => ({ layer, ms, share })));
    console.log(`Top ${profile.functions.length} functions by self time`);
    console.table(profile.functions);
  } finally {
    await servers.stop();
  }
}

/** One booking with a checked address through the app, so the viewer has a last service address. */
async function bookWithAddress(app: MeasuredServer, cookie: string, admin: pg.Client) {
  const {
    rows: [toronto],
  } = await admin.query(`SELECT id FROM "City" WHERE slug = 'toronto-ontario'`);
  const response = await fetch(`${app.url}/api/bookings`, {
    method: "POST",
    headers: { ...HEADERS, cookie },
    body: JSON.stringify(bookingRequest(toronto.id)),
  });
  if (response.status !== 201) throw new Error(`Booking failed: ${response.status} ${await response.text()}`);
}

/** Throws unless both answer the same text, byte for byte, to the same request. */
async function assertSameText(graphql: MeasuredTarget, baseline: MeasuredTarget) {
  const textOf = async ({ server, path, body, ...init }: MeasuredTarget) =>
    (await fetch(server.url + path, { ...init, body: body!.replace("__SEQ__", "0") })).text();
  const [ours, theirs] = [await textOf(graphql), await textOf(baseline)];
  if (ours === theirs && ours.includes('"edges":[{')) return;
  let at = 0;
  while (ours[at] === theirs[at]) at += 1;
  throw new Error(
    `GraphQL and the baseline answer differently from character ${at}:\n` +
      `GraphQL:  …${ours.slice(Math.max(0, at - 80), at + 200)}\nbaseline: …${theirs.slice(Math.max(0, at - 80), at + 200)}`,
  );
}

await main();
