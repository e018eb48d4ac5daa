// Timing for the request benchmarks (bench:payments, bench:matches): requests run one at a
// time or a few at once, their throughput and latencies, and the SQL statements they ran
// grouped by how each begins.

export interface Timing {
  perSecond: number;
  meanMs: number;
  p50ms: number;
  p95ms: number;
  /** Each item's latency, in the items' order. */
  byItem: number[];
}

/** One statement as Prisma's query event reports it. */
export interface Statement {
  query: string;
  ms: number;
}

/** Runs `task` over every item, `parallel` at a time; throughput and latencies. */
export async function measure<T>(items: T[], parallel: number, task: (item: T) => Promise<unknown>): Promise<Timing> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        const t0 = performance.now();
        await task(items[index]!);
        latencies[index] = performance.now() - t0;
      }
    }),
  );
  return timingOf(latencies, (performance.now() - started) / 1000);
}

/** Requests per second of `seconds` spent, and the latencies' mean, p50 and p95. */
export function timingOf(byItem: number[], seconds: number): Timing {
  const sorted = [...byItem].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const perSecond = byItem.length / seconds;
  return {
    perSecond: Number(perSecond.toFixed(perSecond < 100 ? 1 : 0)),
    meanMs: Number((sum(byItem) / byItem.length).toFixed(2)),
    p50ms: Number(at(0.5).toFixed(2)),
    p95ms: Number(at(0.95).toFixed(2)),
    byItem,
  };
}

export function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

/**
 * The statements of `count` requests, grouped by how they begin: how many per request and
 * their mean time. The scoring statement's text varies with the answers (a condition for
 * 'required', no window for 'flexible') and the page's id list with its length: grouped by
 * their beginning, the variants of one statement make one line.
 */
export function statementSummary(statements: Statement[], count: number): string[] {
  const groups = new Map<string, number[]>();
  for (const { query, ms } of statements) {
    const text = query.replace(/\s+/g, " ").trim();
    const key = text.length > 110 ? `${text.slice(0, 110)}…` : text;
    groups.set(key, [...(groups.get(key) ?? []), ms]);
  }
  return [...groups].map(([text, durations]) => {
    const mean = sum(durations) / durations.length;
    return `${(durations.length / count).toFixed(1)} × ${mean.toFixed(2).padStart(7)} ms  ${text}`;
  });
}
