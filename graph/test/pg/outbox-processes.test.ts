// The notifications outbox's promises with real processes on one PostgreSQL schema: two processes
// working 500 events at once send each exactly once; a process killed right after a booking
// committed loses nothing (a later worker, and a freshly started real server, deliver it);
// a process killed mid-send leaves its claim to be delivered again once its lease ends; a
// message that kills its worker every time is given up on after the limit. Each process is
// graph/test/support/outbox-process.ts (or scripts/serve-api.ts) with its own connections;
// PGlite serves one process, so without TEST_DATABASE_URL this file is skipped.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUSH_NOT_CONFIGURED_MESSAGE } from "../../src/gateways/push/push-gateway.ts";
import { recordNotifications, type NotificationDraft } from "../../src/services/notifications/outbox.ts";
import type { CreateBookingInput } from "../../src/services/bookings/create-booking.ts";
import type { OutboxProcessCommand } from "../support/outbox-process.ts";
import {
  createOutboxSchema,
  readMailbox,
  runningOutboxProcesses,
  startOutboxProcess,
  type OutboxSchema,
} from "../support/outbox-world.ts";
import { startServerProcesses, type ServerProcesses } from "../support/server-processes.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
/** The workers' pinned clock: a Friday, 10:00 in Toronto. */
const NOW = new Date("2026-11-20T15:00:00Z");
const LEASE_MS = 60_000;
const APP_URL = "https://marketplace.example.ca";
const EVENTS = 500;
const PROVIDER_EMAIL = "provider@demo.test";
/** Spawning processes is slow on a loaded machine; a test that waits on them gets longer. */
const PROCESS_TEST_TIMEOUT_MS = 60_000;
const after = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

type Deliver = Extract<OutboxProcessCommand, { command: "deliver" }>;
const deliver = (options: Omit<Deliver, "command" | "appUrl"> = {}): Deliver => ({
  command: "deliver",
  appUrl: APP_URL,
  now: NOW.toISOString(),
  ...options,
});

/** A guest's booking of provider 1 (provider@demo.test's), on `date`. */
const GUEST_EMAIL = "guest@example.test";
const guestBooking = (customerName: string, date: string): CreateBookingInput => ({
  providerId: 1,
  serviceType: "house-cleaning",
  preferredDate: date,
  preferredTime: "11:00",
  customerName,
  customerPhone: "416-555-0142",
  customerEmail: GUEST_EMAIL,
});

describe.skipIf(!databaseUrl)(
  "the notification outbox across processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared)",
  () => {
    let world: OutboxSchema | undefined;
    let servers: ServerProcesses | undefined;
    let providerUserId = 0;
    const db = () => world!.db.prisma;
    const start = (name: string) => startOutboxProcess({ databaseUrl: databaseUrl!, schema: world!.schema, name });

    beforeAll(async () => {
      world = await createOutboxSchema(databaseUrl!);
      providerUserId = (await db().user.findUniqueOrThrow({ where: { email: PROVIDER_EMAIL } })).id;
    }, 120_000);

    afterAll(async () => {
      // Whatever a failed test left running: gone before its schema is dropped.
      await servers?.stop();
      await Promise.all([...runningOutboxProcesses].map((process) => process.kill()));
      await world?.drop();
    }, 60_000);

    /** Each test starts from an empty outbox (deliveries go with their notifications). */
    const clearOutbox = () => db().notification.deleteMany();

    /** Guest notifications (email only), each to its own address, due at NOW. */
    async function recordGuestNotifications(count: number, label: string): Promise<string[]> {
      const drafts: NotificationDraft[] = Array.from({ length: count }, (_, index) => ({
        kind: "BOOKING_STATUS_CHANGED",
        recipient: { userId: null, email: `${label}-${index}@example.test` },
        title: `${label} ${index}`,
        body: `Event ${index} of ${count}.`,
        link: "/bookings",
      }));
      await db().$transaction((tx) => recordNotifications(tx, NOW, drafts), { timeout: 60_000 });
      return drafts.map((draft) => draft.recipient.email);
    }

    /** Every delivery row as [address, channel, status, attempts], in address and channel order. */
    async function deliveryRows() {
      const rows = await db().notificationDelivery.findMany({
        select: { channel: true, status: true, attempts: true, notification: { select: { email: true } } },
      });
      return rows
        .map((row) => [row.notification.email, row.channel, row.status, row.attempts] as const)
        .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));
    }

    it(
      `delivers ${EVENTS} events once each when two processes work the outbox at the same time`,
      async () => {
        await clearOutbox();
        const addresses = await recordGuestNotifications(EVENTS, "pair");
        const workers = [start("pair_1"), start("pair_2")];
        // Both connected before either is told to deliver, so their runs overlap. Small batches
        // and a short wait in each send keep them taking turns at the queue.
        await Promise.all(workers.map((worker) => worker.ready));
        const drained = await Promise.all(
          workers.map((worker) => worker.command(deliver({ batchSize: 5, sendDelayMs: 5 }), "drained")),
        );

        const sentBy = workers.map((worker) => worker.sent().map((message) => message.to));
        console.info(`Two processes at once sent ${sentBy.map((to) => to.length).join(" + ")} of ${EVENTS} emails`);
        const everySend = sentBy.flat();
        expect(everySend).toHaveLength(EVENTS);
        expect(everySend.toSorted()).toEqual(addresses.toSorted());
        // Each process did part of the work, or this would not show two claimers keeping apart.
        expect(sentBy.map((to) => to.length > 0)).toEqual([true, true]);
        expect(drained.map(({ sent, skipped, retried, dead }) => ({ sent, skipped, retried, dead }))).toEqual(
          sentBy.map((to) => ({ sent: to.length, skipped: 0, retried: 0, dead: 0 })),
        );
        expect(new Set((await deliveryRows()).map(([, ...rest]) => rest.join(" ")))).toEqual(new Set(["EMAIL SENT 1"]));
        expect(await db().notificationDelivery.count()).toBe(EVENTS);
        expect(await Promise.all(workers.map((worker) => worker.finish()))).toEqual(["0", "0"]);
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it(
      "delivers a booking whose process was killed right after the commit, once a worker starts",
      async () => {
        await clearOutbox();
        const booker = start("booker");
        await booker.ready;
        const { bookingId } = await booker.command(
          {
            command: "book",
            now: NOW.toISOString(),
            booking: guestBooking("Robin Crash", "2026-11-27"),
            thenKill: true,
          },
          "booked",
        );
        expect(await booker.exited).toBe("SIGKILL");

        // Committed with the booking, and untouched: that process never ran the worker. The
        // provider is told, and the guest gets the booking's confirmation by email only.
        const notifications = await db().notification.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
        expect(notifications).toMatchObject([
          { kind: "BOOKING_CREATED", recipientId: providerUserId, email: PROVIDER_EMAIL, title: "New booking" },
          { kind: "BOOKING_CONFIRMED", recipientId: null, email: GUEST_EMAIL },
        ]);
        expect(await deliveryRows()).toEqual([
          [GUEST_EMAIL, "EMAIL", "PENDING", 0],
          [PROVIDER_EMAIL, "EMAIL", "PENDING", 0],
          [PROVIDER_EMAIL, "PUSH", "PENDING", 0],
        ]);

        const worker = start("after_booker");
        await worker.ready;
        const drained = await worker.command(deliver(), "drained");
        expect(drained).toMatchObject({ sent: 2, skipped: 1, retried: 0, dead: 0 });
        const sent = worker.sent().toSorted((a, b) => a.to.localeCompare(b.to));
        expect(sent).toEqual([
          { event: "sent", to: GUEST_EMAIL, subject: "Your booking is confirmed", text: expect.any(String) },
          {
            event: "sent",
            to: PROVIDER_EMAIL,
            subject: "New booking",
            text: expect.stringContaining("Robin Crash booked"),
          },
        ]);
        expect(sent[0]!.text).toContain(`${APP_URL}/bookings/manage/`);
        expect(sent[1]!.text).toContain(`${APP_URL}/provider-dashboard`);
        expect(await deliveryRows()).toEqual([
          [GUEST_EMAIL, "EMAIL", "SENT", 1],
          [PROVIDER_EMAIL, "EMAIL", "SENT", 1],
          [PROVIDER_EMAIL, "PUSH", "SKIPPED", 1],
        ]);
        const push = await db().notificationDelivery.findFirstOrThrow({ where: { channel: "PUSH" } });
        expect(push.lastError).toBe(PUSH_NOT_CONFIGURED_MESSAGE);
        expect(await worker.finish()).toBe("0");
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it(
      "delivers once more, when the lease ends, what a process killed mid-send had claimed",
      async () => {
        await clearOutbox();
        const addresses = await recordGuestNotifications(3, "stuck");
        const stuck = start("stuck");
        await stuck.ready;
        void stuck.command(deliver({ leaseMs: LEASE_MS, transport: "hang" }), "drained").catch(() => {});
        // Each message handed to a transport that never answers; then the process dies.
        await stuck.waitFor(() => stuck.events.filter((event) => event.event === "sending").length === 3 || undefined);
        await stuck.kill();
        expect(stuck.sent()).toEqual([]);

        const claimed = await db().notificationDelivery.findMany({
          select: { status: true, attempts: true, nextAttemptAt: true, finishedAt: true },
        });
        expect(claimed).toEqual(
          addresses.map(() => ({
            status: "PENDING",
            attempts: 1,
            nextAttemptAt: new Date(after(LEASE_MS)),
            finishedAt: null,
          })),
        );

        const restarted = start("restarted");
        await restarted.ready;
        // While the lease lasts the claim is the dead process's: nobody sends it.
        const early = await restarted.command(deliver({ now: after(LEASE_MS - 1), leaseMs: LEASE_MS }), "drained");
        expect(early).toMatchObject({ runs: 1, sent: 0 });
        expect(restarted.sent()).toEqual([]);

        const due = await restarted.command(deliver({ now: after(LEASE_MS), leaseMs: LEASE_MS }), "drained");
        expect(due).toMatchObject({ sent: 3, skipped: 0, retried: 0, dead: 0 });
        expect(
          restarted
            .sent()
            .map((message) => message.to)
            .toSorted(),
        ).toEqual(addresses.toSorted());
        expect(await deliveryRows()).toEqual(addresses.toSorted().map((to) => [to, "EMAIL", "SENT", 2]));
        expect(await restarted.finish()).toBe("0");
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it(
      "gives up on a message that kills its worker every time once the attempts are used, and keeps it",
      async () => {
        await clearOutbox();
        const [address] = await recordGuestNotifications(1, "poison");
        const poison = { leaseMs: LEASE_MS, maxAttempts: 2, transport: "die" as const };
        for (const attempt of [1, 2]) {
          const worker = start(`poisoned_${attempt}`);
          await worker.ready;
          void worker.command(deliver({ ...poison, now: after((attempt - 1) * LEASE_MS) }), "drained").catch(() => {});
          expect(await worker.exited).toBe("SIGKILL");
          expect(worker.events.filter((event) => event.event === "sending")).toEqual([
            { event: "sending", to: address, subject: "poison 0" },
          ]);
          expect(await db().notificationDelivery.findFirstOrThrow()).toMatchObject({
            status: "PENDING",
            attempts: attempt,
            nextAttemptAt: new Date(after(attempt * LEASE_MS)),
          });
        }

        const last = start("after_poison");
        await last.ready;
        const drained = await last.command(deliver({ ...poison, now: after(2 * LEASE_MS) }), "drained");
        expect(drained).toMatchObject({ sent: 0, dead: 1 });
        expect(last.events.filter((event) => event.event === "sending")).toEqual([]);
        expect(await db().notificationDelivery.findFirstOrThrow()).toMatchObject({
          status: "DEAD",
          attempts: 2,
          finishedAt: new Date(after(2 * LEASE_MS)),
          lastError: "Gave up after 2 attempts: the worker stopped before finishing the last one.",
        });
        expect(await last.finish()).toBe("0");
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it("a real server started after a process died post-commit emails that booking, and one booked over HTTP", async () => {
      await clearOutbox();
      const mailbox = await mkdtemp(path.join(os.tmpdir(), "outbox-mailbox-"));
      try {
        // The server runs on the real clock: a date a month ahead is bookable wherever provider 1 is.
        const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
        const booker = start("booker_before_server");
        await booker.ready;
        await booker.command(
          { command: "book", booking: guestBooking("Sam Before Start", date), thenKill: true },
          "booked",
        );
        expect(await booker.exited).toBe("SIGKILL");

        servers = await startServerProcesses({
          databaseUrl: databaseUrl!,
          schema: world!.schema,
          count: 1,
          // Blank is unset: whatever the shell has, mail goes to the folder and push is off.
          env: { MAILBOX_DIR: mailbox, PUBLIC_URL: APP_URL, SMTP_URL: "", FIREBASE_SERVICE_ACCOUNT: "" },
        });
        const response = await fetch(`${servers.urls[0]}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(guestBooking("Jordan Over Http", date)),
        });
        expect(response.status, servers.log()).toBe(201);

        // The server's outbox polls every 3 s: 45 s is many polls.
        // Each booking: the provider's notice and the guest's confirmation.
        const all = await until(
          45,
          () => readMailbox(mailbox),
          (found) => found.length >= 4,
          (found) => `the mailbox holds ${found.length} messages, not 4`,
          () => servers!.log(),
        );
        const messages = all.filter((message) => message.to === PROVIDER_EMAIL);
        expect(messages.map(({ to, subject }) => ({ to, subject }))).toEqual([
          { to: PROVIDER_EMAIL, subject: "New booking" },
          { to: PROVIDER_EMAIL, subject: "New booking" },
        ]);
        expect(messages.map((message) => message.text.match(/^(.+?) booked /)?.[1]).toSorted()).toEqual([
          "Jordan Over Http",
          "Sam Before Start",
        ]);
        expect(messages.every((message) => message.text.includes(`${APP_URL}/provider-dashboard`))).toBe(true);
        const confirmations = all.filter((message) => message.to === GUEST_EMAIL);
        expect(confirmations.map(({ subject }) => subject)).toEqual([
          "Your booking is confirmed",
          "Your booking is confirmed",
        ]);
        // The .eml is written before its row is marked sent.
        await until(
          15,
          () => db().notificationDelivery.count({ where: { status: "PENDING" } }),
          (pending) => pending === 0,
          (pending) => `${pending} delivery rows are still PENDING after their mail was written`,
          () => servers!.log(),
        );
        expect(await deliveryRows()).toEqual([
          [GUEST_EMAIL, "EMAIL", "SENT", 1],
          [GUEST_EMAIL, "EMAIL", "SENT", 1],
          [PROVIDER_EMAIL, "EMAIL", "SENT", 1],
          [PROVIDER_EMAIL, "EMAIL", "SENT", 1],
          [PROVIDER_EMAIL, "PUSH", "SKIPPED", 1],
          [PROVIDER_EMAIL, "PUSH", "SKIPPED", 1],
        ]);
      } finally {
        await servers?.stop();
        servers = undefined;
        await rm(mailbox, { recursive: true, force: true });
      }
    }, 90_000);
  },
);

/**
 * Reads until `enough` holds; past `seconds`, fails with `story` of the last reading and the
 * server's log, so a timeout says what it was waiting for.
 */
async function until<T>(
  seconds: number,
  read: () => Promise<T>,
  enough: (value: T) => boolean,
  story: (value: T) => string,
  log: () => string,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (enough(value)) return value;
    if (Date.now() > deadline) throw new Error(`After ${seconds} s, ${story(value)}\n--- server log ---\n${log()}`);
    await sleep(100);
  }
}
