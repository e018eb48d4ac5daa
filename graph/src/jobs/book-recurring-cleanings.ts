import type { Context } from "../context.ts";
import { runRecurringScheduler } from "../services/schedules/scheduler.ts";

/**
 * The scheduler as a repeating job. Schedules it could not advance were rolled back and are
 * retried on the next run; they are reported as the job's failure once the others are done.
 */
export async function bookRecurringCleanings(ctx: Context) {
  const { failed, ...run } = await runRecurringScheduler(ctx);
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map((failure) => failure.error),
      `Recurring schedules ${failed.map((failure) => failure.scheduleId).join(", ")} could not be advanced ` +
        `(booked ${run.booked} others); the next run retries them.`,
    );
  }
  return run;
}
