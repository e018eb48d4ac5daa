// bench:web's app under test: a checkout built with its own `npm run build` and served by its
// own scripts/start.ts (what `npm start` runs), on a fresh temporary PGlite and a free port.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../graph/test/support/free-port.ts";

export interface Checkout {
  /** "before" or "after", as the table's columns say. */
  label: string;
  dir: string;
  /** Its short commit, with "+ changes" when its tree differs from the commit. */
  revision: string;
}

export interface ServedCheckout extends Checkout {
  url: string;
  /** Every line the server printed, for a failure's explanation. */
  log(): string;
  stop(): Promise<void>;
}

export function describeCheckout(label: string, dir: string): Checkout {
  const git = (args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
  let revision = "not a git checkout";
  try {
    revision = git(["rev-parse", "--short", "HEAD"]);
    if (git(["status", "--porcelain", "--untracked-files=no"])) revision += " + uncommitted changes";
  } catch {
    // Measured all the same; the table says what it is.
  }
  return { label, dir, revision };
}

/** `npm run build` in the checkout: its own Prisma client, Relay artifacts and web bundle. */
export function buildCheckout(checkout: Checkout) {
  if (!existsSync(path.join(checkout.dir, "node_modules/.bin/vite")))
    throw new Error(`${checkout.dir} has no node_modules/.bin/vite: run npm install there first`);
  console.log(`Building ${checkout.label} (${checkout.dir}, ${checkout.revision})...`);
  const started = performance.now();
  execFileSync("npm", ["run", "build", "--silent"], { cwd: checkout.dir, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`  built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Starts the checkout's scripts/start.ts as `npm start` would (NODE_ENV unset, so the embedded
 * database gets the demo data), with `providers` seeded providers; resolves once /readyz says 200.
 */
export async function serveCheckout(checkout: Checkout, providers: number): Promise<ServedCheckout> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-web-pglite-"));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Hermetic, as the e2e server is: the embedded database and no outside mail or push service.
  for (const name of ["DATABASE_URL", "NODE_ENV", "SMTP_URL", "FIREBASE_SERVICE_ACCOUNT", "MAIL_FROM", "PUBLIC_URL"])
    delete env[name];
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_PROVIDERS: String(providers),
    MAILBOX_DIR: path.join(dataDir, "dev-mailbox"),
    FORCE_COLOR: "0",
  });
  // Its own process group, so tsx's child goes with it when it stops.
  const child = spawn(
    process.execPath,
    [path.join(checkout.dir, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"],
    {
      cwd: checkout.dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => lines.push(...chunk.split(/\r?\n/).filter(Boolean)));
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const served: ServedCheckout = {
    ...checkout,
    url: `http://127.0.0.1:${port}`,
    log: () => lines.join("\n"),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child, "SIGTERM");
        const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  console.log(`Starting ${checkout.label} on ${served.url} with ${providers} providers...`);
  const started = performance.now();
  try {
    await waitHealthy(served.url, 600_000, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await served.stop();
    throw new Error(`${(error as Error).message}\n--- ${checkout.label}'s server log ---\n${served.log()}`);
  }
  console.log(`  ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return served;
}

async function waitHealthy(url: string, limitMs: number, exited: () => boolean) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("The server exited before it was ready");
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer /readyz with 200 within ${limitMs / 1000} s`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
