// Idempotent writes under load: 100 simultaneous identical bookings with one idempotency key
// make one booking, with the requests split across two server processes over one PostgreSQL
// schema (two app instances behind a load balancer). Only PostgreSQL can show it: PGlite
// serves one process, so without TEST_DATABASE_URL this file is skipped.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import { startServerProcesses, type ServerProcesses } from "../support/server-processes.ts";
import { offerServiceAtStartingPrice } from "../support/offered-service.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const REQUESTS = 100;

describe.skipIf(!databaseUrl)(
  "idempotency across two server processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared)",
  () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    let db: Database | undefined;
    let servers: ServerProcesses | undefined;

    beforeAll(async () => {
      await runAdmin(databaseUrl!, `CREATE SCHEMA "${schema}"`);
      db = await openDatabase({ databaseUrl: databaseUrl!, schema });
      // Migrated and seeded before the servers start, so they share data they did not race to make.
      await applyPendingMigrations(db);
      await seedDatabase(db.prisma, { providers: 5, seed: 7 });
      await offerServiceAtStartingPrice(db.prisma, 1, "house-cleaning");
      servers = await startServerProcesses({ databaseUrl: databaseUrl!, schema, count: 2 });
    }, 240_000);

    afterAll(async () => {
      await servers?.stop();
      await db?.close();
      await runAdmin(databaseUrl!, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }, 60_000);

    // The servers run on the real clock: a date a month ahead is bookable wherever provider 1 is.
    const request = {
      providerId: 1,
      serviceType: "house-cleaning",
      preferredDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      preferredTime: "11:00",
      customerName: "Jordan Lee",
      customerPhone: "416-555-0199",
      customerEmail: "jordan@example.test",
    };

    async function post(url: string, key: string) {
      const response = await fetch(`${url}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(request),
      });
      return { status: response.status, body: (await response.json()) as { id?: number; message?: string } };
    }

    it(`makes one booking from ${REQUESTS} simultaneous identical requests with one key`, async () => {
      const { urls } = servers!;
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: REQUESTS }, (_, index) => post(urls[index % urls.length]!, key)),
      );
      expect(
        answers.filter((answer) => answer.status !== 201),
        servers!.log(),
      ).toEqual([]);
      const ids = new Set(answers.map((answer) => answer.body.id));
      expect(ids.size).toBe(1);
      // The one booking made here: the seed's are completed ones its reviews came from.
      const made = await db!.prisma.booking.findMany({ where: { review: null }, select: { id: true } });
      expect(made).toEqual([{ id: [...ids][0] }]);
    });

    it("still makes a booking per request without a key", async () => {
      const before = await db!.prisma.booking.count();
      const answers = await Promise.all(
        servers!.urls.map((url) =>
          fetch(`${url}/api/bookings`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(request),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(await db!.prisma.booking.count()).toBe(before + 2);
    });
  },
);

async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
