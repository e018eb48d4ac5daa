// The last stage started as the image would run it: its files owned by root except what
// COPY --chown gave its user, its CMD started as the unprivileged user with its ENV, on
// PGlite or, when TEST_DATABASE_URL is set, on PostgreSQL in a fresh schema. Then /readyz
// must turn 200, the HEALTHCHECK command must pass, /healthz, the home page, one of its
// scripts and a database-backed API must answer 200, and the STOPSIGNAL must end it with
// exit code 0.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import type { Stage } from "./dockerfile.ts";
import { tail, type Exit, type Processes } from "./processes.ts";
import { homeOf, inStage, type StageResult } from "./replay.ts";
import { say, StepFailed, timed } from "./report.ts";
import type { Workspace } from "./workspace.ts";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function get(url: string): Promise<Response> {
  return fetch(url, { signal: AbortSignal.timeout(10_000), headers: { "accept-encoding": "identity" } });
}

async function expectOk(url: string, contentType: RegExp): Promise<string> {
  const response = await get(url);
  const body = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !contentType.test(type)) {
    throw new StepFailed(`GET ${url}: ${response.status} ${type}\n${body.slice(0, 500)}`);
  }
  return body;
}

/** A fresh schema in TEST_DATABASE_URL's database, so the check leaves no trace there. */
async function postgresSchema(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL?.trim();
  if (!base) return null;
  const schema = `check_image_${process.pid}_${randomBytes(3).toString("hex")}`;
  const url = new URL(base);
  url.searchParams.set("schema", schema);
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Gives the stage's files the image's ownership and readies the start: `run` then starts,
 * probes and stops the server; `database` is the schema to drop once done, if any.
 */
export async function startRuntime(stage: Stage, result: StageResult, workspace: Workspace, processes: Processes) {
  const { identity } = processes;
  if (identity.asRoot) {
    await timed("runtime: files owned by root, except what COPY --chown gave the image's user", async () => {
      execFileSync("chown", ["-R", "0:0", result.root]);
      for (const copied of result.chowned) execFileSync("chown", ["-R", `${identity.uid}:${identity.gid}`, copied]);
    });
  } else {
    say(
      `runtime: not root, so every file stays ${identity.name}'s: a write the image's user could not make goes unseen`,
    );
  }
  // The base image gives its user a home; the stage itself never makes one.
  const home = inStage(result.root, homeOf(result.user));
  await mkdir(home, { recursive: true });
  if (identity.asRoot) execFileSync("chown", [`${identity.uid}:${identity.gid}`, home]);

  // A /tmp of its own, as a new container has: tsx's compile cache from the build steps
  // would make the first start look quicker than it is.
  const tmp = path.join(workspace.tmp, "runtime");
  await mkdir(tmp, { mode: 0o1777 });
  await chmod(tmp, 0o1777);

  const port = await freePort();
  const database = await postgresSchema();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    TMPDIR: tmp,
    ...result.env,
    PORT: String(port),
    // On a shared machine, this machine only; the image itself listens on every interface.
    HOST: "127.0.0.1",
    // Production refuses to start without one: what an operator must set, made up here.
    GUEST_LINK_SECRET: randomBytes(36).toString("base64url"),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const cwd = inStage(result.root, result.workdir);
  const base = `http://127.0.0.1:${port}`;
  const serverLog = path.join(workspace.logs, "runtime-server.log");
  const describeDatabase = database ? "PostgreSQL (a fresh schema in TEST_DATABASE_URL's database)" : "PGlite";

  return {
    database,
    async run() {
      say(
        `runtime: ${stage.cmd!.join(" ")} as ${identity.name}, NODE_ENV=${env.NODE_ENV}, port ${port}, on ${describeDatabase}`,
      );
      const { child: server, exited } = processes.start(stage.cmd!, { cwd, env, logFile: serverLog });
      let exit: Exit | null = null;
      void exited.then((value) => (exit = value));
      const failure = (message: string) => new StepFailed(`${message}\nThe server's output:\n${tail(serverLog, 80)}`);

      await timed("runtime: start until /readyz answers 200 (migrations, built-in lists)", async () => {
        const deadline = Date.now() + 180_000;
        for (;;) {
          if (exit) throw failure(`the server exited (code ${exit.code}, signal ${exit.signal}) before it was ready`);
          const status = await get(`${base}/readyz`).then(
            (response) => response.status,
            () => 0,
          );
          if (status === 200) return;
          if (Date.now() > deadline) throw failure(`/readyz still answers ${status || "nothing"} after 180 s`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      });
      await timed(`runtime: the HEALTHCHECK command passes`, async () => {
        const healthLog = path.join(workspace.logs, "runtime-healthcheck.log");
        const code = await processes.run(stage.healthcheck!.command, {
          cwd,
          env,
          logFile: healthLog,
          timeoutMs: stage.healthcheck!.timeoutSeconds * 1000,
        });
        if (code !== 0) throw failure(`the HEALTHCHECK command exited ${code}: ${tail(healthLog)}`);
      });
      await timed("runtime: /healthz, the home page, one of its scripts, /api/categories", async () => {
        await expectOk(`${base}/healthz`, /./);
        const home = await expectOk(`${base}/`, /^text\/html/);
        const script = /<script[^>]+src="(\/[^"]+\.js)"/.exec(home)?.[1];
        if (!script) throw failure("the home page names no script");
        await expectOk(`${base}${script}`, /javascript/);
        const categories = JSON.parse(await expectOk(`${base}/api/categories`, /^application\/json/)) as unknown;
        if (JSON.stringify(categories).length < 10)
          throw failure(`/api/categories answered ${JSON.stringify(categories)}`);
      });
      const signal = stage.stopSignal!;
      await timed(`runtime: ${signal} ends it with exit code 0`, async () => {
        // The server's own deadline (SHUTDOWN_TIMEOUT_SECONDS, 20 s by default) and some slack.
        const limitMs = 35_000;
        server.kill(signal);
        const ended = await Promise.race([
          exited,
          // unref: a deadline that was not needed must not keep this process alive.
          new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs).unref()),
        ]);
        if (!ended) throw failure(`still running ${limitMs / 1000} s after ${signal}`);
        if (ended.code !== 0) throw failure(`exited with code ${ended.code} (signal ${ended.signal}) after ${signal}`);
      });
    },
  };
}
