import type { Context } from "../context.ts";

export interface RepeatingJob {
  name: string;
  everyMs: number;
  run: (ctx: Context) => Promise<unknown>;
}

export interface RunningJobs {
  stop(): void;
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
): Promise<RunningJobs> {
  const running = new Set<RepeatingJob>();
  const runOnce = async (job: RepeatingJob) => {
    if (running.has(job)) return;
    running.add(job);
    try {
      await job.run(ctx);
    } catch (error) {
      onError(job.name, error);
    } finally {
      running.delete(job);
    }
  };
  await Promise.all(jobs.map(runOnce));
  const timers = jobs.map((job) => setInterval(() => void runOnce(job), job.everyMs).unref());
  return {
    stop: () => timers.forEach(clearInterval),
    async runAll() {
      for (const job of jobs) await runOnce(job);
    },
  };
}
