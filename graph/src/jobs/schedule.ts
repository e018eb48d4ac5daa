import type { Context } from "../context.ts";

export interface RepeatingJob {
  name: string;
  everyMs: number;
  run: (ctx: Context) => Promise<unknown>;
}

/**
 * Runs each job once now and then every `everyMs` in this process, under a system
 * context. A failed run is reported and the next one goes ahead: the jobs keep their
 * state in the database, so a missed run only delays the work. Returns a stop function.
 */
export async function startRepeatingJobs(
  ctx: Context,
  jobs: readonly RepeatingJob[],
  onError: (job: string, error: unknown) => void,
): Promise<() => void> {
  const runOnce = (job: RepeatingJob) => job.run(ctx).catch((error: unknown) => onError(job.name, error));
  await Promise.all(jobs.map(runOnce));
  const timers = jobs.map((job) => setInterval(() => void runOnce(job), job.everyMs).unref());
  return () => timers.forEach(clearInterval);
}
