// The soak's two app processes: soak-server.ts under `node --import tsx`, so the child's
// pid is the server itself (the tsx command would put a process of its own in between,
// and its memory is not the server's). Each listens on a free port of 127.0.0.1 and is
// ready once /readyz answers 200.
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { freePort } from "../../graph/test/support/free-port.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
/** USER_HZ, the unit of /proc/<pid>/stat's times: 100 on Linux's common builds. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface SoakServer {
  /** "A" or "B", for the report. */
  name: string;
  url: string;
  pid: number;
  /** Everything it printed, line by line. */
  lines: string[];
  /** What it printed on stderr: errors it logged (a failed request, a failed job). */
  errorLines: string[];
  /** Resident set size in MB, from /proc/<pid>/status (VmRSS); null once it has exited. */
  rssMb(): Promise<number | null>;
  /** CPU time used so far (user and system), in seconds, from /proc/<pid>/stat; null once it has exited. */
  cpuSeconds(): Promise<number | null>;
  exited(): boolean;
  stop(): Promise<void>;
}

/** Starts one server per name, together (the database is already migrated and seeded). */
export async function startSoakServers(names: string[], env: Record<string, string>): Promise<SoakServer[]> {
  const servers: SoakServer[] = [];
  try {
    for (const name of names) servers.push(await spawnServer(name, env));
    await Promise.all(servers.map((server) => waitUntilHealthy(server)));
    return servers;
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    const logs = servers.map((server) => server.lines.map((line) => `[${server.name}] ${line}`).join("\n"));
    throw new Error(`${(error as Error).message}\n--- server logs ---\n${logs.join("\n")}`);
  }
}

/** The servers' memory and CPU time, and the machine's load, at one moment. */
export interface ProcessSample {
  /** Epoch ms. */
  at: number;
  /** The machine's 1-minute load average: other work on it shows here. */
  loadAverage: number;
  servers: { rssMb: number | null; cpuSeconds: number | null }[];
}

export async function sampleProcesses(servers: SoakServer[]): Promise<ProcessSample> {
  return {
    at: Date.now(),
    loadAverage: loadavg()[0]!,
    servers: await Promise.all(
      servers.map(async (server) => ({ rssMb: await server.rssMb(), cpuSeconds: await server.cpuSeconds() })),
    ),
  };
}

async function spawnServer(name: string, extraEnv: Record<string, string>): Promise<SoakServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, PORT: String(port), FORCE_COLOR: "0" };
  // DATA_DIR would not be read (DATABASE_URL wins), but a stray one should not even look used.
  delete env.DATA_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", "bench/support/soak-server.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`Server ${name} did not start`);
  const lines: string[] = [];
  const errorLines: string[] = [];
  collectLines(child, lines, errorLines);
  let hasExited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      hasExited = true;
      resolve();
    }),
  );
  const pid = child.pid;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid,
    lines,
    errorLines,
    exited: () => hasExited,
    async rssMb() {
      if (hasExited) return null;
      const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
      const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      return kilobytes === undefined ? null : Number(kilobytes) / 1024;
    },
    async cpuSeconds() {
      if (hasExited) return null;
      const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      // Fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : null;
    },
    async stop() {
      if (hasExited) return;
      // The server stops its jobs, closes its pool and exits on SIGTERM.
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}

async function waitUntilHealthy(server: SoakServer): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`Server ${server.name} exited before it was ready`);
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server ${server.name} was not healthy after ${READY_TIMEOUT_MS} ms (last /readyz: ${last})`);
}

function collectLines(child: ChildProcess, lines: string[], errorLines: string[]) {
  for (const [stream, isError] of [
    [child.stdout, false],
    [child.stderr, true],
  ] as const) {
    let pending = "";
    const add = (line: string) => {
      lines.push(line);
      if (isError) errorLines.push(line);
    };
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      pending += chunk;
      const parts = pending.split(/\r?\n/);
      pending = parts.pop() ?? "";
      parts.forEach(add);
    });
    stream?.on("end", () => {
      if (pending) add(pending);
    });
  }
}
