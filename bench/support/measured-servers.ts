// The parent's side of measured-server.ts: starts one server process, and reads what it
// cost. Each server connects to PostgreSQL under an application_name of its own, so its
// backends are found in pg_stat_activity and their CPU time read from /proc/<pid>/stat
// (PostgreSQL runs on this machine): the database's work for that server alone, not the
// other databases' on the same cluster.
import { type ChildProcess, fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Profiler } from "node:inspector";
import pg from "pg";
import { prepareSearchDatabase } from "./search-database.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** USER_HZ, the unit of /proc/<pid>/stat's times: 100 on Linux's common builds. */
const CLOCK_TICKS_PER_SECOND = 100;

export type ServerKind = "app" | "home-baseline" | "writes-baseline";

export interface MeasuredServer {
  url: string;
  pid: number;
  /** The name its PostgreSQL connections carry. */
  applicationName: string;
  /** Statements its pg driver has sent so far. */
  statements(): Promise<number>;
  startProfile(): Promise<void>;
  stopProfile(): Promise<Profiler.Profile>;
  stop(): void;
}

/**
 * `settings` go to the server's environment: for the app, BENCH_SERVER_REPLICA_URL (a read
 * replica) and BENCH_SERVER_PUBLIC_CACHE=off (every search executed). `name` tells two servers
 * of one kind apart in their connections' application_name.
 */
export async function startMeasuredServer(
  kind: ServerKind,
  databaseUrl: string,
  settings: Record<string, string> = {},
  name: string = kind,
): Promise<MeasuredServer> {
  const applicationName = `bench_${name.replaceAll("-", "_")}_${process.pid}`;
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", applicationName);
  const child = fork(path.join(projectRoot, "bench/support/measured-server.ts"), [kind], {
    cwd: projectRoot,
    execArgv: ["--import", "tsx"],
    env: { ...process.env, ...settings, BENCH_SERVER_DATABASE_URL: url.href, FORCE_COLOR: "0" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { port } = (await nextMessage(child)) as { port: number };
  const ask = async (type: string) => {
    child.send({ type });
    return (await nextMessage(child)) as Record<string, unknown>;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    applicationName,
    statements: async () => (await ask("count")).statements as number,
    startProfile: async () => void (await ask("profile-start")),
    stopProfile: async () => (await ask("profile-stop")).profile as Profiler.Profile,
    stop: () => void child.kill("SIGTERM"),
  };
}

/**
 * What bench:home and bench:writes start from: the database seeded (or reused), a connection
 * of the bench's own to it, the app and the baseline each in its process.
 */
export async function startAppAndBaseline(
  databaseUrl: string,
  baseline: Exclude<ServerKind, "app">,
  seed: { providers: number; reuse: boolean },
) {
  await prepareSearchDatabase(databaseUrl, seed.providers, seed.reuse);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const app = await startMeasuredServer("app", databaseUrl);
  const bare = await startMeasuredServer(baseline, databaseUrl);
  return {
    admin,
    app,
    bare,
    async stop() {
      app.stop();
      bare.stop();
      await admin.end();
    },
  };
}

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The server process exited (${code})`));
    child.once("exit", onExit);
    child.once("message", (message) => {
      child.off("exit", onExit);
      resolve(message);
    });
  });
}

/** CPU time (user and system) of a process so far, in ms; 0 once it has gone. */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  if (!stat) return 0;
  // Fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1000;
}

/** The CPU ms of each PostgreSQL backend serving `applicationName`, by pid. */
export async function backendsCpuMs(admin: pg.Client, applicationName: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [
    applicationName,
  ]);
  return new Map(await Promise.all(rows.map(async ({ pid }) => [pid, await cpuMsOf(pid)] as [number, number])));
}

/**
 * What the backends spent between two readings: a backend that started in between counts
 * from zero; one that ended in between is lost (pools keep theirs while in use).
 */
export function backendsSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
