// Real API servers (graph/src/server.ts's startServer, as scripts/serve-api.ts runs it) as child
// processes over one PostgreSQL schema, like server-processes.ts, but started in two steps so
// a test's own setup overlaps their slowest part: each process loads the server's modules at
// once (seconds of CPU, far more on a loaded machine) and then waits; `open()` lets them all
// start together once the test has migrated and seeded the schema. The server never seeds,
// so the schema must be ready before `open()`.
//
//   const servers = launchGatedServers({ databaseUrl, schema, count: 2, env });
//   ...migrate and seed...
//   await servers.open(); // both answer /readyz with 200
//   fetch(`${servers.urls[0]}/graphql`, ...)
//
// Run as a script (by launchGatedServers only) it is the child: node --import tsx <this file>.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "./free-port.ts";

const projectRoot = path.resolve(import.meta.dirname, "../../..");
const SCRIPT = path.join(projectRoot, "graph/test/support/gated-server-processes.ts");
const GO = "go";

if (process.argv[1] === SCRIPT) await child();

/** The child: load the server, wait for the word on stdin, start it. */
async function child() {
  const { startServer } = await import("../../src/server.ts");
  process.stdout.write("[gated] loaded, waiting\n");
  const lines = createInterface({ input: process.stdin });
  const go = await new Promise<boolean>((resolve) => {
    lines.once("line", (line) => resolve(line.trim() === GO));
    lines.once("close", () => resolve(false));
  });
  lines.close();
  // The parent went away (or changed its mind) before opening: nothing to serve.
  if (!go) process.exit(0);
  await startServer({ port: Number(process.env.PORT) });
}

export interface GatedServerOptions {
  /** PostgreSQL URL; PGlite cannot be shared between processes. */
  databaseUrl: string;
  /** The schema to serve (as `?schema=` in DATABASE_URL). */
  schema: string;
  /** How many servers; default 2. */
  count?: number;
  /** Variables beside NODE_ENV=test. */
  env?: Record<string, string>;
}

export interface GatedServers {
  /** Lets them start, and resolves once each answers /readyz with 200 (default 120 s each). */
  open(readyTimeoutMs?: number): Promise<void>;
  /** Each server's base URL, in launch order. */
  readonly urls: string[];
  /** Every server's output so far, each line prefixed with its index. */
  log(): string;
  /** Stops them all (SIGTERM, then SIGKILL after 15 s); resolves once all have exited. */
  stop(): Promise<void>;
}

interface Launched {
  child: ChildProcess;
  port: number;
  lines: string[];
  exit: Promise<void>;
  exited: () => boolean;
}

/** Spawns the servers now; they load and wait for `open()`. */
export async function launchGatedServers(options: GatedServerOptions): Promise<GatedServers> {
  const url = new URL(options.databaseUrl);
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error("Server processes need a PostgreSQL databaseUrl");
  url.searchParams.set("schema", options.schema);
  const launched: Launched[] = [];
  for (let index = 0; index < (options.count ?? 2); index += 1) {
    launched.push(await launch(url.href, options.env ?? {}));
  }
  const urls = launched.map((server) => `http://127.0.0.1:${server.port}`);
  const log = () =>
    launched.map((server, index) => server.lines.map((line) => `[${index}] ${line}`).join("\n")).join("\n");
  const stop = async () => {
    await Promise.all(
      launched.map(async (server) => {
        if (server.exited()) return;
        server.child.kill("SIGTERM");
        const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
        await server.exit;
        clearTimeout(timer);
      }),
    );
  };
  return {
    urls,
    log,
    stop,
    async open(readyTimeoutMs = 120_000) {
      for (const server of launched) server.child.stdin!.write(`${GO}\n`);
      try {
        await Promise.all(
          launched.map((server, index) => waitUntilHealthy(urls[index]!, readyTimeoutMs, server.exited)),
        );
      } catch (error) {
        await stop();
        throw new Error(`${(error as Error).message}\n--- server logs ---\n${log()}`);
      }
    },
  };
}

async function launch(databaseUrl: string, extraEnv: Record<string, string>): Promise<Launched> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NODE_ENV: "test",
    FORCE_COLOR: "0",
    ...extraEnv,
  };
  delete env.DATA_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    cwd: projectRoot,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => lines.push(line));
  }
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = true;
      lines.push(`[gated] exited: ${signal ?? code}`);
      resolve();
    }),
  );
  return { child, port, lines, exit, exited: () => exited };
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${url} was not healthy after ${timeoutMs} ms (last /readyz: ${last})`);
}
