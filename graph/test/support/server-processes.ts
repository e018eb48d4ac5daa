// Real API servers (scripts/serve-api.ts) as child processes over one PostgreSQL schema:
// what two app instances behind a load balancer share. For races between instances (one
// booking per idempotency key, one throttle count) that one process cannot show.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port.ts";

const projectRoot = path.resolve(import.meta.dirname, "../../..");
const tsxCli = path.join(projectRoot, "node_modules/tsx/dist/cli.mjs");

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
}

export interface ServerProcesses {
  /** Each server's base URL, e.g. http://127.0.0.1:41234, in start order. */
  urls: string[];
  /** Every server's output so far, each line prefixed with its index. */
  log(): string;
  /** Stops them all (SIGTERM, then SIGKILL after 15 s); resolves once all have exited. */
  stop(): Promise<void>;
}

/**
 * Starts `count` servers on free ports. The first starts alone, so an empty schema is
 * migrated and seeded once; the others start together once it is ready.
 */
export async function startServerProcesses(options: ServerProcessOptions): Promise<ServerProcesses> {
  const count = options.count ?? 2;
  const url = new URL(options.databaseUrl);
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error("Server processes need a PostgreSQL databaseUrl");
  if (options.schema) url.searchParams.set("schema", options.schema);

  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  const log = () =>
    started.map((server, index) => server.lines.map((line) => `[${index}] ${line}`).join("\n")).join("\n");
  try {
    const start = async () => {
      const server = await spawnServer(url.href, options.env ?? {});
      started.push(server);
      await server.ready(options.readyTimeoutMs ?? 120_000);
      return server;
    };
    await start();
    // Settled, not Promise.all: a failure must not leave a server still starting unstopped.
    const rest = await Promise.allSettled(Array.from({ length: count - 1 }, start));
    const failure = rest.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server logs ---\n${log()}`);
  }
  return { urls: started.map((server) => server.url), log, stop };
}

interface ServerProcess {
  url: string;
  lines: string[];
  ready(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

async function spawnServer(databaseUrl: string, extraEnv: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
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
  // Its own process group, so a stuck server goes together with tsx's child process.
  const child = spawn(process.execPath, [tsxCli, "scripts/serve-api.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const lines: string[] = [];
  collectLines(child, lines);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    lines,
    ready: (timeoutMs) => waitUntilHealthy(url, timeoutMs, () => exited),
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => killGroup(child), 15_000);
      await exit;
      clearTimeout(timer);
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

function collectLines(child: ChildProcess, lines: string[]) {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      pending += chunk;
      const parts = pending.split(/\r?\n/);
      pending = parts.pop() ?? "";
      lines.push(...parts);
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
