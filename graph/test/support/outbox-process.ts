// One process on the outbox's shared PostgreSQL schema, as a server instance (or one restarted
// after a crash) would be: its own Node process and connections. The PostgreSQL tests start
// several of these at once, or kill one at a chosen moment, to show that every notification
// is delivered once whatever the processes do (graph/test/pg/outbox-processes.test.ts).
// Run with tsx:
//
//   DATABASE_URL='postgresql://…?schema=s' node --import tsx graph/test/support/outbox-process.ts
//
// It connects, prints {"event":"ready"}, then runs one command per line read on stdin (so a
// test can start several processes and release them together). When stdin ends it closes
// the database and exits 0. Every line it prints is one JSON object (OutboxProcessEvent).
//
// {"command":"deliver", appUrl, now?, batchSize?, leaseMs?, maxAttempts?, transport?, sendDelayMs?}
//   runs deliverDueNotifications until a run finds nothing to do, at the pinned instant `now`
//   (ISO) or on the real clock, with links in emails under `appUrl`, and prints {"event":"drained", runs, sent, skipped, retried, dead}.
//   Its mail transport prints {"event":"sending", to, subject} as a message is handed to it,
//   then, by `transport`:
//     "record" (default): waits `sendDelayMs`, prints {"event":"sent", to, subject, text}, accepts it;
//     "hang": never answers (a transport stuck mid-send; the test kills the process);
//     "die": SIGKILLs this process (a message that crashes its worker).
//   Push is not configured, as on a server without FIREBASE_SERVICE_ACCOUNT.
// {"command":"book", now?, booking, thenKill?}
//   makes a booking through the booking service under a system context (it commits the
//   booking and its notifications together), prints {"event":"booked", bookingId}, and with
//   thenKill SIGKILLs this process at once: a server dying after the commit, before any
//   delivery. This process never runs the outbox unless told to deliver.
// {"command":"remind", now, batchSize?}
//   runs the reminders job (services/bookings/reminders.ts) once at the pinned instant `now`
//   and prints {"event":"reminded", recorded}.
//
// The test imports this file's types only (`import type`), so importing never runs it.
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { type Clock, systemClock, systemContext } from "../../src/context.ts";
import { openDatabase } from "../../src/db/client.ts";
import type { MailGateway } from "../../src/gateways/mail/mail-gateway.ts";
import { createBooking, type CreateBookingInput } from "../../src/services/bookings/create-booking.ts";
import { deliverDueNotifications, type OutboxOptions } from "../../src/services/notifications/deliver.ts";
import { recordDueReminders } from "../../src/services/bookings/reminders.ts";

export type OutboxTransport = "record" | "hang" | "die";

export type OutboxProcessCommand =
  | ({
      command: "deliver";
      appUrl: string;
      now?: string;
      transport?: OutboxTransport;
      sendDelayMs?: number;
    } & Pick<OutboxOptions, "batchSize" | "leaseMs" | "maxAttempts">)
  | { command: "book"; now?: string; booking: CreateBookingInput; thenKill?: boolean }
  | { command: "remind"; now: string; batchSize?: number };

export type OutboxProcessEvent =
  | { event: "ready" }
  | { event: "sending"; to: string; subject: string }
  | { event: "sent"; to: string; subject: string; text: string }
  | { event: "drained"; runs: number; sent: number; skipped: number; retried: number; dead: number }
  | { event: "booked"; bookingId: number }
  | { event: "reminded"; recorded: number };

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:/.test(databaseUrl)) fail("DATABASE_URL must name a PostgreSQL database");

const db = await openDatabase({ databaseUrl });
try {
  // Connected before "ready", so released processes race from the first query on.
  await db.prisma.$queryRaw`SELECT 1`;
  await print({ event: "ready" });
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === "") continue;
    const command = JSON.parse(line) as OutboxProcessCommand;
    const clock = clockAt(command.now);
    if (command.command === "book") {
      const booking = await createBooking(systemContext({ db: db.prisma, clock }), command.booking);
      await print({ event: "booked", bookingId: booking.id });
      if (command.thenKill) process.kill(process.pid, "SIGKILL");
      continue;
    }
    if (command.command === "remind") {
      const ctx = systemContext({ db: db.prisma, clock });
      const { recorded } = await recordDueReminders(ctx, { batchSize: command.batchSize, maxBatches: 1000 });
      await print({ event: "reminded", recorded });
      continue;
    }
    const mail = recordingMail(command.transport ?? "record", command.sendDelayMs ?? 0);
    const totals = { runs: 0, sent: 0, skipped: 0, retried: 0, dead: 0 };
    for (;;) {
      const run = await deliverDueNotifications(
        systemContext({ db: db.prisma, clock }),
        { mail, appUrl: command.appUrl },
        outboxOptions(command),
      );
      totals.runs += 1;
      totals.sent += run.sent;
      totals.skipped += run.skipped;
      totals.retried += run.retried;
      totals.dead += run.dead;
      if (run.sent + run.skipped + run.retried + run.dead === 0) break;
    }
    await print({ event: "drained", ...totals });
  }
} finally {
  await db.close();
}

function recordingMail(transport: OutboxTransport, sendDelayMs: number): MailGateway {
  return {
    description: `the outbox test process's ${transport} transport`,
    async send(message) {
      await print({ event: "sending", to: message.to, subject: message.subject });
      if (transport === "die") process.kill(process.pid, "SIGKILL");
      if (transport === "hang") await new Promise(() => {});
      if (sendDelayMs > 0) await sleep(sendDelayMs);
      await print({ event: "sent", to: message.to, subject: message.subject, text: message.text });
      return { messageId: `<${randomUUID()}@outbox-process.test>` };
    },
    async close() {},
  };
}

/**
 * Only the settings the command names: deliverDueNotifications spreads its options over the
 * defaults, so a key present with an undefined value would replace a default with nothing.
 */
function outboxOptions(command: Extract<OutboxProcessCommand, { command: "deliver" }>): OutboxOptions {
  const { batchSize, leaseMs, maxAttempts } = command;
  return Object.fromEntries(
    Object.entries({ batchSize, leaseMs, maxAttempts }).filter(([, value]) => value !== undefined),
  );
}

function clockAt(now: string | undefined): Clock {
  if (now === undefined) return systemClock;
  const instant = new Date(now);
  if (Number.isNaN(instant.getTime())) fail(`now must be an ISO instant, e.g. 2026-11-20T15:00:00Z (got ${now})`);
  return { now: () => instant };
}

/** Resolves once the line is handed to the pipe, so a SIGKILL right after cannot swallow it. */
function print(event: OutboxProcessEvent): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(`${JSON.stringify(event)}\n`, (error) => (error ? reject(error) : resolve())),
  );
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
