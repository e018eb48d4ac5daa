// A real HAProxy (Debian's haproxy 2.6) in front of server processes, with a generated
// configuration: what a deployment's load balancer does during a rolling restart, so a test can
// show that replacing instances one by one loses no request. HAProxy runs in the foreground as a
// child process; its log goes to its stdout and is kept for failure messages, and its stats page
// (CSV) says each server's state and counters (retries, redispatches, reused connections).
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export const HAPROXY_MISSING_MESSAGE =
  "HAProxy is not installed: this test runs a real HAProxy in front of the app instances. " +
  "Install Debian's package (as root: apt-get install -y haproxy), or set HAPROXY to its binary.";

/** HAPROXY if set, else /usr/sbin/haproxy or `haproxy` on the PATH, if it runs; null otherwise. */
export function findHaproxy(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.HAPROXY ? [env.HAPROXY] : ["/usr/sbin/haproxy", "haproxy"];
  for (const candidate of candidates) {
    if (candidate.includes("/")) {
      try {
        accessSync(candidate, constants.X_OK);
      } catch {
        continue;
      }
    }
    const probe = spawnSync(candidate, ["-v"], { encoding: "utf8" });
    if (probe.status === 0 && probe.stdout.includes("HAProxy")) return candidate;
  }
  return null;
}

export interface HaproxyServer {
  /** The name HAProxy logs and reports, and sends back in X-Served-By. */
  name: string;
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
}

export interface HaproxyConfigOptions {
  port: number;
  statsPort: number;
  servers: HaproxyServer[];
}

/**
 * The configuration, one backend of app instances. Each choice is what a rolling restart needs
 * from the balancer (the app's side is http/graceful-stop.ts: /readyz answers 503 from SIGTERM,
 * the process keeps serving for SHUTDOWN_DRAIN_SECONDS, then stops accepting and closes its idle
 * keep-alive connections):
 * - checks of GET /readyz every 500 ms, 250 ms while a state is changing, down after 2 failures
 *   and up after 2 passes: a stopping instance is out of rotation within about a second,
 *   inside a drain of 2 s, and a new one gets traffic only once it has answered 200 twice;
 * - `retry-on conn-failure empty-response 503` with `option redispatch 1`: a request that could
 *   not be sent, got no answer at all, or got a 503 is sent again, each time to another server.
 *   A connection failure is always safe to retry (nothing was sent); the other two may follow a
 *   request the server saw, so they are retried only for reads (GET, HEAD) and for requests with
 *   an Idempotency-Key (the app answers a repeated key with the first result, idempotency.ts);
 *   other writes fail rather than risk being done twice;
 * - `http-reuse safe` (HAProxy's default, stated): a client's first request goes over a
 *   connection of its own and later ones may share idle server connections. Those connections
 *   are the ones a stopping server closes: HAProxy stops choosing the server before the app
 *   closes them (the drain), and a close racing a request is an empty response, retried above;
 * - timeouts: connect 2 s (a stopped instance refuses at once on this machine), server 30 s
 *   (longer than any request of the app), client keep-alive 30 s (longer than a client's own idle
 *   time, so HAProxy never closes a connection a client is about to reuse).
 */
export function haproxyConfig({ port, statsPort, servers }: HaproxyConfigOptions): string {
  const serverLines = servers.map((server) => {
    const url = new URL(server.url);
    return `  server ${server.name} ${url.hostname}:${url.port}`;
  });
  return `global
  log stdout format raw local0 info
  # One thread: the machine's cores are for the app instances and the test's clients.
  nbthread 1
  maxconn 2000

defaults
  mode http
  log global
  option httplog
  # Only what went wrong or was retried is logged: thousands of normal requests would bury it.
  option dontlog-normal
  option log-health-checks
  option forwardfor
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 30s
  timeout queue 10s
  timeout check 2s

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server check inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
  http-request disable-l7-retry unless METH_GET || { req.hdr(idempotency-key) -m found }
  http-reuse safe
  http-response set-header X-Served-By %s
${serverLines.join("\n")}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** One server's row of HAProxy's CSV stats, the fields a restart test reads. */
export interface HaproxyServerStats {
  name: string;
  /** UP, DOWN, or a transition such as "UP 1/2". */
  status: string;
  /** Requests answered (`stot` counts sessions; `hrsp_*` split them by status class). */
  sessions: number;
  responses2xx: number;
  responses5xx: number;
  /** Retries and redispatches HAProxy made away from this server. */
  retries: number;
  redispatches: number;
  connectionErrors: number;
  responseErrors: number;
  /** New connections opened to it, and requests sent over an idle one reused. */
  connects: number;
  reuses: number;
  checksDown: number;
}

export interface Haproxy {
  /** Where clients send requests, e.g. http://127.0.0.1:41235. */
  url: string;
  config: string;
  /** Everything HAProxy printed so far. */
  log(): string;
  servers(): Promise<HaproxyServerStats[]>;
  /** Resolves once `name`'s status is exactly `status` ("UP" or "DOWN"). */
  waitForStatus(name: string, status: "UP" | "DOWN", timeoutMs?: number): Promise<void>;
  /** Stops it (SIGTERM, then SIGKILL after 5 s) and removes its configuration. */
  stop(): Promise<void>;
}

export async function startHaproxy(options: { binary: string; servers: HaproxyServer[] }): Promise<Haproxy> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const config = haproxyConfig({ port, statsPort, servers: options.servers });
  const dir = await mkdtemp(path.join(tmpdir(), "haproxy-"));
  const configFile = path.join(dir, "haproxy.cfg");
  await writeFile(configFile, config);

  // -db: stay in the foreground, so it is our child and its log reaches our pipe.
  const child = spawn(options.binary, ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      pending += chunk;
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      lines.push(...parts);
    });
    stream.on("end", () => {
      if (pending) lines.push(pending);
    });
  }
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = signal ? `signal ${signal}` : `exit ${code}`;
      resolve();
    }),
  );
  child.once("error", (error) => lines.push(`spawn failed: ${error.message}`));

  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
  const servers = async (): Promise<HaproxyServerStats[]> => {
    const response = await fetch(statsUrl, { signal: AbortSignal.timeout(3_000) });
    return parseServerStats(await response.text(), "app");
  };
  const stop = async () => {
    if (exited === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exit;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  const log = () => lines.join("\n");

  // Ready once its stats page answers: the frontend is bound by then.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`HAProxy ended at start (${exited}):\n${log()}\n--- configuration ---\n${config}`);
    }
    try {
      await servers();
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`HAProxy did not answer within 10 s (${(error as Error).message}):\n${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url: `http://127.0.0.1:${port}`,
    config,
    log,
    servers,
    async waitForStatus(name, status, timeoutMs = 30_000) {
      const limit = Date.now() + timeoutMs;
      let last = "unknown";
      while (Date.now() < limit) {
        last = (await servers()).find((server) => server.name === name)?.status ?? "missing";
        if (last === status) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`HAProxy's server ${name} was still ${last}, not ${status}, after ${timeoutMs} ms`);
    },
    stop,
  };
}

/** The server rows of `backend` from HAProxy's CSV stats (a header line starting "# "). */
export function parseServerStats(csv: string, backend: string): HaproxyServerStats[] {
  const [header, ...rows] = csv.trim().split("\n");
  const names = (header ?? "").replace(/^# /, "").split(",");
  return rows
    .map((row) => {
      const values = row.split(",");
      const field = (name: string) => values[names.indexOf(name)] ?? "";
      return { field, proxy: field("pxname"), server: field("svname") };
    })
    .filter(({ proxy, server }) => proxy === backend && server !== "BACKEND" && server !== "FRONTEND")
    .map(({ field, server }) => {
      const count = (name: string) => Number(field(name) || 0);
      return {
        name: server,
        status: field("status"),
        sessions: count("stot"),
        responses2xx: count("hrsp_2xx"),
        responses5xx: count("hrsp_5xx"),
        retries: count("wretr"),
        redispatches: count("wredis"),
        connectionErrors: count("econ"),
        responseErrors: count("eresp"),
        connects: count("connect"),
        reuses: count("reuse"),
        checksDown: count("chkdown"),
      };
    });
}
