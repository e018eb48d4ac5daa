// Real API servers (scripts/serve-api.ts) as child processes over one PostgreSQL schema:
// what two app instances behind a load balancer share. For races between instances (one
// booking per idempotency key, one throttle count) that one process cannot show, and for a
// rolling restart (`restart(index)`: one instance replaced on its own port, as a deploy does).
//
// Run as a script (by `prepareRestart` only) it is a replacement: node --import tsx <this file>.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "./free-port.ts";

const projectRoot = path.resolve(import.meta.dirname, "../../..");
const SCRIPT = path.join(projectRoot, "graph/test/support/server-processes.ts");
const LOADED = "[replacement] loaded, waiting";
const GO = "go";

if (process.argv[1] === SCRIPT) await replacementServer();

/**
 * The child for a restart: loads the server's modules (seconds of CPU, far more on a loaded
 * machine) while the old process still serves, then, told "go" once the port is free, does
 * what scripts/serve-api.ts does. Only the loading is done ahead: it opens the database,
 * listens and becomes ready like any new process.
 */
async function replacementServer() {
  const [{ startServer }, { prepareDatabase }] = await Promise.all([
    import("../../src/server.ts"),
    import("../../../scripts/prepare-database.ts"),
  ]);
  process.stdout.write(`${LOADED}\n`);
  const lines = createInterface({ input: process.stdin });
  const go = await new Promise<boolean>((resolve) => {
    lines.once("line", (line) => resolve(line.trim() === GO));
    lines.once("close", () => resolve(false));
  });
  lines.close();
  // The parent went away (or the restart failed) before the port was ours: nothing to serve.
  if (!go) process.exit(0);
  await startServer({
    port: Number(process.env.PORT),
    prepareDatabase: prepareDatabase({ providers: Number(process.env.SEED_PROVIDERS ?? 2000) }),
  });
}

export interface ServerProcessOptions {
  /** PostgreSQL URL; PGlite cannot be shared between processes. */
  databaseUrl: string;
  /** The schema to serve (as `?schema=` in DATABASE_URL); default the URL's own. */
  schema?: string;
  /** How many servers; default 2. */
  count?: number;
  /** Variables that differ from a test start's (NODE_ENV=test, SEED_PROVIDERS=20). */
  env?: Record<string, string>;
  /** How long each may take to answer /readyz with 200; default 120 s. */
  readyTimeoutMs?: number;
  /** The schema is already migrated and seeded: start them all at once, not the first alone. */
  schemaReady?: boolean;
}

export interface ServerProcesses {
  /** Each server's base URL, e.g. http://127.0.0.1:41234, in start order. */
  urls: string[];
  /** Every server's output so far, each line prefixed with its index. */
  log(): string;
  /** Stops them all (SIGTERM, then SIGKILL after 15 s); resolves once all have exited. */
  stop(): Promise<void>;
  /** Each server's current process id, in start order (a restart changes its entry). */
  pids(): number[];
  /**
   * Replaces server `index` as a deploy does: SIGTERM, wait for it to exit (SIGKILL after
   * 15 s, and then it rejects), start a new process on the same port, wait until /readyz
   * answers 200. The new process loads its modules before the SIGTERM (see
   * replacementServer), so the instance is out for its stop and start, not its loading.
   */
  restart(index: number): Promise<ServerRestart>;
  /**
   * The same in two steps: resolves once the replacement has loaded, and its `swap()` does the
   * rest from the SIGTERM on; so a rolling restart can load the next replacement meanwhile.
   */
  prepareRestart(index: number): Promise<{ swap(): Promise<ServerRestart> }>;
}

export interface ServerRestart {
  previousPid: number;
  pid: number;
  /** How the old process ended: "exit 0" after a clean graceful stop. */
  exit: string;
  /** The new process loading its modules, before the SIGTERM. */
  loadMs: number;
  /** From SIGTERM to the old process's exit, and from its exit to the new one's readiness. */
  stopMs: number;
  startMs: number;
}

/**
 * Starts `count` servers on free ports. The first starts alone, so an empty schema is
 * migrated and seeded once; the others start together once it is ready (all together with
 * `schemaReady`).
 */
export async function startServerProcesses(options: ServerProcessOptions): Promise<ServerProcesses> {
  const count = options.count ?? 2;
  const url = new URL(options.databaseUrl);
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error("Server processes need a PostgreSQL databaseUrl");
  if (options.schema) url.searchParams.set("schema", options.schema);

  const env = options.env ?? {};
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const started: ServerProcess[] = [];
  // Every process ever spawned, replaced ones included: a stop during a restart still ends the
  // new process, and the log keeps what the old one said.
  const spawned: { slot: number; generation: number; server: ServerProcess }[] = [];
  const spawnInto = async (slot: number, replacing?: ServerProcess) => {
    const server = await spawnServer(url.href, env, replacing?.port);
    const generation = spawned.filter((entry) => entry.slot === slot).length;
    spawned.push({ slot, generation, server });
    started[slot] ??= server;
    return server;
  };
  const stop = async () => {
    await Promise.all(spawned.map(({ server }) => server.stop()));
  };
  const log = () =>
    spawned
      .map(({ slot, generation, server }) => {
        const label = generation === 0 ? `[${slot}]` : `[${slot} restart ${generation}]`;
        return server.lines.map((line) => `${label} ${line}`).join("\n");
      })
      .join("\n");
  const prepareRestart = async (index: number) => {
    const old = started[index];
    if (!old) throw new Error(`No server ${index}: there are ${started.length}`);
    const loading = performance.now();
    const server = await spawnInto(index, old);
    await server.loaded;
    const loadMs = Math.round(performance.now() - loading);
    return {
      async swap(): Promise<ServerRestart> {
        const stopping = performance.now();
        const exit = await old.stop();
        const stopped = performance.now();
        if (exit === "killed") throw new Error(`Server ${index} (pid ${old.pid}) did not stop within 15 s: killed`);
        started[index] = server;
        server.open();
        await server.ready(readyTimeoutMs);
        return {
          previousPid: old.pid,
          pid: server.pid,
          exit,
          loadMs,
          stopMs: Math.round(stopped - stopping),
          startMs: Math.round(performance.now() - stopped),
        };
      },
    };
  };
  try {
    const start = async (slot: number) => {
      const server = await spawnInto(slot);
      await server.ready(readyTimeoutMs);
      return server;
    };
    const first = options.schemaReady ? 0 : 1;
    if (!options.schemaReady) await start(0);
    // Settled, not Promise.all: a failure must not leave a server still starting unstopped.
    const rest = await Promise.allSettled(Array.from({ length: count - first }, (_, index) => start(index + first)));
    const failure = rest.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server logs ---\n${log()}`);
  }
  return {
    urls: started.map((server) => server.url),
    log,
    stop,
    pids: () => started.map((server) => server.pid),
    restart: async (index) => (await prepareRestart(index)).swap(),
    prepareRestart,
  };
}

interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  lines: string[];
  /** A replacement (spawned with a port): resolves once its modules are loaded. */
  loaded: Promise<void>;
  /** A replacement: starts the server, once the port is free. */
  open(): void;
  ready(timeoutMs: number): Promise<void>;
  /** Resolves with how it ended: "exit <code>", "signal <name>", or "killed" past 15 s. */
  stop(): Promise<string>;
}

/** A server on a free port (scripts/serve-api.ts), or with `port` a replacement (this file). */
async function spawnServer(
  databaseUrl: string,
  extraEnv: Record<string, string>,
  replacementPort?: number,
): Promise<ServerProcess> {
  const port = replacementPort ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NODE_ENV: "test",
    SEED_PROVIDERS: "20",
    FORCE_COLOR: "0",
    ...extraEnv,
  };
  delete env.DATA_DIR;
  // One process, the server itself (tsx as a loader, not its CLI): SIGTERM reaches the server's
  // own handler, as an orchestrator's does. tsx's CLI relays a signal to its child and SIGKILLs
  // the child when the child has not acknowledged it within about 60 ms, which a server busy
  // with requests often has not: its graceful stop would never run. Its own process group, so
  // a stuck server can be killed whole.
  const replacement = replacementPort !== undefined;
  const child = spawn(process.execPath, ["--import", "tsx", replacement ? SCRIPT : "scripts/serve-api.ts"], {
    cwd: projectRoot,
    env,
    stdio: [replacement ? "pipe" : "ignore", "pipe", "pipe"],
    detached: true,
  });
  // Writing to a child that has died fails with EPIPE; its exit says more.
  child.stdin?.on("error", () => {});
  const lines: string[] = [];
  let exited = false;
  const exit = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = true;
      resolve(signal ? `signal ${signal}` : `exit ${code}`);
    }),
  );
  const loaded = new Promise<void>((resolve, reject) => {
    if (!replacement) return resolve();
    collectLines(child, lines, (line) => line === LOADED && resolve());
    void exit.then((how) => reject(new Error(`The replacement server on port ${port} ended while loading (${how})`)));
  });
  if (!replacement) collectLines(child, lines);
  // Not awaited before a failure elsewhere: its rejection must not go unhandled.
  loaded.catch(() => {});
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    pid: child.pid ?? 0,
    lines,
    loaded,
    open: () => child.stdin?.write(`${GO}\n`),
    ready: (timeoutMs) => waitUntilHealthy(url, timeoutMs, () => exited),
    async stop() {
      if (!exited) child.kill("SIGTERM");
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        killGroup(child);
      }, 15_000);
      const how = await exit;
      clearTimeout(timer);
      return killed ? "killed" : how;
    },
  };
}

async function waitUntilHealthy(url: string, timeoutMs: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`The server at ${url} exited before it was ready`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} was not healthy after ${timeoutMs} ms (last /readyz: ${last})`);
}

function collectLines(child: ChildProcess, lines: string[], onLine?: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      pending += chunk;
      const parts = pending.split(/\r?\n/);
      pending = parts.pop() ?? "";
      lines.push(...parts);
      if (onLine) parts.forEach(onLine);
    });
    stream?.on("end", () => {
      if (pending) lines.push(pending);
    });
  }
}

function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}
