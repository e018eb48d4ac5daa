// One scheduler process, as a second server instance (or one restarted after a crash) would
// run it: its own Node process and its own connections to the shared PostgreSQL schema. The
// PostgreSQL tests start two of these, or kill one mid-run, to show that each occurrence
// becomes exactly one booking whatever the processes do (graph/test/pg/recurring-scheduler-
// concurrency.test.ts). Run with tsx:
//
//   DATABASE_URL='postgresql://…?schema=s' SCHEDULER_NOW=2026-11-20T15:00:00Z \
//     node --import tsx graph/test/support/scheduler-process.ts
//
// It connects, prints {"event":"ready"}, then runs the scheduler once per line read on stdin
// (so a test can start several processes and release them together): a line is "{}" or
// {"now": "<ISO instant>"} to run at another pinned instant. After each run it prints
// {"event":"run", now, resumed, booked, conflicts, missed, failed: [{scheduleId, error}]}. When stdin ends it closes the
// database and exits 0. Every line it prints is one JSON object.
//
// SCHEDULER_DELAY_MS: how long each schedule's transaction waits after its bookings are
// written (uncommitted), so a kill can land mid-run and even mid-schedule.
// SCHEDULER_PROGRESS=1: print {"event":"schedule","scheduleId":n} as each schedule's
// bookings are written, before its delay and commit.
// SCHEDULER_HOLD_FIRST=1: after a run's first schedule's bookings are written (uncommitted,
// its locks held), print {"event":"holding","scheduleId":n} and wait for a {"release":true}
// line before going on: a barrier a test uses to make two processes' runs overlap for certain.
// A release line read outside a hold is ignored.
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { systemContext } from "../../src/context.ts";
import { openDatabase } from "../../src/db/client.ts";
import { runRecurringScheduler } from "../../src/services/schedules/scheduler.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:/.test(databaseUrl)) fail("DATABASE_URL must name a PostgreSQL database");
const defaultNow = instant(process.env.SCHEDULER_NOW, "SCHEDULER_NOW");
const delayMs = Number(process.env.SCHEDULER_DELAY_MS ?? 0);
if (!Number.isFinite(delayMs) || delayMs < 0) fail("SCHEDULER_DELAY_MS must be a number of milliseconds");
const reportProgress = process.env.SCHEDULER_PROGRESS === "1";
const holdFirst = process.env.SCHEDULER_HOLD_FIRST === "1";

const stdinLines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const db = await openDatabase({ databaseUrl });
try {
  // Connected before "ready", so released processes race from the first query on.
  await db.prisma.$queryRaw`SELECT 1`;
  print({ event: "ready" });
  for (let command = await nextMessage(); command !== null; command = await nextMessage()) {
    if (command.release) continue;
    const now = command.now === undefined ? defaultNow : instant(command.now, "now");
    let held = false;
    const result = await runRecurringScheduler(systemContext({ db: db.prisma, clock: { now: () => now } }), {
      afterSchedule: async (scheduleId) => {
        if (reportProgress) print({ event: "schedule", scheduleId });
        if (holdFirst && !held) {
          held = true;
          print({ event: "holding", scheduleId });
          await untilReleased();
        }
        if (delayMs > 0) await sleep(delayMs);
      },
    });
    // An error does not survive JSON.stringify; its message does.
    const failed = result.failed.map(({ scheduleId, error }) => ({ scheduleId, error: String(error) }));
    print({ event: "run", now: now.toISOString(), ...result, failed });
  }
} finally {
  await db.close();
}

interface Message {
  now?: string;
  release?: boolean;
}

/** The next JSON line on stdin; null once it ends. The run loop and a hold read in turn. */
async function nextMessage(): Promise<Message | null> {
  for (;;) {
    const { value, done } = await stdinLines.next();
    if (done) return null;
    if (value.trim() !== "") return JSON.parse(value) as Message;
  }
}

async function untilReleased(): Promise<void> {
  for (let message = await nextMessage(); message !== null; message = await nextMessage()) {
    if (message.release) return;
  }
}

function print(line: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function instant(value: string | undefined, name: string): Date {
  const parsed = new Date(value ?? "");
  if (Number.isNaN(parsed.getTime())) fail(`${name} must be an ISO instant, e.g. 2026-11-20T15:00:00Z`);
  return parsed;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
