// GET /readyz through a database outage, on PostgreSQL: the app reaches the database through a
// TCP relay the test can cut (every connection dropped, new ones refused) and restore. Within 5
// seconds of the cut /readyz answers 503, within 5 seconds of the return 200 again, and no check
// hangs meanwhile; /healthz says the process is alive throughout. PGlite lives in the process, so
// it cannot go away: without TEST_DATABASE_URL this file is skipped.
import { randomUUID } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A relay from a local port to PostgreSQL's, which drops every connection when cut. */
function cuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return {
    open,
    cut,
    url: () => {
      const url = new URL(target.href);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.href;
    },
  };
}

describe.skipIf(!databaseUrl)("readiness through a database outage (PostgreSQL only: set TEST_DATABASE_URL)", () => {
  const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const relay = cuttableRelay(new URL(databaseUrl ?? "postgresql://localhost"));
  let db: Database | undefined;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    await relay.open();
    db = await openDatabase({ databaseUrl: relay.url(), schema });
    await applyPendingMigrations(db);
    app = createApp({ db: db.prisma });
  }, 120_000);

  afterAll(async () => {
    await relay.open().catch(() => {});
    await db?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  /** Asks /readyz until it answers `status` or `limitMs` passes; each answer must come within 3 s. */
  async function readinessTurns(status: number, limitMs: number): Promise<number> {
    const started = performance.now();
    for (;;) {
      const asked = performance.now();
      const response = await app.fetch(new Request("http://x/readyz"));
      expect(performance.now() - asked, "a readiness check that hung").toBeLessThan(3_000);
      if (response.status === status) return performance.now() - started;
      expect(performance.now() - started, `/readyz never answered ${status}`).toBeLessThan(limitMs);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it("answers 503 within 5 s of the database going away and 200 within 5 s of its return", async () => {
    expect(await readinessTurns(200, 5_000)).toBeLessThan(5_000);

    await relay.cut();
    expect(await readinessTurns(503, 5_000)).toBeLessThan(5_000);
    const down = await app.fetch(new Request("http://x/readyz"));
    expect(await down.json()).toEqual({ status: "database unreachable" });
    expect((await app.fetch(new Request("http://x/healthz"))).status).toBe(200);

    await relay.open();
    expect(await readinessTurns(200, 5_000)).toBeLessThan(5_000);
    // And the app serves again, on new connections.
    const categories = await app.fetch(new Request("http://x/api/categories"));
    expect(categories.status).toBe(200);
  }, 60_000);
});
