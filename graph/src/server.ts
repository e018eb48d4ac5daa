import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Clock, systemClock, systemContext } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { applyPendingMigrations } from "./db/migrate.ts";
import { purgeSignInRecords } from "./jobs/purge-sign-in-records.ts";
import { startRepeatingJobs } from "./jobs/schedule.ts";

export interface ServerOptions {
  port: number;
  staticDir?: string;
  clock?: Clock;
  /**
   * Runs once the schema is up to date and before the server reports ready: the start
   * scripts seed here (see scripts/prepare-database.ts). The server itself never seeds.
   */
  prepareDatabase?: (db: Database, log: (line: string) => void) => Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

const log = (line: string) => console.log(`[marketplace] ${line}`);

/**
 * Opens the database, starts listening at once (health answers 503 while it
 * prepares), applies pending migrations, lets the caller prepare the data, starts the
 * background jobs, then serves.
 */
export async function startServer(options: ServerOptions) {
  const clock = options.clock ?? systemClock;
  const db = await openDatabase();
  log(`Database: ${db.description}`);
  let ready = false;
  const app = createApp({
    db: db.prisma,
    clock,
    staticDir: options.staticDir,
    secureCookies: process.env.NODE_ENV === "production",
    isReady: () => ready,
  });

  const server = serve({ fetch: app.fetch, port: options.port });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${options.port} is already in use. Set PORT to another port.`)
          : error,
      ),
    );
  });
  log(`Listening on http://localhost:${options.port} (preparing the database...)`);

  let stopping = false;
  // Set once the jobs start; a stop before then has none to stop.
  const jobs = { stop: () => {} };
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log("Stopping...");
    jobs.stop();
    server.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  const applied = await applyPendingMigrations(db);
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");

  await options.prepareDatabase?.(db, log);

  jobs.stop = await startRepeatingJobs(
    systemContext({ db: db.prisma, clock }),
    [{ name: "purge expired sessions and sign-in failures", everyMs: HOUR_MS, run: purgeSignInRecords }],
    (job, error) => console.error(`[marketplace] Job failed: ${job}`, error),
  );

  ready = true;
  log(`Ready: http://localhost:${options.port} · GraphiQL at http://localhost:${options.port}/graphql`);
  return { server, db, stop };
}

export function defaultStaticDir() {
  return path.resolve("dist/web");
}
