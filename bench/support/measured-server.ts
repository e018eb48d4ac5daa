// One server of bench:home or bench:writes, in a process of its own so that its CPU time
// (/proc/<pid>/stat) is its own: the load comes from the bench's process. Started by
// measured-servers.ts with `node --import tsx`, argv[2] naming what to serve:
//
//   app              the marketplace's createApp, as bench:search serves it (no jobs); with
//                    BENCH_SERVER_REPLICA_URL its public reads go to that replica, and
//                    BENCH_SERVER_PUBLIC_CACHE=off executes every search
//   home-baseline    support/home-baseline.ts: bare node:http + pg for the home query
//   writes-baseline  support/writes-baseline.ts: bare node:http + pg for POST /api/bookings
//
// It counts every statement the pg driver sends (each Client#query: Prisma's adapter, the
// rows driver and a bare handler all go through it), and answers the parent over IPC:
// { statements } on "count", and a CPU profile of what ran between "profile-start" and
// "profile-stop" (node:inspector, in this process, so the profile is the server's alone).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Session } from "node:inspector/promises";
import pg from "pg";

const kind = process.argv[2];
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL!;

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function start(): Promise<Server> {
  if (kind === "app") {
    const [{ serve }, { createApp }, { openDatabase }] = await Promise.all([
      import("@hono/node-server"),
      import("../../graph/src/app.ts"),
      import("../../graph/src/db/client.ts"),
    ]);
    const db = await openDatabase({ databaseUrl });
    const replicaUrl = process.env.BENCH_SERVER_REPLICA_URL;
    const replica = replicaUrl ? await openDatabase({ databaseUrl: replicaUrl }) : null;
    const app = createApp({
      db: db.prisma,
      replicaDb: replica?.prisma,
      publicResponseCache: process.env.BENCH_SERVER_PUBLIC_CACHE !== "off",
      logError: (message, error) => console.error(message, error),
    });
    return serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl });
  if (kind === "home-baseline") return (await import("./home-baseline.ts")).startHomeBaseline(pool);
  if (kind === "writes-baseline") return (await import("./writes-baseline.ts")).startWritesBaseline(pool);
  throw new Error(`Unknown server: ${kind}`);
}

const server = await start();
if (!server.listening) server.listen(0, "127.0.0.1");
await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));

const session = new Session();
session.connect();
process.on("message", (message: { type: string }) => {
  void answer(message.type).then((reply) => process.send!(reply));
});
async function answer(type: string): Promise<unknown> {
  if (type === "count") return { statements };
  if (type === "profile-start") {
    // Marks the event loop's waits as "(idle)" in the profile, as --cpu-prof does, rather
    // than charging them to whatever native frame the sampler last saw.
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
