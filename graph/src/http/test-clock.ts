// A clock the browser journeys can move, so a reminder due tomorrow is seen today without
// waiting. Only a server started with TEST_CLOCK=movable outside production has it: its
// `PUT /__test/clock` ({"now": ISO instant}, or null for the real time) moves the clock the
// requests and jobs read, then runs the jobs once, in order, before answering.
import type { Hono } from "hono";
import type { Clock } from "../context.ts";
import type { RestEnv } from "../rest/env.ts";

export interface MovableClock extends Clock {
  set(now: Date | null): void;
}

export function movableClock(): MovableClock {
  let pinned: Date | null = null;
  return {
    now: () => (pinned ? new Date(pinned) : new Date()),
    set(now) {
      pinned = now;
    },
  };
}

/** The movable clock when TEST_CLOCK=movable; a production server refuses to start with one. */
export function movableClockFromEnv(env: NodeJS.ProcessEnv): MovableClock | null {
  if (env.TEST_CLOCK !== "movable") return null;
  if (env.NODE_ENV === "production") throw new Error("TEST_CLOCK=movable is for tests: unset it in production.");
  return movableClock();
}

export interface TestClockHooks {
  clock: MovableClock;
  /** Runs the background jobs once (reminders, the outbox...) at the clock's new time. */
  runJobs(): Promise<void>;
}

export function mountTestClock(app: Hono<RestEnv>, hooks: TestClockHooks): void {
  app.put("/__test/clock", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { now?: unknown } | null;
    const now = typeof body?.now === "string" ? new Date(body.now) : null;
    if (body?.now !== null && (now === null || Number.isNaN(now.getTime()))) {
      return c.json({ error: 'Send {"now": an ISO instant} or {"now": null}.' }, 400);
    }
    hooks.clock.set(now);
    await hooks.runJobs();
    return c.json({ now: hooks.clock.now().toISOString() });
  });
}
