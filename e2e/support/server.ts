// The real `npm start` as a child process on a free port: the same script a user runs,
// with its own database, so browser journeys and restarts see exactly what ships.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { freePort } from "../../graph/test/support/free-port.ts";
import { takePooledServer } from "./server-pool.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** Providers seeded into an empty database unless a file asks otherwise (kept small so a start takes seconds). */
export const DEFAULT_SEED_PROVIDERS = 120;

export interface StartOptions {
  /** PGlite folder; a fresh temporary one when neither this nor databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Providers seeded into an empty database (DEFAULT_SEED_PROVIDERS unless given). */
  seedProviders?: number;
  /** How long to wait for /readyz to answer 200. */
  readyTimeoutMs?: number;
  /** Variables that differ from a test start's (NODE_ENV=test), e.g. SEED_DEMO_DATA. */
  env?: Record<string, string>;
  /** A file that receives every log line too, for a reader in another process. */
  logFile?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The PGlite folder in use, undefined on PostgreSQL. */
  dataDir: string | undefined;
  /** Where the development mail gateway writes its .eml files; undefined when SMTP_URL is set. */
  mailboxDir: string | undefined;
  /** Every stdout and stderr line so far, in order. */
  logLines(): string[];
  log(): string;
  /** SIGTERM, then SIGKILL if it has not exited in time. Resolves once it has exited. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function makeTempDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "marketplace-e2e-"));
}

export async function removeDataDir(dataDir: string | undefined): Promise<void> {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.databaseUrl ? undefined : (options.dataDir ?? (await freshDataDir(options)));
  const env: NodeJS.ProcessEnv = { ...process.env };
  const mailboxDir = options.env?.SMTP_URL
    ? undefined
    : (options.env?.MAILBOX_DIR ?? path.join(await makeTempDataDir(), "dev-mailbox"));
  // Hermetic: no real mail server or Firebase project from the developer's shell, and the
  // dev mailbox in the test's own folder rather than the checkout's var/.
  for (const name of ["SMTP_URL", "FIREBASE_SERVICE_ACCOUNT", "MAIL_FROM", "PUBLIC_URL"]) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    SEED_PROVIDERS: String(options.seedProviders ?? DEFAULT_SEED_PROVIDERS),
    NODE_ENV: "test",
    FORCE_COLOR: "0",
    ...(mailboxDir ? { MAILBOX_DIR: mailboxDir } : {}),
    ...options.env,
  });
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.DATA_DIR = dataDir;

  // As package.json's `npm start` runs it: one Node process with tsx's loader (tsx's own CLI
  // would add a second process, and a second of the machine, to every start). Its own process
  // group, so a stuck server is killed with any child it started.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const lines: string[] = [];
  collectLines(child, lines, options.logFile);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    port,
    dataDir,
    mailboxDir,
    logLines: () => [...lines],
    log: () => lines.join("\n"),
    stop: async () => {
      if (!hasExited) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => killGroup(child), 15_000);
        try {
          return await exited;
        } finally {
          clearTimeout(timer);
        }
      }
      return exited;
    },
  };

  try {
    await waitUntilHealthy(url, options.readyTimeoutMs ?? 240_000, () => hasExited);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server log ---\n${server.log()}`);
  }
  return server;
}

/**
 * A temporary PGlite folder for a start that names none. With the default seeding and no
 * variables of its own, it is a copy of the folder global-setup.ts had `npm start` prepare
 * (the state a first start makes, without its initdb, migrations and seeding); otherwise empty,
 * so the start migrates and seeds it.
 */
async function freshDataDir(options: StartOptions): Promise<string> {
  const dataDir = await makeTempDataDir();
  const defaultSeeding = (options.seedProviders ?? DEFAULT_SEED_PROVIDERS) === DEFAULT_SEED_PROVIDERS;
  const seeded = defaultSeeding && keepsTheData(options.env) ? preparedDataDir() : undefined;
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Variables a start may set that leave its database as a default start makes it. */
const DATA_NEUTRAL_VARIABLES = new Set(["TEST_CLOCK"]);
const keepsTheData = (env: NodeJS.ProcessEnv | undefined) =>
  Object.keys(env ?? {}).every((name) => DATA_NEUTRAL_VARIABLES.has(name));

/** The prepared folder, when the browser project's global setup made one (not in the setup itself). */
function preparedDataDir(): string | undefined {
  return injected("seededDataDir");
}

/** A value the browser project's global setup provided; undefined outside a test file. */
function injected<Key extends "seededDataDir" | "serverPoolUrl">(key: Key): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

function startsLikeThePool(options: StartOptions): boolean {
  const { dataDir, databaseUrl, seedProviders = DEFAULT_SEED_PROVIDERS, env, logFile } = options;
  return !dataDir && !databaseUrl && seedProviders === DEFAULT_SEED_PROVIDERS && !env && !logFile;
}

async function waitUntilHealthy(url: string, timeoutMs: number, hasExited: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error("The server exited before it was ready");
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      const body = await response.text();
      if (response.status === 200) return;
      last = `${response.status} ${body}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not healthy after ${timeoutMs} ms (last /readyz: ${last})`);
}

function collectLines(child: ChildProcess, lines: string[], logFile: string | undefined) {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      pending += chunk;
      const parts = pending.split(/\r?\n/);
      pending = parts.pop() ?? "";
      lines.push(...parts);
      if (logFile && parts.length > 0) appendFileSync(logFile, parts.map((part) => `${part}\n`).join(""));
      if (process.env.E2E_SERVER_LOG) for (const part of parts) process.stderr.write(`[server] ${part}\n`);
    });
    stream?.on("end", () => {
      if (pending) lines.push(pending);
      if (logFile && pending) appendFileSync(logFile, `${pending}\n`);
      pending = "";
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

/** POST /graphql with a JSON body; returns the parsed body and the response. */
export async function graphql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string }[]; response: Response }> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { ...((await response.json()) as { data?: T; errors?: { message: string }[] }), response };
}

/**
 * Registers hooks that start one server for the test file (fresh temporary database)
 * and stop it afterwards. Read `url` inside tests and hooks, once it has started.
 */
export function useServer(options: StartOptions = {}): { readonly url: string; readonly server: RunningServer } {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    // A start like every other (default seeding, no folder, database or variables of its
    // own) is the pool's spare, already started (server-pool.ts).
    const poolUrl = startsLikeThePool(options) ? injected("serverPoolUrl") : undefined;
    running = poolUrl ? await takePooledServer(poolUrl) : await startServer(options);
  });
  afterAll(async () => {
    await running?.stop();
    if (!options.dataDir) await removeDataDir(running?.dataDir);
  });
  return {
    get server() {
      if (!running) throw new Error("The server has not started (useServer starts it in beforeAll)");
      return running;
    },
    get url() {
      return this.server.url;
    },
  };
}
