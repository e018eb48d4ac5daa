import { DEFAULT_PARTNER_RATE_LIMIT, type PartnerRateLimit } from "./services/partners/partner-tokens.ts";
import { marketplaceParty } from "./services/receipts/marketplace-party.ts";
import path from "node:path";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { answerClientErrorsInJson } from "./http/client-errors.ts";
import { parseAllowedOrigins } from "./http/cross-site.ts";
import { type Clock, systemClock, systemContext } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { applyPendingMigrations } from "./db/migrate.ts";
import { answerBackupRequests } from "./db/backup.ts";
import { paymentGatewayFromEnv, paymentKeyPrefixFromEnv } from "./gateways/payments/configure.ts";
import { mailGatewayFromEnv } from "./gateways/mail/configure.ts";
import { pushGatewayFromEnv } from "./gateways/push/configure.ts";
import { deliverDueNotifications } from "./services/notifications/deliver.ts";
import { purgeNotificationRecords } from "./jobs/purge-notification-records.ts";
import { purgeIdempotencyKeys } from "./jobs/purge-idempotency-keys.ts";
import { purgeContactMessages } from "./jobs/purge-contact-messages.ts";
import { releaseAllHeldTransfers } from "./services/payments/payouts.ts";
import { bookRecurringCleanings } from "./jobs/book-recurring-cleanings.ts";
import { purgeSignInRecords } from "./jobs/purge-sign-in-records.ts";
import { reconcilePayments } from "./jobs/reconcile-payments.ts";
import { retryRefunds } from "./jobs/retry-refunds.ts";
import { startRepeatingJobs } from "./jobs/schedule.ts";
import { gracefulStopSettingsFromEnv, keepAliveSettingsFromEnv, stopGracefully } from "./http/graceful-stop.ts";
import { movableClockFromEnv } from "./http/test-clock.ts";
import { recordDueReminders } from "./services/bookings/reminders.ts";
import { lapseUnansweredMoves } from "./services/bookings/moves.ts";
import { DEVELOPMENT_GUEST_LINK_SECRET, guestLinkSecretFromEnv } from "./services/bookings/guest-link.ts";
import { accountMailer } from "./services/accounts/account-mail.ts";
import { errorLogFor, loggerFromEnv, setProcessLogger } from "./observability/logger.ts";
import { summarize } from "./http/errors.ts";
import { createMetrics } from "./observability/metrics.ts";

export interface ServerOptions {
  port: number;
  /** The interface to listen on; see listenHost(). */
  host?: string;
  staticDir?: string;
  clock?: Clock;
  /**
   * Runs once the schema is up to date and before the server reports ready: the start
   * scripts seed here (see scripts/prepare-database.ts). The server itself never seeds.
   */
  prepareDatabase?: (db: Database, log: (line: string) => void) => Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
const OUTBOX_POLL_MS = 3000;

/**
 * Opens the database, starts listening at once (readiness answers 503 while it
 * prepares), applies pending migrations, lets the caller prepare the data, starts the
 * background jobs, then serves.
 */
export async function startServer(options: ServerOptions) {
  // JSON lines (pretty on a developer's terminal): observability/logger.ts.
  const logger = await loggerFromEnv(process.env);
  setProcessLogger(logger);
  const log = (line: string) => logger.info(line);
  const testClock = movableClockFromEnv(process.env);
  const clock = options.clock ?? testClock ?? systemClock;
  const db = await openDatabase();
  log(`Database: ${db.description}`);
  const replica = await openReplicaFromEnv(db, process.env);
  if (replica) log(`Read replica: ${replica.description}, for visitors' public reads while it is up to date`);
  const backupRequests = await answerBackupRequests(db, { log });
  let ready = false;
  // Set by SIGTERM or SIGINT: /readyz turns 503 at once.
  let stopping = false;
  const production = process.env.NODE_ENV === "production";
  const host = options.host ?? listenHost();
  // Guests' booking links are signed with it: a production server without one stops here.
  if (guestLinkSecretFromEnv(process.env) === DEVELOPMENT_GUEST_LINK_SECRET) {
    log("Guest booking links: signed with the development secret (set GUEST_LINK_SECRET)");
  }
  if (marketplaceParty().registrations[0]?.number.includes("example")) {
    log("Receipts: the marketplace's tax numbers are examples (set PLATFORM_GST_HST_NUMBER)");
  }
  const payments = paymentGatewayFromEnv(process.env);
  log(`Payments: ${payments.description}`);
  const push = pushGatewayFromEnv(process.env);
  log(`Push: ${push.description}`);
  const mail = mailGatewayFromEnv(process.env, { defaultMailboxDir: path.resolve("var/dev-mailbox") });
  log(`Email: ${mail.description}`);
  const appUrl = publicUrl(options.port, host);
  const metrics = createMetrics({ db: db.prisma, clock, poolUse: db.poolUse, processFigures: true });
  const metricsToken = process.env.METRICS_TOKEN?.trim() || undefined;
  log(
    metricsToken ? "Metrics: at /metrics, for the bearer of METRICS_TOKEN" : "Metrics: not served (set METRICS_TOKEN)",
  );
  const app = createApp({
    payments: payments.factory,
    paymentKeyPrefix: paymentKeyPrefixFromEnv(process.env),
    push,
    accountMail: accountMailer({ mail, appUrl, logError: errorLogFor(logger) }),
    logger,
    metrics,
    metricsToken,
    db: db.prisma,
    replicaDb: replica?.prisma,
    clock,
    staticDir: options.staticDir,
    production,
    trustProxy: process.env.TRUST_PROXY === "true",
    allowedOrigins: parseAllowedOrigins(process.env.ALLOWED_ORIGINS),
    partnerRateLimit: partnerRateLimitFromEnv(process.env.PARTNER_RATE_LIMIT_PER_MINUTE),
    isReady: () => ready,
    isStopping: () => stopping,
    testClock: testClock ? { clock: testClock, runJobs: () => jobs.runAll() } : undefined,
  });

  const keepAlive = keepAliveSettingsFromEnv(process.env);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: host }) as Server;
  Object.assign(server, keepAlive);
  answerClientErrorsInJson(server, logger);
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
  log(`Listening on http://${displayHost(host)}:${options.port} (preparing the database...)`);

  // Set once the jobs start; a stop before then has none to stop.
  const jobs = { stop: async () => {}, runAll: async () => {} };
  const shutdown = gracefulStopSettingsFromEnv(process.env);
  const stop = async () => {
    if (stopping) return;
    // /readyz answers 503 from here on (http/readiness.ts).
    stopping = true;
    log(
      shutdown.drainMs > 0
        ? `Stopping: not ready; serving ${shutdown.drainMs / 1000} s more while the balancer notices...`
        : "Stopping: finishing the requests and jobs in progress...",
    );
    const { timedOut } = await stopGracefully({
      server,
      ...shutdown,
      finishing: () => jobs.stop(),
    });
    if (timedOut) log(`Stopping: closed what was still open after ${shutdown.timeoutMs / 1000} s`);
    await mail.close();
    await push.close?.();
    await backupRequests.stop();
    await replica?.close();
    await db.close();
    process.exit(0);
  };
  // A stop that fails half-way (a database that will not close) still ends the process,
  // and says why, rather than leaving a rejection nobody handles.
  const stopOnSignal = () =>
    void stop().catch((error: unknown) => {
      logger.fatal({ err: summarize(error) }, "Could not stop cleanly");
      process.exit(1);
    });
  process.on("SIGINT", stopOnSignal);
  process.on("SIGTERM", stopOnSignal);

  const applied = await applyPendingMigrations(db);
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");

  await options.prepareDatabase?.(db, log);

  const started = await startRepeatingJobs(
    systemContext({ db: db.prisma, clock, payments: app.payments, push }),
    [
      {
        name: "purge expired sessions, sign-in throttle keys and trusted devices",
        everyMs: HOUR_MS,
        run: purgeSignInRecords,
      },
      { name: "purge expired idempotency keys", everyMs: HOUR_MS, run: purgeIdempotencyKeys },
      { name: "purge handled contact messages past their retention", everyMs: HOUR_MS, run: purgeContactMessages },
      // Held shares go out when account.updated says a provider can receive them; this
      // catches any transfer that failed then (the gateway was down) and retries it.
      { name: "pay out held provider shares", everyMs: 15 * 60 * 1000, run: releaseAllHeldTransfers },
      // Refunds owed by cancellations that the gateway refused or could not be asked for.
      { name: "retry refunds owed", everyMs: 60 * 1000, run: retryRefunds },
      // A payment whose webhook never came (the server died between the card and the event)
      // is asked about at the gateway and settled by the webhook's own code.
      { name: "reconcile pending payments with the gateway", everyMs: 60 * 1000, run: reconcilePayments },
      // Cleanings are booked a week ahead, so a run every few minutes is plenty; each run
      // also resumes schedules whose pause has ended.
      { name: "book recurring cleanings", everyMs: 5 * 60 * 1000, run: bookRecurringCleanings },
      // Reminders are due at a minute's precision; an idle run is one indexed statement.
      { name: "remind customers and providers of visits", everyMs: 60 * 1000, run: recordDueReminders },
      // Proposed moves lapse at a minute's precision too.
      { name: "lapse unanswered booking moves", everyMs: 60 * 1000, run: lapseUnansweredMoves },
      {
        name: "prune stale push tokens and ended rate-limit windows",
        everyMs: HOUR_MS,
        run: purgeNotificationRecords,
      },
      // The outbox: a few seconds between a booking and its push and email is fine, and an
      // idle poll is two indexed statements.
      {
        name: "deliver notifications",
        everyMs: OUTBOX_POLL_MS,
        run: (ctx) => deliverDueNotifications(ctx, { mail, appUrl }),
      },
    ],
    (job, error) => logger.error({ job, err: summarize(error) }, "Job failed"),
    (job, outcome, seconds) => metrics.jobRun(job, outcome, seconds),
  );
  Object.assign(jobs, started);
  if (testClock) log("Clock: movable by the tests (TEST_CLOCK=movable)");

  ready = true;
  const base = `http://${displayHost(host)}:${options.port}`;
  log(`Ready: ${base} · GraphiQL at ${base}/graphql`);
  return { server, db, stop };
}

/**
 * HOST, or this machine only (127.0.0.1) outside production so a laptop's marketplace is
 * not on the café's network; in production every interface (0.0.0.0), as a container
 * behind a proxy needs. The README says how to expose it.
 */
/**
 * DATABASE_REPLICA_URL: a streaming replica of the PostgreSQL primary, for visitors' public
 * reads (http/replica-reads.ts). It is only read, so nothing is migrated or seeded there.
 */
async function openReplicaFromEnv(primary: Database, env: NodeJS.ProcessEnv): Promise<Database | null> {
  const url = env.DATABASE_REPLICA_URL?.trim();
  if (!url) return null;
  if (primary.kind !== "postgres") {
    throw new Error("DATABASE_REPLICA_URL is a replica of a PostgreSQL primary: set DATABASE_URL too");
  }
  return openDatabase({ databaseUrl: url });
}

export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
}

/** Where users reach the web app, for links in emails: PUBLIC_URL, or this server. */
function publicUrl(port: number, host: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (!configured) return `http://${displayHost(host)}:${port}`;
  if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol)) {
    throw new Error(`PUBLIC_URL must be an http or https address such as https://example.ca (got "${configured}").`);
  }
  return new URL(configured).origin;
}

function displayHost(host: string) {
  return host === "0.0.0.0" || host === "127.0.0.1" || host === "::" ? "localhost" : host;
}

export function defaultStaticDir() {
  return path.resolve("dist/web");
}

/** PARTNER_RATE_LIMIT_PER_MINUTE: requests per minute per partner token (default 120). */
export function partnerRateLimitFromEnv(value: string | undefined): PartnerRateLimit {
  if (value === undefined || value.trim() === "") return DEFAULT_PARTNER_RATE_LIMIT;
  const requests = Number(value);
  if (!Number.isInteger(requests) || requests < 1) {
    throw new Error(`PARTNER_RATE_LIMIT_PER_MINUTE must be a whole number of requests, 1 or more (got "${value}").`);
  }
  return { requests, windowSeconds: 60 };
}
