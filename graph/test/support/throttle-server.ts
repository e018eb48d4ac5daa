// One app instance for the two-process throttle test (graph/test/pg): the real app over
// the PostgreSQL schema the test prepared, on a port of its own. It prints {"port": n}
// once listening and closes its pool on SIGTERM.
//   THROTTLE_DATABASE_URL, THROTTLE_SCHEMA: where the test's database is
//   THROTTLE_NOW: the instant the clock stays at, so no wait can run out mid-test
import { serve } from "@hono/node-server";
import { createApp } from "../../src/app.ts";
import { openDatabase } from "../../src/db/client.ts";

const { THROTTLE_DATABASE_URL: databaseUrl, THROTTLE_SCHEMA: schema, THROTTLE_NOW: nowText } = process.env;
if (!databaseUrl || !schema || !nowText) throw new Error("Set THROTTLE_DATABASE_URL, THROTTLE_SCHEMA and THROTTLE_NOW");

const now = new Date(nowText);
const db = await openDatabase({ databaseUrl, schema });
const app = createApp({ db: db.prisma, clock: { now: () => now } });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, ({ port }) => {
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});

process.once("SIGTERM", () => {
  server.close();
  void db.close().then(() => process.exit(0));
});
