// A PostgreSQL primary and its streaming standby, made on this machine for a test: the machine's
// own cluster allows no replication connections, so the test makes a primary of its own
// (initdb), copies it with pg_basebackup and starts the copy as a hot standby on another port.
// PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user, in
// a folder it owns.
import { execFile, execFileSync } from "node:child_process";
import { appendFile, chown, mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Waits until the standby has replayed everything the primary had written when called. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Pauses or resumes the standby's replay, to make it lag on purpose. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the standby alone, as a replica that goes away. */
  stopStandby(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server binaries Debian installed (PG_BIN to choose). */
async function serverBinaries(): Promise<string> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = (await readdir("/usr/lib/postgresql")).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("No PostgreSQL server binaries under /usr/lib/postgresql: set PG_BIN");
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = await serverBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
        gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
      }
    : null;
  const asPostgres = (command: string, args: string[]) =>
    owner
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);

  const root = await mkdtemp(path.join(os.tmpdir(), "replica-cluster-"));
  if (owner) await chown(root, owner.uid, owner.gid);
  const primaryDir = path.join(root, "primary");
  const standbyDir = path.join(root, "standby");
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) => `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const started: string[] = [];

  const stop = async () => {
    for (const dir of started.reverse()) {
      await asPostgres("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]).catch(() => {});
    }
    await rm(root, { recursive: true, force: true });
  };
  try {
    await asPostgres("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "--no-sync"]);
    await appendFile(path.join(primaryDir, "pg_hba.conf"), "host replication all 127.0.0.1/32 trust\n");
    const primaryLog = path.join(root, "primary.log");
    await asPostgres("pg_ctl", ["-D", primaryDir, "-o", serverOptions(primaryPort), "-l", primaryLog, "-w", "start"]);
    started.push(primaryDir);
    await asPostgres("pg_basebackup", [
      ...["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"],
      ...["-D", standbyDir, "-R", "-X", "stream", "--no-sync"],
    ]);
    const standbyLog = path.join(root, "standby.log");
    await asPostgres("pg_ctl", ["-D", standbyDir, "-o", serverOptions(standbyPort), "-l", standbyLog, "-w", "start"]);
    started.push(standbyDir);
  } catch (error) {
    await stop();
    throw error;
  }

  const primaryUrl = `postgresql://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgresql://postgres@127.0.0.1:${standbyPort}/postgres`;
  const query = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Record<string, string | null>>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl,
    replicaUrl,
    async caughtUp(timeoutMs = 20_000) {
      const [{ lsn }] = (await query(primaryUrl, "SELECT pg_current_wal_lsn()::text AS lsn")) as [{ lsn: string }];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [{ behind }] = (await query(
          replicaUrl,
          `SELECT pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn AS behind`,
        )) as unknown as [{ behind: boolean }];
        if (!behind) return;
        if (Date.now() > deadline) throw new Error(`The standby did not replay up to ${lsn} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async pauseReplay() {
      await query(replicaUrl, "SELECT pg_wal_replay_pause()");
    },
    async resumeReplay() {
      await query(replicaUrl, "SELECT pg_wal_replay_resume()");
    },
    async stopStandby() {
      await asPostgres("pg_ctl", ["-D", standbyDir, "-m", "immediate", "-w", "stop"]);
      started.splice(started.indexOf(standbyDir), 1);
    },
    stop,
  };
}
