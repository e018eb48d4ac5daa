// The restore drill: a backup is only known to work once it has been restored. On the
// database the suite runs on (PGlite in a data directory on disk under `npm test`, a schema of
// its own on PostgreSQL under `npm run test:pg`): real marketplace data written through the
// app (seeded accounts and providers, bookings made and paid by card, settled by the signed
// webhook), a backup through the same functions as `npm run db:backup`, one more paid booking,
// a restore through `npm run db:restore`'s, and then the books must be as they were at the
// backup: the same rows, the later booking gone, every payment's ledger summing to it, and
// the app taking new paid bookings on the restored database.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { createApp } from "../../src/app.ts";
import {
  answerBackupRequests,
  backupDatabase,
  type BackupResult,
  type BackupTarget,
  restoreDatabase,
} from "../../src/db/backup.ts";
import { readBackupHead, sniffBackup } from "../../src/db/backup-files.ts";
import { OWNER_MARKER } from "../../src/db/backup-owner.ts";
import { type Database, openDatabase, snapshotDatabase } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { createTestModeGateway } from "../../src/gateways/payments/test-mode-gateway.ts";
import { cookieFrom, fixedClock, TEST_NOW, TEST_WEBHOOK_SECRET } from "../support/app.ts";
import { createTestDatabase, runAdmin } from "../support/database.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const kind = databaseUrl ? "postgres" : "pglite";
const BACKUP_AT = new Date("2026-11-20T15:30:00Z");

/** The database under test, opened as the server opens it, and how to back it up and reopen it. */
interface DrillDatabase {
  db: Database;
  target: BackupTarget;
  /** Stops what a running server would stop before a restore; PostgreSQL needs nothing stopped. */
  stopServing(): Promise<void>;
  /** The database as a server starting after the restore opens it. */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
}

async function pgliteOnDisk(root: string): Promise<DrillDatabase> {
  const dataDir = path.join(root, "data");
  // Loaded from the suite's migrated template (seconds faster than initdb), then on disk.
  const template = await createTestDatabase();
  const snapshot = await snapshotDatabase(template);
  await template.close();
  let db = await openDatabase({ dataDir, snapshot });
  // As the server does once its database is open: db:backup asks it for the archive.
  const serving = await answerBackupRequests(db, { dataDir });
  return {
    db,
    target: { kind: "pglite", dataDir },
    async stopServing() {
      await serving.stop();
      await db.close();
    },
    async reopen() {
      db = await openDatabase({ dataDir });
      return db;
    },
    dispose: async () => {
      await serving.stop();
      await db.close();
    },
  };
}

async function postgresSchema(url: string): Promise<DrillDatabase> {
  const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await runAdmin(url, `CREATE SCHEMA "${schema}"`);
  const db = await openDatabase({ databaseUrl: url, schema });
  await applyPendingMigrations(db);
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set("schema", schema);
  return {
    db,
    target: { kind: "postgres", databaseUrl: schemaUrl.href },
    stopServing: async () => {},
    reopen: async () => db,
    dispose: async () => {
      await db.close();
      await runAdmin(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

/** The marketplace's app over `db`, as the test app builds it, paying in the offline test mode. */
function appOver(db: Database) {
  const app = createApp({
    db: db.prisma,
    clock: fixedClock,
    payments: (gateway) => createTestModeGateway({ ...gateway, webhookSecret: TEST_WEBHOOK_SECRET }),
    logError: () => {},
  });
  return async (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const response = await app.fetch(
      new Request("http://marketplace.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return { data: body.data!, response };
  };
}

type GraphQL = ReturnType<typeof appOver>;

async function signInCustomer(graphql: GraphQL): Promise<string> {
  const { data, response } = await graphql(
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          __typename
        }
      }
    `,
    {
      input: { email: "customer@demo.test", password: "demo-password" },
    },
  );
  expect(data.signIn.__typename).toBe("SignInPayload");
  return cookieFrom(response);
}

/** A booking the signed-in customer makes and pays by card; the webhook settles it. Its database id. */
async function paidBooking(graphql: GraphQL, cookie: string, preferredTime: string): Promise<number> {
  const { data: booked } = await graphql(
    `
      mutation ($input: CreateBookingInput!) {
        createBooking(input: $input) {
          __typename
          ... on CreateBookingPayload {
            bookingId
            databaseId
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      input: {
        providerId: encodeGlobalID("Provider", 1),
        serviceType: "house-cleaning",
        preferredDate: "2026-11-25",
        preferredTime,
        serviceDetails: "Two-bedroom condo",
        customerName: "Casey Customer",
        customerPhone: "416-555-0166",
        customerEmail: "customer@demo.test",
        address: TEST_SERVICE_ADDRESS,
      },
    },
    cookie,
  );
  expect(booked.createBooking.__typename).toBe("CreateBookingPayload");
  const { data: checkout } = await graphql(
    `
      mutation ($input: CreatePaymentIntentInput!) {
        createPaymentIntent(input: $input) {
          __typename
          ... on StartCheckoutPayload {
            clientSecret
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { input: { bookingId: booked.createBooking.bookingId } },
    cookie,
  );
  expect(checkout.createPaymentIntent.__typename).toBe("StartCheckoutPayload");
  const { data: paid } = await graphql(
    `
      mutation ($input: PayWithTestCardInput!) {
        payWithTestCard(input: $input) {
          __typename
          ... on PayWithTestCardPayload {
            succeeded
          }
        }
      }
    `,
    { input: { clientSecret: checkout.createPaymentIntent.clientSecret, cardNumber: "4242 4242 4242 4242" } },
    cookie,
  );
  expect(paid.payWithTestCard.succeeded).toBe(true);
  return booked.createBooking.databaseId as number;
}

async function census(prisma: PrismaClient) {
  const [users, bookings, payments, ledgerEntries] = await Promise.all([
    prisma.user.count(),
    prisma.booking.count(),
    prisma.payment.count(),
    prisma.ledgerEntry.count(),
  ]);
  return { users, bookings, payments, ledgerEntries };
}

/**
 * The ledger's invariant (services/payments/settle.ts, shared/payments/ledger-split.ts): a
 * settled payment's entries (fee, taxes, provider's share, and refunds' negative returns)
 * sum to what the customer paid less what was refunded; an unsettled payment has none.
 */
async function expectLedgerMatchesPayments(prisma: PrismaClient) {
  const payments = await prisma.payment.findMany({ include: { ledgerEntries: true }, orderBy: { id: "asc" } });
  for (const payment of payments) {
    const booked = payment.ledgerEntries.reduce((sum, entry) => sum + entry.amount, 0);
    const owed = payment.paymentStatus === "COMPLETED" ? payment.totalAmount - payment.refundedAmount : 0;
    expect(booked, `payment ${payment.id}'s ledger`).toBe(owed);
  }
  const settled = payments.filter((payment) => payment.paymentStatus === "COMPLETED");
  const ledger = await prisma.ledgerEntry.aggregate({ _sum: { amount: true } });
  expect(ledger._sum.amount).toBe(
    settled.reduce((sum, payment) => sum + payment.totalAmount - payment.refundedAmount, 0),
  );
  return settled.length;
}

describe(`restore drill on ${kind === "pglite" ? "PGlite (a data directory on disk)" : "PostgreSQL (a schema of its own)"}`, () => {
  let root: string;
  let drill: DrillDatabase;
  let backup: BackupResult;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "backup-drill-"));
    drill = databaseUrl ? await postgresSchema(databaseUrl) : await pgliteOnDisk(root);
    await seedDatabase(drill.db.prisma, { providers: 5, seed: 7, now: TEST_NOW });
  });
  afterAll(async () => {
    await drill?.dispose();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("restores the books as they were at the backup, without what was written after it", async () => {
    let graphql = appOver(drill.db);
    let cookie = await signInCustomer(graphql);
    await paidBooking(graphql, cookie, "09:00");
    await paidBooking(graphql, cookie, "11:00");
    const atBackup = await census(drill.db.prisma);
    expect(atBackup.payments).toBe(2);
    expect(atBackup.ledgerEntries).toBeGreaterThanOrEqual(4);

    backup = await backupDatabase({ target: drill.target, folder: path.join(root, "backups"), now: BACKUP_AT });
    expect(path.basename(backup.file)).toBe(
      kind === "pglite" ? "marketplace-pglite-20261120T153000Z.tar.gz" : "marketplace-postgres-20261120T153000Z.dump",
    );
    // A running server's PGlite cannot be opened twice: the server made the archive itself.
    expect(backup.madeBy).toBe(kind === "pglite" ? `the running server (pid ${process.pid})` : "pg_dump");
    expect(backup.bytes).toBeGreaterThan(0);
    // Nothing half-written is left beside it.
    expect(await readdir(path.dirname(backup.file))).toEqual([path.basename(backup.file)]);
    expect(sniffBackup(await readBackupHead(backup.file))).toBe(kind);

    const later = await paidBooking(graphql, cookie, "13:00");
    expect((await census(drill.db.prisma)).payments).toBe(3);

    if (kind === "pglite") {
      await expect(restoreDatabase({ target: drill.target, file: backup.file })).rejects.toThrow(
        /^The embedded database at .* is open in the running server \(pid \d+\): stop it, then restore\.$/,
      );
      await drill.stopServing();
    }
    const restored = await restoreDatabase({ target: drill.target, file: backup.file, now: BACKUP_AT });
    expect(restored.migrations.applied).toBeGreaterThan(0);
    if (kind === "pglite") {
      const { dataDir } = drill.target as Extract<BackupTarget, { kind: "pglite" }>;
      // The replaced data directory is kept, with the later booking in it.
      expect(restored.movedAside).toBe(`${dataDir}.before-restore-20261120T153000Z`);
      const dataDirs = (await readdir(root)).filter((name) => name.startsWith("data")).sort();
      expect(dataDirs).toEqual(["data", "data.before-restore-20261120T153000Z"]);
      expect(await readdir(dataDir)).not.toContain(OWNER_MARKER);
    }

    const db = await drill.reopen();
    expect(await census(db.prisma)).toEqual(atBackup);
    expect(await db.prisma.booking.findUnique({ where: { id: later } })).toBeNull();
    expect(await expectLedgerMatchesPayments(db.prisma)).toBe(2);

    // The restored database carries on: its sequences resume after the restored rows.
    graphql = appOver(db);
    cookie = await signInCustomer(graphql);
    const next = await paidBooking(graphql, cookie, "15:00");
    expect(next).toBeGreaterThan(0);
    expect((await census(db.prisma)).payments).toBe(3);
    expect(await expectLedgerMatchesPayments(db.prisma)).toBe(3);
  });

  it.runIf(kind === "pglite")("backs up a data directory no server has open by opening it itself", async () => {
    const { dataDir } = drill.target as Extract<BackupTarget, { kind: "pglite" }>;
    await drill.stopServing();
    const offline = await backupDatabase({ target: drill.target, folder: path.join(root, "offline") });
    expect(offline.madeBy).toBe("this process, as no server had the data directory open");
    expect(sniffBackup(await readBackupHead(offline.file))).toBe("pglite");
    // It gave the directory back: no owner is recorded there any more.
    expect(await readdir(dataDir)).not.toContain(OWNER_MARKER);
  });
});
