// One server of bench:search-history, in a process of its own so that no two share a heap
// or an event loop (run with tsx, its working directory the checkout it serves):
//
//   search-history-server.ts app <checkout> <cache: on|off>   that checkout's marketplace
//   search-history-server.ts baseline <first>                 the bare node:http baseline
//
// Writes {"port": n} as its first line of output once listening; SIGTERM closes it.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BENCH_DATABASE_URL, HOME_SEARCH } from "./home-search.ts";

const [mode, ...args] = process.argv.slice(2);
const logError = (message: string, error: unknown) => console.error(message, error);

async function startApp(checkout: string, cache: boolean): Promise<{ server: Server; close(): Promise<void> }> {
  // The checkout's own modules, whatever they were then: its app, its database client, its Hono.
  const from = (file: string) => import(pathToFileURL(path.join(checkout, file)).href);
  const { createApp } = await from("graph/src/app.ts");
  const { openDatabase } = await from("graph/src/db/client.ts");
  const hono = createRequire(path.join(checkout, "package.json")).resolve("@hono/node-server");
  const { serve } = await import(pathToFileURL(hono).href);
  const db = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
  // An option a commit did not know yet is ignored: before the cache existed, none answered.
  const app = createApp({ db: db.prisma, logError, publicResponseCache: cache });
  const server = serve({ fetch: app.fetch, port: 0 }) as Server;
  return { server, close: () => db.close() };
}

async function startBaseline(first: number): Promise<{ server: Server; close(): Promise<void> }> {
  const { default: pg } = await import("pg");
  const { startSearchBaseline } = await import("./search-baseline.ts");
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL });
  const {
    rows: [toronto],
  } = await pool.query(`SELECT id, name, province, latitude, longitude FROM "City" WHERE slug = 'toronto-ontario'`);
  const { server } = startSearchBaseline(pool, toronto, HOME_SEARCH.maxDistance, HOME_SEARCH.serviceType, first);
  server.listen(0);
  return { server, close: () => pool.end() };
}

const started =
  mode === "app" ? await startApp(path.resolve(args[0]!), args[1] === "on") : await startBaseline(Number(args[0]));
const { server } = started;
if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
process.once("SIGTERM", () => {
  server.close();
  void started.close().finally(() => process.exit(0));
});
