// One server of bench:observability, in a process of its own: what observability costs a
// process (the event-loop-delay monitor and GC observer of prom-client's default metrics, log
// writes still in flight when a turn ends) must fall on that server alone, not on the one it is
// compared with, and its CPU time (/proc/<pid>/stat) must be its own. Started by
// bench/observability.ts with `node --import tsx`:
//
//   argv[2]  "off": createLogger({ level: "silent" }), no metrics
//            "on":  createLogger({ level: "info" }) writing JSON lines to BENCH_LOG_FILE through
//                   pino.destination({ sync: false }) — the same asynchronous SonicBoom pino
//                   gives standard output by default, on a file instead of a pipe — and
//                   createMetrics({ processFigures: true }) served at /metrics for the bearer of
//                   BENCH_METRICS_TOKEN, as `npm start` builds them (graph/src/server.ts)
//   argv[3]  "executed": publicResponseCache false (every search executed); "cached": the default
//
// It speaks measured-server.ts's protocol over IPC ("count", "profile-start", "profile-stop",
// so support/measured-load.ts can measure it), plus "close-log": the log's lines in flight
// written out and the file closed, once the load is over, before the bench counts them.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Session } from "node:inspector/promises";
import pg from "pg";
import { pino } from "pino";

const [mode, cache] = process.argv.slice(2);
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL!;
if ((mode !== "on" && mode !== "off") || (cache !== "executed" && cache !== "cached")) {
  throw new Error(`Usage: observability-server.ts on|off executed|cached (got ${mode} ${cache})`);
}

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const [{ serve }, { createApp }, { openDatabase }, { createLogger }, { createMetrics }, { systemClock }] =
  await Promise.all([
    import("@hono/node-server"),
    import("../../graph/src/app.ts"),
    import("../../graph/src/db/client.ts"),
    import("../../graph/src/observability/logger.ts"),
    import("../../graph/src/observability/metrics.ts"),
    import("../../graph/src/context.ts"),
  ]);

const db = await openDatabase({ databaseUrl });
const destination = mode === "on" ? pino.destination({ dest: process.env.BENCH_LOG_FILE!, sync: false }) : undefined;
const app = createApp({
  db: db.prisma,
  publicResponseCache: cache === "cached",
  ...(mode === "on"
    ? {
        logger: createLogger({ level: "info", destination }),
        metrics: createMetrics({ db: db.prisma, clock: systemClock, poolUse: db.poolUse, processFigures: true }),
        metricsToken: process.env.BENCH_METRICS_TOKEN,
      }
    : { logger: createLogger({ level: "silent" }) }),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));

const session = new Session();
session.connect();
process.on("message", (message: { type: string }) => {
  void answer(message.type).then((reply) => process.send!(reply));
});
async function answer(type: string): Promise<unknown> {
  if (type === "count") return { statements };
  if (type === "close-log") {
    // Ends the file once the writes in flight are done (with minLength 0, flush() waits for nothing).
    if (destination) await new Promise((resolve) => destination.once("close", resolve).end());
    return { closed: true };
  }
  if (type === "profile-start") {
    // As measured-server.ts: the event loop's waits are "(idle)", not the last native frame.
    (process as unknown as { _startProfilerIdleNotifier(): void })._startProfilerIdleNotifier();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
    await session.post("Profiler.start");
    return { started: true };
  }
  if (type === "profile-stop") return { profile: (await session.post("Profiler.stop")).profile };
  return { error: `unknown message ${type}` };
}
process.send!({ port: (server.address() as AddressInfo).port });
