// The recurring scheduler's exactly-once promise, with real processes on one PostgreSQL
// schema: two scheduler processes released at the same moment over 200 due schedules, a
// process killed (SIGKILL) mid-run and a fresh one after it, and two processes stepping a
// pinned clock together. Each (schedule, date) must become exactly one booking. Each process
// is graph/test/support/scheduler-process.ts with its own connections; PGlite serves one
// process, so without TEST_DATABASE_URL this file is skipped.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { addDaysIso } from "../../../shared/availability/slots.ts";
import { weekdayOf } from "../../../shared/schedules/next-date.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import { dateColumn, isoDateOf, todayIn } from "../../src/services/bookings/calendar-date.ts";
import { BOOKING_HORIZON_DAYS, type SchedulerRun } from "../../src/services/schedules/scheduler.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const projectRoot = path.resolve(import.meta.dirname, "../../..");
const SCRIPT = path.join(projectRoot, "graph/test/support/scheduler-process.ts");
/** A Friday, 10:00 in Toronto: the same calendar day in every Canadian zone. */
const NOW = new Date("2026-11-20T15:00:00Z");
const SCHEDULES = 200;
const HOUR_MS = 3_600_000;
const at = (hoursAfterNow: number) => new Date(NOW.getTime() + hoursAfterNow * HOUR_MS);

/** The lines scheduler-process.ts prints: a run's result, its failures' errors as text. */
interface RunEvent extends Omit<SchedulerRun, "failed"> {
  event: "run";
  now: string;
  failed: { scheduleId: number; error: string }[];
}
type Event =
  { event: "ready" } | { event: "schedule"; scheduleId: number } | { event: "holding"; scheduleId: number } | RunEvent;
type Schedule = { id: number; firstDate: string; timeZone: string };

// Each test starts child processes and runs the scheduler many times over (the stepped one 16
// rounds of 200 schedules): about 20 s on a quiet machine, and past the 30 s default when CI's
// two cores are shared with another suite. The answers, not the time, are what is checked.
describe.skipIf(!databaseUrl)(
  "the recurring scheduler across processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared)",
  { timeout: 120_000 },
  () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const children = new Set<ChildProcess>();
    let db: Database | undefined;
    let providers: { id: number; timeZone: string }[] = [];
    let customerId = 0;

    beforeAll(async () => {
      await runAdmin(databaseUrl!, `CREATE SCHEMA "${schema}"`);
      db = await openDatabase({ databaseUrl: databaseUrl!, schema });
      await applyPendingMigrations(db);
      await seedDatabase(db.prisma, { providers: 5, seed: 7 });
      customerId = (await db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } })).id;
      const houseCleaning = await db.prisma.category.findUniqueOrThrow({ where: { slug: "house-cleaning" } });
      const active = await db.prisma.provider.findMany({
        where: { status: "ACTIVE" },
        select: { id: true, startingPrice: true, city: { select: { timeZone: true } } },
        orderBy: { id: "asc" },
      });
      await db.prisma.providerCategory.createMany({
        data: active.map((provider) => ({
          providerId: provider.id,
          categoryId: houseCleaning.id,
          priceCents: provider.startingPrice,
        })),
        skipDuplicates: true,
      });
      providers = active.map((provider) => ({ id: provider.id, timeZone: provider.city.timeZone }));
      expect(providers.length).toBeGreaterThan(1);
    }, 120_000);

    afterAll(async () => {
      // Whatever a failed test left running: killed and gone before its schema is dropped.
      await Promise.all([...children].map((child) => killGroup(child)));
      await db?.close();
      await runAdmin(databaseUrl!, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }, 60_000);

    /**
     * Replaces every schedule with `SCHEDULES` active weekly ones, each due once within the
     * horizon: the next date is 1 to 7 days after its provider's today, so one booking each.
     */
    async function dueSchedules(): Promise<Schedule[]> {
      await db!.prisma.scheduleOccurrence.deleteMany();
      await db!.prisma.booking.deleteMany({ where: { recurringScheduleId: { not: null } } });
      await db!.prisma.recurringSchedule.deleteMany();
      const planned = Array.from({ length: SCHEDULES }, (_, index) => {
        const provider = providers[index % providers.length]!;
        const firstDate = addDaysIso(todayIn(provider.timeZone, NOW), 1 + (index % BOOKING_HORIZON_DAYS));
        return { provider, firstDate, index };
      });
      await db!.prisma.recurringSchedule.createMany({
        data: planned.map(({ provider, firstDate, index }) => ({
          providerId: provider.id,
          customerId,
          customerName: "Casey Customer",
          customerPhone: "416-555-0166",
          customerEmail: "customer@demo.test",
          serviceType: "house-cleaning",
          serviceDetails: `Schedule ${index}`,
          frequency: "WEEKLY" as const,
          dayOfWeek: weekdayOf(firstDate),
          preferredTime: `${String(8 + (index % 10)).padStart(2, "0")}:00`,
          startDate: dateColumn(firstDate),
          nextBookingDate: dateColumn(firstDate),
        })),
      });
      const rows = await db!.prisma.recurringSchedule.findMany({
        select: { id: true, nextBookingDate: true, provider: { select: { city: { select: { timeZone: true } } } } },
      });
      return rows.map((row) => ({
        id: row.id,
        firstDate: isoDateOf(row.nextBookingDate),
        timeZone: row.provider.city.timeZone,
      }));
    }

    /** Every schedule's bookings are exactly its weekly dates up to the horizon at `lastNow`. */
    async function expectEachOccurrenceBookedOnce(schedules: Schedule[], lastNow: Date) {
      const ids = schedules.map((schedule) => schedule.id);
      const expected = new Map(
        schedules.map((schedule) => {
          const horizon = addDaysIso(todayIn(schedule.timeZone, lastNow), BOOKING_HORIZON_DAYS);
          const dates: string[] = [];
          for (let date = schedule.firstDate; date <= horizon; date = addDaysIso(date, 7)) dates.push(date);
          const next = addDaysIso(dates.at(-1)!, 7);
          return [schedule.id, { dates, occurrences: dates, totalBookings: dates.length, next }];
        }),
      );
      const bookings = await db!.prisma.booking.findMany({
        where: { recurringScheduleId: { in: ids } },
        select: { id: true, recurringScheduleId: true, preferredDate: true },
        orderBy: [{ preferredDate: "asc" }, { id: "asc" }],
      });
      const occurrences = await db!.prisma.scheduleOccurrence.findMany({
        where: { scheduleId: { in: ids } },
        orderBy: { date: "asc" },
      });
      const rows = await db!.prisma.recurringSchedule.findMany({ where: { id: { in: ids } } });
      const actual = new Map(
        rows.map((row) => [
          row.id,
          {
            dates: bookings.filter((b) => b.recurringScheduleId === row.id).map((b) => isoDateOf(b.preferredDate)),
            occurrences: occurrences.filter((o) => o.scheduleId === row.id).map((o) => isoDateOf(o.date)),
            totalBookings: row.totalBookings,
            next: isoDateOf(row.nextBookingDate),
          },
        ]),
      );
      expect(actual).toEqual(expected);
      // Every occurrence is BOOKED and points at its own schedule's booking of that date.
      const bookingOf = new Map(bookings.map((b) => [b.id, `${b.recurringScheduleId} ${isoDateOf(b.preferredDate)}`]));
      expect(occurrences.filter((o) => o.outcome !== "BOOKED" || o.bookingId === null)).toEqual([]);
      expect(occurrences.map((o) => bookingOf.get(o.bookingId!))).toEqual(
        occurrences.map((o) => `${o.scheduleId} ${isoDateOf(o.date)}`),
      );
    }

    function startScheduler(name: string, env: Record<string, string> = {}) {
      const appName = `sched_${schema}_${name}`;
      const url = new URL(databaseUrl!);
      url.searchParams.set("schema", schema);
      // One process (tsx as a loader, not its CLI's wrapper), in its own group: a kill is a crash.
      const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: url.href, SCHEDULER_NOW: NOW.toISOString(), PGAPPNAME: appName, ...env },
        stdio: ["pipe", "pipe", "pipe"],
        detached: true,
      });
      children.add(child);
      // Writing to a process this test killed fails with EPIPE; that is expected, not an error.
      child.stdin!.on("error", () => {});
      const events: Event[] = [];
      const output: string[] = [];
      let exitCode: number | null | undefined;
      const checks = new Set<() => void>();
      const recheck = () => checks.forEach((check) => check());
      createInterface({ input: child.stdout! }).on("line", (line) => {
        output.push(line);
        // Anything not JSON (a library's warning) is kept for the failure message only.
        if (line.startsWith("{")) events.push(JSON.parse(line) as Event);
        recheck();
      });
      createInterface({ input: child.stderr! }).on("line", (line) => output.push(`stderr: ${line}`));
      // "close", not "exit": its last lines are read by then.
      const exited = new Promise<number | null>((resolve) =>
        child.once("close", (code) => {
          exitCode = code;
          children.delete(child);
          recheck();
          resolve(code);
        }),
      );
      /** Resolves with what `found` finds in the events so far, once it finds something. */
      const waitFor = <T>(found: () => T | undefined) =>
        new Promise<T>((resolve, reject) => {
          const check = () => {
            const value = found();
            if (value !== undefined) resolve(value);
            else if (exitCode === undefined) return;
            else reject(new Error(`${name} exited (${exitCode}) first:\n${output.join("\n")}`));
            checks.delete(check);
          };
          checks.add(check);
          check();
        });
      const runs = () => events.filter((event): event is RunEvent => event.event === "run");
      const ready = waitFor(() => events.find((event) => event.event === "ready"));
      return {
        appName,
        events,
        runs,
        ready,
        exited,
        /** Runs the scheduler once more (at `now`, else NOW); resolves with that run's result. */
        run(now?: Date) {
          const before = runs().length;
          child.stdin!.write(`${JSON.stringify(now ? { now: now.toISOString() } : {})}\n`);
          return waitFor(() => runs()[before]);
        },
        waitFor,
        /** Inside a run, holding its first schedule's transaction open (SCHEDULER_HOLD_FIRST=1). */
        isHolding: () => events.some((event) => event.event === "holding"),
        /** Lets a held run go on; a process not yet holding goes on when it gets there. */
        release() {
          child.stdin!.write(`${JSON.stringify({ release: true })}\n`);
        },
        kill: () => killGroup(child),
        /** Ends its input and resolves with its exit code. */
        finish() {
          child.stdin!.end();
          return exited;
        },
      };
    }

    /** How many PostgreSQL sessions a scheduler process has open (PGAPPNAME names them). */
    async function sessionsOf(appName: string) {
      const [{ count }] = await db!.prisma.$queryRaw<[{ count: number }]>`
        SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = ${appName}`;
      return count;
    }

    /** Whether a scheduler process has a session waiting for an advisory lock (a provider's calendar). */
    async function isWaitingForAdvisoryLock(appName: string) {
      const [{ count }] = await db!.prisma.$queryRaw<[{ count: number }]>`
        SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE application_name = ${appName} AND wait_event_type = 'Lock' AND wait_event = 'advisory'`;
      return count > 0;
    }

    /** A killed process's sessions end (and their locks go) when PostgreSQL notices; wait for it. */
    async function untilSessionsEnd(appName: string) {
      for (let attempt = 0; attempt < 150; attempt += 1) {
        if ((await sessionsOf(appName)) === 0) return;
        await sleep(100);
      }
      throw new Error(`The sessions of ${appName} did not end`);
    }

    it(`books each of ${SCHEDULES} due schedules once when two processes run the scheduler at the same moment`, async () => {
      const schedules = await dueSchedules();
      const hold = { SCHEDULER_HOLD_FIRST: "1" };
      const schedulers = [startScheduler("same_moment_1", hold), startScheduler("same_moment_2", hold)];
      await Promise.all(schedulers.map((scheduler) => scheduler.ready));
      const running = Promise.all(schedulers.map((scheduler) => scheduler.run()));
      // A barrier makes the overlap certain: each process holds its first schedule's
      // transaction open until both are inside their runs with a schedule claimed, each
      // holding one or one waiting for the other's provider calendar (a shared provider).
      const deadline = Date.now() + 60_000;
      for (;;) {
        const holding = schedulers.map((scheduler) => scheduler.isHolding());
        if (holding.every(Boolean)) break;
        const waiting = await Promise.all(schedulers.map((scheduler) => isWaitingForAdvisoryLock(scheduler.appName)));
        if (holding.every((held, index) => held || waiting[index])) break;
        if (Date.now() > deadline) {
          throw new Error(
            `Barrier not reached in 60 s: holding a schedule ${JSON.stringify(holding)}, ` +
              `waiting for a provider's calendar ${JSON.stringify(waiting)}`,
          );
        }
        await sleep(50);
      }
      for (const scheduler of schedulers) scheduler.release();
      const results = await running;

      const split = results.map((result) => result.booked);
      console.info(`Two processes at once booked ${split.join(" + ")} of ${SCHEDULES} schedules`);
      expect(results.map((result) => [result.missed, result.failed])).toEqual([
        [0, []],
        [0, []],
      ]);
      // Both did work inside the same moment, and together each schedule once.
      expect(
        split.every((booked) => booked > 0),
        `split ${split.join(" + ")}`,
      ).toBe(true);
      expect(split.reduce((sum, booked) => sum + booked, 0)).toBe(SCHEDULES);
      await expectEachOccurrenceBookedOnce(schedules, NOW);
      expect(await Promise.all(schedulers.map((scheduler) => scheduler.finish()))).toEqual([0, 0]);
    });

    it("books each occurrence once when a process is killed mid-run and a fresh one runs after it", async () => {
      const schedules = await dueSchedules();
      const doomed = startScheduler("killed", { SCHEDULER_DELAY_MS: "25", SCHEDULER_PROGRESS: "1" });
      await doomed.ready;
      void doomed.run().catch(() => {});
      // Schedule n+1 is reported only after schedule n's transaction committed.
      const reported = () =>
        doomed.events.filter((event): event is Extract<Event, { event: "schedule" }> => event.event === "schedule");
      await doomed.waitFor(() => (reported().length >= 20 ? true : undefined));
      // Else waiting for its sessions to end below would prove nothing.
      expect(await sessionsOf(doomed.appName)).toBeGreaterThan(0);
      await doomed.kill();
      expect(doomed.runs(), "the killed process finished its run").toEqual([]);
      await untilSessionsEnd(doomed.appName);

      const bookedBeforeRestart = await db!.prisma.booking.count({ where: { recurringScheduleId: { not: null } } });
      expect(bookedBeforeRestart).toBeGreaterThanOrEqual(reported().length - 1);
      expect(bookedBeforeRestart).toBeLessThan(SCHEDULES);
      const inFlight = reported().at(-1)!.scheduleId;
      const inFlightBookings = await db!.prisma.booking.count({ where: { recurringScheduleId: inFlight } });
      console.info(
        `Killed after ${reported().length} schedules reported, ${bookedBeforeRestart} committed; ` +
          `the last one's transaction ${inFlightBookings === 0 ? "rolled back" : "had committed"}`,
      );

      const fresh = startScheduler("restarted");
      await fresh.ready;
      const result = await fresh.run();
      expect(result.failed).toEqual([]);
      expect(result.booked).toBe(SCHEDULES - bookedBeforeRestart);
      await expectEachOccurrenceBookedOnce(schedules, NOW);
      expect(await fresh.finish()).toBe(0);
    });

    it("books each occurrence once when two processes step a pinned clock together for 8 days", async () => {
      const schedules = await dueSchedules();
      const schedulers = [startScheduler("stepped_1"), startScheduler("stepped_2")];
      await Promise.all(schedulers.map((scheduler) => scheduler.ready));
      // 15:00 and 05:30 UTC each day: at 05:30 it is already tomorrow in Toronto but still today
      // in Edmonton (the seeded providers' zones), so the providers' calendars step apart.
      const steps = Array.from({ length: 8 }, (_, day) => [0, 14.5].map((hours) => at(day * 24 + hours))).flat();
      let booked = 0;
      for (const now of steps) {
        const results = await Promise.all(schedulers.map((scheduler) => scheduler.run(now)));
        booked += results.reduce((sum, result) => sum + result.booked, 0);
        expect(results.map((result) => [result.missed, result.failed])).toEqual([
          [0, []],
          [0, []],
        ]);
      }
      await expectEachOccurrenceBookedOnce(schedules, steps.at(-1)!);
      expect(booked).toBe(await db!.prisma.booking.count({ where: { recurringScheduleId: { not: null } } }));
      expect(await Promise.all(schedulers.map((scheduler) => scheduler.finish()))).toEqual([0, 0]);
    });
  },
);

/** SIGKILL to the child's whole process group; resolves once it has exited. */
async function killGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
  await exited;
}

async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
