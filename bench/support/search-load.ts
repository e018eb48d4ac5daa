// Load for `npm run bench:search` (and the turns of bench:home and bench:writes): requests from a worker thread, so the client does not
// share the servers' event loop, `concurrency` in flight. Targets are measured in rounds
// that take turns, so a busy moment of a shared machine falls on all of them alike.
import { Worker } from "node:worker_threads";

export interface Target {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  /** The answer's status (200 unless said). */
  status?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
}

export interface Run {
  latencies: number[];
  seconds: number;
}

/** `count` requests to one target; each answer must be a 200 without GraphQL errors. */
export async function loadOnce(target: Target, count: number, concurrency: number): Promise<LoadFigures> {
  return figuresOf([await run(target, count, concurrency)]);
}

/**
 * `requests` to each target, in `rounds` turns of requests / rounds each after a warm-up;
 * throughput over all the rounds' time, percentiles over all their latencies. With
 * `warmUpEachRound`, each turn starts with that many unmeasured requests: a server idle
 * while many others take their turns has let its pool's connections go (and with them
 * their prepared statements and the backends' caches), which a server in use would not.
 */
export async function loadInRounds<Name extends string>(
  targets: Record<Name, Target>,
  options: { requests: number; concurrency: number; rounds: number; warmUp: number; warmUpEachRound?: number },
): Promise<Record<Name, LoadFigures>> {
  for (const target of Object.values<Target>(targets)) await run(target, options.warmUp, options.concurrency);
  const perRound = Math.ceil(options.requests / options.rounds);
  const runs = await takeTurns(targets, options.rounds, async (target) => {
    if (options.warmUpEachRound) await run(target, options.warmUpEachRound, options.concurrency);
    return run(target, perRound, options.concurrency);
  });
  return Object.fromEntries(Object.entries<Run[]>(runs).map(([name, all]) => [name, figuresOf(all)])) as Record<
    Name,
    LoadFigures
  >;
}

/** `turn` over every target, one after another, `rounds` times; each target's results in order. */
export async function takeTurns<Name extends string, T, R>(
  targets: Record<Name, T>,
  rounds: number,
  turn: (target: T) => Promise<R>,
): Promise<Record<Name, R[]>> {
  const entries = Object.entries(targets) as [Name, T][];
  const results = Object.fromEntries(entries.map(([name]) => [name, [] as R[]])) as Record<Name, R[]>;
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of entries) results[name].push(await turn(target));
  }
  return results;
}

function figuresOf(runs: Run[]): LoadFigures {
  const latencies = runs.flatMap((one) => one.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, one) => sum + one.seconds, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50ms: Number(at(0.5).toFixed(2)),
    p99ms: Number(at(0.99).toFixed(2)),
  };
}

/**
 * `count` requests from a worker thread, `concurrency` in flight. "__SEQ__" in the body or
 * headers becomes `start`, `start` + 1, … request by request (bench:home's and bench:writes's
 * fresh variables and idempotency keys).
 */
export function run(target: Target, count: number, concurrency: number, start = 0): Promise<Run> {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { target, count, concurrency, start } });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { target, count, concurrency, start } = workerData;
const template = JSON.stringify(target);
const varies = template.includes("__SEQ__");
(async () => {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const init = varies ? JSON.parse(template.replaceAll("__SEQ__", String(start + next))) : target;
      next += 1;
      const t0 = performance.now();
      const response = await fetch(init.url, init);
      const text = await response.text();
      if (response.status !== (target.status ?? 200) || text.includes('"errors"')) {
        throw new Error("Bad answer " + response.status + ": " + text.slice(0, 200));
      }
      latencies.push(performance.now() - t0);
    }
  }));
  parentPort.postMessage({ latencies, seconds: (performance.now() - started) / 1000 });
})();
`;
