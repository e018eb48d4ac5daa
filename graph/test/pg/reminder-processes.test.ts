// The reminders job across processes on one PostgreSQL schema: two processes recording the
// same due reminders at the same moment record each once, with its notices once. PGlite serves
// one process, so without TEST_DATABASE_URL this file is skipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOutboxSchema,
  runningOutboxProcesses,
  startOutboxProcess,
  type OutboxSchema,
} from "../support/outbox-world.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const BOOKINGS = 240;
/** A day before 1:00 p.m. EST on Thursday, December 3, 2026: every booking's reminder is due. */
const NOW = "2026-12-02T18:00:00Z";
const PROCESS_TEST_TIMEOUT_MS = 90_000;

describe.skipIf(!databaseUrl)("reminders across processes (PostgreSQL only: set TEST_DATABASE_URL)", () => {
  let world: OutboxSchema | undefined;
  const db = () => world!.db.prisma;

  beforeAll(async () => {
    world = await createOutboxSchema(databaseUrl!);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...runningOutboxProcesses].map((process) => process.kill()));
    await world?.drop();
  }, 60_000);

  it(
    `records each of ${BOOKINGS} due reminders once when two processes run the job together`,
    async () => {
      const toronto = await db().city.findUniqueOrThrow({ where: { slug: "toronto-ontario" } });
      await db().provider.update({ where: { id: 1 }, data: { cityId: toronto.id, status: "ACTIVE" } });
      const providerAccounts = await db().user.count({ where: { providerId: 1 } });
      await db().booking.createMany({
        data: Array.from({ length: BOOKINGS }, (_, index) => ({
          providerId: 1,
          customerName: `Guest ${index}`,
          customerPhone: "416-555-0142",
          customerEmail: `reminded-${index}@example.test`,
          serviceType: "house-cleaning",
          preferredDate: new Date("2026-12-03T00:00:00Z"),
          preferredTime: "13:00",
          createdAt: new Date("2026-11-20T15:00:00Z"),
        })),
      });

      const workers = [
        startOutboxProcess({ databaseUrl: databaseUrl!, schema: world!.schema, name: "remind_1" }),
        startOutboxProcess({ databaseUrl: databaseUrl!, schema: world!.schema, name: "remind_2" }),
      ];
      await Promise.all(workers.map((worker) => worker.ready));
      const runs = await Promise.all(
        workers.map((worker) => worker.command({ command: "remind", now: NOW, batchSize: 1 }, "reminded")),
      );
      console.info(`Two processes recorded ${runs.map((run) => run.recorded).join(" + ")} of ${BOOKINGS} reminders`);

      expect(runs.reduce((sum, run) => sum + run.recorded, 0)).toBe(BOOKINGS);
      // Each process did part of the work, or this would not show two recorders keeping apart.
      expect(runs.map((run) => run.recorded > 0)).toEqual([true, true]);
      expect(await db().bookingReminder.count({ where: { lead: "DAY_BEFORE" } })).toBe(BOOKINGS);
      expect(await db().bookingReminder.count({ where: { lead: "TWO_HOURS" } })).toBe(0);
      // Each booking's guest once, and the provider's accounts once per booking.
      const notices = await db().notification.groupBy({
        by: ["bookingId"],
        where: { kind: "BOOKING_REMINDER" },
        _count: true,
      });
      expect(notices).toHaveLength(BOOKINGS);
      expect(new Set(notices.map((row) => row._count))).toEqual(new Set([1 + providerAccounts]));

      // Run again, by either: nothing more.
      const again = await workers[0]!.command({ command: "remind", now: NOW }, "reminded");
      expect(again.recorded).toBe(0);
      expect(await Promise.all(workers.map((worker) => worker.finish()))).toEqual(["0", "0"]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
