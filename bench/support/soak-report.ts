// The soak's figures: each minute's table, the totals, and the acceptance checks (0 errors;
// no minute's p99 above 3 × the first minute's; RSS flat within 10% after warm-up on every
// process), each stated with the rule it applies.
import { OPERATIONS } from "./soak-operations.ts";
import { BASELINES, type MinuteReport, type Row, type RowSamples } from "./soak-protocol.ts";
import type { ProcessSample } from "./soak-servers.ts";

export const P99_LIMIT = 3;
export const RSS_TOLERANCE = 0.1;
/** Minute 1 is warm-up (JIT, pools, caches): RSS is compared from the end of minute 2 on. */
export const RSS_REFERENCE_MINUTE = 2;

export interface Summary {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

export function summarize(samples: RowSamples[]): Summary {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  return {
    count: latencies.length + samples.reduce((total, sample) => total + sample.errors, 0),
    errors: samples.reduce((total, sample) => total + sample.errors, 0),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** Nearest rank; NaN when there is nothing to rank. */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1));
const mb = (value: number | null) => (value === null ? "gone" : value.toFixed(1));

/** Left-aligned first column, right-aligned numbers. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

const ROWS: Row[] = [...OPERATIONS, ...BASELINES];

export function minuteBlock(
  report: MinuteReport,
  minutes: number,
  names: string[],
  [before, after]: [ProcessSample, ProcessSample],
) {
  const rows = ROWS.map((row) => {
    const summary = summarize([report.rows[row]]);
    return [row, String(summary.count), String(summary.errors), ms(summary.p50), ms(summary.p99)];
  });
  const errors = ROWS.flatMap((row) => report.rows[row].errorSamples.map((sample) => `  ${row}: ${sample}`));
  const processes = names.map(
    (name, index) =>
      `${name} RSS ${mb(after.servers[index]!.rssMb)} MB, CPU ${cpuPercent(before, after, index)}% of a core`,
  );
  return [
    `\nminute ${report.minute} of ${minutes} (load sent late by p99 ${ms(report.lateness.p99)} ms, ` +
      `max ${ms(report.lateness.max)} ms)`,
    table(["operation", "count", "errors", "p50 ms", "p99 ms"], rows),
    `${processes.join("; ")}; machine load average ${after.loadAverage.toFixed(1)}`,
    ...(errors.length ? ["errors, first of each minute:", ...errors] : []),
  ].join("\n");
}

/** The share of one core server `index` used between two samples. */
function cpuPercent(before: ProcessSample, after: ProcessSample, index: number): string {
  const from = before.servers[index]!.cpuSeconds;
  const to = after.servers[index]!.cpuSeconds;
  if (from === null || to === null) return "-";
  return (((to - from) / ((after.at - before.at) / 1000)) * 100).toFixed(0);
}

/** The whole run's figures per row, and each operation's worst minute against minute 1. */
export function totalsTable(reports: MinuteReport[]): string {
  const rows = ROWS.map((row) => {
    const total = summarize(reports.map((report) => report.rows[row]));
    const worst = worstP99Ratio(reports, row);
    return [
      row,
      String(total.count),
      String(total.errors),
      ms(total.p50),
      ms(total.p99),
      worst ? `${worst.ratio.toFixed(2)}× (minute ${worst.minute})` : "-",
    ];
  });
  return table(["operation", "count", "errors", "p50 ms", "p99 ms", "worst minute p99 / minute 1"], rows);
}

/** Each server's RSS and CPU, and the machine's load average, at the start and each minute's end. */
export function processTable(names: string[], samples: ProcessSample[]): string {
  const rows = samples.map((sample, minute) => [
    minute === 0 ? "before the load" : `end of minute ${minute}`,
    ...names.flatMap((_, index) => [
      mb(sample.servers[index]!.rssMb),
      minute === 0 ? "-" : cpuPercent(samples[minute - 1]!, sample, index),
    ]),
    sample.loadAverage.toFixed(1),
  ]);
  const header = names.flatMap((name) => [`${name} RSS MB`, `${name} CPU %`]);
  return table(["", ...header, "load average"], rows);
}

export interface Check {
  name: string;
  /** null: the run is too short for this check to say anything. */
  passed: boolean | null;
  detail: string;
}

export function errorsCheck(input: {
  clientErrors: number;
  requests: number;
  serverErrorLines: number;
  bookingsAnswered: number;
  bookingsStored: number;
}): Check {
  const passed =
    input.clientErrors === 0 && input.serverErrorLines === 0 && input.bookingsStored === input.bookingsAnswered;
  return {
    name: "0 errors",
    passed,
    detail:
      `${input.clientErrors} failed requests of ${input.requests} (HTTP, GraphQL, typed or timeout), ` +
      `${input.serverErrorLines} lines on the servers' stderr, ` +
      `${input.bookingsStored} bookings stored for ${input.bookingsAnswered} answered`,
  };
}

export function p99Check(reports: MinuteReport[]): Check {
  const rule = `each operation's p99 in every minute at most ${P99_LIMIT} × its minute-1 p99`;
  if (reports.length < 2) return { name: "p99 steady", passed: null, detail: `${rule}: needs 2 minutes or more` };
  const worst = OPERATIONS.map((operation) => ({ operation, ...worstP99Ratio(reports, operation)! }));
  const passed = worst.every(({ ratio }) => ratio <= P99_LIMIT);
  const list = worst.map(({ operation, ratio, minute }) => `${operation} ${ratio.toFixed(2)}× (minute ${minute})`);
  return { name: "p99 steady", passed, detail: `${rule}; worst: ${list.join(", ")}` };
}

/** The highest p99 of minutes 2..N over minute 1's (NaN counts as infinitely worse). */
function worstP99Ratio(reports: MinuteReport[], row: Row): { ratio: number; minute: number } | null {
  if (reports.length < 2) return null;
  const first = summarize([reports[0]!.rows[row]]).p99;
  let worst = { ratio: 0, minute: 2 };
  for (const report of reports.slice(1)) {
    const ratio = summarize([report.rows[row]]).p99 / first;
    const comparable = Number.isNaN(ratio) ? Number.POSITIVE_INFINITY : ratio;
    if (comparable > worst.ratio) worst = { ratio: comparable, minute: report.minute };
  }
  return worst;
}

export function rssCheck(names: string[], samples: ProcessSample[]): Check {
  const rule =
    `every process's RSS at the end of minutes ${RSS_REFERENCE_MINUTE}..N within ±${RSS_TOLERANCE * 100}% ` +
    `of its RSS at the end of minute ${RSS_REFERENCE_MINUTE} (minute 1 is warm-up)`;
  const after = samples.slice(RSS_REFERENCE_MINUTE);
  if (after.length < 2) {
    return { name: "RSS flat", passed: null, detail: `${rule}: needs ${RSS_REFERENCE_MINUTE + 1} minutes or more` };
  }
  const results = names.map((name, index) => {
    const series = after.map((sample) => sample.servers[index]!.rssMb);
    const reference = series[0];
    if (reference === null || reference === undefined || series.some((value) => value === null)) {
      return { name, passed: false, text: `${name} exited` };
    }
    const deviations = (series as number[]).map((value) => value / reference - 1);
    const extreme = deviations.reduce((worst, value) => (Math.abs(value) > Math.abs(worst) ? value : worst), 0);
    return {
      name,
      passed: deviations.every((value) => Math.abs(value) <= RSS_TOLERANCE),
      text: `${name} ${reference.toFixed(1)} MB, furthest ${(extreme * 100).toFixed(1)}%`,
    };
  });
  return {
    name: "RSS flat",
    passed: results.every((result) => result.passed),
    detail: `${rule}; ${results.map((result) => result.text).join(", ")}`,
  };
}

export function checkLine(check: Check): string {
  const verdict = check.passed === null ? "N/A " : check.passed ? "PASS" : "FAIL";
  return `${verdict}  ${check.name}: ${check.detail}`;
}
