import path from "node:path";
import { serve } from "@hono/node-server";
import { seedDatabase, isDatabaseEmpty } from "../../prisma/seed/seed.ts";
import { createApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { applyPendingMigrations } from "./db/migrate.ts";
import { purgeExpiredSessions } from "./services/accounts/sessions.ts";
import { purgeStaleFailedSignIns } from "./services/accounts/sign-in-throttle.ts";

export interface ServerOptions {
  port: number;
  staticDir?: string;
  seedProviders: number;
}

const log = (line: string) => console.log(`[marketplace] ${line}`);

/**
 * Opens the database, starts listening at once (health answers 503 while it
 * prepares), applies pending migrations, seeds an empty database, then serves.
 */
export async function startServer(options: ServerOptions) {
  const db = await openDatabase();
  log(`Database: ${db.description}`);
  let ready = false;
  const app = createApp({
    db: db.prisma,
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
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log("Stopping...");
    server.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  const applied = await applyPendingMigrations(db);
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");

  if (await isDatabaseEmpty(db.prisma)) {
    log(`Empty database: seeding demo data (${options.seedProviders} providers)...`);
    const summary = await seedDatabase(db.prisma, { providers: options.seedProviders, log });
    log(`Seeded: ${JSON.stringify(summary)}`);
  }

  // Expired sessions and stale sign-in failures no longer count; this only keeps the tables small.
  const purge = () =>
    Promise.all([purgeExpiredSessions(db.prisma, new Date()), purgeStaleFailedSignIns(db.prisma, new Date())]).catch(
      (error) => console.error("Purge of expired sign-in records failed", error),
    );
  await purge();
  setInterval(purge, 60 * 60 * 1000).unref();

  ready = true;
  log(`Ready: http://localhost:${options.port} · GraphiQL at http://localhost:${options.port}/graphql`);
  return { server, db, stop };
}

export function defaultStaticDir() {
  return path.resolve("dist/web");
}
