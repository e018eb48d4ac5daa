// The public data version that keys the answers kept in memory, on PostgreSQL,
// where writers and readers run at once: it rises at the writer's commit and not before, two
// writers cannot deadlock on it, and two server processes over one schema each see the
// other's (or a script's) write on their next read. PGlite serves one connection, so without
// TEST_DATABASE_URL this file is skipped.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import { type ServerProcesses, startServerProcesses } from "../support/server-processes.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)("the public data version (PostgreSQL only: set TEST_DATABASE_URL)", () => {
  const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  let db: Database | undefined;
  let servers: ServerProcesses | undefined;
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await client.connect();
    clients.push(client);
    return client;
  }

  const versionSeenBy = async (client: pg.Client) =>
    BigInt((await client.query(`SELECT "version" FROM "PublicDataVersion"`)).rows[0].version);

  beforeAll(async () => {
    const admin = await connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    db = await openDatabase({ databaseUrl: databaseUrl!, schema });
    await applyPendingMigrations(db);
    await seedDatabase(db.prisma, { providers: 20, seed: 7 });
    servers = await startServerProcesses({ databaseUrl: databaseUrl!, schema, count: 2 });
  }, 240_000);

  afterAll(async () => {
    await servers?.stop();
    await db?.close();
    await Promise.all(clients.splice(1).map((client) => client.end()));
    await clients[0]?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await clients[0]?.end();
  }, 60_000);

  it("rises when the writer commits, together with its data, and not before", async () => {
    const [writer, reader] = [await connect(), await connect()];
    const before = await versionSeenBy(reader);
    await writer.query("BEGIN");
    await writer.query(`UPDATE "Provider" SET "startingPrice" = "startingPrice" + 1 WHERE "id" = 1`);
    await writer.query(`UPDATE "Provider" SET "startingPrice" = "startingPrice" + 1 WHERE "id" = 2`);
    expect(await versionSeenBy(reader)).toBe(before);
    await writer.query("COMMIT");
    // Once per transaction, however many statements it made.
    expect(await versionSeenBy(reader)).toBe(before + 1n);
    await writer.query("BEGIN");
    await writer.query(`UPDATE "Provider" SET "startingPrice" = "startingPrice" + 1 WHERE "id" = 1`);
    await writer.query("ROLLBACK");
    expect(await versionSeenBy(reader)).toBe(before + 1n);
  });

  it("lets two writers that take a provider and a review in opposite orders both commit", async () => {
    const [first, second, reader] = [await connect(), await connect(), await connect()];
    // Every review reviews a completed booking of its own.
    const booking = await db!.prisma.booking.create({
      data: {
        providerId: 1,
        customerName: "Casey",
        customerPhone: "",
        customerEmail: "casey@example.test",
        serviceType: "house-cleaning",
        preferredDate: new Date("2026-11-20T00:00:00Z"),
        preferredTime: "10:00",
        status: "COMPLETED",
        actualPrice: 10_000,
        completedAt: new Date("2026-11-20T17:00:00Z"),
      },
    });
    const before = await versionSeenBy(reader);
    await first.query("BEGIN");
    await first.query(
      `INSERT INTO "Review" ("providerId", "bookingId", "customerName", "rating", "comment", "createdAt")
       VALUES (1, $1, 'Casey', 5, 'Great', now())`,
      [booking.id],
    );
    await second.query("BEGIN");
    await second.query(`UPDATE "Provider" SET "reviewCount" = "reviewCount" + 1 WHERE "id" = 1`);
    // Waits for second's lock on provider 1. Had the version been raised at each statement,
    // second would now wait for first's lock on it: a deadlock.
    const firstUpdate = first.query(`UPDATE "Provider" SET "rating" = "rating" WHERE "id" = 1`);
    await second.query("COMMIT");
    await firstUpdate;
    await first.query("COMMIT");
    expect(await versionSeenBy(reader)).toBe(before + 2n);
  });

  it("shows a write on each server process's next read, though each keeps its own answers", async () => {
    const path = "/api/providers/search?location=Toronto%2C%20Ontario&limit=50";
    const read = async (url: string) => {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(200);
      return {
        etag: response.headers.get("ETag"),
        body: (await response.json()) as { id: number; startingPrice: number }[],
      };
    };
    for (const url of servers!.urls) {
      const [first, second] = [await read(url), await read(url)];
      expect(second).toEqual(first);
      expect(first.body.length).toBeGreaterThan(0);
    }
    const [{ body }] = [await read(servers!.urls[0]!)];
    const provider = body[0]!;
    const script = await connect();
    await script.query(`UPDATE "Provider" SET "startingPrice" = $1 WHERE "id" = $2`, [
      provider.startingPrice + 500,
      provider.id,
    ]);
    for (const url of servers!.urls) {
      const after = await read(url);
      expect(after.body.find((row) => row.id === provider.id)?.startingPrice, servers!.log()).toBe(
        provider.startingPrice + 500,
      );
    }
  });
});
