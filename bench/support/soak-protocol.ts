// What bench/soak.ts and its load process (soak-load.ts) say to each other over the IPC
// channel: the plan, sent once; "started" once the warm-up is over and the clock set; a
// report at the end of each minute; then "done".
import type { MixPlan, Operation } from "./soak-operations.ts";

/**
 * The yardsticks measured beside the mix in the same run, at a low fixed rate: the same
 * HTTP path to the same two processes with no database work (/healthz), and a round trip
 * to the same database with no app at all. When these slow down too, the machine did.
 */
export const BASELINES = ["baseline: GET /healthz", "baseline: SELECT 1"] as const;
export type Baseline = (typeof BASELINES)[number];
export type Row = Operation | Baseline;

export interface LoadPlan extends MixPlan {
  /** The app processes' base URLs; request i goes to servers[i % servers.length]. */
  servers: string[];
  databaseUrl: string;
  /** Mix requests per second, all servers together. */
  rate: number;
  /** Requests per second of each baseline. */
  baselineRate: number;
  minutes: number;
  /** Requests of the mix sent before the clock starts (not measured), to each server. */
  warmUpRequests: number;
}

export interface RowSamples {
  /** Milliseconds from when each successful request was due to its complete answer. */
  latencies: number[];
  errors: number;
  /** The first few errors' messages. */
  errorSamples: string[];
}

export interface MinuteReport {
  type: "minute";
  /** 1-based. */
  minute: number;
  rows: Record<Row, RowSamples>;
  /** How late the load process sent its requests (ms after they were due): p99 and max. */
  lateness: { p99: number; max: number };
}

export type LoadMessage =
  /** startAt: when the first measured request is due (epoch ms), so both agree where minutes end. */
  { type: "started"; startAt: number } | MinuteReport | { type: "done" };
