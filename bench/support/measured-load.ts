// Load for bench:home and bench:writes, with what each request cost: requests from
// search-load.ts's worker thread (the servers run in processes of their own), `concurrency`
// in flight, targets taking turns in rounds so that a busy moment of a
// shared machine falls on all of them alike. Around every turn it reads the server process's
// CPU time, its PostgreSQL backends' CPU time and the statements its driver sent.
//
// "__SEQ__" in a target's body or headers is replaced, request by request, with a number
// never used before in the run (a fresh idempotency key, a variable no cache has seen).
import type pg from "pg";
import { run, type Run, takeTurns } from "./search-load.ts";
import { backendsCpuMs, backendsSpent, cpuMsOf, type MeasuredServer } from "./measured-servers.ts";

export interface MeasuredTarget {
  server: MeasuredServer;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** The answer's expected status (200 unless said). */
  status?: number;
}

export interface MeasuredFigures {
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  /** CPU ms per request of the server's process. */
  serverCpuMs: number;
  /** CPU ms per request of the PostgreSQL backends serving it. */
  postgresCpuMs: number;
  statements: number;
}

interface Turn extends Run {
  serverCpuMs: number;
  postgresCpuMs: number;
  statements: number;
}

let sequence = 0;

export async function measureInRounds<Name extends string>(
  admin: pg.Client,
  targets: Record<Name, MeasuredTarget>,
  options: { requests: number; concurrency: number; rounds: number; warmUp: number },
): Promise<Record<Name, MeasuredFigures>> {
  for (const target of Object.values<MeasuredTarget>(targets)) await send(target, options.warmUp, options.concurrency);
  const perRound = Math.ceil(options.requests / options.rounds);
  const turns = await takeTurns(targets, options.rounds, (target) => measuredTurn(admin, target, perRound, options));
  return Object.fromEntries(Object.entries<Turn[]>(turns).map(([name, all]) => [name, figuresOf(all)])) as Record<
    Name,
    MeasuredFigures
  >;
}

async function measuredTurn(
  admin: pg.Client,
  target: MeasuredTarget,
  count: number,
  options: { concurrency: number },
): Promise<Turn> {
  const { server } = target;
  const cpu = await cpuMsOf(server.pid);
  const backends = await backendsCpuMs(admin, server.applicationName);
  const sent = await server.statements();
  const load = await send(target, count, options.concurrency);
  const backendsAfter = await backendsCpuMs(admin, server.applicationName);
  return {
    ...load,
    serverCpuMs: (await cpuMsOf(server.pid)) - cpu,
    postgresCpuMs: backendsSpent(backends, backendsAfter),
    statements: (await server.statements()) - sent,
  };
}

function figuresOf(turns: Turn[]): MeasuredFigures {
  const latencies = turns.flatMap((turn) => turn.latencies).sort((a, b) => a - b);
  const total = (key: "seconds" | "serverCpuMs" | "postgresCpuMs" | "statements") =>
    turns.reduce((sum, turn) => sum + turn[key], 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const perRequest = (value: number, digits: number) => Number((value / latencies.length).toFixed(digits));
  return {
    requestsPerSecond: Math.round(latencies.length / total("seconds")),
    p50ms: Number(at(0.5).toFixed(2)),
    p99ms: Number(at(0.99).toFixed(2)),
    serverCpuMs: perRequest(total("serverCpuMs"), 2),
    postgresCpuMs: perRequest(total("postgresCpuMs"), 2),
    statements: perRequest(total("statements"), 1),
  };
}

/** `count` requests to `target`, each with a "__SEQ__" of its own in the run. */
export function send(target: MeasuredTarget, count: number, concurrency: number): Promise<Run> {
  const start = sequence;
  sequence += count;
  const { server, path, ...request } = target;
  return run({ url: server.url + path, ...request }, count, concurrency, start);
}
