// A rolling restart loses no request: three server processes over one PostgreSQL schema behind
// a real HAProxy (support/haproxy.ts says why it is configured as it is), steady load from
// several clients in this process, and the three instances replaced one by one as a deploy does
// (SIGTERM; /readyz turns 503 and the instance keeps serving for SHUTDOWN_DRAIN_SECONDS while
// HAProxy's checks take it out; it stops accepting, closes its idle keep-alive connections,
// finishes what it took on and exits; a new process starts on the same port and HAProxy takes it
// back once /readyz says 200). Every answer must be the expected one: public reads (REST, and
// GraphQL by GET and by POST, which HAProxy retries only when it could not connect), a signed-in
// read, and bookings made with an Idempotency-Key, each made exactly once however often HAProxy
// sent it. And no instance may drop a request it took, even one HAProxy's retry would hide.
//
// Several processes and one PostgreSQL: without TEST_DATABASE_URL this file is skipped. With it,
// a missing HAProxy fails the test (CI installs Debian's haproxy) rather than skipping it.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/http/session-cookie.ts";
import { findHaproxy, HAPROXY_MISSING_MESSAGE, startHaproxy, type Haproxy } from "../support/haproxy.ts";
import { createOutboxSchema, type OutboxSchema } from "../support/outbox-world.ts";
import { startServerProcesses, type ServerProcesses, type ServerRestart } from "../support/server-processes.ts";
import { readSignInAnswer, signInRequestInit } from "../support/sign-in.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;
/** Concurrent clients, so requests are always in flight on every instance when it stops. */
const CLIENTS = 6;
/**
 * All clients together send at most this many requests a second: steady load that leaves the
 * two cores room for the new processes to start, or the restarts, and the test, take far longer.
 */
const REQUESTS_PER_SECOND = 75;
const MIN_REQUESTS = 2_000;
/** Long enough for HAProxy's checks (500 ms apart, down after 2) to see the 503 with room to spare. */
const DRAIN_SECONDS = 2;
/** Load before the first restart and after the last, so every instance serves in steady state too. */
const STEADY_MS = 1_500;
/** A request that takes longer than this counts as failed: a hang is a loss too. */
const REQUEST_TIMEOUT_MS = 15_000;

const CITIES_QUERY = "{ cities(tier: 1, first: 5) { totalCount edges { node { slug } } } }";

type Kind = "rest read" | "graphql GET" | "graphql POST" | "signed-in read" | "idempotent write";
/** How often each kind comes up in a client's round: mostly reads, as a marketplace's traffic is. */
const ROUND: Kind[] = [
  "rest read",
  "graphql GET",
  "signed-in read",
  "graphql POST",
  "rest read",
  "graphql GET",
  "signed-in read",
  "idempotent write",
];

interface Failure {
  kind: Kind;
  atMs: number;
  what: string;
  servedBy: string | null;
}

interface LoadFigures {
  sent: number;
  byKind: Record<Kind, number>;
  /** Answers per HAProxy server name (X-Served-By), each with the time it came, from the start. */
  served: { name: string; atMs: number }[];
  failures: Failure[];
  /** Bookings answered 201: their idempotency keys and ids. */
  bookings: Map<string, number>;
  durationMs: number;
}

describe.skipIf(!databaseUrl)(
  "a rolling restart behind HAProxy (PostgreSQL only: set TEST_DATABASE_URL; needs Debian's haproxy)",
  () => {
    let world: OutboxSchema | undefined;
    let servers: ServerProcesses | undefined;
    let haproxy: Haproxy | undefined;
    let mailbox: string | undefined;
    let customerCookie = "";
    /** Stops the clients: afterAll calls it too, so a failed test leaves no load running. */
    let stopLoad: (() => Promise<unknown>) | undefined;
    // Looked for first: without it nothing is set up, and the test fails saying how to install it.
    const binary = databaseUrl ? findHaproxy() : null;

    beforeAll(async () => {
      if (!binary) return;
      // Migrated and seeded once before the servers start (5 providers: quick), so none seeds.
      world = await createOutboxSchema(databaseUrl!);
      mailbox = await mkdtemp(path.join(os.tmpdir(), "rolling-restart-mail-"));
      servers = await startServerProcesses({
        databaseUrl: databaseUrl!,
        schema: world.schema,
        count: INSTANCES,
        schemaReady: true,
        env: {
          SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
          SHUTDOWN_TIMEOUT_SECONDS: "10",
          SEED_PROVIDERS: "5",
          // The bookings' notices go to a folder of this test's, not the checkout's var/.
          MAILBOX_DIR: mailbox,
          SMTP_URL: "",
          FIREBASE_SERVICE_ACCOUNT: "",
        },
      });
      haproxy = await startHaproxy({
        binary,
        servers: servers.urls.map((url, index) => ({ name: serverName(index), url })),
      });
      for (let index = 0; index < INSTANCES; index++) await haproxy.waitForStatus(serverName(index), "UP");
      customerCookie = await signIn(haproxy.url, "customer@demo.test");
    }, 240_000);

    afterAll(async () => {
      await stopLoad?.();
      await haproxy?.stop();
      await servers?.stop();
      await world?.drop();
      if (mailbox) await rm(mailbox, { recursive: true, force: true });
    }, 60_000);

    it(`answers every request while the ${INSTANCES} instances restart one by one`, async () => {
      // Fails, not skips: CI installs HAProxy, and a test that quietly stopped running would pass.
      if (!binary) expect.fail(HAPROXY_MISSING_MESSAGE);
      const proxy = haproxy!;
      const processes = servers!;
      const started = performance.now();
      const pidsBefore = processes.pids();
      const load = startLoad(proxy.url, customerCookie, started);
      stopLoad = load.stop;

      const restarts: (ServerRestart & { name: string; downAfterMs: number; upAtMs: number })[] = [];
      try {
        // The replacements load their modules from the start, beside the load: loading is most
        // of a start's time (tens of seconds on a busy two-core machine) and no part of what is
        // tested. Each still takes over its port only once the old process has exited.
        const prepared = Array.from({ length: INSTANCES }, (_, index) => processes.prepareRestart(index));
        // One that fails while an earlier swap is failing must not go unhandled.
        for (const replacement of prepared) replacement.catch(() => {});
        await sleep(STEADY_MS);
        for (let index = 0; index < INSTANCES; index++) {
          const name = serverName(index);
          const replacement = await prepared[index]!;
          const signalled = performance.now();
          // Watched beside the swap: HAProxy must take the instance out while it still serves
          // (never seen down counts as infinitely late).
          const down = proxy.waitForStatus(name, "DOWN", 10_000).then(
            () => performance.now() - signalled,
            () => Number.POSITIVE_INFINITY,
          );
          const restart = await replacement.swap();
          const downAfterMs = await down;
          // Back in rotation before the next one goes: one instance out at a time.
          await proxy.waitForStatus(name, "UP", 30_000);
          restarts.push({ ...restart, name, downAfterMs, upAtMs: performance.now() - started });
        }
      } catch (error) {
        await load.stop();
        throw new Error(
          `${(error as Error).message}\n--- HAProxy log ---\n${proxy.log()}` +
            `\n--- server logs, without their successful requests ---\n${serverLog(processes.log())}`,
        );
      }
      // Steady again, and long enough for the total to count (restarts may have been quick).
      await sleep(STEADY_MS);
      while (load.sent() < MIN_REQUESTS) await sleep(100);
      const figures = await load.stop();
      const stats = await proxy.servers();

      const perInstance = Object.fromEntries(
        restarts.map(({ name, upAtMs }) => {
          const answers = figures.served.filter((answer) => answer.name === name);
          return [name, { total: answers.length, afterRestart: answers.filter((a) => a.atMs > upAtMs).length }];
        }),
      );
      const summary = [
        `Rolling restart of ${INSTANCES} instances behind HAProxy, ${CLIENTS} clients:`,
        `  requests: ${figures.sent} in ${(figures.durationMs / 1000).toFixed(1)} s ` +
          `(${Math.round(figures.sent / (figures.durationMs / 1000))}/s), failed: ${figures.failures.length}`,
        `  by kind: ${JSON.stringify(figures.byKind)}`,
        `  per instance (answers, of which after its restart): ${JSON.stringify(perInstance)}`,
        ...restarts.map(
          (restart) =>
            `  ${restart.name}: pid ${restart.previousPid} -> ${restart.pid} (loaded in ${restart.loadMs} ms), ` +
            `${restart.exit}; out of HAProxy ${Math.round(restart.downAfterMs)} ms after SIGTERM, ` +
            `exited after ${restart.stopMs} ms, new one ready ${restart.startMs} ms later`,
        ),
        `  HAProxy: ${stats
          .map(
            (server) =>
              `${server.name} ${server.status} connects ${server.connects} reuses ${server.reuses} ` +
              `retries ${server.retries} redispatches ${server.redispatches} ` +
              `errors conn ${server.connectionErrors} resp ${server.responseErrors} 5xx ${server.responses5xx}`,
          )
          .join("; ")}`,
      ].join("\n");
      console.log(summary);
      const evidence = () =>
        `${summary}\n--- failures (first 50) ---\n${figures.failures
          .slice(0, 50)
          .map((failure) => JSON.stringify(failure))
          .join("\n")}\n--- HAProxy log ---\n${proxy.log()}\n--- HAProxy configuration ---\n${proxy.config}` +
        `\n--- server logs, without their successful requests ---\n${serverLog(processes.log())}`;

      expect(figures.failures, evidence()).toEqual([]);
      expect(figures.sent, evidence()).toBeGreaterThanOrEqual(MIN_REQUESTS);
      for (const restart of restarts) {
        expect(restart.exit, `${restart.name} did not stop cleanly\n${evidence()}`).toBe("exit 0");
        // Out of rotation while it still served: the drain covered HAProxy's checks.
        expect(restart.downAfterMs, `${restart.name} left HAProxy too late\n${evidence()}`).toBeLessThan(
          restart.stopMs,
        );
      }
      for (const server of stats) {
        // Nearly every request went over a server connection HAProxy kept alive and reused: the
        // connections a stopping instance closes were in use throughout.
        expect(server.reuses, `${server.name}'s connections were never reused\n${evidence()}`).toBeGreaterThan(
          server.connects,
        );
        // And no instance dropped a request it had taken (closed or reset without an answer),
        // not even one HAProxy's retry then hid from the client.
        expect(server.responseErrors, `${server.name} dropped requests\n${evidence()}`).toBe(0);
      }
      const pidsAfter = processes.pids();
      expect(
        pidsAfter.every((pid, index) => pid !== pidsBefore[index]),
        evidence(),
      ).toBe(true);
      for (const [name, counts] of Object.entries(perInstance)) {
        expect(counts.afterRestart, `${name} served nothing after its restart\n${evidence()}`).toBeGreaterThan(0);
        expect(counts.total - counts.afterRestart, `${name} served nothing before\n${evidence()}`).toBeGreaterThan(0);
      }

      // Each successful write made exactly one booking, however often HAProxy sent it.
      const made = await world!.db.prisma.booking.findMany({
        where: { customerName: { startsWith: "Rolling " } },
        select: { id: true, customerName: true },
      });
      expect(made.length, evidence()).toBe(figures.bookings.size);
      expect(new Set(made.map((booking) => booking.id)), evidence()).toEqual(new Set(figures.bookings.values()));
    }, 180_000);
  },
);

const serverName = (index: number) => `app${index}`;

/** `CLIENTS` loops sending ROUND's requests back to back through `base` until stopped. */
function startLoad(base: string, cookie: string, origin: number) {
  const figures: LoadFigures = {
    sent: 0,
    byKind: { "rest read": 0, "graphql GET": 0, "graphql POST": 0, "signed-in read": 0, "idempotent write": 0 },
    served: [],
    failures: [],
    bookings: new Map(),
    durationMs: 0,
  };
  let running = true;
  // A month ahead: bookable for provider 1 on the servers' real clock.
  const bookingDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const send = async (kind: Kind, client: number, sequence: number) => {
    const { url, init, expected, check } = requestOf(kind, client, sequence);
    figures.sent++;
    figures.byKind[kind]++;
    const atMs = () => Math.round(performance.now() - origin);
    let servedBy: string | null = null;
    try {
      const response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      servedBy = response.headers.get("x-served-by");
      const text = await response.text();
      if (response.status !== expected) {
        figures.failures.push({ kind, atMs: atMs(), servedBy, what: `${response.status} ${text.slice(0, 300)}` });
        return;
      }
      const problem = check(text);
      if (problem) {
        figures.failures.push({ kind, atMs: atMs(), servedBy, what: problem });
        return;
      }
      if (servedBy) figures.served.push({ name: servedBy, atMs: atMs() });
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const what = `${(error as Error).message}${cause ? ` (${cause.code ?? ""} ${cause.message ?? ""})` : ""}`;
      figures.failures.push({ kind, atMs: atMs(), servedBy, what });
    }
  };

  const requestOf = (
    kind: Kind,
    client: number,
    sequence: number,
  ): { url: string; init: RequestInit; expected: number; check: (text: string) => string | null } => {
    const hasCities = (text: string) =>
      text.includes('"totalCount"') && !text.includes('"errors"') ? null : `no cities: ${text.slice(0, 300)}`;
    switch (kind) {
      case "rest read":
        return {
          url: "/api/categories",
          init: {},
          expected: 200,
          check: (text) => (text.includes("house-cleaning") ? null : `no categories: ${text.slice(0, 300)}`),
        };
      case "graphql GET":
        return { url: `/graphql?query=${encodeURIComponent(CITIES_QUERY)}`, init: {}, expected: 200, check: hasCities };
      case "graphql POST":
        // A read, but by POST: HAProxy may not retry it (only a failed connect), so the servers
        // alone must not lose it.
        return {
          url: "/graphql",
          init: {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({ query: CITIES_QUERY }),
          },
          expected: 200,
          check: hasCities,
        };
      case "signed-in read":
        return {
          url: "/api/bookings?limit=5",
          init: { headers: { cookie } },
          expected: 200,
          check: (text) => (text.startsWith("[") ? null : `not a list: ${text.slice(0, 300)}`),
        };
      case "idempotent write": {
        const key = randomUUID();
        const customerName = `Rolling ${client}-${sequence}`;
        return {
          url: "/api/bookings",
          init: {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key },
            body: JSON.stringify({
              providerId: 1,
              serviceType: "house-cleaning",
              preferredDate: bookingDate,
              preferredTime: "11:00",
              customerName,
              customerPhone: "416-555-0199",
              customerEmail: "rolling@example.test",
            }),
          },
          expected: 201,
          check: (text) => {
            const id = (JSON.parse(text) as { id?: number }).id;
            if (typeof id !== "number") return `no booking id: ${text.slice(0, 300)}`;
            figures.bookings.set(key, id);
            return null;
          },
        };
      }
    }
  };

  const periodMs = (1000 * CLIENTS) / REQUESTS_PER_SECOND;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    // Each client starts at another point of the round, so every kind is always in flight.
    for (let sequence = client; running; sequence++) {
      const sent = performance.now();
      await send(ROUND[sequence % ROUND.length]!, client, sequence);
      const rest = periodMs - (performance.now() - sent);
      if (rest > 0 && running) await sleep(rest);
    }
  });
  return {
    sent: () => figures.sent,
    async stop(): Promise<LoadFigures> {
      if (running) {
        running = false;
        figures.durationMs = Math.round(performance.now() - origin);
      }
      await Promise.all(clients);
      return figures;
    },
  };
}

async function signIn(base: string, email: string): Promise<string> {
  const answer = await readSignInAnswer(
    await fetch(`${base}/graphql`, signInRequestInit({ email, password: "demo-password" })),
  );
  if (!answer.sessionToken) throw new Error(`${email} did not sign in: ${JSON.stringify(answer.result)}`);
  return `${SESSION_COOKIE}=${answer.sessionToken}`;
}

/** The servers' logs without a line per answered request (thousands), and at most 400 lines. */
function serverLog(text: string): string {
  const lines = text
    .split("\n")
    .filter((line) => !line.includes('"msg":"request"') || !/"status":[23]\d\d\b/.test(line));
  const count = 400;
  return lines.length <= count
    ? lines.join("\n")
    : `(${lines.length - count} earlier lines left out)\n${lines.slice(-count).join("\n")}`;
}
