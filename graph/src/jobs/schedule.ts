import type { Context } from "../context.ts";

export interface RepeatingJob {
  name: string;
  everyMs: number;
  run: (ctx: Context) => Promise<unknown>;
}

export interface RunningJobs {
  /** Starts no more runs; resolves once the runs in progress have finished. */
  stop(): Promise<void>;
  /** Runs every job once now, one after another in their order (a run already going is not doubled). */
  runAll(): Promise<void>;
}

/**
 * Runs each job once now and then every `everyMs` in this process, under a system
 * context. A failed run is reported and the next one goes ahead: the jobs keep their
 * state in the database, so a missed run only delays the work. A run still going when its
 * next tick comes is not doubled: the tick is skipped.
 */
export async function startRepeatingJobs(
  ctx: Context,
  jobs: readonly RepeatingJob[],
  onError: (job: string, error: unknown) => void,
  /** Told how each run went and how long it took (observability/metrics.ts). */
  onRun?: (job: string, outcome: "ok" | "failed", seconds: number) => void,
): Promise<RunningJobs> {
  const running = new Map<RepeatingJob, Promise<void>>();
  const runOnce = (job: RepeatingJob): Promise<void> => {
    const current = running.get(job);
    if (current) return current;
    const run = (async () => {
      const started = performance.now();
      try {
        await job.run(ctx);
        onRun?.(job.name, "ok", (performance.now() - started) / 1000);
      } catch (error) {
        onError(job.name, error);
        onRun?.(job.name, "failed", (performance.now() - started) / 1000);
      } finally {
        running.delete(job);
      }
    })();
    running.set(job, run);
    return run;
  };
  await Promise.all(jobs.map(runOnce));
  const timers = jobs.map((job) => setInterval(() => void runOnce(job), job.everyMs).unref());
  return {
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
    async runAll() {
      for (const job of jobs) await runOnce(job);
    },
  };
}
