// npm run bench:soak [-- --minutes 10 --rate 40 --providers 10000 --database-url postgresql://…/bench_soak]
//
// A soak: two real app processes (NODE_ENV=production, behind a make-believe proxy:
// TRUST_PROXY=true) on one PostgreSQL database, under a fixed rate of the SPA's own
// requests split round-robin between them, for --minutes. The mix (soak-operations.ts):
// searches, city pages, provider pages, bookings from many visitors' addresses, and the
// dashboards of signed-in providers. Each minute it prints every operation's count,
// errors, p50 and p99, beside two baselines measured in the same run (GET /healthz on the
// same processes, SELECT 1 on the same database), each process's RSS and CPU, and the
// machine's load average (other work on a shared machine shows there). At the end it
// checks its acceptance: 0 errors, no minute's p99 above 3 × the first minute's,
// RSS flat within 10% after warm-up; it exits with 1 if any fails.
//
// Runs on a database of its own, made afresh and dropped at the end (default bench_soak
// on 127.0.0.1:5432).
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { DEMO_PASSWORD } from "../prisma/seed/seed.ts";
import { signIn } from "./support/soak-client.ts";
import { dropDatabase, recreateDatabase } from "./support/bench-postgres.ts";
import { seedSoakDatabase } from "./support/soak-database.ts";
import { type DashboardSession, MIX, VISITORS, visitorAddress } from "./support/soak-operations.ts";
import type { LoadPlan, MinuteReport } from "./support/soak-protocol.ts";
import {
  checkLine,
  errorsCheck,
  minuteBlock,
  p99Check,
  rssCheck,
  processTable,
  summarize,
  totalsTable,
} from "./support/soak-report.ts";
import { runLoad } from "./support/soak-run-load.ts";
import { type ProcessSample, sampleProcesses, type SoakServer, startSoakServers } from "./support/soak-servers.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    rate: { type: "string", default: "40" },
    providers: { type: "string", default: "10000" },
    "database-url": { type: "string", default: "postgresql://postgres@127.0.0.1:5432/bench_soak" },
  },
});
const minutes = positiveInteger("minutes", values.minutes);
const rate = positiveInteger("rate", values.rate);
const providers = positiveInteger("providers", values.providers);
const databaseUrl = values["database-url"];

/** Provider accounts whose dashboards are read (and who get half the bookings). */
const DASHBOARD_PROVIDERS = 20;
/** Each baseline's requests per second: enough for a p99 each minute, too few to load anything. */
const BASELINE_RATE = 2;
/** Unmeasured requests of the mix to each server before the clock starts. */
const WARM_UP_REQUESTS = 100;
const SERVER_NAMES = ["A", "B"];
const MINUTE_MS = 60_000;
const SEED = 42;

async function main() {
  console.log(`Seeding ${providers} providers into ${databaseUrl}...`);
  await recreateDatabase(databaseUrl);
  const mailbox = await mkdtemp(path.join(tmpdir(), "soak-mailbox-"));
  let servers: SoakServer[] = [];
  try {
    const catalogue = await seedSoakDatabase(databaseUrl, { providers, dashboardProviders: DASHBOARD_PROVIDERS });
    servers = await startSoakServers(SERVER_NAMES, {
      DATABASE_URL: databaseUrl,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      // The outbox's emails (one per booking to a provider with an account) go to files.
      MAILBOX_DIR: mailbox,
    });
    const sessions = await signInProviders(servers, catalogue.dashboardAccounts);
    const mix = Object.entries(MIX).map(([operation, weight]) => `${operation} ${weight}`);
    console.log(
      `Servers ${servers.map((server) => `${server.name} ${server.url} (pid ${server.pid})`).join(", ")}; ` +
        `${sessions.length} providers signed in.\nLoad: ${rate} requests/s for ${minutes} min, round-robin; ` +
        `per 100: ${mix.join(", ")}; baselines ${BASELINE_RATE}/s each; ` +
        `after ${WARM_UP_REQUESTS} unmeasured requests to each server.`,
    );

    const errorLinesBefore = servers.map((server) => server.errorLines.length);
    const reports: MinuteReport[] = [];
    const samples: ProcessSample[] = [];
    let sampleAt: Promise<ProcessSample>[] = [];
    let bookingsBefore = 0;
    const plan: LoadPlan = {
      catalogue,
      sessions,
      seed: SEED,
      servers: servers.map((server) => server.url),
      databaseUrl,
      rate,
      baselineRate: BASELINE_RATE,
      minutes,
      warmUpRequests: WARM_UP_REQUESTS,
    };
    await runLoad(plan, {
      async started(startAt) {
        // Each minute's figures are read when the minute ends, while the load runs on.
        sampleAt = Array.from({ length: minutes }, (_, index) =>
          sampleAtTime(servers, startAt + (index + 1) * MINUTE_MS),
        );
        samples[0] = await sampleProcesses(servers);
        bookingsBefore = await countBookings();
      },
      async minute(report) {
        samples[report.minute] = await sampleAt[report.minute - 1]!;
        reports.push(report);
        const minute = [samples[report.minute - 1]!, samples[report.minute]!] as [ProcessSample, ProcessSample];
        console.log(minuteBlock(report, minutes, SERVER_NAMES, minute));
      },
    });
    const serverErrorLines = servers.flatMap((server, index) => server.errorLines.slice(errorLinesBefore[index]));
    const bookingsStored = (await countBookings()) - bookingsBefore;
    const emails = (await readdir(mailbox)).length;

    const all = summarize(reports.flatMap((report) => Object.values(report.rows)));
    const bookings = summarize(reports.map((report) => report.rows.booking));
    console.log(`\nTotals over the ${minutes} min (${emails} emails written by the outbox, warm-up included):`);
    console.log(totalsTable(reports));
    console.log(`\n${processTable(SERVER_NAMES, samples)}`);
    if (serverErrorLines.length) {
      console.log(`\nThe servers' stderr during the load (first 10):\n${serverErrorLines.slice(0, 10).join("\n")}`);
    }
    const checks = [
      errorsCheck({
        clientErrors: all.errors,
        requests: all.count,
        serverErrorLines: serverErrorLines.length,
        bookingsAnswered: bookings.count - bookings.errors,
        bookingsStored,
      }),
      p99Check(reports),
      rssCheck(SERVER_NAMES, samples),
    ];
    console.log(`\nAcceptance:\n${checks.map(checkLine).join("\n")}`);
    if (checks.some((check) => check.passed === false)) process.exitCode = 1;
  } catch (error) {
    for (const server of servers.filter((server) => server.errorLines.length)) {
      console.error(`--- server ${server.name}'s stderr ---\n${server.errorLines.join("\n")}`);
    }
    throw error;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase(databaseUrl);
    await rm(mailbox, { recursive: true, force: true });
  }
}

/** Each account signs in once, from its own address, alternating between the servers. */
async function signInProviders(
  servers: SoakServer[],
  accounts: { providerId: number; email: string }[],
): Promise<DashboardSession[]> {
  return Promise.all(
    accounts.map(async ({ providerId, email }, index) => {
      // Past the visitors' addresses, in the same benchmark range.
      const address = visitorAddress(VISITORS + index);
      const server = servers[index % servers.length]!;
      return { providerId, address, cookie: await signIn(server.url, email, DEMO_PASSWORD, address) };
    }),
  );
}

function sampleAtTime(servers: SoakServer[], at: number): Promise<ProcessSample> {
  return new Promise((resolve) => setTimeout(() => resolve(sampleProcesses(servers)), at - Date.now()));
}

async function countBookings(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM "Booking"`);
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number, 1 or more (got ${text})`);
  return value;
}

await main();
