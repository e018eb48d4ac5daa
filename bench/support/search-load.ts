// Load for `npm run bench:search`: requests from a worker thread, so the client does not
// share the servers' event loop, `concurrency` in flight. Targets are measured in rounds
// that take turns, so a busy moment of a shared machine falls on all of them alike.
import { Worker } from "node:worker_threads";

export interface Target {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
}

interface Run {
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
  const entries = Object.entries(targets) as [Name, Target][];
  for (const [, target] of entries) await run(target, options.warmUp, options.concurrency);
  const runs = new Map<Name, Run[]>(entries.map(([name]) => [name, []]));
  const perRound = Math.ceil(options.requests / options.rounds);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [name, target] of entries) {
      if (options.warmUpEachRound) await run(target, options.warmUpEachRound, options.concurrency);
      runs.get(name)!.push(await run(target, perRound, options.concurrency));
    }
  }
  return Object.fromEntries(entries.map(([name]) => [name, figuresOf(runs.get(name)!)])) as Record<Name, LoadFigures>;
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

function run(target: Target, count: number, concurrency: number): Promise<Run> {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { target, count, concurrency } });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { target, count, concurrency } = workerData;
(async () => {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(target.url, target);
      const text = await response.text();
      if (!response.ok || text.includes('"errors"')) throw new Error("Bad answer: " + text.slice(0, 200));
      latencies.push(performance.now() - t0);
    }
  }));
  parentPort.postMessage({ latencies, seconds: (performance.now() - started) / 1000 });
})();
`;
