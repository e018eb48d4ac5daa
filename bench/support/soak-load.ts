// The soak's load, in a process of its own (bench/soak.ts forks it), so the client's event
// loop and garbage collection are neither the servers' nor the reporter's.
//
// An open model: request i is due at startAt + i / rate whatever happened to the ones
// before it, and its latency runs from when it was due, not from when it was sent. A slow
// server then shows as latency (and as more requests in flight), where a closed loop
// would quietly send less.
import pg from "pg";
import { createMix, OPERATIONS } from "./soak-operations.ts";
import {
  BASELINES,
  type LoadMessage,
  type LoadPlan,
  type MinuteReport,
  type Row,
  type RowSamples,
} from "./soak-protocol.ts";
import { REQUEST_TIMEOUT_MS } from "./soak-client.ts";
import { percentile } from "./soak-report.ts";

const MINUTE_MS = 60_000;
const ERROR_SAMPLES = 3;
const WARM_UP_CONCURRENCY = 4;

const now = () => performance.timeOrigin + performance.now();

/** A sequence of requests at a fixed rate: `fire(i)` names the i-th one's row and sends it. */
interface Stream {
  interval: number;
  offset: number;
  sent: number;
  fire(index: number): [Row, () => Promise<unknown>];
}

interface Minute {
  rows: Record<Row, RowSamples>;
  pending: Promise<unknown>[];
  lateness: number[];
}

process.once("message", (plan: LoadPlan) => {
  run(plan).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

async function run(plan: LoadPlan) {
  const database = new pg.Client({ connectionString: plan.databaseUrl });
  await database.connect();
  await warmUp(plan, database);
  const startAt = now() + 500;
  await send({ type: "started", startAt });
  const nextStep = createMix(plan);
  const serverFor = (index: number) => plan.servers[index % plan.servers.length]!;
  const baselineInterval = 1000 / plan.baselineRate;
  const streams: Stream[] = [
    {
      interval: 1000 / plan.rate,
      offset: 0,
      sent: 0,
      fire(index) {
        const step = nextStep();
        return [step.operation, () => step.send(serverFor(index))];
      },
    },
    {
      interval: baselineInterval,
      offset: baselineInterval / 3,
      sent: 0,
      fire: (index) => [BASELINES[0], () => healthz(serverFor(index))],
    },
    {
      interval: baselineInterval,
      offset: (2 * baselineInterval) / 3,
      sent: 0,
      fire: () => [BASELINES[1], () => database.query("SELECT 1")],
    },
  ];
  const dueOf = (stream: Stream) => startAt + stream.offset + stream.sent * stream.interval;
  const endAt = startAt + plan.minutes * MINUTE_MS;

  let reports = Promise.resolve();
  const close = (minute: Minute, number: number) => {
    reports = reports.then(async () => {
      await Promise.allSettled(minute.pending);
      const lateness = minute.lateness.sort((a, b) => a - b);
      const report: MinuteReport = {
        type: "minute",
        minute: number,
        rows: minute.rows,
        lateness: { p99: percentile(lateness, 0.99), max: lateness.at(-1) ?? Number.NaN },
      };
      await send(report);
    });
  };

  let minuteIndex = 0;
  let minute = newMinute();
  for (;;) {
    const stream = streams.reduce((soonest, candidate) => (dueOf(candidate) < dueOf(soonest) ? candidate : soonest));
    const due = dueOf(stream);
    if (due >= endAt) break;
    while (due >= startAt + (minuteIndex + 1) * MINUTE_MS) {
      close(minute, (minuteIndex += 1));
      minute = newMinute();
    }
    const wait = due - now();
    // Always yield, so answers are read even when the sends run behind.
    await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
    const [row, sendRequest] = stream.fire(stream.sent);
    stream.sent += 1;
    minute.lateness.push(Math.max(0, now() - due));
    const samples = minute.rows[row];
    minute.pending.push(
      sendRequest().then(
        () => samples.latencies.push(now() - due),
        (error: unknown) => {
          samples.errors += 1;
          if (samples.errorSamples.length < ERROR_SAMPLES) samples.errorSamples.push(describe(error));
        },
      ),
    );
  }
  close(minute, minuteIndex + 1);
  await reports;
  await send({ type: "done" });
  await database.end();
}

/**
 * Before the clock starts, a share of the mix (its own sequence, so the measured one stays
 * the same) to every server: the first request of each kind compiles code and fills
 * caches, which is start-up, not something a soak should hold minute 1 to. Any error here
 * stops the run: there is no point soaking servers that fail at once.
 */
async function warmUp(plan: LoadPlan, database: pg.Client) {
  await database.query("SELECT 1");
  const nextStep = createMix(plan, "soak-warm-up");
  const steps = Array.from({ length: plan.warmUpRequests * plan.servers.length }, nextStep);
  let next = 0;
  await Promise.all(
    Array.from({ length: WARM_UP_CONCURRENCY }, async () => {
      while (next < steps.length) {
        const index = next;
        next += 1;
        await steps[index]!.send(plan.servers[index % plan.servers.length]!).catch((error: unknown) => {
          throw new Error(`Warm-up ${steps[index]!.operation} failed: ${describe(error)}`);
        });
      }
    }),
  );
}

function newMinute(): Minute {
  const rows = Object.fromEntries(
    [...OPERATIONS, ...BASELINES].map((row): [Row, RowSamples] => [
      row,
      { latencies: [], errors: 0, errorSamples: [] },
    ]),
  ) as Record<Row, RowSamples>;
  return { rows, pending: [], lateness: [] };
}

async function healthz(server: string) {
  const response = await fetch(`${server}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`/healthz answered ${response.status}: ${body.slice(0, 200)}`);
}

function send(message: LoadMessage): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
  );
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 300);
}
