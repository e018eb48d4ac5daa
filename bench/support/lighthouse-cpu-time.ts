// bench:web --cpu-time: a navigation's trace with every main-thread task of the page cut to the
// CPU time its thread spent in it (the trace's `tdur`), so that Lighthouse's simulation, which
// multiplies each task's observed duration, stops counting the time other processes on a shared
// machine took from it. Events inside a task shrink with it, in proportion, so Lantern still
// sees which task sent which request. Network timings are left as observed.
import { readFile, writeFile } from "node:fs/promises";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** Rewrites the trace file in place; false when it has no page navigation to find the page's thread by. */
export async function cutTasksToCpuTime(traceFile: string): Promise<boolean> {
  const trace = JSON.parse(await readFile(traceFile, "utf8")) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const navigation =
    events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && isPage(e)) ??
    events.find((e) => e.name === "navigationStart" && isPage(e));
  if (!navigation) return false;
  const mainThread = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid)
    .sort((a, b) => a.ts - b.ts);
  const tasks = mainThread.filter((e) => e.name === "RunTask" && e.ph === "X" && e.tdur !== undefined && e.dur);
  for (const task of tasks) {
    const ratio = Math.min(1, task.tdur! / task.dur!);
    const end = task.ts + task.dur!;
    for (const event of mainThread) {
      if (event === task || event.ts < task.ts || event.ts >= end) continue;
      event.ts = task.ts + (event.ts - task.ts) * ratio;
      if (event.dur) event.dur *= ratio;
    }
    task.dur = Math.min(task.dur!, task.tdur!);
  }
  await writeFile(traceFile, JSON.stringify(trace));
  return true;
}

const isPage = (event: TraceEvent) => event.args?.data?.documentLoaderURL?.startsWith("http") ?? false;
